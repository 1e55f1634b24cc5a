"""The ``voice-game`` command: read the options once, run the sub-command (play, hear,
model, check-deck, list-devices, service), and turn what went wrong into one line and an
exit status."""

from __future__ import annotations

import os
import sys

from voice_game.config import ConfigError
from voice_game.decks import DeckError
from voice_game.dialogue.computers import ComputerSeatError
from voice_game.engine.game import SetupError
from voice_game.engine.rules import RulesError
from voice_game.storage import SaveError, default_save_path

from .options import (
    CheckDeckOptions,
    HearOptions,
    ListDevicesOptions,
    ModelOptions,
    Options,
    PlayOptions,
    ServiceOptions,
    command_name,
)
from .parser import build_parser, read_options


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``voice-game`` and ``python -m voice_game``."""
    parser = build_parser()
    options = read_options(parser, argv)
    if hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")  # a stray byte is a typo, not a crash
    if options is None:
        parser.print_help()
        return 2
    command = command_name(options)
    try:
        return run(options)
    except (DeckError, RulesError, SetupError, SaveError, ComputerSeatError, ConfigError) as error:
        print(error, file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        print(stopped_words(command), file=sys.stderr)
        return EXIT_STOPPED
    except BrokenPipeError:
        # the reader of our output went away (``| head``): stop quietly, the game is saved
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FAILED
    except Exception:  # noqa: BLE001 - the last resort: one line for the player, details kept
        return report_unexpected(command)


def run(options: Options) -> int:
    """Run the command ``options`` were read for; its exit status."""
    if isinstance(options, PlayOptions):
        from .play import cmd_play

        return cmd_play(options)
    if isinstance(options, HearOptions):
        from voice_game.speech.native import recognizer_problem

        if (problem := recognizer_problem()) is not None:
            print(problem, file=sys.stderr)
            return 2
        from .hear import cmd_hear

        return cmd_hear(options)
    if isinstance(options, ModelOptions):
        from .model_cmd import cmd_model

        return cmd_model(options)
    if isinstance(options, CheckDeckOptions):
        from .deck_check import cmd_check_deck

        return cmd_check_deck(options)
    if isinstance(options, ListDevicesOptions):
        from .devices import print_devices

        return print_devices()
    if isinstance(options, ServiceOptions):
        from .appliance import cmd_service

        return cmd_service(options)
    raise AssertionError(f"no such command: {options!r}")


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
