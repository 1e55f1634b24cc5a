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
    """Hand size when :attr:`large_group_from` or more people play (``None``: same); people,
    not seats, so a table of nine in teams still counts as nine."""
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
    player_hand_sizes: tuple[tuple[str, int], ...] = ()
    """Cards dealt to named players instead (fewer for children, say): ``(("Ann", 5),)``."""

    def hand_size_for(self, people: int) -> int:
        """Cards dealt to each seat for a table of ``people``."""
        if self.large_group_hand_size is not None and people >= self.large_group_from:
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
        for name, size in self.player_hand_sizes:
            lines.append(f"{name} gets {size} {'card' if size == 1 else 'cards'}.")
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
    if key == "player_hand_sizes":
        return _check_player_hand_sizes(value)
    if not isinstance(value, int) or isinstance(value, bool):
        raise RulesError(f"rule {key!r} must be a whole number, not {value!r}")
    minimum = 0 if key.endswith("penalty") else 1
    if key == "max_seats":
        minimum = 2
    if value < minimum or value > 50:
        raise RulesError(f"rule {key!r} must be between {minimum} and 50, not {value}")
    return value


def _check_player_hand_sizes(value: Any) -> tuple[tuple[str, int], ...]:
    """``{"Ann": 5}`` (or pairs) as checked ``(("Ann", 5),)``."""
    pairs = list(value.items()) if isinstance(value, Mapping) else value
    if not isinstance(pairs, (list, tuple)):
        raise RulesError(f"rule 'player_hand_sizes' must name players, not {value!r}")
    checked: list[tuple[str, int]] = []
    for pair in pairs:
        if not isinstance(pair, (list, tuple)) or len(pair) != 2:
            raise RulesError(f"rule 'player_hand_sizes': {pair!r} is not a name and a number")
        name, size = pair
        if not isinstance(name, str) or not name.strip():
            raise RulesError(f"rule 'player_hand_sizes': {name!r} is not a name")
        if not isinstance(size, int) or isinstance(size, bool) or not 1 <= size <= 50:
            raise RulesError(
                f"rule 'player_hand_sizes': {name} must get between 1 and 50 cards, not {size!r}"
            )
        if any(name.strip().casefold() == other.casefold() for other, _ in checked):
            raise RulesError(f"rule 'player_hand_sizes': {name} is named twice")
        checked.append((name.strip(), size))
    return tuple(checked)


def rules_as_dict(rules: Rules) -> dict[str, Any]:
    """All rules as plain values (for saving a game)."""
    values = {f.name: getattr(rules, f.name) for f in fields(Rules)}
    values["player_hand_sizes"] = dict(rules.player_hand_sizes)
    return values
