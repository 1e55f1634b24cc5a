"""Kill the keyboard game with SIGKILL at random moves (a power cut), resume, compare.

Each round plays a planned whole game through ``voice-game play --text``: it types the moves
up to a random move and two more, waits until that move is saved and kills the game at once,
while the next saves are being written back to back. It then resumes the game with the lines
it had not yet acted on, and checks that the event log equals the uninterrupted game's and
that no stray file (a temporary file, the lock) is left beside the save. A kill that did not
land mid-game (after at least one move, before the last) tested nothing, so the check fails
when fewer kills than asked landed mid-game. Prints one line per failure and a summary;
exits 1 on any failure.

    .venv/bin/python -m benchmarks.reliability.kill_resume --kills 100
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from testkit.scripting import PLAYERS, new_game_args, plan_game

PRESETS = ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli")
START_SECONDS = 60.0
"""How long a game may take to reach the move it is killed at (start-up on a loaded machine)."""


def _saved_actions(save: Path) -> int:
    try:
        return len(json.loads(save.read_text())["actions"])
    except (FileNotFoundError, ValueError, KeyError):
        return 0


def _events(log: Path) -> list[dict[str, object]]:
    records = [json.loads(line) for line in log.read_text().splitlines() if line.strip()]
    for record in records:
        record.pop("game")
        record.pop("seq")
    return records


def kill_and_resume(folder: Path, seed: int) -> tuple[str | None, int, int]:
    """One kill at a random moment, then a resume.

    Returns what went wrong (or None), the moves saved before the kill, and the game's moves.
    """
    chooser = random.Random(seed)
    rules = chooser.choice(PRESETS)
    plan = plan_game(rules, PLAYERS, seed=seed)
    assert plan.game is not None
    save, log = folder / "save.json", folder / "events.jsonl"
    base = [sys.executable, "-m", "voice_game", "play", "--text", "--save", str(save)]
    base += ["--events", str(log)]
    env = dict(os.environ, XDG_STATE_HOME=str(folder / "state"))
    process = subprocess.Popen(
        [*base, *new_game_args(rules, seed)],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
        env=env,
    )
    assert process.stdin is not None
    kill_at = chooser.randrange(1, len(plan.lines) - 2)
    process.stdin.write("".join(line + "\n" for line in plan.lines[: kill_at + 2]))
    process.stdin.flush()
    deadline = time.monotonic() + START_SECONDS
    while _saved_actions(save) < kill_at and time.monotonic() < deadline:
        if process.poll() is not None:
            break
        time.sleep(0.002)
    process.send_signal(signal.SIGKILL)  # the next two saves are under way
    process.wait()
    done, total = _saved_actions(save), len(plan.lines)
    if not save.exists():
        return (f"seed {seed}: a log without a save" if log.exists() else None), done, total
    resumed = subprocess.run(
        [*base, "--resume"],
        input="".join(line + "\n" for line in plan.lines[done:]),
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    if resumed.returncode != 0:
        return f"seed {seed}: resume failed: {resumed.stderr.strip()[-300:]}", done, total
    if _events(log) != [event.as_dict() for event in plan.game.events]:
        return f"seed {seed} ({rules}, killed after {done} moves): the log differs", done, total
    stray = sorted(p.name for p in folder.iterdir() if p.name not in ("save.json", "events.jsonl"))
    if stray:
        return f"seed {seed}: stray files left: {', '.join(stray)}", done, total
    return None, done, total


def verdict(kills: int, mid_game: int, failures: int, seconds: float) -> tuple[str, int]:
    """The summary line and the exit status: 1 when a resume failed, or when fewer kills
    than asked landed mid-game (the others tested nothing)."""
    line = (
        f"{kills} kills ({mid_game} mid-game), {kills - failures} resumed exactly "
        f"with no stray file, {failures} failed ({seconds:.0f} s)"
    )
    if mid_game < kills:
        return (
            f"{line}\nFAIL: only {mid_game} of {kills} kills landed mid-game (after at least "
            "one move and before the last), so the others tested nothing; a machine this "
            "loaded cannot run the check, try again when it is quieter.",
            1,
        )
    return line, 1 if failures else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    failures = mid_game = 0
    started = time.monotonic()
    for round_number in range(args.kills):
        with tempfile.TemporaryDirectory() as folder:
            problem, done, total = kill_and_resume(Path(folder), args.seed * 100_000 + round_number)
        mid_game += 0 < done < total
        if problem:
            failures += 1
            print(problem, flush=True)
    line, status = verdict(args.kills, mid_game, failures, time.monotonic() - started)
    print(line)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
