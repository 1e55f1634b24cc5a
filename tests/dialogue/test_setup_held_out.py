"""Set-up answers of the second blind set (``testkit/voice/data/setup-blind-phrasings-2.jsonl``,
written by a helper who read no code, measured before any line of it was read) that the
set-up took wrongly or did not take, and the general readings they asked for."""

from __future__ import annotations

from pathlib import Path

import pytest

from voice_game.app.setup_names import ask_name
from voice_game.app.setup_table import Change, Table, read_changes
from voice_game.dialogue.decider import DecisionKind
from voice_game.dialogue.hand_sizes import read_hand_sizes
from voice_game.dialogue.saved_game import settle_saved_game
from voice_game.dialogue.setup_answers import setup_decision
from voice_game.heard import UNHEARD, Heard
from voice_game.intent.answers import continue_or_new, says_yes

from .test_voice_setup import Table as Script
from .test_voice_setup import heard

NAMES = ["Anna", "Ben", "Sara", "Lucy", "Kate", "Emma", "George", "Mary", "John", "Tom"]


@pytest.mark.parametrize(
    ("said", "sizes"),
    [
        # each gave one player a size (a false action), or the wrong player one
        ("give emma six and george ten", [("Emma", 6), ("George", 10)]),
        ("mary six and john eight please", [("Mary", 6), ("John", 8)]),
        ("lucy's the youngest so five cards for her and kate seven", [("Lucy", 5), ("Kate", 7)]),
        ("five for lucy and seven for kate", [("Lucy", 5), ("Kate", 7)]),
        ("sara and ben five each", [("Sara", 5), ("Ben", 5)]),
        ("tom can have five no four four cards for tom", [("Tom", 4)]),  # five was taken
        ("sara and ben five", []),  # one number for two names: whose?
        ("sara should only get five", [("Sara", 5)]),
    ],
)
def test_several_hand_sizes_in_one_answer_are_paired_in_order(said, sizes):
    assert read_hand_sizes(said, NAMES) == sizes


TABLE = Table(people=["Lucy", "Peter", "Kate"], computers=1)


@pytest.mark.parametrize(
    ("said", "change"),
    [
        ("actually get rid of the computer player", "remove"),  # each added a computer player
        ("we don't want the computer take it out", "remove"),
        ("no more computer players", "remove"),
        ("no computer please", "remove"),
        ("we don't want the computer", "remove"),  # added one: "don't" is read "do not"
        ("we dont need a computer", "remove"),
    ],
)
def test_the_table_takes_the_computer_away_in_its_own_words(said, change):
    assert read_changes(said, TABLE) == [Change(change)]


@pytest.mark.parametrize(
    "said",
    [
        "don't add a computer",  # each added a computer player
        "we do not want to add a computer",  # removed the one playing, or said there is none
        "no need to add a computer player",
        "never mind the computer, we don't need to add one",
    ],
)
def test_a_computer_not_to_be_added_is_not_added(said):
    assert read_changes(said, Table(people=["Anna", "Ben"])) == []
    assert read_changes(said, TABLE) == []


def test_not_adding_but_removing_removes():
    assert read_changes("don't add a computer, take it out", TABLE) == [Change("remove")]


@pytest.mark.parametrize("said", ["ben, do you want the computer in?", "anna what do you think"])
def test_a_question_to_a_player_changes_nothing(said):
    """The first blind set's "ben, do you want the computer in?" added a computer player."""
    assert read_changes(said, Table(people=["Anna", "Ben"])) == []


def test_a_player_named_first_still_takes_a_size():
    table = Table(people=["Anna", "Sara"])
    assert read_changes("sara should only get five", table) == [Change("hand", "Sara", 5)]


def test_no_before_adding_a_computer_adds_one():
    """ "no" alone was a word for removing: "no, add a computer" removed the one playing."""
    assert read_changes("no add a computer player", TABLE) == [Change("add")]


def test_everyone_takes_the_last_number_when_one_is_taken_back():
    assert read_changes("everyone six no wait seven", TABLE) == [Change("everyone", number=7)]


@pytest.mark.parametrize("said", ["yep that's all fine start", "that's all correct you can begin"])
def test_start_with_the_tables_yes_words(said):
    assert read_changes(said, Table(people=["Anna", "Ben"])) == [Change("start")]


