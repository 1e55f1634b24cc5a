"""Sentences for the ear and the screen reader, rendered from engine events and state.

The keyboard game prints exactly these sentences; the speaker says them. Nothing here can
reveal a year except the rendering of a :class:`~voice_game.engine.events.Revealed` event.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from voice_game.engine.cards import CardFace
from voice_game.engine.events import (
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
    RoundStarted,
    StartOrdered,
    TurnStarted,
    Undone,
    Won,
)
from voice_game.engine.rules import FirstPlayer
from voice_game.engine.years import say_year

from .verbosity import Verbosity, short_name

FULL = Verbosity.FULL
LONG_CHAIN = 8
"""From this many cards on, reading the chain also says how to hear part of it."""
VERDICT_OPENINGS = ("The chain is correct", "The chain is wrong")


def count(n: int, noun: str) -> str:
    """'1 card', '3 cards', '1,331 cards'."""
    return f"{n:,} {noun}" if n == 1 else f"{n:,} {noun}s"


def card_name(card: CardFace, level: Verbosity = FULL) -> str:
    """The event text at ``full``, else the card's short name."""
    return card.event if level is FULL else short_name(card)


def capital(text: str) -> str:
    """The text with its first letter upper case, to open a sentence."""
    return text[:1].upper() + text[1:]


def is_verdict(line: str) -> bool:
    """True for the sentence that ends a reveal (the cue sounds just before it)."""
    return line.startswith(VERDICT_OPENINGS)


def dealt_sizes(
    players: Sequence[str], rule_size: int, sizes: Sequence[int] | None
) -> tuple[int, list[str]]:
    """The hand most players were dealt and the others as "Ann 4": "9 cards each, except
    Ann 4", and "4 cards each" when everyone got 4 (whatever the rules' own size is). A tie
    keeps the rules' size as the common one."""
    dealt = list(zip(players, sizes or (rule_size,) * len(players), strict=True))
    counts = Counter(n for _name, n in dealt)
    common = max(counts, key=lambda n: (counts[n], n == rule_size))
    return common, [f"{name} {n}" for name, n in dealt if n != common]


def join_names(names: Sequence[str]) -> str:
    """'Ann', 'Ann and Ben', 'Ann, Ben and Cara'."""
    names = list(names)
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def position(chain: Sequence[CardFace], slot: int) -> str:
    """Where ``slot`` lies in ``chain`` (the chain without the card being placed)."""
    if not chain:
        return "as the only card"
    if slot <= 0:
        return f"at the start, before: {chain[0].event}"
    if slot >= len(chain):
        return f"at the end, after: {chain[-1].event}"
    return f"between: {chain[slot - 1].event}; and: {chain[slot].event}"


def short_position(chain: Sequence[CardFace], slot: int) -> str:
    """Where ``slot`` lies, in short names: 'after the Moon landing'."""
    if not chain:
        return "as the only card"
    if slot <= 0:
        return f"before {short_name(chain[0])}"
    if slot >= len(chain):
        return f"after {short_name(chain[-1])}"
    return f"between {short_name(chain[slot - 1])} and {short_name(chain[slot])}"


def _where_placed(chain: Sequence[CardFace], slot: int, level: Verbosity = FULL) -> str:
    rest = list(chain[:slot]) + list(chain[slot + 1 :])
    return position(rest, slot) if level is FULL else short_position(rest, slot)


def _numbered(cards: Sequence[CardFace]) -> str:
    """'1 the telephone, 2 the Moon landing and 3 Everest'."""
    return join_names([f"{i} {short_name(card)}" for i, card in enumerate(cards, start=1)])


def chain_sentences(chain: Sequence[CardFace], level: Verbosity = FULL) -> list[str]:
    """The chain read aloud, earliest first, numbered (in short names below ``full``)."""
    if level is not FULL:
        if not chain:
            return ["The chain is empty."]
        if len(chain) == 1:
            return [f"The chain has one card, {short_name(chain[0])}."]
        lines = [f"The chain has {len(chain)} cards, earliest first, {_numbered(chain)}."]
        if len(chain) >= LONG_CHAIN:
            lines.append("To hear part of it, say around and a card, like around the first.")
        return lines
    if not chain:
        return ["The chain is empty."]
    if len(chain) == 1:
        return [f"The chain has one card: {chain[0].event}."]
    items = [f"{i}: {card.event}." for i, card in enumerate(chain, start=1)]
    return [f"The chain, earliest first, has {len(chain)} cards.", *items]


