"""Computer players' turns at the table: who is on turn, and their moves said once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from voice_game.computer import ComputerPlayer
from voice_game.engine.events import Event, Moved, Phase, Placed
from voice_game.engine.game import Game

from .render import render_event
from .verbosity import Verbosity


def computer_on_turn(game: Game, computers: Mapping[str, ComputerPlayer]) -> bool:
    """True when the game goes on and a computer player is on turn."""
    return game.phase is not Phase.OVER and game.current_player in computers


def without_echo(
    lines: Sequence[str], events: Sequence[Event], player: str, level: Verbosity
) -> list[str]:
    """``lines`` without the game's own sentence for the placement or correction ``player``
    has just announced in its own words ("Ada puts X before Y")."""
    echoes = {
        line
        for event in events
        if isinstance(event, Placed | Moved) and event.player == player
        for line in render_event(event, None, level)[:1]
    }
    return [line for line in lines if line not in echoes]
