"""Saving a game after every action, and the JSON Lines event log.

A save file holds the set-up (players, rules, seed, the cards themselves) and every action
taken; resuming replays them, so a crash or power cut loses no move. Writes are atomic:
temporary file, flush, fsync, rename.
"""

from __future__ import annotations

import contextlib
import glob
import json
import os
import re
import time
import uuid
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voice_game.engine.actions import Action, action_from_dict, action_to_dict
from voice_game.engine.cards import Card
from voice_game.engine.events import Event
from voice_game.engine.game import Game, Setup, replay
from voice_game.engine.rules import Rules, rules_as_dict, with_overrides
from voice_game.engine.years import parse_year
from voice_game.files import SaveError as SaveError
from voice_game.files import atomic_write, check_regular_file, state_dir, temporary_prefix

SAVE_VERSION = 1


def default_save_path() -> Path:
    """Where a game is saved when no ``--save`` is given."""
    return state_dir() / "game.json"


MAX_SAVE_BYTES = 64 * 1024 * 1024
"""A save file larger than this is not a save file (a game's file is a few hundred kB)."""


def check_game_files(save: Path, events: Path | None) -> None:
    """Refuse a save file and event log that are unusable or one and the same file."""
    check_regular_file(save, "--save")
    if events is None:
        return
    check_regular_file(events, "--events")
    same = save.resolve() == events.resolve()
    if not same and save.exists() and events.exists():
        same = os.path.samefile(save, events)
    if same:
        raise SaveError(
            f"--save and --events are the same file ({save}); give the event log its own file."
        )


_OLD_TEMPORARY = re.compile(r"^\.(?P<name>.+)\.[a-z0-9_]{8}$")


def remove_orphaned_temporaries(path: Path) -> list[Path]:
    """Delete temporary files that a crash mid-save left beside ``path``; return them."""
    removed: list[Path] = []
    try:
        candidates = list(path.parent.glob(f".{glob.escape(path.name)}.*"))
    except OSError:
        return removed
    for candidate in candidates:
        name = candidate.name
        ours = name.startswith(temporary_prefix(path))
        old = _OLD_TEMPORARY.match(name)
        if not (ours or (old and old.group("name") == path.name)):
            continue
        try:
            if candidate.is_file() and not candidate.is_symlink():
                candidate.unlink()
                removed.append(candidate)
        except OSError:
            continue
    return removed


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
    verbosity: str | None = None
    """The level of detail the table last chose ("brief"), kept so a resumed game speaks as
    the table had asked; None in a save written before it was kept."""


def new_game_id() -> str:
    """A fresh id that ties a save file to its lines in the event log."""
    return uuid.uuid4().hex[:12]


def save_game(
    path: Path, game_id: str, game: Game, decks: Sequence[str], verbosity: str | None = None
) -> None:
    """Write the whole game (set-up and actions, and the level of detail in play) atomically."""
    setup = game.setup
    data = {
        "version": SAVE_VERSION,
        "game_id": game_id,
        "players": list(setup.players),
        "rules": rules_as_dict(setup.rules),
        "seed": setup.seed,
        "first_player": setup.first_player,
        "teams": [list(team) for team in setup.teams],
        "computers": [list(seat) for seat in setup.computers],
        "decks": list(decks),
        "cards": [_card_to_dict(card) for card in setup.cards],
        "actions": [action_to_dict(action) for action in game.history],
    }
    if verbosity is not None:
        data["verbosity"] = verbosity
    atomic_write(path, json.dumps(data, ensure_ascii=False, indent=1))


