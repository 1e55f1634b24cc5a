"""Canonical words: typed text and recogniser output brought to one spoken form; number
and ordinal words; repairs of typed typos and of a few recogniser slips.

Number and ordinal words: the spoken form is canonical, digits are turned into words.

Numbers of any size are said and read: "one hundred and five", "twelve thousand", "a
million"; four-digit numbers are said as years ("nineteen sixty nine"), and read back from
that form as well.

Canonical words: typed text and recogniser output are brought to one spoken form.

Lowercase, no punctuation, contractions spelled out ("i'd" -> "i would"), digits said as
words ("2" -> "two", "3rd" -> "third", "1969" -> "nineteen sixty nine"). Card names go
through the same function, so both sides of every comparison look alike.

Repair typed typos in the few structure words ('befor' -> 'before').

Only position words are repaired: a doubt must never come from a repaired word, and
card names are matched fuzzily anyway.

Undo a few recogniser slips seen on spoken placements, before positions are read.

The phrase list makes Vosk prefer whole phrases, but short function words still slip:
"at the start" comes out as "at to the start" or "that the start" (espeak-ng and flite
voices in ``tests/voice/test_hear_corpus.py``). Only placing words are rewritten, and only
word sequences that have no other reading at the table: a doubt or a command is never made
from a repaired word.
"""

from __future__ import annotations

import re

from rapidfuzz import fuzz

from .model import TurnContext


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
_SCALES = (("billion", 10**9), ("million", 10**6), ("thousand", 1000))

NUMBER_WORDS: frozenset[str] = frozenset(
    _ONES + _TENS[2:] + ["hundred", "thousand", "million", "billion", "oh"]
)

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
    for word, size in _SCALES:
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
    for word, size in _SCALES:
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


CONTRACTIONS: dict[str, str] = {
    "i'd": "i would",
    "i'll": "i will",
    "i'm": "i am",
    "i've": "i have",
    "let's": "let us",
    "that's": "that is",
    "what's": "what is",
    "who's": "who is",
    "it's": "it is",
    "there's": "there is",
    "here's": "here is",
    "where's": "where is",
    "don't": "do not",
    "doesn't": "does not",
    "didn't": "did not",
    "isn't": "is not",
    "can't": "can not",
    "cannot": "can not",
    "won't": "will not",
    "wouldn't": "would not",
    "shouldn't": "should not",
    "we'll": "we will",
    "you're": "you are",
    "we're": "we are",
    "they're": "they are",
}

ARTICLES: frozenset[str] = frozenset({"the", "a", "an"})

_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "&": " and "})
_WORD = re.compile(r"[a-z0-9']+")
_ORDINAL_DIGITS = re.compile(r"^(\d+)(st|nd|rd|th)$")


def _say(token: str) -> str:
    """Turn one raw token into words (digits, ordinals, contractions)."""
    token = token.strip("'")
    if token in CONTRACTIONS:
        return CONTRACTIONS[token]
    if token.isdigit():
        return digits_to_words(token)
    match = _ORDINAL_DIGITS.match(token)
    if match and len(match.group(1)) <= MAX_NUMBER_DIGITS and int(match.group(1)) > 0:
        return ordinal_to_words(int(match.group(1)))
    return token.replace("'", "")


def words(text: str) -> tuple[str, ...]:
    """Split any text into canonical lowercase words."""
    lowered = text.lower().translate(_QUOTES).replace("-", " ").replace("_", " ")
    out: list[str] = []
    for raw in _WORD.findall(lowered):
        said = _say(raw)
        out.extend(said.split())
    return tuple(out)


def without_articles(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Drop 'the', 'a' and 'an' anywhere."""
    return tuple(t for t in tokens if t not in ARTICLES)


def key(text: str) -> str:
    """The comparison form of a name: canonical words, no articles, single spaces."""
    return " ".join(without_articles(words(text)))


REPAIRABLE: tuple[str, ...] = ("before", "after", "between", "beginning")
MIN_LENGTH = 5
MIN_RATIO = 85.0


def repair(tokens: tuple[str, ...], ctx: TurnContext) -> tuple[str, ...]:
    """`tokens` with near-misses of position words replaced, card words left alone."""
    card_words = {w for c in ctx.chain + ctx.hand for n in (c.event, *c.aliases) for w in words(n)}
    return tuple(_fix(t) if t not in card_words else t for t in tokens)


def _fix(token: str) -> str:
    """The position word `token` was probably meant to be, else `token`."""
    if len(token) < MIN_LENGTH or token in REPAIRABLE:
        return token
    best = max(REPAIRABLE, key=lambda w: fuzz.ratio(token, w))
    return best if fuzz.ratio(token, best) >= MIN_RATIO else token


END_WORDS: tuple[str, ...] = ("start", "beginning", "end")
"""The words that name an end of the chain."""

# Heard words -> meant words; matched anywhere in the utterance.
SLIPS: dict[tuple[str, ...], tuple[str, ...]] = {
    ("at", "to", "the"): ("at", "the"),
    **{("that", "the", end): ("at", "the", end) for end in END_WORDS},
}


def unslip(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """`tokens` with every known slip replaced by what was meant."""
    out = list(tokens)
    for heard, meant in SLIPS.items():
        i = 0
        while i + len(heard) <= len(out):
            if tuple(out[i : i + len(heard)]) == heard:
                out[i : i + len(heard)] = meant
                i += len(meant)
            else:
                i += 1
    return tuple(out)
