"""Speaking into the virtual room: synthesised players for the voice tests."""

from __future__ import annotations

import os
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
VOICES = ("en-us", "en-gb", "en-us+f3", "en-gb-scotland", "en-029", "en-us+m7")


def synthesise(text: str, voice: str = "en-us", speed: int = 150) -> Path:
    """An espeak-ng recording of ``text`` (a WAV file in a temporary folder)."""
    descriptor, name = tempfile.mkstemp(suffix=".wav")
    os.close(descriptor)
    subprocess.run(
        ["espeak-ng", "-v", voice, "-s", str(speed), "-w", name, text],
        check=True,
        capture_output=True,
    )
    return Path(name)


def say_into_room(sink: str, text: str, voice: str = "en-us", speed: int = 150) -> None:
    """A player speaks: play the synthesised phrase into the room sink ``sink``."""
    wav = synthesise(text, voice, speed)
    try:
        subprocess.run(["paplay", f"--device={sink}", str(wav)], check=True, timeout=30)
    finally:
        wav.unlink(missing_ok=True)