def load_game(path: Path) -> SavedGame:
    """Read a save file, or raise :class:`SaveError` naming the problem."""
    check_regular_file(path, "--save")
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_SAVE_BYTES + 1)
        if len(raw) > MAX_SAVE_BYTES:
            raise SaveError(f"The saved game {path} is far too large to be a save file.")
        data = json.loads(raw.decode("utf-8"))
    except FileNotFoundError:
        raise SaveError(
            f"There is no saved game at {path}. Start a new game with: voice-game play"
        ) from None
    except (OSError, ValueError, RecursionError) as error:
        raise SaveError(f"The saved game {path} cannot be read: {error}") from None
    if not isinstance(data, dict):
        raise SaveError(f"The saved game {path} is damaged: it does not hold a game.")
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
            computers=tuple((str(name), str(level)) for name, level in data.get("computers", [])),
        )
        if not all(isinstance(name, str) and name.isprintable() for name in setup.players):
            raise SaveError(f"The saved game {path} is damaged: a player's name is not text.")
        actions = [action_from_dict(item) for item in data["actions"]]
        detail = data.get("verbosity")
        return SavedGame(
            str(data["game_id"]),
            setup,
            actions,
            list(data.get("decks", [])),
            detail if isinstance(detail, str) else None,
        )
    except SaveError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise SaveError(f"The saved game {path} is damaged: {error}") from None


def replay_saved(path: Path, saved: SavedGame) -> Game:
    """The game a save file describes; :class:`SaveError` if its moves do not replay."""
    try:
        return replay(saved.setup, saved.actions)
    except (ValueError, KeyError, IndexError, TypeError) as error:
        raise SaveError(f"The saved game {path} is damaged: {error}") from None


def archive_save(path: Path) -> Path:
    """Keep the save file ``path`` under a dated name beside it; return the new name.

    :class:`SaveError` when it cannot be renamed (a read-only folder): the old game is never
    overwritten instead."""
    stamp = time.strftime("%Y-%m-%d-%H%M%S")
    target = path.with_name(f"{path.stem}-{stamp}{path.suffix}")
    number = 1
    while target.exists():
        number += 1
        target = path.with_name(f"{path.stem}-{stamp}-{number}{path.suffix}")
    try:
        os.replace(path, target)
    except OSError as error:
        raise SaveError(
            f"The saved game {path} cannot be set aside as {target.name} ({error.strerror}), "
            "so a new game would overwrite it; make its folder writable, or start the new "
            "game on another file with --save FILE."
        ) from None
    return target


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
        check_regular_file(self.path, "--events")
        if not self.path.exists():
            return 0
        highest = 0
        try:
            with self.path.open(encoding="utf-8", errors="replace") as stream:
                for line in stream:
                    if self.game_id not in line:
                        continue
                    try:
                        record = json.loads(line)
                        seq = record.get("seq", 0) if record.get("game") == self.game_id else 0
                        highest = max(highest, int(seq))
                    except (ValueError, TypeError, AttributeError, RecursionError):
                        continue  # a line cut short by a power cut is rewritten below
        except OSError as error:
            raise SaveError(f"--events {self.path}: cannot be read ({error.strerror}).") from None
        return highest

    def sync(self, events: Sequence[Event]) -> None:
        """Append the events of ``events`` (all the game's events) not yet in the log."""
        if len(events) <= self.written:
            return
        self.path.parent.mkdir(parents=True, exist_ok=True)
        needs_newline = False
        size = self.path.stat().st_size if self.path.exists() else 0
        if size:
            with self.path.open("rb") as stream:
                stream.seek(-1, os.SEEK_END)
                needs_newline = stream.read(1) != b"\n"
        lines = ["\n"] if needs_newline else []
        for seq in range(self.written + 1, len(events) + 1):
            record = events[seq - 1].as_dict()
            record["game"] = self.game_id
            record["seq"] = seq
            lines.append(json.dumps(record, ensure_ascii=False) + "\n")
        data = memoryview("".join(lines).encode("utf-8"))
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, 0o644)
        try:
            while data:
                data = data[os.write(fd, data) :]
            os.fsync(fd)
        except OSError:
            # a full disk: take back the part written, so that the log holds whole lines only
            # and the next sync (or the resumed game) writes these events again
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
            raise
        finally:
            os.close(fd)
        self.written = len(events)
