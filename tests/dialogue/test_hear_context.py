"""Hostile CONTEXT.json files for ``hear``: refused with one line, never guessed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from voice_game.dialogue.hear import (
    NOISE_EXPLAINED,
    ContextError,
    context_from_json,
    context_to_json,
    hear_result,
    read_context,
)
from voice_game.heard import Heard
from voice_game.intent import CardName, TurnContext

GOOD = {"chain": ["Apollo 11 lands on the Moon"], "hand": ["Bell patents the telephone"]}


def write(tmp_path: Path, data: object | bytes) -> Path:
    path = tmp_path / "context.json"
    path.write_bytes(data if isinstance(data, bytes) else json.dumps(data).encode())
    return path


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ({**GOOD, "can_doubt": "no"}, "'can_doubt' must be true or false"),
        ({**GOOD, "can_move": 1}, "'can_move' must be true or false"),
        ({**GOOD, "chain": ["x"] * 1001}, "more than 1000 cards"),
        ({**GOOD, "hand": ["x"] * 201}, "more than 200 cards"),
        ({**GOOD, "players": ["A"] * 21}, "at most 20 names"),
        ({**GOOD, "players": [1, 2]}, "at most 20 names"),
        ({**GOOD, "current": ["Ann"]}, "'current' must be a name"),
        ({**GOOD, "chain": ["x" * 301]}, "longer than 300"),
        ({**GOOD, "hand": [{"event": "x", "aliases": ["a"] * 31}]}, "more than 30 aliases"),
        ({**GOOD, "hand": [{"event": "x", "aliases": "a"}]}, "must be a list"),
        ({**GOOD, "hand": [5]}, "expected an event text"),
        ([], "must be a JSON object"),
        ({"chain": "abc"}, "must be lists"),
        (b"[" * 100_000, "nested too deeply"),
        (b"\xff\xfe{}", "not UTF-8"),
        (b"{", "not valid JSON"),
        (b" " * (4 * 1024 * 1024 + 1), "larger than"),
        ({**GOOD, "last_placed": 1}, "'last_placed' must be the index of a card"),
        ({**GOOD, "last_placed": True}, "'last_placed' must be the index of a card"),
        ({**GOOD, "last_placed": 0, "last_placer": 7}, "'last_placer' must be a name"),
        ({**GOOD, "last_placed": 0, "last_placer": "A" * 301}, "longer than 300"),
    ],
)
def test_a_hostile_context_is_refused(tmp_path, data, words):
    with pytest.raises(ContextError, match=words):
        read_context(write(tmp_path, data))


def test_a_context_folder_is_refused(tmp_path):
    with pytest.raises(ContextError, match="is a folder"):
        read_context(tmp_path)


def test_flags_given_as_booleans_are_read(tmp_path):
    ctx = read_context(write(tmp_path, {**GOOD, "can_doubt": False, "can_move": True}))
    assert (ctx.can_doubt, ctx.can_move) == (False, True)


def test_a_context_with_a_byte_order_mark_and_150_chain_cards_is_read(tmp_path):
    chain = [f"Event number {i} happens" for i in range(150)]
    path = write(tmp_path, b"\xef\xbb\xbf" + json.dumps({**GOOD, "chain": chain}).encode())
    assert len(read_context(path).chain) == 150


def test_a_turn_written_as_context_json_reads_back_the_same() -> None:
    ctx = TurnContext(
        chain=(CardName("Apollo 11 lands on the Moon", ("the moon landing",)),),
        hand=(CardName("Bell patents the telephone", ("the telephone",)),),
        players=("Ann", "Ben"),
        current="Ben",
        can_place=True,
        can_doubt=False,
        can_move=True,
        can_undo=False,
        last_placed=0,
        last_placer="Ann",
    )
    assert context_from_json(json.loads(json.dumps(context_to_json(ctx)))) == ctx


def test_hear_says_when_the_game_would_take_speech_for_other_voices() -> None:
    ctx = context_from_json(GOOD)
    chatter = hear_result(Heard("", (("[unk]", 0.6), ("[unk]", 0.5))), ctx)
    assert chatter["status"] == "none"
    assert chatter["explain"].startswith(NOISE_EXPLAINED)
    placed = hear_result(Heard.typed("at the start"), ctx)
    assert placed["status"] == "act" and NOISE_EXPLAINED not in placed["explain"]
    nonsense = hear_result(Heard.typed("purple elephants"), ctx)
    assert nonsense["status"] == "none" and NOISE_EXPLAINED not in nonsense["explain"]
