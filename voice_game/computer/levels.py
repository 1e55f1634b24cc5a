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
    Level.BEGINNER: 0.3,
    Level.INTERMEDIATE: 0.12,
    Level.ADVANCED: 0.05,
    Level.EXPERT: 0.02,
}
"""A level's typical error on the log10 age scale: 0.02 is about 5% of an event's age,
0.3 about a factor of two."""


def parse_level(text: str) -> Level:
    """The level named ``text`` (any case); ``ValueError`` names the choices."""
    key = text.strip().lower()
    for level in Level:
        if level.value == key:
            return level
    choices = ", ".join(level.value for level in Level)
    raise ValueError(f"no level called {text!r}; choose one of {choices}")
