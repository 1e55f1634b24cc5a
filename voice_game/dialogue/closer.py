"""Saying what would help: a player heard but not understood, whose words came through a
room's echo (far from the speaker), is asked once to come closer.

Across a room, the echo fills the pauses between a player's syllables and rings on after
the last word; close to the microphone both fall to the room's noise
(:func:`voice_game.speech.listening.echo_db` measures it). Noise does not fill them from
above the noise, so chatter and a loud room do not bring the sentence; and it is said once a
game, not on every miss.
"""

from __future__ import annotations

from voice_game.heard import Heard

ECHO_HINT_DB = 15.0
"""Pauses and the moment after the last word at least this far above the room's noise mean
the words came through an echo. Measured on the benchmark's recordings of 60 utterances:
share at or above it in close-talk (clean, 20, 10, 5 dB) 0 %; a living room (RT60 0.5 s) at
0.5 to 3 m 27-35 %; a bare room (1 s) at 1 and 3 m 88-97 %; either room with noise at
10 dB 0 %."""

CLOSER = "Please come a little closer to the speaker."


def echoing(heard: Heard | None) -> bool:
    """True when ``heard`` was spoken through enough of a room's echo to ask for closer."""
    return (
        heard is not None
        and heard.spoken
        and heard.echo_db is not None
        and heard.echo_db >= ECHO_HINT_DB
    )


class CloserHint:
    """Once a game: after a miss heard through an echo, the sentence that would help."""

    def __init__(self) -> None:
        self.told = False

    def after_miss(self, heard: Heard | None) -> list[str]:
        """The sentence to add to a "not understood" answer (none, or :data:`CLOSER`)."""
        if self.told or not echoing(heard):
            return []
        self.told = True
        return [CLOSER]


__all__ = ["CLOSER", "ECHO_HINT_DB", "CloserHint", "echoing"]
