"""Typed events the engine emits; everything players see or hear is rendered from these.

No event carries a hidden year except :class:`Revealed`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from .cards import CardFace
from .years import Span


class Phase(StrEnum):
    """What the player whose turn it is may do."""

    PLACE = "place"
    """Place a card (or doubt, or correct the chain where the rules allow)."""
    ORDER_START = "order-start"
    """Special start: order the two start cards, then place the last card."""
    FINAL = "final"
    """A player has placed their last card: doubt it or accept it."""
    OVER = "over"


def _faces(cards: tuple[CardFace, ...]) -> list[dict[str, str]]:
    return [card.as_dict() for card in cards]


@dataclass(frozen=True)
class GameStarted:
    rules: str
    players: tuple[str, ...]
    seed: int
    hand_size: int
    type: str = "game_started"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "rules": self.rules,
            "players": list(self.players),
            "seed": self.seed,
            "hand_size": self.hand_size,
        }


@dataclass(frozen=True)
class Dealt:
    player: str
    cards: tuple[CardFace, ...]
    type: str = "dealt"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "cards": _faces(self.cards)}


@dataclass(frozen=True)
class RoundStarted:
    round: int
    first_player: str
    start_cards: tuple[CardFace, ...]
    type: str = "round_started"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "round": self.round,
            "first_player": self.first_player,
            "start_cards": _faces(self.start_cards),
        }


@dataclass(frozen=True)
class TurnStarted:
    """It is ``player``'s turn, in ``phase``; ``chain`` is the public chain."""

    player: str
    phase: Phase
    chain: tuple[CardFace, ...]
    hand_count: int
    type: str = "turn"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "player": self.player,
            "phase": self.phase.value,
            "chain": [card.id for card in self.chain],
            "hand_count": self.hand_count,
        }


@dataclass(frozen=True)
class StartOrdered:
    player: str
    swapped: bool
    chain: tuple[CardFace, ...]
    type: str = "start_ordered"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "player": self.player,
            "swapped": self.swapped,
            "chain": [card.id for card in self.chain],
        }


@dataclass(frozen=True)
class Placed:
    player: str
    card: CardFace
    slot: int
    chain: tuple[CardFace, ...]
    cards_left: int
    type: str = "placed"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "player": self.player,
            "card": self.card.as_dict(),
            "slot": self.slot,
            "chain": [card.id for card in self.chain],
            "cards_left": self.cards_left,
        }


@dataclass(frozen=True)
class Moved:
    player: str
    card: CardFace
    slot: int
    chain: tuple[CardFace, ...]
    type: str = "moved"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "player": self.player,
            "card": self.card.as_dict(),
            "slot": self.slot,
            "chain": [card.id for card in self.chain],
        }


@dataclass(frozen=True)
class Undone:
    player: str
    what: str
    chain: tuple[CardFace, ...]
    type: str = "undone"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "player": self.player,
            "what": self.what,
            "chain": [card.id for card in self.chain],
        }


@dataclass(frozen=True)
class LastCardPlaced:
    """``player`` has no cards left; ``challenger`` may doubt or accept."""

    player: str
    challenger: str
    type: str = "last_card"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "challenger": self.challenger}


@dataclass(frozen=True)
class Doubted:
    player: str
    accused: str
    type: str = "doubted"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player, "accused": self.accused}


@dataclass(frozen=True)
class RevealedCard:
    face: CardFace
    span: Span


@dataclass(frozen=True)
class Revealed:
    chain: tuple[RevealedCard, ...]
    correct: bool
    conflict: tuple[int, int] | None
    type: str = "revealed"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "chain": [
                {
                    "id": card.face.id,
                    "event": card.face.event,
                    "year": card.span.text,
                    "earliest": card.span.earliest,
                    "latest": card.span.latest,
                }
                for card in self.chain
            ],
            "correct": self.correct,
            "conflict": list(self.conflict) if self.conflict else None,
        }


@dataclass(frozen=True)
class Penalty:
    player: str
    count: int
    cards: tuple[CardFace, ...]
    reason: str
    type: str = "penalty"

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "player": self.player,
            "count": self.count,
            "cards": _faces(self.cards),
            "reason": self.reason,
        }


@dataclass(frozen=True)
class ChainPutAside:
    count: int
    type: str = "chain_put_aside"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "count": self.count}


@dataclass(frozen=True)
class Reshuffled:
    count: int
    type: str = "reshuffled"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "count": self.count}


@dataclass(frozen=True)
class PileEmpty:
    """Nothing left to draw, even after mixing the put-aside cards back in."""

    wanted: int
    purpose: str
    type: str = "pile_empty"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "wanted": self.wanted, "purpose": self.purpose}


@dataclass(frozen=True)
class DirectionReversed:
    player: str
    type: str = "direction_reversed"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True)
class Overtime:
    player: str
    type: str = "overtime"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


@dataclass(frozen=True)
class Won:
    player: str
    type: str = "won"

    def as_dict(self) -> dict[str, Any]:
        return {"type": self.type, "player": self.player}


Event = (
    GameStarted
    | Dealt
    | RoundStarted
    | TurnStarted
    | StartOrdered
    | Placed
    | Moved
    | Undone
    | LastCardPlaced
    | Doubted
    | Revealed
    | Penalty
    | ChainPutAside
    | Reshuffled
    | PileEmpty
    | DirectionReversed
    | Overtime
    | Won
)
