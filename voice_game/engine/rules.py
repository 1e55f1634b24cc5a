"""Rule presets for the four rulebooks, and single-rule overrides."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any


class RulesError(ValueError):
    """A rule preset name or override is not valid."""


class NextRoundFirst(StrEnum):
    """Who begins the round after a doubt."""

    DOUBTER = "doubter"
    DOUBTER_IF_RIGHT = "doubter-if-right"
    """The doubter if the doubt was right, else the player after them."""


class FirstPlayer(StrEnum):
    """Who begins the game (the seat chosen at set-up)."""

    OWNER = "owner"
    YOUNGEST = "youngest"


@dataclass(frozen=True)
class Rules:
    """Every rule on which the rulebooks differ, plus house rules."""

    name: str
    hand_size: int = 9
    large_group_hand_size: int | None = None
    """Hand size when more than :attr:`large_group_from` - 1 seats play (``None``: same)."""
    large_group_from: int = 7
    first_player: FirstPlayer = FirstPlayer.OWNER
    may_correct: bool = True
    wrong_doubt_penalty: int = 4
    right_doubt_penalty: int = 2
    next_round_first: NextRoundFirst = NextRoundFirst.DOUBTER
    reversal: bool = True
    """Play reverses once, at once, when a player first holds two cards."""
    overtime_penalty: int = 2
    max_seats: int = 10
    """More players than this play in teams."""

    def hand_size_for(self, seats: int) -> int:
        """Cards dealt to each seat for a table of ``seats``."""
        if self.large_group_hand_size is not None and seats >= self.large_group_from:
            return self.large_group_hand_size
        return self.hand_size

    def describe(self) -> list[str]:
        """The rules in plain sentences, for help and the start of a game."""
        lines = [
            f"Rules: {self.name}.",
            f"Everyone gets {self.hand_size} cards"
            + (
                f", or {self.large_group_hand_size} with {self.large_group_from} or more players."
                if self.large_group_hand_size is not None
                else "."
            ),
            "You may correct the order of the chain before placing."
            if self.may_correct
            else "You may not change the order of the chain.",
            f"A wrong doubt costs the doubter {self.wrong_doubt_penalty} cards; "
            f"a right doubt costs the last player {self.right_doubt_penalty}.",
            "The doubter begins the next round."
            if self.next_round_first is NextRoundFirst.DOUBTER
            else "The doubter begins the next round if right, otherwise the player after them.",
        ]
        if self.reversal:
            lines.append("Play reverses once, when a player first has two cards left.")
        lines.append(
            f"If a winning chain is wrong, the would-be winner draws {self.overtime_penalty}."
        )
        return lines


PRESETS: dict[str, Rules] = {
    "lifestyle": Rules(name="lifestyle"),
    "showbizz": Rules(name="showbizz"),
    "wort-schrift-buch": Rules(
        name="wort-schrift-buch",
        may_correct=False,
        wrong_doubt_penalty=2,
        right_doubt_penalty=3,
        next_round_first=NextRoundFirst.DOUBTER_IF_RIGHT,
        reversal=False,
        overtime_penalty=3,
    ),
    "penne-e-pennelli": Rules(
        name="penne-e-pennelli",
        large_group_hand_size=7,
        large_group_from=7,
        first_player=FirstPlayer.YOUNGEST,
        may_correct=False,
        wrong_doubt_penalty=2,
        right_doubt_penalty=3,
        next_round_first=NextRoundFirst.DOUBTER_IF_RIGHT,
        reversal=False,
        overtime_penalty=3,
        max_seats=8,
    ),
}


def preset(name: str) -> Rules:
    """The preset called ``name`` (``lifestyle``, ``wort-schrift-buch``, ...)."""
    key = name.strip().lower().replace("_", "-").replace(" ", "-")
    if key not in PRESETS:
        raise RulesError(f"no rule preset called {name!r}; choose one of {', '.join(PRESETS)}")
    return PRESETS[key]


_ENUMS: dict[str, type[StrEnum]] = {
    "first_player": FirstPlayer,
    "next_round_first": NextRoundFirst,
}


def with_overrides(base: Rules, overrides: Mapping[str, Any]) -> Rules:
    """``base`` with single rules replaced, e.g. ``{"hand_size": 5}``.

    Keys are the field names of :class:`Rules` (dashes allowed). Values are checked.
    """
    known = {f.name: f for f in fields(Rules)}
    changes: dict[str, Any] = {}
    for raw_key, value in overrides.items():
        key = raw_key.replace("-", "_")
        if key not in known or key == "name":
            raise RulesError(f"unknown rule {raw_key!r}; known rules: {', '.join(sorted(known))}")
        changes[key] = _check_value(key, value)
    rules = replace(base, **changes)
    if rules.hand_size_for(2) < 1 or rules.hand_size_for(rules.max_seats) < 1:
        raise RulesError("hand sizes must be at least 1")
    return rules


def _check_value(key: str, value: Any) -> Any:
    if key in _ENUMS:
        enum = _ENUMS[key]
        try:
            return enum(str(value))
        except ValueError:
            choices = ", ".join(member.value for member in enum)
            raise RulesError(f"rule {key!r}: {value!r} is not one of {choices}") from None
    if key in ("may_correct", "reversal"):
        if not isinstance(value, bool):
            raise RulesError(f"rule {key!r} must be true or false, not {value!r}")
        return value
    if key == "large_group_hand_size" and value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool):
        raise RulesError(f"rule {key!r} must be a whole number, not {value!r}")
    minimum = 0 if key.endswith("penalty") else 1
    if key == "max_seats":
        minimum = 2
    if value < minimum or value > 50:
        raise RulesError(f"rule {key!r} must be between {minimum} and 50, not {value}")
    return value


def rules_as_dict(rules: Rules) -> dict[str, Any]:
    """All rules as plain values (for saving a game)."""
    return {f.name: getattr(rules, f.name) for f in fields(Rules)}
