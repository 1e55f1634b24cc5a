"""Unpacking a model archive without trusting it: no absolute paths, no ``..``, no links,
no member larger than it declares, no archive that unpacks to far more than a model."""

from __future__ import annotations

import stat
import zipfile
import zlib
from pathlib import Path, PurePosixPath
from typing import IO

from .model import InvalidModelError, Progress, ProgressCallback, UnsafeArchiveError

_MAX_UNPACKED_BYTES = 512 * 1024 * 1024
_CHUNK = 1 << 16


def _is_link(info: zipfile.ZipInfo) -> bool:
    mode = info.external_attr >> 16
    return info.create_system == 3 and stat.S_ISLNK(mode)


def _safe_relative(name: str) -> PurePosixPath:
    """Validate one member name; return it as a relative path or raise."""
    if "\\" in name or name.startswith("/") or (len(name) > 1 and name[1] == ":"):
        raise UnsafeArchiveError(
            f"Refusing archive member {name!r}: absolute or Windows-style path. "
            "The archive is not a genuine model; nothing was installed."
        )
    rel = PurePosixPath(name)
    if any(part == ".." for part in rel.parts):
        raise UnsafeArchiveError(
            f"Refusing archive member {name!r}: it would land outside the models folder. "
            "The archive is not a genuine model; nothing was installed."
        )
    return rel


def extract_model(archive: Path, prefix: str, dest: Path, report: ProgressCallback) -> None:
    """Extract members under ``prefix`` into ``dest`` after checking every member."""
    try:
        zf = zipfile.ZipFile(archive)
    except zipfile.BadZipFile as exc:
        raise InvalidModelError(f"{archive} is not a zip archive ({exc}).") from exc
    with zf:
        infos = zf.infolist()
        for info in infos:  # validate everything before writing anything
            _safe_relative(info.filename)
            if _is_link(info):
                raise UnsafeArchiveError(
                    f"Refusing archive member {info.filename!r}: it is a symbolic link. "
                    "The archive is not a genuine model; nothing was installed."
                )
        chosen = [i for i in infos if i.filename.startswith(prefix) and not i.is_dir()]
        total = sum(i.file_size for i in chosen)
        if total > _MAX_UNPACKED_BYTES:
            raise UnsafeArchiveError(
                f"Refusing {archive}: it would unpack to {total / 1e6:.0f} MB, far more than "
                "the model's size."
            )
        dest.mkdir(parents=True)
        root = dest.resolve()
        done = 0
        for info in chosen:
            rel = PurePosixPath(info.filename[len(prefix) :])
            out = (dest / rel).resolve()
            if not out.is_relative_to(root) or out == root:
                raise UnsafeArchiveError(f"Refusing archive member {info.filename!r}.")
            out.parent.mkdir(parents=True, exist_ok=True)
            try:
                with zf.open(info) as src, out.open("wb") as fh:
                    _copy_member(src, fh, info.file_size)
            except (
                zipfile.BadZipFile,
                zlib.error,
                EOFError,
                RuntimeError,
                NotImplementedError,
                ValueError,
            ) as exc:
                raise InvalidModelError(
                    f"{archive} is damaged or not a genuine model (member {info.filename!r}: "
                    f"{exc}); nothing was installed. Download it again."
                ) from None
            done += info.file_size
            report(Progress("extract", done, total, f"Extracting {rel}"))


def _copy_member(src: IO[bytes], dest: IO[bytes], declared: int) -> None:
    """Copy one archive member, refusing one that unpacks to more than it declared."""
    written = 0
    while chunk := src.read(_CHUNK):
        written += len(chunk)
        if written > declared:
            raise ValueError("it unpacks to more than its declared size")
        dest.write(chunk)
