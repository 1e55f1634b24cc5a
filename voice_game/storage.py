"""Saving a game after every action, and the JSON Lines event log.

A save file holds the set-up (players, rules, seed, the cards themselves) and every action
taken; resuming replays them, so a crash or power cut loses no move. Writes are atomic:
temporary file, flush, fsync, rename.
"""

from __future__ import annotations

import json
import os
import tempfile
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voice_game.engine.actions import Action, action_from_dict, action_to_dict
from voice_game.engine.cards import Card
from voice_game.engine.events import Event
from voice_game.engine.game import Game, Setup
from voice_game.engine.rules import Rules, rules_as_dict, with_overrides
from voice_game.engine.years import parse_year

SAVE_VERSION = 1


class SaveError(ValueError):
    """A save file cannot be read; the message says which file and why."""


def default_save_path() -> Path:
    """Where a game is saved when no ``--save`` is given."""
    state = os.environ.get("XDG_STATE_HOME") or str(Path.home() / ".local" / "state")
    return Path(state) / "voice_game" / "game.json"


def atomic_write(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that a crash leaves either the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    directory = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)


def _card_to_dict(card: Card) -> dict[str, Any]:
    return {
        "id": card.id,
        "event": card.event,
        "year": card.span.text,
        "aliases": list(card.aliases),
        "note": card.note,
        "source": card.source,
        "deck": card.deck,
    }


def _card_from_dict(data: dict[str, Any]) -> Card:
    return Card(
        id=data["id"],
        event=data["event"],
        span=parse_year(data["year"]),
        aliases=tuple(data.get("aliases", ())),
        note=data.get("note", ""),
        source=data.get("source", ""),
        deck=data.get("deck", ""),
    )


@dataclass
class SavedGame:
    """What a save file holds."""

    game_id: str
    setup: Setup
    actions: list[Action]
    decks: list[str]


def new_game_id() -> str:
    """A fresh id that ties a save file to its lines in the event log."""
    return uuid.uuid4().hex[:12]


def save_game(path: Path, game_id: str, game: Game, decks: Sequence[str]) -> None:
    """Write the whole game (set-up and actions) atomically."""
    setup = game.setup
    data = {
        "version": SAVE_VERSION,
        "game_id": game_id,
        "players": list(setup.players),
        "rules": rules_as_dict(setup.rules),
        "seed": setup.seed,
        "first_player": setup.first_player,
        "teams": [list(team) for team in setup.teams],
        "decks": list(decks),
        "cards": [_card_to_dict(card) for card in setup.cards],
        "actions": [action_to_dict(action) for action in game.history],
    }
    atomic_write(path, json.dumps(data, ensure_ascii=False, indent=1))


def load_game(path: Path) -> SavedGame:
    """Read a save file, or raise :class:`SaveError` naming the problem."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise SaveError(
            f"There is no saved game at {path}. Start a new game with: voice-game play"
        ) from None
    except (OSError, json.JSONDecodeError) as error:
        raise SaveError(f"The saved game {path} cannot be read: {error}") from None
    try:
        if data.get("version") != SAVE_VERSION:
            raise SaveError(f"{path}: unknown save version {data.get('version')!r}")
        rules_data = dict(data["rules"])
        name = rules_data.pop("name")
        rules = with_overrides(Rules(name=name), rules_data)
        setup = Setup(
            players=tuple(data["players"]),
            rules=rules,
            cards=tuple(_card_from_dict(card) for card in data["cards"]),
            seed=int(data["seed"]),
            first_player=int(data.get("first_player", 0)),
            teams=tuple(tuple(str(name) for name in team) for team in data.get("teams", [])),
        )
        actions = [action_from_dict(item) for item in data["actions"]]
        return SavedGame(str(data["game_id"]), setup, actions, list(data.get("decks", [])))
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError) as error:
        raise SaveError(f"The saved game {path} is damaged: {error}") from None


class EventLog:
    """Appends every game event as one JSON object per line, exactly once.

    Each line carries ``game`` (the game id) and ``seq`` (the event's number in the game), so
    a resumed game appends only the events the log does not have yet.
    """

    def __init__(self, path: Path, game_id: str) -> None:
        self.path = path
        self.game_id = game_id
        self.written = self._count_existing()

    def _count_existing(self) -> int:
        if not self.path.exists():
            return 0
        highest = 0
        with self.path.open(encoding="utf-8") as stream:
            for line in stream:
                try:
                    record = json.loads(line)
                except json.JSONDecodeError:
                    continue  # a line cut short by a power cut is rewritten below
                if isinstance(record, dict) and record.get("game") == self.game_id:
                    highest = max(highest, int(record.get("seq", 0)))
        return highest

    def sync(self, events: Sequence[Event]) -> None:
        """Append the events of ``events`` (all the game's events) not yet in the log."""
        if len(events) <= self.written:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        needs_newline = False
        if self.path.exists() and self.path.stat().st_size:
            with self.path.open("rb") as stream:
                stream.seek(-1, os.SEEK_END)
                needs_newline = stream.read(1) != b"\n"
        with self.path.open("a", encoding="utf-8") as stream:
            if needs_newline:
                stream.write("\n")
            for seq in range(self.written + 1, len(events) + 1):
                record = events[seq - 1].as_dict()
                record["game"] = self.game_id
                record["seq"] = seq
                stream.write(json.dumps(record, ensure_ascii=False) + "\n")
            stream.flush()
            os.fsync(stream.fileno())
        self.written = len(events)
