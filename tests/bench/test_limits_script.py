"""The limits benchmark runs and every case ends cleanly (its figures are printed, not judged).

The long recordings are one minute here rather than the benchmark's ten: the cases are the
same, and ten minutes of the full listening loop took most of the test's time on a slow machine.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_limits_benchmark_runs_every_case_to_a_clean_exit(model_path):
    result = subprocess.run(
        [sys.executable, "-m", "benchmarks.reliability.limits", "--minutes", "1"],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=ROOT,
    )
    assert result.returncode == 0, result.stderr
    rows = result.stdout.strip().splitlines()[1:]
    assert len(rows) == 8, result.stdout
    assert sum("1 min of" in row for row in rows) == 3, result.stdout
    assert all(row.split()[-1] == "0" for row in rows), result.stdout
