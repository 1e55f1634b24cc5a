"""The documentation stays true: the README is a short front door that names the test
command CI runs, every relative link in README.md and docs/*.md leads somewhere, and the
module table of docs/architecture.md lists exactly the modules of ``voice_game/``."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
ARCHITECTURE = DOCS / "architecture.md"
PACKAGE = ROOT / "voice_game"
README_MAX_LINES = 200

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^\s*(```|~~~)")
HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
TABLE_ROW = re.compile(r"^\|\s*`(voice_game/[^`]*)`\s*\|")


def pages() -> list[Path]:
    """The Markdown pages whose links are checked."""
    return [README, *sorted(DOCS.glob("*.md"))]


def prose(text: str) -> list[str]:
    """The lines of ``text`` outside fenced code blocks."""
    lines: list[str] = []
    fenced = False
    for line in text.splitlines():
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced:
            lines.append(line)
    return lines


def without_code(text: str) -> str:
    """``text`` with its inline code spans blanked (a link inside one is not a link)."""
    return re.sub(r"`[^`]*`", "``", text)


def anchor(heading: str) -> str:
    """The anchor GitHub gives a heading: its text, lower case, punctuation dropped,
    spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)
    text = text.replace("`", "").strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """Every heading anchor of a Markdown page (a repeated heading gets -1, -2, ...)."""
    found: set[str] = set()
    seen: dict[str, int] = {}
    for line in prose(path.read_text(encoding="utf-8")):
        match = HEADING.match(line)
        if not match:
            continue
        base = anchor(match.group(2))
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(path: Path) -> list[str]:
    """The relative link targets of a Markdown page (web addresses and mail left out)."""
    text = without_code("\n".join(prose(path.read_text(encoding="utf-8"))))
    targets = [match.group(1) for match in LINK.finditer(text)]
    return [target for target in targets if not re.match(r"^[a-z][a-z0-9+.-]*:", target)]


def broken_links(path: Path) -> list[str]:
    """The links of ``path`` that lead to no file, or to no heading of that file."""
    broken: list[str] = []
    for target in links(path):
        file_part, _, fragment = target.partition("#")
        dest = (path.parent / file_part).resolve() if file_part else path
        if not dest.exists():
            broken.append(f"{target} (no file {dest.relative_to(ROOT)})")
        elif fragment and dest.suffix == ".md" and fragment not in anchors(dest):
            broken.append(f"{target} (no heading #{fragment} in {dest.relative_to(ROOT)})")
    return broken


def package_modules() -> set[str]:
    """Every subpackage (``voice_game/x/``) and every module but ``__init__.py``
    (``voice_game/x/y.py``, ``voice_game/z.py``) of the package."""
    found: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if "__pycache__" in path.parts:
            continue
        relative = path.relative_to(ROOT).as_posix()
        if path.name == "__init__.py":
            if path.parent != PACKAGE:
                found.add(path.parent.relative_to(ROOT).as_posix() + "/")
        else:
            found.add(relative)
    return found


def table_rows() -> list[str]:
    """The first cells of the module table under ``## Modules`` in docs/architecture.md."""
    rows: list[str] = []
    inside = False
    for line in prose(ARCHITECTURE.read_text(encoding="utf-8")):
        heading = HEADING.match(line)
        if heading:
            inside = heading.group(2) == "Modules"
            continue
        match = TABLE_ROW.match(line) if inside else None
        if match:
            rows.append(match.group(1))
    return rows


def test_the_readme_is_a_short_front_door() -> None:
    lines = len(README.read_text(encoding="utf-8").splitlines())
    assert lines <= README_MAX_LINES, (
        f"README.md has {lines} lines, at most {README_MAX_LINES}: move details to docs/"
    )


def test_the_readme_names_the_test_command_ci_runs() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    commands = [
        line.strip().removeprefix("bash ").strip()
        for line in ci.splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    test_command = next(cmd for cmd in commands if cmd.startswith("scripts/test"))
    readme = README.read_text(encoding="utf-8")
    assert re.search(rf"^{re.escape(test_command)}\b", readme, re.M), (
        f".ci/run runs {test_command!r}, which README.md does not give as a command line"
    )


def test_every_relative_link_leads_somewhere() -> None:
    broken = [
        f"  {path.relative_to(ROOT).as_posix()}: {link}"
        for path in pages()
        for link in broken_links(path)
    ]
    assert not broken, "broken links:\n" + "\n".join(broken)


def test_the_module_table_lists_every_module_once() -> None:
    rows = table_rows()
    modules = package_modules()
    missing = sorted(modules - set(rows))
    stale = sorted(set(rows) - modules)
    repeated = sorted({row for row in rows if rows.count(row) > 1})
    problems: list[str] = []
    if missing:
        problems.append("add rows for: " + ", ".join(missing))
    if stale:
        problems.append("remove rows for (no such module): " + ", ".join(stale))
    if repeated:
        problems.append("keep one row each for: " + ", ".join(repeated))
    assert not problems, "docs/architecture.md, ## Modules: " + "; ".join(problems)


def test_the_link_checker_knows_github_anchors() -> None:
    assert anchor("How long the game talks: `scripts/bench-speech`") == (
        "how-long-the-game-talks-scriptsbench-speech"
    )
    assert anchor("Playing by keyboard (and with a screen reader)") == (
        "playing-by-keyboard-and-with-a-screen-reader"
    )
    assert anchor("Results (issue 10: this 2-core machine, seed 2024, final code)") == (
        "results-issue-10-this-2-core-machine-seed-2024-final-code"
    )