def hand_sentences(player: str, hand: Sequence[CardFace], level: Verbosity = FULL) -> list[str]:
    """A player's cards, numbered, as they are referred to ("card 2")."""
    if not hand:
        return [f"{player} has no cards left."]
    if level is not FULL:
        if len(hand) == 1:
            return [f"{player}, your one card is {short_name(hand[0])}."]
        return [f"{player}, your {len(hand)} cards are {_numbered(hand)}."]
    lines = [f"{player}, your {'card' if len(hand) == 1 else 'cards'}:"]
    lines += [f"Card {i}: {card.event}." for i, card in enumerate(hand, start=1)]
    return lines


def counts_sentence(counts: Mapping[str, int], pile: int, level: Verbosity = FULL) -> str:
    """How many cards everyone holds."""
    if level is not FULL:
        parts = [f"{name} {count(n, 'card')}" for name, n in counts.items()]
        return f"{join_names(parts)}, and {count(pile, 'card')} in the draw pile."
    parts = [f"{name} {n}" for name, n in counts.items()]
    return f"Cards in hand: {', '.join(parts)}. The draw pile has {pile}."


Hands = Mapping[str, Sequence[CardFace]]
"""Each player's hand, for a turn that reads it."""
E = TypeVar("E")


@dataclass(frozen=True)
class Sentences(Generic[E]):
    """How one kind of event is announced: ``full`` at full detail; ``short`` at brief and
    normal detail, in short names and without spoken punctuation (None, or a short form
    that answers None, where the full sentences serve every level)."""

    full: Callable[[E, Hands], list[str]]
    short: Callable[[E, Hands, Verbosity], list[str] | None] | None = None


def _game_started(event: GameStarted, _hands: Hands) -> list[str]:
    players = event.players
    youngest = event.first_player_is == FirstPlayer.YOUNGEST
    role = "the youngest player" if youngest else "the owner of the game"
    hand_size, fewer = dealt_sizes(players, event.hand_size, event.hand_sizes)
    return [
        f"A new game of Anno Domini for {join_names(players)}, "
        f"with the {event.rules} rules. Everyone gets {hand_size} "
        f"{'card' if hand_size == 1 else 'cards'}"
        + (f", except: {join_names(fewer)}." if fewer else "."),
        f"{event.first_player} begins, as {role}; "
        f"play goes round in the order {join_names(players)}.",
    ]


def _game_started_short(event: GameStarted, _hands: Hands, _level: Verbosity) -> list[str]:
    size, fewer = dealt_sizes(event.players, event.hand_size, event.hand_sizes)
    return [
        f"A new game for {join_names(event.players)} with the {event.rules} rules, "
        f"{size} {'card' if size == 1 else 'cards'} each"
        f"{', except ' + join_names(fewer) if fewer else ''}.",
        f"{event.first_player} begins.",
    ]


def _round_started(event: RoundStarted, _hands: Hands) -> list[str]:
    number, first, cards = event.round, event.first_player, event.start_cards
    if len(cards) == 2:
        return [
            f"Round {number}. {first} has one card left, so two start cards are "
            f"turned up: {cards[0].event}; and {cards[1].event}."
        ]
    if not cards:
        return [f"Round {number}. There is no start card; {first} begins an empty chain."]
    return [f"Round {number}. The start card is: {cards[0].event}."]


def _round_started_short(event: RoundStarted, _hands: Hands, _level: Verbosity) -> list[str]:
    number, first, cards = event.round, event.first_player, event.start_cards
    if len(cards) == 2:
        return [
            f"Round {number}, and {first} has one card left, so two start cards are "
            f"turned up, {short_name(cards[0])} and {short_name(cards[1])}."
        ]
    if not cards:
        return [f"Round {number} has no start card, so {first} begins the chain."]
    return [f"Round {number} starts with {short_name(cards[0])}."]


def _turn(event: TurnStarted, hands: Hands, level: Verbosity = FULL) -> list[str]:
    hand = hands.get(event.player, ())
    return turn_sentences(event.player, event.phase, event.chain, hand, level)


def _start_ordered(event: StartOrdered, _hands: Hands) -> list[str]:
    verb = "swaps" if event.swapped else "keeps"
    first, second = event.chain[0].event, event.chain[1].event
    return [f"{event.player} {verb} the start cards: {first}, then {second}."]


def _start_ordered_short(event: StartOrdered, _hands: Hands, _level: Verbosity) -> list[str]:
    verb = "swaps" if event.swapped else "keeps"
    first, second = short_name(event.chain[0]), short_name(event.chain[1])
    return [f"{event.player} {verb} the start cards, {first} then {second}."]


def _placed(event: Placed, _hands: Hands) -> list[str]:
    player, left = event.player, event.cards_left
    return [
        f"{player} places: {event.card.event}; {_where_placed(event.chain, event.slot)}.",
        f"{player} has {count(left, 'card')} left." if left else "",
    ]


