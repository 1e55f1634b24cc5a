"""What is left in a spoken form that the voice would still read badly."""

from __future__ import annotations

import re

from . import numbers as num
from .lexicon import AFTER_NAME, TITLES

_DIGITS = re.compile(r"\d+")
_ROMAN = re.compile(r"(?<![\w'])([IVXLC]{2,})(?![\w'])|(?<=[A-Za-z] )([IVX])(?=[\s,.;:]|$)")
_ABBREVIATION = re.compile(
    r"\b(" + "|".join(sorted({*TITLES, *AFTER_NAME, "St"}, key=len, reverse=True)) + r")\."
    r"|(?<![\w.])([A-Z])\.(?=\s*\w)"
    r"|\b(e\.g|i\.e|etc|vs|c|ca|approx|No)\.(?=\s)"
    r"|(?<=[A-Z])\.(?=\s+[a-z])"
)


def unspoken(text: str) -> list[str]:
    """Digits, roman numerals and abbreviations in ``text`` (say: already normalised)."""
    found = [f"digits {m.group(0)!r}" for m in _DIGITS.finditer(text)]
    for m in _ROMAN.finditer(text):
        letters = m.group(1) or m.group(2)
        value = num.from_roman(letters)
        if value is not None and value <= 39 and not _pronoun(text, m.start()):
            found.append(f"roman numeral {letters!r}")
    found += [f"abbreviation {m.group(0)!r}" for m in _ABBREVIATION.finditer(text)]
    return found


def _pronoun(text: str, start: int) -> bool:
    """An "I" preceded by a word that is no name ("then I") is the pronoun."""
    before = text[:start].split()
    if text[start : start + 1] != "I":
        return False
    if len(before) < 2 or before[-2][-1:] in ".?!:":
        return True  # "Then I ...": the word before starts the sentence
    return not before[-1][:1].isupper()
