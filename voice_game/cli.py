"""The ``voice-game`` command: play, hear, model, check-deck, devices."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TextIO

from voice_game.computer import DEFAULT_LEVEL, Level
from voice_game.config import ConfigError, range_problem
from voice_game.decks import DeckError
from voice_game.dialogue.computers import DEFAULT_PAUSE, ComputerSeatError
from voice_game.dialogue.resume import resume_command
from voice_game.dialogue.save_lock import hold_save
from voice_game.dialogue.saved_game import settle_saved_game
from voice_game.dialogue.session import Session
from voice_game.dialogue.setup import SetupAbandoned
from voice_game.dialogue.start import (
    follow_detail,
    keep_detail,
    pace,
    prepare_game,
    rematch,
    verbosity,
)
from voice_game.dialogue.text_mode import read_lines, run_text, usable_streams, write_lines
from voice_game.engine.game import SetupError
from voice_game.engine.rules import RulesError
from voice_game.storage import (
    SaveError,
    check_game_files,
    default_save_path,
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
    play.add_argument("--deck", action="append", help="a deck id or file; repeat to mix")
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


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``voice-game`` and ``python -m voice_game``."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")  # a stray byte is a typo, not a crash
    if args.command is None:
        parser.print_help()
        return 2
    try:
        if args.command == "play":
            return cmd_play(args)
        if args.command == "hear":
            from voice_game.speech.native import recognizer_problem

            if (problem := recognizer_problem()) is not None:
                print(problem, file=sys.stderr)
                return 2
            from voice_game.dialogue.hear import cmd_hear

            return cmd_hear(args)
        if args.command == "model":
            from voice_game.dialogue.model_cmd import cmd_model

            return cmd_model(args)
        if args.command == "check-deck":
            from voice_game.dialogue.deck_check import cmd_check_deck

            return cmd_check_deck(args)
        if args.command == "list-devices":
            from voice_game.dialogue.devices import print_devices

            return print_devices()
        if args.command == "service":
            from voice_game.dialogue.appliance import cmd_service

            return cmd_service(args, lambda options: parser.parse_args(["play", *options]))
    except (DeckError, RulesError, SetupError, SaveError, ComputerSeatError, ConfigError) as error:
        print(error, file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(stopped_words(args.command), file=sys.stderr)
        return EXIT_STOPPED
    except BrokenPipeError:
        # the reader of our output went away (``| head``): stop quietly, the game is saved
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAILED
    except Exception:  # noqa: BLE001 - the last resort: one line for the player, details kept
        return report_unexpected(args.command)
    parser.print_help()
    return EXIT_BAD_INPUT


EXIT_FAILED = 1
"""What was asked could not be done (no speech model, a download failed, a deck has errors,
input ended before the game was set up)."""
EXIT_BAD_INPUT = 2
"""A file or an option is wrong; the one line printed names it and says what to do."""
EXIT_STOPPED = 130
"""Stopped with Ctrl-C."""
EXIT_BUG = 70
"""An unexpected error: a bug. The details are written to a crash log."""
STOPPED = {
    "model": "Stopped. Nothing was installed; run the same command again to install the model.",
}


NOT_STARTED = "Stopped before a game began; nothing was saved or changed."


def stopped_words(command: str | None) -> str:
    """The line after Ctrl-C: for a game, only what is true of its save."""
    if command == "play":
        from voice_game.dialogue.save_state import SaveState

        return f"Stopped. {SaveState.words()}" if SaveState.started else NOT_STARTED
    return STOPPED.get(command or "", "Stopped.")


def report_unexpected(command: str | None) -> int:
    """Write the traceback of the error being handled to a crash log and print one line."""
    import traceback

    details = traceback.format_exc()
    log = default_save_path().parent / "crash.log"
    try:
        log.parent.mkdir(parents=True, exist_ok=True)
        with log.open("a", encoding="utf-8", errors="replace") as stream:
            stream.write(f"--- voice-game {command} ---\n{details}\n")
        where = f"the details are in {log}"
    except OSError:
        where = "the details could not be written down"
    last = details.strip().splitlines()[-1][:200]
    saved = ""
    if command == "play":
        from voice_game.dialogue.save_state import SaveState

        saved = SaveState.after()
    print(
        f"voice-game stopped on an unexpected error ({last}); {where}. Please report it.{saved}",
        file=sys.stderr,
    )
    return EXIT_BUG


def cmd_play(args: argparse.Namespace) -> int:
    """``voice-game play``."""
    if args.list_devices:
        from voice_game.dialogue.devices import print_devices

        return print_devices()
    for option, key in (("--rate", "rate"), ("--volume", "volume")):
        value = getattr(args, key)
        problem = None if value is None else range_problem(key, value)
        if problem is not None:
            print(f"{option}: {problem}.", file=sys.stderr)
            return 2
    from voice_game.screen.start import check_screen_address

    check_screen_address(args)
    if not args.text:
        from voice_game.speech.native import recognizer_problem

        reason = recognizer_problem()
        if reason is None:
            from voice_game.dialogue.voice_mode import voice_unavailable_reason

            reason = voice_unavailable_reason(args)
        if reason is None:
            from voice_game.dialogue.voice_mode import cmd_play_voice

            return cmd_play_voice(args)
        announce_problem(reason + " Starting the keyboard game instead.")
    return play_text(args, sys.stdin, sys.stdout)


def announce_problem(text: str) -> None:
    """Print ``text`` and speak it through the default loudspeaker where one works, so a
    speaker with no screen does not just go quiet."""
    try:
        from voice_game.speech.announce import Announcer

        Announcer()(text)
    except Exception:  # noqa: BLE001 - no voice at all: the printed line is what there is
        print(text, file=sys.stderr)


def play_text(args: argparse.Namespace, source: TextIO | None, out: TextIO | None) -> int:
    """The keyboard game on ``source`` and ``out`` (either may be None: closed), holding its
    save for the whole game."""
    check_game_files(args.save or default_save_path(), args.events)
    with hold_save(args.save or default_save_path()):
        return _play_text(args, *usable_streams(source, out))


def _play_text(args: argparse.Namespace, source: TextIO | None, out: TextIO) -> int:
    lines = read_lines(source)

    def ask(question: str) -> str | None:
        write_lines([question], out)
        line = next(lines, None)
        return None if line is None else line.strip()

    def say(text: str) -> None:
        write_lines([text], out)

    try:
        if not args.resume:
            args.resume = settle_saved_game(args.save or default_save_path(), args.new, ask, say)
        game, recorder, resumed = prepare_game(args, ask, say)
    except SetupAbandoned:
        write_lines(["Input ended before the game was set up. Nothing was saved."], out)
        return 1
    session = Session(
        game,
        recorder,
        verbosity=verbosity(args, voice=False, recorder=recorder),
        rematch=lambda old: rematch(args, old, recorder.decks),
        quit_command=resume_command(text=True, save=args.save),
        practice=args.practice,
    )
    follow_detail(recorder, lambda: session.verbosity)
    from voice_game.screen.start import open_screen

    screen = open_screen(args, session, say)
    try:
        if screen is None:
            return run_text(session, source, out, resumed=resumed, pause=pace(args))
        write_lines(screen.announcement(qr=out.isatty()), out)
        return run_text(session, source, out, resumed=resumed, pause=pace(args), screen=screen)
    finally:
        keep_detail(recorder, session.game)
        if screen is not None:
            screen.close(session)
