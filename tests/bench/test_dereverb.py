"""The dereverberation lever (the benchmark's system ``wpe``): causal, as a stage in the
listening loop would be, so the benchmark measures what such a stage would hear."""

from __future__ import annotations

import numpy as np

from benchmarks.voice.dereverb import WpeSettings, dereverberate


def _reverberant(seconds: float = 4.0) -> np.ndarray:
    rng = np.random.default_rng(7)
    t = np.arange(int(0.5 * 16000)) / 16000
    rir = rng.standard_normal(len(t)) * np.exp(-6.9 * t / 0.5) * 0.3
    rir[0] = 1.0
    dry = np.zeros(int(seconds * 16000))
    for start in range(0, len(dry) - 4800, 16000):
        dry[start : start + 4800] = rng.standard_normal(4800) * 3000
    return np.convolve(dry, rir)[: len(dry)]


def test_what_it_gives_for_a_moment_does_not_depend_on_what_comes_after() -> None:
    audio = _reverberant()
    whole = dereverberate(audio)
    cut = 40000
    early = dereverberate(audio[:cut])
    settled = cut - WpeSettings().size  # the last window overlaps the cut
    assert len(whole) == len(audio) and len(early) == cut
    assert np.allclose(whole[:settled], early[:settled], atol=1e-6 * np.abs(audio).max())
    assert not np.allclose(whole, audio)  # it did filter


def test_warming_changes_only_the_start_and_keeps_the_length() -> None:
    audio = _reverberant()
    warmed = dereverberate(audio[32000:], warm=audio[:32000])
    assert len(warmed) == len(audio) - 32000
    assert np.allclose(warmed, dereverberate(audio)[32000:], atol=1e-6 * np.abs(audio).max())