def _placed_short(event: Placed, _hands: Hands, level: Verbosity) -> list[str]:
    player, left = event.player, event.cards_left
    where = _where_placed(event.chain, event.slot, level)
    lines = [f"{player} puts {short_name(event.card)} {where}."]
    if left and (level is not Verbosity.BRIEF or left <= 2):
        lines.append(f"{player} has {count(left, 'card')} left.")
    return lines


def _penalty(event: Penalty, _hands: Hands) -> list[str]:
    owed = event.count
    why = _PENALTY_REASONS.get(event.reason, event.reason)
    lines = [f"{event.player} draws {count(owed, 'penalty card')} for {why}."]
    if len(event.cards) < owed:
        lines.append(f"Only {len(event.cards)} could be drawn.")
    return lines


_PENALTY_REASONS = {
    PenaltyReason.WRONG_DOUBT: "a wrong doubt",
    PenaltyReason.WRONG_CHAIN: "passing on a wrong chain",
    PenaltyReason.OVERTIME: "a wrong winning chain",
}


SENTENCES: dict[EventType, Sentences[Any]] = {
    EventType.GAME_STARTED: Sentences[GameStarted](_game_started, _game_started_short),
    EventType.DEALT: Sentences[Dealt](
        lambda e, _h: [f"{e.player} is dealt {count(len(e.cards), 'card')}."],
        lambda _e, _h, _level: [],
    ),
    EventType.ROUND_STARTED: Sentences[RoundStarted](_round_started, _round_started_short),
    EventType.TURN: Sentences[TurnStarted](_turn, _turn),
    EventType.START_ORDERED: Sentences[StartOrdered](_start_ordered, _start_ordered_short),
    EventType.PLACED: Sentences[Placed](_placed, _placed_short),
    EventType.MOVED: Sentences[Moved](
        lambda e, _h: [f"{e.player} moves: {e.card.event}; {_where_placed(e.chain, e.slot)}."],
        lambda e, _h, level: [
            f"{e.player} moves {short_name(e.card)} {_where_placed(e.chain, e.slot, level)}."
        ],
    ),
    EventType.UNDONE: Sentences[Undone](
        lambda e, _h: [f"Undone: {e.player} takes back {e.what}."],
        lambda e, _h, _level: [f"{e.player} takes back the last move."],
    ),
    EventType.LAST_CARD: Sentences[LastCardPlaced](
        lambda e, _h: [f"That was {e.player}'s last card! {e.challenger} may doubt it."],
        lambda e, _h, _level: [f"That was {e.player}'s last card, so {e.challenger} may doubt it."],
    ),
    EventType.DOUBTED: Sentences[Doubted](
        lambda e, _h: [f"{e.player} doubts the chain that {e.accused} passed on. The years:"],
        lambda e, _h, _level: [
            f"{e.player} doubts the chain {e.accused} passed on, and here are the years."
        ],
    ),
    EventType.REVEALED: Sentences[Revealed](
        lambda e, _h: [f"{card.face.event}: {say_year(card.span)}." for card in e.chain],
        lambda e, _h, _level: [
            f"{capital(short_name(card.face))}, {say_year(card.span)}." for card in e.chain
        ],
    ),
    EventType.PENALTY: Sentences[Penalty](
        _penalty, lambda e, _h, _level: [f"{e.player} draws {count(e.count, 'card')}."]
    ),
    EventType.CHAIN_PUT_ASIDE: Sentences[ChainPutAside](
        lambda e, _h: [f"The {count(e.count, 'card')} of the chain are put aside."],
        lambda _e, _h, level: [] if level is Verbosity.BRIEF else None,
    ),
    EventType.RESHUFFLED: Sentences[Reshuffled](
        lambda e, _h: [
            f"The draw pile is empty, so the {count(e.count, 'put-aside card')} are shuffled "
            "into a new draw pile."
        ],
        lambda e, _h, _level: [
            f"The draw pile is empty, so {count(e.count, 'put-aside card')} make a new one."
        ],
    ),
    EventType.PILE_EMPTY: Sentences[PileEmpty](
        lambda e, _h: [
            f"There is nothing left to draw: {count(e.wanted, 'card')} for the {e.purpose} "
            "cannot be drawn. The game goes on."
        ],
        lambda e, _h, _level: [
            f"The draw pile is empty, so {count(e.wanted, 'card')} cannot be drawn."
        ],
    ),
    EventType.DIRECTION_REVERSED: Sentences[DirectionReversed](
        lambda e, _h: [f"{e.player} has two cards left: play now goes the other way round."],
        lambda e, _h, _level: [
            f"{e.player} has two cards left, so play now goes the other way round."
        ],
    ),
    EventType.OVERTIME: Sentences[Overtime](
        lambda _e, _h: ["Overtime! The game goes on."],
        lambda _e, _h, _level: ["Overtime, the game goes on."],
    ),
    EventType.WON: Sentences[Won](
        lambda e, _h: [f"{e.player} wins the game! Congratulations, {e.player}."],
        lambda e, _h, _level: [f"{e.player} wins the game!", f"Congratulations, {e.player}."],
    ),
    EventType.REFUSED: Sentences[Refused](lambda _e, _h: []),
}
"""The sentences for every kind of event, full and short side by side."""


