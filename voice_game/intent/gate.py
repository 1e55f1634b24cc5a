"""Which readings are allowed at this moment of the game."""

from __future__ import annotations

from .model import Action, Command, Doubt, Move, Place, TurnContext


def refusal(action: Action, ctx: TurnContext) -> str:
    """Why `action` is not allowed now, in words to speak; '' when it is allowed."""
    if isinstance(action, Place) and not ctx.can_place:
        if ctx.confirming:
            return "Please answer yes or no first."
        if ctx.ordering_start:
            return "First put the two start cards in order: say swap or keep."
        return "You can't place a card right now."
    if isinstance(action, Move) and not ctx.can_move:
        return "You can't change the order of the chain now."
    if isinstance(action, Doubt) and not ctx.can_doubt:
        return "You can't doubt right now."
    if isinstance(action, Command):
        return _command_refusal(action.kind, ctx)
    return ""


def _command_refusal(kind: str, ctx: TurnContext) -> str:
    """Why a command is not allowed now; '' when it is."""
    if kind in ("yes", "no") and not ctx.confirming:
        return "There is no question to answer right now."
    if kind == "undo" and not ctx.can_undo:
        return "There is nothing to undo."
    if kind in ("swap", "keep") and not ctx.ordering_start:
        return "There are no start cards to order."
    return ""
