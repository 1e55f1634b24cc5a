"""Readings as commands (repeat, chain, hand, ..., yes, no, swap, keep) and as a doubt. A
doubt is costly: only a verbatim doubt phrase may act.
"""

from __future__ import annotations

from rapidfuzz import fuzz

from voice_game.spoken.numbers import ordinal_words

from .cards import words_of
from .decide import Candidate
from .lexicon import (
    GLUE,
    NEGATIONS,
    as_runs,
    closeness,
    cores,
    exact,
    said_in_parts,
    without_runs,
)
from .model import Command, CommandKind, Doubt, TurnContext
from .phrases import (
    COMMAND_PHRASES,
    DOUBT_CUES,
    DOUBT_INTENSIFIERS,
    DOUBT_INTENTIONS,
    DOUBT_LIKE_PHRASES,
    DOUBT_PHRASES,
    DOUBT_STEMS,
    LOOSE_DOUBTS,
    NO_WHEN_CONFIRMING,
    TABLE_PROTESTS,
    WEAK_DOUBT_PHRASES,
)
from .remarks import player_words
from .wording import COMMAND_WORDS
from .words import COMMAND_SLIPS, replaced

SHORT = 5  # utterances shorter than this (in letters) must match a phrase exactly
FUZZY_WEIGHT = 0.95


JUDGEMENTS = frozenset({"yes", "no", "keep", "swap"})
"""Commands that answer or judge, which an opinion may open ("i think yes", "i guess i'll
keep"); the rest are requests, which it never opens (:data:`~.lexicon.OPINIONS`)."""


