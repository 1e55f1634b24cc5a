"""``python -m benchmarks.voice.setup_blind``: each blind set-up line goes through the
question's own code and is scored; a line the game takes wrongly is scored as false, so the
table cannot flatter (the scorer is checked on lines whose outcome is known)."""

from __future__ import annotations

from pathlib import Path

import pytest

from benchmarks.voice.setup_blind import (
    DATA,
    Line,
    _unfinished_save,
    hearer,
    lines,
    outcome,
    surely,
)
from voice_game.heard import Heard

HELD_OUT = DATA.with_name("setup-blind-phrasings-2.jsonl")


@pytest.fixture(scope="module")
def save(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return _unfinished_save(tmp_path_factory.mktemp("saved"))


@pytest.mark.parametrize(
    ("question", "context", "text", "meaning", "scored"),
    [
        ("count", "", "four", "count 4", "act"),
        ("count", "", "four", "count 5", "false (count 4)"),  # a wrong count is false
        ("count", "", "quit", "quit", "act"),
        ("count", "", "what a lovely evening", "chatter", "chatter-left"),
        ("name", "player 2", "my name is ben", "name Ben", "ask"),
        ("readback", "Anna? true name Anna", "yep", "yes", "act"),
        ("summary", "", "start", "start", "act"),
        ("summary", "", "sara five", "hand Sara 5", "act"),
        ("summary", "", "sara five", "hand Ben 5", "false (hand Sara 5)"),
        ("saved", "", "new game", "new", "act"),
        ("saved", "", "new game", "continue", "false (new)"),
        ("readback", "Rob? true name Bob", "no, it's bob", "name Bob", "ask"),  # "Bob?"
        ("readback", "Rob? true name Bob", "no, it's bob", "name Tom", "asked-wrong (asked Bob?)"),
        ("readback", "Rob? true name Rob", "say again", "repeat", "act"),  # "Rob?" again
        (
            "summary",
            "One player: David, and a computer player, level intermediate. Lifestyle rules.",
            "david should get eight",
            "hand David 8",  # not "everyone": the computer player keeps nine
            "act",
        ),
    ],
)
def test_the_scorer_on_lines_whose_outcome_is_known(
    save: Path, question: str, context: str, text: str, meaning: str, scored: str
) -> None:
    line = Line("t", question, context, text, meaning)
    assert outcome(line, hearer(text, None, ""), save) == scored


@pytest.mark.parametrize(("path", "count"), [(DATA, 160), (HELD_OUT, 150)])
def test_every_blind_line_is_of_a_question_the_scorer_asks(path: Path, count: int) -> None:
    found = lines(path)
    assert len(found) == count
    assert {line.question for line in found} == {"count", "name", "readback", "summary", "saved"}
    assert all(line.text and line.meaning for line in found)


def test_a_line_is_heard_word_for_word_without_its_punctuation() -> None:
    assert surely("Ten! We're ten!").text == "ten we're ten"


@pytest.mark.parametrize(
    ("meaning", "scored"),
    [("hand Sara 5", "ask"), ("hand Ben 5", "asked-wrong (asked Sara five?)")],
)
def test_a_read_back_is_scored_by_what_it_asks(save: Path, meaning: str, scored: str) -> None:
    """ "sara five" heard faintly is read back "Sara five?": right for Sara, wrong for Ben."""
    faint = Heard("sara five", (("sara", 0.5), ("five", 1.0)))
    line = Line("t", "summary", "", "sara five", meaning)
    assert outcome(line, lambda _phrases, _unfinished=None: faint, save) == scored


def test_a_spoken_line_is_heard_by_the_games_own_listening_loop(model_path: Path) -> None:
    """``--heard spoken`` hears as the game hears: its loop, both decoders (the second
    decoder's reading is the Heard's ``raw``), the question's phrase list."""
    from voice_game.speech.recognizer import Recognizer

    hear = hearer("three please", Recognizer(model_path), "en-us")
    heard = hear(["two", "three", "please"])
    assert heard.text == "three please"
    assert heard.raw is not None and heard.raw.text == "three please"
