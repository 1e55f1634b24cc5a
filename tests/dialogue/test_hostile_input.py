"""Hostile and clumsy input to the keyboard game: no traceback, one clear line, nothing lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from testkit.scripting import DECK
from voice_game.config import ConfigError, load_settings
from voice_game.dialogue.setup import load_rules, name_problem
from voice_game.engine import RulesError

UTF8 = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8", PYTHONIOENCODING="")


def play(args: list[str], data: bytes, tmp_path: Path) -> subprocess.CompletedProcess[bytes]:
    env = dict(UTF8, XDG_STATE_HOME=str(tmp_path / "state"))
    return subprocess.run(
        [sys.executable, "-m", "voice_game", "play", "--text", *args],
        input=data,
        capture_output=True,
        timeout=60,
        env=env,
    )


def new_game(tmp_path: Path, players: str = "Ann,Ben") -> list[str]:
    return ["--players", players, "--rules", "lifestyle", "--deck", str(DECK), "--seed", "1"] + [
        "--save",
        str(tmp_path / "s.json"),
    ]


def test_bytes_that_are_not_utf8_are_a_typo_not_a_crash(tmp_path):
    result = play(new_game(tmp_path), b"\xff\xfe\xc3 card 1\nmy cards\n", tmp_path)
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr
    assert b"Ann, your 9 cards" in result.stdout


def test_a_line_of_a_megabyte_is_refused_and_the_game_goes_on(tmp_path):
    line = b"card 2 before the first " * 45_000  # about 1 MB, one line
    result = play(new_game(tmp_path), line + b"\nmy cards\n", tmp_path)
    assert result.returncode == 0, result.stderr
    assert b"That is too long for one move" in result.stdout
    assert b"Ann, your 9 cards" in result.stdout


def test_a_megabyte_without_any_newline_ends_cleanly(tmp_path):
    result = play(new_game(tmp_path), b"x" * 1_000_000, tmp_path)
    assert result.returncode == 0, result.stderr
    assert b"Input ended. The game is saved" in result.stdout


def test_a_number_of_5000_digits_is_not_a_crash(tmp_path):
    result = play(new_game(tmp_path), b"card " + b"7" * 5000 + b" at the end\n", tmp_path)
    assert result.returncode == 0, result.stderr
    assert b"Traceback" not in result.stderr


@pytest.mark.parametrize(
    "players",
    ["Ann\x1b[2J,Ben", "Ann\nThe chain is correct.,Ben", "A" * 31 + ",Ben", "Ann\u202e,Ben"],
)
def test_player_names_with_control_characters_or_too_long_are_refused(tmp_path, players):
    result = play(new_game(tmp_path, players), b"", tmp_path)
    assert result.returncode == 2
    lines = result.stderr.decode().strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("--players: the name")
    assert "\x1b" not in lines[0]
    assert not (tmp_path / "s.json").exists()


def test_a_player_name_that_is_not_utf8_is_refused_not_a_crash_at_the_first_save(tmp_path):
    env = dict(UTF8, XDG_STATE_HOME=str(tmp_path / "state"))
    args = new_game(tmp_path, "Ann,Ben")
    args[1] = os.fsdecode(b"Ann\xff,Ben")
    result = subprocess.run(
        [sys.executable, "-m", "voice_game", "play", "--text", *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("--players: the name")


def test_names_asked_at_the_keyboard_are_asked_again_when_unusable(tmp_path):
    args = ["--rules", "lifestyle", "--deck", str(DECK), "--save", str(tmp_path / "s.json")]
    result = play(args, b"Ann\x1b[31m, Ben\nAnn, Ben\n", tmp_path)
    assert result.returncode == 0, result.stderr
    out = result.stdout.decode()
    assert "holds a control character" in out
    assert "\x1b" not in out
    assert json.loads((tmp_path / "s.json").read_text())["players"] == ["Ann", "Ben"]


def test_name_rules():
    assert name_problem("Zoë") is None
    assert name_problem("Player 2") is None
    assert name_problem("Ann\tB") is not None
    assert name_problem("x" * 31) is not None


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "is a folder"),
        (b"\xff\xfe", "not UTF-8"),
        (b"x = " + b"[" * 50_000, "nested too deeply"),
        (b"hand_size = [", "not valid TOML"),
        (b"x" * 2_000_000, "larger than"),
    ],
)
def test_a_broken_rules_file_gives_one_line(tmp_path, content, words):
    path = tmp_path / "house.toml"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    with pytest.raises(RulesError, match=words) as caught:
        load_rules(str(path))
    assert str(caught.value).startswith(f"--rules {path}")
    result = play(
        ["--players", "Ann,Ben", "--rules", str(path), "--deck", str(DECK)], b"", tmp_path
    )
    assert result.returncode == 2
    assert len(result.stderr.decode().strip().splitlines()) == 1


def test_a_rules_name_too_long_for_a_file_is_an_unknown_preset():
    with pytest.raises(RulesError, match="no rule preset"):
        load_rules("a" * 5000)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("[voice]\nvolume = 0\n", "volume = 0 is out of range"),
        ("[voice]\nvolume = -1.0\n", "volume = -1.0 is out of range"),
        ("[voice]\nrate = 5\n", "rate = 5 is out of range"),
        ("[voice]\nrate = true\n", "rate must be a whole number"),
        ("[microphone]\nendpoint_ms = 0\n", "endpoint_ms = 0 is out of range"),
        ("[microphone]\nmargin_db = nan\n", "margin_db = nan is out of range"),
        ("[voice]\noutput_device = [1]\n", "output_device must be a device name"),
        ("[voice]\nloudness = 3\n", "unknown key 'loudness'"),
        ("[voice\n", "not valid TOML"),
    ],
)
def test_a_config_that_would_make_the_game_silent_or_deaf_is_refused(tmp_path, text, words):
    path = tmp_path / "config.toml"
    path.write_text(text)
    with pytest.raises(ConfigError, match=words.replace("[", r"\[")) as caught:
        load_settings(path)
    assert str(caught.value).startswith(str(path))


@pytest.mark.parametrize(("option", "value"), [("--volume", "0"), ("--rate", "5")])
def test_speech_options_out_of_range_are_refused(tmp_path, option, value):
    result = play([option, value], b"", tmp_path)
    assert result.returncode == 2
    assert result.stderr.decode().startswith(f"{option}: ")
