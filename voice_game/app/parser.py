"""The ``voice-game`` command line: its parser, and the options objects read from it
(:mod:`.options`), once, before anything runs."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from pathlib import Path

from voice_game.computer import DEFAULT_LEVEL, Level
from voice_game.dialogue.computers import DEFAULT_PAUSE
from voice_game.storage import default_save_path

from .options import (
    CheckDeckOptions,
    HearOptions,
    ListDevicesOptions,
    ModelOptions,
    Options,
    PlayOptions,
    ServiceOptions,
)


def _play_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    play = sub.add_parser("play", help="play a game (by voice, or by keyboard with --text)")
    play.add_argument("--text", action="store_true", help="play by keyboard instead of voice")
    play.add_argument("--players", help="names in seating order, e.g. Ann,Ben,Cara")
    play.add_argument(
        "--rules",
        help="a preset (lifestyle, wort-schrift-buch, showbizz, "
        "penne-e-pennelli) or a TOML file of overrides",
    )
    play.add_argument("--deck", action="append", help="a deck id or file, or all; repeat to mix")
    play.add_argument("--seed", type=int, help="shuffle seed, for a repeatable game")
    play.add_argument("--first", help="who begins (the owner, or the youngest player)")
    play.add_argument(
        "--hand-size",
        action="append",
        metavar="NAME=N",
        help="deal N cards to NAME (fewer for a child, say); repeat for more players",
    )
    play.add_argument("--events", type=Path, help="append a JSON Lines log of game events here")
    play.add_argument(
        "--screen",
        metavar="[HOST:]PORT",
        help="serve the table's page to phones and TVs on this network (docs/screen.md)",
    )
    play.add_argument("--save", type=Path, help=f"save file (default {default_save_path()})")
    which = play.add_mutually_exclusive_group()
    which.add_argument("--resume", action="store_true", help="continue the saved game")
    which.add_argument(
        "--new", action="store_true", help="start a new game; an unfinished one is kept, dated"
    )
    play.add_argument(
        "--computer", type=int, default=0, metavar="N", help="add N computer players (0 to 5)"
    )
    play.add_argument(
        "--level",
        choices=[level.value for level in Level],
        help=f"how much history the computer players know (default {DEFAULT_LEVEL.value})",
    )
    play.add_argument("--fast", action="store_true", help="computer players move without a pause")
    play.add_argument(
        "--practice", action="store_true", help="after a wrong chain, say how far off cards were"
    )
    play.add_argument(
        "--pause",
        type=float,
        default=DEFAULT_PAUSE,
        metavar="SECONDS",
        help=f"pause before a computer player's move (default {DEFAULT_PAUSE})",
    )
    play.add_argument(
        "--verbosity",
        choices=["brief", "normal", "full"],
        help="how much is said each turn (default: brief by voice, normal by keyboard)",
    )
    voice = play.add_argument_group("voice")
    voice.add_argument("--device", help="microphone: name or index (see --list-devices)")
    voice.add_argument("--output-device", help="loudspeaker: name or index")
    voice.add_argument("--rate", type=int, help="speech rate in words per minute")
    voice.add_argument("--volume", type=float, help="speech volume, 0.1 to 1.0")
    voice.add_argument(
        "--tts",
        choices=["auto", "espeak-ng", "pyttsx3"],
        default="auto",
        help="speech backend (default: espeak-ng on Linux, pyttsx3 on Windows and macOS)",
    )
    voice.add_argument("--cue-volume", type=float, help="volume of the sound cues, 0.0 to 1.0")
    voice.add_argument("--models", type=Path, help="folder with the speech model")
    voice.add_argument("--list-devices", action="store_true", help="list audio devices and exit")
    voice.add_argument("--config", type=Path, help="calibration file (default: see README)")
    voice.add_argument(
        "--push-to-talk",
        action="store_true",
        help="listen only while the talk button is held (or after the talk key)",
    )
    voice.add_argument("--talk-pin", help="GPIO pin of the talk button (BCM number, e.g. 17)")
    voice.add_argument("--stop-pin", help="GPIO pin of the stop button (held: repeat)")


def build_parser() -> argparse.ArgumentParser:
    """The argument parser for every sub-command."""
    parser = argparse.ArgumentParser(
        prog="voice-game",
        description="Anno Domini, the chronology card game, played by voice or keyboard.",
    )
    sub = parser.add_subparsers(dest="command")
    _play_parser(sub)
    hear = sub.add_parser("hear", help="run one WAV file through the recogniser and parser")
    hear.add_argument("wav", type=Path)
    hear.add_argument("--context", type=Path, required=True, help="CONTEXT.json (see README)")
    hear.add_argument("--models", type=Path)
    model = sub.add_parser("model", help="install or describe the speech model")
    model.add_argument("action", choices=["download", "install", "info"])
    model.add_argument(
        "archive", nargs="?", type=Path, help="install: the model's zip file, downloaded by hand"
    )
    model.add_argument("--models", type=Path)
    check = sub.add_parser("check-deck", help="check deck files")
    check.add_argument("files", nargs="+", type=Path)
    check.add_argument("--models", type=Path)
    sub.add_parser("list-devices", help="list audio input and output devices")
    service = sub.add_parser(
        "service",
        help="start the game when the machine starts (a systemd user unit)",
        description="install: write, enable and start the unit (options after it go to the "
        "game, e.g. --device); uninstall; status; run: what the unit runs (waits for a "
        "microphone, resumes the saved game).",
    )
    service.add_argument("action", choices=["install", "uninstall", "status", "run"])
    service.add_argument("options", nargs=argparse.REMAINDER, help="options of voice-game play")
    return parser


def read_options(parser: argparse.ArgumentParser, argv: Sequence[str] | None) -> Options | None:
    """The options of the command in ``argv`` (None when no command was given); a wrong
    option stops here with the parser's message, as argparse does."""
    args = parser.parse_args(argv)
    if args.command == "play":
        return play_from(args)
    if args.command == "hear":
        return HearOptions(wav=args.wav, context=args.context, models=args.models)
    if args.command == "model":
        return ModelOptions(action=args.action, archive=args.archive, models=args.models)
    if args.command == "check-deck":
        return CheckDeckOptions(files=tuple(args.files), models=args.models)
    if args.command == "list-devices":
        return ListDevicesOptions()
    if args.command == "service":
        given = tuple(args.options)
        play = parser.parse_args(["play", *given])  # a typo stops here
        return ServiceOptions(action=args.action, options=given, play=play_from(play))
    return None


