"""How sure a reading is: the confidence below which words are read back, the kinds of
word whose confusion matters, and a reading turned into a question or dropped. Shared by
:mod:`.understand` (one decoder's reading) and :mod:`.second` (two decoders' readings
weighed together).
"""

from __future__ import annotations

from collections.abc import Collection
from functools import cache

from voice_game.heard import Heard
from voice_game.spoken.numbers import number_words, ordinal_words

from .lexicon import GLUE, NOISE, PREFIXES, STRUCTURE_WORDS, SUFFIXES
from .model import Choice, NoAction, Reading
from .phrases import COMMAND_PHRASES, NATURAL_COMMANDS
from .words import words

HARMLESS = frozenset({"repeat", "chain", "hand", "turn", "counts", "help"})


def _phrase_words(kinds: Collection[str] | None = None) -> frozenset[str]:
    """Every word of the commands' phrases, or of those of the commands ``kinds``."""
    return frozenset(
        word
        for said in (COMMAND_PHRASES, NATURAL_COMMANDS)
        for kind, phrases in said.items()
        if kinds is None or kind in kinds
        for phrase in phrases
        for word in words(phrase)
    )


COMMAND_PHRASE_WORDS = _phrase_words()
"""Every word of the commands' phrases (a card's name may share "cards" or "turn")."""
POSITION_WORDS = frozenset(
    (*number_words(1, 12), *ordinal_words(1, 12), "last", "start", "beginning", "end")
)
"""Numbers, ordinals and the ends of the chain: the words whose confusion ("first" heard as
"third", chatter heard as "start") places a card in the wrong spot."""
SURE = 0.9
"""Below this word confidence a number, an ordinal or a command word is read back before
acting (the point chosen on the benchmark's curve, ``docs/benchmark.md``)."""
UNACCOUNTED = 0.02
"""How much of a word's weight the recogniser's listed readings may leave unaccounted for
(their shares are rounded)."""
HALF = 0.5
"""More than this share of a decoder's weight on its other readings leaves its best one
unsettled, however sure each of its words."""
FUNCTION_WORDS = GLUE | STRUCTURE_WORDS | frozenset({"card", "number", "and", "of", "at", "end"})
"""Words that carry no command, card or doubt of their own: glue, structure, "card"."""
REQUEST_WORDS = COMMAND_PHRASE_WORDS - FUNCTION_WORDS
"""The words of the commands' phrases that carry the command ("turn", "hand", "repeat")."""
COURTESY = frozenset({"please", "thanks"})
"""Words a request is said with that carry none: "help me please"."""
HARMLESS_REQUEST_WORDS = _phrase_words(HARMLESS) - FUNCTION_WORDS - COURTESY
"""The words that carry a harmless request ("many", "turn", "help"), not "up" (of "speak
up") nor "please"."""

NUMBER_MARKERS = frozenset({"card", "cards", "number"})
NUMBERING = NUMBER_MARKERS | {*number_words(1, 20), *ordinal_words(1, 20)}
"""Words that number a card, where the two decoders share their mistakes."""


def read_back(reading: Reading, others: list[Choice] | None = None) -> Reading:
    """``reading`` as a question: read back before acting, ``others`` offered after it."""
    return Reading(
        reading.action,
        reading.confidence,
        "ask",
        reading.explain,
        (Choice(reading.action, reading.confidence, reading.explain), *(others or ())),
    )


def not_caught(reading: Reading) -> Reading:
    """Nothing done: only part of the utterance was understood."""
    return Reading(
        NoAction("Sorry, I only caught part of that."),
        reading.confidence,
        "none",
        reading.explain,
    )


TALK_WORDS = 2
"""Words of no command's phrase, beyond glue, that make a request found by one of its words
the table's talk: "can you help me open this bottle", "could you repeat the story about
your holiday", heard surely by both decoders."""


_AROUND_A_REQUEST = frozenset(w for phrase in (*PREFIXES, *SUFFIXES) for w in phrase.split())
"""The words of the openers and closers a request is said with ("can you", "again")."""


def talk_around(heard: Heard, kind: str | None = None) -> bool:
    """True when :data:`TALK_WORDS` or more words heard are in no command's phrase (with
    ``kind``: in none of that command's phrases, nor of the openers and closers a request is
    said with) and carry something (not glue, noise or courtesy): "whose turn is it to do
    the washing up" is talk around "whose turn is it", "do" and "up" being other commands'."""
    known = COMMAND_PHRASE_WORDS if kind is None else _kind_words(kind)
    carry = [w for w, _ in heard.matched if w not in FUNCTION_WORDS and w not in NOISE | known]
    return len(carry) >= TALK_WORDS


@cache
def _kind_words(kind: str) -> frozenset[str]:
    """The words of ``kind``'s phrases, of the openers and closers, and of courtesy."""
    return _phrase_words({kind}) | _AROUND_A_REQUEST | COURTESY


ORDINALS = frozenset((*ordinal_words(1, 20), "last"))
"""The words after which "one" is a pronoun ("the third one", "the last one")."""


def pronoun_one(said: list[str], i: int) -> bool:
    """True when ``said[i]`` is the "one" of "the last one", "the third one": a pronoun
    after an ordinal, which numbers nothing, so heard faintly it changes no place."""
    return said[i] == "one" and i > 0 and said[i - 1] in ORDINALS


AFTER_TO = frozenset({"the", "start", "end", "beginning", "front", "back", "before", "after"})
"""Words that follow "to" in a move or a placement ("to the start", "move it to after ...")."""


def said_for_to(said: list[str], i: int) -> bool:
    """True when ``said[i]`` is a "two" the recogniser wrote for "to": before
    :data:`AFTER_TO`, and numbering no card ("card two", "number two"), unless an ordinal
    already numbered it ("move the third card two the start")."""
    if said[i] != "two" or i + 1 >= len(said) or said[i + 1] not in AFTER_TO:
        return False
    before = said[i - 1] if i > 0 else ""
    numbered = i > 1 and said[i - 2] in ORDINALS
    return before not in NUMBER_MARKERS or (before in ("card", "cards") and numbered)
