"""Time and peak memory of the game on inputs at and past its bounds, each in a fresh process.

    .venv/bin/python -m benchmarks.reliability.limits

Prints one line per case: a 1 MB typed line, a 4,300+ digit number, a 20,000-card deck
loaded, 10 minutes of silence through ``hear``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "tests" / "data" / "test-deck.toml"
GAME = [sys.executable, "-m", "voice_game"]


def measure(command: list[str], stdin: bytes = b"") -> tuple[float, float, int]:
    """Wall seconds, peak memory in MB and exit code of ``command`` run alone."""
    started = time.monotonic()
    process = subprocess.Popen(
        command, stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    assert process.stdin is not None
    try:
        process.stdin.write(stdin)
        process.stdin.close()
    except BrokenPipeError:
        pass
    _pid, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return time.monotonic() - started, usage.ru_maxrss / 1024, process.returncode


def big_deck(path: Path, cards: int) -> Path:
    lines = ['id = "big"', 'name = "Big"']
    for i in range(cards):
        lines += [
            "[[cards]]",
            f'id = "b-{i}"',
            f'event = "Event number {i} happens somewhere"',
            f'year = "{1000 + i % 1000}"',
            'source = "Generated"',
        ]
    path.write_text("\n".join(lines) + "\n")
    return path


def silence(path: Path, seconds: int) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(16000)
        wav.writeframes(bytes(32000 * seconds))
    return path


def main() -> int:
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        new = ["play", "--text", "--players", "Ann,Ben", "--rules", "lifestyle", "--new"]
        new += ["--deck", str(DECK), "--save", str(tmp / "s.json")]
        context = tmp / "context.json"
        context.write_text(json.dumps({"chain": ["x"], "hand": ["y"]}))
        cases = [
            ("1 MB typed line", GAME + new, b"card 2 before the first " * 43_700 + b"\nquit\n"),
            ("1 MB line, no newline", GAME + new, b"x" * 1_000_000),
            ("5,000-digit number", GAME + new, b"card " + b"9" * 5000 + b"\nquit\n"),
            (
                "20,000-card deck loaded",
                [
                    sys.executable,
                    "-c",
                    "import sys; from voice_game.decks import load_deck; "
                    "print(len(load_deck(sys.argv[1]).cards))",
                    str(big_deck(tmp / "big.toml", 20_000)),
                ],
                b"",
            ),
            (
                "hear: 10 minutes of silence",
                GAME + ["hear", str(silence(tmp / "quiet.wav", 600)), "--context", str(context)],
                b"",
            ),
        ]
        print(f"{'case':32} {'seconds':>8} {'peak MB':>8} {'exit':>5}")
        for name, command, data in cases:
            seconds, memory, code = measure(command, data)
            print(f"{name:32} {seconds:8.2f} {memory:8.0f} {code:5d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
