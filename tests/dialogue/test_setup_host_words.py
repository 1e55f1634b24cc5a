"""The host's own words at every set-up question and the saved game's: "quit" leaves, "help"
says what the question takes, "repeat" and "stop" ask it again, by keyboard and by voice,
decided by the one decider (moment ``setup``), which ``hear`` explains."""

from __future__ import annotations

import io
import json

import pytest

from voice_game.app.keyboard_play import play_text
from voice_game.app.options import PlayOptions
from voice_game.app.setup_names import COUNT_HELP, NAME_HELP
from voice_game.app.voice_setup import voice_setup_questions
from voice_game.dialogue.decider import DecisionKind, decide
from voice_game.dialogue.hear import hear_result, moment_from_json
from voice_game.dialogue.setup_answers import SETUP_MOMENT, SetupLeft, setup_decision
from voice_game.heard import Heard
from voice_game.intent import Command

from .test_voice_setup import Table, heard


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("quit", DecisionKind.GOODBYE),
        ("I want to quit.", DecisionKind.GOODBYE),
        ("exit", DecisionKind.GOODBYE),
        ("goodbye", DecisionKind.GOODBYE),
        ("end the game", DecisionKind.GOODBYE),
        ("help", DecisionKind.HELP),
        ("help me please", DecisionKind.HELP),
        ("repeat", DecisionKind.AGAIN),
        ("say that again", DecisionKind.AGAIN),
        ("stop", DecisionKind.AGAIN),
        # answers the questions take, one word off a host word or not: the question reads them
        ("new game", DecisionKind.ANSWER),
        ("start again", DecisionKind.ANSWER),
        ("carry on", DecisionKind.ANSWER),
        ("Ann, Ben and Cara", DecisionKind.ANSWER),
        ("showbiz", DecisionKind.ANSWER),
        ("what are they", DecisionKind.ANSWER),
        ("no", DecisionKind.ANSWER),
        ("", DecisionKind.ANSWER),  # an empty line: "press enter for all"
    ],
)
def test_the_decider_reads_the_host_words_at_set_up(said, kind):
    assert setup_decision(Heard.typed(said)).kind is kind


def test_a_faint_quit_is_read_back_in_one_word_and_hear_explains_the_same():
    faint = heard("quit", 0.5)
    decision = decide(faint, SETUP_MOMENT)
    assert decision.kind is DecisionKind.ASK
    assert decision.reading is not None and decision.reading.action == Command("quit")
    moment = moment_from_json({"moment": "setup"})
    for words in (faint, heard("quit"), heard("help"), heard("three")):
        assert hear_result(words, moment)["decision"] == decide(words, SETUP_MOMENT).kind
    assert hear_result(heard("quit"), moment)["decision"] == "goodbye"


def _keyboard(lines: str, tmp_path, **options) -> tuple[int, str]:
    out = io.StringIO()
    save = tmp_path / "game.json"
    code = play_text(PlayOptions(save=save, seed=3, **options), io.StringIO(lines), out)
    return code, out.getvalue()


@pytest.mark.parametrize(
    "lines",
    ["quit\n", "Ann, Ben\nquit\n", "Ann, Ben\n\nexit\n", "Ann, Ben\nhelp\nrepeat\nstop\nquit\n"],
)
def test_quit_at_any_keyboard_set_up_question_leaves_and_saves_nothing(tmp_path, lines):
    code, out = _keyboard(lines, tmp_path)
    assert code == 0, out
    assert out.rstrip().endswith("Goodbye. Nothing was saved."), out
    assert "I do not know" not in out and "Quit" not in out  # no deck, rules or player "Quit"
    assert not (tmp_path / "game.json").exists()


def test_help_at_a_keyboard_set_up_question_says_what_it_takes_and_asks_again(tmp_path):
    code, out = _keyboard("help\nAnn, Ben\nhelp\n\nhelp\n\nquit\n", tmp_path)
    said = out.splitlines()
    assert said[1].startswith("Say or type each player's first name"), said
    assert said[2] == "Say quit to leave." and said[3].startswith("Who is playing?")
    assert "There are four sets of rules, all nearly the same." in said
    assert any(line.startswith("Each deck is a set of cards on one theme") for line in said)
    assert "Ann, your turn." in said and "Help, your turn." not in said  # nobody named Help
    assert code == 0


def test_quit_at_the_saved_game_question_keeps_the_game_as_it_was(tmp_path):
    _keyboard("Ann, Ben\n\n\n", tmp_path)  # a game left unfinished at the end of input
    save = tmp_path / "game.json"
    before = save.read_bytes()
    code, out = _keyboard("help\nquit\n", tmp_path)
    said = out.splitlines()
    assert said[0].startswith("There is an unfinished game of Ann and Ben")
    assert said[1].startswith("Continue goes on with the saved game") and said[3] == said[0]
    assert said[-1] == "Goodbye. The unfinished game stays saved, and is offered again next time."
    assert code == 0 and save.read_bytes() == before
    assert [path.name for path in tmp_path.iterdir()] == ["game.json"]  # nothing archived
    code, out = _keyboard("continue\nquit\n", tmp_path)
    assert "The saved game goes on" in out and code == 0


