"""Keeping up with the microphone: the listening loop's watchdog.

The loop (:func:`.listening.listen`) knows how far behind the audio it is: each block says
when it was captured, and the loop measures how long its own work on it took. On a slow
machine (a Raspberry Pi 3, or a Pi 4 busy with something else) that lag can grow without
bound, and a player would wait longer and longer for an answer. When the lag passes
:data:`LAG_LIMIT_S`, the watchdog sheds the next optional stage still running (the second
decoder first, then RNNoise, then dereverberation: :func:`.listening.optional_stages`), says
so once on standard error (the journal, under systemd), and listening goes on: no block is
skipped, the loop just catches up faster. After shedding it waits :data:`SETTLE_S` of audio
before judging the lag again, since a backlog takes a while to clear.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass

LAG_LIMIT_S = 1.0
"""How far behind the audio the loop may fall before a stage is shed (a player waits this
much longer for an answer)."""

SETTLE_S = 2.0
"""Seconds of audio after shedding a stage before the lag is judged again."""


@dataclass(frozen=True)
class Stage:
    """An optional stage of the loop and how to switch it off."""

    name: str
    shed: Callable[[], None]


def _journal(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


class Watchdog:
    """Sheds ``stages`` (in the order given) one at a time while the loop lags behind the
    audio by more than ``limit_s``. Kept by the caller between utterances, like the
    detector: a stage once shed stays off for the rest of the game."""

    def __init__(
        self,
        stages: Sequence[Stage],
        *,
        limit_s: float = LAG_LIMIT_S,
        settle_s: float = SETTLE_S,
        tell: Callable[[str], None] = _journal,
    ) -> None:
        self._waiting = list(stages)
        self.limit_s = limit_s
        self.settle_s = settle_s
        self._tell = tell
        self._judge_from: float | None = None
        self._told_still_behind = False
        self.shed: list[str] = []
        """The names of the stages switched off so far, in order."""
        self.worst_lag = 0.0
        """The largest lag seen, in seconds."""

    def check(self, lag: float, at: float) -> None:
        """Judge the loop's ``lag`` (seconds behind the audio) after its work on the block
        captured at ``at`` (seconds on the source's clock)."""
        self.worst_lag = max(self.worst_lag, lag)
        if lag <= self.limit_s or (self._judge_from is not None and at < self._judge_from):
            return
        self._judge_from = at + self.settle_s
        if not self._waiting:
            if not self._told_still_behind:
                self._told_still_behind = True
                self._tell(
                    f"voice-game: listening is {lag:.1f} s behind the microphone with every "
                    "optional stage off; this machine is too slow or too busy."
                )
            return
        stage = self._waiting.pop(0)
        stage.shed()
        self.shed.append(stage.name)
        self._tell(
            f"voice-game: listening fell {lag:.1f} s behind the microphone, so {stage.name} "
            "is switched off for this game, to keep up."
        )


__all__ = ["LAG_LIMIT_S", "SETTLE_S", "Stage", "Watchdog"]
