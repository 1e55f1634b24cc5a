"""Arrays kept on disk: two workers making the same one at once both get it."""

from __future__ import annotations

import multiprocessing
import time
from pathlib import Path

import numpy as np

from testkit.arrays import cached_array


def _slowly(path: Path) -> float:
    def make() -> np.ndarray:
        time.sleep(0.3)  # both workers are inside make() before either saves
        return np.arange(1000, dtype=np.float32)

    return float(cached_array(path, make).sum())


def test_two_workers_making_one_array_both_get_it(tmp_path: Path) -> None:
    path = tmp_path / "cache" / "room.npy"
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        sums = pool.map(_slowly, [path, path])
    assert sums == [float(np.arange(1000).sum())] * 2
    assert np.load(path).shape == (1000,)
    assert [p.name for p in path.parent.iterdir()] == ["room.npy"], "no temporary file left"
