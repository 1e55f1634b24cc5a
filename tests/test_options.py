"""The command line is read once, into frozen options: names split at commas, the service's
play options read as ``voice-game play`` reads them, and nothing changes them afterwards
but :func:`dataclasses.replace`."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from voice_game.app.options import PlayOptions, ServiceOptions, command_name
from voice_game.app.parser import build_parser, play_options, read_options


def test_play_options_are_read_once_and_frozen() -> None:
    options = play_options(["play", "--players", "Ann, Ben", "--deck", "a", "--deck", "b"])
    assert options.players == ("Ann", "Ben")
    assert options.deck == ("a", "b")
    assert options.hand_size == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        options.resume = True  # type: ignore[misc]
    assert dataclasses.replace(options, resume=True).resume


def test_the_defaults_are_the_parsers() -> None:
    assert play_options(["play"]) == PlayOptions()


def test_the_service_reads_its_play_options_as_play_does() -> None:
    options = read_options(build_parser(), ["service", "run", "--save", "g.json", "--new"])
    assert isinstance(options, ServiceOptions)
    assert options.options == ("--save", "g.json", "--new")
    assert options.play == PlayOptions(save=Path("g.json"), new=True)
    assert command_name(options) == "service"


def test_a_wrong_service_option_stops_before_anything_runs() -> None:
    with pytest.raises(SystemExit):
        read_options(build_parser(), ["service", "install", "--no-such-option"])


def test_no_command_reads_as_none() -> None:
    assert read_options(build_parser(), []) is None
    assert command_name(None) is None
