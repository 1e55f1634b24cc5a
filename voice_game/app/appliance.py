"""``voice-game service run``: the speaker appliance, as the systemd unit starts it.

Unlike ``voice-game play`` it never falls back to the keyboard (there is none): while the
game cannot start (no microphone yet, no loudspeaker, no speech model, the sound server not
up) it says why aloud where a loudspeaker works (a cue otherwise; always in the journal),
looks again every few seconds, and starts as soon as it can. It resumes the saved game
unless ``--new`` is given.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from voice_game.config import ConfigError, load_settings
from voice_game.engine.events import Phase
from voice_game.speech.announce import Announcer
from voice_game.speech.native import recognizer_problem
from voice_game.storage import SaveError, default_save_path, load_game, replay_saved

from .options import PlayOptions, ServiceOptions
from .sound_faults import restart_portaudio

__all__ = ["resumable", "run_appliance", "start_problem", "wait_until_ready"]

POLL_SECONDS = 2.0
"""How often to look again for what is missing."""
REPEAT_SECONDS = 300.0
"""How often to say again, while nothing changes, what the game is waiting for."""
WAITING_FOR_MICROPHONE = "I am waiting for a microphone. Plug one in, and the game will begin."


def start_problem(options: PlayOptions) -> str | None:
    """What keeps the voice game from starting now, as a sentence to say; None if nothing."""
    problem = recognizer_problem()
    if problem is not None:
        return problem
    from .voice_devices import voice_unavailable_reason

    reason = voice_unavailable_reason(options)  # model, settings, microphone, loudspeaker
    if reason is not None and reason.startswith("No microphone was found"):
        return WAITING_FOR_MICROPHONE
    return reason


def wait_until_ready(
    options: PlayOptions,
    announce: Callable[[str], object],
    *,
    sleep: Callable[[float], None] = time.sleep,
    clock: Callable[[], float] = time.monotonic,
    rescan: Callable[[], None] = restart_portaudio,
) -> None:
    """Return once the voice game can start; meanwhile say what is missing (again when it
    changes, and every :data:`REPEAT_SECONDS`)."""
    said: str | None = None
    said_at = 0.0
    while (problem := start_problem(options)) is not None:
        if problem != said or clock() - said_at >= REPEAT_SECONDS:
            announce(problem)
            said, said_at = problem, clock()
        sleep(POLL_SECONDS)
        rescan()
    if said is not None:
        announce("Everything is ready. The game begins.")


def resumable(save_path: Path) -> bool:
    """True when ``save_path`` holds an unfinished game that can be read."""
    if not save_path.is_file():
        return False
    try:
        game = replay_saved(save_path, load_game(save_path))
    except SaveError:
        return False
    return game.phase is not Phase.OVER


def run_appliance(options: PlayOptions) -> int:
    """Wait until the game can start, then play by voice, resuming the saved game."""
    try:
        configured = load_settings(options.config).output_device
    except ConfigError:  # said while waiting (start_problem), until the file is mended
        configured = None
    output = options.output_device if options.output_device is not None else configured
    from .voice_devices import device_value
    from .voice_play import cmd_play_voice

    wait_until_ready(options, Announcer(device_value(output)))
    if not options.new and not options.resume:
        options = replace(options, resume=resumable(options.save or default_save_path()))
    return cmd_play_voice(options)


def cmd_service(options: ServiceOptions) -> int:
    """``voice-game service install|uninstall|status|run [play options]``: the play options
    were read already, as ``voice-game play`` reads them."""
    from . import service

    if options.action == "run":
        return run_appliance(options.play)
    if options.action == "install":
        return service.install(list(options.options), print)
    if options.action == "uninstall":
        return service.uninstall(print)
    return service.status(print)
