"""Saved games are never destroyed by accident; save and log files must be what they seem."""

from __future__ import annotations

import json
import os
import resource
import signal
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from testkit.scripting import new_game_args, play
from voice_game.heard import Heard
from voice_game.intent.answers import continue_or_new as read_answer
from voice_game.storage import remove_orphaned_temporaries

NEW = new_game_args("lifestyle", 3)


def one_clear_line(result: subprocess.CompletedProcess[str], *words: str) -> None:
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    for word in words:
        assert word in lines[0]


def unfinished(tmp_path: Path) -> Path:
    save = tmp_path / "game.json"
    first = play([*NEW, "--save", str(save)], "card 1 at the end\n", tmp_path)
    assert first.returncode == 0, first.stderr
    assert len(json.loads(save.read_text())["actions"]) == 1
    return save


def dated_copies(save: Path) -> list[Path]:
    return sorted(save.parent.glob(f"{save.stem}-*{save.suffix}"))


def test_a_new_game_asks_and_continue_resumes_the_unfinished_one(tmp_path):
    save = unfinished(tmp_path)
    before = save.read_text()
    result = play([*NEW, "--save", str(save)], "continue\n", tmp_path)
    assert "There is an unfinished game of Ann, Ben and Cara, in round 1." in result.stdout
    assert "The saved game goes on" in result.stdout
    assert json.loads(save.read_text())["actions"] == json.loads(before)["actions"]
    assert dated_copies(save) == []


@pytest.mark.parametrize("answer", ["", "hmm\nwhat\nerm\n"])
def test_no_answer_or_an_unclear_one_continues(tmp_path, answer):
    save = unfinished(tmp_path)
    result = play([*NEW, "--save", str(save)], answer, tmp_path)
    assert result.returncode == 0, result.stderr
    assert len(json.loads(save.read_text())["actions"]) == 1
    assert dated_copies(save) == []


def test_new_keeps_the_old_game_as_a_dated_file(tmp_path):
    save = unfinished(tmp_path)
    before = save.read_text()
    result = play([*NEW, "--save", str(save)], "new\n", tmp_path)
    assert result.returncode == 0, result.stderr
    (kept,) = dated_copies(save)
    assert kept.read_text() == before
    assert f"The unfinished game is kept as {kept.name}." in result.stdout
    assert json.loads(save.read_text())["actions"] == []


def test_the_new_option_skips_the_question_and_keeps_the_old_game(tmp_path):
    save = unfinished(tmp_path)
    before = save.read_text()
    result = play([*NEW, "--new", "--save", str(save)], "", tmp_path)
    assert "unfinished game of" not in result.stdout
    (kept,) = dated_copies(save)
    assert kept.read_text() == before


def test_the_resume_option_skips_the_question(tmp_path):
    save = unfinished(tmp_path)
    result = play(["--resume", "--save", str(save)], "", tmp_path)
    assert "unfinished game of" not in result.stdout
    assert "The saved game goes on" in result.stdout


def test_an_unreadable_save_is_kept_and_a_new_game_begins(tmp_path):
    save = tmp_path / "game.json"
    save.write_text("[]")
    result = play([*NEW, "--save", str(save)], "", tmp_path)
    assert result.returncode == 0, result.stderr
    (kept,) = dated_copies(save)
    assert kept.read_text() == "[]"
    assert "could not be read" in result.stdout


def test_answers_to_the_question():
    assert read_answer("continue") is True
    assert read_answer("go on with the old game") is True
    assert read_answer("a new game please") is False
    assert read_answer("start again") is False
    assert read_answer("") is True
    assert read_answer("banana") is None
    assert read_answer("new or continue") is None


def test_orphaned_temporary_files_are_removed_on_start(tmp_path):
    save = unfinished(tmp_path)
    stray = [tmp_path / ".game.json.tmp-abc123", tmp_path / ".game.json.k3j_x9qz"]
    for path in stray:
        path.write_text("{")
    unrelated = tmp_path / ".other.json.tmp-abc123"
    unrelated.write_text("keep me")
    result = play(["--save", str(save)], "continue\n", tmp_path)
    assert result.returncode == 0, result.stderr
    assert not any(path.exists() for path in stray)
    assert unrelated.exists()
    assert remove_orphaned_temporaries(save) == []


@pytest.mark.parametrize(
    ("option", "target", "words"),
    [
        ("--save", "folder", ["--save", "is a folder"]),
        ("--events", "folder", ["--events", "is a folder"]),
        ("--save", "/dev/null", ["--save", "/dev/null", "not a regular file"]),
        ("--events", "/dev/zero", ["--events", "/dev/zero", "not a regular file"]),
        ("--events", "/dev/stdin", ["--events", "not a regular file"]),
        ("--save", "file/inside", ["--save", "not a folder"]),
    ],
)
def test_files_that_are_not_regular_files_are_refused(tmp_path, option, target, words):
    (tmp_path / "folder").mkdir()
    (tmp_path / "file").write_text("x")
    path = target if target.startswith("/") else str(tmp_path / target)
    other = "--events" if option == "--save" else "--save"
    args = [*NEW, option, path, other, str(tmp_path / "other.json")]
    with open(os.devnull, "rb") as null:  # /dev/stdin is then a character device
        env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))
        result = subprocess.run(
            [sys.executable, "-m", "voice_game", "play", "--text", *args],
            stdin=null,
            capture_output=True,
            text=True,
            timeout=30,
            env=env,
        )
    one_clear_line(result, *words)
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_save_and_event_log_on_the_same_file_are_refused(tmp_path):
    same = tmp_path / "both.json"
    result = play([*NEW, "--save", str(same), "--events", str(same)], "", tmp_path)
    one_clear_line(result, "--save and --events are the same file")
    link = tmp_path / "link.json"
    same.write_text("")
    link.symlink_to(same)
    result = play([*NEW, "--save", str(same), "--events", str(link)], "", tmp_path)
    one_clear_line(result, "same file")


