"""Years and spans: parse what is written on a card's back, compare, and say it aloud.

Years are signed integers with no year 0: 805 BC is -805, 1 BC is -1, AD 1 is 1.
Every form on a card becomes a :class:`Span`, an inclusive range of such years.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum


class YearFormatError(ValueError):
    """The text on a card's back is not a year form the game understands."""


class SpanKind(StrEnum):
    """How the span was written, so it can be read back the same way."""

    YEAR = "year"
    RANGE = "range"
    CENTURY = "century"
    MILLENNIUM = "millennium"
    DECADE = "decade"
    AROUND = "around"


AROUND_MARGIN = 5


def to_astronomical(year: int) -> int:
    """Map a signed historical year (no 0) onto a gapless axis (1 BC -> 0)."""
    if year == 0:
        raise ValueError("there is no year 0")
    return year if year > 0 else year + 1


def from_astronomical(value: int) -> int:
    """Inverse of :func:`to_astronomical`."""
    return value if value > 0 else value - 1


def shift_year(year: int, delta: int) -> int:
    """Add ``delta`` years to a historical year, skipping the missing year 0."""
    return from_astronomical(to_astronomical(year) + delta)


@dataclass(frozen=True)
class Span:
    """An inclusive range of years, ``earliest <= latest`` on the signed axis."""

    earliest: int
    latest: int
    kind: SpanKind
    text: str
    anchor: int = 0
    """The year, century or millennium number the text names (for reading it aloud)."""

    def overlaps(self, other: Span) -> bool:
        """True when the two spans share at least one year."""
        return self.earliest <= other.latest and other.earliest <= self.latest


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _era(year: int) -> str:
    return f"{-year} BC" if year < 0 else str(year)


def say_year(span: Span) -> str:
    """The span as a person reads it aloud on the reveal."""
    bc = " BC" if span.earliest < 0 and span.kind in (SpanKind.CENTURY, SpanKind.MILLENNIUM) else ""
    match span.kind:
        case SpanKind.YEAR:
            return _era(span.earliest)
        case SpanKind.AROUND:
            return f"around {_era(span.anchor)}"
        case SpanKind.CENTURY:
            return f"the {_ordinal(span.anchor)} century{bc}"
        case SpanKind.MILLENNIUM:
            return f"the {_ordinal(span.anchor)} millennium{bc}"
        case SpanKind.DECADE:
            return f"the {span.earliest}s"
        case SpanKind.RANGE:
            if span.earliest < 0 and span.latest < 0:
                return f"{-span.earliest} to {-span.latest} BC"
            return f"{_era(span.earliest)} to {_era(span.latest)}"
    raise AssertionError(span.kind)  # pragma: no cover - exhaustive match


_BC = r"(?:b\.?\s?c\.?(?:e\.?)?|bce)"
_AD = r"(?:a\.?\s?d\.?|c\.?\s?e\.?)"
_YEAR = rf"(?:{_AD}\s*)?(\d{{1,5}})(?:\s*({_BC}|{_AD}))?"
_DASHES = "\u2013\u2014\u2012\u2212"

_RE_YEAR = re.compile(rf"^{_YEAR}$")
_RE_AROUND = re.compile(rf"^(?:around|about|circa|ca\.?|c\.|c|um)\s*{_YEAR}$")
_RE_AROUND_SUFFIX = re.compile(rf"^{_YEAR}\s+(?:circa|ca\.?|c\.)$")
_RE_RANGE = re.compile(rf"^(?:between\s+)?{_YEAR}\s*(?:-|to|and|until)\s*{_YEAR}$")
_RE_CENTURY = re.compile(
    rf"^(?:the\s+)?(\d{{1,2}})(?:st|nd|rd|th)\s+(?:century|c\.|cent\.?)(?:\s*({_BC}|{_AD}))?$"
)
_RE_MILLENNIUM = re.compile(rf"^(?:the\s+)?(\d)(?:st|nd|rd|th)\s+millennium(?:\s*({_BC}|{_AD}))?$")
_RE_DECADE = re.compile(r"^(?:the\s+)?(\d{3,4})0s$")


def _is_bc(marker: str | None) -> bool:
    return (
        bool(marker)
        and marker is not None
        and marker.replace(".", "").replace(" ", "").startswith("b")
    )


def _signed(number: str, marker: str | None, text: str) -> int:
    value = int(number)
    if value == 0:
        raise YearFormatError(f"{text!r}: there is no year 0 (1 BC is followed by AD 1)")
    return -value if _is_bc(marker) else value


def _normalise(text: str) -> str:
    cleaned = text.strip().lower()
    for dash in _DASHES:
        cleaned = cleaned.replace(dash, "-")
    return re.sub(r"\s+", " ", cleaned)


def parse_year(text: str) -> Span:
    """Parse a card's year, e.g. ``"1969"``, ``"805 BC"``, ``"5th century BC"``.

    Raises :class:`YearFormatError` quoting the text for anything else.
    """
    if not isinstance(text, str) or not text.strip():
        raise YearFormatError(f"{text!r}: a year is needed, e.g. '1969' or '805 BC'")
    norm = _normalise(text)
    original = text.strip()

    if m := _RE_YEAR.match(norm):
        year = _signed(m.group(1), m.group(2), original)
        return Span(year, year, SpanKind.YEAR, original, year)

    if (m := _RE_AROUND.match(norm)) or (m := _RE_AROUND_SUFFIX.match(norm)):
        year = _signed(m.group(1), m.group(2), original)
        return Span(
            shift_year(year, -AROUND_MARGIN),
            shift_year(year, AROUND_MARGIN),
            SpanKind.AROUND,
            original,
            year,
        )

    if m := _RE_RANGE.match(norm):
        first_marker, second_marker = m.group(2), m.group(4)
        if _is_bc(second_marker) and not first_marker:
            first_marker = second_marker  # "450-420 BC": both years are BC
        first = _signed(m.group(1), first_marker, original)
        second = _signed(m.group(3), second_marker, original)
        if first > second:
            raise YearFormatError(f"{original!r}: the span ends before it begins")
        if first == second:
            return Span(first, first, SpanKind.YEAR, original, first)
        return Span(first, second, SpanKind.RANGE, original, first)

    if m := _RE_CENTURY.match(norm):
        number = int(m.group(1))
        if number == 0:
            raise YearFormatError(f"{original!r}: there is no 0th century")
        if _is_bc(m.group(2)):
            return Span(-100 * number, -100 * number + 99, SpanKind.CENTURY, original, number)
        return Span(100 * number - 99, 100 * number, SpanKind.CENTURY, original, number)

    if m := _RE_MILLENNIUM.match(norm):
        number = int(m.group(1))
        if number == 0:
            raise YearFormatError(f"{original!r}: there is no 0th millennium")
        if _is_bc(m.group(2)):
            return Span(-1000 * number, -1000 * number + 999, SpanKind.MILLENNIUM, original, number)
        return Span(1000 * number - 999, 1000 * number, SpanKind.MILLENNIUM, original, number)

    if m := _RE_DECADE.match(norm):
        start = int(m.group(1)) * 10
        if start % 100 == 0:
            raise YearFormatError(
                f"{original!r} is ambiguous (a decade or a century?): "
                f"write '{start}-{start + 9}' or '{start}-{start + 99}'"
            )
        return Span(start, start + 9, SpanKind.DECADE, original, start)

    raise YearFormatError(
        f"{original!r} is not a year form the game understands; use e.g. '1969', '805 BC', "
        "'1903-1907', 'between 1920 and 1934', '5th century BC', '1st millennium BC', "
        "'1980s' or 'around 1900'"
    )
