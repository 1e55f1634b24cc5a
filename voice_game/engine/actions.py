"""What a player can do: the actions the engine accepts."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


class IllegalActionError(ValueError):
    """The action is not allowed now; the message says why in words a player understands."""


@dataclass(frozen=True)
class Place:
    """Put hand card ``card_id`` into the chain at ``slot`` (0 = before the first card)."""

    card_id: str
    slot: int


@dataclass(frozen=True)
class Move:
    """Correct the chain: take the card at ``index`` out and put it back at ``slot``.

    ``slot`` counts the gaps of the chain without that card (0 = before the first card,
    ``len(chain) - 1`` = after the last), so ``slot`` is also the card's new index.
    """

    index: int
    slot: int


@dataclass(frozen=True)
class Doubt:
    """Doubt the chain: the round ends with a reveal."""


@dataclass(frozen=True)
class Accept:
    """Do not doubt a player's last card: that player has won."""


@dataclass(frozen=True)
class OrderStart:
    """Special start: keep the two start cards as they lie, or swap them."""

    swap: bool


@dataclass(frozen=True)
class Undo:
    """Take back the last placement or correction, before the next player acts."""


Action = Place | Move | Doubt | Accept | OrderStart | Undo


def action_to_dict(action: Action) -> dict[str, Any]:
    """A plain, JSON-ready form of an action (for save files)."""
    match action:
        case Place(card_id, slot):
            return {"action": "place", "card": card_id, "slot": slot}
        case Move(index, slot):
            return {"action": "move", "index": index, "slot": slot}
        case Doubt():
            return {"action": "doubt"}
        case Accept():
            return {"action": "accept"}
        case OrderStart(swap):
            return {"action": "order-start", "swap": swap}
        case Undo():
            return {"action": "undo"}
    raise TypeError(f"not an action: {action!r}")  # pragma: no cover


def action_from_dict(data: dict[str, Any]) -> Action:
    """Inverse of :func:`action_to_dict`; raises ``ValueError`` on anything else."""
    kind = data.get("action")
    try:
        if kind == "place":
            return Place(str(data["card"]), int(data["slot"]))
        if kind == "move":
            return Move(int(data["index"]), int(data["slot"]))
        if kind == "doubt":
            return Doubt()
        if kind == "accept":
            return Accept()
        if kind == "order-start":
            return OrderStart(bool(data["swap"]))
        if kind == "undo":
            return Undo()
    except (KeyError, TypeError, ValueError) as error:
        raise ValueError(f"broken action record {data!r}: {error}") from None
    raise ValueError(f"unknown action record {data!r}")
