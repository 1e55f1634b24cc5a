"""Readings as commands (repeat, chain, hand, ..., yes, no, swap, keep)."""

from __future__ import annotations

from .candidate import Candidate
from .describe import COMMAND_WORDS
from .lexicon import COMMAND_PHRASES, NO_WHEN_CONFIRMING
from .model import Command, TurnContext
from .phrases import closeness, cores, exact

SHORT = 5  # utterances shorter than this (in letters) must match a phrase exactly
FUZZY_WEIGHT = 0.95


def command_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Every command the utterance may be, best fit per kind."""
    forms = cores(tokens)
    if ctx.confirming and exact(forms, NO_WHEN_CONFIRMING):
        return [Candidate(Command("no"), 1.0, COMMAND_WORDS["no"], exact=True)]
    found: list[Candidate] = []
    for kind, phrases in COMMAND_PHRASES.items():
        if exact(forms, phrases):
            found.append(Candidate(Command(kind), 1.0, COMMAND_WORDS[kind], exact=True))
            continue
        ratio = closeness(forms, phrases) if len(forms[-1]) >= SHORT else 0.0
        if ratio:
            score = ratio / 100.0 * FUZZY_WEIGHT
            found.append(Candidate(Command(kind), score, COMMAND_WORDS[kind]))
    return found
