"""A blind set of what players type at the keyboard game's set-up, answered by its own code.

Each line of ``testkit/voice/data/keyboard-setup-blind-phrasings.jsonl`` (written by a helper
who read no code, only the questions the keyboard game prints: who is playing, which rules,
which decks, the saved game's question and "Play again?") is typed to the question's own
code (:func:`~voice_game.dialogue.setup.choose` with the other answers given as options,
:func:`~voice_game.dialogue.saved_game.settle_saved_game`, the decider's moment ``over``) by
a typist who answers the first asking with the line, says "y" to a yes-or-no read-back and
then stops, so what the game did with that one line is what is scored:

- ``act``: right at once (help, quit and "say it again" included);
- ``ask``: read back once, and the yes gives what was meant;
- ``again``: the question asked again, nothing taken (the player types it again);
- ``false``: something other than what was meant taken (a wrong name, deck or rules);
- lines a sensible host could not read (meaning ``unclear``): ``left`` when asked again or
  read back, ``guessed`` when something was taken without asking.

    python -m benchmarks.voice.keyboard_setup
    python -m benchmarks.voice.keyboard_setup --show        # every line not right at once
    python -m benchmarks.voice.keyboard_setup --set PATH    # another set

Prints one Markdown row per question and a total.
"""

from __future__ import annotations

import argparse
import json
import shutil
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from voice_game.dialogue.decider import DecisionKind, Moment, decide
from voice_game.dialogue.saved_game import settle_saved_game
from voice_game.dialogue.setup import choose
from voice_game.dialogue.setup_answers import SetupAbandoned, SetupLeft
from voice_game.heard import Heard
from voice_game.intent import TurnContext

from .setup_blind import _unfinished_save

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "testkit" / "voice" / "data" / "keyboard-setup-blind-phrasings.jsonl"
QUESTIONS = ("names", "rules", "decks", "saved", "again")
EVERY_DECK = ("lifestyle", "pens-and-brushes", "showbizz", "words-script-book")
HELP_SAID = {  # the first words of each question's help
    "names": "Say or type each player's first name",
    "rules": "There are four sets of rules",
    "decks": "Each deck is a set of cards",
    "saved": "Continue goes on with the saved game",
}
OVER = Moment(TurnContext(can_place=False, can_doubt=False, can_undo=False), "over", rematch=True)
"""After the game, with another game on offer."""


@dataclass(frozen=True)
class Line:
    """One typed answer of the blind set."""

    id: str
    question: str
    text: str
    meaning: dict[str, object]


def lines(path: Path = DATA) -> list[Line]:
    """The set's lines."""
    rows = [json.loads(row) for row in path.read_text(encoding="utf-8").splitlines() if row]
    return [Line(r["id"], r["question"], r["text"], r["meaning"]) for r in rows]


@dataclass
class Typist:
    """Types the line at the first asking, "y" to a yes-or-no read-back, then nothing more."""

    text: str
    asked: list[str] = field(default_factory=list)
    read_back: str = ""

    def __call__(self, prompt: str) -> Heard | None:
        self.asked.append(prompt)
        if len(self.asked) == 1:
            return Heard.typed(self.text)
        if not self.read_back and "yes, or no" in prompt.lower():
            self.read_back = prompt
            return Heard.typed("y")
        return None