def play_options(argv: Sequence[str]) -> PlayOptions:
    """The options of the command line ``argv``, which begins with ``play``."""
    options = read_options(build_parser(), argv)
    assert isinstance(options, PlayOptions)
    return options


def play_from(args: argparse.Namespace) -> PlayOptions:
    """The parsed ``play`` options as their frozen object: names split at commas."""
    players = tuple(name.strip() for name in args.players.split(",")) if args.players else None
    return PlayOptions(
        text=args.text,
        players=players,
        rules=args.rules,
        deck=tuple(args.deck) if args.deck else None,
        seed=args.seed,
        first=args.first,
        hand_size=tuple(args.hand_size or ()),
        events=args.events,
        screen=args.screen,
        save=args.save,
        resume=args.resume,
        new=args.new,
        computer=args.computer,
        level=args.level,
        fast=args.fast,
        practice=args.practice,
        pause=args.pause,
        verbosity=args.verbosity,
        device=args.device,
        output_device=args.output_device,
        rate=args.rate,
        volume=args.volume,
        tts=args.tts,
        cue_volume=args.cue_volume,
        models=args.models,
        list_devices=args.list_devices,
        config=args.config,
        push_to_talk=args.push_to_talk,
        talk_pin=args.talk_pin,
        stop_pin=args.stop_pin,
    )
