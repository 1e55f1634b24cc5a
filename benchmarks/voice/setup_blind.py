"""The blind set-up phrasings, answered to the voice set-up's own questions.

Two sets: ``setup-blind-phrasings.jsonl`` (the default) and ``setup-blind-phrasings-2.jsonl``
(``--set``; written by a second helper, measured before it was read).

Each line of ``testkit/voice/data/setup-blind-phrasings.jsonl`` (written by a helper who read
no code: what people say to "How many players?", "Player 2, your first name?", a name read
back, the one summary question and the saved game's question, with host words and table
chatter among them) is given to the question's own code (:func:`~voice_game.app.setup_names.
ask_count`, :func:`~voice_game.app.setup_names.ask_name`, :func:`~voice_game.app.setup_names.
confirm_name`, :func:`~voice_game.app.voice_setup.settle`, :func:`~voice_game.dialogue.saved_game.
settle_saved_game`) through a speaker that answers the first listening with the line and
stops at the next one, so what the game did with that one answer is what is scored:

- ``--heard surely`` (the default): the words as said, every word heard at full confidence;
- ``--heard spoken``: the line said by espeak-ng (voices taking turns) and heard by the real
  model through the game's own listening loop (noise suppression, both decoders, the
  endpointer) with the phrase list the question itself listens with.

    python -m benchmarks.voice.setup_blind
    python -m benchmarks.voice.setup_blind --heard spoken

Prints one Markdown row per question (right at once, read back right, asked again, read
back wrongly: a "no" puts it right, false actions, chatter left alone) and, with
``--show``, every line that was not right at once.
"""

from __future__ import annotations

import argparse
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from voice_game.app.setup_names import ask_count, ask_name, confirm_name
from voice_game.app.setup_table import ALL_DECKS, SPOKEN_DECKS, SPOKEN_RULES, Table
from voice_game.app.voice_setup import saved_game_asker, settle
from voice_game.computer import Level
from voice_game.dialogue.names import COMMON_NAMES
from voice_game.dialogue.saved_game import settle_saved_game
from voice_game.dialogue.setup_answers import SetupLeft
from voice_game.heard import Heard
from voice_game.spoken.numbers import int_to_words

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "testkit" / "voice" / "data" / "setup-blind-phrasings.jsonl"
VOICES = ("en-us", "en-gb", "en-us+f3", "en-gb-scotland", "en-029", "en-us+m7")
RULES = {
    "lifestyle": "lifestyle",
    "word script book": "wort-schrift-buch",
    "showbiz": "showbizz",
    "pens and brushes": "penne-e-pennelli",
}
DECKS = {
    "lifestyle": "lifestyle",
    "word script book": "words-script-book",
    "showbiz": "showbizz",
    "pens and brushes": "pens-and-brushes",
}
QUESTIONS = ("How many players", "first name?", "Say start", "Say continue", "say continue")
"""The questions themselves, asked again: any other question is a read-back."""


class Stopped(Exception):
    """The question listened a second time: its answer to the line is complete."""


@dataclass
class Line:
    """One blind phrasing."""

    id: str
    question: str
    context: str
    text: str
    meaning: str


@dataclass
class OneAnswer:
    """A speaker for one question: says nothing aloud, answers the first listening with the
    line (``hear`` makes the Heard from the phrase list) and stops at the next one."""

    hear: Hearing
    said: list[str] = field(default_factory=list)
    after: list[str] = field(default_factory=list)
    listened: int = 0

    def say(self, lines: Sequence[str]) -> None:
        (self.after if self.listened else self.said).extend(line for line in lines if line)

    def cue(self, cue: object) -> None:
        del cue

    def adjust(self, command: str) -> list[str]:
        return []

    def listen(
        self, phrases: Sequence[str] | None, timeout: float, unfinished: Unfinished = None
    ) -> Heard | None:
        self.listened += 1
        if self.listened > 1:
            raise Stopped
        return self.hear(phrases, unfinished)


