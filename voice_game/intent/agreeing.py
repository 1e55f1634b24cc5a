"""Readings that mean the same thing: a word the recogniser was unsure of, when every
reading without it still means the same move, doubt or command, leaves no doubt about what
to do.

The recogniser's word confidences are shares of its readings (:mod:`voice_game.speech.
recognizer`): a word is faint when other readings hold another word there. Those other
readings are often the same command in other spellings or fillers ("lawnmower" / "lawn
mower", "hmm i put" / "them i put"). :func:`agreeing_reading` and :func:`agreeing_evidence`
weigh the readings by what they mean (``read``: the parser in this turn) instead of by
their words; :class:`~.understand.Caution` ``readings_agree=False`` is the former rule.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import replace

from voice_game.heard import Heard

from .agree import choices, offers
from .commands import a_doubts_word
from .evidence import FUNCTION_WORDS, HARMLESS, NUMBERING, POSITION_WORDS, SURE
from .model import Action, Command, Doubt, Move, Place, Reading
from .phrases import COMMAND_PHRASES
from .words import words

EXACT = 0.99
"""A reading's parse confidence from which its names matched exactly, not loosely."""
LOOSE = 0.8
"""The parse confidence a reading that names its cards loosely ("the mother" for
Whistler's Mother) needs to settle the parser's question (:func:`agreeing_reading`)."""
AGREEING = (Place, Move, Doubt)
"""What :func:`agreeing_evidence` weighs the readings of, beside the commands
:func:`_weighed` allows."""


def _weighed(action: Action) -> bool:
    """True for an action whose readings are weighed by what they mean: a placement, a
    doubt, or a command that is not one of the host's harmless requests ("shush, enough" /
    "just enough", "no" / "nope", "quit game" / "quit again"). Chatter heard through the phrase
    list collapses onto a request in every reading ("ben, you are cheating again" as "you
    repeat that again" and "can you repeat that again"), so those keep their own rules."""
    if isinstance(action, Command):
        return action.kind not in HARMLESS
    return isinstance(action, AGREEING)


def agreeing_reading(parsed: Reading, heard: Heard, read: Callable[[str], Reading]) -> Reading:
    """The parser's question about one placement or doubt as an action when every reading
    of the recogniser means that one thing and one of them says it clearly enough to act on
    typed (its names matched at :data:`LOOSE` or better): "no way i i doubt that", its other
    reading "no way i doubt that"; "i book to the mother before the bronze", its other
    reading "i put the mother before the bronze". The words still pass the caution. Not
    with a number or ordinal heard faintly (:func:`_faint_number`), nor with a stretch that
    matched nothing."""
    if parsed.status != "ask" or not heard.spoken or not heard.alternatives or heard.unheard:
        return parsed
    offered = [c.action for c in offers(parsed)]
    action = offered[0]
    if len(offered) != 1 or not _weighed(action):
        return parsed
    if _another_commands_word(heard, action):
        return parsed
    if _faint_number(heard):
        return parsed
    best: Reading | None = None
    for text, _ in heard.alternatives:
        other = read(text)
        if other.status == "act" and other.action == action:
            if other.confidence >= LOOSE and (best is None or other.confidence > best.confidence):
                best = other
        elif not means_only(other, action):
            return parsed
    return parsed if best is None else best


def agreeing_evidence(heard: Heard, parsed: Reading, read: Callable[[str], Reading]) -> Heard:
    """``heard`` with each word of a spoken placement or doubt as sure as the share of the
    recogniser's readings that hold that word *or mean the same*: a word split between
    spellings of one name ("saint paul's" / "st pauls", "lawnmower" / "lawn mower"), between
    fillers ("hmm i put" / "them i put") or said twice in one reading and once in the others
    ("no way i i doubt that") leaves no doubt about what to do; a reading that asks about the
    same action alone means it too (:func:`means_only`). When a name matched only
    loosely ("readers" for the Reader's Digest), only the readings that spell the same words
    otherwise (:func:`_spelling`: "reader's after the vinci") agree. Not when a number or
    ordinal was heard faintly (:func:`_faint_number`); every other reading keeps its own
    weight, so a word is still faint when a reading without it would do something else."""
    if not heard.spoken or not heard.alternatives or heard.unheard:
        return heard
    if _faint_number(heard):
        return heard  # numbers and ordinals: where readings share their mistakes
    action = parsed.action
    if parsed.status != "act" or not _weighed(action) or _another_commands_word(heard, action):
        return heard
    loose = parsed.confidence < EXACT  # a loose name: only its own other spellings agree
    spelled = _spelling(heard.text)
    confidences = [conf for _, conf in heard.words]
    for text, share in heard.alternatives:
        other = read(text)
        if not means_only(other, action):
            continue
        asking = other.status == "ask"
        if asking and (isinstance(action, Command) or not _respelled(heard, text)):
            continue  # "the game", a question of quit, is no "quit" heard otherwise
        if loose and _spelling(text) != spelled:
            continue
        held = Counter(text.split())
        # the occurrences of a word beyond the other reading's count, faintest first
        for word in {w for w, _ in heard.matched}:
            if asking and _meaningful(word):
                continue  # "i onto that please" asks "Doubt?" but lost "doubt" itself
            places = [i for i, (w, _) in enumerate(heard.words) if w == word]
            places.sort(key=lambda i: confidences[i])
            for i in places[: max(0, len(places) - held[word])]:
                confidences[i] = min(1.0, confidences[i] + share)
    words = tuple((w, c) for (w, _), c in zip(heard.words, confidences, strict=True))
    return replace(heard, words=words)


