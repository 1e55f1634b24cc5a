"""Computer players: a seeded model of what each one knows, and a policy that plays from it.

Depends only on the engine. A computer player never reads a hidden year while playing: at
the deal it forms a believed year for every card (:mod:`.knowledge`), and from then on it
decides from those beliefs and the public table alone (:mod:`.policy`).
"""

from .knowledge import Belief, Knowledge, learn
from .levels import DEFAULT_LEVEL, Level, parse_level
from .player import ComputerPlayer, computer_players
from .policy import Decision, Table, decide

__all__ = [
    "DEFAULT_LEVEL",
    "Belief",
    "ComputerPlayer",
    "Decision",
    "Knowledge",
    "Level",
    "Table",
    "computer_players",
    "decide",
    "learn",
    "parse_level",
]
