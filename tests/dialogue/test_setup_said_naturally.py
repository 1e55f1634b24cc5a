"""Set-up answers as a table says them: lines of the blind set-up phrasings
(``testkit/voice/data/setup-blind-phrasings.jsonl``, written by a helper who read no code)
that the set-up did not take, or took wrongly, before these readings."""

from __future__ import annotations

import pytest

from voice_game.app.setup_names import ask_name, confirm_name
from voice_game.app.setup_table import Change, Table, read_changes
from voice_game.dialogue.decider import DecisionKind
from voice_game.dialogue.names import COMMON_NAMES
from voice_game.dialogue.setup_answers import setup_decision
from voice_game.heard import Heard
from voice_game.intent.answers import count_said
from voice_game.intent.phrases import NAME_CARRIERS

from .test_voice_setup import Table as Script
from .test_voice_setup import heard


@pytest.mark.parametrize(
    "said", ["yep", "yeah, that's right", "correct", "that's me", "yes that's me", "yup"]
)
def test_a_name_read_back_is_confirmed_in_the_tables_words(said):
    """Each was taken as a no, and the player's name was asked again."""
    assert confirm_name(Script([said.replace(",", "")]), "Anna?", "anna", COMMON_NAMES) == "anna"


@pytest.mark.parametrize("said", ["no", "nope", "no, it's hannah", "mm"])
def test_anything_else_to_a_name_read_back_is_no(said):
    assert confirm_name(Script([said.replace(",", "")]), "Anna?", "anna", COMMON_NAMES) != "anna"


@pytest.mark.parametrize(
    ("said", "count"),
    [
        ("we're five no wait six grandma's playing too", 6),
        ("er one two three four five five", 5),
        ("just me", 1),
        ("it's just me tonight", 1),
        ("two of us me and my husband", 2),
    ],
)
def test_the_count_is_the_last_number_said(said, count):
    assert count_said(said) == count


def test_me_with_someone_is_no_count_of_one():
    assert count_said("just me and ben") is None


def test_the_name_question_listens_for_the_words_around_a_name():
    """Spoken "my name is ben" was heard "Mike": "my" was no word the question listened for."""
    script = Script(["my name is ben", "yes"])
    ask_name(script, 1, [])
    assert script.asked == ["Player 1, your first name?", "Ben?"]


class _Listening(Script):
    """Keeps the phrase list of the first listening (the name question's)."""

    phrases: list[str] | None = None

    def listen(self, phrases, timeout, unfinished=None):
        if self.phrases is None:
            self.phrases = list(phrases)
        return super().listen(phrases, timeout, unfinished)


def test_the_carriers_are_on_the_name_questions_list():
    script = _Listening(["ben", "yes"])
    ask_name(script, 1, [])
    assert set(NAME_CARRIERS) <= set(script.phrases)


TABLE = Table(people=["Anna", "Ben", "Sara"])
WITH_A_COMPUTER = Table(people=["Lucy", "Peter", "Kate"], computers=1)


@pytest.mark.parametrize(
    ("said", "table", "changes"),
    [
        ("sounds good to me", TABLE, [Change("start")]),
        ("yeah that's fine start", TABLE, [Change("start")]),
        ("ok let's go", TABLE, [Change("start")]),
        ("never mind we'll play tomorrow", TABLE, []),  # was start
        ("only the showbiz cards", TABLE, [Change("decks", value="showbizz")]),
        (
            "all the cards is fine but showbiz rules",
            TABLE,
            [Change("decks", value="all"), Change("rules", value="showbizz")],
        ),
        ("what can i change", TABLE, [Change("help")]),
        ("what does lifestyle mean", TABLE, [Change("help")]),
        ("make the computer harder expert", WITH_A_COMPUTER, [Change("level", value="expert")]),
        ("put the computer on beginner", WITH_A_COMPUTER, [Change("level", value="beginner")]),
        (
            "put the computer on beginner",
            TABLE,
            [Change("add"), Change("level", value="beginner")],
        ),
        (
            "add another computer expert",
            WITH_A_COMPUTER,
            [Change("add"), Change("level", value="expert")],
        ),
        ("it said sara but she's zara", TABLE, [Change("rename", "Sara")]),
    ],
)
def test_the_set_up_question_reads_what_the_table_says(said, table, changes):
    assert read_changes(said, table) == changes


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("actually let's not, turn it off", DecisionKind.GOODBYE),
        ("forget it, switch off", DecisionKind.GOODBYE),
        ("how does this work exactly?", DecisionKind.HELP),
        ("i don't know what i'm supposed to say", DecisionKind.HELP),
        ("turn off the music", DecisionKind.ANSWER),
    ],
)
def test_the_host_words_in_the_tables_own_words(said, kind):
    assert setup_decision(Heard.typed(said)).kind is kind
    spoken = DecisionKind.ASK if kind is DecisionKind.GOODBYE else kind  # "Quit?" among words
    assert setup_decision(heard(said.replace(",", "").replace("?", ""))).kind is spoken
