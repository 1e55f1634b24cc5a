"""A correction said after a pause: "no, actually at the start" once Ann's card is down
and Ben is on turn asks Ann to move her card; a yes moves it, a no leaves it, and ``hear``
decides the same line the same way."""

from __future__ import annotations

from testkit.scripting import DECK
from voice_game.decks import load_deck
from voice_game.dialogue.decider import decide, decision_json
from voice_game.dialogue.hear import hear_result, moment_from_json, moment_to_json
from voice_game.dialogue.session import Session
from voice_game.engine import Game, Setup, preset
from voice_game.heard import Heard


def new_session(computers: tuple[tuple[str, str], ...] = (), seed: int = 3) -> Session:
    cards = load_deck(DECK).cards
    names = ("Ann", "Ben") if not computers else ("Ann", computers[0][0], "Ben")
    setup = Setup(names, preset("lifestyle"), cards, seed, computers=computers)
    return Session(Game(setup))


def test_a_yes_moves_the_last_card_and_the_turn_goes_on():
    session = new_session()
    game = session.game
    start = game.chain[0]
    session.handle("card 1 at the end")
    placed = game.chain[-1]
    ann_cards = len(game.hand("Ann"))
    reply = session.handle("no actually, at the start")
    assert reply.lines == ["Ann, move Hastings before the Suez Canal?"]
    assert game.chain[-1] == placed  # nothing moved before the yes
    reply = session.handle("yes")
    assert game.chain == (placed, start)
    assert game.current_player == "Ben" and len(game.hand("Ann")) == ann_cards
    assert reply.lines[0].startswith("Ann places: ") and "Ben, your turn." in reply.lines


def test_a_no_leaves_the_card_where_it_is():
    session = new_session()
    session.handle("card 1 at the end")
    chain = session.game.chain
    session.handle("no wait, before the suez canal")
    reply = session.handle("no")
    assert reply.lines[0] == "All right, it stays."
    assert session.game.chain == chain and session.game.current_player == "Ben"


def test_without_a_card_to_move_the_words_are_the_players_own():
    session = new_session()
    reply = session.handle("no actually at the end")  # nobody has placed yet
    assert reply.lines[0].startswith("Which card goes")


def test_a_computer_players_card_is_never_offered():
    session = new_session(computers=(("Ada", "expert"),), seed=2)
    session.handle("card 1 at the end")
    session.computer_move()
    assert session.game.current_player == "Ben" and session.game.undo_player == "Ada"
    ctx = session.context()
    assert ctx.last_placed is None
    assert not session.handle("no actually at the start").lines[0].startswith("Ada, move")


def test_hear_decides_the_correction_as_the_game_does():
    session = new_session()
    session.handle("card 1 at the end")
    line = "sorry i meant at the start"
    moment = moment_from_json(moment_to_json(session.moment()))
    game_decision = decision_json(decide(Heard.typed(line), session.moment()))
    assert game_decision["decision"] == "correct"
    assert game_decision["action"] == {"kind": "move", "card": 1, "slot": 0}
    assert hear_result(Heard.typed(line), moment) == game_decision
