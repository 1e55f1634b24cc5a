"""What an utterance is heard against: the turn's context for the intent parser, and the
moment (turn, open question, last card, game over) for :func:`.decider.decide`."""

from __future__ import annotations

from collections.abc import Collection

from voice_game.engine.events import Phase
from voice_game.engine.game import Game
from voice_game.intent.model import CardName, TurnContext

from .decider import Moment, MomentKind, Question


def turn_context(game: Game, *, confirming: bool, computers: Collection[str] = ()) -> TurnContext:
    """What the intent parser needs to know about ``game`` now (``confirming``: a question
    is open; ``computers``: the computer players, whose cards nobody else moves)."""
    player = game.current_player
    placed, placer = game.undo_placed, game.undo_player
    last, last_placer = None, ""
    if placed is not None and placer is not None and placer not in (player, *computers):
        last = next((i for i, card in enumerate(game.chain) if card.id == placed.id), None)
        last_placer = placer if last is not None else ""
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
        last_placed=last,
        last_placer=last_placer,
    )


def moment_of(
    game: Game, question: Question | None, *, rematch: bool, computers: Collection[str] = ()
) -> Moment:
    """The moment of ``game`` with ``question`` open (``rematch``: another game can follow;
    ``computers`` as for :func:`turn_context`)."""
    kind: MomentKind = "turn"
    if game.phase is Phase.OVER:
        kind = "over"
    elif question is not None:
        kind = "question"
    elif game.phase is Phase.FINAL:
        kind = "final"
    context = turn_context(game, confirming=question is not None, computers=computers)
    return Moment(context, kind, question, rematch=rematch)
