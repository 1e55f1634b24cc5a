"""What an utterance is heard against: the turn's context for the intent parser, and the
moment (turn, open question, last card, game over) for :func:`.decider.decide`."""

from __future__ import annotations

from voice_game.engine.events import Phase
from voice_game.engine.game import Game
from voice_game.intent.model import CardName, TurnContext

from .decider import Moment, MomentKind, Question


def turn_context(game: Game, *, confirming: bool) -> TurnContext:
    """What the intent parser needs to know about ``game`` now (``confirming``: a question
    is open)."""
    player = game.current_player
    return TurnContext(
        chain=tuple(CardName(c.event, c.aliases) for c in game.chain),
        hand=tuple(CardName(c.event, c.aliases) for c in game.hand(player)),
        players=game.players,
        current=player,
        can_place=game.phase is Phase.PLACE,
        can_doubt=game.can_doubt,
        can_move=game.can_move,
        ordering_start=game.phase is Phase.ORDER_START,
        can_undo=game.can_undo,
        confirming=confirming,
    )


def moment_of(game: Game, question: Question | None, *, rematch: bool) -> Moment:
    """The moment of ``game`` with ``question`` open (``rematch``: another game can follow)."""
    kind: MomentKind = "turn"
    if game.phase is Phase.OVER:
        kind = "over"
    elif question is not None:
        kind = "question"
    elif game.phase is Phase.FINAL:
        kind = "final"
    context = turn_context(game, confirming=question is not None)
    return Moment(context, kind, question, rematch=rematch)
