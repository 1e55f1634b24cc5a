"""The command line, read once: one frozen options object per command.

:class:`PlayOptions` is shared by ``voice-game play`` and ``voice-game service run`` (the
service plays with the same options); every other command has its own small object. The
parser (:mod:`.parser`) makes them; nothing changes them afterwards except by
:func:`dataclasses.replace` (a resumed game, the voice set-up's answers). Below the
application layer functions take these values, never the parser's namespace.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from voice_game.dialogue.computers import DEFAULT_PAUSE


@dataclass(frozen=True)
class PlayOptions:
    """``voice-game play``: the table, the files, the computer players and the devices."""

    text: bool = False
    """Play by keyboard instead of voice."""
    players: tuple[str, ...] | None = None
    """Names in seating order (``--players Ann,Ben``), None to ask."""
    rules: str | None = None
    deck: tuple[str, ...] | None = None
    seed: int | None = None
    first: str | None = None
    hand_size: tuple[str, ...] = ()
    """``NAME=N`` as given, read by :func:`~voice_game.dialogue.setup.hand_size_options`."""
    events: Path | None = None
    screen: str | None = None
    save: Path | None = None
    resume: bool = False
    new: bool = False
    computer: int = 0
    level: str | None = None
    fast: bool = False
    practice: bool = False
    pause: float = DEFAULT_PAUSE
    verbosity: str | None = None
    device: str | None = None
    output_device: str | None = None
    rate: int | None = None
    volume: float | None = None
    tts: str = "auto"
    cue_volume: float | None = None
    models: Path | None = None
    list_devices: bool = False
    config: Path | None = None
    push_to_talk: bool = False
    talk_pin: str | None = None
    stop_pin: str | None = None


@dataclass(frozen=True)
class HearOptions:
    """``voice-game hear FILE.wav --context CONTEXT.json``."""

    wav: Path
    context: Path
    models: Path | None = None


@dataclass(frozen=True)
class ModelOptions:
    """``voice-game model download|install [FILE]|info``."""

    action: str
    archive: Path | None = None
    models: Path | None = None


@dataclass(frozen=True)
class CheckDeckOptions:
    """``voice-game check-deck FILE...``."""

    files: tuple[Path, ...]
    models: Path | None = None


@dataclass(frozen=True)
class ListDevicesOptions:
    """``voice-game list-devices`` (no options)."""


@dataclass(frozen=True)
class ServiceOptions:
    """``voice-game service install|uninstall|status|run [play options]``."""

    action: str
    options: tuple[str, ...]
    """The play options as typed, written into the unit by ``install``."""
    play: PlayOptions
    """The same play options, read (a typo stops the command before anything is done)."""


Options = (
    PlayOptions
    | HearOptions
    | ModelOptions
    | CheckDeckOptions
    | ListDevicesOptions
    | ServiceOptions
)
"""What one ``voice-game`` command was asked to do."""


def command_name(options: Options | None) -> str | None:
    """The sub-command's name as typed (``play``, ``check-deck``), None for none."""
    names: dict[type, str] = {
        PlayOptions: "play",
        HearOptions: "hear",
        ModelOptions: "model",
        CheckDeckOptions: "check-deck",
        ListDevicesOptions: "list-devices",
        ServiceOptions: "service",
    }
    return None if options is None else names[type(options)]


@dataclass(frozen=True)
class CalibrateOptions:
    """``scripts/calibrate-mic`` (``python -m voice_game.app.calibrate``)."""

    device: str | None = None
    output_device: str | None = None
    config: Path | None = None
    phrases: int = 3
    quiet_seconds: float = 3.0
    no_speech: bool = False
    tts: str = "auto"
    models: Path | None = None
