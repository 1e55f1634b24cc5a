"""Saving after every move, and what the table must hear about it."""

from __future__ import annotations

from collections.abc import Callable

from voice_game.engine.game import Game

Recorder = Callable[[Game], str | None]
"""Saves the game; returns a sentence for the table when saving failed."""


class SaveWatch:
    """Saves the game after each action and remembers whether the last save worked: the
    first move that could not be saved is said once, not after every move, and so is the
    first saved again."""

    def __init__(self, record: Recorder | None, quit_command: str) -> None:
        self.record: Recorder = record or (lambda _game: None)
        self.quit_command = quit_command
        """The command that goes on with this game later."""
        self.saved = True
        """False from a move that could not be saved until one is saved again."""

    def save(self, game: Game) -> list[str]:
        """Save ``game``; the sentence the table must hear about it, if any."""
        problem = self.record(game)
        if problem is not None and self.saved:
            self.saved = False
            return [
                f"{problem} Moves are not being saved until this is mended; a resumed game "
                "would go on from the last saved move."
            ]
        if problem is None and not self.saved:
            self.saved = True
            return ["The game is saved again."]
        return []

    def farewell(self) -> str:
        """The last words when the players leave mid-game: how to go on, and whether the
        game is really saved."""
        if self.saved:
            return "The game is saved. Goodbye! To go on later, run: " + self.quit_command
        return (
            "The last moves could not be saved. Goodbye! To go on from the last saved move, "
            "run: " + self.quit_command
        )
