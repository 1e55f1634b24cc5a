"""Load deck files into engine cards: all or nothing, with errors that name the problem."""

from __future__ import annotations

import stat
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from voice_game.engine.cards import Card
from voice_game.engine.years import parse_year

from .schema import DeckModel

DECKS_DIR = Path(__file__).resolve().parents[2] / "decks"
MAX_DECK_BYTES = 32 * 1024 * 1024
"""A deck file larger than this is refused (the largest real deck is about 150 kB)."""
MAX_CARDS = 50_000
MAX_PROBLEMS_SHOWN = 20


class DeckError(ValueError):
    """A deck file is broken; the message names the file, the card and the field."""


@dataclass(frozen=True)
class Deck:
    """A loaded deck."""

    id: str
    name: str
    description: str
    path: Path
    cards: tuple[Card, ...]


def _card_label(raw: Any, index: int) -> str:
    if isinstance(raw, dict) and isinstance(raw.get("id"), str):
        return f"card {index + 1} (id {raw['id']!r})"
    return f"card {index + 1}"


def _explain(path: Path, raw: dict[str, Any], error: ValidationError) -> str:
    lines = [f"{path}: the deck is broken, nothing was loaded:"]
    listed = raw.get("cards")
    cards: list[Any] = listed if isinstance(listed, list) else []
    problems = error.errors()
    for problem in problems[:MAX_PROBLEMS_SHOWN]:
        problem["msg"] = problem["msg"].removeprefix("Value error, ")
        loc = list(problem["loc"])
        if len(loc) >= 2 and loc[0] == "cards" and isinstance(loc[1], int):
            label = _card_label(cards[loc[1]] if loc[1] < len(cards) else None, loc[1])
            field = ".".join(str(part) for part in loc[2:]) or "(the card itself)"
            lines.append(f"  {label}, field '{field}': {problem['msg']}")
        else:
            field = ".".join(str(part) for part in loc) or "(top level)"
            lines.append(f"  field '{field}': {problem['msg']}")
    if len(problems) > MAX_PROBLEMS_SHOWN:
        lines.append(f"  and {len(problems) - MAX_PROBLEMS_SHOWN} more problems")
    return "\n".join(lines)


def _read_toml(path: Path) -> dict[str, Any]:
    """The TOML table in ``path``, or :class:`DeckError` saying what is wrong with the file."""
    try:
        if not stat.S_ISREG(path.stat().st_mode) and not path.is_dir():
            raise DeckError(f"{path}: not a regular file (a device or a pipe); give a .toml file")
        with path.open("rb") as stream:
            data = stream.read(MAX_DECK_BYTES + 1)
    except FileNotFoundError:
        raise DeckError(f"{path}: no such deck file") from None
    except IsADirectoryError:
        raise DeckError(f"{path}: is a folder, not a deck file; give a .toml file") from None
    except PermissionError:
        raise DeckError(f"{path}: cannot be read (permission denied)") from None
    except OSError as error:
        raise DeckError(f"{path}: cannot be read ({error.strerror or error})") from None
    if len(data) > MAX_DECK_BYTES:
        raise DeckError(f"{path}: larger than {MAX_DECK_BYTES // 2**20} MB; not a deck file")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # a byte-order mark is harmless
    except UnicodeDecodeError as error:
        raise DeckError(f"{path}: not UTF-8 text ({error})") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise DeckError(f"{path}: not valid TOML: {error}") from None
    except RecursionError:
        raise DeckError(f"{path}: nested too deeply to be a deck") from None


def load_deck(path: str | Path) -> Deck:
    """Load and validate one deck file, or raise :class:`DeckError`."""
    path = Path(path)
    raw = _read_toml(path)
    listed = raw.get("cards")
    if isinstance(listed, list) and len(listed) > MAX_CARDS:
        raise DeckError(f"{path}: {len(listed)} cards; a deck may hold at most {MAX_CARDS}")
    try:
        model = DeckModel.model_validate(raw)
    except ValidationError as error:
        raise DeckError(_explain(path, raw, error)) from None
    except RecursionError:
        raise DeckError(f"{path}: nested too deeply to be a deck") from None
    seen: dict[str, int] = {}
    for index, card in enumerate(model.cards):
        if card.id in seen:
            raise DeckError(
                f"{path}: card {index + 1} (id {card.id!r}), field 'id': "
                f"the same id as card {seen[card.id] + 1}"
            )
        seen[card.id] = index
    cards = tuple(
        Card(
            id=card.id,
            event=card.event,
            span=parse_year(card.year),
            aliases=tuple(card.aliases),
            note=card.note,
            source=card.source,
            deck=model.id,
        )
        for card in model.cards
    )
    return Deck(model.id, model.name, model.description, path, cards)


def available_decks(directory: Path = DECKS_DIR) -> dict[str, Path]:
    """Deck ids (file stems) found in ``directory``."""
    return {path.stem: path for path in sorted(directory.glob("*.toml"))}


def resolve_deck(name: str, directory: Path = DECKS_DIR) -> Path:
    """A deck path from an id like ``showbizz`` or a file path."""
    candidate = Path(name)
    if candidate.suffix == ".toml" and candidate.exists():
        return candidate
    decks = available_decks(directory)
    key = name.strip().lower().replace(" ", "-")
    if key in decks:
        return decks[key]
    raise DeckError(f"no deck called {name!r}; available: {', '.join(decks) or 'none'}")


def load_decks(names: Iterable[str], directory: Path = DECKS_DIR) -> list[Deck]:
    """Load several decks (a Wild Mix); card ids must be unique across them."""
    decks = [load_deck(resolve_deck(name, directory)) for name in names]
    owner: dict[str, Path] = {}
    for deck in decks:
        for card in deck.cards:
            if card.id in owner and owner[card.id] != deck.path:
                raise DeckError(
                    f"{deck.path}: card id {card.id!r}, field 'id': also used in {owner[card.id]}"
                )
            owner[card.id] = deck.path
    return decks
