"""What the voice loop talks to: something that speaks and something that listens.

The live game passes a :class:`~voice_game.app.speaker.Speaker` (espeak-ng and the
microphone) as both; a test passes scripted :class:`~voice_game.heard.Heard` values and
collects what would have been said, so a whole voice game runs with no audio.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from voice_game.heard import Heard
from voice_game.speech.cues import Cue


class Speaking(Protocol):
    """Speaks to the table."""

    def say(self, lines: Sequence[str]) -> None:
        """Say each sentence (and show it); return when they have been said."""
        ...

    def cue(self, cue: Cue) -> None:
        """Play a short sound: listening, understood, not understood, chain right or wrong."""
        ...

    def adjust(self, command: str) -> list[str]:
        """Act on slower, faster, louder, quieter or stop; return what to say about it."""
        ...


class Listening(Protocol):
    """Hears one utterance."""

    def listen(
        self,
        phrases: Sequence[str] | None,
        timeout: float,
        unfinished: Callable[[str], bool] | None = None,
    ) -> Heard | None:
        """The next utterance, listening for ``phrases`` (None: any words); None when
        nobody spoke within ``timeout`` seconds. ``unfinished`` tells a pause inside a
        command from its end (:func:`voice_game.speech.listening.listen`)."""
        ...


class Conversing(Speaking, Listening, Protocol):
    """Speaks and listens in turn (the set-up questions use both)."""
