"""A blind set of what a blind player types at the keyboard game, decided as the game decides.

Each line of ``testkit/voice/data/keyboard-blind-phrasings.jsonl`` (written by a helper who
read no code, only ``blind-scenes.json`` and what the keyboard game prints at a turn: fast
typing with typos nobody sees, abbreviations and digits, whole sentences, half names of
cards) is given to :func:`~voice_game.dialogue.decider.decide` as the keyboard game gives a
typed line (:meth:`~voice_game.heard.Heard.typed`), in its scene's turn. Scored as the turn
benchmark scores: right at once, read back (a question offering what was meant), not
understood, read back wrongly, a false action; lines meant as no command are left alone or
asked about.

    python -m benchmarks.voice.keyboard_blind
    python -m benchmarks.voice.keyboard_blind --show   # every line not right at once
    python -m benchmarks.voice.keyboard_blind --set PATH   # another set, e.g. the second,
                                                        # keyboard-blind-phrasings-2.jsonl

Prints one Markdown row per kind of command and a total.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter, defaultdict
from collections.abc import Iterable
from pathlib import Path

from testkit.voice.corpus import BLIND_SCENES, Utterance, scene_context
from testkit.voice.metrics import scored
from testkit.voice.stream import decide
from voice_game.heard import Heard
from voice_game.intent.phrases import RequestKind

MORE_HELP = RequestKind.MORE_HELP

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "testkit" / "voice" / "data" / "keyboard-blind-phrasings.jsonl"
COLUMNS = ("accept-act", "accept-ask", "none", "ask-wrong", "false")
"""The outcomes of a command, in the table's order."""


def keyboard_corpus(path: Path = DATA) -> list[Utterance]:
    """The lines of ``path`` (a blind set in the scenes' format: the keyboard sets, and the
    corrections' set read by :mod:`benchmarks.voice.correction_blind`), each in its scene's
    turn (a yes or no answers a question the game has just asked)."""
    scenes = {s["scene"]: s for s in json.loads(BLIND_SCENES.read_text(encoding="utf-8"))}
    out: list[Utterance] = []
    for i, line in enumerate(path.read_text(encoding="utf-8").splitlines()):
        if not line.strip():
            continue
        row = json.loads(line)
        meaning = row["meaning"]
        confirming = meaning is not None and meaning["kind"] in ("yes", "no")
        ctx = scene_context(scenes[row["scene"]], confirming)
        out.append(Utterance(f"kb{i:04d}", "keyboard", row["text"], ctx, meaning))
    return out


def outcome(u: Utterance) -> tuple[str, object]:
    """What the decider did with ``u`` typed: the scored outcome and what it did ("more
    help" asked for help and gets the longer help: right at once)."""
    made = decide(Heard.typed(u.text), u.ctx)
    status, result, got = scored(made, u.expected)
    more_help = made is not None and made.request is not None and made.request.kind == MORE_HELP
    if u.expected == {"kind": "help"} and status == "act" and more_help:
        return "accept-act", got
    return result, got


def table(results: dict[str, Counter[str]]) -> list[str]:
    """The Markdown table: one row per kind of command, then chatter, then the total."""
    head = "| kind | lines | right at once | read back | not understood | read back wrong | false |"
    rows = [head, "|---|---|---|---|---|---|---|"]
    total: Counter[str] = Counter()
    for kind in sorted(k for k in results if k != "none"):
        counts = results[kind]
        total.update(counts)
        cells = " | ".join(str(counts[c]) for c in COLUMNS)
        rows.append(f"| {kind} | {sum(counts.values())} | {cells} |")
    cells = " | ".join(str(total[c]) for c in COLUMNS)
    rows.append(f"| **commands** | {sum(total.values())} | {cells} |")
    chatter = results.get("none", Counter())
    rows.append(
        f"| not a command | {sum(chatter.values())} | left alone {chatter['rejected']}, "
        f"asked {chatter['ask-chatter']} | | | | {chatter['false']} |"
    )
    return rows


def main(argv: list[str] | None = None) -> None:
    """Print the table (and with ``--show`` every line not right at once)."""
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.voice.keyboard_blind", description=__doc__
    )
    parser.add_argument("--show", action="store_true", help="print every line not right at once")
    parser.add_argument("--set", type=Path, default=DATA, help="another set of the same format")
    args = parser.parse_args(argv)
    report(((u, *outcome(u)) for u in keyboard_corpus(args.set)), args.show)


def report(decided: Iterable[tuple[Utterance, str, object]], show: bool = False) -> None:
    """Print the table of ``decided`` (each line, its outcome and what was done), and with
    ``show`` first every line not right at once; shared with the corrections' benchmark."""
    results: dict[str, Counter[str]] = defaultdict(Counter)
    for u, result, got in decided:
        kind = "none" if u.expected is None else str(u.expected["kind"])
        results[kind][result] += 1
        if show and result not in ("accept-act", "rejected"):
            print(f"{result:10} {u.text!r} meant {u.expected} got {got}")
    print("\n".join(table(results)))


if __name__ == "__main__":
    main()
