"""A person against computer players by keyboard, to the end; and saved and resumed."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from testkit.scripting import DECK, _say_slot, _slots, _spans
from voice_game.app.keyboard_play import play_text
from voice_game.app.parser import play_options
from voice_game.engine import Game, Phase, judge_chain, replay
from voice_game.storage import load_game


def _words(game: Game) -> str:
    """What a person who knows every year types: right orders, right doubts, right places."""
    if game.phase is Phase.ORDER_START:
        first, second = (card.id for card in game.chain)
        return "keep" if judge_chain(_spans(game, [first, second])).correct else "swap"
    chain_right = judge_chain(_spans(game, [card.id for card in game.chain])).correct
    if game.phase is Phase.FINAL:
        return "accept" if chain_right else "I doubt"
    if game.can_doubt and not chain_right:
        return "I doubt"
    card = game.hand(game.current_player)[0]
    slots = _slots(game, card.id, want_correct=True) or [len(game.chain)]
    return f"card 1 {_say_slot(game, slots[0])}"


class Person:
    """Lines typed by Ann, who reads the table from the save file before each one."""

    def __init__(self, save: Path, stop_after: int | None = None, again: int = 0) -> None:
        self.save = save
        self.stop_after = stop_after
        self.again = again
        self.typed: list[str] = []

    def __iter__(self) -> Person:
        return self

    def __next__(self) -> str:
        if self.stop_after is not None and len(self.typed) >= self.stop_after:
            raise StopIteration
        saved = load_game(self.save)
        game = replay(saved.setup, saved.actions)
        if game.phase is Phase.OVER:
            line = "yes" if self.again else "quit"
            self.again -= line == "yes"
        else:
            assert game.current_player == "Ann", "the game waits for a person only on her turn"
            line = _words(game)
        self.typed.append(line)
        return line + "\n"


def _play(
    tmp_path: Path, computers: int, extra: list[str], stop_after: int | None = None, again: int = 0
):
    rules = tmp_path / "small.toml"
    rules.write_text('preset = "lifestyle"\nhand_size = 4\n')
    save, log = tmp_path / "save.json", tmp_path / "events.jsonl"
    args = play_options(
        [
            "play",
            "--text",
            "--players",
            "Ann,computer",
            "--computer",
            str(computers - 1),
            "--level",
            "expert",
            "--fast",
            "--rules",
            str(rules),
            "--deck",
            str(DECK),
            "--seed",
            "4",
            "--save",
            str(save),
            "--events",
            str(log),
            *extra,
        ]
    )
    out = io.StringIO()
    person = Person(save, stop_after, again)
    assert play_text(args, person, out) == 0  # type: ignore[arg-type]
    return out.getvalue(), person, log


def _records(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()]


@pytest.mark.parametrize("computers", [1, 3, 5])
def test_a_person_plays_a_whole_game_against_computer_players(tmp_path, computers):
    output, person, log = _play(tmp_path, computers, [])
    records = _records(log)
    dealt = {r["player"]: (r["computer"], r["level"]) for r in records if r["type"] == "dealt"}
    assert dealt["Ann"] == (False, None)
    assert len(dealt) == computers + 1
    assert sum(1 for seat in dealt.values() if seat == (True, "expert")) == computers
    assert records[-1]["type"] == "won", output[-2000:]
    movers = {r["player"] for r in records if r["type"] in ("placed", "doubted")}
    assert movers - {"Ann"}, "the computer players move"
    spoken = [line for line in output.splitlines() if line.split(":")[0] in dealt]
    assert any(" I'll put " in line for line in spoken), output[:3000]
    assert "wins the game" in output
    assert len(person.typed) >= 2


def test_a_game_with_computer_players_saves_and_resumes(tmp_path):
    whole = tmp_path / "whole"
    whole.mkdir()
    _output, person, log = _play(whole, 2, [])
    parts = tmp_path / "parts"
    parts.mkdir()
    stop = max(1, len(person.typed) // 2)
    first, _person, part_log = _play(parts, 2, [], stop_after=stop)
    assert "The game is saved" in first
    resumed, _person, part_log = _play(parts, 2, ["--resume"])
    assert "The saved game goes on" in resumed
    strip = [{k: v for k, v in r.items() if k not in ("game", "seq")} for r in _records(log)]
    again = [{k: v for k, v in r.items() if k not in ("game", "seq")} for r in _records(part_log)]
    assert again == strip
    assert again[-1]["type"] == "won"


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--players", "Ann", "--computer", "7"], "Choose 0 to 5 computer players, not 7."),
        # one player alone is no longer refused: a computer player joins, as by voice
        # (tests/dialogue/test_setup_agreement.py)
    ],
)
def test_impossible_computer_seats_are_refused_in_one_line(tmp_path, options, message):
    from .test_scripted_games import run_cli

    args = [*options, "--rules", "lifestyle", "--deck", str(DECK), "--save", str(tmp_path / "s")]
    result = run_cli(args, [], tmp_path)
    assert result.returncode == 2
    assert message in result.stderr and "Traceback" not in result.stderr


def test_computer_players_stay_at_the_table_for_another_game(tmp_path):
    output, person, log = _play(tmp_path, 2, [], again=1)
    records = _records(log)
    games = {r["game"] for r in records}
    assert len(games) == 2 and output.count("wins the game") == 2
    second = [r for r in records if r["game"] == records[-1]["game"]]
    dealt = {r["player"]: r["computer"] for r in second if r["type"] == "dealt"}
    assert dealt == {"Ann": False, "Ada": True, "Max": True}
    assert {r["player"] for r in second if r["type"] == "placed"} > {"Ann"}


def test_a_player_typed_as_computer_at_the_keyboard_set_up_is_a_computer_player(tmp_path):
    from .test_scripted_games import run_cli

    log = tmp_path / "events.jsonl"
    args = ["--rules", "lifestyle", "--deck", str(DECK), "--seed", "2", "--fast"]
    args += ["--events", str(log), "--save", str(tmp_path / "save.json"), "--first", "Ada"]
    result = run_cli(args, ["Ann, computer", "quit"], tmp_path)
    assert result.returncode == 0, result.stderr
    dealt = {r["player"]: r["computer"] for r in _records(log) if r["type"] == "dealt"}
    assert dealt == {"Ann": False, "Ada": True}
    assert "Ada: " in result.stdout


def test_a_computer_players_move_cannot_be_undone_by_a_person():
    from voice_game.decks import load_deck
    from voice_game.dialogue.session import Session
    from voice_game.engine import Game, Setup, preset

    for seed in range(20):
        setup = Setup(
            ("Ann", "Ada"),
            preset("lifestyle"),
            load_deck(DECK).cards,
            seed,
            computers=(("Ada", "expert"),),
        )
        session = Session(Game(setup))
        session.handle("card 1 at the end")
        if session.computer_move().reply.events[0].type == "placed":
            break
    else:
        raise AssertionError("in 20 games the computer player never placed after Ann")
    before = len(session.game.history)
    reply = session.handle("undo")
    assert reply.lines == ["Ada has moved since; only your own move can be taken back."]
    assert len(session.game.history) == before


def _computer_places(verbosity):
    """A session where Ann has placed and Ada (the computer) then places a card."""
    from voice_game.decks import load_deck
    from voice_game.dialogue.session import Session
    from voice_game.engine import Game, Setup, preset

    for seed in range(20):
        setup = Setup(
            ("Ann", "Ada"),
            preset("lifestyle"),
            load_deck(DECK).cards,
            seed,
            computers=(("Ada", "expert"),),
        )
        session = Session(Game(setup), verbosity=verbosity)
        session.handle("card 1 at the end")
        turn = session.computer_move()
        if turn.reply.events[0].type == "placed":
            return session, turn
    raise AssertionError("in 20 games the computer player never placed after Ann")


def test_a_computer_players_placement_is_said_once_at_the_brief_level():
    from voice_game.dialogue.verbosity import Verbosity

    session, turn = _computer_places(Verbosity.BRIEF)
    assert len(turn.speech) == 1 and " I'll put " in turn.speech[0]
    assert not [line for line in turn.reply.lines if line.startswith("Ada puts ")], turn.reply.lines
    assert turn.reply.lines, "the game still says whose turn it is"
    assert [line for line in session.handle("repeat").lines if line.startswith("Ada puts ")]


def test_a_computer_players_placement_is_also_confirmed_by_the_game_at_the_full_level():
    # at normal detail it is said once (tests/dialogue/test_decider.py); at full the game
    # also says it in its own full sentence
    from voice_game.dialogue.verbosity import Verbosity

    _session, turn = _computer_places(Verbosity.FULL)
    assert " I'll put " in turn.speech[0]
    assert [line for line in turn.reply.lines if line.startswith("Ada places: ")], turn.reply.lines