def lines(path: Path = DATA) -> list[Line]:
    """The phrasings of ``path``."""
    return [Line(**json.loads(text)) for text in path.read_text().splitlines() if text.strip()]


def surely(text: str) -> Heard:
    """``text`` heard word for word at full confidence (as the turn benchmark's typed sets):
    lower case, without punctuation but for apostrophes."""
    said = " ".join(re.sub(r"[^a-z0-9' ]", " ", text.lower()).split())
    return Heard(said, tuple((word, 1.0) for word in said.split()))


Unfinished = Callable[[str], bool] | None
"""What the game passes to tell a pause mid-command (:func:`voice_game.intent.unfinished_in`)."""


class Hearing(Protocol):
    """Hears the line with the phrase list the question listens with."""

    def __call__(self, phrases: Sequence[str] | None, unfinished: Unfinished = None) -> Heard: ...


def hearer(text: str, recognizer: object | None, voice: str) -> Hearing:
    """The line heard surely (no recogniser), or said with espeak-ng in ``voice`` and heard
    by the real model through the game's own listening loop with the question's phrase list
    (:mod:`benchmarks.voice.said`)."""
    if recognizer is None:
        return lambda _phrases, _unfinished=None: surely(text)
    from benchmarks.voice.said import heard_by_the_game, said_wav
    from voice_game.speech.recognizer import Recognizer

    assert isinstance(recognizer, Recognizer)

    def hear(phrases: Sequence[str] | None, unfinished: Unfinished = None) -> Heard:
        with said_wav(text, voice) as wav:
            return heard_by_the_game(recognizer, wav, phrases, unfinished)

    return hear


def outcome(line: Line, hear: Hearing, save: Path) -> str:
    """What the question did with the line: ``act`` (right at once), ``ask`` (read back, and
    the read-back is right), ``again`` (asked again, nothing done), ``false`` (a wrong
    action, or one taken on chatter), or ``asked-wrong`` (read back wrongly)."""
    speaker = OneAnswer(hear)
    try:
        got = _run(line, speaker, save)
    except Stopped:
        got = _after(line, speaker)
    except SetupLeft:
        got = "quit"
    return _score(line.meaning, got, speaker)


def _run(line: Line, speaker: OneAnswer, save: Path) -> str:
    """Ask the line's question through the game's own code; what it took, in the meaning's
    vocabulary."""
    match line.question:
        case "count":
            return f"count {ask_count(speaker)}"
        case "name":
            seat = int(line.context.split()[-1]) if line.context.split()[-1:] != [""] else 1
            return f"name {ask_name(speaker, seat, [])}"
        case "readback":
            asked = line.context.split("?")[0].strip()
            answer = confirm_name(speaker, f"{asked}?", asked.lower(), COMMON_NAMES)
            if answer and answer != asked.lower():  # a correction, read back in its turn
                speaker.say([f"{answer.capitalize()}?"])
                speaker.listen(None, 0.0)
            return "yes" if answer else "no"
        case "summary":
            table = _table(line.context)
            before = _state(table)
            try:
                settle(speaker, table)
            except Stopped:
                asked = " ".join(speaker.after)
                if "your first name?" in asked:  # "not Rob": his name is asked again
                    seat = int(asked.split("Player ", 1)[1].split(",")[0])
                    return f"rename {table.people[seat - 1]}"
                changes = _changes(before, _state(table))
                if changes:
                    return changes
                raise
            return _changes(before, _state(table)) or "start"
        case "saved":
            copy = save.parent / f"{line.id}.json"
            shutil.copyfile(save, copy)

            ask = saved_game_asker(speaker)
            return "continue" if settle_saved_game(copy, False, ask, speaker.say) else "new"
    raise ValueError(f"{line.id}: no question {line.question!r}")


