"""Repair typed typos in the few structure words ('befor' -> 'before').

Only position words are repaired: a doubt must never come from a repaired word, and
card names are matched fuzzily anyway.
"""

from __future__ import annotations

from rapidfuzz import fuzz

from .model import TurnContext
from .text import words

REPAIRABLE: tuple[str, ...] = ("before", "after", "between", "beginning")
MIN_LENGTH = 5
MIN_RATIO = 85.0


def repair(tokens: tuple[str, ...], ctx: TurnContext) -> tuple[str, ...]:
    """`tokens` with near-misses of position words replaced, card words left alone."""
    card_words = {w for c in ctx.chain + ctx.hand for n in (c.event, *c.aliases) for w in words(n)}
    return tuple(_fix(t) if t not in card_words else t for t in tokens)


def _fix(token: str) -> str:
    """The position word `token` was probably meant to be, else `token`."""
    if len(token) < MIN_LENGTH or token in REPAIRABLE:
        return token
    best = max(REPAIRABLE, key=lambda w: fuzz.ratio(token, w))
    return best if fuzz.ratio(token, best) >= MIN_RATIO else token
