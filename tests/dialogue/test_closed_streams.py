"""A closed standard input (``<&-``) or output (``>&-``) is the end of input: no traceback, and
the same exit status as when input ends."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from testkit.scripting import new_game_args

NEW = new_game_args("lifestyle", 3)


def _play(tmp_path: Path, redirect: str, args: list[str]) -> subprocess.CompletedProcess[str]:
    """``voice-game play --text`` through a shell that closes or redirects its streams."""
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))
    command = [sys.executable, "-m", "voice_game", "play", "--text", *args]
    return subprocess.run(
        ["sh", "-c", f'exec "$@" {redirect}', "sh", *command],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


@pytest.mark.parametrize("closed", ["<&-", ">&-", "<&- >&-"])
@pytest.mark.parametrize("setup", ["new game", "no players", "resume"])
def test_a_closed_stream_ends_the_game_as_the_end_of_input_does(tmp_path, closed, setup):
    save = tmp_path / "game.json"
    args = {"new game": NEW, "no players": [], "resume": ["--resume"]}[setup]
    args = [*args, "--save", str(save)]
    if setup == "resume":
        made = _play(tmp_path, "</dev/null", [*NEW, "--save", str(save)])
        assert made.returncode == 0, made.stderr
    ended = _play(tmp_path, "</dev/null", args)
    result = _play(tmp_path, closed, args)
    assert "Traceback" not in result.stderr and "unexpected error" not in result.stderr
    assert result.returncode == ended.returncode, result.stderr
    last = (result.stdout or result.stderr).strip().splitlines()[-1]
    assert last == ended.stdout.strip().splitlines()[-1]
    assert last.startswith("Input ended")
    if setup != "no players":
        assert json.loads(save.read_text())["actions"] == []
