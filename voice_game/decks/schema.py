"""The deck file schema, checked with pydantic at the boundary only."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, field_validator

from voice_game.engine.years import YearFormatError, parse_year

_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
_ESCAPE = "holds a control character or an escape code"


def printable(value: str) -> str:
    """``value`` if it can be shown and spoken as it is: no control character (ESC and the
    rest of C0 and C1), no bidirectional override or other invisible format character, no
    line break; else :class:`ValueError`. A deck is shared between tables, and its text
    reaches the terminal of whoever checks or plays it and the voice."""
    for position, char in enumerate(value, 1):
        if not char.isprintable():
            raise ValueError(f"{_ESCAPE} (U+{ord(char):04X} at character {position})")
    return value


class CardModel(BaseModel):
    """One card as written in a deck file."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    id: str = Field(min_length=1, max_length=80)
    event: str = Field(min_length=3, max_length=200)
    year: str = Field(min_length=1, max_length=60)
    note: str = Field(default="", max_length=2000)
    aliases: list[str] = Field(default_factory=list, max_length=30)
    source: str = Field(min_length=3, max_length=2000)

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not _ID.match(value):
            raise ValueError("use lowercase letters, digits and dashes, e.g. 'ls-teabag'")
        return value

    @field_validator("event", "note", "source")
    @classmethod
    def _printable(cls, value: str) -> str:
        return printable(value)

    @field_validator("year")
    @classmethod
    def _year_parses(cls, value: str) -> str:
        try:
            parse_year(value)
        except YearFormatError as error:
            raise ValueError(str(error)) from None
        return value

    @field_validator("aliases")
    @classmethod
    def _aliases_clean(cls, value: list[str]) -> list[str]:
        cleaned = [alias.strip() for alias in value]
        if any(not alias for alias in cleaned):
            raise ValueError("an alias is empty")
        if any(len(alias) > 200 for alias in cleaned):
            raise ValueError("an alias is longer than 200 characters")
        if not all(alias.isprintable() for alias in cleaned):
            raise ValueError(f"an alias {_ESCAPE}")
        return cleaned


class DeckModel(BaseModel):
    """A whole deck file."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    id: str = Field(min_length=1, max_length=80)
    name: str = Field(min_length=1, max_length=80)
    description: str = Field(default="", max_length=2000)
    cards: list[CardModel] = Field(min_length=1)

    @field_validator("id")
    @classmethod
    def _id_shape(cls, value: str) -> str:
        if not _ID.match(value):
            raise ValueError("use lowercase letters, digits and dashes, e.g. 'lifestyle'")
        return value

    @field_validator("name", "description")
    @classmethod
    def _printable(cls, value: str) -> str:
        return printable(value)
