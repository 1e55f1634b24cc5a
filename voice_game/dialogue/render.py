"""Sentences for the ear and the screen reader, rendered from engine events and state.

The keyboard game prints exactly these sentences; the speaker says them. Nothing here can
reveal a year except the rendering of a :class:`~voice_game.engine.events.Revealed` event.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from voice_game.engine.cards import CardFace
from voice_game.engine.events import (
    ChainPutAside,
    Dealt,
    DirectionReversed,
    Doubted,
    Event,
    GameStarted,
    LastCardPlaced,
    Moved,
    Overtime,
    Penalty,
    Phase,
    PileEmpty,
    Placed,
    Reshuffled,
    Revealed,
    RoundStarted,
    StartOrdered,
    TurnStarted,
    Undone,
    Won,
)
from voice_game.engine.years import say_year


def count(n: int, noun: str) -> str:
    """'1 card', '3 cards'."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"


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


def _where_placed(chain: Sequence[CardFace], slot: int) -> str:
    rest = list(chain[:slot]) + list(chain[slot + 1 :])
    return position(rest, slot)


def chain_sentences(chain: Sequence[CardFace]) -> list[str]:
    """The chain read aloud, earliest first, numbered."""
    if not chain:
        return ["The chain is empty."]
    if len(chain) == 1:
        return [f"The chain has one card: {chain[0].event}."]
    items = [f"{i}: {card.event}." for i, card in enumerate(chain, start=1)]
    return [f"The chain, earliest first, has {len(chain)} cards.", *items]


def hand_sentences(player: str, hand: Sequence[CardFace]) -> list[str]:
    """A player's cards, numbered, as they are referred to ("card 2")."""
    if not hand:
        return [f"{player} has no cards left."]
    lines = [f"{player}, your {'card' if len(hand) == 1 else 'cards'}:"]
    lines += [f"Card {i}: {card.event}." for i, card in enumerate(hand, start=1)]
    return lines


def counts_sentence(counts: Mapping[str, int], pile: int) -> str:
    """How many cards everyone holds."""
    parts = [f"{name} {n}" for name, n in counts.items()]
    return f"Cards in hand: {', '.join(parts)}. The draw pile has {pile}."


def render_event(event: Event, hands: Mapping[str, Sequence[CardFace]] | None = None) -> list[str]:
    """The sentences one event is announced with (``hands`` lets a turn read the hand)."""
    match event:
        case GameStarted(
            rules=rules,
            players=players,
            hand_size=hand_size,
            first_player=first,
            first_player_is=first_is,
            hand_sizes=sizes,
        ):
            role = "the youngest player" if first_is == "youngest" else "the owner of the game"
            dealt = zip(players, sizes or (hand_size,) * len(players), strict=True)
            fewer = [f"{name} {n}" for name, n in dealt if n != hand_size]
            return [
                f"A new game of Anno Domini for {join_names(players)}, "
                f"with the {rules} rules. Everyone gets {hand_size} cards"
                + (f", except: {join_names(fewer)}." if fewer else "."),
                f"{first} begins, as {role}; play goes round in the order {join_names(players)}.",
            ]
        case Dealt(player=player, cards=cards):
            return [f"{player} is dealt {count(len(cards), 'card')}."]
        case RoundStarted(round=number, first_player=first, start_cards=cards):
            if len(cards) == 2:
                return [
                    f"Round {number}. {first} has one card left, so two start cards are "
                    f"turned up: {cards[0].event}; and {cards[1].event}."
                ]
            if not cards:
                return [f"Round {number}. There is no start card; {first} begins an empty chain."]
            return [f"Round {number}. The start card is: {cards[0].event}."]
        case TurnStarted(player=player, phase=phase, chain=chain):
            return turn_sentences(player, phase, chain, (hands or {}).get(player, ()))
        case StartOrdered(player=player, swapped=swapped, chain=chain):
            verb = "swaps" if swapped else "keeps"
            return [f"{player} {verb} the start cards: {chain[0].event}, then {chain[1].event}."]
        case Placed(player=player, card=card, slot=slot, chain=chain, cards_left=left):
            return [
                f"{player} places: {card.event}; {_where_placed(chain, slot)}.",
                f"{player} has {count(left, 'card')} left." if left else "",
            ]
        case Moved(player=player, card=card, slot=slot, chain=chain):
            return [f"{player} moves: {card.event}; {_where_placed(chain, slot)}."]
        case Undone(player=player, what=what):
            return [f"Undone: {player} takes back {what}."]
        case LastCardPlaced(player=player, challenger=challenger):
            return [f"That was {player}'s last card! {challenger} may doubt it."]
        case Doubted(player=player, accused=accused):
            return [f"{player} doubts the chain that {accused} passed on. The years:"]
        case Revealed(chain=chain, correct=correct, conflict=conflict):
            lines = [f"{card.face.event}: {say_year(card.span)}." for card in chain]
            if correct:
                lines.append("The chain is correct.")
            elif conflict is not None:
                earlier, later = chain[conflict[0]], chain[conflict[1]]
                lines.append(
                    f"The chain is wrong: {earlier.face.event}, {say_year(earlier.span)}, "
                    f"cannot come before {later.face.event}, {say_year(later.span)}."
                )
            return lines
        case Penalty(player=player, count=owed, cards=cards, reason=reason):
            lines = [f"{player} draws {count(owed, 'penalty card')} for {_reason(reason)}."]
            if len(cards) < owed:
                lines.append(f"Only {len(cards)} could be drawn.")
            return lines
        case ChainPutAside(count=n):
            return [f"The {count(n, 'card')} of the chain are put aside."]
        case Reshuffled(count=n):
            return [
                f"The draw pile is empty, so the {count(n, 'put-aside card')} are shuffled "
                "into a new draw pile."
            ]
        case PileEmpty(wanted=wanted, purpose=purpose):
            return [
                f"There is nothing left to draw: {count(wanted, 'card')} for the {purpose} "
                "cannot be drawn. The game goes on."
            ]
        case DirectionReversed(player=player):
            return [f"{player} has two cards left: play now goes the other way round."]
        case Overtime(player=player):
            return [f"{player} does not win yet: overtime! The game goes on."]
        case Won(player=player):
            return [f"{player} wins the game! Congratulations, {player}."]
    return []  # pragma: no cover - every event type is handled above


def _reason(reason: str) -> str:
    return {
        "wrong doubt": "a wrong doubt",
        "wrong chain": "passing on a wrong chain",
        "overtime": "a wrong winning chain",
    }.get(reason, reason)


def turn_sentences(
    player: str, phase: Phase, chain: Sequence[CardFace], hand: Sequence[CardFace]
) -> list[str]:
    """Whose turn it is and what they may do: the chain and their cards, or the question."""
    if phase is Phase.ORDER_START:
        return [
            f"{player}, put the two start cards in order.",
            f"Say keep for {chain[0].event} first, or swap for {chain[1].event} first.",
        ]
    if phase is Phase.FINAL:
        return [f"{player}, do you doubt it? Say doubt, or accept."]
    return [f"{player}, your turn.", *chain_sentences(chain), *hand_sentences(player, hand)]


def render(
    events: Sequence[Event], hands: Mapping[str, Sequence[CardFace]] | None = None
) -> list[str]:
    """All sentences for a batch of events, in order, without empty ones."""
    lines: list[str] = []
    for event in events:
        lines.extend(line for line in render_event(event, hands) if line)
    return lines
