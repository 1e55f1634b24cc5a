"""The keyboard game's "Who is playing?" as a blind player types it: names without commas
("anna ben cara" seated one player called "Anna Ben Cara" and a computer player), with "&"
or "/" between them, or how many instead of who ("2" seated a player called "2")."""

from __future__ import annotations

import io

import pytest

from voice_game.app.keyboard_play import play_text
from voice_game.app.options import PlayOptions
from voice_game.intent.typed_setup import typed_names


def _new_game(lines: str, tmp_path) -> str:
    """What the keyboard game printed up to the new game's line, set up by ``lines``."""
    out = io.StringIO()
    options = PlayOptions(save=tmp_path / "game.json", seed=3, rules="lifestyle", deck=["all"])
    play_text(options, io.StringIO(lines + "quit\n"), out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("typed", "answer", "players"),
    [
        ("anna ben cara", "yes", "Anna, Ben and Cara"),
        ("anna ben", "y", "Anna and Ben"),
        ("anna ben cara", "anna, ben", "Anna and Ben"),  # the names again, with commas
        ("mary ann", "no", "Mary Ann and Ada"),  # one player with two names, and a computer
        ("mary ann", "n", "Mary Ann and Ada"),
    ],
)
def test_names_without_commas_are_asked_about_once(tmp_path, typed, answer, players):
    out = _new_game(f"{typed}\n{answer}\n", tmp_path)
    several = typed.title().split()
    assert f"players: {', '.join(several[:-1])} and {several[-1]}? Yes, or no" in out, out
    assert f"A new game for {players} with" in out, out


@pytest.mark.parametrize("typed", ["anna & ben", "anna/ben", "anna + ben"])
def test_names_with_a_sign_between_them_are_two_players(tmp_path, typed):
    assert "A new game for Anna and Ben with" in _new_game(f"{typed}\n", tmp_path)


def test_a_count_instead_of_names_asks_for_the_names(tmp_path):
    out = _new_game("2\nanna, ben\n", tmp_path)
    assert "Please give the players' names, not how many" in out, out
    assert "A new game for Anna and Ben with" in out, out


def test_one_name_or_names_with_commas_are_not_asked_about(tmp_path):
    out = _new_game("anna, ben\n", tmp_path)
    assert "Yes, or no" not in out and "A new game for Anna and Ben with" in out
    assert typed_names("Ann, Ben and Cara").names == ["Ann", "Ben", "Cara"]
