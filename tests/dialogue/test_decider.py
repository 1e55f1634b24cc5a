"""The one decider: what the game does with each utterance, at every moment, and that the
game and ``hear`` decide alike (issue 21: items 1, 2, 3, 4 and the keyboard's part of 6)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from testkit.scripting import DECK, PLAYERS, new_game_args, plan_game
from voice_game.app.keyboard_play import play_text
from voice_game.app.parser import play_options
from voice_game.decks import load_deck
from voice_game.dialogue.decider import decide, decision_json
from voice_game.dialogue.hear import hear_result, moment_from_json, moment_to_json
from voice_game.dialogue.session import Session
from voice_game.dialogue.verbosity import Verbosity
from voice_game.engine import Game, Phase, Revealed, Setup, Undone, preset
from voice_game.heard import UNHEARD, Heard

from .test_voice_loop import said, voice_session


def keyboard_session(level: Verbosity = Verbosity.FULL) -> Session:
    cards = load_deck(DECK).cards
    return Session(Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, 3)), verbosity=level)


def faint(words: str, confidence: float = 0.5) -> Heard:
    """``words`` heard with every word at ``confidence``, in a short stretch of speech."""
    return Heard(words, tuple((w, confidence) for w in words.split()), start=0.0, end=0.5)


# --- item 1: one decision, the same in the game and in hear -------------------------------


def test_every_line_of_the_golden_games_is_decided_alike_by_the_game_and_by_hear():
    decided = 0
    for rules in ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli"):
        plan = plan_game(rules, PLAYERS, seed=5)
        game = Game(Setup(PLAYERS, preset(rules), load_deck(DECK).cards, 5))
        session = Session(game, verbosity=Verbosity.FULL)
        for line in plan.lines:
            heard = Heard.typed(line)
            moment = session.moment()
            described = moment_from_json(moment_to_json(moment))
            assert described == moment, f"{rules}: {line!r}: hear's context loses the moment"
            in_game = decision_json(decide(heard, moment))
            assert hear_result(heard, described) == in_game, f"{rules}: {line!r}"
            session.handle(line)
            decided += 1
        assert session.game.phase is Phase.OVER, rules
    assert decided > 100, "the games were played"


def test_a_typed_accept_means_the_same_in_hear_and_in_the_game():
    plan = plan_game("lifestyle", PLAYERS, seed=5)
    game = Game(Setup(PLAYERS, preset("lifestyle"), load_deck(DECK).cards, 5))
    session = Session(game)
    for line in plan.lines:
        if session.game.phase is Phase.FINAL:
            break
        session.handle(line)
    assert session.game.phase is Phase.FINAL
    moment = moment_from_json(moment_to_json(session.moment()))
    assert hear_result(Heard.typed("accept"), moment)["action"] == {"kind": "accept"}


# --- item 2: a read-back is one short question or a choice of two -------------------------


def test_a_read_back_is_one_short_question_never_a_numbered_menu():
    session = voice_session()
    session.handle(said("card one at the end"))
    session.handle(said("card one at the end"))
    words = "card one after the third"
    others = (("card one after the first", 0.3), ("card one after the last", 0.3))
    heard = Heard(words, tuple((w, 0.5 if w == "third" else 1.0) for w in words.split()), others)
    question = session.handle(heard).lines
    assert len(question) == 1 and question[0].endswith("?")
    assert question[0].count(", or ") <= 1, "at most a choice of two"
    assert not any(ch.isdigit() for ch in question[0]), "no numbered menu"
    assert len(question[0].split()) <= 12, "about three seconds of speech"


# --- item 3: the host's own words always work ----------------------------------------------


def test_the_host_s_words_heard_clearly_act_at_once():
    session = voice_session()
    assert "more help" in session.handle(said("help")).lines[0]
    assert session.handle(said("stop")).voice_command == "stop"
    assert session.handle(said("quit")).done


def test_the_host_s_words_heard_faintly_are_asked_back_in_one_word():
    for word, question in (("help", "Help?"), ("stop", "Stop?"), ("quit", "Quit?")):
        session = voice_session()
        reply = session.handle(faint(word))
        assert reply.lines == [question], word
        answered = session.handle(said("yes"))
        assert answered.lines != [question] and answered.understood, word
    repeat = voice_session()
    first = repeat.handle(said("my cards")).lines
    assert repeat.handle(faint("repeat")).lines == ["Repeat?"]
    assert repeat.handle(said("yes")).lines == first


def test_more_detail_with_a_stretch_unheard_is_asked_back_never_not_understood():
    session = voice_session()
    session.verbosity = Verbosity.NORMAL
    heard = Heard("more detail", ((UNHEARD, 0.5), ("more", 1.0), ("detail", 1.0)))
    reply = session.handle(heard)
    assert reply.lines == ["More detail?"]
    assert session.handle(said("yes")).lines == ["Full detail from now on."]
    # heard exactly it acts at once, in the game as in hear
    exact = Heard("less detail", (("less", 1.0), ("detail", 1.0)), start=0.0, end=0.8)
    assert hear_result(exact, session.moment())["action"]["kind"] == "request"
    assert session.handle(exact).lines == ["Normal detail from now on."]


def test_help_is_for_the_moment_and_more_help_has_the_rest():
    session = keyboard_session()
    help_lines = session.handle("help").lines
    assert len(help_lines) == 1
    sentences = [s for s in help_lines[0].replace("?", ".").split(". ") if s.strip()]
    assert len(sentences) <= 2, help_lines
    assert "more help" in help_lines[0]
    more = " ".join(session.handle("more help").lines)
    assert "Say rules" in more and "card counts" in more


# --- item 4: doubt is never turned into its opposite ---------------------------------------


def test_a_protest_is_read_back_as_a_doubt_and_never_offered_as_an_undo():
    for protest in ("wait no", "no way", "wait, no"):
        session = keyboard_session()
        session.handle("card 1 at the end")  # Ann places; Ben protests
        reply = session.handle(protest)
        assert reply.lines == ["Doubt?"], protest
        session.handle("yes")
        events = session.game.events
        assert any(isinstance(e, Revealed) for e in events), protest
        assert not any(isinstance(e, Undone) for e in events), protest


def test_a_doubt_heard_with_only_its_start_is_never_an_undo():
    # "no way, that's wrong, I doubt it" heard as "no way"
    session = voice_session()
    session.handle(said("card one at the end"))
    reply = session.handle(Heard("no way", (("no", 1.0), ("way", 1.0), (UNHEARD, 0.5))))
    assert "Undo?" not in reply.lines and not any("take back" in x for x in reply.lines)


def test_a_protest_cut_after_no_that_is_never_offered_as_an_undo():
    """ "nope, that's out of order, I doubt it", cut by its pause after "no that" (default
    run, clean): the loose match of "undo that" offered an undo."""
    for heard in ("no that", "nope that"):
        session = voice_session()
        session.handle(said("card one at the end"))
        reply = session.handle(said(heard))
        assert "Undo?" not in reply.lines and not any("take back" in x for x in reply.lines)
        assert not any(isinstance(e, Undone) for e in session.game.events), heard


def test_a_faint_doubt_is_read_back_as_doubt():
    session = voice_session()
    session.handle(said("card one at the end"))
    assert session.handle(said("i doubt it", faint={"doubt": 0.6})).lines == ["Doubt?"]


# --- item 6: the keyboard -----------------------------------------------------------------


def test_a_hand_card_said_alone_is_asked_where_it_goes_and_the_answer_places_it():
    session = keyboard_session()
    card = session.game.hand("Ann")[4]
    assert session.handle("card 5").lines == ["Where does card 5 go?"]
    session.handle("at the end")
    assert session.game.chain[-1] == card


def test_a_hand_card_named_alone_by_its_name_is_asked_where_it_goes():
    """ "caesar" (card 5's own word), and nothing more: the player has not said where yet,
    so the game asks, rather than saying it did not understand."""
    session = keyboard_session()
    card = session.game.hand("Ann")[4]
    assert session.handle("caesar").lines == ["Where does card 5 go?"]
    session.handle("at the end")
    assert session.game.chain[-1] == card


@pytest.mark.parametrize("sound", ["hmm", "uh", "the", "um, the"])
def test_a_sound_alone_names_no_card_even_with_one_card_in_hand(sound):
    """With one card left, "hmm at the start" places it, so "hmm" alone was asked "Where
    does card 1 go?": an answer to a sound. It names no card."""
    from voice_game.dialogue.decider import Moment
    from voice_game.intent import CardName, TurnContext

    ctx = TurnContext(
        chain=(CardName("Tarot cards are first printed", ("tarot",)),),
        hand=(CardName("Eyeglasses are invented", ("eyeglasses",)),),
    )
    assert decide(Heard.typed(sound), Moment(ctx)).kind != "where"
    assert decide(Heard.typed("the eyeglasses"), Moment(ctx)).kind == "where"


def test_a_typed_sound_is_not_understood_rather_than_not_heard():
    """ "hmm" typed was answered "I heard nothing.": the player typed something."""
    session = keyboard_session()
    assert session.handle("hmm").lines[0] == "Sorry, I did not understand."
    assert "Sorry, I did not understand." not in session.handle("").lines


def test_a_computer_players_move_is_said_once_at_normal_detail():
    from .test_computer_games import _computer_places

    _session, turn = _computer_places(Verbosity.NORMAL)
    assert len(turn.speech) == 1 and " I'll put " in turn.speech[0]
    assert not [line for line in turn.reply.lines if line.startswith("Ada puts ")]


def test_the_quit_hint_keeps_the_save_file(tmp_path: Path):
    save = tmp_path / "my game.json"
    options = ["play", "--text", *new_game_args("lifestyle", 5), "--save", str(save)]
    args = play_options([*options, "--events", str(tmp_path / "events.jsonl")])
    out = io.StringIO()
    play_text(args, io.StringIO("quit\n"), out)
    hint = next(line for line in out.getvalue().splitlines() if "To go on later" in line)
    assert f"--save '{save}'" in hint, hint


# --- after the game -----------------------------------------------------------------------


def _finished_game(started: list[Game] | None = None) -> Session:
    """A voice session whose game is over; a rematch it starts is noted in ``started``."""

    def rematch(old: Game) -> tuple[Game, object]:
        assert started is not None
        started.append(old)
        return Game(Setup(PLAYERS, preset("lifestyle"), load_deck(DECK).cards, 6)), lambda g: None

    game = Game(Setup(PLAYERS, preset("lifestyle"), load_deck(DECK).cards, 5))
    session = Session(game, rematch=rematch, voice=True)  # type: ignore[arg-type]
    for line in plan_game("lifestyle", PLAYERS, seed=5).lines:
        session.handle(line)
    assert session.game.phase is Phase.OVER
    return session


@pytest.mark.parametrize("words", ["again", "play again", "another game", "new game", "yes please"])
def test_after_the_game_a_clear_again_starts_another_and_a_faint_one_not(words):
    started: list[Game] = []
    session = _finished_game(started)
    session.handle(faint(words))
    assert not started, f"a faint {words!r} started a rematch"
    session.handle(said(words))
    assert started, f"a clear {words!r} starts one"


def test_goodbye_after_the_game_leaves():
    assert _finished_game().handle(said("goodbye")).done
