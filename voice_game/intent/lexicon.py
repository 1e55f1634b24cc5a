"""The words around the phrases, and matching: noise, glue, openers and closers, position
and move words, in canonical words (see :mod:`.words`); matching a whole utterance against
a list of phrases, exactly or fuzzily. The whole phrases a player says at each moment are
in :mod:`.phrases`.

Alternatives are written "a | b | c".
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import lru_cache

from rapidfuzz import fuzz

from .model import Position


def alts(text: str) -> tuple[str, ...]:
    """Phrases from 'a | b | c', whitespace tidied."""
    return tuple(" ".join(p.split()) for p in text.split("|") if p.strip())


Run = tuple[str, ...]
"""A phrase as its words, to compare with a run of an utterance's words."""


def as_runs(phrases: Iterable[str]) -> tuple[Run, ...]:
    """Each of ``phrases`` as its words."""
    return tuple(tuple(phrase.split()) for phrase in phrases)


def runs(text: str) -> tuple[Run, ...]:
    """Phrases from 'a | b | c', each as its words."""
    return as_runs(alts(text))


def wordset(text: str) -> frozenset[str]:
    """A set of single words from a space-separated string."""
    return frozenset(text.split())


# Sounds and politeness that never carry meaning; removed everywhere.
NOISE = wordset("um umm uh uhm hmm hm hmmm er erm ah mm mhm please unk [unk]")

# Words that may surround a card reference without naming a card ("i would put the ...").
GLUE = wordset(
    """i would will put place play lay let us we want to like think guess maybe perhaps
    goes go going should could can must comes come is it this that so then now well okay ok
    just right the a an my and also actually no yes yeah sorry mean wait oh how about lets
    there here reckon happened say straight am gonna putting stick chuck him her them he she
    they"""
)

# Openers and closers allowed around a command or a doubt phrase.
PREFIXES = alts(
    """can you | could you | would you | will you | tell me | let me | i want to |
    i would like to | i think | i say | i would | let us | okay | ok | so | well | then | oh |
    hey | just | sorry | excuse me | no way | no chance | i reckon | i guess | wait | can i |
    hang on | hold on | oh no | right | alright | i wanna | i onto | can we | could we"""
)
"""("i onto" is how the recogniser hears a quick "i want to": "i want to doubt please" was
"i onto doubt please" to both decoders, clean and in noise, on the default benchmark run.)"""
SUFFIXES = alts(
    """now | then | thanks | thank you | for me | again | once more | please | so far |
    would you | will you | right now | for us | at the moment | already"""
)
SOFTENERS = alts("a little bit | little bit | a bit | a little | bit")
"""Words that soften a request ("slow down a bit", "can you be a little quieter", "speed up
a bit, would you"): left out, wherever they come, when a request or a doubt is matched
against its phrases."""
OPINIONS = alts("i think | i reckon | i guess")
"""Openers of an opinion: before a doubt or an answer ("i reckon that's wrong", "i think
yes"), never before a request or a setting: "i think so slower" is chatter ("I think it's
going to snow") heard through the phrase list."""

NEGATIONS = wordset("not no never without nothing")

POSITION_PHRASES: dict[Position, tuple[str, ...]] = {
    "before": alts("before | in front of | ahead of | earlier than | prior to | sooner than"),
    "after": alts("after | behind | later than | following"),
    "between": alts("between | in between"),
    "start": alts(
        """at the start | at the beginning | at the front | to the start | to the beginning |
        to the front | at the very start | at the very beginning | at start | in front | first |
        before everything | before all | earliest | after the start | after the beginning |
        first of all | at the very front | in first place | before everything else |
        on the start | after the very start | after the very beginning | before all of them |
        before all the others | before all the rest"""
    ),
    "end": alts(
        """at the end | to the end | at the back | to the back | at the very end | at end |
        last | after everything | after all | latest | after the end | at the very back |
        in last place | last place | after everything else | on the end | after the very end |
        after all of them | after all the others | after all the rest"""
    ),
}
# "after the start", "after the beginning" and "after the end" are how a recogniser often
# hears "at the start" / "at the end" (en-gb voices); they have no other sensible reading.
# So too with "very" ("pagemaker at the very end" was "... after the very end", seed 11).
# What may follow "at the end" and the like ("at the end of the chain").
POSITION_TAIL = wordset(
    "of the chain line row table timeline please now one card then it goes there thanks on"
)
STRUCTURE_WORDS = wordset("before after between")
POSITION_OPENERS = wordset("before after between at")
"""Words that open a position ("before ...", "at the end")."""

MOVE_WORDS = alts("move | shift | slide")
SECOND_LAST = alts(
    "second to last | second last | next to last | penultimate | one before last | last but one"
)


FUZZY_FLOOR = 75.0


