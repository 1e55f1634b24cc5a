"""Where things live: the platform folders of settings, saves and the speech model, and
the rule that tests and benchmarks share helpers only through ``testkit``."""

from __future__ import annotations

import ast
import fnmatch
import tomllib
from pathlib import Path

import pytest

from voice_game.config import default_config_path
from voice_game.speech import model
from voice_game.storage import default_save_path


def test_settings_and_saves_follow_the_platform_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert default_config_path() == tmp_path / "config" / "voice_game" / "config.toml"
    assert default_save_path() == tmp_path / "state" / "voice_game" / "game.json"


def test_the_model_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(model.MODELS_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    # run from this source checkout: its models/ folder (where scripts/setup installs)
    checkout = Path(__file__).resolve().parents[1]
    assert model.default_models_dir() == checkout / "models"
    # installed as a package (not a checkout): the user's data folder
    installed = tmp_path / "site-packages" / "voice_game" / "speech" / "model.py"
    monkeypatch.setattr(model, "__file__", str(installed))
    assert model.default_models_dir() == tmp_path / "data" / "voice_game" / "models"
    # the environment variable wins
    monkeypatch.setenv(model.MODELS_ENV, str(tmp_path / "mine"))
    assert model.default_models_dir() == tmp_path / "mine"


ROOT = Path(__file__).resolve().parents[1]
NEVER_IMPORTS = {
    "tests": "benchmarks",  # tests/bench/ excepted: it tests the benchmarks themselves
    "benchmarks": "tests",
    "scripts": "tests",
}
"""Which top-level package the files of each folder must not import; what both sides use
is in ``testkit``, which imports neither."""


def _python_files(folder: Path) -> list[Path]:
    """The folder's Python files: ``*.py`` and scripts whose first line names Python."""
    found = []
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if path.suffix == ".py":
            found.append(path)
        elif not path.suffix:
            first = path.read_bytes().split(b"\n", 1)[0]
            if first.startswith(b"#!") and b"python" in first:
                found.append(path)
    return found


def _imported_tops(path: Path) -> set[str]:
    """The top-level packages a file imports, anywhere in it (inside functions too)."""
    tops = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            tops |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            tops.add(node.module.split(".")[0])
    return tops


def test_tests_and_benchmarks_share_helpers_only_through_testkit() -> None:
    broken = []
    for folder, forbidden in NEVER_IMPORTS.items():
        for path in _python_files(ROOT / folder):
            relative = path.relative_to(ROOT)
            if relative.parts[:2] == ("tests", "bench"):
                continue
            if forbidden in _imported_tops(path):
                broken.append(f"{relative} imports {forbidden}")
    for path in _python_files(ROOT / "testkit"):
        shared_with = _imported_tops(path) & {"tests", "benchmarks"}
        broken += [f"{path.relative_to(ROOT)} imports {name}" for name in sorted(shared_with)]
    assert broken == [], "shared helpers belong in testkit/: " + "; ".join(broken)


def test_the_installed_game_ships_neither_tests_nor_their_kit() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    include = project["tool"]["setuptools"]["packages"]["find"]["include"]
    for folder in ("testkit", "benchmarks", "tests"):
        shipped = [pattern for pattern in include if fnmatch.fnmatch(folder, pattern)]
        assert shipped == [], f"{folder}/ would be installed by {shipped}"
