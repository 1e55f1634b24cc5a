"""What happens when a game is over: the question to play again with the same players
(when another game can follow) or to quit, and the last words."""

from __future__ import annotations

from collections.abc import Callable

from voice_game.engine.game import Game

from .save_watch import Recorder

Rematch = Callable[[Game], tuple[Game, Recorder]]
"""A new game with the same players, rules and cards, and the recorder that saves it."""
GOODBYE = "Thank you for playing. Goodbye!"
"""The last words when the players leave after the game."""


def again_question(rematch: bool) -> str:
    """What to say when the game is over: play again (when a rematch is offered) or quit."""
    if not rematch:
        return "Say quit to leave."
    return "Play again with the same players, yes or quit?"


def game_over_line(rematch: bool) -> str:
    """Said after the move that ends the game: the question to go on, or thanks (and the
    game ends there)."""
    return again_question(rematch) if rematch else "Thank you for playing."
