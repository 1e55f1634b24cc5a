"""The first set-up questions by voice: how many players, and each first name (read back
when spoken, for a name the recogniser lacks is heard as one it has; a seat name such as
"Red" when none is understood, said in the player's own recorded voice)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from voice_game.dialogue.decider import SETUP_WORDS, DecisionKind
from voice_game.dialogue.names import COMMON_NAMES
from voice_game.dialogue.readback import ONE_WORD
from voice_game.dialogue.setup_answers import (
    LEAVE_HINT,
    SetupLeft,
    confirmed,
    host_word,
    setup_decision,
)
from voice_game.dialogue.voice_io import Conversing
from voice_game.heard import Heard
from voice_game.intent import Command
from voice_game.intent.answers import count_said
from voice_game.intent.phrases import (
    COUNT_LISTENING,
    NAME_LISTENING,
    NAME_READ_BACK_LISTENING,
    NO,
    REFUSING,
    YES,
)
from voice_game.intent.understand import heard_surely
from voice_game.spoken.numbers import int_to_words

LISTEN_SECONDS = 30.0
SEAT_NAMES = ("Red", "Blue", "Green", "Gold", "Silver", "Purple", "Orange", "White", "Pink", "Grey")
"""Names for players whose own name was not understood: short, distinct, easy to hear."""
MIN_NAME_SAMPLES = 16000 // 5
"""A recording shorter than 0.2 s is no name."""
MOST_HOST_WORDS = 3
"""Host words ("help", "repeat") at one question that do not use up one of its tries."""
MOST_CORRECTIONS = 2
"""Names given in a refusal of a read-back ("no, it's Ellen"), each read back, per try."""
COUNT_HELP = "Say how many people are playing, a number from one to ten."
NAME_HELP = "Say your first name, just the name. If I cannot catch it, I give you a colour."
READ_BACK_HELP = "Say yes if I have your name right, or say no and your name."


def clearly(heard: Heard | None) -> bool:
    """Every word heard surely and nothing unmatched (a typed line always is)."""
    return heard is not None and heard_surely(heard)


def heard_text(heard: Heard | None) -> str:
    """What was heard, in lower case ("" for nothing)."""
    return heard.text.lower() if heard is not None else ""


def confirm(speaker: Conversing, question: str) -> bool:
    """One short yes/no question; only a yes heard clearly is a yes."""
    speaker.say([question])
    return confirmed(speaker.listen([*YES, *NO], LISTEN_SECONDS))


def confirm_name(speaker: Conversing, question: str, word: str, names: Sequence[str]) -> str:
    """A first name read back (``question``, "Helen?", for the listed ``word``): ``word``
    when the player says yes or the name again, another of ``names`` when the player
    refuses and gives it in the same breath ("no, it's Ellen, not Helen": "ellen", read back
    in its turn by the caller), or "" for a no."""
    for _ in range(MOST_HOST_WORDS):
        speaker.say([question])
        heard = speaker.listen([*names, *NAME_READ_BACK_LISTENING], LISTEN_SECONDS)
        if not host_words(speaker, heard, [READ_BACK_HELP], confirm_quit=True):
            return _name_given(heard, word, names)
    return ""


def _name_given(heard: Heard | None, word: str, names: Sequence[str]) -> str:
    """What an answer to a name read back gives (see :func:`confirm_name`)."""
    words = heard_text(heard).split()
    given = [
        w
        for before, w in zip(["", *words], words, strict=False)
        if w in names and w != word and before != "not"
    ]
    if given and any(w in REFUSING for w in words):
        return given[0]
    said_again = clearly(heard) and words == [word]  # "Anna?" "Anna"
    return word if confirmed(heard) or said_again else ""


def host_words(
    speaker: Conversing,
    heard: Heard | None,
    help_lines: Sequence[str] | None,
    confirm_quit: bool = False,
) -> str:
    """The host word ``heard`` was, once answered, so that the question is asked again
    ("help", "repeat", "stop"; "no" when its read-back was refused), or "" for an answer the
    question reads. "help" says ``help_lines`` (None: the question answers help itself, and
    "" is returned). "quit" raises :class:`~voice_game.dialogue.setup_answers.SetupLeft`,
    read back first ("Quit?") when heard faintly or when ``confirm_quit`` (at a name question
    a name the recogniser lacks comes out as a listed word at full confidence). The decider
    decides (moment ``setup``)."""
    if heard is None or not heard.said:
        return ""
    decision = setup_decision(heard)
    kind, word = decision.kind, host_word(decision)
    confirmed = False
    if word:
        if not confirm(speaker, ONE_WORD[word]):
            return "no"
        kind, confirmed = SETUP_WORDS[word], True
    elif decision.reading is not None and isinstance(decision.reading.action, Command):
        word = decision.reading.action.kind
    if kind is DecisionKind.GOODBYE:
        must_ask = confirm_quit and heard.spoken and not confirmed
        if must_ask and not confirm(speaker, ONE_WORD["quit"]):
            return "no"
        raise SetupLeft
    if kind is DecisionKind.HELP and help_lines is not None:
        speaker.say([*help_lines, LEAVE_HINT])
        return "help"
    return word if kind is DecisionKind.AGAIN else ""


# ------------------------------------------------------------------ count and names


def ask_count(speaker: Conversing) -> int:
    """How many people play (1 to 10); a faint number is read back, silence asks again."""
    question = "How many players?"
    tries = 0
    for _ in range(4 + MOST_HOST_WORDS):
        if tries == 4:
            break
        speaker.say([question])
        heard = speaker.listen(list(COUNT_LISTENING), LISTEN_SECONDS)
        if host_words(speaker, heard, [COUNT_HELP]):
            continue
        tries += 1
        count = count_said(heard_text(heard))
        if count is not None and (clearly(heard) or confirm(speaker, f"{said_number(count)}?")):
            return count
        question = "How many players, from one to ten?"
    return 2


def said_number(number: int) -> str:
    """A number as a sentence begins it ("Three")."""
    return int_to_words(number).capitalize()


def ask_name(speaker: Conversing, seat: int, taken: list[str]) -> str:
    """A first name from the list: typed, it is taken at once; spoken, it is read back
    in one word ("Anna?"), for a name the recogniser lacks is heard as one it has. When none
    is understood after two tries the player gets a seat name ("Red"), said aloud so the
    table can use it ("Red three"); the speaker then keeps the player's own recording of
    their first try and plays it wherever the game says that name. Nobody silently becomes
    "Player 2"."""
    recording: np.ndarray | None = None
    refused: set[str] = set()  # a name said "no" to is not heard again ("marie" for "mary")
    tries = 0
    for _ in range(2 + MOST_HOST_WORDS):
        if tries == 2:
            break
        speaker.say([f"Player {seat}, your first name?"])
        names = [n for n in COMMON_NAMES if n not in refused]
        heard = speaker.listen([*names, *NAME_LISTENING], LISTEN_SECONDS)
        if host_words(speaker, heard, [NAME_HELP], confirm_quit=True):
            continue
        tries += 1
        if recording is None:
            recording = getattr(speaker, "last_audio", None)
        found = [w for w in heard_text(heard).split() if w in COMMON_NAMES]
        if not found:
            speaker.say(["I did not catch a name."])
            continue
        if _typed_name(heard, found):
            return _seated(found[0], seat, taken)
        # A name the recogniser lacks comes out as a listed name at full confidence
        # ("zanzibar quokka" as "roger"), so a spoken name is read back in one word, and a
        # name given in a refusal ("no, it's Ellen") is read back in its turn.
        word = found[0]
        for _ in range(MOST_CORRECTIONS + 1):
            names = [n for n in COMMON_NAMES if n not in refused]
            answer = confirm_name(speaker, f"{_seated(word, seat, taken)}?", word, names)
            if answer == word:
                return _seated(word, seat, taken)
            refused.add(word)
            if not answer:
                break
            word = answer
    name = next((n for n in SEAT_NAMES if n not in taken), f"Seat {seat}")
    keep = getattr(speaker, "keep_name", None)
    if recording is not None and keep is not None and len(recording) >= MIN_NAME_SAMPLES:
        speaker.say([f"I could not catch your name, so at this table you are {name}."])
        keep(name, recording)  # said as the player said it from now on
        speaker.say([f"I will say it as you did, {name}."])
        return name
    speaker.say(
        [
            f"I could not catch your name, so at this table you are {name}. "
            "Names can also be given with the players option."
        ]
    )
    return name


def _seated(word: str, seat: int, taken: list[str]) -> str:
    """A listed first name as the table is told it ("Anna", or "Anna 2" when taken)."""
    name = word.capitalize()
    return f"{name} {seat}" if name in taken else name


def _typed_name(heard: Heard | None, found: list[str]) -> bool:
    """One name, typed: nothing in it can have been misheard."""
    return heard is not None and not heard.spoken and len(set(found)) == 1
