"""Files the game writes and reads by name: where they live (the platform's folders, by
platformdirs), replaced atomically, and never a device, a pipe or a folder. Below the
engine-aware storage, so settings can use it without the game."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

import platformdirs

APP_NAME = "voice_game"


def config_dir() -> Path:
    """The user's settings folder (``$XDG_CONFIG_HOME/voice_game``, ``~/.config/voice_game``)."""
    return platformdirs.user_config_path(APP_NAME)


def state_dir() -> Path:
    """Where saved games go (``$XDG_STATE_HOME/voice_game``, ``~/.local/state/voice_game``)."""
    return platformdirs.user_state_path(APP_NAME)


def data_dir() -> Path:
    """The user's data folder (``$XDG_DATA_HOME/voice_game``, ``~/.local/share/voice_game``)."""
    return platformdirs.user_data_path(APP_NAME)


class SaveError(ValueError):
    """A save file cannot be read; the message says which file and why."""


TEMPORARY_TAG = ".tmp-"


def temporary_prefix(path: Path) -> str:
    """The name prefix of the temporary files written beside ``path``."""
    return f".{path.name}{TEMPORARY_TAG}"


def check_regular_file(path: Path, option: str) -> None:
    """Refuse ``path`` unless it is a regular file or does not exist yet (in a folder).

    A device node, a pipe or a folder is never written over or read as a game file.
    """
    try:
        info = path.stat()
    except FileNotFoundError:
        return
    except NotADirectoryError:
        raise SaveError(
            f"{option} {path}: part of that path is a file, not a folder; give a path in a folder."
        ) from None
    except OSError as error:
        raise SaveError(f"{option} {path}: cannot be used ({error.strerror}).") from None
    if stat.S_ISDIR(info.st_mode):
        raise SaveError(f"{option} {path} is a folder; give a file name inside it.")
    if not stat.S_ISREG(info.st_mode):
        raise SaveError(
            f"{option} {path} is not a regular file (a device or a pipe); give an ordinary file."
        )


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves either the old or the new file.

    Only a regular file is ever replaced (never a device node or a folder).
    """
    check_regular_file(path, "file")
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=temporary_prefix(path), dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    directory = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)
