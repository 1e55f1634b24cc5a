"""Numbers of any size, and card names with numbers in them ("Chanel No. 5", "45 rpm").

A name with a number in it wins over a card number when the rest of the name is said; a bare
number that could be either is asked back, never acted on at once.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from voice_game.intent import CardName, Place, parse
from voice_game.spoken.numbers import int_to_words, ordinal_to_words, parse_number, parse_ordinal

from .cards import BASE, JEANS, TELEPHONE, TITANIC, WALL, ZIPPER

CHANEL = CardName("Coco Chanel launches the perfume Chanel No. 5", ("chanel number five",))
SINGLE = CardName("The first 45 rpm single record goes on sale", ("forty five single",))
# Chanel No. 5 is card 4 here; card 5 is a different card
NAMED = replace(BASE, hand=(JEANS, TELEPHONE, WALL, CHANEL, TITANIC, ZIPPER))


def big_hand(size: int, *extra: CardName) -> tuple[CardName, ...]:
    """``size`` cards whose names hold no number, then ``extra``."""
    letters = "abcdefghijklmnopqrstuvwxyz"
    plain = tuple(
        CardName(f"The {letters[i // 26 % 26]}{letters[i % 26]}x{letters[i // 676]} treaty")
        for i in range(size)
    )
    return plain + extra


@pytest.mark.parametrize(
    "n",
    [*range(0, 2100), 9999, 10000, 12345, 100000, 999999, 1000000, 1234567, 2**40],
)
def test_every_number_is_read_back_as_said(n: int) -> None:
    assert parse_number(tuple(int_to_words(n).split())) == n
    if n:
        assert parse_ordinal(tuple(ordinal_to_words(n).split())) == n


def test_random_large_numbers_and_ordinals_round_trip() -> None:
    rng = random.Random(12)
    for _ in range(5000):
        n = rng.randrange(1, 10**12)
        assert parse_number(tuple(int_to_words(n).split())) == n, int_to_words(n)
        assert parse_ordinal(tuple(ordinal_to_words(n).split())) == n, ordinal_to_words(n)


@pytest.mark.parametrize(
    ("said", "value"),
    [
        ("one hundred and five", 105),
        ("a hundred", 100),
        ("twelve hundred", 1200),
        ("two thousand and five", 2005),
        ("nineteen sixty nine", 1969),
        ("nineteen oh five", 1905),
        ("a million", 1_000_000),
        ("forty five", 45),
        ("telephone", None),
        ("five forty", None),
        ("hundred hundred", None),
    ],
)
def test_spoken_forms(said: str, value: int | None) -> None:
    assert parse_number(tuple(said.split())) == value


def test_a_name_with_a_number_wins_over_the_card_number() -> None:
    reading = parse("chanel number five at the start", NAMED)
    assert (reading.status, reading.action) == ("act", Place(3, 0))
    reading = parse("Chanel No. 5 at the end", NAMED)
    assert (reading.status, reading.action) == ("act", Place(3, 3))


def test_card_five_is_still_card_five() -> None:
    reading = parse("card five at the start", NAMED)
    assert (reading.status, reading.action) == ("act", Place(4, 0))


def test_a_bare_number_that_is_also_a_name_is_asked_back() -> None:
    reading = parse("number five at the start", NAMED)
    assert reading.status == "ask"
    assert {choice.action for choice in reading.alternatives} == {Place(4, 0), Place(3, 0)}


def test_forty_five_asks_between_card_45_and_the_45_single() -> None:
    hand = big_hand(50, SINGLE)
    reading = parse("forty five at the start", replace(BASE, hand=hand))
    assert reading.status == "ask"
    assert {choice.action for choice in reading.alternatives} == {Place(44, 0), Place(50, 0)}
    small = replace(BASE, hand=(JEANS, SINGLE, TELEPHONE))
    reading = parse("forty five at the start", small)
    assert reading.status == "ask"
    assert [choice.action for choice in reading.alternatives] == [Place(1, 0)]
    reading = parse("the forty five single at the start", small)
    assert (reading.status, reading.action) == ("act", Place(1, 0))


@pytest.mark.parametrize(
    ("said", "card"),
    [
        ("card 100 at the end", 99),
        ("card one hundred at the end", 99),
        ("card number one hundred and five at the end", 104),
        ("card 120 at the end", 119),
        ("card twenty one at the end", 20),
    ],
)
def test_card_numbers_above_a_hundred_in_a_large_hand(said: str, card: int) -> None:
    ctx = replace(BASE, hand=big_hand(130))
    reading = parse(said, ctx)
    assert (reading.status, reading.action) == ("act", Place(card, len(ctx.chain)))


def test_a_card_number_beyond_the_hand_is_refused() -> None:
    reading = parse("card 131 at the end", replace(BASE, hand=big_hand(130)))
    assert reading.status == "none"
    assert reading.explain == "There are only 130 cards in your hand."


def test_a_loosely_said_name_with_a_number_is_asked_not_taken_as_the_card_number() -> None:
    reading = parse("the forty five record at the start", replace(BASE, hand=big_hand(50, SINGLE)))
    assert reading.status == "ask"
    assert {choice.action for choice in reading.alternatives} >= {Place(50, 0)}
