"""scripts/bench-computer: the table it prints, and the expert ahead of the beginner."""

from __future__ import annotations

import subprocess

from benchmarks.computer import run
from voice_game.computer import Level

from ..voice.room import ROOT


def test_the_script_prints_a_row_per_pair_and_a_row_per_level():
    result = subprocess.run(
        ["scripts/bench-computer", "--games", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    rows = [line for line in result.stdout.splitlines() if line.startswith("| ")]
    assert len(rows) == 1 + 6 + 1 + 4  # a header and six pairs, a header and four levels
    assert "Mean game length" in result.stdout


def test_the_expert_beats_the_beginner_in_at_least_three_games_of_four():
    tally = run(30, "lifestyle", 1000)
    pair = (Level.BEGINNER, Level.EXPERT)
    assert tally.games[pair] == 30
    assert tally.wins[pair] / tally.games[pair] >= 0.75
    assert tally.right_doubts[Level.EXPERT] / tally.doubts[Level.EXPERT] > (
        tally.right_doubts[Level.BEGINNER] / tally.doubts[Level.BEGINNER]
    )
