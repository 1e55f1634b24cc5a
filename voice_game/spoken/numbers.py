"""Numbers as words: counts, ordinals, years, decades and roman numerals."""

from __future__ import annotations

_ONES = (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
).split()
_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()
_SCALES = ((1_000_000_000, "billion"), (1_000_000, "million"), (1000, "thousand"))
_ORDINAL_WORDS = {
    "one": "first",
    "two": "second",
    "three": "third",
    "five": "fifth",
    "eight": "eighth",
    "nine": "ninth",
    "twelve": "twelfth",
}
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
    if last in _ORDINAL_WORDS:
        last = _ORDINAL_WORDS[last]
    elif last.endswith("y"):
        last = last[:-1] + "ieth"
    else:
        last += "th"
    return f"{head}{sep}{last}"


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
