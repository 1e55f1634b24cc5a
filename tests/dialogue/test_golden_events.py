"""Golden JSON Lines event logs, one per preset, beside the text transcripts: the same whole
games as ``test_scripted_games.py``, played in-process through the keyboard game.

After an intended change to the events, regenerate with
``UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/dialogue/test_golden_events.py``.
"""

from __future__ import annotations

import io
import json
import os
from pathlib import Path

import pytest

from voice_game.app.keyboard_play import play_text
from voice_game.app.parser import play_options

from .scripting import PLAYERS, new_game_args, plan_game

GOLDEN = Path(__file__).resolve().parents[1] / "golden"
PRESETS = ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli")


def events_of(rules: str, tmp_path: Path) -> str:
    """The game's event log as JSON Lines, without the random game id."""
    plan = plan_game(rules, PLAYERS, seed=5)
    log = tmp_path / "events.jsonl"
    options = ["play", "--text", *new_game_args(rules, 5), "--verbosity", "full"]
    files = ["--events", str(log), "--save", str(tmp_path / "save.json")]
    args = play_options([*options, *files])
    out = io.StringIO()
    assert play_text(args, io.StringIO("".join(line + "\n" for line in plan.lines)), out) == 0
    assert f"{plan.game.winner} wins the game!" in out.getvalue()
    records = [json.loads(line) for line in log.read_text(encoding="utf-8").splitlines()]
    assert len({record.pop("game") for record in records}) == 1
    assert [record["seq"] for record in records] == list(range(1, len(records) + 1))
    return "".join(json.dumps(record, ensure_ascii=False) + "\n" for record in records)


@pytest.mark.parametrize("rules", PRESETS)
def test_the_event_log_of_a_whole_game_per_preset(rules: str, tmp_path: Path) -> None:
    produced = events_of(rules, tmp_path)
    golden = GOLDEN / f"{rules}.events.jsonl"
    if os.environ.get("UPDATE_GOLDEN"):
        golden.write_text(produced, encoding="utf-8")
    assert produced == golden.read_text(encoding="utf-8"), (
        f"the event log differs from {golden}; if the change is intended, regenerate it with "
        "UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/dialogue/test_golden_events.py"
    )
