"""Commands said wrapped in other words ("undo my last move please", "slow down a bit"):
found by their own words, read back when spoken, and never made from a placement, a doubt
or a card's words."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.heard import Heard
from voice_game.intent import Command, Place, understand

from .cards import BASE
from .hearing import surely

TURN = replace(BASE, can_undo=True)


def _typed(text: str):
    return understand(Heard.typed(text), TURN)


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("undo my last move please", "undo"),
        ("oh no, can i take back my last move", "undo"),
        ("can you read out the timeline again", "chain"),
        ("how many cards have we all got left", "counts"),
        ("slow down a bit please", "slower"),
        ("speed up a bit, would you", "faster"),
        ("louder, i can't hear you", "louder"),
        ("can you be a little quieter", "quieter"),
        ("shush, that's enough", "stop"),
        ("end the game and save it, we're done for tonight", "quit"),
    ],
)
def test_a_command_wrapped_in_other_words_is_found(said: str, kind: str) -> None:
    reading = _typed(said)
    assert reading.status != "none", said
    assert Command(kind) in [reading.action, *(c.action for c in reading.alternatives)], said


def test_typed_a_harmless_one_acts_and_a_consequential_one_is_asked() -> None:
    counts = _typed("how many cards have we all got left")
    assert (counts.status, counts.action) == ("act", Command("counts"))
    assert _typed("can you undo what i just did").status == "ask"


@pytest.mark.parametrize(
    "said",
    [
        "at the end of the day it's just a game",  # "end" and "game" too far apart
        "wait, take that back, that's wrong",  # a protest is never an undo
        "help, the jeans go before the moon landing",  # a placement's words
        "the printing press help",  # a card's word
        "slower and louder",  # two commands: which?
    ],
)
def test_no_command_is_spotted_in_these(said: str) -> None:
    reading = _typed(said)
    spotted = [reading.action, *(c.action for c in reading.alternatives)]
    assert not any(isinstance(a, Command) and a.kind in ("help", "undo", "quit") for a in spotted)
    assert reading.status != "act" or isinstance(reading.action, Place)


def test_spoken_it_stays_a_question_and_needs_both_decoders() -> None:
    said = "could you slow it down a touch"
    asked = understand(surely(said, said), TURN)
    assert (asked.status, asked.action) == ("ask", Command("slower"))
    # chatter heard as a command's word by one decoder only: nothing is asked
    alone = understand(surely("way it whose turn is this", "way it who is drink is this"), TURN)
    assert alone.status == "none"
