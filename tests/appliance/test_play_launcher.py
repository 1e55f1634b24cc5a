"""``scripts/play`` with a sound server but no microphone starts the keyboard game (where
"quit" works) instead of a voice game that cannot hear anyone; and a game stopped during its
set-up never claims to be saved."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from testkit.signals import ctrl_c_as_at_a_terminal

from ..conftest import PROJECT, Room


def sources() -> list[str]:
    listed = subprocess.run(
        ["pactl", "list", "short", "sources"], capture_output=True, text=True, check=True
    )
    return [line.split("\t")[1] for line in listed.stdout.splitlines() if "\t" in line]


def test_scripts_play_with_only_monitors_starts_the_keyboard_game(
    virtual_room: Room, model_path: Path, tmp_path: Path
) -> None:
    names = sources()
    assert names and all(name.endswith(".monitor") for name in names), names  # no real mic
    env = {key: value for key, value in os.environ.items() if not key.startswith("PULSE_")}
    env["PYTHONPATH"] = str(PROJECT)
    result = subprocess.run(
        [
            str(PROJECT / "scripts" / "play"),
            "--players",
            "Ann,Ben",
            "--rules",
            "lifestyle",
            "--deck",
            "lifestyle",
            "--save",
            str(tmp_path / "game.json"),
        ],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert "No microphone is connected" in result.stderr, result.stderr
    assert "A new game for Ann and Ben" in result.stdout, result.stdout
    assert result.returncode == 0, result.stderr
    assert "Goodbye!" in result.stdout and "--text" in result.stdout.splitlines()[-1]


def test_stopped_during_set_up_says_nothing_was_saved(tmp_path: Path) -> None:
    game = subprocess.Popen(
        [sys.executable, "-m", "voice_game", "play", "--text", "--save", str(tmp_path / "g.json")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(PROJECT)},
        preexec_fn=ctrl_c_as_at_a_terminal(),
    )
    assert game.stdout is not None
    first = game.stdout.readline()
    assert first.startswith("Who is playing?"), first  # in set-up: no game exists yet
    game.send_signal(signal.SIGINT)
    out, err = game.communicate(timeout=60)
    assert game.returncode == 130, err
    assert "The game is saved" not in out + err, out + err
    assert "Stopped before a game began; nothing was saved or changed." in err
    assert not (tmp_path / "g.json").exists()
