"""Typed events the engine emits; everything players see or hear is rendered from these.

No event carries a hidden year except :class:`Revealed`.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from .actions import Action, Refusal, action_to_dict
from .cards import CardFace
from .rules import FirstPlayer
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


class EventType(StrEnum):
    """Every kind of event, as its ``type`` in the event log."""

    GAME_STARTED = "game_started"
    DEALT = "dealt"
    ROUND_STARTED = "round_started"
    TURN = "turn"
    START_ORDERED = "start_ordered"
    PLACED = "placed"
    MOVED = "moved"
    UNDONE = "undone"
    LAST_CARD = "last_card"
    DOUBTED = "doubted"
    REVEALED = "revealed"
    PENALTY = "penalty"
    CHAIN_PUT_ASIDE = "chain_put_aside"
    RESHUFFLED = "reshuffled"
    PILE_EMPTY = "pile_empty"
    DIRECTION_REVERSED = "direction_reversed"
    OVERTIME = "overtime"
    WON = "won"
    REFUSED = "refused"


class PenaltyReason(StrEnum):
    """Why a player draws penalty cards."""

    WRONG_DOUBT = "wrong doubt"
    """They doubted a chain that was correct."""
    WRONG_CHAIN = "wrong chain"
    """They passed on a chain that a doubt revealed wrong."""
    OVERTIME = "overtime"
    """Their winning chain was wrong."""


class Undoable(StrEnum):
    """What an undone action had done."""

    PLACE = "place"
    MOVE = "move"
    ORDER_START = "order-start"


class DrawPurpose(StrEnum):
    """What cards are drawn for (said when there are none left to draw)."""

    DEAL = "deal"
    START_CARD = "start card"
    PENALTY = "penalty"


class WinBy(StrEnum):
    """How a game was won."""

    ACCEPTED = "accepted"
    """The next player accepted the last card."""
    CORRECT_REVEAL = "correct-reveal"
    """A doubt revealed the final chain correct."""


def _plain(name: str, value: object) -> object:
    """A field value as JSON: cards as {id, event}; a chain as its card ids."""
    if isinstance(value, CardFace):
        return value.as_dict()
    if isinstance(value, StrEnum):
        return value.value
    if isinstance(value, tuple):
        if name == "chain":
            return [card.id for card in value if isinstance(card, CardFace)]
        return [_plain("", item) for item in value]
    return value


class _Logged:
    """``as_dict``: the event as one line of the JSON Lines log, ``type`` first."""

    type: EventType

    def as_dict(self) -> dict[str, Any]:
        """The event as a JSON-ready dict."""
        record: dict[str, Any] = {"type": self.type.value}
        for item in fields(self):  # type: ignore[arg-type]
            if item.name != "type":
                record[item.name] = _plain(item.name, getattr(self, item.name))
        return record


@dataclass(frozen=True)
class GameStarted(_Logged):
    """A new game: rules, seats in seating order, seed, hand size, and who begins (the
    owner of the game or the youngest player, as the rules say); the decks and how many
    cards they hold, everyone at the table, the people at each seat (a team has several),
    and the cards dealt to each seat."""

    rules: str
    players: tuple[str, ...]
    seed: int
    hand_size: int
    first_player: str = ""
    first_player_is: FirstPlayer = FirstPlayer.OWNER
    decks: tuple[str, ...] = ()
    card_count: int = 0
    people: tuple[str, ...] = ()
    seats: tuple[tuple[str, ...], ...] = ()
    hand_sizes: tuple[int, ...] = ()
    type: EventType = EventType.GAME_STARTED


@dataclass(frozen=True)
class Dealt(_Logged):
    """One player's dealt hand; ``computer`` and ``level`` say whether the computer plays it."""

    player: str
    cards: tuple[CardFace, ...]
    computer: bool = False
    level: str | None = None
    type: EventType = EventType.DEALT


@dataclass(frozen=True)
class RoundStarted(_Logged):
    """A round begins with its first player and start card(s)."""

    round: int
    first_player: str
    start_cards: tuple[CardFace, ...]
    type: EventType = EventType.ROUND_STARTED


