"""Play again with the same players: the rematch keeps the table of the first game."""

from __future__ import annotations

import dataclasses

from voice_game.app.options import PlayOptions
from voice_game.app.start import rematch
from voice_game.decks import load_deck
from voice_game.engine.game import Game, Setup
from voice_game.engine.rules import preset, with_overrides
from voice_game.storage import load_game

from .scripting import DECK


def test_a_rematch_keeps_teams_hand_sizes_and_computer_seats(tmp_path):
    rules = with_overrides(preset("penne-e-pennelli"), {"player_hand_sizes": {"Ivy": 3}})
    teams = (("Ann", "Ben"), ("Cara", "Dan"), ("Eve", "Finn"), ("Gus", "Hal", "Ivy"))
    names = tuple("Team " + " and ".join(team) for team in teams)
    computers = ((names[1], "expert"),)
    first = Game(Setup(names, rules, load_deck(DECK).cards, 4, 2, computers=computers, teams=teams))
    args = PlayOptions(save=tmp_path / "save.json", events=tmp_path / "events.jsonl")

    again, _recorder = rematch(args, first, ("test-deck",))

    assert again.setup.teams == teams
    assert again.setup.computers == computers
    assert again.setup.first_player == 2
    assert again.events[0] == dataclasses.replace(first.events[0], seed=again.setup.seed)
    assert again.events[0].hand_sizes == (7, 7, 7, 3)
    assert load_game(tmp_path / "save.json").setup == again.setup
