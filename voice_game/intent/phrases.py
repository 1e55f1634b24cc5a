"""Everything a player may say, as data: the commands, doubts, answers and host requests,
and which of them apply at which moment. One table per fact: the parser reads what a
phrase means from these tables, and the recogniser's phrase list for each moment is built
from the same tables, so that every phrase listened for has the reading written here.

Moments (what is listened for, and what it is read as):

- **turn** (:func:`~.wording.listening_phrases` and :func:`request_phrases`): the
  commands allowed now (:data:`HOST_WORDS`; :data:`COMMAND_PHRASES` adds the table's words,
  read but not listened for), doubts (:data:`HOST_DOUBTS`; :data:`DOUBT_PHRASES` act,
  :data:`WEAK_DOUBT_PHRASES` are read back), the ways to let a
  last card stand (:data:`ACCEPT_PHRASES`), the host's requests (:data:`REQUEST_PHRASES`,
  and about the cards in view), and placements built from the cards. Beside them, word
  pairs that mean nothing alone but teach the recogniser how players talk
  (:data:`FILLER`, :data:`NATURAL_PLACING`).
- **question** (a read-back, a choice, "which card?", the placer's yes to an undo): the
  turn's phrases and :data:`QUESTION_ANSWERS` (yes, no, an option's number), and for
  "which card?" the cards by number and name (:func:`card_answers`).
- **over** (after the last card): the turn's phrases and :data:`AFTER_THE_GAME`
  (:data:`PLAY_AGAIN` starts another game, :data:`GOODBYE` leaves).
- **set-up**: a yes/no question (:data:`YES_OR_NO`), how many players
  (:data:`PLAYER_COUNTS`), and the one set-up question (:func:`setup_question_phrases`:
  start, help, hand sizes, computer players, a misheard name, rules and decks, or
  :data:`NOTHING_TO_CHANGE`); a saved game found (:data:`RESUME_ANSWERS`).

Alternatives are written "a | b | c" (:func:`~.lexicon.alts`); phrases are in canonical
words (:mod:`.words`).
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Protocol

from voice_game.spoken.numbers import int_to_words, number_words, ordinal_words

from .lexicon import alts
from .model import CommandKind
from .words import words

# ------------------------------------------------------------------ commands and doubts

HOST_WORDS: dict[CommandKind, tuple[str, ...]] = {
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
"""Each command in the host's own words: read as the command, and listened for."""

