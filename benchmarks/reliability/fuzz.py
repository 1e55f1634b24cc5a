"""Fuzz the keyboard game: random, clumsy and hostile lines into real games of every preset.

Each game is a real :class:`~voice_game.dialogue.session.Session` on the real decks. Lines are
drawn from what fits the moment (the game's own examples, commands, card names), from random
words and from hostile input (control characters, terminal escapes, format strings, huge
numbers, long lines, invalid text, right-to-left marks). After every line the harness checks
that nothing raised, that the answer came quickly, and that no hidden year was printed (a
year may appear only once its card has been revealed, or where the player typed it, or where
a card's own text holds it). Each finished or abandoned game is saved, loaded and replayed,
and must come back identical.

    .venv/bin/python -m benchmarks.reliability.fuzz --lines 100000
"""

from __future__ import annotations

import argparse
import random
import re
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

from voice_game.decks import available_decks, load_decks
from voice_game.dialogue.session import Session
from voice_game.engine import PRESETS, Card, Game, Phase, Revealed, Setup, replay
from voice_game.intent import examples
from voice_game.storage import load_game, save_game

PRESET_NAMES = tuple(PRESETS)
SLOW_SECONDS = 2.0
"""One line taking longer than this counts as a hang."""
COMMANDS = (
    "doubt",
    "i doubt",
    "accept",
    "undo",
    "repeat",
    "help",
    "my cards",
    "read the chain",
    "whose turn",
    "card counts",
    "keep",
    "swap",
    "yes",
    "no",
    "one",
    "two",
    "three",
    "quit",
    "move the first card to the end",
    "card 1 at the start",
    "card 2 at the end",
    "between the first and the second",
    "card 99 before the 100th",
    "before the 1000000th",
)
HOSTILE = (
    "\x00",
    "\x1b[2J\x1b[H",
    "\x1b]0;owned\x07",
    "\r\rdoubt",
    "\t\t",
    "%s%s%n",
    "{0}{1!r}",
    "'; DROP TABLE cards; --",
    "\u202e\u202dtrop",
    "\ufeffhelp",
    "\udcff\udcfe",
    "card \u0663",
    "card \u00b2",
    "card -1 at the end",
    "card 0 before the 0th",
    "9" * 5000,
    "1e308",
    "nan",
    "inf",
    "card 1" + " " * 3000 + "at the end",
    "before " * 400,
    "and " * 3000,
    "the " * 10,
    "🂡🂢🂣",
    "ÄÖÜ ß é",
    "\u200b\u200b",
    "CARD ONE AT THE END",
    "Card.1.At.The.End",
    "card\u00a01 at\u00a0the end",
    "between between between and and and",
    "after after the after",
    "\\n\\r",
)
WORDS = (
    "the a card before after between and at end start first second third last moon phone "
    "telephone doubt accept undo move chain my cards one two three nine ten hundred eleven "
    "twenty fiftieth banana please um er okay wrong right no yes keep swap"
).split()


@dataclass
class Finding:
    """Something the fuzzer caught."""

    preset: str
    seed: int
    line: str
    problem: str


@dataclass
class Tally:
    """What a run did."""

    lines: int = 0
    games: int = 0
    finished: int = 0
    reveals: int = 0
    slowest: float = 0.0
    findings: list[Finding] = field(default_factory=list)


def _line(chooser: random.Random, session: Session) -> str:
    roll = chooser.random()
    game = session.game
    if roll < 0.45:
        fitting = list(examples(session.context())) if game.phase is Phase.PLACE else []
        fitting += ["doubt", "accept", "keep", "swap", "yes", "no", "undo"]
        return chooser.choice(fitting)
    if roll < 0.6:
        return chooser.choice(COMMANDS)
    if roll < 0.75:
        cards = [c for c in game.chain] + list(game.hand(game.current_player))
        if cards:
            card = chooser.choice(cards)
            name = chooser.choice((card.event, *card.aliases))
            return f"{name} {chooser.choice(('before', 'after', 'at the end'))} " + (
                chooser.choice(cards).event
            )
    if roll < 0.88:
        return " ".join(chooser.choice(WORDS) for _ in range(chooser.randrange(1, 12)))
    if roll < 0.96:
        return chooser.choice(HOSTILE)
    return "".join(chr(chooser.randrange(0, 0x2FFFF)) for _ in range(chooser.randrange(1, 40)))


NUMBER = re.compile(r"\d{3,}")


