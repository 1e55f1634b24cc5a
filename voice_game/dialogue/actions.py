"""The one mapping between the two action vocabularies: what was understood (intent: a
hand card by its number as the player hears it, ``Place(card=1, slot=2)``) and what the
engine does (by card id, ``Place(card_id="t-radio", slot=2)``). The intent and the engine
never import each other; the dialogue translates, here and nowhere else.
"""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.engine import actions as engine
from voice_game.engine.cards import CardFace
from voice_game.intent.model import Doubt, Move, Place

GameAction = Place | Move | Doubt
"""The intents that are moves in the game."""


def to_engine(action: GameAction, hand: Sequence[CardFace]) -> engine.Action:
    """The engine's action for an understood one, with the current player's ``hand`` in the
    order the player hears it. A hand number the player does not have still goes to the
    engine (as the card id ``"hand card N"``), which refuses it with its coded reason."""
    match action:
        case Place(card=index, slot=slot):
            if not 0 <= index < len(hand):
                return engine.Place(f"hand card {index + 1}", slot)
            return engine.Place(hand[index].id, slot)
        case Move(card=index, slot=slot):
            return engine.Move(index, slot)
        case Doubt():
            return engine.Doubt()
    raise TypeError(f"not a game action: {action!r}")  # pragma: no cover


def from_engine(
    action: engine.Place | engine.Move | engine.Doubt, hand: Sequence[CardFace]
) -> GameAction:
    """The intent for an engine action (for read-backs and logs); raises ValueError for a
    card that is not in ``hand``."""
    match action:
        case engine.Place(card_id=card_id, slot=slot):
            ids = [card.id for card in hand]
            if card_id not in ids:
                raise ValueError(f"{card_id!r} is not in this hand")
            return Place(ids.index(card_id), slot)
        case engine.Move(index=index, slot=slot):
            return Move(index, slot)
        case engine.Doubt():
            return Doubt()
    raise TypeError(f"not a game action: {action!r}")  # pragma: no cover