TABLE_WORDS: dict[CommandKind, tuple[str, ...]] = {
    "repeat": alts(
        """say again | one more time | what did it say | i did not catch that |
        i did not hear that | say that one more time | say it one more time"""
    ),
    "chain": alts(
        """read out the chain | read me the chain | what is in the chain | read the timeline |
        read out the timeline | read me the timeline | what cards are on the table |
        what cards are in the chain | which cards are down | remind me of the chain |
        remind me which cards are down | remind me what is on the table |
        remind me what is in the chain | remind me what is in the line |
        what does the table look like | what does the chain look like |
        read out the cards on the table | read the cards on the table |
        read me the cards on the table | read the line | read out the line | read me the line"""
    ),
    "hand": alts(
        """what have i got | what cards have i got | read me my cards | read out my cards |
        which cards do i have | remind me of my cards | remind me what i have"""
    ),
    "turn": alts("is it my go | whose go | whose go is it"),
    "counts": alts(
        """how many cards has everyone got | how many cards have we got | how many cards are left |
        how many cards do we have | how many cards does each player have |
        how many cards does everyone have left | how many cards does each player have left"""
    ),
    "help": alts(
        """i am confused | what do i do | what do i say | what am i allowed to say |
        what am i supposed to say | how do i play | how do i play this | how does this work |
        how does this game work"""
    ),
    "undo": alts(
        """undo it | undo my move | undo my last move | undo the last move | take back my move |
        take back my last move | scrap that | scrap that move | scrap my last move |
        undo that last move | undo that move | scrap that last move | scrap the last move |
        take back that move | take back that last move | take back my card | take my card back |
        let me undo that | let me undo it | let me take that back | let me take it back |
        can i undo that | could i undo that | can i take that back | can i take it back"""
    ),
    "quit": alts(
        """end game | let us end the game | finish the game | stop playing | game over |
        end it here | finish here | stop here"""
    ),
    "yes": alts(
        """go on | go ahead | yes go on | yeah go on | yes that is what i said |
        yes that is the one | yep that is the one | yeah that is the one |
        yep that is what i said | yeah that is what i said | yes it is |
        yes do it | yes that is correct | yes is correct | yes it is correct |
        that is me | yes that is me | yeah that is me | it is me"""
    ),
    "stop": alts(
        "stop it | that is enough | shush | shh | enough talking | that is enough talking"
    ),
    "slower": alts("not so fast | too fast | be slower | slow it down | go slower"),
    "faster": alts("hurry up | too slow | be faster | speed it up | go faster"),
    "louder": alts("i can not hear you | can not hear you | i can not hear | be louder"),
    "quieter": alts("too loud | be quieter | talk quieter"),
}
"""Requests in the words a table uses ("is it my go", "undo my last move", "i can't hear
you"), generalised from the typed read-backs of the first four blind sets: read as their
command like the host's own words, typed or spoken, but not listened for. Listened for
(once or three times), they drew the recogniser's phrase list away from the turn's other
phrases: on the default run 19 to 31 more utterances were not understood, and on the four
blind sets six more were acted on wrongly ("doubt" heard as "out" beside "read out", "the
timeline" from "what's in my hand"). So the recogniser hears only words it already had, and
these act when its words say them ("is it my go", "whose go is it now")."""
COMMAND_PHRASES: dict[CommandKind, tuple[str, ...]] = {
    kind: said + TABLE_WORDS.get(kind, ()) for kind, said in HOST_WORDS.items()
}
"""Every command's phrases: the host's own words and the table's."""

