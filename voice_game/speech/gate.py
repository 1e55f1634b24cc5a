"""A streaming spectral gate for the recogniser's audio, in front of WebRTC's suppressor: it
learns the room's spectrum while the game waits (per frequency, the mean and spread of the
level of what it hears) and during a command softly lowers the parts of the spectrum that do
not stand out above that room.

It works only in a steady room (a fan, traffic, a hood: the level of each frequency varies as
little as noise's does, ``steady_db``). There it took the noise WebRTC leaves between the
words; in a room of other voices (chatter) the learnt room sits over the speaker's own voice,
and gating it cost commands (``docs/benchmark.md``), so there the audio passes as heard.

Works on the microphone's 20 ms blocks with state across blocks: a short-time Fourier
transform with overlap (square-root Hann windows, so analysis and resynthesis give the input
back where nothing is lowered); the gated audio lags the input by one window less one hop
(30 ms). No library does this in streaming form: ``noisereduce`` (spectral gating on PyPI)
works on whole clips and keeps no state between calls.
"""

from __future__ import annotations

from collections import deque

import numpy as np

RATE = 16000
HOP = 160
"""Samples per analysis step (10 ms at 16 kHz); a block is a whole number of hops."""


class SpectralGate:
    """Gate 16 kHz int16 blocks; ``learn`` says whether a block also teaches the room."""

    def __init__(
        self,
        *,
        window: int = 640,
        room_ms: int = 1500,
        spread: float = 1.5,
        softness_db: float = 3.0,
        floor_db: float = -20.0,
        smooth_bins: int = 3,
        release: float = 0.5,
        forget_ms: int = 100,
        steady_db: float = 6.5,
        min_room_ms: int = 300,
    ) -> None:
        """``spread``: how many standard deviations above the room's mean level a frequency
        must be to pass; ``softness_db``: the width of the soft step; ``floor_db``: the most
        a frequency is lowered; ``release``: how slowly the gate closes after a sound (per
        10 ms); ``forget_ms``: how much of what was heard just before a command starts is
        not the room (its onset); ``steady_db``: the most the level of a frequency may vary
        in a steady room (about 5.6 dB for noise, 9 dB and more for chatter)."""
        if window % HOP:
            raise ValueError("the window must be a whole number of hops")
        self.window = window
        self.spread = spread
        self.softness_db = softness_db
        self.floor = 10 ** (floor_db / 20)
        self.release = release
        self.steady_db = steady_db
        self._min_frames = max(2, min_room_ms * RATE // 1000 // HOP)
        self._forget = max(0, forget_ms * RATE // 1000 // HOP)
        self._band = slice(300 * window // RATE, 4000 * window // RATE)
        root = np.sqrt(0.5 - 0.5 * np.cos(2 * np.pi * np.arange(window) / window))
        self._analysis = root
        self._synthesis = root / (window / HOP / 2)  # Hann summed over the hops is window/HOP/2
        self._input = np.zeros(window)
        self._output = np.zeros(window)
        bins = window // 2 + 1
        self._kernel = np.ones(smooth_bins) / smooth_bins
        self._room: deque[np.ndarray] = deque()
        self._room_frames = max(self._min_frames, room_ms * RATE // 1000 // HOP)
        self._sum = np.zeros(bins)
        self._squares = np.zeros(bins)
        self._threshold: np.ndarray | None = None
        self._stale = True
        self._mask = np.ones(bins)

    def __call__(self, block: np.ndarray, *, learn: bool) -> np.ndarray:
        """The block gated (int16, same length). With ``learn`` its spectrum joins the room
        (the game is waiting, so it hears the room and not a command). A room that is not
        steady gets the block back as heard, without the transform's delay."""
        out = np.empty(len(block))
        samples = block.astype(np.float64)
        for start in range(0, len(block) - HOP + 1, HOP):
            out[start : start + HOP] = self._step(samples[start : start + HOP], learn)
        if self._room_threshold() is None:
            return block
        return np.clip(np.round(out), -32768, 32767).astype(np.int16)

    def begin(self) -> None:
        """A command starts: its first sounds, heard while waiting, are not the room."""
        for _ in range(min(self._forget, len(self._room))):
            self._drop(self._room.pop())

    @property
    def gating(self) -> bool:
        """Whether the room is learnt and steady, so the gate works."""
        return self._room_threshold() is not None

    def _step(self, hop: np.ndarray, learn: bool) -> np.ndarray:
        self._input = np.concatenate((self._input[HOP:], hop))
        spectrum = np.fft.rfft(self._input * self._analysis)
        level = 20 * np.log10(np.abs(spectrum) + 1e-3)
        if learn:
            self._learn(level)
        spectrum *= self._gain(level)
        frame = np.fft.irfft(spectrum, self.window) * self._synthesis
        self._output = np.concatenate((self._output[HOP:], np.zeros(HOP))) + frame
        return self._output[:HOP]

    def _learn(self, level: np.ndarray) -> None:
        self._room.append(level)
        self._sum += level
        self._squares += level * level
        if len(self._room) > self._room_frames:
            self._drop(self._room.popleft())
        self._stale = True

    def _drop(self, level: np.ndarray) -> None:
        self._sum -= level
        self._squares -= level * level
        self._stale = True

    def _gain(self, level: np.ndarray) -> np.ndarray:
        threshold = self._room_threshold()
        if threshold is None:
            self._mask = np.ones_like(self._mask)
            return self._mask
        above = np.clip((level - threshold) / self.softness_db, -30.0, 30.0)
        target = np.convolve(1 / (1 + np.exp(-above)), self._kernel, mode="same")
        # open at once, close gradually: a voice's onset is kept, the gate does not flutter
        self._mask = np.maximum(target, self.release * self._mask + (1 - self.release) * target)
        return self.floor + (1 - self.floor) * self._mask

    def _room_threshold(self) -> np.ndarray | None:
        """Per frequency, the level a sound must exceed to pass; None when the room is not
        learnt yet or not steady."""
        if self._stale:
            self._stale = False
            self._threshold = None
            n = len(self._room)
            if n >= self._min_frames:
                mean = self._sum / n
                spread = np.sqrt(np.maximum(self._squares / n - mean * mean, 0.0))
                if float(spread[self._band].mean()) <= self.steady_db:
                    self._threshold = mean + self.spread * spread
        return self._threshold
