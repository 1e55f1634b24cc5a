"""Time and peak memory of the game on inputs at and past its bounds, each in a fresh process.

    .venv/bin/python -m benchmarks.reliability.limits [--minutes 10]

Prints one line per case: a 1 MB typed line, a 4,300+ digit number, a 20,000-card deck
loaded; ``hear`` on a spoken command with the largest context its documented bounds allow
(250 chain and 50 hand cards, each with 30 aliases of 300 characters, corrections allowed:
about 2.8 MB), and on 10 minutes (``--minutes``) of silence, of a quiet room's hiss and of
steady noise.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
import wave
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[2]
DECK = ROOT / "tests" / "data" / "test-deck.toml"
GAME = [sys.executable, "-m", "voice_game"]


def measure(command: list[str], stdin: bytes = b"") -> tuple[float, float, float, int]:
    """Wall seconds, CPU seconds, peak memory in MB and exit code of ``command`` run alone."""
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
    cpu = usage.ru_utime + usage.ru_stime
    return time.monotonic() - started, cpu, usage.ru_maxrss / 1024, process.returncode


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


def noise(path: Path, seconds: int, db: float) -> Path:
    """``seconds`` of white noise at ``db`` dBFS (a quiet room's hiss, or steady noise)."""
    rng = np.random.default_rng(1)
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(16000)
        for _ in range(seconds // 10):
            block = rng.normal(0, 32768 * 10 ** (db / 20), 160_000)
            wav.writeframes(np.clip(block, -32768, 32767).astype("<i2").tobytes())
    return path


def largest_context(path: Path) -> Path:
    """A context at the documented bounds, of the words of the installed decks' cards."""
    from voice_game.decks import available_decks, load_deck

    cards = [card for deck in available_decks().values() for card in load_deck(deck).cards]
    words = sorted({w for c in cards for w in c.event.lower().split() if w.isalpha()})
    rng = random.Random(23)

    def name() -> str:
        out: list[str] = []
        while len(" ".join(out)) < 290:
            out.append(rng.choice(words))
        return " ".join(out)[:300]

    def card() -> dict[str, object]:
        return {"event": name(), "aliases": [name() for _ in range(30)]}

    data = {"chain": [card() for _ in range(250)], "hand": [card() for _ in range(50)]}
    path.write_text(json.dumps({**data, "players": ["Ann", "Ben"], "can_move": True}))
    return path


def spoken(path: Path, text: str) -> Path:
    """``text`` said by espeak-ng, or a second of silence where it is not installed."""
    espeak = shutil.which("espeak-ng")
    if espeak is None:
        return silence(path, 1)
    subprocess.run([espeak, "-w", str(path), text], check=True)
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=int, default=10, help="length of the long recordings")
    minutes = parser.parse_args(argv).minutes
    seconds_long = minutes * 60
    long = f"{minutes} min"
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
                "hear: 2.8 MB context, a command",
                GAME
                + ["hear", str(spoken(tmp / "said.wav", "card one at the end"))]
                + ["--context", str(largest_context(tmp / "large.json"))],
                b"",
            ),
            (
                f"hear: {long} of silence",
                GAME
                + ["hear", str(silence(tmp / "quiet.wav", seconds_long))]
                + ["--context", str(context)],
                b"",
            ),
            (
                f"hear: {long} of hiss, -65 dBFS",
                GAME
                + ["hear", str(noise(tmp / "hiss.wav", seconds_long, -65))]
                + ["--context", str(context)],
                b"",
            ),
            (
                f"hear: {long} of noise, -40 dBFS",
                GAME
                + ["hear", str(noise(tmp / "loud.wav", seconds_long, -40))]
                + ["--context", str(context)],
                b"",
            ),
        ]
        print(f"{'case':32} {'seconds':>8} {'CPU s':>8} {'peak MB':>8} {'exit':>5}")
        for name, command, data in cases:
            seconds, cpu, memory, code = measure(command, data)
            print(f"{name:32} {seconds:8.2f} {cpu:8.2f} {memory:8.0f} {code:5d}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