# A doubt acts only when the whole utterance is one of these (after NOISE, PREFIXES, SUFFIXES).
HOST_DOUBTS = alts(
    """doubt | i doubt | i doubt it | i doubt that | doubt it | doubt that | i doubt the chain |
    doubt the chain | i challenge | challenge | i challenge that | i challenge it |
    challenge it | i challenge the chain | that is wrong | the chain is wrong | it is wrong |
    this is wrong | check | check it | check the chain | reveal the chain |
    reveal the cards | turn them over | i call it | wrong chain | i doubt that chain |
    doubt that chain | i doubt this chain | i call doubt | i am doubting it |
    i am challenging that | that is in the wrong place | that is way off"""
)
TABLE_DOUBTS = alts(
    """i doubt that one | i doubt that card | i doubt that placement | i doubt the last card |
    i challenge that card | i challenge the last card | i call doubt on that | i am challenging |
    i am challenging it | i dispute that | that card is in the wrong place | i am doubting that |
    i am doubting that one | doubting that | doubting that one | i am calling doubt |
    calling doubt | i am doubting the chain"""
)
"""Doubts in the words a table uses, read but not listened for (see :data:`TABLE_WORDS`)."""
DOUBTS_OF_THE_CARD = tuple(
    f"{verb} {what}"
    for verb in alts(
        """doubt | i doubt | i am doubting | challenge | i challenge | i am challenging |
        dispute | i dispute | i question | call doubt on | i call doubt on | calling doubt on |
        i am calling doubt on"""
    )
    for what in alts(
        """it | that | this | that one | this one | that card | this card | the last card |
        the last one | that last one | that last card | that placement | the last placement |
        that move | the last move | you | you on that | you on that one"""
    )
)
"""A doubt's verb said of the card just placed, however it is named ("challenge that
placement", "i'm doubting that last one", "i doubt you on that"): matched word for word
only, never loosely (one word off, "i love this one" is not "i doubt this one")."""
DOUBT_INTENSIFIERS = alts(
    """really | seriously | honestly | definitely | totally | very much | actually | surely |
    absolutely | completely | so | mate | lol"""
)
"""Words that only make a doubt stronger, left out wherever they come when a doubt is
matched against its phrases: "i really doubt that", "i doubt that very much", "i doubt it
actually", "that's so wrong", "ben, mate, i doubt it"."""
DOUBT_INTENTIONS = alts(
    """i am going to | i am gonna | i will | i have to | i must | i have got to | i need to |
    i want to | i would like to"""
)
"""How a speaker says a doubt is coming, read as plain "i" before a doubt's verb: "i'm
gonna doubt you on that one" is "i doubt you on that one"."""
TABLE_PROTESTS = alts(
    """that is rubbish | that is nonsense | that is never right | that is not right |
    i do not buy it | you are having a laugh | load of bull | you got that wrong |
    i think you got that wrong | you got it wrong | i am calling that | i am calling that one |
    cap | that is cap | sus | that is sus | that is out of order | it is out of order |
    the chain is out of order | the chains out of order | i do not believe that for a second"""
)
"""Protests in the words a table uses, read but not listened for: alone, read back as a
doubt ("Doubt?"); beside a doubt ("that's rubbish, i'm doubting"), a doubt."""
LOOSE_DOUBTS = HOST_DOUBTS + TABLE_DOUBTS
"""The doubts a phrase heard one word off may be read back as."""
DOUBT_PHRASES = LOOSE_DOUBTS + tuple(p for p in DOUBTS_OF_THE_CARD if p not in LOOSE_DOUBTS)
"""Every doubt that acts: the host's own words (listened for) and the table's."""
# Said alone these mean doubt to some and a comment to others: never acted on at once.
WEAK_DOUBT_PHRASES = alts(
    """wrong | liar | nonsense | rubbish | objection | reveal | reveal it | i do not believe that |
    i do not believe it | i do not think so | i am calling that | i am calling it"""
)
# Protests that sound like a doubt ("no way!", "wait, no"): read back as "Doubt?", never
# taken for an undo (an undo of the doubter's "wait, no" took the placer's card back).
DOUBT_LIKE_PHRASES = alts(
    """no way | wait no | no wait | no wait no | not right | that is not right |
    that is not right at all | no that is wrong | no no no | no chance |
    that can not be right"""
)
DOUBT_CUES = frozenset({"wrong", "doubt", "challenge", "liar", "nonsense", "rubbish"})
"""Words that make an utterance a doubt or a protest, never an undo."""
DOUBT_STEMS = ("doubt", "challeng")
"""How a doubt's verb starts, whatever its ending ("doubting", "challenged")."""
# When the game asked a yes/no question, these answer "no" instead of doubting.
NO_WHEN_CONFIRMING = alts("wrong | that is wrong | it is wrong | this is wrong | not right")


# ------------------------------------------------------------------ how players talk

# Hesitations and politeness heard alone (the parser ignores them).
FILLER: tuple[str, ...] = ("um", "uh", "hmm", "please", "okay")
# How players open and link a placement in their own words ("I reckon the telephone
# happened before the moon landing"): the word pairs, not every sentence.
NATURAL_PLACING: tuple[str, ...] = (
    "i reckon the",
    "i think the",
    "okay so i think the",
    "well i would say the",
    "i'm going to put the",
    "let's play card",
    "happened before the",
    "happened after the",
    "is before the",
    "is after the",
    "goes right after the",
    "goes just before the",
    "in front of the",
    "at the very beginning",
    "at the very start",
    "at the very end",
    "right at the end",
    "right at the start",
    "i guess",
)
# Commands and doubts as people say them at a table.
NATURAL_COMMANDS: dict[CommandKind, tuple[str, ...]] = {
    "repeat": (
        "sorry could you repeat that",
        "could you say that again please",
        "sorry what was that",
    ),
    "chain": ("can you read the chain again", "could you read the chain please"),
    "hand": ("can you read my cards again", "what are my cards again"),
    "turn": ("whose turn is it now",),
}
NATURAL_DOUBTS: tuple[str, ...] = ("no way i doubt that", "i reckon that's wrong", "no way")


# ------------------------------------------------------------------ the last card

