"""Template expansion round-trips: every template x real card names parses to its action."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from voice_game.intent import (
    CardName,
    Command,
    Doubt,
    Place,
    TurnContext,
    parse,
)
from voice_game.intent.lexicon import POSITION_PHRASES
from voice_game.intent.phrases import COMMAND_PHRASES, DOUBT_PHRASES

from .cards import DECK

# A template is (text with {card} {anchor} {a} {b} {n}, how to compute the slot).
# `j` is the anchor's chain index; between-templates use j and j + 1.
Slot = Callable[[int, int], int]  # (anchor index, chain length) -> slot
BEFORE: Slot = lambda j, n: j  # noqa: E731
AFTER: Slot = lambda j, n: j + 1  # noqa: E731
START: Slot = lambda j, n: 0  # noqa: E731
END: Slot = lambda j, n: n  # noqa: E731

TEMPLATES: list[tuple[str, Slot]] = [
    ("{card} before {anchor}", BEFORE),
    ("{card} after {anchor}", AFTER),
    ("put {card} before {anchor}", BEFORE),
    ("i'd put {card} just after {anchor}", AFTER),
    ("hmm let's put {card} right before {anchor} please", BEFORE),
    ("{card} goes after {anchor}", AFTER),
    ("{card} in front of {anchor}", BEFORE),
    ("play {card} between {a} and {b}", AFTER),
    ("{card} in between {a} and {b}", AFTER),
    ("{card} at the start", START),
    ("{card} at the beginning", START),
    ("put {card} at the end", END),
    ("{card} at the very end", END),
    ("{card} first", START),
    ("{card} last", END),
    ("card {n} before {anchor}", BEFORE),
    ("card {n} after {anchor}", AFTER),
    ("play card {n} between {a} and {b}", AFTER),
    ("card number {n} at the end", END),
]


def _spoken(card: CardName, use_event: bool) -> str:
    """How a player names a card: an alias, or the full event text."""
    return card.event if use_event or not card.aliases else card.aliases[0]


@st.composite
def turns(draw: st.DrawFn) -> tuple[TurnContext, int, int, bool]:
    """A context drawn from the deck, a hand index, an anchor index, and name style."""
    cards = draw(st.permutations(DECK))
    n_chain = draw(st.integers(2, 5))
    n_hand = draw(st.integers(1, 5))
    chain = tuple(cards[:n_chain])
    hand = tuple(cards[n_chain : n_chain + n_hand])
    ctx = TurnContext(chain=chain, hand=hand, players=("Anna", "Ben"), current="Anna")
    i = draw(st.integers(0, n_hand - 1))
    j = draw(st.integers(0, n_chain - 2))
    return ctx, i, j, draw(st.booleans())


@pytest.mark.parametrize(("template", "slot"), TEMPLATES, ids=[t for t, _ in TEMPLATES])
@settings(max_examples=40, deadline=None)
@given(turn=turns())
def test_template_round_trip(
    template: str, slot: Slot, turn: tuple[TurnContext, int, int, bool]
) -> None:
    ctx, i, j, use_event = turn
    text = template.format(
        card=_spoken(ctx.hand[i], use_event),
        anchor=_spoken(ctx.chain[j], use_event),
        a=_spoken(ctx.chain[j], use_event),
        b=_spoken(ctx.chain[j + 1], use_event),
        n=i + 1,
    )
    reading = parse(text, ctx)
    assert reading.status == "act", (text, reading)
    assert reading.action == Place(i, slot(j, len(ctx.chain))), text


@pytest.mark.parametrize("number_style", ["digits", "words"])
@pytest.mark.parametrize("ordinal", [1, 2, 3, 4, 5])
def test_chain_ordinals_and_numbers(number_style: str, ordinal: int) -> None:
    from voice_game.spoken.numbers import int_to_words, ordinal_to_words

    ctx = TurnContext(chain=DECK[:5], hand=(DECK[6],))
    said = str(ordinal) if number_style == "digits" else int_to_words(ordinal)
    assert parse(f"after the {ordinal_to_words(ordinal)}", ctx).action == Place(0, ordinal)
    assert parse(f"before card {said}", ctx).action == Place(0, ordinal - 1)
    assert parse(f"after number {said}", ctx).action == Place(0, ordinal)


@pytest.mark.parametrize(
    ("kind", "phrase"), [(k, p) for k, ps in COMMAND_PHRASES.items() for p in ps]
)
def test_every_command_phrase_round_trips(kind: str, phrase: str) -> None:
    ctx = TurnContext(
        chain=DECK[:2], hand=DECK[2:4], can_undo=True, confirming=kind in ("yes", "no"),
        ordering_start=kind in ("swap", "keep"),
    )  # fmt: skip
    reading = parse(phrase, ctx)
    assert (reading.status, reading.action) == ("act", Command(kind)), phrase


@pytest.mark.parametrize("phrase", DOUBT_PHRASES)
def test_every_doubt_phrase_round_trips(phrase: str) -> None:
    reading = parse(phrase, TurnContext(chain=DECK[:2], hand=DECK[2:4]))
    assert (reading.status, reading.action) == ("act", Doubt())


@pytest.mark.parametrize(
    ("kind", "phrase"), [(k, p) for k, ps in POSITION_PHRASES.items() for p in ps]
)
def test_every_position_phrase_round_trips(kind: str, phrase: str) -> None:
    """Each position phrase, with the chain's middle card as anchor where one is needed."""
    chain = DECK[:3]
    ctx = TurnContext(chain=chain, hand=(DECK[5], DECK[6]))
    anchor = chain[1].aliases[0]
    expected = {
        "before": (f"tea bags {phrase} {anchor}", 1),
        "after": (f"tea bags {phrase} {anchor}", 2),
        "between": (f"tea bags {phrase} {anchor} and {chain[2].aliases[0]}", 2),
        "start": (f"tea bags {phrase}", 0),
        "end": (f"tea bags {phrase}", 3),
    }[kind]
    reading = parse(expected[0], ctx)
    assert (reading.status, reading.action) == ("act", Place(1, expected[1])), expected[0]
