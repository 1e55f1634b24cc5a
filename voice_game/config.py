"""The player's audio settings file, written by ``scripts/calibrate-mic`` and read by ``play``.

Location: ``$XDG_CONFIG_HOME/voice_game/config.toml`` (``~/.config/voice_game/config.toml``),
or ``--config FILE``. Every key is optional::

    [microphone]
    device = "USB PnP Sound Device"   # name or index
    endpoint_ms = 300                 # quiet after speech that ends an utterance
    margin_db = 12.0                  # how far above the room's noise speech must be
    noise_floor_db = -60.0            # measured by calibrate-mic

    [voice]
    output_device = "pulse"
    rate = 175                        # words per minute
    volume = 1.0                      # speech volume
    cue_volume = 0.6                  # volume of the short sound cues

    [game]
    verbosity = "brief"               # brief, normal or full

    [screen]
    address = "8080"                  # serve the companion page: [HOST:]PORT (docs/screen.md)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from voice_game.files import atomic_write, config_dir
from voice_game.tomlfile import TomlFileError, read_toml


class ConfigError(ValueError):
    """The settings file is broken; the message names the file and the key."""


@dataclass(frozen=True)
class AudioSettings:
    """Microphone and voice settings."""

    device: str | int | None = None
    endpoint_ms: int = 300
    margin_db: float = 12.0
    noise_floor_db: float | None = None
    output_device: str | int | None = None
    rate: int = 175
    volume: float = 1.0
    cue_volume: float | None = None
    """Volume of the sound cues; None: the speech volume."""
    verbosity: str | None = None
    """brief, normal or full; None: the mode's default."""
    screen: str | None = None
    """Where to serve the companion page, ``[HOST:]PORT``; None: no page."""


_SECTIONS = {
    "microphone": ("device", "endpoint_ms", "margin_db", "noise_floor_db"),
    "voice": ("output_device", "rate", "volume", "cue_volume"),
    "game": ("verbosity",),
    "screen": ("address",),
}
VERBOSITY_LEVELS = ("brief", "normal", "full")


def default_config_path() -> Path:
    """Where the settings live when no ``--config`` is given."""
    return config_dir() / "config.toml"


LIMITS: dict[str, tuple[float, float, str]] = {
    "endpoint_ms": (100, 5000, "milliseconds"),
    "margin_db": (0.0, 60.0, "dB"),
    "noise_floor_db": (-150.0, 0.0, "dB"),
    "rate": (80, 450, "words per minute"),
    "volume": (0.1, 1.0, "(1.0 is full volume; 0 would make the game silent)"),
    "cue_volume": (0.0, 1.0, "(0 turns the sound cues off)"),
}
"""Allowed ranges: a value outside would make the game silent, deaf or unintelligible."""
MAX_DEVICE_NAME = 200


def range_problem(key: str, value: float) -> str | None:
    """Why ``value`` is not allowed for ``key`` (see :data:`LIMITS`), or None."""
    low, high, unit = LIMITS[key]
    if low <= value <= high:
        return None
    return f"{key} = {value} is out of range: use {low:g} to {high:g} {unit}"


def load_settings(path: Path | None = None) -> AudioSettings:
    """The settings in ``path`` (defaults where the file or a key is missing)."""
    path = path or default_config_path()
    if not path.exists():
        return AudioSettings()
    try:
        data = read_toml(path)
    except TomlFileError as error:
        raise ConfigError(f"{path}: {error}; fix it or run scripts/calibrate-mic") from None
    for section, table in data.items():
        home = [name for name, keys in _SECTIONS.items() if section in keys]
        if not isinstance(table, dict) and home:
            raise ConfigError(
                f"{path}: the key {section} is outside any section; put it under [{home[0]}]"
            )
        if section not in _SECTIONS:
            raise ConfigError(
                f"{path}: unknown section [{_shown(section)}]{_did_you_mean(section, _SECTIONS)}; "
                f"the sections are {_listed(f'[{name}]' for name in _SECTIONS)}"
            )
    values: dict[str, Any] = {}
    for section, keys in _SECTIONS.items():
        table = data.get(section, {})
        if not isinstance(table, dict):
            raise ConfigError(f"{path}: [{section}] must be a table")
        for key, value in table.items():
            if key not in keys:
                raise ConfigError(
                    f"{path}: [{section}] has an unknown key {_shown(key)!r}"
                    f"{_did_you_mean(key, keys)}; its keys are {_listed(keys)}"
                )
            if section == "screen":
                values["screen"] = _screen_address(path, value)
                continue
            values[key] = _checked(path, section, key, value)
    return AudioSettings(**values)


def _shown(name: str) -> str:
    """A key as written in the file, with any control character escaped."""
    return name if name.isprintable() else repr(name)[1:-1]


def _listed(names: Iterable[str]) -> str:
    items = list(names)
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


def _did_you_mean(name: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(name.lower(), list(known), n=1, cutoff=0.6)
    return f" (did you mean {close[0]}?)" if close else ""


def _checked(path: Path, section: str, key: str, value: Any) -> Any:
    where = f"{path}: [{section}] {key}"
    if key == "verbosity":
        if value not in VERBOSITY_LEVELS:
            raise ConfigError(f"{where} must be brief, normal or full")
        return value
    if key in ("device", "output_device"):
        if isinstance(value, bool) or not isinstance(value, str | int):
            raise ConfigError(f"{where} must be a device name or number")
        if isinstance(value, str) and (len(value) > MAX_DEVICE_NAME or not value.isprintable()):
            raise ConfigError(f"{where} is not a device name; see voice-game list-devices")
        return value
    if key in ("endpoint_ms", "rate") and (isinstance(value, bool) or not isinstance(value, int)):
        raise ConfigError(f"{where} must be a whole number")
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ConfigError(f"{where} must be a number")
    problem = range_problem(key, value)
    if problem is not None:
        raise ConfigError(f"{path}: [{section}] {problem}")
    return value


def _screen_address(path: Path, value: Any) -> str:
    if isinstance(value, int) and not isinstance(value, bool):
        value = str(value)
    if not isinstance(value, str) or not value.strip() or len(value) > 300:
        raise ConfigError(f'{path}: [screen] address must be "[HOST:]PORT", like "8080"')
    return value.strip()


def _toml_value(value: object) -> str:
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value).lower() if isinstance(value, bool) else str(value)


def save_settings(settings: AudioSettings, path: Path | None = None) -> Path:
    """Write ``settings`` (atomically); keys that are ``None`` are left out."""
    path = path or default_config_path()
    values = asdict(settings)
    lines = ["# voice_game audio settings (written by scripts/calibrate-mic)"]
    for section, keys in _SECTIONS.items():
        if section == "screen":
            if settings.screen is not None:
                lines.append(f"\n[screen]\naddress = {_toml_value(settings.screen)}")
            continue
        lines.append(f"\n[{section}]")
        for key in keys:
            if values[key] is not None:
                lines.append(f"{key} = {_toml_value(values[key])}")
    atomic_write(path, "\n".join(lines) + "\n")
    return path