ACCEPT_PHRASES = ("accept", "no doubt", "i accept", "pass")
"""Ways to let a last card stand (read by :func:`~.answers.accepts`)."""


# ------------------------------------------------------------------ the host's requests


class RequestKind(StrEnum):
    """Which host request; the value is what ``hear`` and the benchmark record."""

    MORE = "more"
    """More detail from now on."""
    LESS = "less"
    """Less detail from now on."""
    RULES = "rules"
    """How to play."""
    MORE_HELP = "more_help"
    """Everything that can be said."""
    HAND_CARD = "hand_card"
    """The full text of a hand card by its number (``index``)."""
    CARD = "card"
    """The full text of a chain or hand card by its name (``card``)."""
    AROUND = "around"
    """The part of the chain around a card (``card``; none when no card was named)."""


MORE = ("more detail", "more details", "longer", "say more", "more please", "in more detail")
LESS = ("less detail", "fewer details", "less details", "shorter", "say less", "be brief")
RULES = (
    "rules",
    "the rules",
    "how do i play",
    "how to play",
    "how does it work",
    "how does this work",
    "how does the game work",
    "explain the rules",
    "what are the rules",
    "tell me the rules",
    "read the rules",
)
MORE_HELP = ("more help", "help more", "all the help", "full help", "what else can i say")
REQUEST_PHRASES: dict[RequestKind, tuple[str, ...]] = {
    RequestKind.MORE_HELP: MORE_HELP,
    RequestKind.MORE: MORE,
    RequestKind.LESS: LESS,
    RequestKind.RULES: RULES,
}
"""The host's requests said in fixed words, each read as its kind."""

PLAY_AGAIN = (
    "play again",
    "again",
    "another game",
    "new game",
    "yes",
    "yeah",
    "yes please",
    "one more",
    "rematch",
    "same players",
)
"""After the game: another game with the same players."""
GOODBYE = ("no", "quit", "stop", "goodbye", "that's enough", "call it a night", "we're done")
"""After the game: leave."""
AFTER_THE_GAME = tuple(dict.fromkeys((*PLAY_AGAIN, *GOODBYE)))
"""What is listened for after the game, beside the turn's phrases."""

CARD_REQUESTS = 20
"""Hand cards the recogniser hears asked about by number ("what is card twenty")."""


class Named(Protocol):
    """A card as the phrases name it: by its short names."""

    @property
    def aliases(self) -> tuple[str, ...]:
        """Short spoken names, best first."""
        ...


def request_phrases(hand: Sequence[Named], chain: Sequence[Named]) -> list[str]:
    """The host's requests as the recogniser hears them in a turn: the fixed ones, and
    those about the cards in view."""
    out = [*MORE, *LESS, *RULES, *MORE_HELP]
    out += [f"what is card {number}" for number in number_words(1, min(len(hand), CARD_REQUESTS))]
    for card in (*hand, *chain):
        for alias in card.aliases[:1]:
            out += [f"tell me about the {alias}", f"what is the {alias}"]
    for card in chain:
        out += [f"around the {alias}" for alias in card.aliases[:1]]
    return out


# ------------------------------------------------------------------ answers to questions

QUESTION_ANSWERS: tuple[str, ...] = (
    "yes",
    "no",
    *number_words(1, 3),
    *(f"the {nth}" for nth in ordinal_words(1, 3)),
    *"neither|none of those|the latter|the former|absolutely|definitely|sure|"
    "definitely not|nope|nah|yeah|yep|i doubt it|not me".split("|"),
)
"""What is listened for while a question is open, beside the turn's phrases: yes, no, an
offered option by its number ("two", "the second"), and the table's answers the decider
reads ("neither", "the latter", "absolutely", "nah", "not me")."""


def card_answers(hand: Sequence[Named]) -> list[str]:
    """The answers to "which card?": each hand card by number and by its first name."""
    out = [f"card {number}" for number in number_words(1, min(len(hand), 20))]
    return out + [f"the {card.aliases[0]}" for card in hand if card.aliases]


