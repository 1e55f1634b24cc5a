"""How a computer player decides, from its beliefs and the public table only.

- Order two start cards by believed year.
- Place the card whose most probable gap is the surest, in that gap.
- Doubt when the chain is believed wrong often enough (mostly: the newest card out of its
  gap) that the penalty the last player would draw outweighs, under the rules in play, the
  doubter's own risk and the card it could shed.
- Correct the chain (where the rules allow) when one move makes it much likelier to be right.
- On a last card: doubt unless all but sure it is right (a final doubt costs nothing).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from voice_game.engine.actions import Accept, Action, Doubt, Move, OrderStart, Place
from voice_game.engine.cards import CardFace
from voice_game.engine.events import Phase, Placed, RoundStarted
from voice_game.engine.game import Game
from voice_game.engine.rules import Rules

from .knowledge import Belief, Knowledge, p_not_after

CATCH = 0.6
"""How often the policy expects a wrong chain it leaves behind to be doubted."""
WIN_VALUE = 6.0
"""What getting rid of the last card is worth, in cards."""
ACCEPT_BELOW = 0.03
"""Accept a last card only when the chain is believed wrong less often than this."""
MOVE_GAIN = 0.15
"""A correction must raise the believed chance of a right chain by at least this."""
TRUST = 0.3
"""How much doubt the older cards of a chain still get (they have already passed others)."""
PLACER_RIGHT = 0.75
"""How often a player is expected to put a card in the right gap, before looking at it."""


@dataclass(frozen=True)
class Table:
    """What every player can see when it is a computer player's turn (no years)."""

    phase: Phase
    chain: tuple[CardFace, ...]
    hand: tuple[CardFace, ...]
    can_doubt: bool
    can_move: bool
    rules: Rules
    newest: str | None = None
    """The card placed last this round (everyone saw it placed), if any."""

    @classmethod
    def of(cls, game: Game) -> Table:
        """The public view of ``game`` for the player whose turn it is."""
        return cls(
            game.phase,
            game.chain,
            game.hand(game.current_player),
            game.can_doubt,
            game.can_move,
            game.rules,
            _newest(game),
        )


def _newest(game: Game) -> str | None:
    for event in reversed(game.events):
        if isinstance(event, Placed):
            return event.card.id
        if isinstance(event, RoundStarted):
            return None
    return None


@dataclass(frozen=True)
class Decision:
    """An action and how sure the player is that it turns out well (0 to 1)."""

    action: Action
    confidence: float


def chain_right(beliefs: Sequence[Belief]) -> float:
    """The believed probability that a chain is in order (neighbours taken as independent)."""
    chance = 1.0
    for first, second in zip(beliefs, beliefs[1:], strict=False):
        chance *= p_not_after(first, second)
    return chance


def gap_fit(chain: Sequence[Belief], card: Belief, slot: int) -> float:
    """The believed probability that ``card`` belongs in gap ``slot`` of ``chain``."""
    fit = 1.0
    if slot > 0:
        fit *= p_not_after(chain[slot - 1], card)
    if slot < len(chain):
        fit *= p_not_after(card, chain[slot])
    return fit


def best_placement(table: Table, knowledge: Knowledge) -> tuple[Place, float]:
    """The surest card in its most probable gap, and that gap's probability."""
    chain = [knowledge.belief(face.id) for face in table.chain]
    best: tuple[Place, float] | None = None
    for face in table.hand:
        card = knowledge.belief(face.id)
        for slot in range(len(chain) + 1):
            fit = gap_fit(chain, card, slot)
            if best is None or fit > best[1]:
                best = (Place(face.id, slot), fit)
    assert best is not None, "a player on turn holds at least one card"
    return best


def best_move(table: Table, knowledge: Knowledge) -> tuple[Move, float] | None:
    """The single correction that makes the chain likeliest right, and that likelihood."""
    chain = [knowledge.belief(face.id) for face in table.chain]
    best: tuple[Move, float] | None = None
    for index in range(len(chain)):
        rest = chain[:index] + chain[index + 1 :]
        for slot in range(len(chain)):
            if slot == index:
                continue
            chance = chain_right(rest[:slot] + [chain[index]] + rest[slot:])
            if best is None or chance > best[1]:
                best = (Move(index, slot), chance)
    return best


def chain_wrong(table: Table, knowledge: Knowledge) -> float:
    """The believed probability that the chain is wrong, judged as a player would.

    The newest card: how well it fits its gap, weighed against the expectation that players
    usually place right (:data:`PLACER_RIGHT`); the older cards, already passed on, count
    with :data:`TRUST`."""
    ids = [face.id for face in table.chain]
    beliefs = [knowledge.belief(card) for card in ids]
    if table.newest not in ids:
        return 1 - math.pow(chain_right(beliefs), TRUST)
    slot = ids.index(table.newest)
    rest = beliefs[:slot] + beliefs[slot + 1 :]
    fit = gap_fit(rest, beliefs[slot], slot)
    right = PLACER_RIGHT * fit
    newest_right = right / (right + (1 - PLACER_RIGHT) * (1 - fit)) if right > 0 else 0.0
    return 1 - newest_right * math.pow(chain_right(rest), TRUST)


def _place_value(right_now: float, fit: float, rules: Rules, last_card: bool) -> float:
    """Expected cards gained by placing: one card shed, less the risk of being caught."""
    right_after = right_now * fit
    if last_card:
        return right_after * WIN_VALUE - (1 - right_after) * rules.overtime_penalty
    return 1.0 - (1 - right_after) * CATCH * rules.right_doubt_penalty


def decide(table: Table, knowledge: Knowledge) -> Decision:
    """The action to take now."""
    beliefs = [knowledge.belief(face.id) for face in table.chain]
    right_now = chain_right(beliefs)
    if table.phase is Phase.ORDER_START:
        in_order = p_not_after(beliefs[0], beliefs[1])
        return Decision(OrderStart(swap=in_order < 0.5), max(in_order, 1 - in_order))
    if table.phase is Phase.FINAL:
        wrong = chain_wrong(table, knowledge)
        if wrong < ACCEPT_BELOW:
            return Decision(Accept(), 1 - wrong)
        return Decision(Doubt(), wrong)
    if not table.hand:  # only when the pile ran dry: nothing to place
        return Decision(Doubt(), 0.5)
    place, fit = best_placement(table, knowledge)
    if table.can_doubt:
        rules = table.rules
        wrong = chain_wrong(table, knowledge)
        doubt_value = wrong * rules.right_doubt_penalty - (1 - wrong) * rules.wrong_doubt_penalty
        if doubt_value > _place_value(1 - wrong, fit, rules, len(table.hand) == 1):
            return Decision(Doubt(), wrong)
    if table.can_move:
        move = best_move(table, knowledge)
        if move is not None and move[1] >= right_now + MOVE_GAIN:
            return Decision(move[0], move[1])
    return Decision(place, fit)
