"""Readings as a doubt. A doubt is costly: only a verbatim doubt phrase may act."""

from __future__ import annotations

from rapidfuzz import fuzz

from .candidate import Candidate
from .lexicon import DOUBT_PHRASES, NEGATIONS, NO_WHEN_CONFIRMING, WEAK_DOUBT_PHRASES
from .model import Doubt, TurnContext
from .phrases import closeness, cores, exact

WEAK = 0.7  # a plausible doubt that must be confirmed (below the act threshold)
MENTION = 0.6  # a doubt word inside a longer sentence
_ROOTS = ("doubt", "challenge")
_EXPLAIN = "doubt the chain"


def doubt_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """A Doubt reading, if any: exact phrase 1.0, anything looser below the act threshold."""
    if set(tokens) & NEGATIONS:
        return []
    forms = cores(tokens)
    if ctx.confirming and exact(forms, NO_WHEN_CONFIRMING):
        return []
    if exact(forms, DOUBT_PHRASES):
        return [Candidate(Doubt(), 1.0, _EXPLAIN, exact=True)]
    if exact(forms, WEAK_DOUBT_PHRASES):
        return [Candidate(Doubt(), WEAK, _EXPLAIN)]
    ratio = closeness(forms, DOUBT_PHRASES)
    if ratio:
        return [Candidate(Doubt(), min(WEAK, ratio / 100.0 * 0.9), _EXPLAIN)]
    if any(fuzz.ratio(t, root) >= 80 for t in tokens for root in _ROOTS):
        return [Candidate(Doubt(), MENTION, _EXPLAIN)]
    return []