# ------------------------------------------------------------------ set-up and resuming
# Moments: a yes/no question (YES_OR_NO); how many players (PLAYER_COUNTS); a first name
# (the names of ``dialogue/names.py``); the one set-up question (setup_question_phrases,
# read by ``dialogue/voice_setup.read_changes``); a saved game found (RESUME_ANSWERS).

YES = (
    "yes",
    "yeah",
    "yep",
    "yup",
    "correct",
    "that's right",
    "that's me",
    "that's it",
    "uh huh",
    "mm hm",
    "spot on",
    "exactly",
)
"""A yes to a set-up question, listened for (read by the decider as in a turn, and by
:func:`~.answers.says_yes`)."""
NO = ("no", "nope")
"""A no to a set-up question."""
YES_OR_NO = (*YES, *NO)
"""What a yes/no question of the set-up listens for."""

SETUP_HOST_PHRASES: dict[CommandKind, tuple[str, ...]] = {
    "quit": ("turn it off", "switch it off", "switch off"),
    "help": (
        "how does this work",
        "what do i say",
        "what should i say",
        "supposed to say",
        "what does that mean",
        "don't understand",
        "don't get it",
    ),
    "repeat": ("sorry what", "come again", "what did you say"),
}
"""Host words at set-up in the table's own words, distinct enough to need no reading of
their own ("actually let's not, turn it off", "how does this work exactly?"): read by the
decider's set-up moment. They are not listened for: on the count and name questions' lists
their words took the answers ("two" was heard faintly, "anna" not at all; set-up for two
players in the virtual room 37 -> 78 s)."""
SETUP_HOST_WORDS = ("quit", "help", "repeat", "stop", "goodbye")
"""The host's own words, listened for at every set-up question and the saved game's."""
COUNT_CARRIERS = (
    "there are",
    "of us",
    "we are",
    "players",
    "people",
    "just me",
    "only me",
    "please",
    "i think",
)
"""Words said around a count ("there are three of us"): listened for, so that they are not
heard as numbers."""
NAME_CARRIERS = ("my name is", "i am", "it is", "call me", "this is", "the name is", "i'm")
"""Words said around a first name ("my name is Ben"): listened for, so that they are not heard
as names ("my" was heard "Mike")."""
PLAYER_COUNTS = number_words(1, 10)
"""How many players may be said: one to ten."""
COUNT_LISTENING = (*PLAYER_COUNTS, *COUNT_CARRIERS, *SETUP_HOST_WORDS)
"""What "How many players?" listens for."""
NAME_LISTENING = (*NAME_CARRIERS, *SETUP_HOST_WORDS)
"""What a name question listens for beside the first names it may still hear."""
REFUSING = ("no", "nope", "not", "wrong")
"""Words that refuse a first name read back; a name said with one is a correction ("no,
it's Ellen")."""
NAME_READ_BACK_LISTENING = (*YES, *REFUSING, *NAME_CARRIERS)
"""What a first name's read-back ("Helen?") listens for beside the first names."""

RULE_WORDS = {
    "lifestyle": "lifestyle",
    "life style": "lifestyle",
    "word script book": "wort-schrift-buch",
    "words script book": "wort-schrift-buch",
    "show business": "showbizz",
    "show biz": "showbizz",
    "showbiz": "showbizz",
    "pens and brushes": "penne-e-pennelli",
    "pens": "penne-e-pennelli",
}
"""Ways to say a preset."""
DECK_WORDS = {
    "all": "all",
    "everything": "all",
    "wild mix": "all",
    "mix": "all",
    "lifestyle": "lifestyle",
    "life style": "lifestyle",
    "words script book": "words-script-book",
    "word script book": "words-script-book",
    "show business": "showbizz",
    "show biz": "showbizz",
    "showbiz": "showbizz",
    "pens and brushes": "pens-and-brushes",
}
"""Ways to say a deck ("all": the Wild Mix)."""

