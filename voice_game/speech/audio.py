"""Audio as the listener takes it: 16 kHz mono int16, read from WAV files and resampled.

Pure numpy, no device: the microphone, the recogniser, ``hear`` and the benchmark share it.
"""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

SAMPLE_RATE = 16000
"""Audio format the recogniser takes: 16 kHz, mono, signed 16-bit little-endian PCM."""


def lowpass_taps(cutoff: float, n_taps: int = 63) -> np.ndarray:
    """Windowed-sinc low-pass FIR; ``cutoff`` is a fraction of the input sample rate."""
    n = np.arange(n_taps) - (n_taps - 1) / 2
    taps: np.ndarray = 2 * cutoff * np.sinc(2 * cutoff * n) * np.hamming(n_taps)
    normalised: np.ndarray = taps / taps.sum()
    return normalised


def resample(samples: np.ndarray, from_rate: int, to_rate: int = SAMPLE_RATE) -> np.ndarray:
    """Resample a whole mono buffer: anti-alias low-pass when downsampling, then linear
    interpolation. Input may be int16 or float; output is int16."""
    data = np.asarray(samples, dtype=np.float64)
    if from_rate != to_rate and len(data):
        if to_rate < from_rate:
            data = np.convolve(data, lowpass_taps(0.45 * to_rate / from_rate), mode="same")
        n_out = max(1, round(len(data) * to_rate / from_rate))
        t_out = np.arange(n_out) * (from_rate / to_rate)
        data = np.interp(t_out, np.arange(len(data)), data)
    return np.clip(np.round(data), -32768, 32767).astype(np.int16)


def read_wav_16k(path: Path | str) -> bytes:
    """Read a PCM WAV file and return 16 kHz mono int16 bytes (mixing and resampling)."""
    try:
        with wave.open(str(path), "rb") as wav:
            channels = wav.getnchannels()
            width = wav.getsampwidth()
            rate = wav.getframerate()
            frames = wav.readframes(wav.getnframes())
    except (wave.Error, EOFError) as exc:
        raise ValueError(
            f"{path} is not a PCM WAV file ({exc}). Convert it, e.g. "
            f"`sox {path} -r 16000 -c 1 -b 16 out.wav`."
        ) from exc
    if width == 1:
        data = (np.frombuffer(frames, dtype=np.uint8).astype(np.float64) - 128) * 256
    elif width == 2:
        data = np.frombuffer(frames, dtype="<i2").astype(np.float64)
    elif width == 4:
        data = np.frombuffer(frames, dtype="<i4").astype(np.float64) / 65536
    else:
        raise ValueError(
            f"{path} uses {8 * width}-bit samples; use 8, 16 or 32-bit PCM, e.g. "
            f"`sox {path} -b 16 out.wav`."
        )
    if channels > 1:
        data = data.reshape(-1, channels).mean(axis=1)
    if rate == SAMPLE_RATE and channels == 1 and width == 2:
        return frames
    return resample(data, rate).tobytes()


class StreamResampler:
    """Resample a stream of int16 blocks without clicks at block boundaries
    (anti-alias FIR with carried history, then linear interpolation with carried phase)."""

    def __init__(self, from_rate: int, to_rate: int) -> None:
        self.step = from_rate / to_rate
        self._taps = lowpass_taps(0.45 * to_rate / from_rate) if to_rate < from_rate else None
        self._history = np.zeros(0 if self._taps is None else len(self._taps) - 1)
        self._carry = 0.0
        self._t = 1.0

    def __call__(self, block: np.ndarray) -> np.ndarray:
        x = np.asarray(block, dtype=np.float64).ravel()
        if self._taps is not None:
            buf = np.concatenate([self._history, x])
            self._history = buf[len(buf) - len(self._history) :]
            x = np.convolve(buf, self._taps, mode="valid")
        ext = np.concatenate([[self._carry], x])
        n = len(x)
        count = int(np.floor((n - self._t) / self.step)) + 1 if self._t <= n else 0
        times = self._t + self.step * np.arange(count)
        out = np.interp(times, np.arange(n + 1), ext)
        self._t = (self._t + self.step * count) - n
        self._carry = float(ext[-1])
        pcm: np.ndarray = np.clip(np.round(out), -32768, 32767).astype(np.int16)
        return pcm
