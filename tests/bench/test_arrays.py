"""Arrays kept on disk: two workers making the same one at once both get it."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from testkit.arrays import cached_array


def test_a_second_worker_saving_the_same_array_meanwhile_is_no_harm(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first worker's save is interrupted by a second worker making and saving the
    same array in full (two benchmark workers meeting one room's response): both get it,
    and no temporary file is left."""
    path = tmp_path / "cache" / "room.npy"
    real_save = np.save
    others: list[np.ndarray] = []
    interrupted: list[bool] = []

    def save_then_let_the_other_worker_finish(file: object, array: np.ndarray) -> None:
        real_save(file, array)  # type: ignore[arg-type]
        if not interrupted:
            interrupted.append(True)
            others.append(cached_array(path, lambda: np.arange(10.0)))

    monkeypatch.setattr(np, "save", save_then_let_the_other_worker_finish)
    first = cached_array(path, lambda: np.arange(10.0))
    assert others, "the second worker ran inside the first one's save"
    assert first.tolist() == others[0].tolist() == np.load(path).tolist()
    assert [p.name for p in path.parent.iterdir()] == ["room.npy"]
