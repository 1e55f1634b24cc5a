"""The conversation layer: asking back, re-prompts, commands, set-up by dialogue."""

from __future__ import annotations

import io

from testkit.scripting import DECK
from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.dialogue.setup import choose, form_teams
from voice_game.engine import Game, Phase, Setup, preset
from voice_game.heard import Heard
from voice_game.intent.typed_setup import typed_names


def new_session(seed: int = 3, voice: bool = False) -> Session:
    cards = load_deck(DECK).cards
    return Session(Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, seed)), voice=voice)


def test_chatter_never_moves_and_reprompts_with_examples():
    session = new_session()
    before = session.game.chain
    reply = session.handle("who wants another drink")
    assert not reply.understood and session.game.chain == before
    assert any(line.startswith("Try: '") for line in reply.lines)
    reply = session.handle("pass me the chips")
    assert "Say help to hear everything you can say." in reply.lines


def test_omitted_card_asks_which_and_a_number_answers():
    session = new_session()
    reply = session.handle("at the end")
    assert reply.lines and reply.lines[0].startswith("Which card goes")
    assert session.game.history == []
    hand = session.game.hand("Ann")
    reply = session.handle("two")
    assert session.game.chain[-1] == hand[1]
    assert any("Ann places" in line for line in reply.lines)


def test_no_to_a_question_cancels():
    session = new_session()
    session.handle("at the end")
    reply = session.handle("no")
    assert reply.lines[0] == "All right. Say it again, please."
    assert session.game.history == []


def test_commands_answer_without_acting():
    session = new_session()
    assert session.handle("my cards").lines[0] == "Ann, your cards:"
    assert session.handle("whose turn").lines == ["Ann, your turn."]
    assert session.handle("card counts").lines[0].startswith("Cards in hand: Ann 9, Ben 9.")
    assert session.handle("read the chain").lines[0].startswith("The chain has one card")
    help_lines = session.handle("help").lines
    assert len(help_lines) == 1 and "more help" in help_lines[0]
    assert session.handle("repeat").lines == help_lines
    assert session.handle("slower").lines == ["Speech settings only apply when playing by voice."]
    assert new_session(voice=True).handle("slower").voice_command == "slower"
    assert session.game.history == []


def test_place_undo_and_illegal_actions_are_explained():
    session = new_session()
    session.handle("card 1 at the end")
    assert session.game.current_player == "Ben"
    placed = session.game.chain[-1]
    reply = session.handle("undo")
    assert reply.lines[0].startswith("Ann, take back ")
    assert session.game.current_player == "Ben"
    reply = session.handle("yes")
    assert reply.lines[0].startswith("Ann takes back ") and placed not in session.game.chain
    assert session.game.current_player == "Ann"
    chain, hand = session.game.chain, session.game.hand("Ann")
    reply = session.handle("I doubt")
    assert not reply.understood
    assert (session.game.chain, session.game.hand("Ann")) == (chain, hand)
    assert reply.lines[0] == "Nobody has placed a card this round: nothing to doubt."
    refused = session.game.events[-1].as_dict()
    assert refused == {
        "type": "refused",
        "player": "Ann",
        "asked": {"action": "doubt"},
        "reason": "nothing-placed",
    }


def test_final_card_accept_wins():
    cards = load_deck(DECK).cards
    rules = preset("lifestyle")
    from voice_game.engine import with_overrides

    game = Game(Setup(("Ann", "Ben"), with_overrides(rules, {"hand_size": 2}), cards, 4))
    session = Session(game)
    session.handle("card 1 at the start")
    session.handle("card 1 at the start")
    session.handle("at the start")
    assert game.phase is Phase.FINAL
    assert "do you doubt it" in " ".join(session.prompt())
    reply = session.handle("accept")
    assert reply.done and game.winner == "Ann"


def test_setup_asks_for_what_is_missing():
    answers = iter(["Ann, Ben and cara", "showbizz", "pens"])
    asked: list[str] = []

    def ask(question: str) -> Heard | None:
        asked.append(question)
        return Heard.typed(next(answers))

    choice = choose(ask, print, players=None, rules=None, decks=None, first=None)
    assert choice.players == ("Ann", "Ben", "Cara")
    assert choice.rules.name == "showbizz"
    assert choice.decks == ("pens-and-brushes",)
    assert len(asked) == 3


def test_setup_reasks_a_wrong_answer_and_gives_up_at_end_of_input():
    answers = iter(["Ann", "Ann, Ben", "monopoly"])

    def ask(question: str) -> Heard | None:
        answer = next(answers, None)
        return None if answer is None else Heard.typed(answer)

    import pytest

    from voice_game.dialogue.setup import SetupAbandoned

    with pytest.raises(SetupAbandoned):
        choose(ask, print, players=None, rules=None, decks=None, first=None)


def test_names_and_teams():
    assert typed_names("ann, ben and Cara").names == ["Ann", "Ben", "Cara"]
    assert form_teams([f"P{i}" for i in range(9)], 8) == [
        "Team P0 and P1",
        "Team P2 and P3",
        "Team P4 and P5",
        "Team P6, P7 and P8",
    ]
    assert form_teams(["A", "B"], 8) == ["A", "B"]


def test_text_mode_prints_one_sentence_per_line():
    from voice_game.dialogue.text_mode import run_text

    out = io.StringIO()
    run_text(new_session(), io.StringIO("my cards\n"), out)
    lines = out.getvalue().splitlines()
    assert lines[-1].startswith("Input ended. The game is saved")
    assert all(line.strip() == line and line for line in lines)