HELP_WORDS = (
    "help",
    "what are they",
    "explain",
    "what is the difference",
    "what can i change",
    "what can i say",
    "options",
    "what does",
)
"""Asking what the choices mean."""
START_WORDS = (
    "start",
    "begin",
    "go",
    "play",
    "ready",
    "okay",
    "ok",
    "fine",
    "yes",
    "yeah",
    "good",
    "great",
    "perfect",
)
"""Starting the game as summarised."""
START_PHRASES = ("let's go", "let's start", "let's play", "start the game", "sounds good")
"""Ways to say start that the set-up question also listens for ("ok, let's go" was heard as
noise: "let's" was not on its list)."""
EVERYONE = ("everyone", "everybody", "all", "each")
"""A hand size for the whole table ("everyone five")."""
RENAME_WORDS = ("not", "wrong", "change", "rename", "said", "misheard")
"""With a player's name: that name was misheard ("not Rob", "change Rob", "it said Rob"):
ask it again."""
CARD_WORDS = ("card", "cards", "deck", "decks")
"""Words that make an answer about the decks, not the rules."""
COMPUTER_PHRASES = ("add a computer player", "add a computer", "no computer", "remove the computer")
"""Adding or removing a computer player."""
NOTHING_TO_CHANGE = ("no", "no one", "nobody", "nothing")
"""To the set-up question: nothing to change (it is asked again: "say start")."""
MOST_CARDS = 12
"""The largest hand size offered to the recogniser (a hand is 9 cards, 7 in a large group)."""


def hand_size_phrases(names: Sequence[str]) -> list[str]:
    """The hand sizes the recogniser listens for: "Mary five", "deal five cards to Mary"."""
    phrases = list(NOTHING_TO_CHANGE)
    for name in names:
        said = " ".join(words(name))
        for n in range(1, MOST_CARDS + 1):
            number = int_to_words(n)
            noun = "card" if n == 1 else "cards"
            phrases += [f"{said} {number}", f"deal {number} {noun} to {said}"]
    return phrases


def setup_question_phrases(
    seats: Sequence[str], people: Sequence[str], levels: Sequence[str]
) -> list[str]:
    """What the recogniser listens for while the set-up question is open: start, help,
    hand sizes of ``seats`` (by name and as "player two"), computer players and their
    ``levels``, a misheard name of ``people``, the rules and the decks."""
    aliases = [f"player {int_to_words(i + 1)}" for i in range(len(seats))]
    found = [*START_WORDS, *START_PHRASES, "no", *HELP_WORDS]
    found += hand_size_phrases([*seats, *aliases])
    found += [f"{who} {int_to_words(n)}" for who in EVERYONE for n in range(1, MOST_CARDS + 1)]
    found += list(COMPUTER_PHRASES)
    found += list(levels)
    for person in people:
        said = " ".join(words(person))
        found += [f"not {said}", f"change {said}", f"{said} is wrong"]
    found += [f"{said} rules" for said in RULE_WORDS] + list(RULE_WORDS)
    found += [f"{said} cards" for said in DECK_WORDS] + ["all the cards", "all cards"]
    found += [f"the {said} deck" for said in DECK_WORDS] + list(SUMMARY_CARRIERS)
    return found


SUMMARY_CARRIERS = tuple(
    "please|can we|give|get|have|make it|instead|just|only|level|get rid of|take it out|"
    "we don't want".split("|")
)
"""Words said around a change at the set-up question ("can we have lifestyle rules instead",
"get rid of the computer"): listened for, so that they are not heard as changes."""


CONTINUE_WORDS = ("continue", "resume", "go on", "old", "yes", "keep", "carry on")
"""To a saved game: continue it (read by :func:`~.answers.continue_or_new`)."""
NEW_WORDS = ("new", "anew", "start again", "start over", "fresh", "no")
"""To a saved game: start anew."""
RESUME_ANSWERS = (*CONTINUE_WORDS, *NEW_WORDS, "new game", "old game", "start anew")
"""What is listened for when a saved game is found: continue it, or start anew."""
RESUME_LISTENING = (*RESUME_ANSWERS, *SETUP_HOST_WORDS)
"""What the saved game's question listens for: its answers and the host's words."""
