"""A card named by another form of its own words ("the van eyck painting" for "Van Eyck
paints the Arnolfini Portrait", "the swede's matches" for "... the safety match")."""

from __future__ import annotations

from voice_game.intent import CardName, Place, TurnContext, parse
from voice_game.intent.cards import stem

HAND = (
    CardName("A Swede patents the safety match", ("safety match", "safety matches")),
    CardName(
        "Ray Bradbury publishes his novel about firemen who burn books",
        ("fahrenheit", "book burning novel"),
    ),
    CardName("Van Eyck paints the Arnolfini Portrait", ("arnolfini",)),
)
CHAIN = (
    CardName("Naismith invents basketball", ("basketball",)),
    CardName("The first Mother's Day is held", ("mother's day",)),
)
CTX = TurnContext(chain=CHAIN, hand=HAND, players=("Ann", "Ben"), current="Ann")


def test_another_ending_of_a_cards_word_names_it():
    """ "um the van eyck painting at the very beginning" (blind set 1) was read back: "painting"
    was no word of "van eyck paints the arnolfini portrait"."""
    reading = parse("um the van eyck painting at the very beginning", CTX)
    assert (reading.status, reading.action) == ("act", Place(card=2, slot=0))


def test_a_short_word_keeps_its_ending():
    """Endings come off only where four letters remain: "dies" is not "die" nor "died"."""
    assert stem("painting") == stem("paints") == "paint"
    assert stem("matches") == "match"
    assert stem("dies") == "dies" and stem("goes") == "goes"
