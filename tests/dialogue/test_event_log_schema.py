"""The event log's schema: the fields and types docs/event-log.md documents, for every line."""

from __future__ import annotations

import json

import pytest

from .scripting import new_game_args, plan_game
from .test_scripted_games import run_cli

CARD = {"id": str, "event": str}
SCHEMA: dict[str, dict[str, object]] = {
    "game_started": {
        "rules": str,
        "players": [str],
        "seed": int,
        "hand_size": int,
        "first_player": str,
        "first_player_is": str,
        "decks": [str],
        "card_count": int,
        "people": [str],
        "seats": [[str]],
        "hand_sizes": [int],
    },
    "dealt": {"player": str, "cards": [CARD], "computer": bool, "level": "str-or-null"},
    "round_started": {"round": int, "first_player": str, "start_cards": [CARD]},
    "turn": {"player": str, "phase": str, "chain": [str], "hand_count": int},
    "start_ordered": {"player": str, "swapped": bool, "chain": [str]},
    "placed": {"player": str, "card": CARD, "slot": int, "chain": [str], "cards_left": int},
    "moved": {"player": str, "card": CARD, "slot": int, "chain": [str]},
    "undone": {
        "player": str,
        "what": str,
        "chain": [str],
        "action": str,
        "card": "card-or-null",
    },
    "last_card": {"player": str, "challenger": str},
    "doubted": {"player": str, "accused": str},
    "revealed": {
        "chain": [{"id": str, "event": str, "year": str, "earliest": int, "latest": int}],
        "correct": bool,
        "conflict": "pair-or-null",
    },
    "chain_put_aside": {"count": int},
    "penalty": {"player": str, "count": int, "cards": [CARD], "reason": str},
    "reshuffled": {"count": int},
    "pile_empty": {"wanted": int, "purpose": str},
    "direction_reversed": {"player": str},
    "overtime": {"player": str},
    "won": {"player": str, "by": str},
    "refused": {
        "player": str,
        "asked": {"action": str},
        "reason": str,
    },
}


def conforms(value: object, shape: object) -> bool:
    if shape == "str-or-null":
        return value is None or isinstance(value, str)
    if shape == "card-or-null":
        return value is None or conforms(value, CARD)
    if shape == "pair-or-null":
        return value is None or (
            isinstance(value, list) and len(value) == 2 and all(isinstance(v, int) for v in value)
        )
    if isinstance(shape, list):
        return isinstance(value, list) and all(conforms(item, shape[0]) for item in value)
    if isinstance(shape, dict):
        return (
            isinstance(value, dict)
            and set(shape) <= set(value)
            and all(conforms(value[key], sub) for key, sub in shape.items())
        )
    assert isinstance(shape, type)
    if shape is int:
        return isinstance(value, int) and not isinstance(value, bool)
    return isinstance(value, shape)


def test_every_line_matches_the_documented_schema(tmp_path):
    plan = plan_game("lifestyle", ("Ann", "Ben", "Cara"), seed=5)
    log = tmp_path / "events.jsonl"
    lines = ["I doubt", "card 1 at the start", "undo", "yes", *plan.lines]
    result = run_cli(
        [
            *new_game_args("lifestyle", 5),
            "--events",
            str(log),
        ],
        lines,
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in log.read_text().splitlines()]
    seen = set()
    for record in records:
        kind = record["type"]
        assert kind in SCHEMA, kind
        assert conforms(record, SCHEMA[kind]), record
        assert isinstance(record["game"], str) and isinstance(record["seq"], int)
        seen.add(kind)
    for must in (
        "game_started",
        "dealt",
        "round_started",
        "placed",
        "doubted",
        "revealed",
        "penalty",
        "direction_reversed",
        "won",
        "undone",
        "refused",
    ):
        assert must in seen, must
    started = records[0]
    assert len(started["seats"]) == len(started["players"]) == len(started["hand_sizes"])
    assert started["people"] == [person for seat in started["seats"] for person in seat]
    refused = next(r for r in records if r["type"] == "refused")
    assert (refused["asked"], refused["reason"]) == ({"action": "doubt"}, "nothing-placed")
    undone = next(r for r in records if r["type"] == "undone")
    assert undone["action"] == "place" and undone["card"] is not None
    assert records[-1]["by"] in ("accepted", "correct-reveal")
    revealed = [c for r in records if r["type"] == "revealed" for c in r["chain"]]
    assert all(c["earliest"] <= c["latest"] and c["earliest"] != 0 for c in revealed)
    assert any(c["earliest"] < 0 for c in revealed), "a BC card is revealed as a negative year"


def test_refusals_survive_a_resume_without_gaps_or_repeats(tmp_path):
    log = tmp_path / "events.jsonl"
    save = tmp_path / "save.json"
    files = ["--events", str(log), "--save", str(save)]
    first = run_cli([*new_game_args("lifestyle", 5), *files], ["I doubt", "quit"], tmp_path)
    assert first.returncode == 0, first.stderr
    again = run_cli(["--resume", *files], ["I doubt", "quit"], tmp_path)
    assert again.returncode == 0, again.stderr
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert [r["seq"] for r in records] == list(range(1, len(records) + 1))
    refused = [r for r in records if r["type"] == "refused"]
    assert [(r["player"], r["reason"]) for r in refused] == [("Ann", "nothing-placed")] * 2
    assert "Nobody has placed a card this round: nothing to doubt." in again.stdout


PRESETS = ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli")


@pytest.mark.parametrize("rules", PRESETS)
def test_the_log_alone_referees_hand_counts_and_the_win(tmp_path, rules):
    """Everything a referee needs is in the log: follow every seat's cards from the deal,
    placements, take-backs and penalties, and check them against each turn's count."""
    players = ("Ann", "Ben", "Cara")
    plan = plan_game(rules, players, seed=5)
    log = tmp_path / "events.jsonl"
    lines = ["I doubt", "card 1 at the start", "undo", "yes", *plan.lines]
    result = run_cli([*new_game_args(rules, 5), "--events", str(log)], lines, tmp_path)
    assert result.returncode == 0, result.stderr
    records = [json.loads(line) for line in log.read_text().splitlines()]
    started = records[0]
    held = dict.fromkeys(started["players"], 0)
    seen: set[str] = set()
    for at, record in enumerate(records):
        kind = record["type"]
        if kind == "dealt":
            held[record["player"]] = len(record["cards"])
            seen.update(card["id"] for card in record["cards"])
        elif kind == "placed":
            held[record["player"]] -= 1
            assert held[record["player"]] == record["cards_left"]
        elif kind == "undone" and record["action"] == "place":
            held[record["player"]] += 1
        elif kind == "penalty":
            held[record["player"]] += len(record["cards"])
            seen.update(card["id"] for card in record["cards"])
        elif kind == "turn":
            assert held[record["player"]] == record["hand_count"], (at, record)
        elif kind == "won":
            before = [r["type"] for r in records[:at]]
            if record["by"] == "accepted":
                assert before[-2:] == ["last_card", "turn"]
            else:
                assert records[at - 1]["type"] == "revealed" and records[at - 1]["correct"]
            assert held[record["player"]] == 0
    assert [r["type"] for r in records].count("refused") == 1  # the game followed the plan
    assert records[-1]["type"] == "won"
    dealt = [len(r["cards"]) for r in records if r["type"] == "dealt"]
    assert dealt == started["hand_sizes"]
    assert len(seen) <= started["card_count"]
