"""A placement said whole, then a remark of the speaker's own ("pagemaker, at the end,
whatever"), or after one ("oh that's sad, lennon, put him after jaws"): the placement acts
as if said alone, unless the remark names a card, a place,
a number, a command or a doubt, takes something back, or carries the place on ("in front
of more" is not "in front")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.intent import Place, parse
from voice_game.intent.afterthoughts import placed_after_a_remark, placed_before_a_remark
from voice_game.intent.words import tokens_of

from .cards import BASE

# BASE: chain pyramid, printing press, moon landing; hand jeans, telephone, berlin wall;
# players Anna, Ben and Chloe.


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("the telephone at the end, whatever", Place(1, 3)),
        ("berlin wall, last, my kids were watching that", Place(2, 3)),
        ("jeans after the pyramid, i'm pretty sure", Place(0, 1)),
        ("i'm gonna say the telephone goes at the very end, y'know", Place(1, 3)),
    ],
)
def test_a_placement_with_a_remark_after_it_acts(said: str, expected: Place) -> None:
    reading = parse(said, BASE)
    assert (reading.status, reading.action) == ("act", expected), reading


@pytest.mark.parametrize(
    "said",
    [
        "the telephone in front of more",  # "in front" carried on: not the start
        "the jeans after the first of the",  # "after the first" carried on
        "the jeans after the pyramid, no wait",  # taken back
        "the jeans after the pyramid, or maybe",
        "the jeans after the pyramid, actually",
        "the telephone at the end, the moon landing",  # another card
        "the telephone at the end, ben will doubt it",  # a doubt
        "the telephone at the end, can you repeat that",  # a command
        "the telephone at the end, before that",  # another place
    ],
)
def test_words_after_a_placement_that_change_it_are_no_remark(said: str) -> None:
    assert placed_before_a_remark(tokens_of(said), BASE) == []


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("gosh, that is hard, the telephone after the pyramid", Place(1, 1)),
        ("gosh, that is hard, the jeans go before the moon landing", Place(0, 2)),
    ],
)
def test_a_remark_then_a_placement_said_whole_acts(said: str, expected: Place) -> None:
    reading = parse(said, BASE)
    assert (reading.status, reading.action) == ("act", expected), reading


@pytest.mark.parametrize(
    "said",
    [
        "the big old phone one, before the moon landing",  # a card's description, not card one
        "no chloe, the telephone after the pyramid",  # taken back
        "i always lose at the end",  # names no card: not the only card at the end
    ],
)
def test_words_before_a_placement_that_change_it_are_no_remark(said: str) -> None:
    assert placed_after_a_remark(tokens_of(said), BASE) == []
    assert placed_after_a_remark(tokens_of(said), replace(BASE, hand=BASE.hand[:1])) == []
