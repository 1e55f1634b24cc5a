"""A lever tried on the rooms: online weighted prediction error (WPE) dereverberation before
the recogniser, the benchmark's system ``wpe`` (ours in every other respect).

WPE predicts each short-time spectrum's late reverberation from the frames a few steps
before it and subtracts the prediction. The online form (``nara_wpe.wpe.OnlineWPE``, a
recursive least-squares filter per frequency) uses only past frames, so running it over a
whole recording frame by frame, as here, gives what a stage in the listening loop would
give, less the loop's block framing. One microphone, so one channel.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

RATE = 16000
DITHER = 1.0
"""The noise added before filtering (int16 steps, RMS)."""


@dataclass(frozen=True)
class WpeSettings:
    """The filter: STFT size and shift (samples), taps and delay (frames), forgetting."""

    size: int = 512
    shift: int = 128
    taps: int = 8
    delay: int = 2
    alpha: float = 0.999
    """Forgetting factor of the recursive estimate (0.999 at 8 ms a frame: about 8 s)."""


def dereverberate(
    audio: np.ndarray, settings: WpeSettings = WpeSettings(), warm: np.ndarray | None = None
) -> np.ndarray:
    """``audio`` (16 kHz, mono) with its late reverberation predicted and removed, causally;
    the same length and level scale. ``warm``, heard first and then cut off, is what the
    filter learnt the room from before (a stage in the loop keeps learning all evening)."""
    if warm is not None:
        both = dereverberate(np.concatenate([warm, audio]).astype(np.float64), settings)
        return both[len(warm) :]
    from nara_wpe.wpe import OnlineWPE
    from scipy.signal import istft, stft

    s = settings
    # a microphone's own noise, about one step of 16 bits: the filter's power estimate
    # divides by the frame's power, and exact digital silence (a simulated room's lead-in)
    # made it overflow
    floor = np.random.default_rng(0).standard_normal(len(audio)) * DITHER
    _, _, spectra = stft(audio + floor, RATE, nperseg=s.size, noverlap=s.size - s.shift)
    frames = spectra.T  # (time, frequency)
    bins = frames.shape[1]
    # the first frames seed the power estimate (the room's quiet before the words)
    seed = np.mean(np.abs(frames[: s.taps + s.delay + 1]) ** 2, axis=0) + 1e-10
    wpe = OnlineWPE(s.taps, s.delay, s.alpha, power_estimate=seed, channel=1, frequency_bins=bins)
    out = np.empty_like(frames)
    for t, frame in enumerate(frames):
        out[t] = wpe.step_frame(frame[:, None])[:, 0]
    if not np.all(np.isfinite(out)):
        raise FloatingPointError("the dereverberation filter diverged")
    _, cleaned = istft(out.T, RATE, nperseg=s.size, noverlap=s.size - s.shift)
    result = np.zeros_like(audio)
    n = min(len(audio), len(cleaned))
    result[:n] = cleaned[:n]
    return result
