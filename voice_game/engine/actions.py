"""What a player can do: the actions the engine accepts."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any


class Refusal(StrEnum):
    """Why the engine refuses an action: the code the event log carries.

    The engine never words a refusal for players; the dialogue does, in one place.
    """

    GAME_OVER = "game-over"
    """The game has been won."""
    UNKNOWN_ACTION = "unknown-action"
    NOTHING_TO_UNDO = "nothing-to-undo"
    """No placement or correction can be taken back (the next player has acted)."""
    START_NOT_ORDERED = "start-not-ordered"
    """The two start cards of the one-card special start must be ordered first."""
    LAST_CARD_PENDING = "last-card-pending"
    """A player has placed their last card: the next one must doubt or accept."""
    NOT_IN_HAND = "not-in-hand"
    """The player does not hold that card."""
    NO_SUCH_PLACE = "no-such-place"
    """The slot lies outside the chain."""
    CORRECTING_NOT_ALLOWED = "correcting-not-allowed"
    """These rules never allow changing the order of the chain."""
    CANNOT_CORRECT_NOW = "cannot-correct-now"
    """Corrections are only made before placing, in the place phase."""
    CHAIN_TOO_SHORT = "chain-too-short"
    """A chain of one card has nothing to move."""
    NO_SUCH_CHAIN_CARD = "no-such-chain-card"
    ALREADY_THERE = "already-there"
    """A correction that would not change the chain."""
    NO_START_CARDS = "no-start-cards"
    """Keep or swap outside the one-card special start."""
    NOTHING_PLACED = "nothing-placed"
    """Nobody has placed a card this round: nothing to doubt."""
    OWN_CARD = "own-card"
    """Doubting the chain you passed on yourself."""
    CORRECTED_THIS_TURN = "corrected-this-turn"
    """Whoever corrects the chain must then place a card (or undo), not doubt."""
    NO_LAST_CARD = "no-last-card"
    """Accepting is only for a player's last card."""
    NO_SUCH_PLAYER = "no-such-player"
    """A name or seat that is not at the table (a query, never logged)."""


class IllegalActionError(ValueError):
    """The action is not allowed now; :attr:`refusal` says why (the message is for developers)."""

    def __init__(self, refusal: Refusal, detail: str = "") -> None:
        super().__init__(f"{refusal.value}: {detail}" if detail else refusal.value)
        self.refusal = refusal


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
