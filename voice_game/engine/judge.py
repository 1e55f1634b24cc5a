"""Judge a chain: is it in time order, in dubio pro reo?"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .years import Span


@dataclass(frozen=True)
class Verdict:
    """The outcome of a reveal: correct, or the first pair of positions that conflict."""

    correct: bool
    conflict: tuple[int, int] | None = None


def judge_chain(spans: Sequence[Span]) -> Verdict:
    """Judge a chain laid out earliest first.

    A chain is correct exactly when every earlier-placed card's earliest year is not after
    every later-placed card's latest year. The first offending pair ``(i, j)``, ``i < j``,
    in reading order (smallest ``i``, then smallest ``j``) is named.
    """
    for i, earlier in enumerate(spans):
        for j in range(i + 1, len(spans)):
            if earlier.earliest > spans[j].latest:
                return Verdict(False, (i, j))
    return Verdict(True, None)
