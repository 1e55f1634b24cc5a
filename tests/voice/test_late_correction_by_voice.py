"""A correction said after a pause, heard for real: Ann places by voice, then says "no
actually at the start" once Ben is on turn; the game asks Ann, she says yes, and her card
moves. The real microphone in the virtual room, the real model and detector."""

from __future__ import annotations

from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.dialogue.verbosity import Verbosity
from voice_game.engine import Game, Setup, preset

from .room import ROOT
from .test_host_requests_by_voice import Requests, play_scripted

SAID = ["card one at the end", "no actually at the start", "quit"]


def test_a_correction_after_a_pause_moves_the_last_card_by_voice(virtual_room, model_path):
    cards = load_deck(ROOT / "tests" / "data" / "test-deck.toml").cards
    game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, 3))
    start = game.chain[0]
    placed = game.hand("Ann")[0]
    session = Session(game, voice=True, verbosity=Verbosity.BRIEF)
    table = Requests(virtual_room.room, SAID, question_words=9)  # "Ann, move X before Y?"
    play_scripted(session, table, model_path)
    moves = [q for q in table.read_backs if q.startswith("Ann, move ")]
    assert moves, f"the correction was never offered to Ann: {table.said}"
    assert game.chain == (placed, start), table.said
    assert game.current_player == "Ben"
    assert not any(line.startswith("Which card goes") for line in table.said)
