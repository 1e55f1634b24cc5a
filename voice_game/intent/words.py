"""Canonical words: typed text and recogniser output brought to one spoken form; repairs
of typed typos and of a few recogniser slips. Number and ordinal words are spelled and read
by :mod:`voice_game.spoken.numbers`.

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

from voice_game.spoken.numbers import (
    MAX_NUMBER_DIGITS,
    digits_to_words,
    ordinal_to_words,
    parse_ordinal,
)

from .lexicon import NOISE
from .model import TurnContext

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
    "ok": "okay",  # not a contraction: the abbreviation written as it is said
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
    # a drawn-out "start" heard as "are" (flite's voices, close and across the room)
    ("at", "the", "are"): ("at", "the", "start"),
    ("at", "the", "very", "are"): ("at", "the", "very", "start"),
}
# Heard words -> meant words in a command; matched anywhere in the utterance.
COMMAND_SLIPS: dict[tuple[str, ...], tuple[str, ...]] = {
    # "undo my last move please" heard "... my last more please" by both decoders, every
    # word sure (a blind phrasing: by one decoder or both in 5 of its 18 recordings on six seeds)
    ("last", "more"): ("last", "move"),
}
# Heard words -> meant words; matched only where the utterance begins.
OPENING_SLIPS: dict[tuple[str, ...], tuple[str, ...]] = {
    **{("and", "the", end): ("at", "the", end) for end in END_WORDS},
}
# Heard words -> meant words; matched only where the utterance ends.
ENDING_SLIPS: dict[tuple[str, ...], tuple[str, ...]] = {
    # a short "end" heard as "un" by both decoders (one espeak voice, clean and 20 dB); "the
    # un charter" names a card, so only as the last word
    ("at", "the", "un"): ("at", "the", "end"),
}
OPENING_SOUNDS = frozenset({"are"})
"""A first word dropped before the rest of a placement: a hesitation ("erm, my second
card ...") or the onset of "card" ("card three just before ...") heard as "are"."""


def unslip(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """`tokens` with every known slip replaced by what was meant."""
    if len(tokens) > 1 and tokens[0] in OPENING_SOUNDS:
        tokens = tokens[1:]
    tokens = _move_to_an_end(tokens)
    for heard, meant in OPENING_SLIPS.items():
        if tokens[: len(heard)] == heard:
            tokens = meant + tokens[len(heard) :]
    for heard, meant in ENDING_SLIPS.items():
        if len(tokens) > len(heard) and tokens[-len(heard) :] == heard:
            tokens = tokens[: -len(heard)] + meant
    return replaced(tokens, SLIPS)


def replaced(
    tokens: tuple[str, ...], slips: dict[tuple[str, ...], tuple[str, ...]]
) -> tuple[str, ...]:
    """``tokens`` with each run of words in ``slips`` replaced by what was meant, anywhere."""
    out = list(tokens)
    for heard, meant in slips.items():
        i = 0
        while i + len(heard) <= len(out):
            if tuple(out[i : i + len(heard)]) == heard:
                out[i : i + len(heard)] = meant
                i += len(meant)
            else:
                i += 1
    return tuple(out)


_BEFORE_AN_END = frozenset({"at", "to", "the", "very", "before", "after", "between", "and", "of"})


def _move_to_an_end(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """ "move the daily courant the end": a move whose "to" was lost before "the end" or
    "the start" (both decoders, clean audio), with the "to" back. Only after "move" and a
    card's words: nothing else is moved to an end without saying where."""
    if len(tokens) < 4 or tokens[0] != "move" or tokens[-2] != "the" or tokens[-1] not in END_WORDS:
        return tokens
    if tokens[-3] == "two" and _two_for_to(tokens[:-3]):
        return (*tokens[:-3], "to", *tokens[-2:])
    if tokens[-3] in _BEFORE_AN_END:
        return tokens
    return (*tokens[:-2], "to", *tokens[-2:])


def _two_for_to(moved: tuple[str, ...]) -> bool:
    """True when the words of a move before "two the end" have named its card already, so
    "two" is its "to" ("move the third card two the start", both decoders): a card's words,
    or "card" after an ordinal; not "card two" or "number two", which name the card."""
    if moved[-1] not in ("card", "number"):
        return len(moved) > 1
    numbered = moved[-2] == "last" or parse_ordinal((moved[-2],)) is not None
    return moved[-1] == "card" and len(moved) > 2 and numbered


HESITATIONS_HEARD = frozenset({"them"})
"""Words the recogniser hears for a hesitation that opens an utterance: "hmm, i doubt
that" and "hmm, i'd put ..." reach it as "them i doubt that" and "them i put ..." (54 of
the 67 utterances heard so on the benchmark's ten record sets opened with "hmm" or "um")."""


def tokens_of(text: str) -> tuple[str, ...]:
    """Canonical words of an utterance without hesitation sounds and 'please'."""
    said = tuple(t for t in words(text) if t not in NOISE)
    if len(said) > 1 and said[0] in HESITATIONS_HEARD:
        return said[1:]
    return said
