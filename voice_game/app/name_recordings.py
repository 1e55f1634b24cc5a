"""Names said in the player's own voice: the last seconds of listening are kept, the
utterance a name was heard in is cut from them, and a sentence is split around the
recorded names so each is played where the game says it."""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

import numpy as np

from voice_game.heard import Heard
from voice_game.speech import listening

KEEP_BLOCKS = 750
"""Blocks of 20 ms kept while listening (15 seconds), to cut a name's recording from."""


def keeping(
    blocks: Iterator[listening.Block], kept: list[listening.Block]
) -> Iterator[listening.Block]:
    """The blocks as they come, also kept (the last 15 seconds) for :func:`utterance`."""
    for block in blocks:
        kept.append(block)
        if len(kept) > KEEP_BLOCKS:
            del kept[: len(kept) - KEEP_BLOCKS]
        yield block


def utterance(kept: Sequence[listening.Block], heard: Heard | None) -> np.ndarray | None:
    """The recorded speech of ``heard`` (a little before and after), or None."""
    if heard is None or heard.start is None or heard.end is None:
        return None
    start, end = heard.start - 0.15, heard.end + 0.25
    parts = [block.samples for block in kept if start <= block.at <= end]
    return np.concatenate(parts) if parts else None


def name_parts(line: str, names: Sequence[str]) -> list[str]:
    """``line`` split around the ``names`` (whole words): the names are parts of their own,
    in order with the text between them."""
    pattern = "|".join(re.escape(name) for name in names)
    return re.split(rf"\b({pattern})\b", line)
