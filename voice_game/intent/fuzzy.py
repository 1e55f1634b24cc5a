"""Fuzzy scores (0..100) between what was said and a card's names, with rapidfuzz."""

from __future__ import annotations

from rapidfuzz import fuzz

from .model import CardName
from .text import key

ALIAS_WEIGHT = 1.0
EVENT_WEIGHT = 0.96  # prefer a spoken alias over the full event text on a tie
WORD_MATCH = 80.0  # two single words count as the same word from this ratio on


def _same_word(a: str, b: str) -> bool:
    """True when two words are the same, allowing typos in longer words."""
    if a == b:
        return True
    if min(len(a), len(b)) < 4:
        return False
    return fuzz.ratio(a, b) >= WORD_MATCH


def _subset_score(query: str, name: str) -> float:
    """Score for naming a card by some of its words ('bell' for the telephone event)."""
    q_words = query.split()
    n_words = name.split()
    if not q_words or len(q_words) >= len(n_words):
        return 0.0
    if all(len(w) < 3 for w in q_words):
        return 0.0
    if not all(any(_same_word(q, n) for n in n_words) for q in q_words):
        return 0.0
    coverage = len(query.replace(" ", "")) / max(1, len(name.replace(" ", "")))
    return 75.0 + 20.0 * coverage


def name_score(query: str, name: str) -> float:
    """How well `query` names `name`; both in key() form."""
    if not query or not name:
        return 0.0
    if query == name:
        return 100.0
    joined = fuzz.ratio(query.replace(" ", ""), name.replace(" ", ""))
    return max(
        fuzz.ratio(query, name),
        fuzz.token_sort_ratio(query, name),
        joined,
        _subset_score(query, name),
    )


def card_score(query: str, card: CardName) -> float:
    """Best score of `query` (key form) against a card's aliases and event text."""
    best = max((name_score(query, key(a)) * ALIAS_WEIGHT for a in card.aliases), default=0.0)
    return max(best, name_score(query, key(card.event)) * EVENT_WEIGHT)


def rank_cards(query: str, cards: tuple[CardName, ...], floor: float) -> list[tuple[int, float]]:
    """Indices of cards scoring at least `floor` against `query`, best first."""
    scored = [(i, card_score(query, c)) for i, c in enumerate(cards)]
    kept = [(i, s) for i, s in scored if s >= floor]
    return sorted(kept, key=lambda pair: -pair[1])
