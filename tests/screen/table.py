"""A real keyboard game with its companion page, run in a thread of the test: typed lines go
in through a pipe-like source, the output and the event log are read back, and a mirror of
the same game (same options, same seed) tells the test what the right moves are."""

from __future__ import annotations

import io
import queue
import re
import threading
import time
from dataclasses import dataclass, field, replace
from pathlib import Path

from voice_game.app.keyboard_play import play_text
from voice_game.app.parser import play_options
from voice_game.app.start import prepare_game
from voice_game.engine.events import Phase
from voice_game.engine.game import Game
from voice_game.engine.judge import judge_chain

from ..dialogue.scripting import DECK


class TypedLines(io.TextIOBase):
    """A keyboard the test types on: ``readline`` waits for the next line."""

    def __init__(self) -> None:
        self._lines: queue.Queue[str] = queue.Queue()

    def type(self, line: str) -> None:
        self._lines.put(line + "\n")

    def close_input(self) -> None:
        self._lines.put("")

    def readline(self, size: int | None = -1) -> str:  # type: ignore[override]
        return self._lines.get()


class Output(io.StringIO):
    """What the game prints, readable from another thread."""

    def __init__(self) -> None:
        super().__init__()
        self.lock = threading.Lock()

    def write(self, text: str) -> int:
        with self.lock:
            return super().write(text)

    def text(self) -> str:
        with self.lock:
            return self.getvalue()


@dataclass
class Table:
    """One game being played, with its page."""

    args: list[str]
    events: Path
    keyboard: TypedLines = field(default_factory=TypedLines)
    out: Output = field(default_factory=Output)
    thread: threading.Thread | None = None
    url: str = ""
    codes: dict[str, str] = field(default_factory=dict)
    mirror: Game | None = None

    def start(self, tmp_path: Path) -> None:
        parsed = play_options(["play", "--text", *self.args])
        self.thread = threading.Thread(
            target=play_text, args=(parsed, self.keyboard, self.out), daemon=True
        )
        self.thread.start()
        deadline = time.monotonic() + 20
        while "Seat codes" not in self.out.text():
            assert time.monotonic() < deadline, f"no page announced:\n{self.out.text()}"
            time.sleep(0.05)
        text = self.out.text()
        found = re.search(r"screen is at (http://\S+/)", text)
        assert found, text
        self.url = found.group(1)
        codes = re.search(r"Seat codes for playing by touch: (.*)\.", text)
        assert codes, text
        for part in codes.group(1).split(", "):
            name, *digits = part.split()
            self.codes[name] = "".join(digits)
        mirror_args = play_options(
            ["play", "--text", *self.args, "--save", str(tmp_path / "mirror.json")]
        )
        mirror_args = replace(mirror_args, events=None)
        self.mirror, _, _ = prepare_game(mirror_args, lambda _q: None, lambda _t: None)

    def finish(self) -> None:
        self.keyboard.close_input()
        assert self.thread is not None
        self.thread.join(20)
        assert not self.thread.is_alive(), "the game did not end"


def table_args(tmp_path: Path, *extra: str) -> list[str]:
    """A short game for Ann and Ben (three cards each) on the test deck, with its page on a
    free port of this machine."""
    return [
        "--players", "Ann,Ben", "--rules", "lifestyle", "--deck", str(DECK), "--seed", "7",
        "--hand-size", "Ann=3", "--hand-size", "Ben=3", "--new",
        "--save", str(tmp_path / "game.json"), "--events", str(tmp_path / "events.jsonl"),
        "--screen", "127.0.0.1:0", *extra,
    ]  # fmt: skip


def right_slots(game: Game, card_index: int) -> list[int]:
    """The gaps where the current player's card ``card_index`` keeps the chain correct."""
    by_id = {card.id: card for card in game.setup.cards}
    card = game.hand(game.current_player)[card_index]
    chain = [c.id for c in game.chain]
    return [
        slot
        for slot in range(len(chain) + 1)
        if judge_chain([by_id[i].span for i in chain[:slot] + [card.id] + chain[slot:]]).correct
    ]


def chain_is_right(game: Game) -> bool:
    """Whether the chain on the table is in order (the test knows the years)."""
    by_id = {card.id: card for card in game.setup.cards}
    return judge_chain([by_id[c.id].span for c in game.chain]).correct


def over(game: Game) -> bool:
    return game.phase is Phase.OVER
