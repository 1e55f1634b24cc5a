"""What a computer player believes about each card's year.

Years are judged on an age scale: ``log10(AGE_ORIGIN - year)``, where a constant error means
an error in years proportional to the event's age (a few years for 1990, centuries for
800 BC). Once per game, for every card in the decks, a player draws a believed age around the
card's true age (the middle of its span) with a normal error whose spread is the level's
ignorance times the card's obscurity (its deck, and a per-card fame factor shared by all
players: some events are simply better known). The player knows how unsure it is and what
ages cards usually have (most are from the last few centuries), so it weighs each belief
against that prior; the result, a believed age and its spread, is all it plays from. This
module is the only place that reads a card's span, and only to draw the beliefs.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from voice_game.engine.cards import Card
from voice_game.engine.years import from_astronomical, to_astronomical

from .levels import IGNORANCE, Level

AGE_ORIGIN = 2035
"""Ages are counted back from this year (a little after the newest card)."""
AGE_PRIOR = (2.2, 0.5)
"""What every player knows of cards in general: log10 ages have about this mean and spread
(measured on the four decks: 2.23 and 0.49)."""
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
    """A believed log10 age and how unsure it is (its standard deviation, same units)."""

    age: float
    spread: float

    @property
    def year(self) -> int:
        """The believed year, for people reading a benchmark or a test."""
        return from_astronomical(round(AGE_ORIGIN - 10**self.age) or 1)


@dataclass(frozen=True)
class Knowledge:
    """One computer player's beliefs, by card id."""

    level: Level
    beliefs: Mapping[str, Belief]

    def belief(self, card_id: str) -> Belief:
        """The belief about one card (a card never seen gets the prior)."""
        return self.beliefs.get(card_id, Belief(*AGE_PRIOR))


def true_age(card: Card) -> float:
    """The log10 age of the middle of a card's span."""
    middle = (to_astronomical(card.span.earliest) + to_astronomical(card.span.latest)) / 2
    return math.log10(max(1.0, AGE_ORIGIN - middle))


def obscurity(card: Card) -> float:
    """How much harder than usual a card is: its deck, and its fame (shared by all)."""
    fame = random.Random(f"fame:{card.id}").lognormvariate(0.0, FAME_SPREAD)
    return DECK_OBSCURITY.get(card.deck, 1.0) * fame


def learn(cards: Iterable[Card], level: Level, seed: int, player: str) -> Knowledge:
    """Draw a player's beliefs for ``cards``: the same seed and name give the same beliefs."""
    rng = random.Random(f"knowledge:{seed}:{player}:{level.value}")
    prior_mean, prior_spread = AGE_PRIOR
    beliefs: dict[str, Belief] = {}
    for card in sorted(cards, key=lambda item: item.id):
        error = IGNORANCE[level] * obscurity(card)
        drawn = true_age(card) + rng.gauss(0.0, error)
        weight = prior_spread**2 / (prior_spread**2 + error**2)
        beliefs[card.id] = Belief(
            prior_mean + weight * (drawn - prior_mean), math.sqrt(weight) * error
        )
    return Knowledge(level, beliefs)


def p_not_after(first: Belief, second: Belief) -> float:
    """The believed probability that ``first`` happened no later than ``second``."""
    scale = math.hypot(first.spread, second.spread)
    if scale <= 0:
        return 1.0 if first.age >= second.age else 0.0
    return 0.5 * math.erfc((second.age - first.age) / (scale * math.sqrt(2)))
