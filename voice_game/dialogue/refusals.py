"""What the game says when the engine refuses an action: every refusal worded in one place."""

from __future__ import annotations

from voice_game.engine.actions import Action, Move, Place, Refusal
from voice_game.engine.events import Moved, Placed, RoundStarted
from voice_game.engine.game import Game


def refusal_sentence(
    reason: Refusal, asked: Action, game: Game, hand_number: int | None = None
) -> str:
    """The sentence for ``reason``, the engine's code for refusing ``asked`` in ``game``.

    ``hand_number`` is the card number the player said, when they named one they do not hold.
    """
    match reason:
        case Refusal.GAME_OVER:
            return f"The game is over; {game.winner} won."
        case Refusal.NOTHING_TO_UNDO:
            if not _placed_this_round(game):
                return "There is nothing to undo: nobody has placed a card this round."
            return "There is nothing to undo: the next player has already acted."
        case Refusal.START_NOT_ORDERED:
            return "First put the two start cards in order: say keep or swap."
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
        case Refusal.CANNOT_CORRECT_NOW:
            return "You cannot correct the chain now."
        case Refusal.CHAIN_TOO_SHORT:
            return "There is only one card in the chain: nothing to move."
        case Refusal.NO_SUCH_CHAIN_CARD:
            index = asked.index + 1 if isinstance(asked, Move) else 0
            return f"There is no card {index} in the chain."
        case Refusal.ALREADY_THERE:
            return "That card is already there."
        case Refusal.NO_START_CARDS:
            return "There are no start cards to order."
        case Refusal.NOTHING_PLACED:
            return "Nobody has placed a card this round: nothing to doubt."
        case Refusal.OWN_CARD:
            return "You cannot doubt your own card."
        case Refusal.CORRECTED_THIS_TURN:
            return "You have corrected the chain, so now place a card (or undo the correction)."
        case Refusal.NO_LAST_CARD:
            return "Accepting is only for a player's last card; place or doubt."
        case Refusal.NO_SUCH_PLAYER:
            return "There is no such player."
        case Refusal.UNKNOWN_ACTION:
            return "Sorry, I cannot do that now."
    return "Sorry, I cannot do that now."  # pragma: no cover - every refusal is worded above


def _placed_this_round(game: Game) -> bool:
    """True when a card was placed or the chain corrected since the round began."""
    for event in reversed(game.events):
        if isinstance(event, Placed | Moved):
            return True
        if isinstance(event, RoundStarted):
            return False
    return False
