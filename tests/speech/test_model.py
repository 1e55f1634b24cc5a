"""Model install, discovery and vocabulary, with crafted archives for the unsafe cases."""

from __future__ import annotations

import hashlib
import stat
import zipfile
from pathlib import Path

import pytest

from voice_game.speech.model import (
    MODEL_NAME,
    REQUIRED_FILES,
    ChecksumMismatchError,
    InvalidModelError,
    ModelMissingError,
    Progress,
    UnsafeArchiveError,
    find_model,
    model_info,
)
from voice_game.speech.model_install import ModelSource, install_model
from voice_game.speech.model_words import model_vocabulary

PREFIX = f"{MODEL_NAME}/"


def craft(path: Path, members: dict[str, bytes], links: dict[str, str] | None = None) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        for name, data in members.items():
            zf.writestr(name, data)
        for name, target in (links or {}).items():
            info = zipfile.ZipInfo(name)
            info.create_system = 3
            info.external_attr = (stat.S_IFLNK | 0o777) << 16
            zf.writestr(info, target)
    return path


def complete_members() -> dict[str, bytes]:
    return {PREFIX + f: b"x" for f in REQUIRED_FILES}


def source_for(archive: Path, sha256: str | None = None) -> ModelSource:
    digest = sha256 or hashlib.sha256(archive.read_bytes()).hexdigest()
    return ModelSource(
        name="crafted", sha256=digest, member_prefix=PREFIX, urls=(archive.as_uri(),)
    )


def assert_nothing_installed(models: Path) -> None:
    leftovers = sorted(p.name for p in models.iterdir()) if models.exists() else []
    assert leftovers == [], f"left behind: {leftovers}"


def test_install_is_noop_when_present(model_path: Path) -> None:
    before = (model_path / "am" / "final.mdl").stat().st_mtime_ns
    reports: list[Progress] = []
    # no sources at all: a no-op must not try to download anything
    assert install_model(model_path.parent, progress=reports.append, sources=()) == model_path
    assert [r.stage for r in reports] == ["done"]
    assert (model_path / "am" / "final.mdl").stat().st_mtime_ns == before


def test_installed_model_is_described(model_path: Path) -> None:
    info = model_info(model_path.parent)
    assert info.valid
    assert info.size_bytes > 60_000_000
    assert "graph/Gr.fst" in info.files
    assert info.archive_sha256 and len(info.archive_sha256) == 64
    assert str(model_path) in info.describe()
    assert find_model(model_path.parent) == model_path


def test_rejects_member_escaping_with_dotdot(tmp_path: Path) -> None:
    members = complete_members() | {"../evil": b"owned", PREFIX + "../../evil2": b"owned"}
    archive = craft(tmp_path / "evil.zip", members)
    models = tmp_path / "models"
    with pytest.raises(UnsafeArchiveError, match="outside the models folder"):
        install_model(models, sources=[source_for(archive)])
    assert not (tmp_path / "evil").exists() and not (tmp_path.parent / "evil").exists()
    assert_nothing_installed(models)


def test_rejects_absolute_member(tmp_path: Path) -> None:
    archive = craft(tmp_path / "abs.zip", complete_members() | {"/tmp/evil-abs": b"owned"})
    with pytest.raises(UnsafeArchiveError, match="absolute"):
        install_model(tmp_path / "models", sources=[source_for(archive)])
    assert_nothing_installed(tmp_path / "models")


def test_rejects_symlink_member(tmp_path: Path) -> None:
    archive = craft(
        tmp_path / "link.zip", complete_members(), links={PREFIX + "am/link": "/etc/passwd"}
    )
    with pytest.raises(UnsafeArchiveError, match="symbolic link"):
        install_model(tmp_path / "models", sources=[source_for(archive)])
    assert_nothing_installed(tmp_path / "models")


def test_rejects_wrong_hash(tmp_path: Path) -> None:
    archive = craft(tmp_path / "model.zip", complete_members())
    wrong = source_for(archive, sha256="0" * 64)
    models = tmp_path / "models"
    with pytest.raises(ChecksumMismatchError, match="pinned"):
        install_model(models, sources=[wrong])
    assert_nothing_installed(models)


def test_rejects_incomplete_archive(tmp_path: Path) -> None:
    members = complete_members()
    del members[PREFIX + "graph/Gr.fst"]
    archive = craft(tmp_path / "partial.zip", members)
    with pytest.raises(InvalidModelError, match="graph/Gr.fst"):
        install_model(tmp_path / "models", sources=[source_for(archive)])
    assert_nothing_installed(tmp_path / "models")


def test_installs_a_verified_archive_atomically(tmp_path: Path) -> None:
    archive = craft(tmp_path / "model.zip", complete_members() | {"other/ignored": b"?"})
    models = tmp_path / "models"
    stages: list[str] = []
    path = install_model(
        models, sources=[source_for(archive)], progress=lambda p: stages.append(p.stage)
    )
    assert path == models / MODEL_NAME
    assert {"download", "verify", "extract", "done"} <= set(stages)
    assert sorted(p.name for p in models.iterdir()) == [MODEL_NAME]  # no temporaries left
    info = model_info(models)
    assert info.valid and info.source == "crafted"
    assert not (models / "other").exists()


def test_installs_a_hand_downloaded_archive(tmp_path: Path) -> None:
    archive = craft(tmp_path / "model.zip", complete_members())
    path = install_model(tmp_path / "m", archive=archive, sources=[source_for(archive)])
    assert find_model(tmp_path / "m") == path
    with pytest.raises(ChecksumMismatchError):
        install_model(tmp_path / "n", archive=archive, sources=[source_for(archive, "1" * 64)])


def test_find_model_says_how_to_fix(tmp_path: Path) -> None:
    with pytest.raises(ModelMissingError, match="voice-game model download"):
        find_model(tmp_path)
    (tmp_path / MODEL_NAME / "am").mkdir(parents=True)
    with pytest.raises(ModelMissingError, match="incomplete"):
        find_model(tmp_path)


def test_vocabulary_comes_from_the_model(model_path: Path) -> None:
    words = model_vocabulary(model_path)
    assert len(words) > 100_000
    assert {"telephone", "moon", "landing", "doubt", "i"} <= words
    assert "zorblax" not in words and "<eps>" not in words and "#0" not in words


def test_install_turns_off_the_random_dither_once(tmp_path: Path) -> None:
    """The installed model's features carry no random dither (so the same audio is heard
    alike every time), and a model installed before that gets it at the next install, which
    otherwise stays a no-op."""
    from voice_game.speech.model_features import FEATURE_CONF, is_steady

    archive = craft(tmp_path / "model.zip", complete_members())
    path = install_model(tmp_path / "m", sources=[source_for(archive)])
    conf = path / FEATURE_CONF
    assert conf.read_text() == "x\n--dither=0.0\n"
    assert is_steady(path) and model_info(tmp_path / "m").steady
    assert "features:  steady" in model_info(tmp_path / "m").describe()
    conf.write_text("x")  # as installed before
    assert not is_steady(path)
    assert "random dither" in model_info(tmp_path / "m").describe()
    assert install_model(tmp_path / "m", sources=()) == path
    assert conf.read_text() == "x\n--dither=0.0\n"
    install_model(tmp_path / "m", sources=())
    assert conf.read_text() == "x\n--dither=0.0\n", "written once"
