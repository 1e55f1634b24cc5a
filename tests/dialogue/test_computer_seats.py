"""Computer players keep their own seats when a large table plays in teams: the people form
the teams, each computer player plays a seat of its own (checked from the event log of real
games), and a table that cannot be seated even so is refused in one sentence."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from voice_game.dialogue.computers import ComputerSeatError
from voice_game.dialogue.setup import seat_table

from .test_scripted_games import run_cli

SEVEN = "Anna,Ben,Cara,Dan,Eve,Fay,Gus"
TEN = "Anna,Ben,Cara,Dan,Eve,Fay,Gus,Hal,Ivy,Jon"


def _records(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()]


def _game(tmp_path: Path, players: str, computers: int, rules: str) -> list[dict]:
    """A real keyboard game: the people's seats place a card each, the computers play on."""
    log = tmp_path / "events.jsonl"
    args = ["--players", players, "--computer", str(computers), "--rules", rules]
    args += ["--deck", "lifestyle", "--seed", "3", "--fast", "--level", "expert"]
    args += ["--events", str(log), "--save", str(tmp_path / "save.json"), "--new"]
    lines = ["card 1 at the end"] * 12 + ["quit"]
    result = run_cli(args, lines, tmp_path)
    assert result.returncode == 0, result.stderr
    records = _records(log)
    assert any(r["type"] == "dealt" for r in records), result.stdout[-2000:]
    return records


@pytest.mark.parametrize(
    ("players", "computers", "rules", "seats"),
    [
        (SEVEN, 2, "penne-e-pennelli", 5),
        (TEN, 1, "lifestyle", 6),
    ],
)
def test_computer_players_keep_their_own_seats_when_the_people_form_teams(
    tmp_path, players, computers, rules, seats
):
    records = _game(tmp_path, players, computers, rules)
    dealt = {r["player"]: r["computer"] for r in records if r["type"] == "dealt"}
    machine = {name for name, computer in dealt.items() if computer}
    assert len(machine) == computers, dealt
    assert all(not name.startswith("Team") for name in machine), dealt
    teams = [name for name in dealt if name.startswith("Team")]
    people = set(players.split(","))
    named = {
        person
        for team in teams
        for person in team.removeprefix("Team ").replace(" and ", ", ").split(", ")
    }
    assert named == people, "every person is in a team, and only people are"
    assert len(dealt) == seats
    movers = {r["player"] for r in records if r["type"] in ("placed", "doubted", "accepted")}
    assert machine <= movers, "every computer player plays its own seat"


def test_teams_are_formed_from_the_people_around_the_computers_seats():
    order = ["Ann", "Ada", "Ben", "Cara", "Dan", "Max"]
    assert seat_table(order, ["Ada", "Max"], 4) == [
        ("Ann", "Ben"),
        ("Ada",),
        ("Cara", "Dan"),
        ("Max",),
    ]
    assert seat_table(order, ["Ada", "Max"], 6) == [(name,) for name in order]


def test_a_table_too_large_even_with_the_people_in_teams_is_refused_in_one_sentence(tmp_path):
    with pytest.raises(ComputerSeatError, match="choose fewer computer players"):
        seat_table(["Ann", "Ben", "Cara", "Ada", "Max", "Zoe"], ["Ada", "Max", "Zoe"], 3)
    args = ["--players", "Ann,Ben,Cara", "--computer", "3", "--deck", "lifestyle"]
    rules = tmp_path / "small.toml"
    rules.write_text('preset = "lifestyle"\nmax_seats = 3\n')
    args += ["--rules", str(rules), "--save", str(tmp_path / "s.json"), "--new"]
    result = run_cli(args, [], tmp_path)
    assert result.returncode == 2, result.stdout
    assert "choose fewer computer players" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1 and "Traceback" not in result.stderr


def test_the_voice_set_up_seats_computer_players_the_same_way():
    """The voice set-up ends in the same choice as the keyboard's (``choose``, with the
    number of computer players it asked for): here its answers are given as options."""
    from voice_game.computer import Level
    from voice_game.dialogue.setup import choose

    said: list[str] = []
    choice = choose(
        lambda _question: None,
        said.append,
        players=SEVEN.split(","),
        rules="penne-e-pennelli",
        decks=["lifestyle"],
        first=None,
        computers=2,
        level=Level.EXPERT,
    )
    assert choice.computers == (("Ada", "expert"), ("Max", "expert"))
    assert choice.players[-2:] == ("Ada", "Max")
    assert choice.teams[-2:] == (("Ada",), ("Max",))
    assert said == [
        "More than 8 players play in teams: Team Anna and Ben; Team Cara and Dan;"
        " Team Eve, Fay and Gus; Ada; Max."
    ]
