"""Levels of play: how much of history a computer player knows."""

from __future__ import annotations

from enum import StrEnum


class Level(StrEnum):
    """From a child practising history to a history teacher."""

    BEGINNER = "beginner"
    INTERMEDIATE = "intermediate"
    ADVANCED = "advanced"
    EXPERT = "expert"


DEFAULT_LEVEL = Level.INTERMEDIATE

IGNORANCE: dict[Level, float] = {
    Level.BEGINNER: 8.0,
    Level.INTERMEDIATE: 3.0,
    Level.ADVANCED: 1.2,
    Level.EXPERT: 0.4,
}
"""How wide a level's errors are: a multiplier on every card's typical error in years."""


def parse_level(text: str) -> Level:
    """The level named ``text`` (any case); ``ValueError`` names the choices."""
    key = text.strip().lower()
    for level in Level:
        if level.value == key:
            return level
    choices = ", ".join(level.value for level in Level)
    raise ValueError(f"no level called {text!r}; choose one of {choices}")
