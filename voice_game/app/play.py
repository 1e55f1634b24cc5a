"""``voice-game play``: check the options, then play by voice where the voice game can
start here, else by keyboard (saying why)."""

from __future__ import annotations

import sys

from voice_game.config import range_problem

from .options import PlayOptions


def cmd_play(options: PlayOptions) -> int:
    """``voice-game play``."""
    if options.list_devices:
        from .devices import print_devices

        return print_devices()
    ranged = (("--rate", "rate", options.rate), ("--volume", "volume", options.volume))
    for option, key, value in ranged:
        problem = None if value is None else range_problem(key, value)
        if problem is not None:
            print(f"{option}: {problem}.", file=sys.stderr)
            return 2
    from .screen_start import check_screen_address

    check_screen_address(options.screen, options.config)
    if not options.text:
        from voice_game.speech.native import recognizer_problem

        reason = recognizer_problem()
        if reason is None:
            from .voice_devices import voice_unavailable_reason

            reason = voice_unavailable_reason(options)
        if reason is None:
            from .voice_play import cmd_play_voice

            return cmd_play_voice(options)
        announce_problem(reason + " Starting the keyboard game instead.")
    from .keyboard_play import play_text

    return play_text(options, sys.stdin, sys.stdout)


def announce_problem(text: str) -> None:
    """Print ``text`` and speak it through the default loudspeaker where one works, so a
    speaker with no screen does not just go quiet."""
    try:
        from voice_game.speech.announce import Announcer

        Announcer()(text)
    except Exception:  # noqa: BLE001 - no voice at all: the printed line is what there is
        print(text, file=sys.stderr)