def render_event(
    event: Event,
    hands: Mapping[str, Sequence[CardFace]] | None = None,
    level: Verbosity = FULL,
) -> list[str]:
    """The sentences one event is announced with (``hands`` lets a turn read the hand)."""
    sentences = SENTENCES[event.type]
    if level is not FULL and sentences.short is not None:
        short = sentences.short(event, hands or {}, level)
        if short is not None:
            return short
    return sentences.full(event, hands or {})


def verdict_sentences(
    revealed: Revealed, doubter: str | None, penalty: Penalty | None, level: Verbosity = FULL
) -> list[str]:
    """The end of a reveal: right or wrong, why, and who draws ("Ben was right; Ann draws 2").

    Said after the last year, together with the penalty it brings."""
    chain = revealed.chain
    if revealed.correct:
        verdict = "The chain is correct"
    elif revealed.conflict is not None:
        earlier, later = chain[revealed.conflict[0]], chain[revealed.conflict[1]]
        said = card_name(later.face, level)
        verdict = (
            f"The chain is wrong{': ' if level is FULL else ', as '}"
            f"{said if level is not FULL else capital(said)}, {say_year(later.span)}, "
            f"cannot come after {card_name(earlier.face, level)}, {say_year(earlier.span)}"
        )
    else:  # pragma: no cover - a wrong chain always names its conflict
        verdict = "The chain is wrong"
    if penalty is None:
        return [verdict + "."]
    draws = f"draws {count(penalty.count, 'card')}"
    if penalty.reason == PenaltyReason.WRONG_DOUBT:
        return [verdict + ".", f"{penalty.player} was wrong and {draws}."]
    if penalty.reason == PenaltyReason.WRONG_CHAIN and doubter:
        return [verdict + ".", f"{doubter} was right, so {penalty.player} {draws}."]
    if penalty.reason == PenaltyReason.OVERTIME:
        return [verdict + ".", f"{penalty.player} does not win yet and {draws}."]
    return [verdict + ".", f"{penalty.player} {draws}."]


def turn_sentences(
    player: str,
    phase: Phase,
    chain: Sequence[CardFace],
    hand: Sequence[CardFace],
    level: Verbosity = FULL,
) -> list[str]:
    """Whose turn it is and what they may do: the chain and their cards, or the question.

    At ``brief`` only whose turn it is; the chain and the hand are read on request."""

    def name(card: CardFace) -> str:
        return card_name(card, level)

    if phase is Phase.ORDER_START:
        order = "put the two start cards in order." if level is FULL else "order the start cards."
        return [
            f"{player}, {order}",
            f"Say keep for {name(chain[0])} first, or swap for {name(chain[1])} first.",
        ]
    if phase is Phase.FINAL:
        if level is not FULL:
            return [f"{player}, do you doubt it, or accept?"]
        return [f"{player}, do you doubt it? Say doubt, or accept."]
    if level is Verbosity.BRIEF:
        return [f"{player}, your turn."]
    return [
        f"{player}, your turn.",
        *chain_sentences(chain, level),
        *hand_sentences(player, hand, level),
    ]


def render(
    events: Sequence[Event],
    hands: Mapping[str, Sequence[CardFace]] | None = None,
    level: Verbosity = FULL,
) -> list[str]:
    """All sentences for a batch of events, in order, without empty ones.

    A reveal's verdict waits for the penalty after it, so both are said after the last year."""
    lines: list[str] = []
    doubter: str | None = None
    said: set[int] = set()
    for at, event in enumerate(events):
        if at in said:
            continue
        if isinstance(event, Doubted):
            doubter = event.player
        lines.extend(line for line in render_event(event, hands, level) if line)
        if isinstance(event, Revealed):
            owed = next(
                (i for i in range(at + 1, len(events)) if isinstance(events[i], Penalty)), None
            )
            penalty = events[owed] if owed is not None else None
            assert penalty is None or isinstance(penalty, Penalty)
            lines.extend(verdict_sentences(event, doubter, penalty, level))
            if penalty is not None and owed is not None:
                said.add(owed)
                if len(penalty.cards) < penalty.count:
                    lines.append(f"Only {len(penalty.cards)} could be drawn.")
    return lines
