"""Recogniser slips seen on synthesised speech (tests/voice/test_hear_corpus.py) are read
as meant, and never turn into a doubt or an action from chatter."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.intent import Command, Doubt, Move, Place, parse

from .cards import BASE, ONE_CARD

# BASE: chain pyramid, printing press, moon landing; hand jeans, telephone, berlin wall.


@pytest.mark.parametrize(
    ("heard", "expected"),
    [
        ("card one after the end", Place(0, 3)),  # "at the end" (en-gb voices)
        ("card two after the start", Place(1, 0)),
        ("the jeans after the beginning", Place(0, 0)),
        ("card one after the very end", Place(0, 3)),  # "at the very end" (seed 11, clean)
        ("card two after the very beginning", Place(1, 0)),
        ("the jeans after the very start", Place(0, 0)),
        ("card number one at to the end", Place(0, 3)),
        ("card one that the start", Place(0, 0)),
        ("are number three before the moon landing", Place(2, 2)),  # "card number three"
        ("powered number two at the end", Place(1, 3)),
        ("cards number two at the start", Place(1, 0)),
        ("card do before the first", Place(1, 0)),  # "card two"
        ("card two long after the pyramid", Place(1, 1)),  # "card two goes after"
        ("card one between the pyramid end the printing press", Place(0, 1)),
        ("the telephone between the printing press an the moon landing", Place(1, 2)),
        ("are three just before the moon landing", Place(2, 2)),  # "card three" (flite)
        ("are my second card just after the pyramid", Place(1, 1)),  # "erm, my second"
        ("card number two at the are", Place(1, 0)),  # a drawn-out "start" (flite)
        ("card one at the very are", Place(0, 0)),
        ("card one at the un", Place(0, 3)),  # a short "end" (an espeak voice, both decoders)
    ],
)
def test_slips_are_read_as_meant(heard: str, expected: Place) -> None:
    reading = parse(heard, BASE)
    assert (reading.status, reading.action) == ("act", expected), reading


def test_after_the_end_with_one_card() -> None:
    assert parse("after the end", ONE_CARD).action == Place(0, 3)


@pytest.mark.parametrize(("heard", "slot"), [("and the start", 0), ("and the end", 3)])
def test_and_the_end_opening_is_at_the_end(heard: str, slot: int) -> None:
    # "at" heard as "and" where the utterance begins; nowhere else ("between ... and the end")
    assert parse(heard, ONE_CARD).action == Place(0, slot)


@pytest.mark.parametrize("heard", ["i doubt that chain", "doubt that chain"])
def test_doubt_that_chain_is_a_doubt(heard: str) -> None:
    assert (parse(heard, BASE).status, parse(heard, BASE).action) == ("act", Doubt())


@pytest.mark.parametrize(
    "heard",
    [
        "move card one to the end",  # a move verb is not a garbled "card"
        "i have number two before",
        "that the end of the film was great",
        "the start of the match is at eight",
        "between you and me that is the end",
        "number two",
        "are you sure",
        "between the pyramid and the end",
    ],
)
def test_slip_repairs_do_not_invent_actions(heard: str) -> None:
    reading = parse(heard, BASE)
    assert not (reading.status == "act" and isinstance(reading.action, Place)), reading


def test_misheard_and_still_needs_neighbours() -> None:
    reading = parse("card one between the pyramid end the moon landing", BASE)
    assert reading.status != "act"


def test_move_card_one_still_moves() -> None:
    ctx = replace(BASE, can_move=True)
    reading = parse("move card one to the end", ctx)
    assert reading.status == "act" and not isinstance(reading.action, Place), reading


@pytest.mark.parametrize(
    ("heard", "expected"),
    [
        ("move the moon landing the start", Move(2, 0)),
        ("move the pyramid the end", Move(0, 2)),
        ("move the second card the end", Move(1, 2)),
    ],
)
def test_a_move_whose_to_was_lost_before_an_end_goes_there(heard: str, expected: Move) -> None:
    # "move the daily courant the end" in both decoders, clean audio (default run, seed 12)
    reading = parse(heard, replace(BASE, can_move=True))
    assert (reading.status, reading.action) == ("act", expected), reading


@pytest.mark.parametrize(
    ("heard", "expected"),
    [
        ("move the second card two the end", Move(1, 2)),
        ("move the last card two the start", Move(2, 0)),
        ("move the pyramid two the end", Move(0, 2)),
        ("move card two the start", Move(1, 0)),  # "card two" names the card
    ],
)
def test_a_moves_to_heard_as_two_before_an_end_is_its_to(heard: str, expected: Move) -> None:
    # "move the fourth card two:0.64 the start" in both decoders (seeds 13, 21, 22, clean
    # and steady noise): the card is named already, so the "two" is the move's "to"
    reading = parse(heard, replace(BASE, can_move=True))
    assert (reading.status, reading.action) == ("act", expected), reading


@pytest.mark.parametrize("heard", ["the pyramid the end", "move the end", "put the jeans the end"])
def test_an_end_without_a_move_or_a_card_says_no_place(heard: str) -> None:
    reading = parse(heard, replace(BASE, can_move=True))
    assert reading.status != "act", reading


def test_un_is_the_end_only_as_the_last_word() -> None:
    from voice_game.intent.words import unslip

    assert unslip(("put", "it", "at", "the", "un")) == ("put", "it", "at", "the", "end")
    assert unslip(("at", "the", "un", "charter")) == ("at", "the", "un", "charter")


@pytest.mark.parametrize(
    ("heard", "expected"),
    [
        ("them i doubt that", Doubt()),  # "hmm, I doubt that" (default run, 20 dB steady)
        ("them i put the jeans just before the moon landing", Place(0, 2)),  # "hmm, i'd put"
    ],
)
def test_a_hesitation_heard_as_them_opening_the_utterance_is_left_out(
    heard: str, expected: Doubt | Place
) -> None:
    reading = parse(heard, BASE)
    assert (reading.status, reading.action) == ("act", expected), reading


def test_them_is_left_out_only_where_the_utterance_opens() -> None:
    assert parse("them", BASE).status == "none"
    assert parse("i doubt them", BASE).status != "act"


def test_a_commands_slip_is_read_as_meant() -> None:
    """ "undo my last move please" heard "undo my last more please" by both decoders, every
    word sure (blind set, festival voice): an undo at once, as "undo my last move" is."""
    table = replace(BASE, can_undo=True, last_placed=0, last_placer="Ann")
    for heard in ("undo my last more please", "undo my last move please"):
        reading = parse(heard, table)
        assert (reading.status, reading.action) == ("act", Command("undo")), heard