def _after(line: Line, speaker: OneAnswer) -> str:
    """What was said before the question listened again: a read-back, help, the question
    again."""
    said = " ".join(speaker.after)
    if "Say quit to leave" in said or "Say start to play" in said:
        return "help"
    last = speaker.after[-1] if speaker.after else ""
    if line.question == "readback" and last == line.context.split("?")[0].strip() + "?":
        return "again " + said  # the read-back itself, asked again
    if last.endswith("?") and not any(ask in last for ask in QUESTIONS):
        return "asked " + last
    return "again " + said


def _score(meaning: str, got: str, speaker: OneAnswer) -> str:
    del speaker
    if meaning == "chatter":
        if got.startswith("asked"):
            return "chatter-asked"
        return "chatter-left" if got.startswith(("again", "help", "no")) else f"false ({got})"
    if meaning in ("help", "quit") and got == meaning:
        return "act"
    if meaning == "repeat" and got.startswith("again"):
        return "act"
    if got.startswith("asked"):
        return "ask" if _read_back_right(meaning, got) else f"asked-wrong ({got})"
    if got == "no" and meaning != "no":
        return "again"  # the name is asked again
    if got.startswith(("again", "help")):
        return "again"
    return "act" if _same(meaning, got) else f"false ({got})"


def _read_back_right(meaning: str, got: str) -> bool:
    """Whether the read-back in ``got`` asks what ``meaning`` wants."""
    asked = got.removeprefix("asked ").rstrip("?").lower()
    if meaning.startswith("name "):
        return asked == meaning.split()[1].lower()
    if meaning.startswith("count "):
        return asked == int_to_words(int(meaning.split()[1]))
    if meaning == "new":
        return asked == "a new game"
    if meaning in ("quit", "help", "repeat", "continue"):
        return asked == meaning
    wanted = sorted(_read_back_of(part.strip()) for part in meaning.split("+"))
    return sorted(part.strip() for part in asked.split(",")) == wanted


def _read_back_of(change: str) -> str:
    """How the summary question reads back one change of the meaning's vocabulary
    (:meth:`~voice_game.app.setup_table.Change.words`, lower case)."""
    kind, _, rest = change.partition(" ")
    words = rest.split()
    match kind:
        case "hand":
            return f"{words[0].lower()} {int_to_words(int(words[1]))}"
        case "everyone":
            return f"everyone {int_to_words(int(words[0]))}"
        case "add":
            return "add a computer player"
        case "remove":
            return "no computer player"
        case "level":
            return f"the computer as {rest}"
        case "rules":
            return f"{SPOKEN_RULES[RULES[rest]].lower()} rules"
        case "cards":
            return "all the cards" if rest == "all" else f"the {SPOKEN_DECKS[DECKS[rest]]} cards"
        case "rename":
            return f"change {rest.lower()}"
    return kind


def _same(meaning: str, got: str) -> bool:
    want = sorted(part.strip().lower() for part in meaning.split("+"))
    have = sorted(part.strip().lower() for part in got.split("+"))
    return want == have


def _table(context: str) -> Table:
    """The table the summary in ``context`` describes: players, a computer player and its
    level, rules, cards and a common hand size."""
    summary = context or "Three players: Anna, Ben and Sara. Lifestyle rules, all the cards."
    head, _, rest = summary.partition(". ")
    names = head.split(":", 1)[1].split(", and a computer")[0]
    people = [n.strip() for n in names.replace(" and ", ", ").split(",") if n.strip()]
    table = Table(people=people, computers=int("computer player" in head))
    if "level " in head:
        table.level = Level(head.rsplit("level ", 1)[1].strip(" ."))
    said = rest.lower()
    table.rules = next((v for k, v in RULES.items() if f"{k} rules" in said), "lifestyle")
    deck = next((v for k, v in DECKS.items() if f"{k} cards" in said), None)
    table.decks = [deck] if deck else list(ALL_DECKS)
    size = next((n for n in range(1, 13) if f"{int_to_words(n)} each" in said), 9)
    if size != 9:
        table.sizes = {seat: size for seat in table.seats()}
    return table


