"""How an undo is said: what it would take back, and whose move it was."""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.engine.events import Event, Moved, Placed, StartOrdered, Undone

from .render import short_position
from .verbosity import short_name


def undo_target(events: Sequence[Event]) -> str:
    """What an undo would take back, in short names ('the telephone after the wheel')."""
    skipped = 0
    for event in reversed(events):
        if isinstance(event, Undone):
            skipped += 1
        elif isinstance(event, Placed | Moved | StartOrdered):
            if skipped:
                skipped -= 1
                continue
            if isinstance(event, StartOrdered):
                return "the order of the start cards"
            where = short_position([c for c in event.chain if c != event.card], event.slot)
            return f"{short_name(event.card)} {where}"
    return "the last move"


def taken_back(owner: str, what: str, lines: Sequence[str]) -> list[str]:
    """The sentences after an undo: '``owner`` takes back ``what``.' in place of the
    event's own 'Undone: ...' sentence, then the rest of ``lines``."""
    rest = [line for line in lines if not line.startswith("Undone:")]
    return [f"{owner} takes back {what}.", *rest]
