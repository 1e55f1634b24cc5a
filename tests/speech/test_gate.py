"""The spectral gate of the recogniser's audio, on real speech (espeak-ng) in a room: steady
noise between the words is lowered and the words stay; a room of other voices is left as
heard (there the gate did not help the recogniser: docs/benchmark.md)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from voice_game.speech.audio import read_wav_16k
from voice_game.speech.gate import HOP, SpectralGate

BLOCK = 320
ROOM = 24000
"""Samples of the room alone before the command (1.5 s), heard while the game waits."""


def words(speak_wav: Callable[..., Path], text: str, voice: str = "en-us") -> np.ndarray:
    samples = np.frombuffer(read_wav_16k(speak_wav(text, voice)), dtype=np.int16)
    sounding = np.flatnonzero(np.abs(samples) > 300)
    return samples[sounding[0] : sounding[-1]].astype(np.float64)


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(x))))


def db(a: np.ndarray, b: np.ndarray) -> float:
    return 20 * float(np.log10(rms(a) / rms(b)))


def pink(n: int) -> np.ndarray:
    spectrum = np.fft.rfft(np.random.default_rng(7).normal(size=n))
    return np.fft.irfft(spectrum / np.sqrt(np.maximum(np.arange(len(spectrum)), 1)), n)


def in_room(command: np.ndarray, room: np.ndarray, snr_db: float) -> np.ndarray:
    """The command after ``ROOM`` samples of the room, ``snr_db`` above it during the words."""
    speech = np.zeros(len(room))
    speech[ROOM : ROOM + len(command)] = command
    scale = rms(command) / rms(room[ROOM : ROOM + len(command)]) / 10 ** (snr_db / 20)
    return np.round(speech + room * scale).astype(np.int16)


def gated(gate: SpectralGate, audio: np.ndarray) -> np.ndarray:
    """The gate's output block by block: it learns while waiting (the room alone) and not
    during the command."""
    out = [
        gate(audio[i : i + BLOCK], learn=i + BLOCK <= ROOM)
        for i in range(0, len(audio) - BLOCK + 1, BLOCK)
    ]
    return np.concatenate(out)


def test_steady_noise_between_the_words_drops_and_the_words_stay(
    speak_wav: Callable[..., Path],
) -> None:
    command = words(speak_wav, "place the telephone before the moon landing")
    audio = in_room(command, pink(ROOM + len(command) + 16000), snr_db=10)
    gate = SpectralGate()
    out = gated(gate, audio)[gate.window - HOP :].astype(np.float64)  # lags by this much
    assert gate.gating
    heard = audio[: len(out)].astype(np.float64)
    during = slice(ROOM, ROOM + len(command))
    after = slice(ROOM + len(command) + 1600, len(out))
    assert db(out[after], heard[after]) < -8  # the room alone, after the words: lowered
    assert db(out[during], heard[during]) > -2  # the words: kept
    clean = np.zeros(len(out))
    clean[during] = command
    # the words stand further above what is left of the noise than above the noise heard
    assert db(clean[during], out[during] - clean[during]) > 10 + 2


def test_a_room_of_other_voices_is_left_as_heard(speak_wav: Callable[..., Path]) -> None:
    command = words(speak_wav, "place the telephone before the moon landing")
    chatter = np.zeros(ROOM + len(command) + 16000)
    for start, (line, voice) in enumerate(
        [
            ("did you hear what happened at the office on monday, the train was late", "en-gb"),
            ("she said the weather would be better at the weekend, by the seaside", "en-us+f3"),
        ]
    ):
        talk = words(speak_wav, line, voice)
        chatter[start * 3000 : start * 3000 + len(talk)] += talk[: len(chatter) - start * 3000]
    audio = in_room(command, chatter, snr_db=10)
    gate = SpectralGate()
    out = gated(gate, audio)
    assert not gate.gating
    assert np.array_equal(out, audio[: len(out)])  # as heard, not even delayed
