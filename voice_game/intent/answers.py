"""Answers to the game's questions, as intents: accepting a last card, an option's number,
a hand card's number, yes or no, how many players, and rules and deck names. Pure; the
dialogue asks, these read the answer (typed or heard, as ``Heard.text``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from voice_game.spoken.numbers import number_words, ordinal_words

from .phrases import CONTINUE_WORDS, HELP_WORDS, NEW_WORDS, PLAYER_COUNTS, YES

ACCEPT_WORDS = re.compile(
    r"^\s*(?:i\s+)?(?:accept|no\s+doubt|i\s+don'?t\s+doubt|pass|you\s+win|well\s+done)\b",
    re.IGNORECASE,
)
ONLY_ACCEPT = re.compile(r"^\s*(?:i\s+)?accept(?:\s+it)?[.!]?\s*$", re.IGNORECASE)


def accepts(text: str) -> bool:
    """Letting a last card stand: "accept", "no doubt", "pass", "you win", ..."""
    return ACCEPT_WORDS.match(text) is not None


def only_accepts(text: str) -> bool:
    """Nothing but "accept" (or "I accept it"): said at any moment, it is meant as accepting."""
    return ONLY_ACCEPT.match(text) is not None


FILLERS = ("mm", "um", "uh", "er", "erm", "oh", "ah", "hmm", "well")
"""Sounds and words that may open an answer ("mm, yes")."""


def says_yes(text: str) -> bool:
    """The answer begins with one of :data:`~.phrases.YES` ("yes please", "that's right",
    "mm, yes, Ruth")."""
    said = " ".join(re.sub(r"[^a-z' ]", " ", text.lower()).split())
    while True:
        if any(said == yes or said.startswith(yes + " ") for yes in YES):
            return True
        first, _, rest = said.partition(" ")
        if first not in FILLERS or not rest:
            return False
        said = rest


NUMBER_WORDS = number_words(1, 20)
"""The numbers a hand card is said by: one to twenty."""
ORDINAL_WORDS = ordinal_words(1, 20)
"""The ordinals a hand card is said by: first to twentieth."""


ALONE = ("just me", "only me", "me alone", "on my own", "by myself")
"""One player, said without a number."""


def count_said(text: str, words: tuple[str, ...] = PLAYER_COUNTS) -> int | None:
    """The last number word of ``words`` in ``text`` as a number (1 for ``words[0]``): the
    last, for a count is corrected or counted aloud ("five, no wait, six"; "one, two,
    three. three"). "just me" is one."""
    tokens = re.sub(r"[^a-z' ]", " ", text.lower()).split()
    said = [w for w in tokens if w in words]
    if said:
        return words.index(said[-1]) + 1
    alone = any(phrase in " ".join(tokens) for phrase in ALONE)
    return 1 if alone and "and" not in tokens else None  # not "just me and ben"


_OPTION_ANSWERS = {
    said: index
    for index, (number, nth) in enumerate(zip(number_words(1, 3), ordinal_words(1, 3), strict=True))
    for said in (number, str(index + 1), nth, f"the {nth}")
}
"""An offered option by number, digit or ordinal: "two", "2", "second", "the second"."""


def option_number(text: str, size: int) -> int | None:
    """Which of ``size`` offered options (0-based) "two", "the second", "number two" or
    "option 2" picks; None for anything else."""
    cleaned = re.sub(r"[^a-z0-9 ]", "", text.lower()).strip()
    cleaned = re.sub(r"^(number|option)\s+", "", cleaned)
    cleaned = (
        re.sub(r"\s+(one|please)$", "", cleaned) if cleaned not in _OPTION_ANSWERS else cleaned
    )
    index = _OPTION_ANSWERS.get(cleaned)
    return index if index is not None and index < size else None


def card_number(text: str, count: int) -> int | None:
    """A hand card (0-based, of ``count``) from "card 5", "five", "the fifth" or "number
    five"; None unless the answer is exactly one number that fits."""
    words = re.sub(r"[^a-z0-9 ]", " ", text.lower()).split()
    words = [w for w in words if w not in ("card", "number", "the", "my", "one", "please")]
    if len(words) != 1:
        return None
    word = words[0]
    if word.isdigit():
        number = int(word) if len(word) <= 6 else 0  # no int() of a pasted number
    elif word in NUMBER_WORDS:
        number = NUMBER_WORDS.index(word) + 1
    elif word in ORDINAL_WORDS:
        number = ORDINAL_WORDS.index(word) + 1
    else:
        number = 0
    return number - 1 if 1 <= number <= count else None


def named(text: str, table: dict[str, str]) -> str | None:
    """The value of the longest phrase of ``table`` found in ``text``."""
    for phrase, value in sorted(table.items(), key=lambda item: -len(item[0])):
        if phrase in text:
            return value
    return None


def asks_help(text: str) -> bool:
    """The answer asks what the choices are."""
    return any(word in text.lower() for word in HELP_WORDS)


SPELLINGS = {
    "lifestyle": ("lifestyle", "lifestyle"),
    "life style": ("lifestyle", "lifestyle"),
    "wort schrift buch": ("wort-schrift-buch", "words-script-book"),
    "words script book": ("wort-schrift-buch", "words-script-book"),
    "word script book": ("wort-schrift-buch", "words-script-book"),
    "showbizz": ("showbizz", "showbizz"),
    "showbiz": ("showbizz", "showbizz"),
    "show biz": ("showbizz", "showbizz"),
    "penne e pennelli": ("penne-e-pennelli", "pens-and-brushes"),
    "pens and brushes": ("penne-e-pennelli", "pens-and-brushes"),
}
"""Each game's name, in its own and in English spelling, as (rules preset, deck id): the
rules keep the original names and the decks the English ones, and either is accepted for
the other."""


def _spelled(text: str) -> tuple[str, str] | None:
    """The (preset, deck) ``text`` spells, ignoring case, hyphens, underscores and spaces."""
    return SPELLINGS.get(" ".join(re.sub(r"[-_\s]+", " ", text.lower()).split()))


def preset_spelling(text: str) -> str | None:
    """The rules preset ``text`` names in either spelling ("words-script-book",
    "Wort Schrift Buch" -> "wort-schrift-buch"); None for anything else."""
    spelled = _spelled(text)
    return spelled[0] if spelled else None


def deck_spelling(text: str) -> str | None:
    """The deck id ``text`` names in either spelling ("penne-e-pennelli", "Pens and
    brushes" -> "pens-and-brushes"); None for anything else."""
    spelled = _spelled(text)
    return spelled[1] if spelled else None


def deck_names(text: str, known: Iterable[str]) -> list[str]:
    """The decks a typed answer names ("all", "showbizz and lifestyle", "show" for
    showbizz, "penne-e-pennelli" for pens-and-brushes): each part matches a known deck id,
    its other spelling, or its start; [] when a part matches none."""
    names = list(known)
    text = text.strip().lower()
    if text in ("", "all", "wild mix", "everything", "mix"):
        return names
    whole = deck_spelling(text)
    if whole in names:
        return [whole]
    chosen: list[str] = []
    for part in re.split(r",|\band\b", text):
        key = deck_spelling(part) or part.strip().replace(" ", "-")
        if not key:
            continue
        match = next((name for name in names if name == key or name.startswith(key)), None)
        if match is None:
            return []
        chosen.append(match)
    return chosen


def continue_or_new(text: str) -> bool | None:
    """To a saved game: True to continue it, False to start anew, None when the answer says
    neither (or both). Saying nothing continues."""
    words = " ".join(re.findall(r"[a-z]+", text.lower()))
    if not words:
        return True
    for part in reversed(TAKING_BACK.split(words)):  # "continue, no, actually, new": new
        says_new = any(re.search(rf"\b{w}\b", part) for w in NEW_WORDS)
        says_old = any(re.search(rf"\b{w}\b", part) for w in CONTINUE_WORDS)
        if says_new != says_old:
            return says_old
        if says_new:
            return None
    return None


TAKING_BACK = re.compile(r"\b(?:actually|i mean|wait|rather|sorry)\b")
"""Words that take back what was said before them: the part after the last one decides."""