def command_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Every command the utterance may be, best fit per kind."""
    tokens = replaced(tokens, COMMAND_SLIPS)
    judged, plain = cores(tokens), cores(tokens, opinions=False)
    if ctx.confirming and (exact(judged, NO_WHEN_CONFIRMING) or _no_and_why(tokens, ctx)):
        return [Candidate(Command("no"), 1.0, COMMAND_WORDS["no"], exact=True)]
    found: list[Candidate] = []
    protest = doubt_like(tokens)
    keyed = _keyed_kinds(tokens)
    for kind, phrases in COMMAND_PHRASES.items():
        if protest and (kind == "undo" or (kind == "no" and not ctx.confirming)):
            continue  # a protest is a doubt, never its opposite
        forms = judged if kind in JUDGEMENTS else plain
        if exact(forms, phrases) or said_in_parts(tokens, phrases, opinions=kind in JUDGEMENTS):
            found.append(Candidate(Command(kind), 1.0, COMMAND_WORDS[kind], exact=True))
            continue
        if keyed and kind not in keyed:
            continue  # "remind me what's in my hand" is not "... what's in the line"
        ratio = closeness(forms, phrases) if len(forms[-1]) >= SHORT else 0.0
        if ratio:
            score = ratio / 100.0 * FUZZY_WEIGHT
            found.append(Candidate(Command(kind), score, COMMAND_WORDS[kind], loose=True))
    return found


NO_WORDS = frozenset({"no", "nope", "nah"})


def _no_and_why(tokens: tuple[str, ...], ctx: TurnContext) -> bool:
    """True for a "no" said with what was wrong, to a question ("no, not there", "nope,
    wrong card", "no no, that's not what i meant"): the words after it name no card, place,
    command or doubt. Answering no only drops what was asked; "no, before the moon landing"
    says where instead."""
    if not tokens or tokens[0] not in NO_WORDS:
        return False
    why = tokens[1:]
    while why and why[0] in NO_WORDS:
        why = why[1:]
    return bool(
        why
        and not set(why) & NOT_A_COMMAND
        and not said_in_order(("the", "end"), why, 0)
        and not any(t.startswith(DOUBT_STEMS) for t in why)
        and not any(said_in_order(key, why) for keys in KEY_WORDS.values() for key in keys)
        and not any(exact(cores(why), phrases) for phrases in COMMAND_PHRASES.values())
        and not names_a_card(why, ctx)
    )


def _keyed_kinds(tokens: tuple[str, ...]) -> set[CommandKind]:
    """The commands whose :data:`KEY_WORDS` are said: a phrase one word off another
    command's is not read as that command."""
    return {kind for kind, keys in KEY_WORDS.items() if any(said_in_order(k, tokens) for k in keys)}


SPOTTED = 0.6
"""The fit of a command found by one of its own words inside other words (see
:func:`spotted_commands`): enough to be read back ("Undo?"), never to act."""
KEY_WORDS: dict[CommandKind, tuple[tuple[str, ...], ...]] = {
    "undo": (("undo",), ("take", "back"), ("scrap", "that")),
    "repeat": (("repeat",), ("say", "again")),
    "chain": (("timeline",), ("read", "chain"), ("in", "chain")),
    "hand": (("my", "cards"), ("my", "hand"), ("have", "i", "got")),
    "counts": (("how", "many", "cards"),),
    "help": (("help",), ("confused",)),
    "stop": (("shush",), ("hush",), ("enough",)),
    "slower": (("slower",), ("slow", "down")),
    "faster": (("faster",), ("speed", "up"), ("quicker",)),
    "louder": (("louder",), ("speak", "up"), ("not", "hear")),
    "quieter": (("quieter",), ("softer",), ("too", "loud")),
    "quit": (("quit",), ("end", "game")),
    "turn": (("whose", "go"), ("whose", "turn"), ("my", "go"), ("my", "turn")),
}
"""Words that say a command wherever they come in a sentence ("undo my last move please",
"slow down a bit", "louder, i can't hear you"), in order, others between them allowed."""
NOT_A_COMMAND = frozenset(
    {"before", "after", "between", "start", "beginning", "front", "goes", "put", "place"}
) | frozenset(ordinal_words(1, 20))
"""Words of a placement: with one of them (or "the end"), spotted command words are a
card's or chatter's."""
MAX_GAP = 2
"""At most this many other words between two key words of a command ("take that back")."""


def spotted_commands(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """The command one of whose :data:`KEY_WORDS` is in the utterance, when exactly one
    kind is, with no doubt or protest and no word of a placement or of a card in view:
    read back, never acted on. Said at a table, commands come wrapped in other words."""
    if (
        doubt_like(tokens)
        or set(tokens) & NOT_A_COMMAND
        or said_in_order(("the", "end"), tokens, 0)
    ):
        return []
    kinds = [
        kind for kind, keys in KEY_WORDS.items() if any(said_in_order(k, tokens) for k in keys)
    ]
    if len(kinds) != 1 or names_a_card(tokens, ctx):
        return []
    kind = kinds[0]
    return [Candidate(Command(kind), SPOTTED, COMMAND_WORDS[kind], loose=True)]


_KEY_WORD_SET = frozenset(word for keys in KEY_WORDS.values() for key in keys for word in key)


def names_a_card(tokens: tuple[str, ...], ctx: TurnContext) -> bool:
    """True when a word said (of three letters or more, not glue and in no command's key
    words) is a word of a card in view."""
    said = {t for t in tokens if len(t) >= 3 and t not in GLUE and t not in _KEY_WORD_SET}
    return bool(said & words_of((*ctx.hand, *ctx.chain)))


def said_in_order(key: tuple[str, ...], tokens: tuple[str, ...], gap: int = MAX_GAP) -> bool:
    """True when the words of ``key`` come in ``tokens`` in this order, with at most ``gap``
    other words between two of them."""
    return any(
        _followed(key[1:], tokens, start, gap) for start, t in enumerate(tokens) if t == key[0]
    )


def _followed(rest: tuple[str, ...], tokens: tuple[str, ...], at: int, gap: int) -> bool:
    """True when the words of ``rest`` follow position ``at`` of ``tokens`` in order, each
    within ``gap`` other words of the one before."""
    for word in rest:
        window = range(at + 1, min(len(tokens), at + gap + 2))
        found = next((j for j in window if tokens[j] == word), None)
        if found is None:
            return False
        at = found
    return True


def doubt_like(tokens: tuple[str, ...]) -> bool:
    """True for an utterance with a doubt word in it or a protest ("no way", "wait, no",
    "that's wrong", or one that opens with "no, that ..."): it may be a doubt, and is never
    read as an undo."""
    said = " ".join(tokens)
    return (
        bool(set(tokens) & DOUBT_CUES)
        or any(f" {phrase} " in f" {said} " for phrase in DOUBT_LIKE_PHRASES)
        or _no_that(tokens)
    )


PROTEST_OPENERS = (("no", "way"), ("there", "is", "no", "way"), ("no", "chance"))
"""How a protest opens ("there's no way the taj mahal is before guernica"): what follows is
what the speaker denies, never a placement of theirs."""


def opens_with_a_protest(tokens: tuple[str, ...]) -> bool:
    """True when ``tokens`` open with one of :data:`PROTEST_OPENERS`."""
    return any(tokens[: len(opener)] == opener for opener in PROTEST_OPENERS)


def _no_that(tokens: tuple[str, ...]) -> bool:
    """ "nope, that's out of order, i doubt it" heard as "no that" (the pause after "that"
    ended it, default run, clean): a protest's opening, which the loose match read as "undo
    that". A "no" and then "that" opens no undo."""
    return len(tokens) >= 2 and tokens[0] in NO_WORDS and tokens[1] in ("that", "thats")


WEAK = 0.7  # a plausible doubt that must be confirmed (below the act threshold)
MENTION = 0.6  # a doubt word inside a longer sentence
_ROOTS = ("doubt", "challenge")
_EXPLAIN = "doubt the chain"


_WEAKER = WEAK_DOUBT_PHRASES + DOUBT_LIKE_PHRASES + TABLE_PROTESTS
"""Doubts too weak to act on alone, which act beside a doubt phrase ("liar, i doubt that")."""


def doubt_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """A Doubt reading, if any: exact phrase 1.0, anything looser below the act threshold."""
    names = player_words(ctx)
    tokens = plain_doubt(tuple(_theirs(t, names) for t in tokens if t not in names))
    if not tokens or only_reported(tokens):
        return []
    forms = cores(tokens)
    if not ctx.confirming and exact(forms, DOUBT_LIKE_PHRASES):
        return [Candidate(Doubt(), WEAK, _EXPLAIN)]
    if ctx.confirming and exact(forms, NO_WHEN_CONFIRMING):
        return []
    if exact(forms, DOUBT_PHRASES) or said_in_parts(tokens, DOUBT_PHRASES, _WEAKER):
        return [Candidate(Doubt(), 1.0, _EXPLAIN, exact=True)]
    if exact(forms, WEAK_DOUBT_PHRASES + TABLE_PROTESTS):
        return [Candidate(Doubt(), WEAK, _EXPLAIN)]
    if _negated(tokens):  # "no way, i doubt that" doubts; "no doubt" does not
        return []
    if "undo" in tokens and not any(a_doubts_word(t) for t in tokens):
        return []  # "can i change that, undo please": no "challenge that", heard loosely
    ratio = closeness(forms, LOOSE_DOUBTS)
    if ratio:
        return [Candidate(Doubt(), min(WEAK, ratio / 100.0 * 0.9), _EXPLAIN)]
    if any(
        t.startswith(DOUBT_STEMS) or any(fuzz.ratio(t, r) >= 80 for r in _ROOTS) for t in tokens
    ):
        return [Candidate(Doubt(), MENTION, _EXPLAIN)]
    return []


def _theirs(token: str, names: frozenset[str]) -> str:
    """ "that" for a player's name with its "s" ("chloes card" is "that card")."""
    return "that" if token.endswith("s") and token[:-1] in names else token


def a_doubts_word(token: str) -> bool:
    """True for a word that makes a doubt: one of :data:`DOUBT_CUES` or a doubt's verb in
    any form ("doubting", "challenged")."""
    return token in DOUBT_CUES or token.startswith(DOUBT_STEMS)


_INTENSIFIERS = as_runs(DOUBT_INTENSIFIERS)
_INTENTIONS = as_runs(DOUBT_INTENTIONS)


def plain_doubt(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """``tokens`` without the words that only strengthen a doubt (:data:`DOUBT_INTENSIFIERS`),
    with "i" for a doubt announced (:data:`DOUBT_INTENTIONS` just before a doubt's verb),
    and without a protest's "no" that opens it: "no, i'm really going to doubt that" is "i
    doubt that". Words without a doubt's word in them ("actually that's right") are left
    as said."""
    if not any(a_doubts_word(t) for t in tokens):
        return tokens
    tokens = _doubting_after_a_protest(_announced(without_runs(tokens, _INTENSIFIERS)))
    while len(tokens) > 1 and tokens[0] in PROTESTS and tokens[1] in PROTESTS | {"i", "calling"}:
        tokens = tokens[1:]  # "no, i doubt it"; not "no doubt", nor "no way" (an opener)
    return tokens


PROTEST_CUES = DOUBT_CUES - {"doubt", "challenge"}
"""A doubt's words that are a protest of their own ("rubbish", "wrong")."""


def _doubting_after_a_protest(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """``tokens`` with a closing "[i] am doubting" read as "i doubt" after a protest's word:
    "that's rubbish, i'm doubting" (heard "rubbish am doubting", clean and at 10 dB). Alone,
    "i am doubting" stays a question: "i'm getting some more ice" was heard "i am doubting
    say more right"."""
    if not tokens or tokens[-1] != "doubting" or not set(tokens[:-1]) & PROTEST_CUES:
        return tokens
    rest = tokens[:-1]
    if rest[-1:] == ("am",):
        rest = rest[:-1]
    if rest[-1:] == ("i",):
        rest = rest[:-1]
    return (*rest, "i", "doubt")


PROTESTS = frozenset({"no", "nah", "nope"})
"""A "no" that opens a doubt as a protest ("nah, i doubt it"), left out before it."""


def _announced(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """``tokens`` with "i" for each of :data:`DOUBT_INTENTIONS` just before a doubt's verb."""
    out: list[str] = []
    at = 0
    while at < len(tokens):
        run = next((r for r in _INTENTIONS if tokens[at : at + len(r)] == r), None)
        verb = at + len(run) if run else at
        if run and verb < len(tokens) and tokens[verb].startswith(DOUBT_STEMS):
            out.append("i")
            at = verb
        else:
            out.append(tokens[at])
            at += 1
    return tuple(out)


NEGATED_WITHIN = 2
"""A negation this close before a doubt's word takes it back ("not really doubt", "i don't
doubt it"); one further off is a protest of its own ("that's not right at all, i call
doubt"). A "no" only right before it ("no doubt"): "no, i doubt it" is a doubt."""


def _negated(tokens: tuple[str, ...]) -> bool:
    """True when a doubt's word comes just after a negation, or no doubt's word is said
    and a negation is ("not that one")."""
    cues = [i for i, t in enumerate(tokens) if a_doubts_word(t)]
    if not cues:
        return bool(set(tokens) & NEGATIONS)
    return any(
        tokens[j] in NEGATIONS and (tokens[j] != "no" or j == i - 1)
        for i in cues
        for j in range(max(0, i - NEGATED_WITHIN), i)
    )


REPORTING = frozenset({"say", "said", "says", "saying"})
ASKING = frozenset({"did", "do", "does", "who"})
DENYING = frozenset({"not", "never"})
REPORTED_WITHIN = 3
"""How far before "say" a denial or a question's word reaches ("i did not say doubt")."""


def only_reported(tokens: tuple[str, ...]) -> bool:
    """True when a doubt's word is only spoken of, not said: denied ("i didn't say doubt",
    "i never said doubt") or asked about ("did you say doubt", "who said doubt"); "i said
    doubt" and "i did say doubt", said again to be heard, are doubts."""
    for i, token in enumerate(tokens[:-1]):
        if token not in REPORTING or not any(a_doubts_word(t) for t in tokens[i + 1 : i + 3]):
            continue
        before = tokens[max(0, i - REPORTED_WITHIN) : i]
        if set(before) & DENYING or "who" in before:
            return True
        if any(t in ASKING and j < len(before) - 1 for j, t in enumerate(before)):
            return True  # "did you say": a word between the asking one and "say"
    return False
