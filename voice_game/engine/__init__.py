"""The game engine: the rules of Anno Domini, pure and deterministic, with no I/O.

A :class:`Game` is built from a :class:`Setup` (players, :class:`Rules`, cards, seed),
takes actions (:class:`Place`, :class:`Doubt`, ...) and emits typed events (:class:`Event`);
everything players see or hear is rendered from those events, and none carries a hidden
year except :class:`Revealed`. The same set-up and actions always give the same events
(:func:`replay`). Years and spans (:func:`parse_year`, :class:`Span`) and the judge of a
chain (:func:`judge_chain`) are the engine's too.

These are the names the rest of the game uses; import them from here
(``from voice_game.engine import Game, Place``).
"""

from __future__ import annotations

from .actions import (
    Accept,
    Action,
    Doubt,
    IllegalActionError,
    Move,
    OrderStart,
    Place,
    Refusal,
    Undo,
    action_from_dict,
    action_to_dict,
)
from .cards import Card, CardFace
from .events import (
    ChainPutAside,
    Dealt,
    DirectionReversed,
    Doubted,
    Event,
    EventType,
    GameStarted,
    LastCardPlaced,
    Moved,
    Overtime,
    Penalty,
    PenaltyReason,
    Phase,
    PileEmpty,
    Placed,
    Refused,
    Reshuffled,
    Revealed,
    RevealedCard,
    RoundStarted,
    StartOrdered,
    TurnStarted,
    Undone,
    Won,
)
from .game import Game, Setup, SetupError, replay
from .judge import Verdict, judge_chain
from .rules import (
    PRESETS,
    FirstPlayer,
    NextRoundFirst,
    Rules,
    RulesError,
    preset,
    rules_as_dict,
    with_overrides,
)
from .years import (
    Span,
    SpanKind,
    YearFormatError,
    from_astronomical,
    parse_year,
    say_year,
    shift_year,
    to_astronomical,
)

__all__ = [
    # actions: what a player can do
    "Accept",
    "Action",
    "Doubt",
    "IllegalActionError",
    "Move",
    "OrderStart",
    "Place",
    "Refusal",
    "Undo",
    "action_from_dict",
    "action_to_dict",
    # cards
    "Card",
    "CardFace",
    # events: what the engine emits
    "ChainPutAside",
    "Dealt",
    "DirectionReversed",
    "Doubted",
    "Event",
    "EventType",
    "GameStarted",
    "LastCardPlaced",
    "Moved",
    "Overtime",
    "Penalty",
    "PenaltyReason",
    "Phase",
    "PileEmpty",
    "Placed",
    "Refused",
    "Reshuffled",
    "Revealed",
    "RevealedCard",
    "RoundStarted",
    "StartOrdered",
    "TurnStarted",
    "Undone",
    "Won",
    # the game
    "Game",
    "Setup",
    "SetupError",
    "replay",
    # judging a chain
    "Verdict",
    "judge_chain",
    # rules
    "PRESETS",
    "FirstPlayer",
    "NextRoundFirst",
    "Rules",
    "RulesError",
    "preset",
    "rules_as_dict",
    "with_overrides",
    # years and spans
    "Span",
    "SpanKind",
    "YearFormatError",
    "from_astronomical",
    "parse_year",
    "say_year",
    "shift_year",
    "to_astronomical",
]
