"""``python -m benchmarks.voice.correction_blind``: the blind set of chain corrections is
whole, each correction is turned into the game's move as the helper meant it, and a wrong act
is scored false."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from benchmarks.voice.correction_blind import DATA, correction_corpus, move_json, outcome

SECOND = DATA.with_name("correction-blind-phrasings-2.jsonl")


@pytest.mark.parametrize(
    ("path", "kinds"),
    [
        (DATA, {"move": 80, "place": 20, "doubt": 10, "none": 10}),
        (SECOND, {"move": 67, "place": 15, "doubt": 10, "none": 11}),
    ],
)
def test_the_sets_are_whole_and_every_line_fits_its_scene(path, kinds):
    corpus = correction_corpus(path)
    assert Counter("none" if u.expected is None else u.expected["kind"] for u in corpus) == kinds
    for u in corpus:
        assert u.ctx.can_move
        if u.expected is not None and u.expected["kind"] == "move":
            assert 0 <= u.expected["card"] < len(u.ctx.chain), u.text
            assert 0 <= u.expected["slot"] < len(u.ctx.chain), u.text


@pytest.mark.parametrize(
    ("meaning", "move"),
    [
        ({"card": 0, "after": 1}, {"card": 0, "slot": 1}),  # swap the first two of three
        ({"card": 2, "to": "start"}, {"card": 2, "slot": 0}),
        ({"card": 0, "to": "end"}, {"card": 0, "slot": 2}),
        ({"card": 2, "before": 1}, {"card": 2, "slot": 1}),
        ({"card": 1, "after": 2}, {"card": 1, "slot": 2}),
    ],
)
def test_a_correction_is_the_games_move(meaning, move):
    assert move_json({"kind": "move", **meaning}, 3) == {"kind": "move", **move}


def test_a_wrong_act_is_scored_false():
    right = next(u for u in correction_corpus() if u.text == "swap the first two")
    assert outcome(right)[0] == "accept-act"
    wrong = replace(right, expected={"kind": "move", "card": 1, "slot": 0})
    assert outcome(wrong)[0] == "false"


def test_spoken_a_line_is_heard_with_the_turns_phrase_list_and_decided(model_path) -> None:
    """``--spoken`` says the line and hears it through the game's own loop with the turn's
    phrase list (which lists "move ... at the end" when correcting is allowed); a line heard
    so is decided like any turn."""
    from benchmarks.voice.setup_blind import hearer
    from voice_game.speech.recognizer import Recognizer

    u = next(u for u in correction_corpus() if u.text == "Swap the first two.")
    asked: list[list[str]] = []
    hear = hearer("move the first card to the end", Recognizer(model_path), "en-us")

    def listening(phrases, unfinished=None):
        asked.append(list(phrases))
        return hear(phrases, unfinished)

    result, got = outcome(
        replace(u, expected=move_json({"card": 0, "to": "end"}, 3)), hear=listening
    )
    assert any(p.startswith("move ") for p in asked[0]), "the turn's phrase list, moves in it"
    assert result in ("accept-act", "accept-ask"), (result, got)
