"""``scripts/kill-resume`` fails when its kills did not land mid-game (they tested nothing)."""

from __future__ import annotations

import pytest

from benchmarks.reliability import kill_resume


def test_the_check_fails_when_no_kill_landed_mid_game(monkeypatch, capsys):
    monkeypatch.setattr(kill_resume, "kill_and_resume", lambda _folder, _seed: (None, 0, 30))
    assert kill_resume.main(["--kills", "3"]) == 1
    out = capsys.readouterr().out
    assert "3 kills (0 mid-game), 3 resumed exactly" in out
    assert "FAIL: only 0 of 3 kills landed mid-game" in out


def test_the_check_fails_when_some_kills_came_too_late(monkeypatch, capsys):
    results = iter([(None, 5, 30), (None, 30, 30)])
    monkeypatch.setattr(kill_resume, "kill_and_resume", lambda _folder, _seed: next(results))
    assert kill_resume.main(["--kills", "2"]) == 1
    assert "FAIL: only 1 of 2 kills" in capsys.readouterr().out


def test_the_check_passes_only_when_every_kill_landed_mid_game(monkeypatch, capsys):
    monkeypatch.setattr(kill_resume, "kill_and_resume", lambda _folder, _seed: (None, 7, 30))
    assert kill_resume.main(["--kills", "2"]) == 0
    assert "FAIL" not in capsys.readouterr().out


@pytest.mark.parametrize("seed", [101, 202, 303, 404])
def test_every_real_kill_lands_mid_game_and_resumes_exactly(tmp_path, seed):
    problem, done, total = kill_resume.kill_and_resume(tmp_path, seed)
    assert problem is None
    assert 0 < done < total, f"killed after {done} of {total} moves"


@pytest.mark.parametrize("seed", [101, 202, 303])
def test_a_kill_at_a_random_moment_resumes_exactly_and_leaves_no_stray_file(tmp_path, seed):
    problem, _done, _total = kill_resume.kill_and_resume(tmp_path, seed)
    assert problem is None
