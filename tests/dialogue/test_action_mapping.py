"""The one mapping between the intent's actions (hand card by number) and the engine's (by
card id), both ways."""

from __future__ import annotations

import pytest

from voice_game.dialogue.actions import from_engine, to_engine
from voice_game.engine import CardFace
from voice_game.engine import actions as engine
from voice_game.intent.model import Doubt, Move, Place

HAND = (CardFace("t-radio", "Radio"), CardFace("t-moon", "Moon landing"), CardFace("t-tv", "TV"))


def test_every_placement_and_move_maps_both_ways() -> None:
    for card in range(len(HAND)):
        for slot in range(5):
            place = Place(card, slot)
            mapped = to_engine(place, HAND)
            assert mapped == engine.Place(HAND[card].id, slot)
            assert from_engine(mapped, HAND) == place
    for index in range(4):
        for slot in range(4):
            assert to_engine(Move(index, slot), HAND) == engine.Move(index, slot)
            assert from_engine(engine.Move(index, slot), HAND) == Move(index, slot)
    assert to_engine(Doubt(), HAND) == engine.Doubt()
    assert from_engine(engine.Doubt(), HAND) == Doubt()


def test_a_card_number_the_player_lacks_goes_to_the_engine_to_be_refused() -> None:
    assert to_engine(Place(7, 0), HAND) == engine.Place("hand card 8", 0)
    with pytest.raises(ValueError, match="not in this hand"):
        from_engine(engine.Place("t-elsewhere", 0), HAND)
