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

ECHO_HINT_DB = 13.0
"""Pauses and the moment after the last word at least this far above the room's noise mean
the words came through an echo. Chosen on one benchmark run (seed 2024, 60 utterances, the
game's own loop: close-talk at most 13.7 dB, a bare room at 3 m median 13.8 dB) and checked
on another (seed 99): the sentence on 0 of 33 close-talk misses and chatter, on 4 of 10 misses
in a bare room at 1 m and 4 of 7 at 3 m, on none in a living room at 2 m (docs/rooms.md)."""

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
