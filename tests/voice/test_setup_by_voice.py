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
import time
from pathlib import Path

import pytest

from voice_game.config import AudioSettings

from .driver import CUE_SECONDS, LISTENING, GameProcess, room_options, saved_game
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
                words = "yes" if asked.split()[-1:] in ([n] for n in names) else "no"
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
