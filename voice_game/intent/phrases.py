"""Match a whole utterance against a list of phrases, exactly or fuzzily."""

from __future__ import annotations

from rapidfuzz import fuzz

from .lexicon import PREFIXES, SUFFIXES

FUZZY_FLOOR = 75.0


def _strip_once(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Remove one opener or closer, if something would remain."""
    for phrase in PREFIXES:
        p = tuple(phrase.split())
        if tokens[: len(p)] == p and len(tokens) > len(p):
            return tokens[len(p) :]
    for phrase in SUFFIXES:
        p = tuple(phrase.split())
        if tokens[-len(p) :] == p and len(tokens) > len(p):
            return tokens[: -len(p)]
    return tokens


def cores(tokens: tuple[str, ...]) -> list[str]:
    """The utterance and each shorter form left after peeling openers and closers."""
    out = [" ".join(tokens)]
    while True:
        shorter = _strip_once(tokens)
        if shorter == tokens:
            return out
        tokens = shorter
        out.append(" ".join(tokens))


def exact(forms: list[str], phrases: tuple[str, ...]) -> bool:
    """True when any form of the utterance is one of `phrases`."""
    return any(form in phrases for form in forms)


def closeness(forms: list[str], phrases: tuple[str, ...]) -> float:
    """Best fuzzy ratio (0..100) of a form against a phrase of about the same length."""
    best = 0.0
    for form in forms:
        n = len(form.split())
        for phrase in phrases:
            if abs(len(phrase.split()) - n) > 1:
                continue
            best = max(best, fuzz.ratio(form, phrase))
    return best if best >= FUZZY_FLOOR else 0.0
