"""Intents as data: every phrase the parser knows, in canonical words, and matching a whole
utterance against a list of phrases, exactly or fuzzily.

Intents as data: every phrase the parser knows, in canonical words (see text.words).

Alternatives are written "a | b | c". The same tables feed the parser, the recogniser's
phrase list and the round-trip tests.

Match a whole utterance against a list of phrases, exactly or fuzzily.
"""

from __future__ import annotations

from rapidfuzz import fuzz

from .model import CommandKind


def alts(text: str) -> tuple[str, ...]:
    """Phrases from 'a | b | c', whitespace tidied."""
    return tuple(" ".join(p.split()) for p in text.split("|") if p.strip())


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
    there here reckon happened say"""
)

# Openers and closers allowed around a command or a doubt phrase.
PREFIXES = alts(
    """can you | could you | would you | will you | tell me | let me | i want to |
    i would like to | i think | i say | i would | let us | okay | ok | so | well | then | oh |
    hey | just | sorry | excuse me | no way | i reckon | i guess | wait"""
)
SUFFIXES = alts("now | then | thanks | thank you | for me | again | once more | please")

COMMAND_PHRASES: dict[CommandKind, tuple[str, ...]] = {
    "repeat": alts(
        """repeat | repeat that | say that again | say it again | again | what |
        what did you say | pardon | sorry what | come again | once more | what was that |
        repeat the question"""
    ),
    "chain": alts(
        """chain | the chain | read the chain | read chain | what is on the table | table |
        read the table | what is the chain | show the chain | cards on the table"""
    ),
    "hand": alts(
        """hand | my hand | my cards | read my cards | read my hand | what do i have |
        what cards do i have | what is in my hand | cards | show my cards | what are my cards"""
    ),
    "turn": alts(
        """whose turn | whose turn is it | who is next | who is turn | who is playing |
        is it my turn | who goes next | turn"""
    ),
    "counts": alts(
        """card counts | counts | how many cards | everyones cards | count |
        how many cards does everyone have | how many cards do they have | how many cards left"""
    ),
    "help": alts("help | what can i say | what can i do | help me | options | commands"),
    "undo": alts("undo | take it back | undo that | oops | go back | take that back | cancel"),
    "quit": alts(
        "quit | exit | stop the game | end the game | quit the game | quit game | leave the game"
    ),
    "yes": alts(
        """yes | yeah | yep | yup | correct | right | that is right | that is correct | sure |
        exactly | ok | okay | yes please | do it | affirmative"""
    ),
    "no": alts("no | nope | nah | no thanks | not that | negative | no no"),
    "stop": alts("stop | quiet | shut up | be quiet | silence | stop talking | enough | hush"),
    "slower": alts("slower | slow down | speak slower | more slowly | talk slower"),
    "faster": alts("faster | speed up | speak faster | quicker | talk faster"),
    "louder": alts("louder | speak up | volume up | speak louder | talk louder"),
    "quieter": alts("quieter | softer | volume down | speak softer | not so loud | speak quieter"),
    "swap": alts(
        """swap | swap them | switch | switch them | the other way round | other way round |
        the other way around | other way around | reverse | reverse them | flip them"""
    ),
    "keep": alts(
        "keep | keep them | keep it | leave them | leave it | as they are | keep the order | fine"
    ),
}

# A doubt acts only when the whole utterance is one of these (after NOISE, PREFIXES, SUFFIXES).
DOUBT_PHRASES = alts(
    """doubt | i doubt | i doubt it | i doubt that | doubt it | doubt that | i doubt the chain |
    doubt the chain | i challenge | challenge | i challenge that | i challenge it |
    challenge it | i challenge the chain | that is wrong | the chain is wrong | it is wrong |
    this is wrong | check | check it | check the chain | reveal | reveal it | reveal the chain |
    reveal the cards | turn them over | i call it | wrong chain | i doubt that chain |
    doubt that chain | i doubt this chain"""
)
# Said alone these mean doubt to some and a comment to others: never acted on at once.
WEAK_DOUBT_PHRASES = alts("wrong | liar | nonsense | rubbish")
# Protests that sound like a doubt ("no way!", "wait, no"): read back as "Doubt?", never
# taken for an undo (an undo of the doubter's "wait, no" took the placer's card back).
DOUBT_LIKE_PHRASES = alts(
    """no way | wait no | no wait | no wait no | not right | that is not right |
    that is not right at all | no that is wrong | no no no"""
)
DOUBT_CUES = frozenset({"wrong", "doubt", "challenge", "liar", "nonsense", "rubbish"})
"""Words that make an utterance a doubt or a protest, never an undo."""
# When the game asked a yes/no question, these answer "no" instead of doubting.
NO_WHEN_CONFIRMING = alts("wrong | that is wrong | it is wrong | this is wrong | not right")
NEGATIONS = wordset("not no never without nothing")

POSITION_PHRASES: dict[str, tuple[str, ...]] = {
    "before": alts("before | in front of | ahead of | earlier than | prior to | sooner than"),
    "after": alts("after | behind | later than | following"),
    "between": alts("between | in between"),
    "start": alts(
        """at the start | at the beginning | at the front | to the start | to the beginning |
        to the front | at the very start | at the very beginning | at start | in front | first |
        before everything | before all | earliest | after the start | after the beginning"""
    ),
    "end": alts(
        """at the end | to the end | at the back | to the back | at the very end | at end |
        last | after everything | after all | latest | after the end"""
    ),
}
# "after the start", "after the beginning" and "after the end" are how a recogniser often
# hears "at the start" / "at the end" (en-gb voices); they have no other sensible reading.
# What may follow "at the end" and the like ("at the end of the chain").
POSITION_TAIL = wordset(
    "of the chain line row table timeline please now one card then it goes there thanks"
)
STRUCTURE_WORDS = wordset("before after between")

MOVE_WORDS = alts("move | shift | slide")
SECOND_LAST = alts(
    "second to last | second last | next to last | penultimate | one before last | last but one"
)


FUZZY_FLOOR = 75.0


def _strip_once(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Remove one opener or closer, if something would remain."""
    for phrase in PREFIXES:
        p = tuple(phrase.split())
        if tokens[: len(p)] == p and len(tokens) > len(p):
            return tokens[len(p) :]
    for phrase in SUFFIXES:
        p = tuple(phrase.split())
        if tokens[-len(p) :] == p and len(tokens) > len(p):
            return tokens[: -len(p)]
    return tokens


def cores(tokens: tuple[str, ...]) -> list[str]:
    """The utterance and each shorter form left after peeling openers and closers."""
    out = [" ".join(tokens)]
    while True:
        shorter = _strip_once(tokens)
        if shorter == tokens:
            return out
        tokens = shorter
        out.append(" ".join(tokens))


def exact(forms: list[str], phrases: tuple[str, ...]) -> bool:
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