@dataclass(frozen=True)
class TurnStarted(_Logged):
    """It is ``player``'s turn, in ``phase``; ``chain`` is the public chain."""

    player: str
    phase: Phase
    chain: tuple[CardFace, ...]
    hand_count: int
    type: EventType = EventType.TURN


@dataclass(frozen=True)
class StartOrdered(_Logged):
    """The one-card special start: the two start cards were kept or swapped."""

    player: str
    swapped: bool
    chain: tuple[CardFace, ...]
    type: EventType = EventType.START_ORDERED


@dataclass(frozen=True)
class Placed(_Logged):
    """A card went into the chain at ``slot`` (its index now)."""

    player: str
    card: CardFace
    slot: int
    chain: tuple[CardFace, ...]
    cards_left: int
    type: EventType = EventType.PLACED


@dataclass(frozen=True)
class Moved(_Logged):
    """A correction: a chain card moved to index ``slot``."""

    player: str
    card: CardFace
    slot: int
    chain: tuple[CardFace, ...]
    type: EventType = EventType.MOVED


@dataclass(frozen=True)
class Undone(_Logged):
    """The last placement or correction was taken back: ``action`` (``place``, ``move`` or
    ``order-start``) and the card it placed or moved (``None`` for the start order)."""

    player: str
    what: str
    chain: tuple[CardFace, ...]
    action: Undoable
    card: CardFace | None = None
    type: EventType = EventType.UNDONE


@dataclass(frozen=True)
class LastCardPlaced(_Logged):
    """``player`` has no cards left; ``challenger`` may doubt or accept."""

    player: str
    challenger: str
    type: EventType = EventType.LAST_CARD


@dataclass(frozen=True)
class Doubted(_Logged):
    """``player`` doubts the chain ``accused`` passed on."""

    player: str
    accused: str
    type: EventType = EventType.DOUBTED


@dataclass(frozen=True)
class RevealedCard:
    """A chain card with its year, shown on a reveal."""

    face: CardFace
    span: Span


@dataclass(frozen=True)
class Revealed(_Logged):
    """Every year of the chain, whether it is correct, and the first pair out of order."""

    chain: tuple[RevealedCard, ...]
    correct: bool
    conflict: tuple[int, int] | None
    type: EventType = EventType.REVEALED

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type.value,
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
class Penalty(_Logged):
    """Cards owed and actually drawn, and why."""

    player: str
    count: int
    cards: tuple[CardFace, ...]
    reason: PenaltyReason
    type: EventType = EventType.PENALTY


@dataclass(frozen=True)
class ChainPutAside(_Logged):
    """The revealed chain leaves the table."""

    count: int
    type: EventType = EventType.CHAIN_PUT_ASIDE


@dataclass(frozen=True)
class Reshuffled(_Logged):
    """The put-aside cards became a new draw pile."""

    count: int
    type: EventType = EventType.RESHUFFLED


@dataclass(frozen=True)
class PileEmpty(_Logged):
    """Nothing left to draw, even after mixing the put-aside cards back in."""

    wanted: int
    purpose: DrawPurpose
    type: EventType = EventType.PILE_EMPTY


@dataclass(frozen=True)
class DirectionReversed(_Logged):
    """Play goes the other way round from now on."""

    player: str
    type: EventType = EventType.DIRECTION_REVERSED


@dataclass(frozen=True)
class Overtime(_Logged):
    """A winning chain was wrong: the game goes on."""

    player: str
    type: EventType = EventType.OVERTIME


@dataclass(frozen=True)
class Won(_Logged):
    """The game is over: ``by`` is ``accepted`` (the next player accepted the last card) or
    ``correct-reveal`` (a doubt revealed the final chain correct)."""

    player: str
    by: WinBy
    type: EventType = EventType.WON


@dataclass(frozen=True)
class Refused(_Logged):
    """``player`` asked for ``asked``, and the engine refused it for ``reason``; nothing
    changed."""

    player: str
    asked: Action
    reason: Refusal
    type: EventType = EventType.REFUSED

    def as_dict(self) -> dict[str, Any]:
        return {
            "type": self.type.value,
            "player": self.player,
            "asked": action_to_dict(self.asked),
            "reason": self.reason.value,
        }


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
    | Refused
)
