"""Readings as commands (repeat, chain, hand, ..., yes, no, swap, keep) and as a doubt. A
doubt is costly: only a verbatim doubt phrase may act.

Readings as commands (repeat, chain, hand, ..., yes, no, swap, keep).

Readings as a doubt. A doubt is costly: only a verbatim doubt phrase may act.
"""

from __future__ import annotations

from rapidfuzz import fuzz

from .decide import Candidate
from .lexicon import NEGATIONS, closeness, cores, exact
from .model import Command, Doubt, TurnContext
from .phrases import (
    COMMAND_PHRASES,
    DOUBT_CUES,
    DOUBT_LIKE_PHRASES,
    DOUBT_PHRASES,
    NO_WHEN_CONFIRMING,
    WEAK_DOUBT_PHRASES,
)
from .wording import COMMAND_WORDS

SHORT = 5  # utterances shorter than this (in letters) must match a phrase exactly
FUZZY_WEIGHT = 0.95


def command_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Every command the utterance may be, best fit per kind."""
    forms = cores(tokens)
    if ctx.confirming and exact(forms, NO_WHEN_CONFIRMING):
        return [Candidate(Command("no"), 1.0, COMMAND_WORDS["no"], exact=True)]
    found: list[Candidate] = []
    protest = doubt_like(tokens)
    for kind, phrases in COMMAND_PHRASES.items():
        if protest and (kind == "undo" or (kind == "no" and not ctx.confirming)):
            continue  # a protest is a doubt, never its opposite
        if exact(forms, phrases):
            found.append(Candidate(Command(kind), 1.0, COMMAND_WORDS[kind], exact=True))
            continue
        ratio = closeness(forms, phrases) if len(forms[-1]) >= SHORT else 0.0
        if ratio:
            score = ratio / 100.0 * FUZZY_WEIGHT
            found.append(Candidate(Command(kind), score, COMMAND_WORDS[kind], loose=True))
    return found


def doubt_like(tokens: tuple[str, ...]) -> bool:
    """True for an utterance with a doubt word in it or a protest ("no way", "wait, no",
    "that's wrong"): it may be a doubt, and is never read as an undo."""
    said = " ".join(tokens)
    return bool(set(tokens) & DOUBT_CUES) or any(
        f" {phrase} " in f" {said} " for phrase in DOUBT_LIKE_PHRASES
    )


WEAK = 0.7  # a plausible doubt that must be confirmed (below the act threshold)
MENTION = 0.6  # a doubt word inside a longer sentence
_ROOTS = ("doubt", "challenge")
_EXPLAIN = "doubt the chain"


def doubt_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """A Doubt reading, if any: exact phrase 1.0, anything looser below the act threshold."""
    forms = cores(tokens)
    if not ctx.confirming and exact(forms, DOUBT_LIKE_PHRASES):
        return [Candidate(Doubt(), WEAK, _EXPLAIN)]
    if set(forms[-1].split()) & NEGATIONS:  # "no way, i doubt that" doubts; "no doubt" does not
        return []
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
