"""Canonical words: typed text and recogniser output are brought to one spoken form.

Lowercase, no punctuation, contractions spelled out ("i'd" -> "i would"), digits said as
words ("2" -> "two", "3rd" -> "third", "1969" -> "nineteen sixty nine"). Card names go
through the same function, so both sides of every comparison look alike.
"""

from __future__ import annotations

import re

from .numbers import MAX_NUMBER_DIGITS, digits_to_words, ordinal_to_words

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
