"""Hear what the game's voice says: capture its audio and transcribe it with Vosk."""

from __future__ import annotations

import re

import numpy as np

from voice_game.speech.audio import SAMPLE_RATE
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.voice import EspeakVoice


class Capture:
    """An audio player that keeps what the voice asks it to play instead of playing it."""

    playing = False

    def __init__(self) -> None:
        self.played: list[tuple[np.ndarray, int]] = []

    def play(
        self, samples: np.ndarray, samplerate: int, *, volume: float = 1.0, cancel: object = None
    ) -> bool:
        self.played.append((samples, samplerate))
        return True

    def stop(self) -> None:
        pass


def to_16k(samples: np.ndarray, rate: int) -> np.ndarray:
    """Resample to the recogniser's 16 kHz: windowed-sinc low-pass at 7.6 kHz, then linear
    interpolation (plain interpolation aliases espeak-ng's 22 kHz audio and costs the model
    a third of the words)."""
    x = samples.astype(np.float64)
    taps = np.arange(-64, 65)
    cutoff = 7600 / rate
    kernel = 2 * cutoff * np.sinc(2 * cutoff * taps) * np.hamming(len(taps))
    x = np.convolve(x, kernel / kernel.sum(), mode="same")
    n = round(len(x) * SAMPLE_RATE / rate)
    resampled: np.ndarray = np.interp(np.arange(n) * (rate / SAMPLE_RATE), np.arange(len(x)), x)
    return resampled


def words(text: str) -> list[str]:
    """Lower-case words, hyphenated numbers split ("sixty-nine" -> "sixty", "nine")."""
    return re.findall(r"[a-z]+(?:'[a-z]+)?", text.lower().replace("-", " "))


class Listener:
    """Says a sentence through :class:`EspeakVoice` (normaliser and all) and hears it."""

    def __init__(self, recognizer: Recognizer, rate: int | None = None) -> None:
        self.capture = Capture()
        self.voice = EspeakVoice(player=self.capture)  # type: ignore[arg-type]
        if rate:
            self.voice.rate = rate
        self.recognizer = recognizer
        recognizer.set_phrases(None)  # full vocabulary

    def hear(self, sentence: str) -> list[str]:
        """The words the model hears when the game says ``sentence``."""
        self.capture.played.clear()
        self.voice.say(sentence)
        samples, rate = self.capture.played[0]
        pad = np.zeros(SAMPLE_RATE * 3 // 10)
        audio = np.concatenate([pad, to_16k(samples, rate), pad])
        self.recognizer.accept(np.clip(audio, -32768, 32767).astype("<i2").tobytes())
        return words(self.recognizer.final().text)


def distance(a: list[str], b: list[str]) -> int:
    """Word edit distance (insertions, deletions, substitutions)."""
    row = list(range(len(b) + 1))
    for i, word in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, other in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (word != other))
    return row[-1]
