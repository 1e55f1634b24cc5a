"""What a computer player believes about each card's year.

Once per game, for every card in the decks, a player draws a believed year around the card's
true year (the middle of its span). The error is normal with a spread that grows with the
level's ignorance and with the event's obscurity: its age, its deck, and a per-card fame
factor shared by all players (some events are simply better known). The player knows how
unsure it is: it plays from the belief *and* the spread. This module is the only place that
reads a card's span, and only to draw the beliefs before play starts.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from voice_game.engine.cards import Card
from voice_game.engine.years import to_astronomical

from .levels import IGNORANCE, Level

PRESENT = 2025
BASE_ERROR = 3.0
"""Typical error in years for a recent event, at ignorance 1."""
ERROR_PER_YEAR_OF_AGE = 0.08
"""How much the typical error grows with each year of an event's age."""
DECK_OBSCURITY: dict[str, float] = {
    "lifestyle": 1.0,
    "showbizz": 0.9,
    "words-script-book": 1.15,
    "pens-and-brushes": 1.1,
}
FAME_SPREAD = 0.5
"""Spread of the per-card fame factor (log-normal)."""


@dataclass(frozen=True)
class Belief:
    """A believed year (astronomical, may be fractional) and how unsure it is (years)."""

    year: float
    spread: float


@dataclass(frozen=True)
class Knowledge:
    """One computer player's beliefs, by card id."""

    level: Level
    beliefs: Mapping[str, Belief]

    def belief(self, card_id: str) -> Belief:
        """The belief about one card (a card never seen is believed to be now, very unsure)."""
        return self.beliefs.get(card_id, Belief(float(PRESENT), 1000.0))


def true_middle(card: Card) -> float:
    """The middle of a card's span on the gapless year axis."""
    return (to_astronomical(card.span.earliest) + to_astronomical(card.span.latest)) / 2


def obscurity(card: Card) -> float:
    """A card's typical error in years at ignorance 1: age, deck, and fame."""
    age = max(0.0, PRESENT - true_middle(card))
    fame = random.Random(f"fame:{card.id}").lognormvariate(0.0, FAME_SPREAD)
    deck = DECK_OBSCURITY.get(card.deck, 1.0)
    return (BASE_ERROR + ERROR_PER_YEAR_OF_AGE * age) * deck * fame


def learn(cards: Iterable[Card], level: Level, seed: int, player: str) -> Knowledge:
    """Draw a player's beliefs for ``cards``: the same seed and name give the same beliefs."""
    rng = random.Random(f"knowledge:{seed}:{player}:{level.value}")
    beliefs: dict[str, Belief] = {}
    for card in sorted(cards, key=lambda item: item.id):
        spread = IGNORANCE[level] * obscurity(card)
        beliefs[card.id] = Belief(true_middle(card) + rng.gauss(0.0, spread), spread)
    return Knowledge(level, beliefs)


def p_not_after(first: Belief, second: Belief) -> float:
    """The believed probability that ``first`` is not later than ``second``."""
    scale = math.hypot(first.spread, second.spread)
    if scale <= 0:
        return 1.0 if first.year <= second.year else 0.0
    return 0.5 * math.erfc((first.year - second.year) / (scale * math.sqrt(2)))
