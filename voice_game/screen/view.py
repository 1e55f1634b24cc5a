"""What the companion page shows, built from the game's public side only.

The view is a plain JSON-ready dict. It is made from card faces (an event and its short
name, never an id, a note or a source, any of which may give a year away) and from the
game's :class:`~voice_game.engine.events.Revealed` events, so a year reaches the page only
once the game has revealed it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from voice_game.dialogue.render import is_verdict
from voice_game.dialogue.verbosity import short_name
from voice_game.engine.cards import CardFace
from voice_game.engine.events import Moved, Phase, Placed, Revealed, StartOrdered, Undone
from voice_game.engine.game import Game

View = dict[str, Any]
"""One state of the table as the page receives it."""


def card_view(card: CardFace) -> dict[str, str]:
    """A card as the page shows it: its short name and its full event text."""
    return {"name": short_name(card), "event": card.event}


def last_reveal(game: Game) -> Revealed | None:
    """The latest reveal of this game, shown until the next card is placed (or the next
    round's start cards are ordered)."""
    for event in reversed(game.events):
        if isinstance(event, Revealed):
            return event
        if isinstance(event, Placed | Moved | StartOrdered | Undone):
            return None
    return None


def reveal_view(revealed: Revealed, said: Sequence[str]) -> dict[str, Any]:
    """The revealed chain with each card's year, in chain order, and the verdict."""
    verdict = next((line for line in said if is_verdict(line)), "")
    if not verdict:
        verdict = "The chain is correct." if revealed.correct else "The chain is wrong."
    out_of_order = list(revealed.conflict) if revealed.conflict else []
    return {
        "correct": revealed.correct,
        "verdict": verdict,
        "cards": [
            {**card_view(card.face), "year": card.span.text, "wrong": i in out_of_order}
            for i, card in enumerate(revealed.chain)
        ],
    }


def table_view(
    game: Game,
    said: Sequence[str],
    *,
    version: int,
    computers: Sequence[str] = (),
    ended: bool = False,
) -> View:
    """The whole table for the page: the chain in order, each seat's cards and count, whose
    turn it is and what they may do, what was said last, and the latest reveal.

    ``said`` is what the game said after the last change; ``version`` numbers the views so
    that a tap names the table it was made on; ``ended`` says that the game is no longer
    being played (the page says so)."""
    over = game.phase is Phase.OVER
    turn = None if over else game.current_player
    revealed = last_reveal(game)
    counts = game.hand_counts()
    return {
        "version": version,
        "ended": ended,
        "phase": game.phase.value,
        "round": game.round,
        "turn": turn,
        "winner": game.winner,
        "chain": [card_view(card) for card in game.chain],
        "pile": game.pile_count,
        "seats": [
            {
                "name": name,
                "count": counts[name],
                "computer": name in computers,
                "turn": name == turn,
                "cards": [card_view(card) for card in game.hand(name)],
            }
            for name in game.players
        ],
        "may": {
            "place": game.phase is Phase.PLACE,
            "doubt": game.can_doubt,
            "accept": game.phase is Phase.FINAL,
            "order": game.phase is Phase.ORDER_START,
            "undo": game.undo_player if game.can_undo and not over else None,
        },
        "said": list(said),
        "reveal": None if revealed is None else reveal_view(revealed, said),
    }
