"""Number and ordinal words: the spoken form is canonical, digits are turned into words."""

from __future__ import annotations


def _list(text: str) -> list[str]:
    """Words of a space-separated string."""
    return text.split()


_ONES = _list(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
    "fifteen sixteen seventeen eighteen nineteen"
)
_TENS = _list("_ _ twenty thirty forty fifty sixty seventy eighty ninety")
_ORD_ONES = _list(
    "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth "
    "thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth"
)
_ORD_TENS = _list(
    "_ _ twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth"
)

NUMBER_WORDS: frozenset[str] = frozenset(_ONES + _TENS[2:] + ["hundred", "thousand", "oh"])


def int_to_words(n: int) -> str:
    """Say a non-negative integer the way people do; four-digit numbers as years."""
    if n < 20:
        return _ONES[n]
    if n < 100:
        tens, ones = divmod(n, 10)
        return _TENS[tens] + ("" if ones == 0 else " " + _ONES[ones])
    if n < 1000:
        hundreds, rest = divmod(n, 100)
        return _ONES[hundreds] + " hundred" + ("" if rest == 0 else " " + int_to_words(rest))
    if n < 10000:
        if 2000 <= n < 2010 or n % 1000 == 0:
            thousands, rest = divmod(n, 1000)
            tail = "" if rest == 0 else " " + int_to_words(rest)
            return _ONES[thousands] + " thousand" + tail
        high, low = divmod(n, 100)
        if low == 0:
            return int_to_words(high) + " hundred"
        if low < 10:
            return int_to_words(high) + " oh " + _ONES[low]
        return int_to_words(high) + " " + int_to_words(low)
    return " ".join(_ONES[int(d)] for d in str(n))


def ordinal_to_words(n: int) -> str:
    """Say an ordinal from 1 to 99: 'first', 'twenty first'."""
    if n < 20:
        return _ORD_ONES[n]
    tens, ones = divmod(n, 10)
    if ones == 0:
        return _ORD_TENS[tens]
    return _TENS[tens] + " " + _ORD_ONES[ones]


def parse_number(words: tuple[str, ...]) -> int | None:
    """Read a whole phrase as a cardinal from 0 to 99 ('twenty one'); None if it is not one."""
    if len(words) == 1 and words[0] in _ONES:
        return _ONES.index(words[0])
    if len(words) == 1 and words[0] in _TENS[2:]:
        return _TENS.index(words[0]) * 10
    if len(words) == 2 and words[0] in _TENS[2:] and words[1] in _ONES[1:10]:
        return _TENS.index(words[0]) * 10 + _ONES.index(words[1])
    return None


def parse_ordinal(words: tuple[str, ...]) -> int | None:
    """Read a whole phrase as an ordinal from 1 to 99 ('twenty first'); None otherwise."""
    if len(words) == 1 and words[0] in _ORD_ONES[1:]:
        return _ORD_ONES.index(words[0])
    if len(words) == 1 and words[0] in _ORD_TENS[2:]:
        return _ORD_TENS.index(words[0]) * 10
    if len(words) == 2 and words[0] in _TENS[2:] and words[1] in _ORD_ONES[1:10]:
        return _TENS.index(words[0]) * 10 + _ORD_ONES.index(words[1])
    return None
