"""A typed line spelled out before it is read: what a player types in haste at the keyboard
game ("c3 b4 1", "metro aftr basketball", "door<tesco", "udno") in the words the game reads
("card 3 before 1", "metro after basketball", "door before tesco", "undo").

Typed lines only: the recogniser writes none of these, and a typed line cannot have been
misheard, so a slip of the fingers is mended where a slip of the ear would be asked back.
A doubt is never made from a mended word (a typed "dobut" is still asked "Doubt?"), and a
word of a card in view is never changed.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from rapidfuzz.distance import Levenshtein

ABBREVIATIONS: dict[str, str] = {
    "b4": "before",
    "bfr": "before",
    "aft": "after",
    "aftr": "after",
    "btwn": "between",
    "teh": "the",
    "hte": "the",
    "mv": "move",
    "pos": "position",
    "pls": "please",
    "plz": "please",
}
"""Short forms typed for the words of a placement."""
SYMBOLS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"->"), " to "),  # "4 -> end"
    (re.compile(r"@"), " at "),  # "crayons @end"
    (re.compile(r"(?<![<>=-])<(?![3<>=])"), " before "),  # "door<tesco", not "<3"
    (re.compile(r"(?<![<>=-])>(?![<>=])"), " after "),  # "#5 > vaping"
    (re.compile(r"#(\d{1,2})\b"), r" card \1 "),  # "#2 < 1"
    (re.compile(r"\bto (start|end|beginning)\b", re.IGNORECASE), r"to the \1"),  # "mv x to end"
)
"""Symbols typed for the words of a placement, and "to end" for "to the end"."""
ANSWERS = {"y": "yes", "n": "no"}
"""One letter typed alone as the answer to a question."""
BETWEEN_SHORT = re.compile(r"\bbtw\b(?=.*(?:&|\band\b))", re.IGNORECASE)
""""btw" is "between" only with the two neighbours after it ("btw 1&2"), else "by the way"."""
CARD_NUMBER = re.compile(r"^c(?:ard)?(\d{1,2})$")
"""A card of the hand by its number, run together: "c3", "card3"."""
POSITION_WORDS = ("before", "after", "between")
"""The words a typed slip of one letter is mended to, in words of four letters or more."""
MENDED: tuple[str, ...] = (
    *("before", "after", "between", "first", "last", "start", "the", "card", "cards"),
    *("yes", "no", "undo", "help", "stop", "quit", "chain", "hand", "again", "repeat", "turn"),
)
"""Words mended when two of their letters are typed the wrong way round ("hlep", "frist"),
or a letter is doubled ("undoo", "noo"); never "doubt"."""
WORD = re.compile(r"[A-Za-z0-9']+")
BARE_END = re.compile(r"^(?:card )?(\d{1,2}) (?:to )?(end|start|beginning)$")
"""A card of the hand by its number and an end of the chain: "3 end", "4 -> end"."""
LEADING_NUMBER = re.compile(r"^\s*(\d{1,2})\s+(?=(?:before|after|between|at|to)\b)", re.IGNORECASE)
"""Digits that open a placement name a card of the hand: "1 after 2" is card 1."""


def spelled_out(text: str, card_words: Iterable[str]) -> str:
    """``text`` with the typed short forms and slips spelled out; words of ``card_words``
    (the cards in view) are kept as they are."""
    kept = frozenset(card_words)
    if text.strip().lower() in ANSWERS:
        return ANSWERS[text.strip().lower()]
    line = text
    for symbol, words in SYMBOLS:
        line = symbol.sub(words, line)
    line = BETWEEN_SHORT.sub("between", line)

    def mend(match: re.Match[str]) -> str:
        token = match.group(0)
        mended = _mended(token.lower(), kept)
        return token if mended == token.lower() else mended

    line = " ".join(WORD.sub(mend, line).split())
    bare = BARE_END.match(line.lower())
    if bare:
        return f"card {bare.group(1)} at the {bare.group(2)}"
    return LEADING_NUMBER.sub(r"card \1 ", line)


def _mended(token: str, kept: frozenset[str]) -> str:
    """One typed token spelled out, or as it was."""
    if token in kept:
        return token
    if token in ABBREVIATIONS:
        return ABBREVIATIONS[token]
    number = CARD_NUMBER.match(token)
    if number:
        return f"card {number.group(1)}"
    if len(token) >= 3:
        slip = next((w for w in MENDED if _one_swap(token, w) or _doubled(token, w)), None)
        if slip is not None:
            return slip
    if len(token) >= 4 and token not in POSITION_WORDS:
        near = next((w for w in POSITION_WORDS if Levenshtein.distance(token, w) == 1), None)
        if near is not None:
            return near
    for word in POSITION_WORDS:  # "beforegrace kelly": the space left out before a card
        if token.startswith(word) and token[len(word) :] in kept:
            return f"{word} {token[len(word) :]}"
    return token


def _one_swap(typed: str, word: str) -> bool:
    """True when ``typed`` is ``word`` with two neighbouring letters swapped."""
    if len(typed) != len(word) or typed == word:
        return False
    diffs = [i for i, (a, b) in enumerate(zip(typed, word, strict=True)) if a != b]
    return (
        len(diffs) == 2
        and diffs[1] == diffs[0] + 1
        and typed[diffs[0]] == word[diffs[1]]
        and typed[diffs[1]] == word[diffs[0]]
    )


def _doubled(typed: str, word: str) -> bool:
    """True when ``typed`` is ``word`` with a letter typed more than once ("undoo")."""
    return typed != word and _single(typed) == _single(word)


def _single(token: str) -> str:
    return re.sub(r"(.)\1+", r"\1", token)
