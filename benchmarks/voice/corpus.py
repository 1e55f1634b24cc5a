"""The benchmark corpus: turns drawn from the real decks and what a player says in them.

Every utterance carries its turn (a :class:`TurnContext`) and its expected action (the
JSON of :func:`voice_game.intent.to_json`), or ``None`` for table chatter that must not act.
The corpus is a pure function of the seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voice_game.decks import available_decks, load_deck
from voice_game.intent import CardName, TurnContext

ORDINALS = [
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "sixth",
    "seventh",
    "eighth",
    "ninth",
    "tenth",
    "eleventh",
    "twelfth",
]
NUMBERS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
PLAYERS = ("Anna", "Ben", "Chloe", "David", "Emma", "Frank")

CHATTER = (
    "what a lovely evening",
    "pass me the crisps please",
    "did you see the football last night",
    "I need another cup of tea",
    "hang on, my phone is ringing",
    "this one is really hard",
    "ha ha, nice one Ben",
    "who wants another drink",
    "I have no idea when that happened",
    "the dog wants to go out",
    "is it dinner time yet",
    "I love this game",
    "Ben, you are cheating again",
    "no doubt about it, she is winning",
    "my grandmother would know this one",
    "can somebody open the window",
    "I was born in nineteen eighty",
    "that was a good film",
)
"""Talk at the table that is not meant for the game."""


@dataclass(frozen=True)
class Utterance:
    """One thing a player says, in its turn, with what the game should do."""

    uid: str
    text: str
    category: str
    ctx: TurnContext
    expected: dict[str, Any] | None
    voice: str = ""
    speed: str = "normal"
    noise: str = "babble"


def deck_cards(decks_dir: Path | None = None) -> list[CardName]:
    """Every card of every deck that loads, as the intent layer sees it."""
    paths = sorted(decks_dir.glob("*.toml")) if decks_dir else sorted(available_decks().values())
    cards: list[CardName] = []
    for path in paths:
        try:
            deck = load_deck(path)
        except Exception:  # noqa: BLE001 - a deck still being written is simply skipped
            continue
        cards.extend(CardName(c.event, tuple(c.aliases)) for c in deck.cards)
    if not cards:
        raise RuntimeError("no deck could be loaded from decks/*.toml")
    return cards


def _name(card: CardName, rng: random.Random) -> str:
    """How a player names a card: usually its first alias, sometimes another one."""
    if not card.aliases:
        return card.event
    if len(card.aliases) > 1 and rng.random() < 0.3:
        return rng.choice(card.aliases[1:])
    return card.aliases[0]


def _the(name: str) -> str:
    return name if name.lower().startswith(("the ", "a ", "an ")) else "the " + name


def _place(card: int, slot: int) -> dict[str, Any]:
    return {"kind": "place", "card": card, "slot": slot}


class _Turn:
    """A random turn and the helpers to talk about it."""

    def __init__(self, cards: list[CardName], rng: random.Random, *, hand: int | None = None):
        self.rng = rng
        n_chain = rng.randint(1, 12)
        n_hand = hand if hand is not None else rng.randint(1, 9)
        picked = rng.sample(cards, n_chain + n_hand)
        players = tuple(rng.sample(PLAYERS, rng.randint(2, 5)))
        self.can_move = n_chain >= 2 and rng.random() < 0.15
        self.ctx = TurnContext(
            chain=tuple(picked[:n_chain]),
            hand=tuple(picked[n_chain:]),
            players=players,
            current=players[0],
            can_place=True,
            can_doubt=n_chain >= 2,
            can_move=self.can_move,
            can_undo=True,
        )

    @property
    def n(self) -> int:
        return len(self.ctx.chain)

    def hname(self, i: int) -> str:
        return _name(self.ctx.hand[i], self.rng)

    def cname(self, i: int) -> str:
        return _name(self.ctx.chain[i], self.rng)


def _placements(t: _Turn) -> list[tuple[str, str, dict[str, Any]]]:
    """(category, text, expected) candidates for placing a card in this turn."""
    rng, n = t.rng, t.n
    h = rng.randrange(len(t.ctx.hand))
    c = rng.randrange(n)
    H, C = _the(t.hname(h)), _the(t.cname(c))
    num, ordc = NUMBERS[h], ORDINALS[c]
    out = [
        (
            "name-before",
            rng.choice([f"{H} before {C}", f"put {H} before {C}", f"{H} goes before {C}"]),
            _place(h, c),
        ),
        (
            "name-after",
            rng.choice([f"{H} after {C}", f"place {H} after {C}", f"{H} comes after {C}"]),
            _place(h, c + 1),
        ),
        (
            "ordinal",
            rng.choice(
                [
                    f"card {num} after the {ordc}",
                    f"card {num} before the {ordc}",
                    f"my {ORDINALS[h]} card after the {ordc} one",
                ]
            ),
            None,
        ),
        ("card-number", rng.choice([f"card {num} before {C}", f"number {num} after {C}"]), None),
        (
            "start-end",
            rng.choice(
                [
                    f"{H} at the start",
                    f"card {num} at the end",
                    f"put {H} at the very beginning",
                    f"{H} at the end",
                ]
            ),
            None,
        ),
        (
            "free",
            rng.choice(
                [
                    f"hmm, I'd put {H} just before {C}",
                    f"okay so I think {H} goes right after {C}",
                    f"let's play card {num} right at the end please",
                    f"um, {H}, after {C} I guess",
                    f"I reckon {H} happened before {C}",
                    f"well, I would say {H} is after {C}",
                    f"I'm going to put {H} in front of {C}",
                ]
            ),
            None,
        ),
    ]
    if n >= 2:
        c2 = rng.randrange(n - 1)
        out.append(
            (
                "name-between",
                rng.choice(
                    [
                        f"{H} between {_the(t.cname(c2))} and {_the(t.cname(c2 + 1))}",
                        f"card {num} between the {ORDINALS[c2]} and the {ORDINALS[c2 + 1]}",
                    ]
                ),
                _place(h, c2 + 1),
            )
        )
    resolved = []
    for cat, text, exp in out:
        if exp is None:
            exp = _expected_from_words(text, h, c, n)
        resolved.append((cat, text, exp))
    return resolved


def _expected_from_words(text: str, h: int, c: int, n: int) -> dict[str, Any]:
    if "at the end" in text:
        return _place(h, n)
    if "at the start" in text or "beginning" in text:
        return _place(h, 0)
    if "before" in text or "in front of" in text:
        return _place(h, c)
    return _place(h, c + 1)


def _one_card(t: _Turn) -> tuple[str, str, dict[str, Any]]:
    """With one card in hand no card needs naming."""
    rng, n = t.rng, t.n
    c = rng.randrange(n)
    options = [
        (f"before {_the(t.cname(c))}", _place(0, c)),
        (f"after the {ORDINALS[c]}", _place(0, c + 1)),
        ("at the end", _place(0, n)),
        ("at the beginning", _place(0, 0)),
    ]
    if n >= 2:
        c2 = rng.randrange(n - 1)
        options.append(
            (f"between the {ORDINALS[c2]} and the {ORDINALS[c2 + 1]}", _place(0, c2 + 1))
        )
    text, exp = rng.choice(options)
    return "one-card", text, exp


DOUBTS = (
    "I doubt",
    "I doubt it",
    "that's wrong",
    "check the chain",
    "I challenge that",
    "hmm, I doubt that",
    "doubt",
    "I doubt the chain",
)
COMMANDS: dict[str, tuple[str, ...]] = {
    "repeat": ("repeat", "say that again", "pardon", "could you say that again please"),
    "chain": ("read the chain", "what's on the table", "read the chain please"),
    "hand": ("my cards", "what do I have", "read my hand"),
    "turn": ("whose turn is it", "who's next", "whose turn"),
    "counts": ("how many cards", "card counts", "how many cards does everyone have"),
    "help": ("help", "what can I say", "help me please"),
    "undo": ("undo", "take it back", "undo that"),
    "quit": ("quit the game", "quit", "stop the game"),
    "slower": ("slower", "slow down please"),
    "faster": ("faster", "speak faster"),
    "louder": ("louder", "speak up"),
    "quieter": ("quieter", "speak softer"),
}


def _move(t: _Turn) -> tuple[str, str, dict[str, Any]]:
    rng, n = t.rng, t.n
    c = rng.randrange(1, n)
    if rng.random() < 0.5:
        return (
            "move",
            f"move the {ORDINALS[c]} card to the start",
            {"kind": "move", "card": c, "slot": 0},
        )
    return (
        "move",
        f"move {_the(t.cname(c - 1))} to the end",
        {"kind": "move", "card": c - 1, "slot": n - 1},
    )


def build_corpus(size: int, seed: int, decks_dir: Path | None = None) -> list[Utterance]:
    """`size` utterances: about 55% placements, 8% doubts, 22% commands, 3% moves, 12% chatter."""
    rng = random.Random(seed)
    cards = deck_cards(decks_dir)
    out: list[Utterance] = []
    for i in range(size):
        roll = rng.random()
        if roll < 0.47:
            t = _Turn(cards, rng)
            cat, text, exp = rng.choice(_placements(t))
        elif roll < 0.55:
            t = _Turn(cards, rng, hand=1)
            cat, text, exp = _one_card(t)
        elif roll < 0.63:
            t = _Turn(cards, rng)
            while not t.ctx.can_doubt:
                t = _Turn(cards, rng)
            cat, text, exp = "doubt", rng.choice(DOUBTS), {"kind": "doubt"}
        elif roll < 0.85:
            t = _Turn(cards, rng)
            kind = rng.choice(sorted(COMMANDS))
            cat, text, exp = "command", rng.choice(COMMANDS[kind]), {"kind": kind}
        elif roll < 0.88:
            t = _Turn(cards, rng)
            while not t.can_move:
                t = _Turn(cards, rng)
            cat, text, exp = _move(t)
        else:
            t = _Turn(cards, rng)
            cat, text, exp = "chatter", rng.choice(CHATTER), None
        out.append(Utterance(uid=f"u{i:04d}", text=text, category=cat, ctx=t.ctx, expected=exp))
    return out


def context_json(ctx: TurnContext) -> dict[str, Any]:
    """The turn in the CONTEXT.json shape of `voice-game hear` (for the error list)."""
    return {
        "chain": [{"event": c.event, "aliases": list(c.aliases)} for c in ctx.chain],
        "hand": [{"event": c.event, "aliases": list(c.aliases)} for c in ctx.hand],
        "players": list(ctx.players),
        "current": ctx.current,
        "can_doubt": ctx.can_doubt,
        "can_move": ctx.can_move,
        "can_undo": ctx.can_undo,
    }
