"""How fast ``voice-game check-deck`` checks a big deck, and how much memory it takes.

    .venv/bin/python -m benchmarks.check_deck            # 20,000 cards
    .venv/bin/python -m benchmarks.check_deck --cards 50000

Writes a synthetic deck: each card is a real card of the shipped decks with its names
replaced by made-up ones, a random year, a made-up alias and one of the real card's aliases
(so it can be heard), so word frequencies are those of real cards while names stay rare.
Then runs the real command on it in a child process and prints the wall time and the
child's peak memory (resident set size). Chance twins among the made-up cards are counted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from voice_game.decks import load_deck
from voice_game.decks.loading import available_decks

NAME = re.compile(r"\b[A-Z][a-z]+\b")
SYLLABLES = "ba be bo da de do ka ke ko la le lo ma me mo na ne no ra re ro sa se so".split()


def made_up_name(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def synthetic_deck(cards: int, seed: int) -> str:
    """TOML text of a deck of ``cards`` cards modelled on the shipped ones."""
    rng = random.Random(seed)
    real = [card for path in available_decks().values() for card in load_deck(path).cards]
    lines = ['id = "big"', 'name = "Big"', ""]
    for i in range(cards):
        model = rng.choice(real)
        event = NAME.sub(lambda m: made_up_name(rng), model.event)
        alias = made_up_name(rng).lower()
        spoken_alias = rng.choice(model.aliases) if model.aliases else "card"
        year = rng.randint(-3000, 2024) or 1
        lines += [
            "[[cards]]",
            f'id = "big-{i}"',
            f"event = {json.dumps(event)}",
            f'year = "{abs(year)} BC"' if year < 0 else f'year = "{year}"',
            f'aliases = ["{alias}", "{spoken_alias}"]',
            'source = "synthetic"',
            "",
        ]
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.toml"
        path.write_text(synthetic_deck(args.cards, args.seed), encoding="utf-8")
        command = [sys.executable, "-m", "voice_game", "check-deck", str(path)]
        started = time.perf_counter()
        result = subprocess.run(command, capture_output=True, text=True, check=False)
        seconds = time.perf_counter() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    peak_mb = usage.ru_maxrss / 1024
    cpu = usage.ru_utime + usage.ru_stime
    if "cards by era" not in result.stdout:
        print(result.stdout + result.stderr, file=sys.stderr)
        print("the synthetic deck did not load; no figures", file=sys.stderr)
        return 1
    twins = result.stdout.count("twin events")
    summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else result.stderr
    print(
        f"check-deck on {args.cards:,} cards: {seconds:.2f} s wall, {cpu:.2f} s CPU, "
        f"peak memory {peak_mb:.0f} MB (load average {os.getloadavg()[0]:.1f})"
    )
    print(f"  ({summary}; {twins} chance twins among the made-up cards)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
