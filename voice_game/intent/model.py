"""Value types of the intent layer: what the parser is given and returns, and the JSON
shape of an action (for logs, scripts and golden files).

Value types of the intent layer: what the parser is given and what it returns.

The JSON shape of an action, for logs, scripts and golden files.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, TypeVar, get_args

CommandKind = Literal[
    "repeat",
    "chain",
    "hand",
    "turn",
    "counts",
    "help",
    "undo",
    "quit",
    "yes",
    "no",
    "stop",
    "slower",
    "faster",
    "louder",
    "quieter",
    "swap",
    "keep",
]
"""The commands a player may give besides placing and doubting."""
COMMAND_KINDS: tuple[CommandKind, ...] = get_args(CommandKind)

Status = Literal["act", "ask", "none"]
"""What to do with a reading: act on it, ask (read it back), or nothing."""
Position = Literal["before", "after", "between", "start", "end"]
"""The kinds of position phrase: before or after a chain card, between two, at an end."""
Framing = Position | Literal[""]
"""How a gap is worded back: in the player's own kind of position phrase, or "" (clearest)."""
_T = TypeVar("_T")


@dataclass(frozen=True)
class CardName:
    """The public face of a card: its full event text and short spoken names."""

    event: str
    aliases: tuple[str, ...] = ()

    @property
    def spoken(self) -> str:
        """The name to read back: the first alias, else the event text."""
        return self.aliases[0] if self.aliases else self.event


@dataclass(frozen=True)
class TurnContext:
    """What is on the table and what the current player may do right now.

    `chain` is earliest first; `hand` is in the numbered order the player hears
    ("card 1" is `hand[0]`). During `ordering_start` the chain holds the two start
    cards in their current order.
    """

    chain: tuple[CardName, ...] = ()
    hand: tuple[CardName, ...] = ()
    players: tuple[str, ...] = ()
    current: str = ""
    can_place: bool = True
    can_doubt: bool = True
    can_move: bool = False
    ordering_start: bool = False
    can_undo: bool = False
    confirming: bool = False
    last_placed: int | None = None
    """Index in ``chain`` of the card the previous player placed and may still take back,
    or None: a correction said after a pause ("no, actually after the moon landing") moves
    it (:func:`~voice_game.intent.late.late_correction`)."""
    last_placer: str = ""
    """Who placed ``last_placed``."""


@dataclass(frozen=True)
class Place:
    """Put hand card `card` (0-based) into gap `slot` of the chain (0 = before the first)."""

    card: int
    slot: int


@dataclass(frozen=True)
class Move:
    """Correct the chain: take chain card `card` (0-based) out, then insert it at `slot`.

    `slot` counts gaps in the chain AFTER the card is removed (0..len(chain) - 1), so
    the new chain is `rest[:slot] + [card] + rest[slot:]`. See `apply_move`.
    """

    card: int
    slot: int


@dataclass(frozen=True)
class Doubt:
    """Doubt the chain."""


@dataclass(frozen=True)
class Command:
    """A non-game request: one of COMMAND_KINDS."""

    kind: CommandKind

    def __post_init__(self) -> None:
        if self.kind not in COMMAND_KINDS:
            raise ValueError(f"unknown command kind: {self.kind!r}")


@dataclass(frozen=True)
class NoAction:
    """Nothing to do; `reason` says why in words fit to be spoken."""

    reason: str = ""


Action = Place | Move | Doubt | Command | NoAction


@dataclass(frozen=True)
class Choice:
    """One reading offered back to the player when the parser asks."""

    action: Action
    confidence: float
    explain: str


@dataclass(frozen=True)
class Reading:
    """The parser's answer.

    status "act": do `action` now. status "ask": read back and confirm; `alternatives`
    lists the readings worth offering, best first (when the only question is *which card*,
    `action` is a NoAction whose reason asks it and every option is in `alternatives`).
    status "none": `action` is a NoAction whose reason says why. `confidence` is how well the
    words fit the best reading (0..1), also for "none" when a reading fit but is not allowed.
    """

    action: Action
    confidence: float
    status: Status
    explain: str
    alternatives: tuple[Choice, ...] = ()


def apply_move(items: tuple[_T, ...], move: Move) -> tuple[_T, ...]:
    """The chain after `move`: remove `items[move.card]`, insert it at gap `move.slot`."""
    moved = items[move.card]
    rest = items[: move.card] + items[move.card + 1 :]
    return rest[: move.slot] + (moved,) + rest[move.slot :]


JsonAction = dict[str, str | int]


def to_json(action: Action) -> JsonAction:
    """{"kind": "place", "card": i, "slot": s}, {"kind": "doubt"}, {"kind": "<command>"}..."""
    if isinstance(action, Place):
        return {"kind": "place", "card": action.card, "slot": action.slot}
    if isinstance(action, Move):
        return {"kind": "move", "card": action.card, "slot": action.slot}
    if isinstance(action, Doubt):
        return {"kind": "doubt"}
    if isinstance(action, Command):
        return {"kind": action.kind}
    if isinstance(action, NoAction):
        return {"kind": "none"}
    raise TypeError(f"not an action: {action!r}")