def took(line: Line, typist: Typist, save: Path) -> dict[str, object]:
    """What the question's own code took from the line, in the meaning's terms; ``{}`` when
    it took nothing (asked again, or input ended)."""
    said: list[str] = []
    try:
        match line.question:
            case "names":
                made = choose(typist, said.append, players=None, rules="lifestyle",
                              decks=["all"], first=None)  # fmt: skip
                machine = {name for name, _level in made.computers}
                return {"names": [seat for seat in made.players if seat not in machine]}
            case "rules":
                made = choose(typist, said.append, players=["Ann", "Ben"], rules=None,
                              decks=["all"], first=None)  # fmt: skip
                return {"rules": made.rules.name}
            case "decks":
                made = choose(typist, said.append, players=["Ann", "Ben"], rules="lifestyle",
                              decks=None, first=None)  # fmt: skip
                return {"decks": sorted(made.decks)}
            case "saved":
                copy = save.parent / f"{line.id}.json"
                shutil.copyfile(save, copy)
                resumed = settle_saved_game(copy, False, typist, said.append)
                if len(typist.asked) > 1:
                    return {}  # asked again: the end of input then kept the game
                return {"answer": "continue" if resumed else "new"}
            case "again":
                kind = decide(Heard.typed(line.text), OVER).kind
                if kind is DecisionKind.REMATCH:
                    return {"answer": "again"}
                if kind is DecisionKind.GOODBYE:
                    return {"answer": "leave"}
                return {"prompt": True}
    except SetupLeft:
        return {"request": "quit"}
    except SetupAbandoned:
        return {}
    raise ValueError(f"{line.id}: no question {line.question!r}")


def score(line: Line, got: dict[str, object], typist: Typist) -> str:
    """The line's outcome (see the module's docstring)."""
    meaning = line.meaning
    later = " ".join(typist.asked[1:])
    if meaning.get("request") == "help":
        shown = line.question in HELP_SAID and HELP_SAID[line.question] in later
        return "act" if shown or got == {"prompt": True} else _other(got)
    if meaning.get("request") == "quit":
        return "act" if got == {"request": "quit"} else _other(got)
    if meaning.get("request") == "repeat":
        return "act" if not got or got == {"prompt": True} else _other(got)
    if meaning.get("unclear"):
        asked = not got or got == {"prompt": True} or typist.read_back
        return "left" if asked else "guessed"
    if not got or got == {"prompt": True}:
        return "again"
    if not _same(line.question, meaning, got):
        return "false"
    return "ask" if typist.read_back else "act"


def _other(got: dict[str, object]) -> str:
    return "again" if not got or got == {"prompt": True} else "false"


def _same(question: str, meaning: dict[str, object], got: dict[str, object]) -> bool:
    """Whether ``got`` is what ``meaning`` asks (names without regard to capitals; "all" for
    every deck)."""
    if question == "names":
        return [n.lower() for n in _listed(got, "names")] == [
            n.lower() for n in _listed(meaning, "names")
        ]
    if question == "decks":
        wanted = _listed(meaning, "decks")
        return _listed(got, "decks") == sorted(EVERY_DECK if "all" in wanted else wanted)
    return got == meaning


def _listed(row: dict[str, object], key: str) -> list[str]:
    value = row.get(key, [])
    return [str(item) for item in value] if isinstance(value, list) else []


def main(argv: list[str] | None = None) -> None:
    """Score every line and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--set", type=Path, default=DATA, help="the set's JSON Lines file")
    parser.add_argument("--show", action="store_true", help="every line not right at once")
    args = parser.parse_args(argv)
    counts: dict[str, Counter[str]] = {question: Counter() for question in QUESTIONS}
    shown: list[str] = []
    with tempfile.TemporaryDirectory() as folder:
        save = _unfinished_save(Path(folder))
        for line in lines(args.set):
            typist = Typist(line.text)
            got = took(line, typist, save)
            result = score(line, got, typist)
            counts[line.question][result] += 1
            if result != "act":
                shown.append(f"{line.id} {line.question:6} {result:8} {line.text!r} -> {got}"
                             f" (meant {line.meaning})")  # fmt: skip
    columns = ("act", "ask", "again", "false", "left", "guessed")
    print("| question | lines | " + " | ".join(columns) + " |")
    print("|---" * (len(columns) + 2) + "|")
    total: Counter[str] = Counter()
    for question, count in counts.items():
        total.update(count)
        cells = " | ".join(str(count[c]) for c in columns)
        print(f"| {question} | {sum(count.values())} | {cells} |")
    cells = " | ".join(f"**{total[c]}**" for c in columns)
    print(f"| **all** | **{sum(total.values())}** | {cells} |")
    if args.show:
        print("\n".join(shown))


if __name__ == "__main__":
    main()
