"""Answers to the game's open questions in the table's own words (read for the decider):
which of two readings ("the metro one", "after mother's day", "the latter"), a yes or no to
"Doubt?" ("I doubt it, yes", "no, I didn't say doubt"), and another game or goodbye after
the game ("one more round", "I think we'll call it a night")."""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.intent.answers import FILLERS
from voice_game.intent.commands import only_reported
from voice_game.intent.words import words

FIRST = frozenset({"first", "former"})
SECOND = frozenset({"second", "latter"})
NEITHER = frozenset({"neither", "none"})
PLAIN = frozenset("the a an one it that this is was please option um uh er oh so".split())
"""Words that pick no reading."""
YES_FIRST = frozenset(
    {"yes", "yeah", "yep", "yup", "sure", "absolutely", "definitely", "ok", "okay"}
)
"""Words that open a yes ("absolutely, that's way off")."""
NO_FIRST = frozenset({"no", "nope", "nah"})
"""Words that open a no ("nah, it's fine"; not "no way", a protest)."""
DOUBTING = frozenset({"doubt", "doubting", "challenge", "wrong", "rubbish", "calling"})
"""Words of a doubt ("I doubt it", "challenge it", "that's rubbish")."""
DOUBT_VERBS = frozenset({"doubt", "doubting", "challenge", "challenging"})
"""A doubt's own verbs (not "wrong": "no, that's wrong" may put the read-back right)."""
NEGATING = frozenset({"not", "never", "no"})
"""Words that negate (``words`` spells "didn't" as "did not")."""
AGAIN = frozenset({"again", "rematch"})
AGAIN_PHRASES = ("one more", "another game", "another round", "another one", "same players")
"""Words for another game after the game ("one more round", "same players"; not "more" or
"another" alone: "does anyone want more cake?")."""
LEAVING = frozenset({"quit", "enough", "finished", "bedtime", "goodbye", "bye"})
LEAVING_PHRASES = (
    "call it a night",
    "we're done",
    "i'm done",
    "let's stop",
    "stop there",
    "that will be all",
    "that's all",
)
"""Words for leaving after the game ("that's enough for tonight", "stop, we're finished";
not "done" or "stop" alone: "well done, everyone", "stop it, Ben")."""
MOST_OTHER_WORDS = 2
"""Words beside a reading's own that an answer picking it may hold ("bertha benz,
definitely"); more, and it is talk about the cards ("godzilla versus jaws, that'd be a
film")."""
PLACING = frozenset(
    "before after start end beginning between first last front back earlier later".split()
)
"""Words of a place: one the reading read back does not hold makes a yes no yes."""
CONFIRMING = frozenset({"exactly", "right", "correct", "lock", "in", "go", "on", "come"})
"""Words that may come with a yes to a read-back ("sure, lock it in")."""


def _opening(text: str) -> tuple[str, ...]:
    """The words, without the sounds that open them ("uh, yeah" is "yeah")."""
    said = words(text)
    while said and said[0] in FILLERS:
        said = said[1:]
    return said


def chosen_offer(text: str, offers: Sequence[str]) -> int | None:
    """Which of the readings ``offers`` (their words, "safety match before basketball") the
    answer picks: by words found in one reading only ("the metro one", "after mother's
    day"), or by "first" / "second" / "the latter" when no reading holds that word; None when
    it picks none or more than one, or says more than a choice."""
    held = [set(words(offer)) for offer in offers]
    said = [word for word in words(text) if word not in PLAIN and word not in FILLERS]
    known = set().union(*held) | FIRST | SECOND | YES_FIRST
    others = [word for word in said if word not in known]
    if len(others) > MOST_OTHER_WORDS or set(others) & PLACING:
        return None  # talk about the cards, or another place ("the safety match after it")
    picks: set[int] = set()
    for word in said:
        inside = [i for i, reading in enumerate(held) if word in reading]
        if len(inside) == 1:
            picks.add(inside[0])
        elif not inside and word in FIRST:
            picks.add(0)
        elif not inside and word in SECOND and len(offers) > 1:
            picks.add(1)
    return picks.pop() if len(picks) == 1 else None


