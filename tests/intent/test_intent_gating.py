"""Only actions allowed at this moment come out as "act"."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.intent import Command, Doubt, Move, NoAction, Place, parse

from .cards import BASE, CONFIRMING, MOVABLE, ORDERING, UNDOABLE


def _refused(text: str, ctx: object, words: str) -> None:
    reading = parse(text, ctx)  # type: ignore[arg-type]
    assert reading.status == "none", reading
    assert isinstance(reading.action, NoAction)
    assert words in reading.action.reason


def test_no_place_when_placing_is_not_allowed() -> None:
    _refused("jeans at the end", replace(BASE, can_place=False), "can't place")


def test_no_doubt_when_doubting_is_not_allowed() -> None:
    _refused("I doubt it", replace(BASE, can_doubt=False), "can't doubt")


def test_no_move_without_the_correction_rule() -> None:
    _refused("move the telephone after the moon landing", replace(MOVABLE, can_move=False),
             "order of the chain")  # fmt: skip


def test_move_allowed_with_the_rule() -> None:
    assert parse("move the telephone after the moon landing", MOVABLE).action == Move(1, 2)


@pytest.mark.parametrize("text", ["undo", "take it back", "oops"])
def test_undo_needs_something_to_undo(text: str) -> None:
    _refused(text, BASE, "nothing to undo")
    assert parse(text, UNDOABLE).action == Command("undo")


@pytest.mark.parametrize("text", ["yes", "no", "yeah", "nope"])
def test_yes_no_need_a_question(text: str) -> None:
    _refused(text, BASE, "no question")


@pytest.mark.parametrize("text", ["swap", "keep"])
def test_swap_keep_only_while_ordering(text: str) -> None:
    _refused(text, BASE, "no start cards")
    assert parse(text, ORDERING).action == Command(text)


def test_place_while_confirming_asks_for_yes_or_no() -> None:
    _refused("jeans at the end", CONFIRMING, "yes or no")


def test_place_while_confirming_replaces_the_question_when_allowed() -> None:
    ctx = replace(BASE, confirming=True)
    reading = parse("no, jeans at the end", ctx)
    assert (reading.status, reading.action) == ("act", Place(0, 3))


@pytest.mark.parametrize("text", ["that's wrong", "wrong", "it's wrong"])
def test_wrong_answers_no_while_confirming(text: str) -> None:
    reading = parse(text, replace(BASE, confirming=True))
    assert (reading.status, reading.action) == ("act", Command("no"))


def test_ordering_refuses_a_place_from_the_hand() -> None:
    _refused("jeans at the end", ORDERING, "swap or keep")


def test_doubt_during_ordering_refused() -> None:
    _refused("I doubt", ORDERING, "can't doubt")
    assert parse("I doubt", BASE).action == Doubt()


def test_move_of_a_hand_card_is_a_place() -> None:
    reading = parse("move the jeans to the end", MOVABLE)
    assert reading.action == Place(0, 3)


@pytest.mark.parametrize("text", ["help", "read the chain", "my cards", "repeat", "stop"])
def test_info_commands_always_allowed(text: str) -> None:
    for ctx in (BASE, CONFIRMING, ORDERING, replace(BASE, can_place=False, can_doubt=False)):
        assert parse(text, ctx).status == "act"
