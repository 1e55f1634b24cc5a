"""A computer player: a name, a level, and the knowledge it plays from."""

from __future__ import annotations

from dataclasses import dataclass

from voice_game.engine.game import Game, Setup

from .knowledge import Knowledge, learn
from .levels import Level, parse_level
from .policy import Decision, Table, decide


@dataclass(frozen=True)
class ComputerPlayer:
    """One seat played by the computer."""

    name: str
    level: Level
    knowledge: Knowledge

    def decide(self, game: Game) -> Decision:
        """What to do now (it must be this player's turn), from the public table."""
        return decide(Table.of(game), self.knowledge)


def computer_players(setup: Setup) -> dict[str, ComputerPlayer]:
    """The computer seats of a game, by name; beliefs are fixed by the game's seed."""
    players: dict[str, ComputerPlayer] = {}
    for name, level_name in setup.computers:
        level = parse_level(level_name)
        players[name] = ComputerPlayer(name, level, learn(setup.cards, level, setup.seed, name))
    return players
