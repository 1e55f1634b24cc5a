"""parse(): a transcript and the turn's context to one Reading."""

from __future__ import annotations

from .candidate import Candidate
from .commands import command_candidates
from .decide import decide
from .doubts import doubt_candidates
from .lexicon import NOISE
from .model import NoAction, Reading, TurnContext
from .moving import move_candidates, order_candidates
from .placing import place_candidates
from .slips import unslip
from .spelling import repair
from .text import words

NOTHING = "I heard nothing."
TOO_LONG = "That is too long for one move; say it in a few words."
MAX_CHARS = 2000
MAX_WORDS = 150
"""Longer input is refused at once: no move needs it, and parsing time stays bounded."""


def tokens_of(text: str) -> tuple[str, ...]:
    """Canonical words of an utterance without hesitation sounds and 'please'."""
    return tuple(t for t in words(text) if t not in NOISE)


def parse(text: str, ctx: TurnContext) -> Reading:
    """Read what the player said or typed, given what is on the table and allowed now.

    Never raises on any text; returns status "none" when nothing fits.
    """
    if len(text) > MAX_CHARS:
        return Reading(NoAction(TOO_LONG), 0.0, "none", TOO_LONG)
    tokens = tokens_of(text)
    if not tokens:
        return Reading(NoAction(NOTHING), 0.0, "none", NOTHING)
    if len(tokens) > MAX_WORDS:
        return Reading(NoAction(TOO_LONG), 0.0, "none", TOO_LONG)
    candidates: list[Candidate] = []
    candidates += command_candidates(tokens, ctx)
    candidates += doubt_candidates(tokens, ctx)
    placing_words = unslip(repair(tokens, ctx))
    candidates += place_candidates(placing_words, ctx)
    candidates += move_candidates(placing_words, ctx)
    candidates += order_candidates(placing_words, ctx)
    return decide(candidates, ctx)
