"""The speech backends and how one is chosen: the ``espeak-ng`` program (the default on
Linux, :class:`~.voice.EspeakVoice`) or pyttsx3 (the default on Windows and macOS, where it
drives the system's own voices: SAPI5, NSSpeechSynthesizer).

Both render a sentence to audio that the game plays itself (:class:`~.voice.RenderedVoice`),
so both keep the output device, exact knowledge of when the game speaks, and ``stop()``.
pyttsx3 is used only to render (``save_to_file``), never to play: its own playback has no
device choice and cannot be stopped. Faults of pyttsx3 2.99's espeak driver (Linux),
measured here, are worked around: it prints "Audio saved to ..." on standard output for
every file, sometimes only during the next command (kept off the game's output); it applies
a rate change one command late; and it writes an empty file when saving to the name it saved
to last, or after an idle ``runAndWait``. So every sentence gets a fresh engine (12-40 ms
here) and a new file name.
"""

from __future__ import annotations

import contextlib
import io
import shutil
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

from .voice import DEFAULT_RATE, AudioPlayer, EspeakVoice, RenderedVoice, SpeechOutputError

BACKENDS = ("espeak-ng", "pyttsx3")
CHOICES = ("auto", *BACKENDS)


class Pyttsx3Voice(RenderedVoice):
    """The system's voices through pyttsx3. ``voice`` is a pyttsx3 voice id ('' for the
    system's default; an id this system does not have is ignored)."""

    backend = "pyttsx3"

    def __init__(
        self,
        device: str | int | None = None,
        *,
        rate: int = DEFAULT_RATE,
        volume: float = 1.0,
        voice: str = "",
        player: AudioPlayer | None = None,
        cache_size: int = 256,
    ) -> None:
        super().__init__(
            device, rate=rate, volume=volume, voice=voice, player=player, cache_size=cache_size
        )
        engine = self._engine()
        self._voices = {str(v.id) for v in engine.getProperty("voices") or ()}
        self._folder = tempfile.TemporaryDirectory(prefix="voice_game-tts-")
        self._count = 0

    @staticmethod
    def _engine() -> Any:
        """A fresh pyttsx3 engine (its output kept off the game's)."""
        try:
            from pyttsx3.engine import Engine
        except ImportError as exc:
            raise SpeechOutputError(
                "pyttsx3 is not installed; run scripts/setup, or choose --tts espeak-ng."
            ) from exc
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                return Engine()
        except Exception as exc:  # noqa: BLE001 - any driver failure: say what to do
            raise SpeechOutputError(
                f"pyttsx3 cannot start a voice on this system ({exc}); "
                "choose --tts espeak-ng, or play with `voice-game play --text`."
            ) from exc

    def _render(self, text: str, rate: int, voice: str) -> tuple[np.ndarray, int]:
        import soundfile

        self._count += 1
        path = Path(self._folder.name) / f"sentence-{self._count}.wav"
        engine = self._engine()
        # the driver prints "Audio saved to ..." when the file is written, which may be after
        # runAndWait: reading it inside the redirection keeps that line off the game's output
        with contextlib.redirect_stdout(io.StringIO()):
            engine.setProperty("rate", rate)
            if voice in self._voices:
                engine.setProperty("voice", voice)
            engine.save_to_file(text, str(path))
            engine.runAndWait()
            try:
                samples, samplerate = _read_when_written(path, soundfile)
            except (OSError, RuntimeError) as exc:
                raise SpeechOutputError(f"pyttsx3 rendered no audio ({exc}).") from exc
            finally:
                path.unlink(missing_ok=True)
        if not len(samples):
            raise SpeechOutputError(f"pyttsx3 rendered no audio for {text!r}.")
        return samples, samplerate


WRITE_WAIT_SECONDS = 5.0
"""How long to wait for pyttsx3's file after ``runAndWait`` returns."""


def _read_when_written(path: Path, soundfile: Any) -> tuple[np.ndarray, int]:
    """The samples of the WAV file pyttsx3 writes, once it is written: its espeak driver
    writes the file from the synthesiser's callback, which can come after ``runAndWait``
    has returned (seen on a loaded machine), so a missing, header-only or unreadable file
    is read again until :data:`WRITE_WAIT_SECONDS` have passed."""
    deadline = time.monotonic() + WRITE_WAIT_SECONDS
    while True:
        try:
            data, samplerate = soundfile.read(str(path), dtype="int16", always_2d=True)
            if len(data):
                samples = data[:, 0] if data.shape[1] == 1 else data.mean(axis=1)
                return np.asarray(samples, dtype=np.int16).copy(), int(samplerate)
            problem: Exception | None = None
        except (OSError, RuntimeError) as exc:
            problem = exc
        if time.monotonic() >= deadline:
            if problem is not None:
                raise problem
            return np.zeros(0, dtype=np.int16), 0
        time.sleep(0.02)


def default_backend(platform: str = sys.platform) -> str:
    """espeak-ng on Linux (when installed), pyttsx3 on Windows and macOS."""
    if platform.startswith(("win", "darwin", "cygwin")):
        return "pyttsx3"
    return "espeak-ng" if shutil.which("espeak-ng") else "pyttsx3"


def open_voice(
    tts: str = "auto",
    device: str | int | None = None,
    *,
    rate: int = DEFAULT_RATE,
    volume: float = 1.0,
) -> RenderedVoice:
    """The game's voice from the backend named by ``--tts`` (``auto``: :func:`default_backend`)."""
    backend = default_backend() if tts == "auto" else tts
    if backend == "pyttsx3":
        return Pyttsx3Voice(device, rate=rate, volume=volume)
    if backend == "espeak-ng":
        return EspeakVoice(device, rate=rate, volume=volume)
    raise SpeechOutputError(f"Unknown speech backend {tts!r}; choose one of {', '.join(CHOICES)}.")
