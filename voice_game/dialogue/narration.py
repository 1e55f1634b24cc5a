"""What just happened at this table, said in sentences: a batch of events rendered for
who sits here (a computer player's turn only announced) and how they play (practice)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from voice_game.computer import ComputerPlayer
from voice_game.engine.events import Event, Revealed, TurnStarted
from voice_game.engine.game import Game

from .practice import practice_lines
from .render import render
from .verbosity import Verbosity


def narrate(
    events: Sequence[Event],
    game: Game,
    computers: Mapping[str, ComputerPlayer],
    level: Verbosity,
    practice: bool,
) -> list[str]:
    """Sentences for ``events``; a computer player's turn is only announced; in practice
    mode a wrong chain is followed by how far off its misplaced cards were."""
    hands = {name: game.hand(name) for name in game.players}
    lines: list[str] = []
    batch: list[Event] = []
    for event in events:
        if isinstance(event, TurnStarted) and event.player in computers:
            lines += render(batch, hands, level)
            batch = []
            lines.append(f"{event.player}'s turn.")
        else:
            batch.append(event)
        if practice and isinstance(event, Revealed) and not event.correct:
            lines += render(batch, hands, level)
            batch = []
            lines += practice_lines(event.chain)
    return lines + render(batch, hands, level)