def says_neither(text: str) -> bool:
    """ "neither", "none of those"."""
    return bool(set(words(text)) & NEITHER)


def answers_doubt(text: str) -> bool | None:
    """A yes (True) or a no (False) to "Doubt?", or None when the words are neither (the
    decider then reads them as in a turn): a no opens with "no" or "nah" or says "not me"
    ("no way", which may be a protest, is left to that reading); a yes opens with a yes word
    or says a doubt with no word negating it."""
    said = _opening(text)
    if not said:
        return None
    if said[0] in NO_FIRST and _insists(said):
        return True
    if (said[0] in NO_FIRST and said[:2] != ("no", "way")) or said[:2] == ("not", "me"):
        return False
    if said[1:2] == ("not",):  # "definitely not", "absolutely not"
        return False
    if only_reported(said):  # "i never said doubt" is a no; "did you say doubt?" neither
        return False if set(said) & NEGATING else None
    if said[0] in YES_FIRST:
        return True
    if set(said) & DOUBTING and not set(said) & NEGATING:
        return True
    return None


def _insists(said: tuple[str, ...]) -> bool:
    """True for a no that only puts the doubt right ("no, i said i doubt it", "no no, i
    doubt it"): after it, "i" and a doubt's verb within two words, nothing negating and no
    doubt spoken of only ("no, i didn't say doubt", "no, did you say doubt?")."""
    rest = said
    while rest and (rest[0] in NO_FIRST or rest[0] in FILLERS):
        rest = rest[1:]
    if set(rest) & NEGATING or only_reported(rest):
        return False
    return any(
        word == "i" and set(rest[i + 1 : i + 4]) & DOUBT_VERBS for i, word in enumerate(rest)
    )


def after_the_game(text: str) -> str:
    """ "again" (another game), "leave", or "" for neither or both, in the table's words
    (``text``: the words heard surely; a faint word decides nothing)."""
    said = _opening(text)
    tokens = set(said)
    joined = " ".join(said)
    if "no more" in joined:  # "no more, quit"
        tokens.add("enough")
    phrased = any(_said(phrase, joined) for phrase in AGAIN_PHRASES) and "no more" not in joined
    again = bool(tokens & AGAIN) or phrased or (bool(said) and said[0] in YES_FIRST)
    leave = bool(tokens & LEAVING) or any(_said(phrase, joined) for phrase in LEAVING_PHRASES)
    leave = leave or (bool(said) and said[0] in NO_FIRST)
    if again == leave:
        return ""
    return "again" if again else "leave"


def answers_read_back(text: str, offer: str) -> bool | None:
    """A yes (True) or a plain no (False) to one reading read back (``offer``'s words), or
    None: a yes opens with a yes word and says nothing beyond the reading's words ("yes,
    before tesco, exactly"); a plain no says no and nothing else ("no no no", "definitely
    not"); a no with a placement is decided as a turn."""
    said = _opening(text)
    if not said:
        return None
    rest = [w for w in said if w not in PLAIN and w not in FILLERS and w not in YES_FIRST]
    if said[0] in NO_FIRST or said[-1] == "not":
        return False if all(w in NO_FIRST or w in NEGATING for w in rest) else None
    if said[0] in YES_FIRST:
        known = set(words(offer)) | YES_FIRST | CONFIRMING
        others = [w for w in rest if w not in known]
        if len(others) > MOST_OTHER_WORDS or set(others) & (NEGATING | PLACING):
            return None  # "yes, but after basketball" to "... before basketball?"
        return True
    return None


def _said(phrase: str, joined: str) -> bool:
    """``phrase`` among the words ``joined`` (contractions as :func:`words` spells them)."""
    return f" {' '.join(words(phrase))} " in f" {joined} "
