"""Feedback without a screen: say a problem aloud, or sound a cue, and always log it.

A speaker appliance has no screen, so every problem it meets (no microphone, no speech model,
no sound server, no speaker) is written to standard error (the journal, under systemd) and
also spoken through the loudspeaker where one works. When speech cannot be rendered (no
espeak-ng) but a loudspeaker works, the alert cue sounds instead.
"""

from __future__ import annotations

import sys
from enum import StrEnum
from typing import TextIO

from .cues import Cue, play_cue
from .voice import AudioPlayer, EspeakVoice

__all__ = ["Announcer", "Delivered"]


class Delivered(StrEnum):
    """How an announcement reached the people at the table."""

    SPOKEN = "spoken"
    CUE = "cue"
    LOGGED = "logged"


class Announcer:
    """Announces problems on the output device ``device`` (None: the default)."""

    def __init__(self, device: str | int | None = None, err: TextIO | None = None) -> None:
        self.device = device
        self.err = err if err is not None else sys.stderr

    def __call__(self, text: str) -> Delivered:
        """Log ``text``, then speak it, or sound the alert cue; return how it was delivered."""
        self.err.write(text + "\n")
        self.err.flush()
        try:
            player = AudioPlayer(self.device)
        except Exception as error:  # noqa: BLE001 - no loudspeaker at all: the log is all
            self.err.write(f"(not spoken: no loudspeaker works: {error})\n")
            return Delivered.LOGGED
        try:
            EspeakVoice(player=player).say(text)
            return Delivered.SPOKEN
        except Exception as error:  # noqa: BLE001 - the voice failed: try a plain sound
            self.err.write(f"(not spoken: {error})\n")
        try:
            play_cue(Cue.ALERT, player)
            return Delivered.CUE
        except Exception as error:  # noqa: BLE001
            self.err.write(f"(no cue either: {error})\n")
            return Delivered.LOGGED
