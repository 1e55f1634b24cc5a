"""A read-only save folder and a disk that fills up mid-game: a clear sentence, never a false
"The game is saved", and the last good save resumes.

A read-only folder is made with ``chmod`` for an ordinary user and, for root (whom ``chmod``
does not stop), with a read-only bind mount in a private mount namespace (``unshare``), so the
game meets a real EACCES or EROFS either way. A full disk is a file-size limit
(``RLIMIT_FSIZE``): every write past it fails in the game's real write path, as on a full disk.
"""

from __future__ import annotations

import json
import os
import resource
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from voice_game.engine.game import Game
from voice_game.storage import EventLog, SaveError, archive_save

from .scripting import PLAYERS, new_game_args, plan_game, play

NEW = new_game_args("lifestyle", 3)
NOT_WRITABLE = 97
"""The exit status of the wrapper when it could not make the folder read-only."""


def _unfinished(folder: Path) -> Path:
    save = folder / "game.json"
    first = play([*NEW, "--save", str(save)], "card 1 at the end\n", folder)
    assert first.returncode == 0, first.stderr
    assert len(json.loads(save.read_text())["actions"]) == 1
    shutil.rmtree(folder / "state", ignore_errors=True)
    return save


def _play_read_only(folder: Path, args: list[str], text: str) -> subprocess.CompletedProcess[str]:
    """``voice-game play --text`` with ``folder`` read-only for the game; fails the test if
    the folder could not be made read-only (the check would test nothing)."""
    env = dict(os.environ, XDG_STATE_HOME=str(folder.parent / "state"))
    command = [sys.executable, "-m", "voice_game", "play", "--text", *args]
    run = {"input": text, "capture_output": True, "text": True, "timeout": 60, "env": env}
    if os.geteuid() != 0:
        folder.chmod(0o555)
        try:
            probe = folder / ".probe"
            try:
                probe.touch()
            except PermissionError:
                return subprocess.run(command, **run)
            probe.unlink()
            pytest.fail(f"{folder} stayed writable after chmod 555")
        finally:
            folder.chmod(0o755)
    if shutil.which("unshare") is None:
        pytest.fail("running as root, a read-only folder needs unshare (util-linux)")
    script = (
        'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" || exit 97; '
        'touch "$1/.probe" 2>/dev/null && exit 97; shift; exec "$@"'
    )
    wrapped = ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh"]
    result = subprocess.run([*wrapped, str(folder), *command], **run)
    if result.returncode == NOT_WRITABLE:
        pytest.fail(f"could not make {folder} read-only: {result.stderr.strip()}")
    return result


def _refused_in_one_line(result: subprocess.CompletedProcess[str], *words: str) -> str:
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr and "unexpected error" not in result.stderr
    assert "The game is saved" not in result.stdout + result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.mark.parametrize(
    ("args", "typed"),
    [(NEW, "new\n"), ([*NEW, "--new"], "")],
    ids=["answer new", "--new"],
)
def test_a_read_only_save_folder_is_refused_in_one_sentence(tmp_path, args, typed):
    folder = tmp_path / "saves"
    folder.mkdir()
    save = _unfinished(folder)
    before = save.read_bytes()
    result = _play_read_only(folder, [*args, "--save", str(save)], typed)
    _refused_in_one_line(result, str(folder), "cannot be written", "--save")
    assert save.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["game.json"]


@pytest.mark.parametrize("damaged", [False, True], ids=["unfinished", "damaged"])
def test_a_save_that_cannot_be_set_aside_is_never_overwritten(tmp_path, damaged):
    """The lock file was left by a game killed earlier, so the lock works read-only and it
    is setting the old save aside that fails."""
    folder = tmp_path / "saves"
    folder.mkdir()
    save = _unfinished(folder)
    if damaged:
        save.write_text("[]")
    before = save.read_bytes()
    (folder / ".game.json.lock").write_text("")
    result = _play_read_only(folder, [*NEW, "--new", "--save", str(save)], "")
    _refused_in_one_line(result, str(save), "cannot be set aside", "--save")
    assert save.read_bytes() == before


def test_archive_save_refuses_in_a_sentence_where_it_cannot_rename(tmp_path):
    missing = tmp_path / "nowhere" / "game.json"  # renaming fails just as in a read-only folder
    with pytest.raises(SaveError, match="cannot be set aside"):
        archive_save(missing)


def _limit_files(size: int):
    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))

    return limit


WARNING = "Moves are not being saved until this is mended"


