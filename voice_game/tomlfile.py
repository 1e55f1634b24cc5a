"""Reading a small TOML file a user named (rules, settings): bounded, and every failure one
sentence, so the caller can name the file and option and say what to do."""

from __future__ import annotations

import stat
import tomllib
from pathlib import Path
from typing import Any

MAX_BYTES = 1024 * 1024


class TomlFileError(ValueError):
    """Why the file cannot be read as TOML (without the file's name)."""


def read_toml(path: Path, max_bytes: int = MAX_BYTES) -> dict[str, Any]:
    """The table in ``path``; :class:`TomlFileError` for a folder, a device, a missing,
    unreadable, oversized, non-UTF-8, invalid or absurdly nested file."""
    try:
        mode = path.stat().st_mode
        if stat.S_ISDIR(mode):
            raise TomlFileError("is a folder, not a file")
        if not stat.S_ISREG(mode):
            raise TomlFileError("is not a regular file (a device or a pipe)")
        with path.open("rb") as stream:
            data = stream.read(max_bytes + 1)
    except FileNotFoundError:
        raise TomlFileError("no such file") from None
    except OSError as error:
        raise TomlFileError(f"cannot be read ({error.strerror or error})") from None
    if len(data) > max_bytes:
        raise TomlFileError(f"larger than {max_bytes // 1024} kB")
    try:
        return tomllib.loads(data.decode("utf-8").removeprefix("\ufeff"))
    except UnicodeDecodeError:
        raise TomlFileError("not UTF-8 text") from None
    except tomllib.TOMLDecodeError as error:
        raise TomlFileError(f"not valid TOML: {error}") from None
    except RecursionError:
        raise TomlFileError("nested too deeply") from None
