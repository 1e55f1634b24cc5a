"""Set-up by voice in the virtual room, timed from "Welcome" to the first turn listening.

The players are espeak-ng voices speaking into the ``room`` sink and the game hears them with
the real Vosk model and speaks with espeak-ng at its default rate, so the time is the game's
speech plus the answers, as at a table. Nothing is given by option but the files: the count,
the names (all on the recogniser's list) and "start" to the one set-up question are said.
The figure is printed (``python -m pytest -s tests/voice/test_setup_by_voice.py``);
docs/playing.md quotes it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from voice_game.config import AudioSettings

from .driver import (
    CUE_SECONDS,
    LISTENING,
    GameProcess,
    play_by_voice,
    room_options,
    saved_game,
)
from .room import VOICES, say_into_room

NAMES = ("anna", "ben", "sara")


@pytest.mark.parametrize("players", [2, 3])
def test_set_up_by_voice_from_welcome_to_the_first_turn(
    tmp_path: Path, virtual_room, model_path, players: int
):
    save = tmp_path / "save.json"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path))
    config = tmp_path / "c.toml"
    options = ["play", "--seed", "4", "--save", str(save), "--new"]
    game = GameProcess([*options, *room_options(config, str(AudioSettings().rate))], env)
    names = NAMES[:players]
    count = ("two", "three")[players - 2]
    welcome = first_turn = None
    recent: list[str] = []
    said: list[str] = []
    try:
        while first_turn is None:
            line = game.next(120)
            if "Welcome to Anno Domini." in line:
                welcome = time.monotonic()
            if line != LISTENING:
                recent.append(line)
                continue
            prompt = " ".join(recent[-4:])
            opening = " ".join(recent)
            recent.clear()
            if "your turn" in opening:
                first_turn = time.monotonic()
                break
            if "How many players" in prompt:
                words = count
            elif "your first name" in prompt:
                seat = int(prompt.rsplit("Player ", 1)[1].split(",")[0])
                words = names[seat - 1]
            elif "yes or no" in prompt or prompt.endswith("?") and "change" not in prompt:
                asked = prompt.rsplit("?", 1)[0].replace("yes or no", "").strip(" ,?").lower()
                right = asked.split()[-1:] in ([n] for n in names) or asked == said[-1]
                words = "yes" if right else "no"  # "Anna?" or the count read back ("Two?")
            elif "change" in prompt:
                heard_names = prompt.split("players: ", 1)[-1].split(".")[0]
                wrong = [n for n in heard_names.replace(" and ", ", ").split(", ") if n]
                wrong = [n for n in wrong if n.lower() not in names]
                words = f"change {wrong[0].lower()}" if wrong else "start"
            else:
                transcript = "\n".join(game.transcript)
                raise AssertionError(f"an unexpected question: {prompt!r}\n{transcript}")
            time.sleep(CUE_SECONDS)
            voice = VOICES[len(said) % len(VOICES)]
            say_into_room(virtual_room.room, words, voice=voice)
            said.append(words)
    finally:
        game.kill_if_running()
    assert welcome is not None and first_turn is not None, game.transcript
    setup = saved_game(save)
    assert setup is not None, game.transcript
    assert setup.setup.players == tuple(name.capitalize() for name in names), game.transcript
    seconds = first_turn - welcome
    print(f"\nSet-up by voice, {players} players, Welcome to first turn: {seconds:.1f} s")
    print("said: " + ", ".join(said))
    print("\n".join(line for line in game.transcript if not line.startswith("(")))


def _answer_with(script: dict[str, list[str]]):
    """Answer the first prompt holding a key with the next of its words; fail on others."""

    def answer(prompt: str) -> str:
        for key, words in script.items():
            if key in prompt and words:
                return words.pop(0)
        raise AssertionError(f"an unexpected question: {prompt!r}")

    return answer


def _said_until_it_ends(
    game: GameProcess, room: str, script: dict[str, list[str]]
) -> tuple[list[str], str]:
    """Answer ``game`` from ``script`` until it ends, which it must with status 0: what was
    said, and the transcript."""
    try:
        said = play_by_voice(game, room, _answer_with(script), seconds=240)
    finally:
        game.kill_if_running()
    transcript = "\n".join(game.transcript)
    assert game.process.returncode == 0, transcript + game.stderr()
    return said, transcript


def test_help_then_quit_by_voice_at_the_first_set_up_question(
    tmp_path: Path, virtual_room, model_path
):
    """Said, not typed, through the room with the real model: "help" at "How many players?"
    is answered with what the question takes and the question again; "quit" leaves at once
    ("Goodbye. Nothing was saved.", exit status 0) and nothing is saved."""
    save = tmp_path / "save.json"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path))
    options = ["play", "--seed", "4", "--save", str(save), "--new"]
    game = GameProcess([*options, *room_options(tmp_path / "c.toml")], env)
    script = {"players": ["help", "quit"], "Quit?": ["yes"]}
    said, transcript = _said_until_it_ends(game, virtual_room.room, script)
    assert "Say how many people are playing" in transcript, transcript
    assert "Goodbye. Nothing was saved." in transcript, transcript
    assert len(said) in (2, 3), said  # "Quit?" only if the room made it faint
    assert not save.exists()


def test_quit_by_voice_at_the_saved_game_question_keeps_the_game(
    tmp_path: Path, virtual_room, model_path
):
    """An unfinished game in the save; "quit" said to "continue or new" leaves the file as it
    was, archived nowhere, and ends the program (status 0)."""
    save = tmp_path / "save.json"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path))
    typed = subprocess.run(
        [sys.executable, "-m", "voice_game", "play", "--text", "--save", str(save), "--seed", "4"],
        input="Ann, Ben\n\n\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert save.exists(), typed.stdout + typed.stderr
    before = save.read_bytes()
    game = GameProcess(["play", "--save", str(save), *room_options(tmp_path / "c.toml")], env)
    script = {"unfinished game": ["quit"], "continue, or new": ["quit"], "Quit?": ["yes"]}
    said, transcript = _said_until_it_ends(game, virtual_room.room, script)
    assert "The unfinished game stays saved" in transcript, transcript
    assert said, transcript
    assert save.read_bytes() == before
    assert sorted(path.name for path in tmp_path.glob("save*")) == ["save.json"]
