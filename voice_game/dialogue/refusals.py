"""What the game says when the engine refuses an action: every refusal worded in one place.

Most refusals are one fixed sentence (:data:`FIXED`); the others name the game's players,
rules or chain, or what was asked (:func:`refusal_sentence`)."""

from __future__ import annotations

from voice_game.engine.actions import Action, Move, Place, Refusal
from voice_game.engine.events import Moved, Placed, RoundStarted
from voice_game.engine.game import Game

CANNOT = "Sorry, I cannot do that now."
FIXED: dict[Refusal, str] = {
    Refusal.START_NOT_ORDERED: "First put the two start cards in order: say keep or swap.",
    Refusal.CANNOT_CORRECT_NOW: "You cannot correct the chain now.",
    Refusal.CHAIN_TOO_SHORT: "There is only one card in the chain: nothing to move.",
    Refusal.ALREADY_THERE: "That card is already there.",
    Refusal.NO_START_CARDS: "There are no start cards to order.",
    Refusal.NOTHING_PLACED: "Nobody has placed a card this round: nothing to doubt.",
    Refusal.OWN_CARD: "You cannot doubt your own card.",
    Refusal.CORRECTED_THIS_TURN: (
        "You have corrected the chain, so now place a card (or undo the correction)."
    ),
    Refusal.NO_LAST_CARD: "Accepting is only for a player's last card; place or doubt.",
    Refusal.NO_SUCH_PLAYER: "There is no such player.",
    Refusal.UNKNOWN_ACTION: CANNOT,
}
"""The refusals said the same way whatever the game and the action."""


def refusal_sentence(
    reason: Refusal, asked: Action, game: Game, hand_number: int | None = None
) -> str:
    """The sentence for ``reason``, the engine's code for refusing ``asked`` in ``game``.

    ``hand_number`` is the card number the player said, when they named one they do not hold.
    """
    if reason in FIXED:
        return FIXED[reason]
    match reason:
        case Refusal.GAME_OVER:
            return f"The game is over; {game.winner} won."
        case Refusal.NOTHING_TO_UNDO:
            if not _placed_this_round(game):
                return "There is nothing to undo: nobody has placed a card this round."
            return "There is nothing to undo: the next player has already acted."
        case Refusal.LAST_CARD_PENDING:
            return f"{game.last_placer} has placed their last card: doubt it or accept it."
        case Refusal.NOT_IN_HAND:
            if hand_number is not None:
                return f"You have no card {hand_number}."
            return f"{game.current_player} does not hold that card."
        case Refusal.NO_SUCH_PLACE:
            if isinstance(asked, Place):
                return f"There is no place {asked.slot + 1} in a chain of {len(game.chain)} cards."
            slot = asked.slot + 1 if isinstance(asked, Move) else 0
            return f"There is no place {slot} in the chain."
        case Refusal.CORRECTING_NOT_ALLOWED:
            return f"Under the {game.rules.name} rules nobody may change the order of the chain."
        case Refusal.NO_SUCH_CHAIN_CARD:
            index = asked.index + 1 if isinstance(asked, Move) else 0
            return f"There is no card {index} in the chain."
    return CANNOT  # pragma: no cover - every refusal is worded above


def _placed_this_round(game: Game) -> bool:
    """True when a card was placed or the chain corrected since the round began."""
    for event in reversed(game.events):
        if isinstance(event, Placed | Moved):
            return True
        if isinstance(event, RoundStarted):
            return False
    return False
