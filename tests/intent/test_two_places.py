"""One card given two places that agree ("at the end of the chain, after the moon landing";
"after the moon landing, at the end") is placed; two that disagree are offered as a choice
of the two."""

from __future__ import annotations

from voice_game.intent import Place, parse

from .cards import BASE, THEATRE

# BASE: chain pyramid, printing press, moon landing; hand jeans, telephone, berlin wall.


def test_an_end_then_its_neighbour_acts_even_after_of_the_chain():
    """ "coronation street at the end of the chain, after nollywood" (blind set 4) was read
    back: "of the chain" hid the neighbour that says the same place."""
    for said in (
        "the telephone at the end of the chain, after the moon landing",
        "the telephone at the end, after the moon landing",
    ):
        reading = parse(said, BASE)
        assert (reading.status, reading.action) == ("act", Place(1, 3)), said


def test_a_neighbour_then_the_same_end_acts():
    """ "carrier bag after walmart, at the end" (blind set 8), walmart last, was read back."""
    end = parse("the telephone after the moon landing, at the end", BASE)
    assert (end.status, end.action) == ("act", Place(1, 3))
    start = parse("jeans before the pyramid at the start please", BASE)
    assert (start.status, start.action) == ("act", Place(0, 0))


def test_a_neighbour_then_another_end_offers_both():
    """The pyramid is first, so "after the pyramid, at the end" names two places: both are
    offered, nothing is placed."""
    reading = parse("the telephone after the pyramid, at the end", BASE)
    assert reading.status == "ask"
    assert {choice.action for choice in reading.alternatives} == {Place(1, 1), Place(1, 3)}


def test_a_card_word_after_an_end_is_no_neighbour():
    """ "counts are my first card after the second" (seed 71, 10 dB chatter) is no start
    ("first") said again by "card after the second": only the words that close an end ("of
    the chain") are passed over, so no reading puts a card at the start."""
    reading = parse("counts are my first card after the second", THEATRE)
    offered = [reading.action, *(choice.action for choice in reading.alternatives)]
    assert not any(isinstance(action, Place) and action.slot == 0 for action in offered)
