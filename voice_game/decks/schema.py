"""The deck file schema, checked with pydantic at the boundary only."""

from __future__ import annotations

import re

from pydantic import BaseModel, ConfigDict, Field, field_validator

from voice_game.engine.years import YearFormatError, parse_year

_ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")


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
        if not value.isprintable():
            raise ValueError("holds a control character or an escape code")
        return value

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
            raise ValueError("an alias holds a control character or an escape code")
        return cleaned


class DeckModel(BaseModel):
    """A whole deck file."""

    model_config = ConfigDict(extra="forbid", str_strip_whitespace=True)

    id: str = Field(min_length=1)
    name: str = Field(min_length=1)
    description: str = ""
    cards: list[CardModel] = Field(min_length=1)
