"""The package's layers, checked over its import graph (every import, also those inside
functions): no import cycles, and nothing imports a layer above its own.

    commands    app, __main__: the commands, the options read once from the command line,
                and the wiring of devices, settings file and controls to the turn
    turn        dialogue, screen: the game's conversation, by voice, keys or the page
                (the page plays taps through the session, and the turn loops show it)
    parts       decks, intent, speech, storage, config, computer: never import each other
    engine      engine: the rules and the game's events
    base        heard, files, tomlfile, spoken: pure values

Only the commands layer sees the command line: nothing else imports ``argparse``.
"""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "voice_game"
BASE, ENGINE, PARTS, TURN, COMMANDS = range(5)
LAYERS: dict[str, int] = {
    "voice_game": BASE,  # the package's own __init__: a docstring, no imports
    "heard": BASE,
    "files": BASE,
    "tomlfile": BASE,
    "spoken": BASE,
    "engine": ENGINE,
    "decks": PARTS,
    "intent": PARTS,
    "speech": PARTS,
    "storage": PARTS,
    "config": PARTS,
    "computer": PARTS,
    "dialogue": TURN,
    "screen": TURN,
    "app": COMMANDS,
    "__main__": COMMANDS,
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in PACKAGE.rglob("*.py")}


def imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The package's modules that ``name`` imports, anywhere in its code."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            # "from pkg import name" imports the module pkg.name when there is one
            targets = [
                f"{module}.{alias.name}" if f"{module}.{alias.name}" in known else module
                for alias in node.names
            ]
        else:
            continue
        found.update(target for target in targets if target in known)
    found.discard(name)
    return found


def graph() -> dict[str, set[str]]:
    found = modules()
    known = set(found)
    return {name: imports(name, path, known) for name, path in found.items()}


def part(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def layer(module: str) -> int:
    return LAYERS[part(module)]


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(edges.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_graph_is_read() -> None:
    edges = graph()
    assert "voice_game.intent.understand" in edges["voice_game.intent"]
    assert "voice_game.heard" in edges["voice_game.intent.understand"]
    assert "voice_game.dialogue.session" in edges["voice_game.app.keyboard_play"]


def test_no_import_cycles() -> None:
    assert cycles(graph()) == []


def test_the_cycle_finder_finds_cycles() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_nothing_imports_a_layer_above_its_own() -> None:
    upward = sorted(
        f"{module} -> {target}"
        for module, targets in graph().items()
        for target in targets
        if layer(target) > layer(module)
    )
    assert upward == []


def test_the_parts_never_import_each_other() -> None:
    crossing: dict[str, set[str]] = defaultdict(set)
    for module, targets in graph().items():
        if layer(module) != PARTS:
            continue
        for target in targets:
            if layer(target) == PARTS and part(target) != part(module):
                crossing[module].add(target)
    assert dict(crossing) == {}


def test_every_part_of_the_package_has_a_layer() -> None:
    unplaced = sorted({part(module) for module in graph()} - set(LAYERS))
    assert unplaced == []


def imports_argparse(path: Path) -> bool:
    """True when the module at ``path`` imports argparse anywhere in its code."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            names = [node.module or ""]
        else:
            continue
        if any(name.split(".")[0] == "argparse" for name in names):
            return True
    return False


def test_only_the_commands_read_the_command_line() -> None:
    readers = sorted(
        name
        for name, path in modules().items()
        if imports_argparse(path) and layer(name) != COMMANDS
    )
    assert readers == []


def test_the_command_line_reader_is_found() -> None:
    assert imports_argparse(PACKAGE / "app" / "parser.py")
    assert not imports_argparse(PACKAGE / "dialogue" / "session.py")


MAX_MODULE_LINES = 600
"""A module longer than this holds more than one job: split it."""


def test_no_module_of_the_package_is_over_600_lines():
    found = modules()
    assert len(found) > 100, "the walk found too few modules: it tested nothing"
    long = {
        name: count
        for name, path in found.items()
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    }
    assert not long, f"modules over {MAX_MODULE_LINES} lines: {long}"
