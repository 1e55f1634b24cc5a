"""Computer players join at the voice set-up, and the voice loop lets them move."""

from __future__ import annotations

from collections.abc import Sequence

from testkit.scripting import DECK
from voice_game.app.options import PlayOptions
from voice_game.app.parser import play_options
from voice_game.app.voice_setup import voice_setup_questions, with_table
from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.dialogue.voice_loop import play_by_voice
from voice_game.engine import Game, Setup, preset
from voice_game.heard import Heard

from .test_voice_loop import Ears, Mouth


class Table(Mouth, Ears):
    def __init__(self, script: list[Heard | None]) -> None:
        Mouth.__init__(self)
        Ears.__init__(self, script)


def _heard(*words: str) -> list[Heard | None]:
    return [Heard(text, tuple((w, 1.0) for w in text.split())) for text in words]


def _args() -> PlayOptions:
    return play_options(["play"])


def test_a_person_alone_gets_a_computer_player_and_may_add_more():
    table = Table(_heard("one", "peter", "yes", "add a computer player", "expert", "start"))
    args = _args()
    args = with_table(args, voice_setup_questions(table, args))
    assert (args.players, args.computer, args.level) == (("Peter",), 2, "expert")
    assert any("You play alone, so a computer player joins you." in line for line in table.lines)


def test_two_people_who_say_start_get_no_computer_player():
    table = Table(_heard("two", "peter", "yes", "mary", "yes", "start"))
    args = _args()
    args = with_table(args, voice_setup_questions(table, args))
    assert (args.players, args.computer, args.level) == (("Peter", "Mary"), 0, None)


def test_the_voice_loop_lets_computer_players_speak_in_their_own_voices():
    cards = load_deck(DECK).cards
    setup = Setup(("Ann", "Ada"), preset("lifestyle"), cards, 3, computers=(("Ada", "expert"),))
    session = Session(Game(setup), voice=True)
    mouth, ears = Mouth(), Ears(_heard("card one at the end", "quit"))
    voices: list[tuple[str, str, Sequence[str]]] = []
    status = play_by_voice(
        mouth, ears, session, resumed=False, say_as=lambda *spoken: voices.append(spoken)
    )
    assert status == 0
    assert voices and voices[0][:2] == ("Ada", "en-gb+m3")
    assert any("I'll put" in line for _name, _voice, lines in voices for line in lines)
    assert [e.player for e in session.game.events if e.type == "placed"][:2] == ["Ann", "Ada"]
