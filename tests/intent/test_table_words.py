"""The table's own words, from the typed read-backs and misses of blind sets 5-8: a card said
to go after one neighbour and before the other, a doubt said with "really", "gonna" or
"that placement", a "no" said with what was wrong, and requests in everyday words. Each
case fails without its rule; the chatter beside them must still not act."""

from __future__ import annotations

import pytest

from voice_game.intent import Command, Doubt, Place, parse

from .cards import BASE, CONFIRMING, UNDOABLE

# BASE: chain pyramid, printing press, moon landing; hand jeans, telephone, berlin wall;
# players Anna, Ben and Chloe.


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("the telephone after the pyramid but before the printing press", Place(1, 1)),
        ("jeans, after the printing press and before the moon landing", Place(0, 2)),
        ("berlin wall before the moon landing and after the printing press", Place(2, 2)),
        ("the telephone, hmm, put it after the pyramid, before the printing press", Place(1, 1)),
    ],
)
def test_after_one_neighbour_and_before_the_other_is_the_gap_between(
    said: str, expected: Place
) -> None:
    reading = parse(said, BASE)
    assert (reading.status, reading.action) == ("act", expected), reading


def test_neighbours_in_the_wrong_order_are_said_back_not_placed() -> None:
    reading = parse("the telephone after the moon landing but before the pyramid", BASE)
    assert reading.status == "none"
    assert reading.explain == "Pyramid comes before moon landing."


def test_sides_that_are_not_neighbours_are_said_back_not_placed() -> None:
    reading = parse("the jeans after the pyramid but before the moon landing", BASE)
    assert reading.status == "none"
    assert reading.explain == "Pyramid and moon landing are not next to each other."


@pytest.mark.parametrize(
    "said",
    [
        "i really doubt that, ben",
        "chloe, i really doubt it",
        "hmm, i doubt it actually",
        "anna, really, i doubt that very much",
        "uh, i'm going to doubt",
        "i'm gonna doubt you on that one",
        "i'll doubt that, thank you",
        "challenge that placement",
        "excuse me, i want to challenge the last card",
        "i'm doubting that last one",
        "doubt that one",
        "hmm no, i doubt it",
        "no no, i doubt that",
        "mm, nope, calling doubt on that",
        "um, i'm gonna doubt chloe's card",
        "i call doubt on ben's card",
        "ben, mate, i doubt it",
        "that's wrong, surely",
        "anna that is so wrong, doubt",
        "i wanna doubt that",
        # "i want to doubt please" as the recogniser heard it, clean and in noise
        "i onto doubt please",
        "that's rubbish, i'm doubting",
        # the same as the recogniser heard it, clean and at 10 dB
        "rubbish am doubting",
        # typed at the keyboard (blind keyboard sets), each read back "Doubt?"
        "i want to challenge the chain",
        "i would like to doubt that",
        "i doubt that lol",
        "i am doubting the chain",
    ],
)
def test_a_doubt_in_the_tables_words_acts(said: str) -> None:
    reading = parse(said, BASE)
    assert (reading.status, reading.action) == ("act", Doubt()), reading


@pytest.mark.parametrize(
    "said",
    [
        "i really doubt it will rain",
        "i'm going to doubt my own memory",
        "no doubt",
        "i don't really doubt it",
        "i love this one",
        "actually that is right",
        "i doubt chloe's going to win",
        "that's so wrong of him",
        "i'm doubting",
        "i'm doubting whether that's rubbish",
    ],
)
def test_chatter_near_a_doubt_does_not_act_as_one(said: str) -> None:
    reading = parse(said, BASE)
    assert not (reading.status == "act" and reading.action == Doubt()), reading


@pytest.mark.parametrize(
    "said",
    ["no, not there", "nope, wrong card", "no no, that's not what i meant", "no, not yet"],
)
def test_a_no_said_with_what_was_wrong_answers_no(said: str) -> None:
    reading = parse(said, CONFIRMING)
    assert (reading.status, reading.action) == ("act", Command("no")), reading
    assert parse(said, BASE).action != Command("no")  # no question asked: not an answer


@pytest.mark.parametrize(
    "said", ["no, before the moon landing", "no, the telephone", "no, undo it", "no, i doubt it"]
)
def test_a_no_with_a_place_card_or_command_is_not_a_plain_no(said: str) -> None:
    assert parse(said, CONFIRMING).action != Command("no")


@pytest.mark.parametrize(
    ("said", "kind"),
    [
        ("shush", "stop"),
        ("shush, enough", "stop"),
        ("okay okay, that's enough talking", "stop"),
        ("remind me of my cards please", "hand"),
        ("how many cards does each player have left", "counts"),
        ("scrap that last move please", "undo"),
        ("wait, undo that last move", "undo"),
        ("speed it up a bit", "faster"),
        ("slow it down", "slower"),
        ("what does the table look like at the moment", "chain"),
        ("remind me which cards are down so far", "chain"),
        ("how do i play this", "help"),
        ("erm, say that one more time", "repeat"),
        ("okay, let's end it here, game over", "quit"),
    ],
)
def test_a_request_in_everyday_words_acts(said: str, kind: str) -> None:
    reading = parse(said, UNDOABLE)
    assert (reading.status, reading.action) == ("act", Command(kind)), reading  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("the jeans before everything else", Place(0, 0)),
        ("stick the telephone on the end", Place(1, 3)),
        ("just chuck the berlin wall after everything else", Place(2, 3)),
    ],
)
def test_the_ends_in_everyday_words(said: str, expected: Place) -> None:
    reading = parse(said, BASE)
    assert (reading.status, reading.action) == ("act", expected), reading