def _respelled(heard: Heard, text: str) -> bool:
    """True when ``text`` has as many words as ``heard`` and differs from it only where
    ``heard`` was faint ("i onto doubt play" for "i onto doubt way:0.60"): a question that
    reads the same words otherwise, not another sentence ("read my doubt again please"
    beside "read the table i doubt again please")."""
    said = text.split()
    if len(said) != len(heard.words):
        return False
    return all(
        word == other or confidence < SURE
        for (word, confidence), other in zip(heard.words, said, strict=True)
    )


def _meaningful(word: str) -> bool:
    """True for a word that carries a doubt, a number or a place: a reading that only asks
    about the action does not say it otherwise."""
    return a_doubts_word(word) or word in NUMBERING or word in POSITION_WORDS


def means(reading: Reading, action: Action) -> bool:
    """True when ``reading`` acts on ``action`` or offers it, among others or alone."""
    return any(choice.action == action for choice in choices(reading))


def means_only(reading: Reading, action: Action) -> bool:
    """True when ``reading`` acts on ``action`` or asks about it alone ("i onto doubt
    play", asked for its last word, means the doubt of "i onto doubt please")."""
    if reading.status == "act":
        return reading.action == action
    return [choice.action for choice in offers(reading)] == [action]


def means_another(reading: Reading, action: Action) -> bool:
    """True when ``reading`` acts on or offers an action other than ``action``."""
    if reading.status == "act":
        return reading.action != action
    return any(choice.action != action for choice in offers(reading))


_PHRASE_WORDS = {
    kind: frozenset(w for phrase in phrases for w in words(phrase)) - FUNCTION_WORDS
    for kind, phrases in COMMAND_PHRASES.items()
}
"""Each command's own words, beyond glue and structure."""
_OTHERS_ONLY = {
    kind: frozenset().union(*(w for k, w in _PHRASE_WORDS.items() if k != kind)) - own
    for kind, own in _PHRASE_WORDS.items()
}
"""For each command, the words of the other commands' phrases that are not its own."""


def _another_commands_word(heard: Heard, action: Action) -> bool:
    """True for a command heard beside a word that is only another command's: chatter, "the
    pizza is here", came through the phrase list as "repeat softer", every other reading
    "softer" (a setting); "shut enough" has stop's own "shut"."""
    if not isinstance(action, Command):
        return False
    return any(word in _OTHERS_ONLY[action.kind] for word, _ in heard.matched)


def _faint_number(heard: Heard) -> bool:
    """True when a number, an ordinal or "card" was heard below :data:`EXACT`: the readings
    share their mistakes there ("the pinyin" was "the five" to both decoders), so a faint one
    stays as faint as its share. One heard in every reading ("book to the five day week
    after the fourth", "book" faint) leaves the others' agreement to weigh."""
    return any(word in NUMBERING and confidence < EXACT for word, confidence in heard.matched)


SPELLINGS = {"mr": "mister", "mrs": "missus", "st": "saint", "dr": "doctor"}
"""Short forms the recogniser writes for the words a player says."""


def _spelling(text: str) -> str:
    """``text`` as said, whatever its spelling: short forms in full, without apostrophes
    and spaces ("reader's after the vinci" and "readers after the vinci", "st pauls" and
    "saint paul's", "dr jekyll" and "doctor jekyll")."""
    return "".join(SPELLINGS.get(word, word).replace("'", "") for word in text.split())
