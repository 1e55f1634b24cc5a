"""The pinned installs (requirements/, written by scripts/lock) cover every dependency, agree
with each other, and are what this environment (set up by scripts/setup) really runs."""

from __future__ import annotations

import re
import tomllib
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]


def pins(name: str) -> dict[str, str]:
    lines = (PROJECT / "requirements" / f"{name}.txt").read_text().splitlines()
    pairs = [line.split("==") for line in lines if line and not line.startswith("#")]
    assert all(len(pair) == 2 for pair in pairs), "every line pins one exact version"
    return {canonical(package): pinned for package, pinned in pairs}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(spec: str) -> str:
    match = re.match(r"[A-Za-z0-9._-]+", spec)
    assert match is not None
    return canonical(match.group(0))


def test_every_dependency_is_pinned():
    project = tomllib.loads((PROJECT / "pyproject.toml").read_text())["project"]
    play, dev = pins("play"), pins("dev")
    for spec in project["dependencies"]:
        assert requirement_name(spec) in play, spec
    for spec in project["optional-dependencies"]["dev"]:
        assert requirement_name(spec) in dev, spec
    assert "pytest" not in play and "mypy" not in play


def test_play_and_dev_pin_the_same_versions():
    dev = pins("dev")
    for package, pinned in pins("play").items():
        assert dev.get(package) == pinned, package


def test_this_environment_runs_the_pinned_versions():
    wrong = []
    for package, pinned in pins("dev").items():
        try:
            installed = version(package)
        except PackageNotFoundError:
            installed = "missing"
        if installed != pinned:
            wrong.append(f"{package}: {installed}, pinned {pinned}")
    assert not wrong, "run scripts/setup: " + "; ".join(wrong)