def _state(table: Table) -> dict[str, object]:
    return {
        "sizes": dict(table.sizes),
        "computers": table.computers,
        "level": table.level.value,
        "rules": table.rules,
        "decks": list(table.decks),
        "people": list(table.people),
    }


def _changes(before: dict[str, object], after: dict[str, object]) -> str:
    """The changes between two states, in the meaning's vocabulary."""
    found: list[str] = []
    sizes_before, sizes_after = before["sizes"], after["sizes"]
    assert isinstance(sizes_before, dict) and isinstance(sizes_after, dict)
    people = after["people"]
    assert isinstance(people, list)
    if sizes_after != sizes_before:
        values = set(sizes_after.values())
        computers = after["computers"]
        assert isinstance(computers, int)
        if len(sizes_after) >= len(people) + computers and len(values) == 1:
            found.append(f"everyone {values.pop()}")
        else:
            found += [f"hand {n} {s}" for n, s in sizes_after.items() if sizes_before.get(n) != s]
    computers_before, computers_after = before["computers"], after["computers"]
    assert isinstance(computers_before, int) and isinstance(computers_after, int)
    if computers_after > computers_before:
        found.append("add computer")
    elif computers_after < computers_before:
        found.append("remove computer")
    if after["level"] != before["level"]:
        found.append(f"level {after['level']}")
    if after["rules"] != before["rules"]:
        found.append("rules " + _key(RULES, str(after["rules"])))
    if after["decks"] != before["decks"]:
        decks = after["decks"]
        assert isinstance(decks, list)
        found.append("cards " + ("all" if decks == list(ALL_DECKS) else _key(DECKS, decks[0])))
    return " + ".join(found)


def _key(table: dict[str, str], value: str) -> str:
    return next((key for key, known in table.items() if known == value), value)


def _unfinished_save(folder: Path) -> Path:
    """An unfinished game of Anna and Ben, played by keyboard to its first turn."""
    save = folder / "unfinished.json"
    subprocess.run(
        [sys.executable, "-m", "voice_game", "play", "--text", "--save", str(save)],
        input="Anna, Ben\n\n\n",
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={"XDG_STATE_HOME": str(folder), "PATH": "/usr/bin:/bin"},
    )
    return save


def main(argv: list[str] | None = None) -> None:
    """Score every line and print the table."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.voice.setup_blind")
    parser.add_argument("--heard", choices=("surely", "spoken"), default="surely")
    parser.add_argument("--show", action="store_true", help="print every line not right at once")
    parser.add_argument(
        "--set",
        type=Path,
        default=DATA,
        help="the phrasings (default: the first blind set; also setup-blind-phrasings-2.jsonl)",
    )
    args = parser.parse_args(argv)
    recognizer = None
    if args.heard == "spoken":
        from voice_game.speech.model import find_model
        from voice_game.speech.recognizer import Recognizer

        recognizer = Recognizer(find_model(None))
    table: dict[str, Counter[str]] = {}
    with tempfile.TemporaryDirectory() as folder:
        save = _unfinished_save(Path(folder))
        for number, line in enumerate(lines(args.set)):
            hear = hearer(line.text, recognizer, VOICES[number % len(VOICES)])
            result = outcome(line, hear, save)
            table.setdefault(line.question, Counter())[result.split(" ")[0]] += 1
            if args.show and result not in ("act", "chatter-left"):
                print(
                    f"{line.id} {line.question:8} {result:40.40} {line.meaning!r:28} {line.text!r}"
                )
    print(
        "| question | lines | right at once | read back right | asked again | read back wrong |"
        " false action | chatter left alone |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for question in ("count", "name", "readback", "summary", "saved"):
        c = table.get(question, Counter())
        total = sum(c.values())
        print(
            f"| {question} | {total} | {c['act']} | {c['ask']} | {c['again']} | "
            f"{c['asked-wrong']} | {c['false']} | {c['chatter-left']} ({c['chatter-asked']}"
            " read back) |"
        )


if __name__ == "__main__":
    main()
