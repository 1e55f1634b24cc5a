"""Keyboard and options agree with the voice set-up: one person alone gets a computer
player, rules and decks are named in either spelling, and the level of detail chosen in
play survives a resume."""

from __future__ import annotations

import json

import pytest

from testkit.scripting import DECK
from voice_game.dialogue.setup import ALONE, DEFAULT_DECKS, choose, load_rules
from voice_game.heard import Heard
from voice_game.intent.answers import deck_names

from .test_scripted_games import run_cli

KNOWN = ("lifestyle", "words-script-book", "showbizz", "pens-and-brushes")


@pytest.mark.parametrize(
    ("spec", "name"),
    [
        ("words-script-book", "wort-schrift-buch"),
        ("Words Script Book", "wort-schrift-buch"),
        ("wort_schrift_buch", "wort-schrift-buch"),
        ("pens-and-brushes", "penne-e-pennelli"),
        ("PENS AND BRUSHES", "penne-e-pennelli"),
        ("Penne-E-Pennelli", "penne-e-pennelli"),
        ("Show Biz", "showbizz"),
    ],
)
def test_rules_are_named_in_either_spelling(spec, name):
    assert load_rules(spec).name == name


@pytest.mark.parametrize(
    ("said", "deck"),
    [
        ("penne-e-pennelli", "pens-and-brushes"),
        ("Pens and Brushes", "pens-and-brushes"),
        ("wort-schrift-buch", "words-script-book"),
        ("Wort Schrift Buch", "words-script-book"),
        ("WORDS-SCRIPT-BOOK", "words-script-book"),
    ],
)
def test_a_typed_deck_is_named_in_either_spelling(said, deck):
    assert deck_names(said, KNOWN) == [deck]


def _choose(answers: list[str], **options):
    asked: list[str] = []
    said: list[str] = []

    def ask(question: str) -> Heard | None:
        asked.append(question)
        return Heard.typed(answers.pop(0)) if answers else None

    defaults = {"players": ["Ann", "Ben"], "rules": "lifestyle", "decks": [str(DECK)]}
    choice = choose(ask, said.append, first=None, **(defaults | options))
    return choice, asked, said


@pytest.mark.parametrize("deck", ["penne-e-pennelli", "Pens And Brushes", "pens-and-brushes"])
def test_the_deck_option_takes_either_spelling(deck):
    choice, _asked, _said = _choose([], decks=[deck])
    assert choice.decks == ("pens-and-brushes",)
    assert choice.cards


def test_one_typed_name_plays_against_a_computer_player_and_is_told_so():
    choice, asked, said = _choose(["Ann"], players=None)
    assert asked and "Who is playing" in asked[0]
    assert len(asked) == 1, asked  # not refused and asked again
    assert choice.players == ("Ann", "Ada")
    assert choice.computers == (("Ada", "intermediate"),)
    assert ALONE.format("Ada") in said


def test_one_player_by_option_plays_against_a_computer_player(tmp_path):
    args = ["--players", "Ann", "--rules", "lifestyle", "--deck", str(DECK), "--fast"]
    args += ["--save", str(tmp_path / "save.json")]
    result = run_cli(args, ["quit"], tmp_path)
    assert result.returncode == 0, result.stderr
    assert ALONE.format("Ada") in result.stdout


def test_less_detail_is_kept_on_resume(tmp_path):
    save = tmp_path / "save.json"
    args = ["--players", "Ann,Ben", "--rules", "lifestyle", "--deck", str(DECK)]
    args += ["--seed", "3", "--save", str(save)]
    first = run_cli(args, ["less detail", "quit"], tmp_path)
    assert first.returncode == 0, first.stderr
    assert "Brief detail from now on." in first.stdout  # the keyboard starts at normal
    assert json.loads(save.read_text())["verbosity"] == "brief"
    again = run_cli(["--resume", "--save", str(save)], ["less detail", "quit"], tmp_path)
    assert again.returncode == 0, again.stderr
    assert "This is already the least detail, brief." in again.stdout, again.stdout


def test_the_deck_option_takes_all_as_the_deck_question_does():
    choice, asked, _said = _choose([], decks=["all"])
    assert not asked
    assert sorted(choice.decks) == sorted(DEFAULT_DECKS)