def _voice(answers: list[Heard | str | None]) -> Table:
    table = Table(answers)
    voice_setup_questions(table, PlayOptions())
    return table


def test_by_voice_help_and_repeat_ask_again_without_using_up_a_try():
    table = Table(["help", "repeat", "two", "help", "anna", "yes", "ben", "yes", "start"])
    voice_setup_questions(table, PlayOptions())
    assert table.asked[:5] == ["How many players?"] * 3 + ["Player 1, your first name?"] * 2
    assert COUNT_HELP in table.said and NAME_HELP in table.said
    assert table.said[table.said.index(COUNT_HELP) + 1] == "Say quit to leave."
    assert not table.answers


@pytest.mark.parametrize(
    "answers",
    [
        ["quit"],  # at "How many players?", heard clearly
        [heard("quit", 0.5), "yes"],  # heard faintly: "Quit?" first
        ["two", "quit", "yes"],  # at a name question "Quit?" always: a name may sound like it
        ["two", "anna", "yes", "ben", "yes", "quit"],  # at the one set-up question
    ],
)
def test_by_voice_quit_leaves_the_set_up(answers):
    table = Table(answers)
    with pytest.raises(SetupLeft):
        voice_setup_questions(table, PlayOptions())
    assert not table.answers
    if answers[-1] == "yes":
        assert table.asked[-1] == "Quit?"


def test_by_voice_a_quit_read_back_and_refused_asks_the_name_again():
    table = _voice(["two", "quit", "no", "anna", "yes", "ben", "yes", "start"])
    assert table.asked[1:4] == ["Player 1, your first name?", "Quit?", "Player 1, your first name?"]
    assert not table.answers


def test_hear_takes_the_set_up_moment_from_a_context_file(tmp_path):
    context = tmp_path / "context.json"
    context.write_text(json.dumps({"moment": "setup"}))
    from voice_game.dialogue.hear import read_moment

    assert read_moment(context).kind == "setup"


@pytest.mark.parametrize(
    ("answers", "resumes", "asked_new"),
    [
        ([heard("new", 0.5), "yes"], False, True),  # faint: "A new game?", yes
        ([heard("new", 0.5), "no", "continue"], True, True),  # faint, refused, asked again
        ([heard("new game")], False, False),  # clear: at once
        ([heard("quit", 0.5), "no", "carry on"], True, False),  # "Quit?" refused
    ],
)
def test_by_voice_a_faint_new_game_is_read_back_before_the_old_one_is_set_aside(
    tmp_path, answers, resumes, asked_new
):
    from voice_game.dialogue.saved_game import SURE_NEW, settle_saved_game

    from .test_saved_game import dated_copies, unfinished

    save = unfinished(tmp_path)
    asked: list[str] = []
    queue = [heard(a) if isinstance(a, str) else a for a in answers]

    def ask(question: str) -> Heard | None:
        asked.append(question)
        return queue.pop(0) if queue else None

    assert settle_saved_game(save, False, ask, lambda _text: None) is resumes
    assert not queue, asked
    assert (SURE_NEW in asked) is asked_new
    assert (dated_copies(save) == []) is resumes


def test_a_faint_quit_at_a_name_question_is_asked_once():
    """Read back for being faint, it is not read back a second time for the name question."""
    table = Table(["two", heard("quit", 0.5), "yes"])
    with pytest.raises(SetupLeft):
        voice_setup_questions(table, PlayOptions())
    assert table.asked.count("Quit?") == 1


class _Heard(Table):
    """Keeps every phrase list the questions listened with."""

    def __init__(self, answers):
        super().__init__(answers)
        self.lists: list[list[str]] = []

    def listen(self, phrases, timeout, unfinished=None):
        self.lists.append(list(phrases))
        return super().listen(phrases, timeout, unfinished)


def test_hear_at_the_set_up_moment_listens_for_everything_the_questions_listen_for():
    """What ``hear`` explains must be what the set-up heard with: every phrase of the count,
    name, read-back, summary and saved game's lists (host words and the words around a name
    or count included) is on its list, but for the summary's phrases that name this table's
    players, whom ``hear``'s context does not know."""
    from voice_game.app.voice_setup import saved_game_asker
    from voice_game.dialogue.hear import moment_phrases
    from voice_game.intent.phrases import COUNT_CARRIERS, NAME_CARRIERS

    table = _Heard(["two", "anna", "yes", "ben", "yes", "start", "continue"])
    voice_setup_questions(table, PlayOptions())
    saved_game_asker(table)("There is an unfinished game. Say continue, or new.")
    listened = {phrase for phrases in table.lists for phrase in phrases}
    hears = set(moment_phrases(moment_from_json({"moment": "setup"})))
    assert len(table.lists) == 7
    assert {*COUNT_CARRIERS, *NAME_CARRIERS} <= listened
    seats = {"anna", "ben", "player"}  # the summary's hand sizes name this table's seats
    named = {phrase for phrase in listened if seats & set(phrase.split())}
    assert listened - named <= hears, sorted(listened - named - hears)
