"""Turn a written sentence into the words the voice should say.

Steps, in order: names from the pronunciation lexicon, symbols, abbreviations, roman
numerals, initials, years and numbers, and punctuation that would make the voice stop or
rise mid-sentence. Phoneme strings in ``[[...]]`` pass through untouched.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Mapping
from functools import lru_cache

from . import numbers as num
from .lexicon import AFTER_NAME, COUNTED_NAMES, PHRASES, PRONUNCIATIONS, REGNAL_NAMES, TITLES

_PHONEMES = re.compile(r"(\[\[.*?\]\])")
_COUNT_NOUNS = frozenset(
    "cards card players people points years words seconds minutes votes copies pages "
    "miles metres meters feet kilometres kilometers tons tonnes".split()
)
_NOT_A_NAME = frozenset(
    """
    A An And As At But By Can Could Did Do For From Had Have Here How If In It May Now Of On
    Or Say Should So Tell That The Then There This To Was What When Where Which Who Why Will
    With Would Yes No Okay Please Sorry
    """.split()
)
_BC = r"(?:B\.\s?C\.(?:\s?E\.)?|BCE|BC)"
_AD = r"(?:A\.\s?D\.|AD|C\.\s?E\.|CE)"
_NUMBER = r"\d[\d,]*"

Rule = tuple[re.Pattern[str], Callable[[re.Match[str]], str]]


def _fold(text: str) -> str:
    """Lower case without accents, for matching lexicon entries."""
    if text.isascii():
        return text.lower()
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch)).lower()


def _int(text: str) -> int:
    return int(text.replace(",", ""))


@lru_cache(maxsize=8)
def _lexicon_pattern(
    entries: tuple[tuple[str, str], ...],
) -> tuple[re.Pattern[str], dict[str, str]]:
    by_fold = {_fold(written): said for written, said in entries}
    keys = sorted(by_fold, key=len, reverse=True)
    return re.compile(r"\b(" + "|".join(map(re.escape, keys)) + r")(?!\w)"), by_fold


def apply_lexicon(text: str, lexicon: Mapping[str, str] = PRONUNCIATIONS) -> str:
    """Replace each written name in ``lexicon`` (whole words, any case or accents)."""
    if not lexicon:
        return text
    folded = _fold(text)
    if len(folded) != len(text):  # a character that decomposes oddly: match unfolded
        folded = text.lower()
    pattern, by_fold = _lexicon_pattern(tuple(sorted(lexicon.items())))
    out: list[str] = []
    i = 0
    for m in pattern.finditer(folded):
        out.append(text[i : m.start()])
        out.append(by_fold[m.group(1)])
        i = m.end()
    out.append(text[i:])
    return "".join(out)


_SYMBOL_CHARS = frozenset("&%\u2013\u2014-+#$£€?!")


def _symbols(text: str) -> str:
    if _SYMBOL_CHARS.isdisjoint(text):
        return text
    text = re.sub(r"\s*&\s*", " and ", text)
    text = re.sub(r"(\d)\s*%", r"\1 percent", text)
    text = re.sub(r"\s[\u2013\u2014]\s|\s--\s", ", ", text)
    text = re.sub(r"\s*\+\s*", " plus ", text)
    text = re.sub(r"#\s?(\d)", r"number \1", text)
    for sign, name in (("$", "dollars"), ("£", "pounds"), ("€", "euros")):
        text = re.sub(re.escape(sign) + rf"({_NUMBER})", rf"\1 {name}", text)
    # A question or exclamation mark inside a title ("Oklahoma! opens", "Millionaire? first
    # airs") makes the voice stop or rise mid-sentence.
    return re.sub(r"[?!](['\"\u201d\u2019]?)(?=\s*[:;,]|\s+[a-z(])", r"\1", text)


_ABBREVIATIONS: tuple[tuple[re.Pattern[str], str], ...] = (
    *(
        (
            re.compile(r"(?<![\w.])" + re.escape(w) + (r"(?=\s*\d)" if w == "No." else "")),
            said,
        )
        for w, said in PHRASES.items()
    ),
    *((re.compile(rf"\b{short}\.(?=\s)"), said) for short, said in TITLES.items()),
    *((re.compile(rf"(?<=[A-Za-z]\s){short}\."), said) for short, said in AFTER_NAME.items()),
    # St. is Saint before a name ("St. Paul's") and Street after one ("Baker St.").
    (re.compile(r"\bSt\.?(?=\s+[A-Z])"), "Saint"),
    (re.compile(r"(?<=[a-z]\s)St\."), "Street"),
)


def _abbreviations(text: str) -> str:
    if "." not in text and "St" not in text:
        return text
    for pattern, said in _ABBREVIATIONS:
        text = pattern.sub(said, text)
    return text


_ROMAN = re.compile(
    r"\b([A-Z][a-z]+)(\s+)([IVXLC]+)(?=\b(?!['\u2019](?:m|ve|ll|d)\b)|['\u2019]s\b)"
)


def _roman(m: re.Match[str]) -> str:
    name, gap, letters = m.group(1), m.group(2), m.group(3)
    value = num.from_roman(letters)
    if value is None or not 1 <= value <= 39 or name in _NOT_A_NAME:
        return m.group(0)
    if name in REGNAL_NAMES:
        return f"{name}{gap}the {num.ordinal(value).title()}"
    if name in COUNTED_NAMES or len(letters) > 1:
        return f"{name}{gap}{num.cardinal(value)}"
    return m.group(0)


_DOTTED = re.compile(r"(?<![\w.])((?:[A-Z]\.){2,})")
_INITIAL = re.compile(r"(?<![\w.])(?!B\.\s?C\.|A\.\s?D\.)([A-Z])\.(?=\s*[A-Z])")


def _dotted(m: re.Match[str]) -> str:
    letters = " ".join(ch for ch in m.group(1) if ch != ".")
    at_end = not m.string[m.end() :].strip()
    return letters + ("." if at_end else "")


def _initials(text: str) -> str:
    """``I. M. Pei`` -> ``I M Pei``, ``E.T. the`` -> ``E T the``: a full stop after an
    initial is not a sentence end."""
    if "." not in text:
        return text
    text = _DOTTED.sub(lambda m: m.group(0) if _is_era(m.group(1)) else _dotted(m), text)
    return _INITIAL.sub(r"\1", text)


def _is_era(dotted: str) -> bool:
    return dotted.replace(".", "") in ("BC", "AD", "BCE", "CE")


def _year_bc(m: re.Match[str]) -> str:
    rest = m.string[m.end() :]
    ends = not rest.strip() or re.match(r"\s+[A-Z]", rest)
    stop = "." if m.group(0).endswith(".") and ends else ""
    return f"{num.year(_int(m.group(1)))} BC{stop}"


def _decade(m: re.Match[str]) -> str:
    start = int(m.group(2)) * 10
    said = num.decade(start)
    return said if m.group(1) or start < 100 else said


def _bare_number(m: re.Match[str]) -> str:
    digits, following = m.group(1), m.group(2) or ""
    value = _int(digits)
    if "," in digits or len(digits) != 4 or following.lower() in _COUNT_NOUNS:
        return num.cardinal(value) + (f" {following}" if following else "")
    return num.year(value) + (f" {following}" if following else "")


_NUMBER_RULES: tuple[Rule, ...] = (
    # ranges: "1903-1907", "450-420 BC" -> "to"
    (re.compile(r"(?:(?<=\d)|(?<=BC))\s*[-\u2013\u2014]\s*(?=\d)"), lambda m: " to "),
    (re.compile(r"\b(?:circa|c\.|ca\.)\s*(?=\d)"), lambda m: "around "),
    (re.compile(rf"({_NUMBER})\s*{_BC}(?![\w])"), _year_bc),
    (re.compile(rf"(?<![\w]){_AD}\s*(\d+)"), lambda m: f"AD {num.year(int(m.group(1)))}"),
    (re.compile(rf"(\d+)\s*{_AD}(?![\w])"), lambda m: f"{num.year(int(m.group(1)))} AD"),
    (re.compile(r"(?<![\w,])(['\u2019])?(\d{1,3})0s\b"), _decade),
    (
        re.compile(r"\b(\d+)(?:st|nd|rd|th)\b"),
        lambda m: num.ordinal(int(m.group(1))),
    ),
    (
        re.compile(r"(?<![\d,])(\d+)\.(\d+)(?![\d])"),
        lambda m: (
            f"{num.cardinal(int(m.group(1)))} point "
            + " ".join(num.cardinal(int(d)) for d in m.group(2))
        ),
    ),
    (re.compile(r"(?<=[A-Za-z])(?=\d)|(?<=\d)(?=[A-Za-z])"), lambda m: " "),
    (re.compile(r"(?<![\w])(\d{1,3}(?:,\d{3})+|\d+)(?:\s+([A-Za-z]+))?"), _bare_number),
)


def _numbers(text: str) -> str:
    if not any(ch.isdigit() for ch in text):
        return text
    for pattern, replace in _NUMBER_RULES:
        text = pattern.sub(replace, text)
    return text


def _plain(text: str) -> str:
    text = _symbols(text)
    text = _abbreviations(text)
    text = _ROMAN.sub(_roman, text)
    text = _initials(text)
    text = _numbers(text)
    return re.sub(r"[ \t]{2,}", " ", text)


def spoken(text: str, lexicon: Mapping[str, str] = PRONUNCIATIONS) -> str:
    """The words to say for ``text``: years, numerals and abbreviations spelt out."""
    parts = _PHONEMES.split(apply_lexicon(text, lexicon))
    return "".join(part if _PHONEMES.fullmatch(part) else _plain(part) for part in parts)
