"""Arrays made once and kept on disk: synthesised speech, noise tracks, room responses."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from pathlib import Path

import numpy as np


def cached_array(path: Path | None, make: Callable[[], np.ndarray]) -> np.ndarray:
    """The array saved at ``path`` (a ``.npy`` file), else ``make()``'s, saved there first
    (written beside it under a name of its own and renamed, so a run stopped halfway leaves
    no half file and two workers making the same array do not trip over each other's file);
    with no ``path``, just ``make()``'s."""
    if path is not None and path.exists():
        kept: np.ndarray = np.load(path)
        return kept
    made = make()
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix=path.stem + ".", suffix=".tmp", dir=path.parent)
        with os.fdopen(handle, "wb") as partial:
            np.save(partial, made)
        Path(name).replace(path)
    return made
