"""One game per save file: a lock held for the whole game.

Two games on one save would each overwrite the other's moves and write the same event numbers
twice into the event log. So every game (the keyboard game, the voice game and the speaker
service, which all run the same play code) holds an exclusive ``flock`` on a small lock file
beside the save, ``.<save name>.lock``, from before the saved game is looked at until the
process ends. The kernel drops the lock when the process dies, so a killed game never leaves a
stale lock; the file itself is removed on a normal exit (while still locked, and a newcomer
checks that the file it locked is still the one on disk, so no two games ever both hold it).

A second game is refused with one sentence that names the process holding the save (its pid and
command, written into the lock file) and what to do.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from voice_game.storage import SaveError

__all__ = ["SaveInUseError", "hold_save", "lock_path"]

SERVICE_STOP = "systemctl --user stop voice-game"
MAX_HOLDER_BYTES = 400
"""The lock file says who holds it in one short line; more than this is not read."""


class SaveInUseError(SaveError):
    """Another process is playing a game on the same save file."""


def lock_path(save: Path) -> Path:
    """The lock file that goes with the save file ``save``."""
    return save.with_name(f".{save.name}.lock")


def this_game() -> str:
    """How this process is named in the lock file: its command as typed, roughly."""
    words = [word for word in sys.argv[1:] if word.isprintable()]
    return " ".join(["voice-game", *words])[:200]


def _holder(fd: int) -> tuple[str, str]:
    """The pid and command written into a lock file by the game that holds it."""
    try:
        text = os.pread(fd, MAX_HOLDER_BYTES, 0).decode("utf-8", errors="replace")
    except OSError:
        text = ""
    pid, _, command = text.strip().partition(" ")
    if not pid.isdigit():
        return "", ""
    return pid, "".join(ch for ch in command if ch.isprintable())


def _refusal(save: Path, pid: str, command: str) -> str:
    who = f"process {pid}" if pid else "another process"
    if command:
        who += f" ({command})"
    if "service run" in command:
        todo = f"stop the speaker's game first with: {SERVICE_STOP}"
    else:
        todo = "quit that game first (type or say quit)"
    return (
        f"The saved game {save} is already being played by {who}, and two games on one save "
        f"would lose moves; {todo}, or start this one on another file with --save FILE."
    )


def _unwritable(save: Path, error: OSError) -> SaveError:
    return SaveError(
        f"The folder {save.parent} of the saved game cannot be written ({error.strerror}), so "
        "no move could be saved; make it writable, or choose another file with --save FILE."
    )


def _acquire(save: Path, command: str) -> int:
    """Lock the save for this process; the open lock file's descriptor."""
    path = lock_path(save)
    while True:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC | os.O_NOFOLLOW, 0o644)
        except OSError as error:
            fd = _open_existing(path, error, save)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            pid, holder = _holder(fd)
            os.close(fd)
            raise SaveInUseError(_refusal(save, pid, holder)) from None
        except OSError as error:
            os.close(fd)
            raise SaveError(f"The saved game {save} cannot be locked ({error.strerror}).") from None
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(path, follow_symlinks=False))
        except FileNotFoundError:
            same = False
        if same:
            break
        os.close(fd)  # the game before us removed the file just as we opened it: again
    try:
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()} {command}\n".encode(), 0)
    except OSError:
        pass  # a lock file we may not write still locks; only the holder's name is missing
    return fd


def _open_existing(path: Path, error: OSError, save: Path) -> int:
    """A lock file in a folder we cannot write can still be locked read-only, if it exists."""
    try:
        return os.open(path, os.O_RDONLY | os.O_CLOEXEC | os.O_NOFOLLOW)
    except OSError:
        raise _unwritable(save, error) from None


@contextmanager
def hold_save(save: Path, command: str | None = None) -> Iterator[None]:
    """Hold the save file ``save`` for one game while the block runs.

    :class:`SaveInUseError` when another process holds it; :class:`SaveError` when its
    folder cannot be written at all (no move could be saved there).
    """
    fd = _acquire(save, command or this_game())
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            os.unlink(lock_path(save))  # while still locked: see the module's docstring
        os.close(fd)
