"""Numbers as words, in one place: spelled for the voice (counts, ordinals, years, decades,
roman numerals) and spelled and read for the listener (the recogniser's canonical number and
ordinal words, "twenty one", "nineteen sixty nine", and reading them back as numbers).

The voice's spelling has hyphens and a British "and" ("twenty-one", "one hundred and
five"); the listener's is the recogniser's: plain words, no "and" ("twenty one", "one
hundred five"), four-digit numbers said as years, and read back from that form as well.
"""

from __future__ import annotations

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORD_ONES = (
    "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth"
).split()
_ORD_TENS = (
    "_ _ twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth"
).split()
_SCALES = ((1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand"))

NUMBER_WORDS: frozenset[str] = frozenset(
    _ONES + _TENS[2:] + ["hundred", "thousand", "million", "billion", "oh"]
)
"""Every word a number is said with (the listener's spelling, "oh" of "nineteen oh five")."""

# ordinal word -> the cardinal word it ends a number with ("twenty first" ~ "twenty one")
_ORDINAL_TO_CARDINAL: dict[str, str] = {
    **{o: c for o, c in zip(_ORD_ONES, _ONES, strict=True)},
    **{o: c for o, c in zip(_ORD_TENS[2:], _TENS[2:], strict=True)},
    "hundredth": "hundred",
    "thousandth": "thousand",
    "millionth": "million",
    "billionth": "billion",
}
_CARDINAL_TO_ORDINAL = {c: o for o, c in _ORDINAL_TO_CARDINAL.items()}

_ROMAN = (
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
)


def _below_hundred(n: int) -> str:
    if n < 20:
        return _ONES[n]
    tens, ones = divmod(n, 10)
    return _TENS[tens] + (f"-{_ONES[ones]}" if ones else "")


def _below_thousand(n: int) -> str:
    hundreds, rest = divmod(n, 100)
    if not hundreds:
        return _below_hundred(rest)
    words = f"{_ONES[hundreds]} hundred"
    return f"{words} and {_below_hundred(rest)}" if rest else words


def cardinal(n: int) -> str:
    """``1331`` -> "one thousand three hundred and thirty-one" (British "and")."""
    if n < 0:
        return "minus " + cardinal(-n)
    if n < 1000:
        return _below_thousand(n)
    parts: list[str] = []
    for size, name in _SCALES:
        if n >= size:
            high, n = divmod(n, size)
            parts.append(f"{cardinal(high)} {name}")
    if n:
        parts.append(("and " if n < 100 else "") + _below_thousand(n))
    return " ".join(parts)


def ordinal(n: int) -> str:
    """``21`` -> "twenty-first"."""
    words = cardinal(n)
    head, sep, last = words.rpartition("-") if "-" in words.split()[-1] else ("", "", words)
    if not sep:
        head, _, last = words.rpartition(" ")
        sep = " " if head else ""
    return f"{head}{sep}{_CARDINAL_TO_ORDINAL[last]}"


def year(n: int) -> str:
    """A year as people say it: 1969 "nineteen sixty-nine", 1066 "ten sixty-six",
    2001 "two thousand and one", 1200 "twelve hundred", 1905 "nineteen oh five",
    805 "eight hundred and five". Outside 1000-2999 the year is read as a count."""
    if not 1000 <= n <= 2999:
        return cardinal(n)
    high, low = divmod(n, 100)
    if n % 1000 == 0 or n % 1000 < 10:
        return cardinal(n)
    if low == 0:
        return f"{_below_hundred(high)} hundred"
    if low < 10:
        return f"{_below_hundred(high)} oh {_ONES[low]}"
    return f"{_below_hundred(high)} {_below_hundred(low)}"


def decade(start: int) -> str:
    """A decade by its first year: 1790 "seventeen-nineties", 1900 "nineteen hundreds",
    2000 "two thousands", 60 "sixties"."""
    if start < 100:
        return plural(_below_hundred(start))
    if start % 100 == 0:
        return plural(year(start)) if start % 1000 else plural(cardinal(start))
    if 1000 <= start <= 2999 and start % 1000 >= 10:
        high, low = divmod(start, 100)
        return f"{_below_hundred(high)}-{plural(_below_hundred(low))}"
    return plural(year(start))


def plural(words: str) -> str:
    """ "sixty" -> "sixties", "nineteen hundred" -> "nineteen hundreds"."""
    if words.endswith("y"):
        return words[:-1] + "ies"
    if words.endswith("x"):
        return words + "es"
    return words + "s"


def to_roman(n: int) -> str:
    """``14`` -> ``"XIV"`` (canonical form)."""
    out = []
    for value, letters in _ROMAN:
        while n >= value:
            out.append(letters)
            n -= value
    return "".join(out)


def from_roman(text: str) -> int | None:
    """``"XIV"`` -> 14; None unless ``text`` is a canonical roman numeral."""
    if not text or any(ch not in "MDCLXVI" for ch in text):
        return None
    total, rest = 0, text
    for value, letters in _ROMAN:
        while rest.startswith(letters):
            total += value
            rest = rest[len(letters) :]
    if rest or to_roman(total) != text:
        return None
    return total


# The listener's spelling: the recogniser's words for numbers, and reading them back.


def _cardinal(n: int) -> str:
    """A non-negative integer in plain words: 'one hundred five', 'twelve thousand'."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + ("" if ones == 0 else " " + _ONES[ones])
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return _ONES[hundreds] + " hundred" + ("" if rest == 0 else " " + _cardinal(rest))
    for size, word in _SCALES:
        if n >= size:
            high, rest = divmod(n, size)
            return _cardinal(high) + " " + word + ("" if rest == 0 else " " + _cardinal(rest))
    raise AssertionError(n)  # pragma: no cover - every n >= 1000 has a scale


def int_to_words(n: int) -> str:
    """Say a non-negative integer the way people do; four-digit numbers as years."""
    if 1000 <= n < 10000 and not (2000 <= n < 2010 or n % 1000 == 0):
        high, low = divmod(n, 100)
        if low == 0:
            return _cardinal(high) + " hundred"
        if low < 10:
            return _cardinal(high) + " oh " + _ONES[low]
        return _cardinal(high) + " " + _cardinal(low)
    return _cardinal(n)


MAX_NUMBER_DIGITS = 12
"""Longer strings of digits are said digit by digit (Python refuses to convert more than
4,300 digits to an int, and nobody says a number that long)."""


def digits_to_words(digits: str) -> str:
    """Say a string of ASCII digits of any length: as a number, or digit by digit if long."""
    significant = digits.lstrip("0") or "0"
    if len(significant) <= MAX_NUMBER_DIGITS:
        return int_to_words(int(significant))
    return " ".join(_ONES[int(d)] for d in significant)


def ordinal_to_words(n: int) -> str:
    """Say an ordinal of any size: 'first', 'twenty first', 'one hundredth'."""
    said = _cardinal(n).split()
    said[-1] = _CARDINAL_TO_ORDINAL[said[-1]]
    return " ".join(said)


def _below_100(words: tuple[str, ...]) -> int | None:
    """'five', 'twenty', 'twenty five'."""
    if len(words) == 1 and words[0] in _ONES:
        return _ONES.index(words[0])
    if len(words) == 1 and words[0] in _TENS[2:]:
        return _TENS.index(words[0]) * 10
    if len(words) == 2 and words[0] in _TENS[2:] and words[1] in _ONES[1:10]:
        return _TENS.index(words[0]) * 10 + _ONES.index(words[1])
    return None


def _and_rest(words: tuple[str, ...]) -> tuple[str, ...]:
    """The words after a scale word, without a leading 'and' ('hundred and five')."""
    return words[1:] if words[:1] == ("and",) and len(words) > 1 else words


def _below_1000(words: tuple[str, ...]) -> int | None:
    """'seven', 'a hundred', 'three hundred and twelve', 'twelve hundred' (1200)."""
    if "hundred" not in words:
        return _below_100(words)
    at = words.index("hundred")
    head = 1 if words[:at] in (("a",), ("one",)) else _below_100(words[:at])
    if head is None or head == 0:
        return None
    rest = _and_rest(words[at + 1 :])
    if not rest:
        return head * 100
    tail = _below_100(rest)
    return None if tail is None or tail == 0 else head * 100 + tail


def _plain(words: tuple[str, ...]) -> int | None:
    """A cardinal built with hundred, thousand, million and billion."""
    for size, word in _SCALES:
        if word in words:
            at = words.index(word)
            head = 1 if words[:at] == ("a",) else _plain(words[:at])
            if head is None or head == 0:
                return None
            rest = _and_rest(words[at + 1 :])
            tail = _plain(rest) if rest else 0
            if tail is None or tail >= size:
                return None
            return head * size + tail
    return _below_1000(words)


def _as_year(words: tuple[str, ...]) -> int | None:
    """'nineteen sixty nine' (1969), 'twenty twenty' (2020), 'nineteen oh five' (1905)."""
    for cut in (1, 2):
        high = _below_100(words[:cut])
        rest = words[cut:]
        if high is None or high < 10 or not rest:
            continue
        if rest[0] == "oh" and len(rest) == 2 and rest[1] in _ONES[1:10]:
            return high * 100 + _ONES.index(rest[1])
        low = _below_100(rest)
        if low is not None and low >= 10:
            return high * 100 + low
    return None


def parse_number(words: tuple[str, ...]) -> int | None:
    """Read a whole phrase as a cardinal of any size ('twenty one', 'one hundred and five',
    'nineteen sixty nine'); None if it is not one."""
    if not words:
        return None
    plain = _plain(words)
    return plain if plain is not None else _as_year(words)


def parse_ordinal(words: tuple[str, ...]) -> int | None:
    """Read a whole phrase as an ordinal of any size ('twenty first', 'one hundredth');
    None otherwise."""
    if not words or words[-1] not in _ORDINAL_TO_CARDINAL or words[-1] == "zeroth":
        return None
    if any(word in _ORDINAL_TO_CARDINAL for word in words[:-1]):
        return None
    number = _plain((*words[:-1], _ORDINAL_TO_CARDINAL[words[-1]]))
    return number if number else None


def number_words(first: int, last: int) -> tuple[str, ...]:
    """The listener's words for the numbers ``first`` to ``last``: ('one', 'two', ...)."""
    return tuple(int_to_words(n) for n in range(first, last + 1))


def ordinal_words(first: int, last: int) -> tuple[str, ...]:
    """The listener's words for the ordinals ``first`` to ``last``: ('first', ...)."""
    return tuple(ordinal_to_words(n) for n in range(first, last + 1))
