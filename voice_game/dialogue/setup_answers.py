"""The host's own words at set-up: "quit", "help", "repeat" and "stop" work at every set-up
question and at the saved game's, typed or said, as in a turn.

Each answer keeps its :class:`~voice_game.heard.Heard` and is decided by the one decider
(:func:`~.decider.decide`, moment ``setup``): a host word heard clearly acts at once, one
heard faintly is read back in one word ("Quit?"), and anything else is the answer, which
the question itself reads (a count, names, rules, decks, continue or new).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from voice_game.computer import Level
from voice_game.heard import Heard
from voice_game.intent import Command, TurnContext
from voice_game.intent.answers import says_yes
from voice_game.intent.phrases import (
    COUNT_LISTENING,
    NAME_LISTENING,
    NAME_READ_BACK_LISTENING,
    RESUME_LISTENING,
    SETUP_HOST_WORDS,
    YES_OR_NO,
    setup_question_phrases,
)
from voice_game.intent.typed_setup import asks_a_question
from voice_game.intent.understand import heard_surely

from .decider import SETUP_WORDS, Decision, DecisionKind, Moment, decide
from .names import COMMON_NAMES
from .readback import ONE_WORD

Ask = Callable[[str], Heard | None]
"""Ask the table a question and hear the answer; ``None`` means no more input."""

SETUP_MOMENT = Moment(TurnContext(can_place=False, can_doubt=False, can_undo=False), "setup")
"""A set-up question: no cards in view, nothing to place or doubt."""
MOST_HOST_WORDS = 10
"""Host words in a row at one question (help, repeat) before the set-up is given up."""
LEAVE_HINT = "Say quit to leave."


class SetupAbandoned(Exception):
    """Input ended before the game could be set up."""


class SetupLeft(Exception):
    """The table said quit at a set-up question; ``farewell`` says what was kept."""

    def __init__(self, farewell: str = "Goodbye. Nothing was saved.") -> None:
        super().__init__(farewell)
        self.farewell = farewell


def setup_phrases() -> list[str]:
    """What ``voice-game hear`` listens for at the ``setup`` moment: every set-up question's
    own list (the count's, a name's, a read-back's, the saved game's, the one set-up
    question's changes) with the host's words. The game listens at each question for its
    part."""
    levels = [level.value for level in Level]
    found = [*COUNT_LISTENING, *COMMON_NAMES, *NAME_LISTENING, *YES_OR_NO, *RESUME_LISTENING]
    found += NAME_READ_BACK_LISTENING
    found += [*setup_question_phrases([], [], levels), *SETUP_HOST_WORDS]
    return list(dict.fromkeys(found))


def setup_decision(heard: Heard) -> Decision:
    """The decider's decision on an answer to a set-up question."""
    return decide(heard, SETUP_MOMENT)


def host_word(decision: Decision) -> str:
    """The host word a set-up decision read back ("quit" for "Quit?"), or ""."""
    reading = decision.reading
    if decision.kind is not DecisionKind.ASK or reading is None:
        return ""
    return reading.action.kind if isinstance(reading.action, Command) else ""


def confirmed(heard: Heard | None) -> bool:
    """A yes to a read-back ("Anna?", "Quit?"), heard clearly: the decider's reading of a yes
    ("yes", "yep", "yeah, that's right", "correct", "that's me")."""
    if heard is None or not heard_surely(heard):
        return False
    reading = setup_decision(heard).reading
    if reading is not None and reading.status == "act" and reading.action == Command("yes"):
        return True
    return says_yes(heard.text)


def ask_answer(
    ask: Ask,
    question: str,
    help_lines: Sequence[str],
    again: str = "",
    farewell: str = "Goodbye. Nothing was saved.",
) -> Heard:
    """The answer to ``question``, as heard. "help" is answered with ``help_lines`` and
    "repeat" or "stop" with the question (``again``, when the first asking carried a
    complaint about an earlier answer), each time asking again; "quit" raises
    :class:`SetupLeft` with ``farewell``. The end of input raises :class:`SetupAbandoned`."""
    prompt = question
    for _ in range(MOST_HOST_WORDS):
        heard = ask(prompt)
        if heard is None:
            raise SetupAbandoned
        decision = setup_decision(heard)
        kind = decision.kind
        if not heard.spoken and asks_a_question(heard.text):
            kind = DecisionKind.HELP  # "what's the difference?", "which is easiest"
        word = host_word(decision)
        if word:
            if not confirmed(ask(ONE_WORD[word])):
                prompt = again or question
                continue
            kind = SETUP_WORDS[word]
        if kind is DecisionKind.GOODBYE:
            raise SetupLeft(farewell)
        if kind is DecisionKind.HELP:
            prompt = "\n".join([*help_lines, again or question])
        elif kind is DecisionKind.AGAIN:
            prompt = again or question
        else:
            return heard
    raise SetupAbandoned


__all__ = [
    "LEAVE_HINT",
    "Ask",
    "SetupAbandoned",
    "SetupLeft",
    "ask_answer",
    "confirmed",
    "host_word",
    "setup_decision",
    "setup_phrases",
]
