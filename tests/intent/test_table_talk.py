"""Placements and doubts as they are said at a table: to a player by name, with remarks
around them, by a card's place in the hand or on the table, and a doubt wrapped in a
protest. Phrasings of the kinds found in the blind sets, on this file's own cards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.intent import CardName, Command, Doubt, Place, parse

from .cards import BASE, CONFIRMING

# BASE: chain pyramid, printing press, moon landing; hand jeans, telephone, berlin wall;
# players Anna, Ben and Chloe.


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("ben, watch this, the telephone goes before the moon landing", Place(1, 2)),
        ("anna, brace yourself, jeans right at the beginning", Place(0, 0)),
        ("the telephone after the pyramid, final answer", Place(1, 1)),
        ("berlin wall right at the end, easy", Place(2, 3)),
        ("the jeans at the end i think", Place(0, 3)),
        ("put the telephone, like, straight after the pyramid", Place(1, 1)),
        ("the jeans first of all", Place(0, 0)),
        ("the telephone in last place", Place(1, 3)),
        ("berlin wall in between the first two", Place(2, 1)),
        ("card one between the last two cards", Place(0, 2)),
        ("the jeans after the second card on the table", Place(0, 2)),
        ("the last card in my hand goes right at the end", Place(2, 3)),
        ("my middle card before the moon landing", Place(1, 2)),
        ("the telephone thing after the pyramid", Place(1, 1)),
        ("the telephone at the end, after the moon landing", Place(1, 3)),
        ("i'm going to put the telephone in front of the moon landing", Place(1, 2)),
        ("i'm gonna put the jeans at the end", Place(0, 3)),
        ("i am putting the berlin wall after the pyramid", Place(2, 1)),
        ("jeans right at the start, before the pyramid", Place(0, 0)),
    ],
)
def test_a_placement_said_around_the_table_acts(said: str, expected: Place) -> None:
    reading = parse(said, BASE)
    assert (reading.status, reading.action) == ("act", expected), reading


def test_two_places_that_disagree_are_offered_as_a_choice_of_two() -> None:
    reading = parse("the telephone at the end, after the pyramid", BASE)
    assert reading.status == "ask"
    assert {c.action for c in reading.alternatives} == {Place(1, 1), Place(1, 3)}


def test_a_players_name_that_is_a_cards_word_stays() -> None:
    ben = CardName("Big Ben's bell first rings", ("big ben",))
    ctx = replace(BASE, hand=(ben, *BASE.hand[1:]))
    assert parse("big ben before the moon landing", ctx).action == Place(0, 2)


def test_middle_of_an_even_hand_names_no_card() -> None:
    ctx = replace(BASE, hand=BASE.hand[:2])
    assert parse("my middle card before the moon landing", ctx).status != "act"


@pytest.mark.parametrize(
    "said",
    [
        "that's nonsense, i'm doubting it",
        "hang on, that can't be right, i'm challenging",
        "rubbish, anna, that's way off",
        "that's not right at all, i call doubt",
        "i don't believe that",
        "no chance, ben",
    ],
)
def test_a_doubt_wrapped_in_a_protest_is_at_least_asked(said: str) -> None:
    reading = parse(said, BASE)
    assert reading.status in ("act", "ask") and reading.action == Doubt(), reading


@pytest.mark.parametrize("said", ["i am doubting it", "i call doubt", "that is in the wrong place"])
def test_these_doubts_act(said: str) -> None:
    assert (parse(said, BASE).status, parse(said, BASE).action) == ("act", Doubt())


@pytest.mark.parametrize("said", ["no doubt about it", "i don't doubt it", "i do not doubt that"])
def test_a_negated_doubt_is_none(said: str) -> None:
    assert parse(said, BASE).action != Doubt() or parse(said, BASE).status == "none"


@pytest.mark.parametrize("said", ["i think so slower", "i reckon louder", "i guess help"])
def test_an_opinion_never_opens_a_request_or_a_setting(said: str) -> None:
    # "I think it's going to snow" reached the benchmark as "i think so slower" and slowed
    # the host's voice; without the opener the same words are the setting.
    assert parse(said, BASE).status != "act", parse(said, BASE)
    assert parse(said.split(maxsplit=2)[-1], BASE).status == "act"


def test_an_opinion_still_opens_a_doubt_and_an_answer() -> None:
    assert parse("i reckon that's wrong", BASE).action == Doubt()
    answer = parse("i think yes", CONFIRMING)
    assert (answer.status, answer.action) == ("act", Command("yes"))


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("pardon, repeat please", Command("repeat")),
        ("oops, can i take that back", Command("undo")),
        ("liar, i doubt that", Doubt()),
        ("that's wrong, i doubt it", Doubt()),
        ("help, what can i say", Command("help")),
    ],
)
def test_one_request_said_twice_in_other_words_acts(said: str, expected: object) -> None:
    # the blind set's "pardon, repeat please" was read back although both decoders heard
    # every word: each half is the request on its own
    reading = parse(said, replace(BASE, can_undo=True))
    assert (reading.status, reading.action) == ("act", expected), reading


@pytest.mark.parametrize(
    "said",
    ["liar, rubbish", "undo, quit", "repeat, pardon me, help", "louder louder", "no no no no"],
)
def test_parts_of_other_requests_or_weak_doubts_alone_do_not_act(said: str) -> None:
    # one phrase over and over is how chatter comes through the phrase list ("louder louder")
    reading = parse(said, replace(BASE, can_undo=True))
    assert reading.status != "act", reading
