"""Requests and doubts in the words a table uses ("is it my go", "slow down a bit", "undo
my last move", "i doubt that card"): phrases the parser reads, so they act at once when
heard surely, typed or spoken, instead of being found by one word and read back."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.heard import Heard
from voice_game.intent import Command, Doubt, understand
from voice_game.intent.lexicon import cores
from voice_game.intent.wording import listening_phrases

from .cards import BASE
from .hearing import surely

TURN = replace(BASE, can_undo=True)


def _sure(text: str) -> Heard:
    """``text`` heard by both decoders, every word at full confidence."""
    return surely(text, text)


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("is it my go", "turn"),
        ("whose go is it", "turn"),
        ("read me the chain", "chain"),
        ("what cards are on the table", "chain"),
        ("what have i got", "hand"),
        ("how many cards has everyone got", "counts"),
        ("i did not catch that", "repeat"),
        ("i am confused", "help"),
        ("undo my last move", "undo"),
        ("take back my move", "undo"),
        ("let us end the game", "quit"),
        ("that is enough", "stop"),
        ("a bit slower", "slower"),
        ("could you slow down a little bit", "slower"),
        ("a bit faster would you", "faster"),
        ("i can not hear you", "louder"),
        ("speak up i can not hear you", "louder"),
        ("too loud", "quieter"),
        ("can you be a little quieter", "quieter"),
    ],
)
def test_a_request_in_table_words_acts_spoken_and_typed(said: str, kind: str) -> None:
    for heard in (_sure(said), Heard.typed(said)):
        reading = understand(heard, TURN)
        assert (reading.status, reading.action) == ("act", Command(kind)), said


@pytest.mark.parametrize(
    "said",
    ["i doubt that card", "i call doubt on that", "hang on i doubt that one",
     "i challenge the last card", "i dispute that", "that is rubbish i am doubting that",
     "doubting that one", "that can not be right i doubt it",
     "you are having a laugh doubt", "load of bull i challenge",
     "i think you got that wrong i doubt it"],
)  # fmt: skip
def test_a_doubt_in_table_words_acts(said: str) -> None:
    reading = understand(_sure(said), TURN)
    assert (reading.status, reading.action) == ("act", Doubt()), said


@pytest.mark.parametrize(
    "said",
    ["i doubt that card will ever turn up", "doubting thomas", "end game strategy is everything",
     "that is enough wine for me", "too slow mate"],
)  # fmt: skip
def test_chatter_with_those_words_is_never_acted_on(said: str) -> None:
    assert understand(_sure(said), TURN).status != "act", said


@pytest.mark.parametrize("said", ["that is rubbish", "you got that wrong", "load of bull"])
def test_a_protest_alone_is_read_back_as_a_doubt(said: str) -> None:
    reading = understand(_sure(said), TURN)
    assert (reading.status, reading.action) == ("ask", Doubt()), said


@pytest.mark.parametrize("said", ["i am doubting say more right", "doubting it now"])
def test_chatter_heard_as_doubting_is_not_a_doubt(said: str) -> None:
    # "i'm getting some more ice" and "whose turn is it now" (seeds 11 and 16, 20 dB): a
    # bare "i am doubting" or "doubting it" among the table's doubts made them doubts
    assert understand(_sure(said), TURN).status != "act", said


def test_softeners_are_left_out_wherever_they_come() -> None:
    assert "talk slower" in cores(("can", "you", "talk", "a", "bit", "slower"))
    assert "slow down" in cores(("slow", "down", "a", "little", "bit"))
    assert cores(("a", "bit")) == ["a bit"]  # nothing would be left: kept as said


def test_the_recogniser_does_not_listen_for_them() -> None:
    """Listened for, the table's words drew the recogniser away from the turn's other
    phrases (more utterances not understood on the default run, more wrong actions on the
    blind sets), so its phrase list is the host's own words: the table's act when heard in
    words it already knows, and always when typed."""
    listened = listening_phrases(TURN)
    heard = " ".join(listened).split()
    for word in ("hear", "dispute", "confused", "timeline"):
        assert word not in heard, word
    assert "is it my go" not in listened and "undo my last move" not in listened
    assert "is it my turn" in listened and "undo" in listened
