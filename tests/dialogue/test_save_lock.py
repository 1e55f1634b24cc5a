"""One game per save: a second game on the same save is refused, with two real processes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .scripting import PLAYERS, new_game_args, plan_game


def _actions_saved(save: Path) -> int:
    try:
        return len(json.loads(save.read_text())["actions"])
    except (FileNotFoundError, ValueError, KeyError):
        return -1


def _base(save: Path, log: Path) -> list[str]:
    return [sys.executable, "-m", "voice_game", "play", "--text"] + [
        "--save",
        str(save),
        "--events",
        str(log),
    ]


def _env(tmp_path: Path) -> dict[str, str]:
    return dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))


def _start_first_game(tmp_path: Path, moves: int):
    """A keyboard game that has made ``moves`` moves and waits for more typing."""
    plan = plan_game("lifestyle", PLAYERS, seed=9)
    save, log = tmp_path / "save.json", tmp_path / "events.jsonl"
    first = subprocess.Popen(
        [*_base(save, log), *new_game_args("lifestyle", 9)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env(tmp_path),
    )
    assert first.stdin is not None
    first.stdin.write("".join(line + "\n" for line in plan.lines[:moves]))
    first.stdin.flush()
    deadline = time.monotonic() + 60
    while _actions_saved(save) < moves and time.monotonic() < deadline:
        time.sleep(0.02)
    assert _actions_saved(save) == moves, "the first game never got going"
    return first, plan, save, log


@pytest.mark.parametrize(
    "second_args", [["--resume"], ["--new"], new_game_args("lifestyle", 4)], ids=str
)
def test_a_second_game_on_the_same_save_is_refused_and_nothing_is_lost(tmp_path, second_args):
    first, plan, save, log = _start_first_game(tmp_path, moves=3)
    second = subprocess.run(
        [*_base(save, log), *second_args],
        input="".join(line + "\n" for line in [*plan.lines[3:], "new"]),
        capture_output=True,
        text=True,
        timeout=60,
        env=_env(tmp_path),
    )
    assert second.returncode == 2, second.stdout + second.stderr
    refusal = second.stderr.strip().splitlines()
    assert len(refusal) == 1, second.stderr
    assert f"already being played by process {first.pid} (voice-game play --text" in refusal[0]
    assert "quit that game first" in refusal[0] and "--save" in refusal[0]
    assert _actions_saved(save) == 3  # the second game neither moved nor set the save aside
    assert sorted(p.name for p in tmp_path.glob("save-*.json")) == []

    out, err = first.communicate("".join(line + "\n" for line in plan.lines[3:]), timeout=120)
    assert first.returncode == 0, err
    assert f"{plan.game.winner} wins the game!" in out
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert len({record["game"] for record in records}) == 1
    seqs = [record["seq"] for record in records]
    assert seqs == list(range(1, len(seqs) + 1))  # the log never forks
    for record in records:
        record.pop("game"), record.pop("seq")
    assert records == [event.as_dict() for event in plan.game.events]
    assert not (tmp_path / ".save.json.lock").exists()  # removed when the game ended


def test_a_killed_game_leaves_no_lock_behind(tmp_path):
    first, plan, save, log = _start_first_game(tmp_path, moves=2)
    assert (tmp_path / ".save.json.lock").exists()
    first.send_signal(signal.SIGKILL)
    first.communicate()
    resumed = subprocess.run(
        [*_base(save, log), "--resume"],
        input="".join(line + "\n" for line in plan.lines[2:]),
        capture_output=True,
        text=True,
        timeout=120,
        env=_env(tmp_path),
    )
    assert resumed.returncode == 0, resumed.stderr
    assert f"{plan.game.winner} wins the game!" in resumed.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["events.jsonl", "save.json"]


def test_the_lock_is_exclusive_and_names_its_holder(tmp_path):
    from voice_game.app.save_lock import SaveInUseError, hold_save

    save = tmp_path / "game.json"
    with hold_save(save, "voice-game service run"):
        with pytest.raises(SaveInUseError) as refused, hold_save(save, "voice-game play --text"):
            pytest.fail("two holders of one save")
        message = str(refused.value)
        assert f"process {os.getpid()} (voice-game service run)" in message
        assert "systemctl --user stop voice-game" in message
    with hold_save(save, "voice-game play --text"):  # free again once the first game ended
        assert (tmp_path / ".game.json.lock").read_text().startswith(f"{os.getpid()} ")
