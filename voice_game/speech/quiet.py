"""Silence skipped before a recording is listened to, so ``voice-game hear`` spends its time
only where someone could be speaking.

While it waits for speech, the listening loop's detector (:class:`~.vad.Endpointer`) runs
Silero, the spectral gate, WebRTC's suppressor and RNNoise on every block: about 0.15 s of
CPU per second of audio here, so ten minutes of silence cost nearly as much as ten minutes
of speech. Yet a block can start speech only when its level stands out from the room: above
``floor_db``, and at least the detector's margin above the room's noise level, which the
detector takes from the levels of the blocks of its last ``noise_window_ms`` and which is
never below the quietest of them (nor, in the first blocks, below its starting level). One
pass over the levels alone (a few milliseconds per minute of audio) finds every block that
*could* start speech; the loop then hears only the stretches around them:
``noise_window_ms`` and the pre-roll before each, so that the detector learns the room
there as it would have, and a whole command and the detector's window after each, so that
a command it starts is heard to its end. Everything else is skipped, and a recording with
no such block is not listened to at all.

What this does not reproduce: the level of other voices the detector learns while waiting
(only ever raises the bar) and the state of Silero and the noise suppressors from before a
skipped stretch; both are learnt again from the ``noise_window_ms`` heard before the next
candidate. A recording whose first sound comes within that time is heard exactly as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import numpy as np
from numpy.lib.stride_tricks import sliding_window_view

from .dereverb import LATENCY_BLOCKS, REACH_BLOCKS
from .listening import Block
from .vad import MIN_NOISE_BLOCKS, VadSettings, level_db

DEREVERB_SLACK_DB = 6.0
"""With dereverberation the detector reads the stage's levels, not the microphone's: they
differ where the stage takes echo out or adds back a misjudged prediction, so the bound on
the microphone's levels is loosened by this much (what it skips is still silence)."""


def could_start_speech(levels: np.ndarray, settings: VadSettings) -> np.ndarray:
    """Indexes of the blocks (of the given dBFS ``levels``, in order, as a new detector hears
    them) whose level the detector could take for the start of speech. A necessary
    condition: the detector never starts speech at any other block (with dereverberation,
    within :data:`DEREVERB_SLACK_DB` of the stage's effect on a block's level)."""
    s = settings
    margin = s.voiced_margin_db if s.detector == "silero" else s.margin_db
    if s.dereverb:
        margin -= DEREVERB_SLACK_DB
    window = max(10, s.noise_window_ms // s.block_ms)
    start = s.noise_db if s.noise_db is not None else s.floor_db - s.margin_db
    padded = np.concatenate([np.full(window - 1, np.inf), levels])
    quietest = sliding_window_view(padded, window).min(axis=1)  # over blocks i-window+1 .. i
    lowest = np.concatenate([[np.inf], quietest[:-1]])  # the noise level's bound before block i
    early = np.arange(len(levels)) < MIN_NOISE_BLOCKS
    lowest[early] = np.minimum(lowest[early], start)
    found = np.flatnonzero(levels > np.maximum(s.floor_db, lowest + margin))
    if not s.dereverb:
        return found
    # the detector hears each block after the dereverberation stage, two blocks late, and
    # the stage's prediction of a loud block's echo reaches the blocks after it
    late = found[:, None] + np.arange(LATENCY_BLOCKS + REACH_BLOCKS + 1)[None, :]
    return np.unique(late[late < len(levels)])


def heard_blocks(
    source: Callable[[], Iterator[Block]],
    settings: VadSettings | None = None,
    *,
    max_seconds: float,
) -> Iterator[Block]:
    """The blocks of ``source`` (called twice: once for the levels, once to listen) that the
    listening loop needs to hear, in order, with their own times: the stretches around each
    block that could start speech (see the module's text). ``max_seconds`` is the longest
    command the loop is given."""
    s = settings or VadSettings()
    levels = np.fromiter((level_db(block.samples) for block in source()), dtype=float)
    keep = _around(could_start_speech(levels, s), len(levels), s, max_seconds)
    return (block for block, wanted in zip(source(), keep, strict=False) if wanted)


def _around(candidates: np.ndarray, count: int, s: VadSettings, max_seconds: float) -> np.ndarray:
    """Which of ``count`` blocks lie around a candidate: the detector's window and pre-roll
    before it, a whole command and the detector's window (learnt again) after it."""
    window = max(10, s.noise_window_ms // s.block_ms)
    before = window + s.preroll_ms // s.block_ms
    after = int(max_seconds * 1000) // s.block_ms + 2 * window
    marks = np.zeros(count + 1, dtype=np.int64)
    np.add.at(marks, np.maximum(candidates - before, 0), 1)
    np.add.at(marks, np.minimum(candidates + after + 1, count), -1)
    keep: np.ndarray = np.cumsum(marks[:count]) > 0
    return keep


__all__ = ["could_start_speech", "heard_blocks"]
