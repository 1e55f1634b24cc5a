"""Taps become the words a player types, and only a seat's own code acts for it."""

from __future__ import annotations

import random

from testkit.scripting import DECK
from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.engine import Game, Phase, Setup, preset
from voice_game.heard import Heard
from voice_game.intent import understand
from voice_game.intent.model import Place
from voice_game.screen.taps import SeatCodes, Tap, place_words, play_tap


def session(seed: int = 3) -> Session:
    cards = load_deck(DECK).cards
    return Session(Game(Setup(("Ann", "Ben", "Cara"), preset("lifestyle"), cards, seed)))


def test_the_words_of_every_placing_tap_mean_exactly_that_card_and_gap():
    checked = 0
    for seed in range(8):
        s = session(seed)
        rng = random.Random(seed)
        while s.game.phase is Phase.PLACE and len(s.game.chain) < 14:
            context = s.context()
            hand = s.game.hand(s.game.current_player)
            for card in range(len(hand)):
                for slot in range(len(s.game.chain) + 1):
                    words = place_words(card, slot, len(s.game.chain))
                    reading = understand(Heard.typed(words), context)
                    assert (reading.status, reading.action) == ("act", Place(card, slot)), words
                    checked += 1
            s.handle(place_words(rng.randrange(len(hand)), len(s.game.chain), len(s.game.chain)))
    assert checked > 1000


def test_a_tap_for_a_seat_not_on_turn_is_refused_and_changes_nothing():
    s = session()
    history = list(s.game.history)
    words, replies = play_tap(s, Tap("Ben", "place", 1, card=0, slot=0), version=1)
    assert words == [] and replies[0].lines == ["It is Ann's turn, not yours."]
    assert s.game.history == history


def test_a_tap_made_on_an_older_table_is_not_played():
    s = session()
    words, replies = play_tap(s, Tap("Ann", "place", 3, card=0, slot=0), version=4)
    assert words == [] and "changed" in replies[0].lines[0]
    assert s.game.history == []


def test_a_tap_drops_an_open_question_instead_of_answering_it():
    s = session()
    s.handle("at the end")  # "Which card goes at the end?"
    assert s.open_question == "card"
    hand = s.game.hand("Ann")
    words, _ = play_tap(s, Tap("Ann", "place", 1, card=2, slot=0), version=1)
    assert words == ["card 3 at the start"]
    assert s.game.chain[0] == hand[2] and s.open_question is None


def test_the_placer_takes_back_their_card_from_the_screen_on_the_next_turn():
    s = session()
    card = s.game.hand("Ann")[0]
    s.handle("card 1 at the end")
    assert s.game.current_player == "Ben"
    words, replies = play_tap(s, Tap("Ann", "undo", 1), version=1)
    assert words == ["undo", "yes"]
    assert card in s.game.hand("Ann") and s.game.current_player == "Ann"
    assert replies[-1].lines[0].startswith("Ann takes back")
    words, replies = play_tap(s, Tap("Ben", "undo", 1), version=1)
    assert words == [] and replies[0].lines == ["Only your own last move can be taken back."]


def test_seat_codes_are_short_distinct_and_name_one_seat():
    codes = SeatCodes(["Ann", "Ben", "Cara"])
    values = [codes.code_of(seat) for seat in codes.seats]
    assert len(set(values)) == 3 and all(len(v) == 4 and v.isdigit() for v in values)
    assert codes.seat_of(codes.code_of("Ben")) == "Ben"
    assert codes.seat_of("12345") is None and codes.seat_of(1234) is None
    assert codes.sentence().startswith("Seat codes for playing by touch: Ann ")
