"""``python -m benchmarks.voice.answers_blind``: each blind answer to a question of play goes
to the one decider with its question open and is scored; a wrong take is scored false, so
the table cannot flatter (the scorer is checked on lines whose outcome is known)."""

from __future__ import annotations

import json

import pytest

from benchmarks.voice.answers_blind import QUESTIONS, Line, lines, outcome
from testkit.voice.corpus import BLIND_SCENES

SCENES = {s["scene"]: s for s in json.loads(BLIND_SCENES.read_text(encoding="utf-8"))}
READ_BACK = "Safety match before basketball?"
CHOICE = "Safety match before basketball, or paris metro before basketball?"
AGAIN = "Play again with the same players, yes or quit?"


@pytest.mark.parametrize(
    ("question", "asked", "text", "meaning", "scored"),
    [
        ("confirm", READ_BACK, "yes", "yes", "act"),
        ("confirm", READ_BACK, "yes", "no", "false (answer Place(card=0, slot=0))"),
        ("confirm", READ_BACK, "no", "no", "act"),
        ("confirm", READ_BACK, "no", "yes", "again"),
        ("choice", CHOICE, "the second", "second", "act"),
        ("choice", CHOICE, "the second", "first", "false (answer Place(card=1, slot=0))"),
        ("doubt", "Doubt?", "yes i doubt it", "yes", "act"),
        ("doubt", "Doubt?", "yes i doubt it", "no", "false (answer Doubt())"),
        ("again", AGAIN, "one more round", "rematch", "act"),
        ("again", AGAIN, "one more round", "quit", "false (rematch"),
        ("again", AGAIN, "what a game", "chatter", "chatter-left"),
    ],
)
def test_the_scorer_on_lines_whose_outcome_is_known(question, asked, text, meaning, scored):
    assert outcome(Line("t", "s1", question, asked, text, meaning), SCENES).startswith(scored)


def test_a_placement_meant_is_scored_by_where_it_goes():
    line = Line("t", "s1", "confirm", READ_BACK, "no, the paris metro after mother's day",
                "place", {"card": "paris metro", "where": "after mother's day"})  # fmt: skip
    assert outcome(line, SCENES) in ("act", "ask")
    wrong = Line("t", "s1", "confirm", READ_BACK, "no, the paris metro after mother's day",
                 "place", {"card": "crayola", "where": "at the end"})  # fmt: skip
    assert outcome(wrong, SCENES).startswith(("false", "asked-wrong"))


def test_every_line_is_of_a_question_the_scorer_asks():
    found = lines()
    assert len(found) == 140
    assert {line.question for line in found} == set(QUESTIONS)
    assert all(line.text and line.meaning for line in found)
    assert all(bool(line.place) == (line.meaning == "place") for line in found)
