"""Twins: two cards that name the same event, however they word it.

Once one twin is revealed the other's year is known to the whole table, so the checker must
catch the same event in other words, not only near-identical strings. Two cards are twins
when their years can coincide (their spans overlap) and

* they share a spoken name (a common alias, or a distinctive alias of one is said in the
  other's event), or
* their distinctive words mostly coincide: the words both texts share carry at least
  ``SUBJECT_SHARE`` of the weight of the shorter card, each word weighted by how rare it is
  across all decks (inverse document frequency, so "Colosseum" counts and "opens" barely), or
* their texts are nearly the same string (``STRING_SCORE``).

Cards whose years cannot coincide are never twins: "The first Emmy Awards" (1949) and "The
first Grammy Awards" (1959) are two events however alike the words.

Speed: no card is compared with every other. An inverted index from each word to the cards
that use it yields the candidate pairs, and words used by more than ``COMMON_WORD`` cards
(``the``, ``first``) make no candidates, so the work grows about linearly with the decks.
"""

from __future__ import annotations

import math
import re
import unicodedata
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from voice_game.engine.cards import Card

SUBJECT_SHARE = 0.55
STRING_SCORE = 88.0
COMMON_WORD = 60
NAME_CARDS = 3
YEAR_SLACK = 0
_WORD = re.compile(r"[a-z0-9]+")
_STOP = frozenset(
    """
    a an and as at by for from in into is its of on or the their to with his her are was
    be first s
    """.split()
)


@dataclass(frozen=True)
class Twin:
    """Two cards that name the same event, and why the checker thinks so."""

    first: Card
    second: Card
    reason: str


def _fold(text: str) -> str:
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch))


def _stem(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def words(text: str) -> list[str]:
    """Content words of ``text``, folded and lightly stemmed ("Theatre's" -> "theatre")."""
    cleaned = re.sub(r"['\u2019]s\b", "", _fold(text))
    return [_stem(w) for w in _WORD.findall(cleaned) if w not in _STOP]


def _phrase(text: str) -> str:
    """Content words joined by single spaces, for phrase matching."""
    return " ".join(words(text))


def _years_meet(a: Card, b: Card) -> bool:
    return (
        a.span.earliest - YEAR_SLACK <= b.span.latest
        and b.span.earliest - YEAR_SLACK <= a.span.latest
    )


class _Profile:
    """The words and names of one card, ready for comparison."""

    def __init__(self, card: Card) -> None:
        self.card = card
        self.event = _phrase(card.event)
        self.names = {p for p in (_phrase(alias) for alias in card.aliases) if p}
        self.words = set(words(card.event)).union(*(set(n.split()) for n in self.names))


class TwinIndex:
    """All cards, indexed by word; :meth:`twins` compares only cards that share a rare word."""

    def __init__(self, cards: Sequence[Card]) -> None:
        self.profiles = [_Profile(card) for card in cards]
        self.index: dict[str, list[int]] = defaultdict(list)
        for i, profile in enumerate(self.profiles):
            for word in profile.words:
                self.index[word].append(i)
        total = max(2, len(self.profiles))
        self.weight = {w: math.log(total / len(ids)) for w, ids in self.index.items()}

    def candidates(self) -> set[tuple[int, int]]:
        """Pairs of card positions that share a word that is not common and whose years
        meet (a sweep over each word's cards in year order)."""
        pairs: set[tuple[int, int]] = set()
        for ids in self.index.values():
            if len(ids) > COMMON_WORD:
                continue
            spans = sorted(ids, key=lambda i: self.profiles[i].card.span.earliest)
            for n, i in enumerate(spans):
                latest = self.profiles[i].card.span.latest + YEAR_SLACK
                for j in spans[n + 1 :]:
                    if self.profiles[j].card.span.earliest > latest:
                        break
                    pairs.add((i, j) if i < j else (j, i))
        return pairs

    def twins(self) -> list[Twin]:
        """Every twin pair, in deck order."""
        found = []
        for i, j in sorted(self.candidates()):
            a, b = self.profiles[i], self.profiles[j]
            reason = self.compare(a, b)
            if reason:
                found.append(Twin(a.card, b.card, reason))
        return found

    def subject_share(self, a: _Profile, b: _Profile) -> float:
        """The weight of the shared words, as a share of the lighter card's words."""
        shared = sum(self.weight[w] for w in a.words & b.words)
        lighter = min(sum(self.weight[w] for w in a.words), sum(self.weight[w] for w in b.words))
        return shared / lighter if lighter else 0.0

    def distinctive(self, name: str) -> bool:
        """A name with a word that at most ``NAME_CARDS`` cards use ("colosseum", not "time")."""
        return any(len(self.index.get(w, ())) <= NAME_CARDS for w in name.split())

    def shared_name(self, a: _Profile, b: _Profile) -> str | None:
        """A spoken name of both cards: a common alias, or a distinctive alias of one said in
        the other's event."""
        common = a.names & b.names
        if common:
            return min(common)
        said = [
            name
            for one, other in ((a, b), (b, a))
            for name in one.names
            if f" {name} " in f" {other.event} " and self.distinctive(name)
        ]
        return min(said) if said else None

    def compare(self, a: _Profile, b: _Profile) -> str | None:
        """Why ``a`` and ``b`` are twins, or None."""
        if not _years_meet(a.card, b.card):
            return None
        name = self.shared_name(a, b)
        if name:
            return f"both named {name!r}"
        share = self.subject_share(a, b)
        if share >= SUBJECT_SHARE:
            shared = ", ".join(sorted(a.words & b.words))
            return f"same years and subject ({shared}: {share:.0%} of the words' weight)"
        score = fuzz.token_sort_ratio(a.event, b.event)
        if score >= STRING_SCORE:
            return f"same years and {score:.0f}% alike"
        return None


def find_twins(cards: Sequence[Card]) -> list[Twin]:
    """Every pair of cards in ``cards`` that names the same event."""
    return TwinIndex(cards).twins()
