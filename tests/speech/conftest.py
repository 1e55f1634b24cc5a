"""Shared fixtures for the speech tests: a virtual room, the model, synthetic speech.

These tests use real audio devices (PulseAudio null sinks), the real Vosk model and real
speech synthesis. They never skip: a missing piece fails with a message saying what to do.
"""

from __future__ import annotations

import subprocess
import time
import wave
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from voice_game.speech.recognizer import Recognizer

from ..conftest import Room, require


@pytest.fixture(scope="session")
def recognizer(model_path: Path) -> Recognizer:
    """One recogniser for the whole session (the model loads once)."""
    return Recognizer(model_path)


@pytest.fixture(scope="session")
def speech_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("speech")


@pytest.fixture(scope="session")
def speak_wav(speech_dir: Path) -> Callable[..., Path]:
    """Render text to a WAV with espeak-ng (22.05 kHz mono, as a player 'says' it)."""
    exe = require("espeak-ng")

    def speak(text: str, voice: str = "en-us") -> Path:
        out = speech_dir / (voice + "_" + "_".join(text.lower().split()) + ".wav")
        if not out.exists():
            subprocess.run([exe, "-v", voice, "-w", str(out), text], check=True)
        return out

    return speak


class Recording:
    """parecord capturing a PulseAudio source into a WAV while the block runs."""

    def __init__(self, source: str, path: Path) -> None:
        self.path = path
        self._proc = subprocess.Popen(
            [
                require("parecord"),
                f"--device={source}",
                "--rate=16000",
                "--channels=1",
                "--format=s16le",
                "--file-format=wav",
                str(path),
            ]
        )
        time.sleep(0.3)

    def finish(self) -> np.ndarray:
        """Stop recording and return the int16 samples."""
        time.sleep(0.3)
        self._proc.terminate()
        self._proc.wait(timeout=5)
        with wave.open(str(self.path), "rb") as wav:
            return np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")


@pytest.fixture
def record_speaker(virtual_room: Room, tmp_path: Path) -> Callable[[], Recording]:
    """Start recording what the game plays on the test speaker sink."""
    return lambda: Recording(f"{virtual_room.speaker}.monitor", tmp_path / "speaker.wav")
