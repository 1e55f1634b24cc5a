"""A game killed at a random point (SIGKILL, like a power cut) resumes with no move lost."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from testkit.scripting import PLAYERS, new_game_args, plan_game


def _actions_saved(save: Path) -> int:
    try:
        return len(json.loads(save.read_text())["actions"])
    except (FileNotFoundError, json.JSONDecodeError, KeyError):
        return -1


def _events(log: Path) -> list[dict]:
    records = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    for record in records:
        record.pop("game"), record.pop("seq")
    return records


@pytest.mark.parametrize("kill_seed", [11, 12, 13])
def test_kill_at_a_random_point_then_resume_gives_the_same_game(tmp_path, kill_seed):
    plan = plan_game("lifestyle", PLAYERS, seed=9)
    kill_after = random.Random(kill_seed).randrange(1, len(plan.lines) - 1)
    save, log = tmp_path / "save.json", tmp_path / "events.jsonl"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))
    base = [
        sys.executable,
        "-m",
        "voice_game",
        "play",
        "--text",
        "--save",
        str(save),
        "--events",
        str(log),
    ]
    process = subprocess.Popen(
        [
            *base,
            *new_game_args("lifestyle", 9),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdin is not None
    for line in plan.lines[:kill_after]:
        process.stdin.write(line + "\n")
    process.stdin.flush()
    deadline = time.monotonic() + 60
    while _actions_saved(save) < kill_after and time.monotonic() < deadline:
        time.sleep(0.02)
    assert _actions_saved(save) == kill_after
    process.send_signal(signal.SIGKILL)  # no chance to clean up: a power cut
    process.wait()

    resumed = subprocess.run(
        [*base, "--resume"],
        input="".join(line + "\n" for line in plan.lines[kill_after:]),
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert _events(log) == [event.as_dict() for event in plan.game.events]
    assert f"{plan.game.winner} wins the game!" in resumed.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["events.jsonl", "save.json"]
