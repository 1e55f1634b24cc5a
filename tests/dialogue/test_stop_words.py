"""Ctrl-C's last line tells the truth about the save: nothing about a save before any game
exists, and no "The game is saved" after moves stopped being saved (a full disk)."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from testkit.scripting import PLAYERS, new_game_args, plan_game, play
from testkit.signals import ctrl_c_as_at_a_terminal

NOT_STARTED = "Stopped before a game began; nothing was saved or changed."
WARNING = "Moves are not being saved until this is mended"


def _start(
    args: list[str], tmp_path: Path, then: Callable[[], None] | None = None
) -> subprocess.Popen[str]:
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), PYTHONDONTWRITEBYTECODE="1")
    return subprocess.Popen(
        [sys.executable, "-u", "-m", "voice_game", "play", "--text", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=ctrl_c_as_at_a_terminal(then),
    )


def _read_until(proc: subprocess.Popen[str], words: str, limit: float = 60.0) -> list[str]:
    assert proc.stdout is not None
    seen: list[str] = []
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        line = proc.stdout.readline()
        if not line:
            break
        seen.append(line)
        if words in line:
            return seen
    proc.kill()
    raise AssertionError(f"never printed {words!r}; printed: {''.join(seen)[-2000:]}")


def _interrupt(proc: subprocess.Popen[str]) -> str:
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=30)
    assert proc.returncode == 130, err
    return err


def test_ctrl_c_before_any_game_claims_no_save(tmp_path):
    proc = _start([], tmp_path)  # no players given: the game asks for them
    _read_until(proc, "?")
    err = _interrupt(proc)
    assert err.strip().splitlines()[-1] == NOT_STARTED


def test_ctrl_c_mid_game_says_the_game_is_saved_when_it_is(tmp_path):
    args = new_game_args("lifestyle", 9)
    plan = plan_game("lifestyle", PLAYERS, seed=9)
    proc = _start([*args, "--save", str(tmp_path / "game.json")], tmp_path)
    assert proc.stdin is not None
    proc.stdin.write(plan.lines[0] + "\n")
    proc.stdin.flush()
    _read_until(proc, "turn")
    err = _interrupt(proc)
    assert err.strip().splitlines()[-1] == "Stopped. The game is saved."


def test_ctrl_c_after_saves_failed_does_not_claim_a_save(tmp_path):
    args = new_game_args("lifestyle", 9)
    plan = plan_game("lifestyle", PLAYERS, seed=9)
    measure = tmp_path / "measure.json"
    typed = "".join(line + "\n" for line in plan.lines[:2])
    assert play([*args, "--save", str(measure)], typed, tmp_path).returncode == 0
    room = measure.stat().st_size  # the save after move 2 fits; later, longer ones do not

    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (room, room))

    proc = _start([*args, "--save", str(tmp_path / "game.json")], tmp_path, then=limit)
    assert proc.stdin is not None
    proc.stdin.write("".join(line + "\n" for line in plan.lines[:6]))
    proc.stdin.flush()
    _read_until(proc, WARNING)  # the check is only meaningful once a save has failed
    err = _interrupt(proc)
    last = err.strip().splitlines()[-1]
    assert "The game is saved" not in last
    assert last.startswith("Stopped. The last moves could not be saved")
