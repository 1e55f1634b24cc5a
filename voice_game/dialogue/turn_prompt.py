"""The current turn's prompt: what just changed, whose turn it is, the chain, their cards;
or, once the game is over, who won and how to go on."""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.engine.events import Event, Moved, Phase, Placed, RoundStarted, StartOrdered, Undone
from voice_game.engine.game import Game

from .after_game import again_question
from .render import chain_sentences, render_event, turn_sentences
from .verbosity import Verbosity


def turn_prompt(game: Game, level: Verbosity, *, rematch: bool) -> list[str]:
    """The prompt for ``game`` now (``rematch``: another game may follow this one)."""
    if game.phase is Phase.OVER:
        return [f"The game is over and {game.winner} won.", again_question(rematch)]
    player = game.current_player
    turn = turn_sentences(player, game.phase, game.chain, game.hand(player), level)
    if game.phase is Phase.FINAL:
        return [
            f"{game.last_placer} has placed their last card.",
            *chain_sentences(game.chain, level),
            *turn,
        ]
    if level is Verbosity.BRIEF:
        return last_change(game.events, level) + turn
    return turn


def last_change(events: Sequence[Event], level: Verbosity) -> list[str]:
    """The last placement or correction this round, in short names ([] if none)."""
    for event in reversed(events):
        if isinstance(event, Placed | Moved | StartOrdered):
            return render_event(event, None, level)[:1]
        if isinstance(event, Undone | RoundStarted):
            return []
    return []
