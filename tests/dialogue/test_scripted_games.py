"""Whole games through ``voice-game play --text`` with piped input, one per preset."""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from testkit.scripting import DECK, PLAYERS, new_game_args, plan_game, play

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
PRESETS = ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli")
EXPECTED = {
    # preset: (wrong doubt, right doubt, overtime penalty, reverses, first after a wrong doubt)
    "lifestyle": (4, 2, 2, True, "doubter"),
    "showbizz": (4, 2, 2, True, "doubter"),
    "wort-schrift-buch": (2, 3, 3, False, "next"),
    "penne-e-pennelli": (2, 3, 3, False, "next"),
}


def run_cli(args: list[str], lines: list[str], tmp_path: Path) -> subprocess.CompletedProcess[str]:
    return play(args, "".join(line + "\n" for line in lines), tmp_path, timeout=120)


def read_log(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text().splitlines()]


@pytest.mark.parametrize("rules", PRESETS)
def test_a_whole_game_per_preset(rules, tmp_path):
    plan = plan_game(rules, PLAYERS, seed=5)
    log_path = tmp_path / "events.jsonl"
    result = run_cli(
        [
            *new_game_args(rules, 5),
            "--verbosity",
            "full",
            "--events",
            str(log_path),
            "--save",
            str(tmp_path / "save.json"),
        ],
        plan.lines,
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    log = read_log(log_path)
    expected = [event.as_dict() for event in plan.game.events]
    for record in log:
        assert record.pop("game")
        record.pop("seq")
    assert log == expected

    wrong_doubt, right_doubt, overtime, reverses, first_after_wrong = EXPECTED[rules]
    started = log[0]
    assert started == {
        "type": "game_started",
        "rules": rules,
        "players": list(PLAYERS),
        "seed": 5,
        "hand_size": 9,
        "first_player": "Ann",
        "first_player_is": "youngest" if rules == "penne-e-pennelli" else "owner",
        "decks": ["test-deck"],
        "card_count": 42,
        "people": list(PLAYERS),
        "seats": [[name] for name in PLAYERS],
        "hand_sizes": [9, 9, 9],
    }
    penalties = [e for e in log if e["type"] == "penalty"]
    assert {(e["reason"], e["count"]) for e in penalties} == {
        ("wrong doubt", wrong_doubt),
        ("wrong chain", right_doubt),
        ("overtime", overtime),
    }
    assert any(e["type"] == "direction_reversed" for e in log) is reverses
    overtime_at = next(i for i, e in enumerate(log) if e["type"] == "overtime")
    assert (
        log[overtime_at - 1]["type"] == "penalty" and log[overtime_at - 1]["reason"] == "overtime"
    )
    # who starts the round after the wrong doubt
    at = next(i for i, e in enumerate(log) if e.get("reason") == "wrong doubt")
    doubter = next(e for e in reversed(log[:at]) if e["type"] == "doubted")["player"]
    first = next(e for e in log[at:] if e["type"] == "round_started")["first_player"]
    seats = list(PLAYERS)
    after = seats[(seats.index(doubter) + 1) % 3]
    assert first == (doubter if first_after_wrong == "doubter" else after)
    assert log[-1]["type"] == "won" and log[-1]["player"] == plan.game.winner
    assert f"{plan.game.winner} wins the game!" in result.stdout

    golden = GOLDEN / f"{rules}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.parent.mkdir(exist_ok=True)
        golden.write_text(result.stdout)
    assert result.stdout == golden.read_text(), f"transcript differs from {golden}"


@pytest.mark.parametrize("level", ["brief", "normal"])
def test_golden_transcript_per_verbosity(level, tmp_path):
    """The same game as the lifestyle golden, at brief and normal: short names, fewer lines."""
    plan = plan_game("lifestyle", PLAYERS, seed=5)
    result = run_cli([*new_game_args("lifestyle", 5), "--verbosity", level], plan.lines, tmp_path)
    assert result.returncode == 0, result.stderr
    assert f"{plan.game.winner} wins the game!" in result.stdout
    golden = GOLDEN / f"lifestyle-{level}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(result.stdout)
    assert result.stdout == golden.read_text(), f"transcript differs from {golden}"
    full = (GOLDEN / "lifestyle.txt").read_text()
    assert len(result.stdout.split()) < len(full.split()) * (0.45 if level == "brief" else 0.8)
    for line in result.stdout.splitlines():
        assert not any(mark in line for mark in (";", ":", "(", ")")), line
        assert not re.search(r"[.?!] [A-Z]", line), f"one sentence a line: {line}"


@pytest.mark.parametrize("level", ["full", "brief"])
def test_no_year_is_printed_before_its_reveal(level, tmp_path):
    plan = plan_game("lifestyle", PLAYERS, seed=5)
    result = run_cli(
        [*new_game_args("lifestyle", 5), "--verbosity", level],
        plan.lines,
        tmp_path,
    )
    revealed: set[str] = set()
    from voice_game.decks import load_deck
    from voice_game.dialogue.render import capital
    from voice_game.dialogue.verbosity import short_name
    from voice_game.engine import say_year

    cards = load_deck(DECK).cards
    if level == "full":
        spoken = {card.event: say_year(card.span) for card in cards}
        opening = "{}: "
        reveal = "{}: {}."
    else:
        spoken = {capital(short_name(card.face)): say_year(card.span) for card in cards}
        opening = "{}, "
        reveal = "{}, {}."
    for line in result.stdout.splitlines():
        for event, year in spoken.items():
            if line.startswith(opening.format(event)) and line.endswith(f"{year}."):
                revealed.add(event)
                assert line == reveal.format(event, year)
                continue
            if event in line and event not in revealed:
                assert year not in line.replace(event, ""), line
        # a year may only appear on a reveal line
    assert revealed


def test_end_of_input_saves_and_resume_goes_on(tmp_path):
    plan = plan_game("showbizz", PLAYERS, seed=5)
    save = tmp_path / "save.json"
    log_path = tmp_path / "events.jsonl"
    common = ["--events", str(log_path), "--save", str(save)]
    first = run_cli(
        [
            *new_game_args("showbizz", 5),
            *common,
        ],
        plan.lines[:10],
        tmp_path,
    )
    assert first.returncode == 0 and "The game is saved" in first.stdout
    second = run_cli(["--resume", *common], plan.lines[10:], tmp_path)
    assert second.returncode == 0, second.stderr
    assert "The saved game goes on" in second.stdout
    log = read_log(log_path)
    assert [r["seq"] for r in log] == list(range(1, len(log) + 1))
    for record in log:
        record.pop("game"), record.pop("seq")
    assert log == [event.as_dict() for event in plan.game.events]


def test_resume_without_a_save_says_what_to_do(tmp_path):
    result = run_cli(["--resume", "--save", str(tmp_path / "none.json")], [], tmp_path)
    assert result.returncode == 2
    assert "no saved game" in result.stderr.lower() and "voice-game play" in result.stderr
