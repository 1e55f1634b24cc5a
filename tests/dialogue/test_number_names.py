"""A card whose name holds a number, played through a real game and session."""

from __future__ import annotations

from testkit.scripting import DECK
from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.engine import Card, Game, Setup, parse_year, preset

CHANEL = Card(
    id="chanel-no-5",
    event="Coco Chanel launches the perfume Chanel No. 5",
    span=parse_year("1921"),
    aliases=("chanel number five",),
)


def session_with_chanel_in_hand() -> Session:
    """A game in which Ann holds Chanel No. 5, and it is not her card 5."""
    cards = (*load_deck(DECK).cards, CHANEL)
    for seed in range(200):
        game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, seed))
        ids = [card.id for card in game.hand("Ann")]
        if CHANEL.id in ids and ids.index(CHANEL.id) != 4:
            return Session(game)
    raise AssertionError("no seed deals Chanel No. 5 to Ann")


def test_chanel_number_five_at_the_start_places_chanel_not_card_five():
    session = session_with_chanel_in_hand()
    card_five = session.game.hand("Ann")[4]
    reply = session.handle("chanel number five at the start")
    assert session.game.chain[0].id == CHANEL.id
    assert card_five in session.game.hand("Ann")
    assert reply.lines[0].startswith("Ann places: Coco Chanel launches the perfume Chanel No. 5;")


def test_number_five_alone_is_asked_back_and_answered():
    session = session_with_chanel_in_hand()
    card_five = session.game.hand("Ann")[4]
    reply = session.handle("number five at the start")
    assert reply.lines[0].endswith("?") and ", or " in reply.lines[0]
    assert "chanel number five at the start" in reply.lines[0]
    assert session.game.history == []
    options = reply.lines[0].split(", or ")
    chanel_option = next(i for i, text in enumerate(options, start=1) if "chanel" in text)
    session.handle(("the first", "the second")[chanel_option - 1])
    assert session.game.chain[0].id == CHANEL.id and card_five in session.game.hand("Ann")