@pytest.mark.parametrize(
    ("answers", "asked", "name"),
    [
        (["rob", "no it's bob", "yes"], ["Rob?", "Bob?"], "Bob"),
        (["amy", "not amy emily", "yes"], ["Amy?", "Emily?"], "Emily"),
        (["mike", "no no mark", "yes"], ["Mike?", "Mark?"], "Mark"),
        (["rob", "sorry what", "yes"], ["Rob?", "Rob?"], "Rob"),  # the read-back again
    ],
)
def test_a_name_given_with_a_no_is_read_back_in_its_turn(answers, asked, name):
    """Each asked "Player 1, your first name?" again, as if no name had been given."""
    script = Script(answers)
    assert ask_name(script, 1, []) == name
    assert script.asked[1:] == asked


def test_a_plain_no_asks_the_name_again():
    script = Script(["rob", "no", "bob", "yes"])
    assert ask_name(script, 1, []) == "Bob"
    question = "Player 1, your first name?"
    assert script.asked == [question, "Rob?", question, "Bob?"]


class _SecondListening(Script):
    """Keeps the phrase list of the second listening (the read-back's)."""

    second: list[str] = []

    def listen(self, phrases, timeout, unfinished=None):
        if len(self.asked) == 1:
            self.second = list(phrases)
        return super().listen(phrases, timeout, unfinished)


def test_the_read_back_listens_for_names_and_refusals():
    reading = _SecondListening(["rob", "yes"])
    ask_name(reading, 1, [])
    assert {"bob", "no", "not", "yes"} <= set(reading.second)


@pytest.mark.parametrize("said", ["uh huh that's it", "mm yes ruth", "spot on", "mm-hm", "yes."])
def test_a_yes_in_the_tables_words(said):
    assert says_yes(said)


@pytest.mark.parametrize(
    ("said", "decision"),
    [
        ("continue no actually new new game", False),  # was asked again
        ("new game no wait continue", True),
        ("new no continue", None),
    ],
)
def test_the_saved_game_answer_after_taking_back_decides(said, decision):
    assert continue_or_new(said) is decision


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("what does that mean", DecisionKind.HELP),
        ("turn it off", DecisionKind.GOODBYE),
        ("sorry what did it say", DecisionKind.AGAIN),
        ("i don't understand", DecisionKind.HELP),
    ],
)
def test_host_words_in_the_tables_own_words(said, kind):
    assert setup_decision(heard(said)).kind is kind


def test_speech_not_understood_at_the_saved_game_asks_again(tmp_path: Path):
    """Chatter heard as nothing but unknown words continued the game, as silence does."""
    from tests.bench.test_setup_blind import _unfinished_save

    save = _unfinished_save(tmp_path)
    answers = [Heard("", ((UNHEARD, 0.9), (UNHEARD, 0.8))), heard("new"), heard("yes")]
    asked: list[str] = []

    def ask(question: str) -> Heard | None:
        asked.append(question)
        return answers.pop(0)

    assert settle_saved_game(save, False, ask, lambda _line: None) is False
    assert asked[1] == "Please say continue, or new."


@pytest.mark.parametrize("said", ["carry on quit", "neither just turn it off", "ok quit"])
def test_a_spoken_quit_among_other_words_is_read_back(said):
    """ "carry on with that one" was heard "carry on quit" at full confidence, and the set-up
    ended; typed, the same words leave at once."""
    assert setup_decision(heard(said)).kind is DecisionKind.ASK
    assert setup_decision(Heard.typed(said)).kind is DecisionKind.GOODBYE


@pytest.mark.parametrize("said", ["quit", "exit", "switch it off", "end game"])
def test_a_spoken_quit_alone_leaves_at_once(said):
    assert setup_decision(heard(said)).kind is DecisionKind.GOODBYE


def test_the_names_of_the_readme_and_of_the_blind_scenes_are_listened_for():
    """A table that names itself as the README does ("Ann, Ben, Cara"), or as the blind
    scenes' players ("Chloe"), can say its names at set-up: "cara" and "chloe" were missing,
    so those players could only be seated as "Red"."""
    import json
    import re

    from testkit.voice.corpus import BLIND_SCENES
    from voice_game.dialogue.names import COMMON_NAMES

    root = Path(__file__).resolve().parents[2]
    readme = (root / "README.md").read_text(encoding="utf-8")
    examples = re.findall(r"--players ([A-Za-z,]+)", readme)
    names = {n.lower() for found in examples for n in found.split(",") if n != "computer"}
    scenes = json.loads(BLIND_SCENES.read_text(encoding="utf-8"))
    names |= {player.lower() for scene in scenes for player in scene["players"]}
    assert {"ann", "cara", "chloe"} <= names
    assert names <= set(COMMON_NAMES), names - set(COMMON_NAMES)