class LeakCheck:
    """Finds a hidden year printed beside its own card.

    A leak is a printed line that names a card whose year has not been revealed (by its event
    text or one of its names) and also holds that card's year. A year some revealed card
    shares does not count, nor does a year the player typed."""

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.by_number: dict[str, list[Card]] = {}
        self.names: dict[str, re.Pattern[str]] = {}
        for card in cards:
            for number in NUMBER.findall(card.span.text):
                self.by_number.setdefault(number, []).append(card)
            words = "|".join(re.escape(name.lower()) for name in (card.event, *card.aliases))
            self.names[card.id] = re.compile(rf"(?<!\w)(?:{words})(?!\w)")

    def __call__(self, text: str, typed: str, revealed: set[str]) -> list[str]:
        found = []
        lowered = text.lower()
        for number in set(NUMBER.findall(text)):
            cards = self.by_number.get(number, [])
            if any(card.id in revealed for card in cards):
                continue  # the year of a revealed card (another card may share it)
            for card in cards:
                if card.id in revealed or number in typed:
                    continue
                if self.names[card.id].search(lowered):
                    found.append(f"{card.span.text} of {card.id}")
        return found


def fuzz_game(preset: str, seed: int, lines: int, players: int, tally: Tally) -> None:
    """Play one game of ``preset`` with ``lines`` fuzzed lines (or until it ends)."""
    chooser = random.Random(seed)
    decks = load_decks(list(available_decks()))
    cards = tuple(card for deck in decks for card in deck.cards)
    names = tuple(f"P{i}" for i in range(1, players + 1))
    setup = Setup(names, PRESETS[preset], cards, seed)
    game = Game(setup)
    session = Session(game)
    leaks = LeakCheck(cards)
    revealed: set[str] = set()
    tally.games += 1
    session.opening()
    for _ in range(lines):
        typed = _line(chooser, session)
        started = time.perf_counter()
        try:
            reply = session.handle(typed)
        except Exception as error:  # noqa: BLE001 - what the fuzzer is for
            where = traceback.extract_tb(error.__traceback__)[-1]
            place = f"{Path(where.filename).name}:{where.lineno}"
            tally.findings.append(Finding(preset, seed, typed[:80], f"raised {error!r} at {place}"))
            return
        spent = time.perf_counter() - started
        tally.lines += 1
        tally.slowest = max(tally.slowest, spent)
        if spent > SLOW_SECONDS:
            tally.findings.append(Finding(preset, seed, typed[:80], f"took {spent:.1f} s"))
        for event in reply.events:
            if isinstance(event, Revealed):
                tally.reveals += 1
                revealed |= {shown.face.id for shown in event.chain}
        for text in reply.lines:
            for year in leaks(text, typed, revealed):
                tally.findings.append(Finding(preset, seed, typed[:80], f"leaked {year}: {text}"))
        if reply.done:
            break
    tally.finished += game.phase is Phase.OVER
    _check_round_trip(game, preset, seed, tally)


def _check_round_trip(game: Game, preset: str, seed: int, tally: Tally) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.json"
        try:
            save_game(path, "fuzz", game, ())
            saved = load_game(path)
            again = replay(saved.setup, saved.actions)
        except Exception as error:  # noqa: BLE001
            tally.findings.append(Finding(preset, seed, "(save)", f"save failed: {error!r}"))
            return
    if [e.as_dict() for e in again.events] != [e.as_dict() for e in game.events]:
        tally.findings.append(Finding(preset, seed, "(save)", "the replayed game differs"))


def run(total: int, seed: int = 1) -> Tally:
    """Fuzz ``total`` lines over games of every preset (2 to 6 players each)."""
    chooser = random.Random(seed)
    tally = Tally()
    while tally.lines < total:
        preset = PRESET_NAMES[tally.games % len(PRESET_NAMES)]
        lines = min(total - tally.lines, chooser.randrange(150, 600))
        fuzz_game(preset, chooser.randrange(10**6), lines, chooser.randrange(2, 7), tally)
    return tally


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    started = time.monotonic()
    tally = run(args.lines, args.seed)
    for finding in tally.findings[:50]:
        print(f"{finding.preset} seed {finding.seed}: {finding.problem} <- {finding.line!r}")
    print(
        f"{tally.lines} lines in {tally.games} games ({tally.finished} played to the end, "
        f"{tally.reveals} reveals): {len(tally.findings)} problems; slowest line "
        f"{tally.slowest * 1000:.0f} ms; {time.monotonic() - started:.0f} s"
    )
    return 1 if tally.findings else 0


if __name__ == "__main__":
    raise SystemExit(main())
