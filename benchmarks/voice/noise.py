"""Room noise and mixing at a chosen signal-to-noise ratio.

SNR definition used throughout: ``20 * log10(rms(speech) / rms(noise))`` where both RMS
values are taken over the *same stretch of samples*: the utterance's active speech (the
synthesised audio with leading and trailing silence trimmed at -50 dBFS). The noise then runs
unchanged before, during and after the utterance, as it would in a room.

Two kinds of noise: ``steady`` (pink noise, like a fan, traffic or a kitchen hood) and
``babble`` (party chatter: four synthetic voices of different engines talking at once,
each saying table talk with short pauses).
"""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np

from testkit.voice.synth import VOICES, synthesize

RATE = 16000
SPEECH_DBFS = -26.0
"""Level every utterance is normalised to (RMS over its active part)."""

BABBLE_LINES = (
    "did you hear what happened at the office on monday",
    "I think the train was late again this morning",
    "she said the weather would be better at the weekend",
    "we should go to the seaside in the summer",
    "the children are staying with their grandparents",
    "can you believe the price of petrol these days",
    "my brother bought a new car last month",
    "the garden needs a lot of work this year",
    "have you tried the new bakery on the high street",
    "they are moving to Scotland in the spring",
    "the concert was absolutely wonderful",
    "I never understood the rules of cricket",
    "our neighbours have a very noisy dog",
    "would you like some more cake",
    "the film was much longer than I expected",
    "he has been learning the piano for years",
)


def rms(x: np.ndarray) -> float:
    """Root mean square of a buffer (as float)."""
    return float(np.sqrt(np.mean(np.square(x.astype(np.float64))))) if len(x) else 0.0


def trim(samples: np.ndarray, threshold_dbfs: float = -50.0, frame: int = 160) -> np.ndarray:
    """Cut leading and trailing frames quieter than ``threshold_dbfs``."""
    x = samples.astype(np.float64)
    n = len(x) // frame
    if n == 0:
        return samples
    levels = 20 * np.log10(
        np.maximum(np.sqrt(np.mean(np.square(x[: n * frame].reshape(n, frame)), axis=1)), 1e-3)
        / 32768
    )
    loud = np.flatnonzero(levels > threshold_dbfs)
    if not len(loud):
        return samples
    return samples[loud[0] * frame : (loud[-1] + 1) * frame]


def normalise(x: np.ndarray, dbfs: float = SPEECH_DBFS) -> np.ndarray:
    """Float copy of ``x`` scaled to an RMS of ``dbfs``."""
    level = rms(x)
    target = 32768 * 10 ** (dbfs / 20)
    return x.astype(np.float64) * (target / level if level else 1.0)


def pink_noise(seconds: float, seed: int) -> np.ndarray:
    """Pink (1/f) noise, float, unit RMS."""
    rng = np.random.default_rng(seed)
    n = int(seconds * RATE)
    spectrum = rng.standard_normal(n // 2 + 1) + 1j * rng.standard_normal(n // 2 + 1)
    f = np.arange(len(spectrum), dtype=np.float64)
    f[0] = 1.0
    x = np.fft.irfft(spectrum / np.sqrt(f), n)
    return x / rms(x)


def babble(seconds: float, seed: int, cache: Path | None, talkers: int = 4) -> np.ndarray:
    """Party chatter: ``talkers`` synthetic voices talking at once, float, unit RMS."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    mix = np.zeros(n)
    for t in range(talkers):
        voice = VOICES[(t * 3 + seed) % len(VOICES)]
        track: list[np.ndarray] = [np.zeros(int(rng.uniform(0, 1.0) * RATE))]
        length = len(track[0])
        while length < n:
            line = rng.choice(BABBLE_LINES)
            speed = rng.choice(("slow", "normal", "fast"))
            words = normalise(trim(synthesize(line, voice, speed, cache)), -26.0)
            gap = np.zeros(int(rng.uniform(0.1, 0.6) * RATE))
            track += [words, gap]
            length += len(words) + len(gap)
        mix += np.concatenate(track)[:n]
    return mix / rms(mix)


def mix_at_snr(
    speech: np.ndarray, noise: np.ndarray, snr_db: float | None, span: slice
) -> np.ndarray:
    """``speech + noise`` as int16, noise scaled so that the SNR over ``span`` is ``snr_db``.

    ``speech`` and ``noise`` are float arrays of the same length; ``speech`` is zero
    outside the utterance, which occupies ``span``. ``snr_db=None`` means clean (no noise).
    """
    if snr_db is None:
        out = speech
    else:
        s = rms(speech[span])
        nz = rms(noise[span]) or 1.0
        out = speech + noise * (s / nz) / 10 ** (snr_db / 20)
    return np.clip(np.round(out), -32768, 32767).astype(np.int16)