@pytest.mark.parametrize(
    "content",
    [
        "[]",
        '{"version": 1}',
        "\xff\xfe",
        "null",
        "[" * 50_000,
    ],
)
def test_a_damaged_save_on_resume_gives_one_line(tmp_path, content):
    save = tmp_path / "game.json"
    save.write_bytes(b"\xff\xfe" if content == "\xff\xfe" else content.encode())
    result = play(["--resume", "--save", str(save)], "", tmp_path)
    one_clear_line(result, str(save))


@pytest.mark.parametrize(
    "action",
    [{"action": "teleport"}, {"action": "move", "index": "x"}, "place", {"action": "place"}],
)
def test_a_save_with_a_broken_move_gives_one_line(tmp_path, action):
    save = unfinished(tmp_path)
    data = json.loads(save.read_text())
    data["actions"].append(action)
    save.write_text(json.dumps(data))
    result = play(["--resume", "--save", str(save)], "", tmp_path)
    one_clear_line(result, str(save), "damaged")


@pytest.mark.parametrize(
    "action",
    [
        {"action": "place", "card": "no-such-card", "slot": 0},
        {"action": "move", "index": 10**30, "slot": -5},
        {"action": "place", "card": "x", "slot": 10**30},
    ],
)
def test_a_save_with_an_illegal_move_resumes_with_it_refused(tmp_path, action):
    save = unfinished(tmp_path)
    data = json.loads(save.read_text())
    data["actions"].append(action)
    save.write_text(json.dumps(data))
    result = play(["--resume", "--save", str(save)], "", tmp_path)
    assert result.returncode == 0, result.stderr
    assert "The saved game goes on" in result.stdout


def test_a_non_utf8_event_log_is_appended_to(tmp_path):
    log = tmp_path / "events.jsonl"
    log.write_bytes(b"\xff\xfe garbage\n")
    result = play([*NEW, "--save", str(tmp_path / "s.json"), "--events", str(log)], "", tmp_path)
    assert result.returncode == 0, result.stderr
    assert b'"type": "game_started"' in log.read_bytes()


def _limit_files(size: int):
    """A file-size limit makes every larger write fail, as a full disk does."""

    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))

    return limit


def test_a_full_disk_at_the_start_gives_one_line(tmp_path):
    save = tmp_path / "s.json"
    result = play([*NEW, "--save", str(save)], "", tmp_path, preexec_fn=_limit_files(5_000))
    one_clear_line(result, "could not be saved", "--save")
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".")] == []


def _log_size(tmp_path: Path, name: str, text: str) -> int:
    log = tmp_path / f"{name}.jsonl"
    play([*NEW, "--save", str(tmp_path / f"{name}.json"), "--events", str(log)], text, tmp_path)
    return log.stat().st_size


def test_a_full_disk_mid_game_is_said_and_the_game_goes_on(tmp_path):
    at_start = _log_size(tmp_path, "start", "")
    after_move = _log_size(tmp_path, "move", "card 1 at the end\n")
    save, log = tmp_path / "s.json", tmp_path / "big.jsonl"
    old = json.dumps({"type": "won", "player": "X", "game": "old", "seq": 1}) + "\n"
    room = 20_000 - (at_start + after_move) // 2  # the start fits, the first move does not
    log.write_text(old * (room // len(old)))
    result = play(
        [*NEW, "--save", str(save), "--events", str(log)],
        "card 1 at the end\nmy cards\n",
        tmp_path,
        preexec_fn=_limit_files(20_000),
    )
    assert result.returncode == 0, result.stderr
    assert f"Warning: the game could not be saved to {log}" in result.stdout
    assert "Ann, your 9 cards" in result.stdout or "Ben, your 9 cards" in result.stdout
    assert len(json.loads(save.read_text())["actions"]) == 1


def _saved_unfinished(tmp_path: Path) -> Path:
    return unfinished(tmp_path)


@pytest.mark.parametrize(
    ("answers", "resumes"),
    [
        ([None], True),  # silence (the voice game heard nobody): the old game goes on
        (["new game"], False),
        (["start over please"], False),
        (["carry on"], True),
        (["what", "hmm", "the weather"], True),  # never understood: nothing is destroyed
        (["pardon", "new"], False),
    ],
)
def test_the_question_as_the_voice_game_asks_it(tmp_path, answers, resumes):
    from voice_game.dialogue.saved_game import settle_saved_game

    save = _saved_unfinished(tmp_path)
    before = save.read_text()
    asked: list[str] = []
    said: list[str] = []
    queue = list(answers)

    def ask(question: str) -> Heard | None:
        asked.append(question)
        answer = queue.pop(0) if queue else None
        return None if answer is None else Heard.typed(answer)

    assert settle_saved_game(save, False, ask, said.append) is resumes
    assert asked[0].startswith("There is an unfinished game of Ann, Ben and Cara")
    if resumes:
        assert save.read_text() == before and dated_copies(save) == []
    else:
        (kept,) = dated_copies(save)
        assert kept.read_text() == before and not save.exists()
        assert said == [f"The unfinished game is kept as {kept.name}."]