@pytest.mark.parametrize("ending", ["end of input", "quit"])
def test_a_disk_full_mid_game_is_said_once_and_the_last_good_save_resumes(tmp_path, ending):
    plan = plan_game("lifestyle", PLAYERS, seed=9)
    args = new_game_args("lifestyle", 9)
    saved_moves = 4
    measure = tmp_path / "measure.json"
    typed = "".join(line + "\n" for line in plan.lines[:saved_moves])
    assert play([*args, "--save", str(measure)], typed, tmp_path).returncode == 0
    room = measure.stat().st_size  # the save of move 4 fits; the saves after it do not

    save = tmp_path / "game.json"
    more = 6
    lines = plan.lines[: saved_moves + more] + (["quit"] if ending == "quit" else [])
    result = play(
        [*args, "--save", str(save)],
        "".join(line + "\n" for line in lines),
        tmp_path,
        preexec_fn=_limit_files(room),
        env=dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"), PYTHONDONTWRITEBYTECODE="1"),
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    said = result.stdout.splitlines()
    warnings = [line for line in said if WARNING in line]
    assert len(warnings) == 1, result.stdout  # said at once, and once
    assert warnings[0].startswith(f"Warning: the game could not be saved to {save}")
    assert "The game is saved" not in said[-1]
    assert "could not be saved" in said[-1] and "last saved move" in said[-1]
    assert len(json.loads(save.read_text())["actions"]) == saved_moves
    assert sorted(p.name for p in tmp_path.glob(".game.json*")) == []

    resumed = play(
        ["--resume", "--save", str(save)],
        "".join(line + "\n" for line in plan.lines[saved_moves:]),
        tmp_path,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert f"{plan.game.winner} wins the game!" in resumed.stdout
    assert len(json.loads(save.read_text())["actions"]) == len(plan.lines)


def test_the_session_says_a_failed_save_once_and_a_saved_one_again():
    from voice_game.dialogue.session import Session

    plan = plan_game("lifestyle", PLAYERS, seed=9)
    assert plan.game is not None
    failing = {3, 4, 5}
    moves = iter(range(1, 100))

    def record(_game: Game) -> str | None:
        return "Warning: disk full." if next(moves) in failing else None

    session = Session(Game(plan.game.setup), record)
    replies = [session.handle(line).lines for line in plan.lines[:7]]
    news = [
        [line for line in lines if "disk full" in line or "saved again" in line]
        for lines in replies
    ]
    assert news[:2] == [[], []]
    assert len(news[2]) == 1 and WARNING in news[2][0]
    assert news[3:5] == [[], []]
    assert news[5] == ["The game is saved again."] and news[6] == []
    assert session.saved
    assert session.farewell().startswith("The game is saved.")
    failing.add(8)
    session.handle(plan.lines[7])
    assert not session.saved
    assert session.farewell().startswith("The last moves could not be saved.")


def test_a_full_disk_leaves_the_event_log_whole_lines(tmp_path):
    log = tmp_path / "events.jsonl"
    script = f"""
import resource, signal, sys
from pathlib import Path
from voice_game.storage import EventLog
from tests.dialogue.scripting import PLAYERS, plan_game
plan = plan_game("lifestyle", PLAYERS, seed=9)
events = plan.game.events
log = EventLog(Path({str(log)!r}), "g1")
log.sync(events[:3])
size = Path({str(log)!r}).stat().st_size
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (size + 100, size + 100))
try:
    log.sync(events)
except OSError as error:
    print("failed", error.errno)
"""
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, cwd=Path.cwd()
    )
    assert done.stdout.strip().startswith("failed"), done.stdout + done.stderr
    text = log.read_text()
    assert text.endswith("\n")
    assert [json.loads(line)["seq"] for line in text.splitlines()] == [1, 2, 3]
    plan = plan_game("lifestyle", PLAYERS, seed=9)
    assert plan.game is not None
    again = EventLog(log, "g1")
    again.sync(plan.game.events)
    seqs = [json.loads(line)["seq"] for line in log.read_text().splitlines()]
    assert seqs == list(range(1, len(plan.game.events) + 1))


def test_the_voice_game_says_a_failed_save_aloud_once_and_no_false_goodbye():
    from voice_game.decks import load_deck
    from voice_game.dialogue.session import Session
    from voice_game.dialogue.voice_loop import play_by_voice
    from voice_game.engine.game import Setup
    from voice_game.engine.rules import preset

    from .scripting import DECK
    from .test_voice_loop import Ears, Mouth, said

    saves = iter(range(1, 100))

    def record(_game: Game) -> str | None:
        return None if next(saves) == 1 else "Warning: the game could not be saved to g.json."

    game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), load_deck(DECK).cards, 3))
    session = Session(game, record, voice=True)
    mouth = Mouth()
    script = [said("card one at the end")] * 3 + [said("quit")]
    assert play_by_voice(mouth, Ears(script), session, resumed=False) == 0
    assert len(game.history) == 3
    assert len([line for line in mouth.lines if WARNING in line]) == 1
    assert "The game is saved" not in mouth.lines[-1]
    assert mouth.lines[-1].startswith("The last moves could not be saved. Goodbye!")