def strip_once(
    tokens: tuple[str, ...],
    openers: tuple[Run, ...],
    closers: tuple[Run, ...],
    keep: frozenset[str] = frozenset(),
) -> tuple[str, ...]:
    """``tokens`` without one opener, else one closer, if something would remain; never
    one that has a word of ``keep``."""
    for phrase in openers:
        if tokens[: len(phrase)] == phrase and _peelable(tokens, phrase, keep):
            return tokens[len(phrase) :]
    for phrase in closers:
        if tokens[-len(phrase) :] == phrase and _peelable(tokens, phrase, keep):
            return tokens[: -len(phrase)]
    return tokens


def _peelable(tokens: tuple[str, ...], phrase: Run, keep: frozenset[str]) -> bool:
    """True when peeling ``phrase`` leaves words and takes none of ``keep``."""
    return len(tokens) > len(phrase) and not keep & set(phrase)


_PREFIX_RUNS = as_runs(PREFIXES)
_SUFFIX_RUNS = as_runs(SUFFIXES)
"""The openers and closers of commands and doubts, as words."""
_OPINION_RUNS = as_runs(OPINIONS)
_PLAIN_PREFIX_RUNS = tuple(run for run in _PREFIX_RUNS if run not in _OPINION_RUNS)
"""The openers without :data:`OPINIONS`."""


def cores(tokens: tuple[str, ...], opinions: bool = True) -> list[str]:
    """The utterance and each shorter form left after peeling openers and closers; with
    ``opinions`` off, never an opener of :data:`OPINIONS`."""
    openers = _PREFIX_RUNS if opinions else _PLAIN_PREFIX_RUNS
    out = [" ".join(tokens)]
    softened = _unsoftened(tokens)
    said = tokens
    while True:
        shorter = strip_once(tokens, openers, _SUFFIX_RUNS)
        if shorter == tokens:
            break
        tokens = shorter
        out.append(" ".join(tokens))
    if softened != said and softened:
        out += [form for form in cores(softened, opinions) if form not in out]
    return out


_SOFTENER_RUNS = as_runs(SOFTENERS)


def _unsoftened(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """``tokens`` without :data:`SOFTENERS` (the longest first where they overlap)."""
    return without_runs(tokens, _SOFTENER_RUNS)


def without_runs(tokens: tuple[str, ...], left_out: tuple[Run, ...]) -> tuple[str, ...]:
    """``tokens`` with every run of ``left_out`` left out wherever it comes, the first of
    them that fits where two would."""
    out: list[str] = []
    at = 0
    while at < len(tokens):
        run = next((r for r in left_out if tokens[at : at + len(r)] == r), None)
        if run is None:
            out.append(tokens[at])
            at += 1
        else:
            at += len(run)
    return tuple(out)


def exact(forms: Sequence[str], phrases: tuple[str, ...]) -> bool:
    """True when any form of the utterance is one of `phrases`."""
    return any(form in phrases for form in forms)


def closeness(forms: list[str], phrases: tuple[str, ...]) -> float:
    """Best fuzzy ratio (0..100) of a form against a phrase of about the same length."""
    best = 0.0
    for form in forms:
        n = len(form.split())
        for phrase in phrases:
            if abs(len(phrase.split()) - n) > 1:
                continue
            best = max(best, fuzz.ratio(form, phrase))
    return best if best >= FUZZY_FLOOR else 0.0


MAX_PARTS_WORDS = 12
"""The longest utterance weighed as one phrase said in parts (:func:`said_in_parts`)."""


def said_in_parts(
    tokens: tuple[str, ...],
    phrases: tuple[str, ...],
    weaker: tuple[str, ...] = (),
    opinions: bool = True,
) -> bool:
    """True when the utterance is two or more phrases said one after the other, each part
    exactly one of ``phrases`` or ``weaker`` once its openers and closers are peeled, at
    least one of ``phrases``: one request said twice in other words ("pardon, repeat please",
    "oops, can i take that back"; "liar, i doubt that", "liar" alone too weak a doubt). Not
    one phrase over and over: "louder louder" was chatter heard through the phrase list."""
    n = len(tokens)
    if not 2 <= n <= MAX_PARTS_WORDS or _repeated(tokens):
        return False
    # reached[k]: how the first k words split into parts (None: they do not); True once a
    # part was one of ``phrases``
    reached: list[bool | None] = [False] + [None] * n
    for start in range(n):
        so_far = reached[start]
        if so_far is None:
            continue
        for end in range(start + 1, n + 1):
            if end - start == n:
                continue
            forms = _cores_of(tokens[start:end], opinions)
            strong = exact(forms, phrases)
            if strong or exact(forms, weaker):
                reached[end] = bool(reached[end]) or so_far or strong
    return bool(reached[n])


@lru_cache(maxsize=1024)
def _cores_of(part: tuple[str, ...], opinions: bool) -> tuple[str, ...]:
    """:func:`cores` of one part of an utterance, worked out once though
    :func:`said_in_parts` weighs it against every command's phrases."""
    return tuple(cores(part, opinions))


def _repeated(tokens: tuple[str, ...]) -> bool:
    """True when ``tokens`` are one shorter run of words said two or more times."""
    n = len(tokens)
    return any(
        n % size == 0 and tokens == tokens[:size] * (n // size) for size in range(1, n // 2 + 1)
    )
