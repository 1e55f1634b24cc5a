"""The same audio always heard alike: Kaldi's random dither replaced by a repeatable one.

Kaldi adds a little random noise (its "dither", one unit of 16-bit audio) to every frame
before computing the frame's features, from a random generator whose state runs on through
the process. The same recording decoded twice in one process so got other confidences each
time and, near the edge of a decision, other words: the benchmark's "run-to-run spread" of
two to four commands a cell (``docs/benchmark.md``). The game turns Kaldi's dither off in
the model's ``conf/mfcc.conf`` when it installs the model, and the recogniser adds the same
amount of noise itself (:class:`SteadyDither`), the same noise for every utterance. Without
any dither, digital silence (the gaps of synthetic speech, a muted microphone) gives
features the model never saw in training: the benchmark's clean commands acted on at once
fell from 88.9 to 80.4 %.
"""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

import numpy as np
import numpy.typing as npt

FEATURE_CONF = "conf/mfcc.conf"
"""The model's feature settings, inside its folder."""

STEADY_SETTINGS: tuple[str, ...] = ("--dither=0.0",)
"""The lines that make the features the same for the same audio."""


def is_steady(model_dir: Path) -> bool:
    """True when the model's feature settings hold :data:`STEADY_SETTINGS`."""
    try:
        lines = (model_dir / FEATURE_CONF).read_text("utf-8").split()
    except OSError:
        return False
    return all(setting in lines for setting in STEADY_SETTINGS)


def make_steady(model_dir: Path) -> bool:
    """Add :data:`STEADY_SETTINGS` to the model's feature settings (written whole, then
    renamed into place); True when something was added. Raises ``OSError`` when the folder
    cannot be written."""
    conf = model_dir / FEATURE_CONF
    text = conf.read_text("utf-8")
    lines = text.split()
    missing = [setting for setting in STEADY_SETTINGS if setting not in lines]
    if not missing:
        return False
    if text and not text.endswith("\n"):
        text += "\n"
    fresh = conf.with_name(conf.name + ".new")
    fresh.write_text(text + "".join(f"{setting}\n" for setting in missing), "utf-8")
    os.replace(fresh, conf)
    return True


DITHER_SEED = 2024
"""Seed of the repeatable dither's noise."""
DITHER_SAMPLES = 4 * 16000
"""Length of the dither's noise, repeated: four seconds at 16 kHz."""


@cache
def _dither_noise() -> npt.NDArray[np.int32]:
    """Gaussian noise of one unit's deviation, rounded to whole samples (as Kaldi's)."""
    noise = np.random.default_rng(DITHER_SEED).normal(0.0, 1.0, DITHER_SAMPLES)
    return np.rint(noise).astype(np.int32)


class SteadyDither:
    """Adds the repeatable dither to one decoder's 16 kHz int16 audio; :meth:`restart` at
    each utterance, so an utterance gets the same noise whatever came before it."""

    def __init__(self) -> None:
        self._at = 0

    def restart(self) -> None:
        """Begin the noise again (a new utterance)."""
        self._at = 0

    def __call__(self, pcm: bytes) -> bytes:
        """``pcm`` with the next stretch of the noise added."""
        samples = np.frombuffer(pcm, dtype=np.int16)
        noise = _dither_noise()
        where = (self._at + np.arange(len(samples))) % len(noise)
        self._at = (self._at + len(samples)) % len(noise)
        mixed = np.clip(samples.astype(np.int32) + noise[where], -32768, 32767)
        return bytes(mixed.astype(np.int16).tobytes())
