"""Short human words for readings: "telephone before moon landing"."""

from __future__ import annotations

from .model import Action, CardName, Command, Doubt, Move, NoAction, Place, TurnContext

COMMAND_WORDS: dict[str, str] = {
    "repeat": "repeat that",
    "chain": "read the chain",
    "hand": "read your cards",
    "turn": "say whose turn it is",
    "counts": "say how many cards everyone holds",
    "help": "help",
    "undo": "undo",
    "quit": "quit the game",
    "yes": "yes",
    "no": "no",
    "stop": "stop speaking",
    "slower": "speak slower",
    "faster": "speak faster",
    "louder": "speak louder",
    "quieter": "speak more quietly",
    "swap": "swap the start cards",
    "keep": "keep the start cards as they are",
}


def label(card: CardName) -> str:
    """The short spoken name of a card."""
    return card.spoken


def where(chain: tuple[CardName, ...], slot: int, kind: str = "") -> str:
    """Words for a gap in `chain`, in the player's own framing when `kind` is given.

    kind: "before", "after", "between", "start", "end" or "" (pick the clearest).
    """
    if not chain:
        return "to start the chain"
    if kind == "before" and slot < len(chain):
        return f"before {label(chain[slot])}"
    if kind == "after" and slot > 0:
        return f"after {label(chain[slot - 1])}"
    if kind == "start" and slot == 0:
        return "at the start"
    if kind == "end" and slot == len(chain):
        return "at the end"
    if slot <= 0:
        return f"before {label(chain[0])}"
    if slot >= len(chain):
        return f"after {label(chain[-1])}"
    return f"between {label(chain[slot - 1])} and {label(chain[slot])}"


def explain(action: Action, ctx: TurnContext, kind: str = "") -> str:
    """Describe any action in the words the game would read back (`kind`: see `where`)."""
    if isinstance(action, Place):
        return f"{label(ctx.hand[action.card])} {where(ctx.chain, action.slot, kind)}"
    if isinstance(action, Move):
        rest = ctx.chain[: action.card] + ctx.chain[action.card + 1 :]
        return f"move {label(ctx.chain[action.card])} {where(rest, action.slot, kind)}"
    if isinstance(action, Doubt):
        return "doubt the chain"
    if isinstance(action, Command):
        return COMMAND_WORDS[action.kind]
    if isinstance(action, NoAction):
        return action.reason
    raise TypeError(f"not an action: {action!r}")


def hand_list(hand: tuple[CardName, ...]) -> str:
    """'card 1, telephone; card 2, jeans' for a which-card question."""
    return "; ".join(f"card {i + 1}, {label(c)}" for i, c in enumerate(hand))
