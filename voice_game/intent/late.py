"""A correction said after a pause: the previous player's "no, actually after the moon
landing", heard once their card is down and the next player's turn has begun.

Said in one breath ("the telephone before the wheel, no, after the wheel"), a correction is
read by :func:`~.corrections.corrected`. Said after a pause, its first half was already a
placement, and the words that follow name only a position: they are the placer's card,
moved. The game offers that move to the placer ("Ann, move the telephone after the moon
landing?") rather than reading the words as the next player's placement of a card they
never named.
"""

from __future__ import annotations

from dataclasses import replace

from voice_game.heard import Heard

from .lexicon import POSITION_OPENERS
from .model import Move, Place, TurnContext
from .understand import parse
from .words import tokens_of

LATE_OPENERS: tuple[tuple[str, ...], ...] = (
    ("sorry", "i", "meant"),
    ("sorry", "i", "mean"),
    ("no", "no"),
    ("no", "actually"),
    ("no", "wait"),
    ("wait", "no"),
    ("no", "sorry"),
    ("sorry", "no"),
    ("oh", "no"),
    ("i", "meant"),
    ("i", "mean"),
    ("actually",),
    ("oops",),
    ("sorry",),
    ("no",),
)
"""Words that open a correction of what was just placed, longest first."""
BRIDGE = frozenset({"it", "that", "one", "goes", "go", "should", "be", "i", "put"})
"""Words between the opener and the new position ("no, actually it goes after ...")."""


def late_correction(heard: Heard, ctx: TurnContext) -> Move | None:
    """The previous player's card moved to where a correction said after a pause puts it:
    a :class:`~.model.Move` of chain card ``ctx.last_placed`` (its slot counted in the
    chain without it, as for any move), or None when the words are no such correction,
    nobody can take a card back, or the card is already there."""
    if ctx.last_placed is None or not 0 <= ctx.last_placed < len(ctx.chain):
        return None
    if heard.spoken and heard.mostly_unheard:
        return None
    position = _position_words(tokens_of(heard.text))
    if position is None:
        return None
    card = ctx.last_placed
    rest = ctx.chain[:card] + ctx.chain[card + 1 :]
    alone = replace(ctx, chain=rest, hand=(ctx.chain[card],), can_place=True, last_placed=None)
    reading = parse(" ".join(position), alone)
    if reading.status != "act" or not isinstance(reading.action, Place):
        return None
    if reading.action.slot == card:
        return None
    return Move(card, reading.action.slot)


def _position_words(tokens: tuple[str, ...]) -> tuple[str, ...] | None:
    """The words of the new position after a correction's opener, or None."""
    for opener in LATE_OPENERS:
        if tokens[: len(opener)] == opener:
            rest = tokens[len(opener) :]
            break
    else:
        return None
    while rest and rest[0] in BRIDGE:
        rest = rest[1:]
    if not rest or rest[0] not in POSITION_OPENERS | {"to", "right", "just"}:
        return None
    return rest
