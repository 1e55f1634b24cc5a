"""Who sits where and how many cards each seat gets: teams, --first, per-player hand sizes.

Each runs the real command (``voice-game play --text``) and reads the event log it writes.
"""

from __future__ import annotations

import json
from pathlib import Path

from testkit.scripting import DECK, new_game_args
from voice_game.decks import load_deck, load_decks
from voice_game.engine import Game, Setup, preset, with_overrides
from voice_game.storage import load_game, save_game

from .test_scripted_games import run_cli

NINE = ("Ann", "Ben", "Cara", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy")


def started(tmp_path: Path, args: list[str], lines: tuple[str, ...] = ("quit",)):
    """Start a game with ``args``, type ``lines``; the result and the game_started/dealt lines."""
    log = tmp_path / "events.jsonl"
    result = run_cli([*args, "--events", str(log)], list(lines), tmp_path)
    records = [json.loads(line) for line in log.read_text().splitlines()] if log.exists() else []
    return result, records


def test_nine_players_under_penne_deal_seven_cards_to_each_team(tmp_path):
    result, records = started(tmp_path, new_game_args("penne-e-pennelli", 3, NINE))
    assert result.returncode == 0, result.stderr
    game = records[0]
    assert game["people"] == list(NINE)
    assert game["seats"] == [
        ["Ann", "Ben"],
        ["Cara", "Dan"],
        ["Eve", "Finn"],
        ["Gus", "Hal", "Ivy"],
    ]
    assert game["players"][0] == "Team Ann and Ben"
    assert game["players"][-1] == "Team Gus, Hal and Ivy"
    assert game["hand_size"] == 7 and game["hand_sizes"] == [7, 7, 7, 7]
    dealt = [r for r in records if r["type"] == "dealt"]
    assert [len(r["cards"]) for r in dealt] == [7, 7, 7, 7]
    assert "play in teams: Team Ann and Ben; Team Cara and Dan;" in result.stdout
    assert "Team Ann and Ben, your turn." in result.stdout


def test_ten_players_play_as_five_teams_of_two_with_seven_cards(tmp_path):
    ten = (*NINE, "Jo")
    result, records = started(tmp_path, new_game_args("penne-e-pennelli", 3, ten))
    assert result.returncode == 0, result.stderr
    assert records[0]["hand_sizes"] == [7] * 5
    assert all(len(seat) == 2 for seat in records[0]["seats"])


def test_seven_players_get_seven_cards_only_under_penne():
    cards = load_decks(["lifestyle"])[0].cards
    seven = NINE[:7]
    penne = Game(Setup(seven, preset("penne-e-pennelli"), cards, 1))
    lifestyle = Game(Setup(seven, preset("lifestyle"), cards, 1))
    assert penne.events[0].hand_sizes == (7,) * 7
    assert lifestyle.events[0].hand_sizes == (9,) * 7
    six = Game(Setup(seven[:6], preset("penne-e-pennelli"), cards, 1))
    assert six.events[0].hand_sizes == (9,) * 6


def test_first_names_exactly_one_player(tmp_path):
    players = ("Anna", "Ben", "Ann")
    args = [*new_game_args("lifestyle", 3, players), "--first", "Ann"]
    result, records = started(tmp_path, args)
    assert result.returncode == 0, result.stderr
    assert records[0]["first_player"] == "Ann"
    assert "Ann, your turn." in result.stdout.splitlines()
    args = [*new_game_args("lifestyle", 3, players), "--first", "anna"]
    result, records = started(tmp_path / "anna", args)
    assert records[0]["first_player"] == "Anna"
    for wrong in ("An", "Annabel"):
        args = [*new_game_args("lifestyle", 3, players), "--first", wrong]
        result, _ = started(tmp_path / wrong, args)
        assert result.returncode == 2
        assert result.stderr.strip() == (
            f"--first {wrong}: nobody is called that; the players are Anna, Ben, Ann."
        )


def test_first_may_name_a_team_member(tmp_path):
    args = [*new_game_args("penne-e-pennelli", 3, NINE), "--first", "hal"]
    result, records = started(tmp_path, args)
    assert records[0]["first_player"] == "Team Gus, Hal and Ivy"


def test_hand_size_option_deals_fewer_cards_to_a_child(tmp_path):
    args = [*new_game_args("lifestyle", 3), "--hand-size", "cara=5"]
    result, records = started(tmp_path, args)
    assert result.returncode == 0, result.stderr
    assert records[0]["hand_sizes"] == [9, 9, 5]
    assert [len(r["cards"]) for r in records if r["type"] == "dealt"] == [9, 9, 5]
    assert "9 cards each, except Cara 5." in result.stdout


def test_house_rules_file_gives_hand_sizes_and_the_option_wins(tmp_path):
    rules = tmp_path / "house.toml"
    rules.write_text('preset = "showbizz"\nplayer_hand_sizes = { Ben = 4, Cara = 6 }\n')
    args = [*new_game_args(str(rules), 3), "--hand-size", "Cara=3"]
    result, records = started(tmp_path, args)
    assert result.returncode == 0, result.stderr
    assert records[0]["hand_sizes"] == [9, 4, 3]


def test_bad_hand_sizes_are_refused_clearly(tmp_path):
    for option, message in (
        ("Zoe=5", "A hand size is given for Zoe, who is not at the table."),
        ("Cara", "--hand-size Cara: write a name and a number, like Ann=5"),
        ("Cara=0", "rule 'player_hand_sizes': Cara must get between 1 and 50 cards, not 0"),
    ):
        args = [*new_game_args("lifestyle", 3), "--hand-size", option]
        result, _ = started(tmp_path / option, args)
        assert result.returncode == 2
        assert result.stderr.strip() == message
        assert "Traceback" not in result.stderr


def test_teams_and_hand_sizes_survive_a_save(tmp_path):
    cards = load_deck(DECK).cards
    rules = with_overrides(preset("penne-e-pennelli"), {"player_hand_sizes": {"Ivy": 3}})
    teams = (("Ann", "Ben"), ("Cara", "Dan"), ("Eve", "Finn"), ("Gus", "Hal", "Ivy"))
    names = tuple("Team " + " and ".join(team) for team in teams)
    game = Game(Setup(names, rules, cards, 4, teams=teams))
    assert game.events[0].hand_sizes == (7, 7, 7, 3)
    save_game(tmp_path / "save.json", "g1", game, ["test-deck"])
    saved = load_game(tmp_path / "save.json")
    assert saved.setup == game.setup
    assert Game(saved.setup).events == game.events


def test_two_people_with_one_name_in_different_teams_are_refused(tmp_path):
    players = (*NINE[:8], "Ann")
    result, _ = started(tmp_path, new_game_args("penne-e-pennelli", 3, players))
    assert result.returncode == 2
    assert result.stderr.strip() == (
        "Two players have the same name; give everyone a different name."
    )
