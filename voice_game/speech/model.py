"""The Vosk speech model: which one the game uses, where it lives, whether it is complete.

The game uses Alpha Cephei's small US English model ``vosk-model-small-en-us-0.15``
(Apache-2.0, about 40 MB packed, 68 MB unpacked). It lives in ``<models_dir>/<MODEL_NAME>``.
Installing it is :mod:`.model_install` (archives are checked by :mod:`.model_archive`);
its words are read by :mod:`.model_words`.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from voice_game.files import data_dir

from .model_features import is_steady

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
    steady: bool = False
    """True when its features have no random dither (:mod:`.model_features`)."""

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
            f"features:  {'steady' if self.steady else 'random dither. Run: ' + DOWNLOAD_COMMAND}",
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


def resolve_dir(models_dir: Path | str | None) -> Path:
    """``models_dir``, or the default models folder when None."""
    return Path(models_dir) if models_dir is not None else default_models_dir()


def missing_files(model_path: Path) -> tuple[str, ...]:
    """Required files absent from ``model_path`` (all of them if it does not exist)."""
    return tuple(f for f in REQUIRED_FILES if not (model_path / f).is_file())


def find_model(models_dir: Path | str | None = None) -> Path:
    """Return the installed model's folder, or raise :class:`ModelMissingError`."""
    base = resolve_dir(models_dir)
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
    path = resolve_dir(models_dir) / MODEL_NAME
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
        steady=is_steady(path),
    )
