"""What the table hears when a game starts, or when a saved game goes on."""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.engine.events import Event, GameStarted
from voice_game.engine.game import Game

from .verbosity import Verbosity


def resumed_opening(game: Game, prompt: Sequence[str]) -> list[str]:
    """A saved game goes on: which round, then the turn's ``prompt``."""
    return [f"The saved game goes on, in round {game.round}.", *prompt]


def new_game_opening(
    events: Sequence[Event], narrated: Sequence[str], level: Verbosity, *, summarised: bool
) -> list[str]:
    """A new game: the ``narrated`` sentences of its first ``events``, then where to start.
    ``summarised``: the table has just heard and accepted a summary of the set-up (by
    voice), so the game's own sentence on its players, rules and hand size is not said
    again."""
    lines = list(narrated)
    if summarised and events and isinstance(events[0], GameStarted):
        lines = lines[1:]
    if level is Verbosity.BRIEF:
        lines.append("Say my cards to hear your cards, or help at any time.")
    else:
        lines.append("Say help at any time to hear what you can say.")
    return lines
