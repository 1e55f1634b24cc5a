"""Typos, weak doubts, never-wrong acts, and robustness on any text."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from voice_game.intent import CardName, Doubt, NoAction, Place, Reading, parse
from voice_game.intent.lexicon import wordset

from .cards import BASE, MOVABLE, ONE_CARD

TYPOS: list[tuple[str, Place]] = [
    ("telefone before the moon landing", Place(1, 2)),
    ("the telephon before the moon landing", Place(1, 2)),
    ("the tele phone before the moon lending", Place(1, 2)),
    ("jeens at the end", Place(0, 3)),
    ("put the berlin wal after the moon landing", Place(2, 3)),
    ("berlinwall after the pyramid", Place(2, 1)),
    ("telephone befor the moon landing", Place(1, 2)),
    ("telephone before the moonlanding", Place(1, 2)),
    ("the jeans after the printing pres", Place(0, 2)),
    ("levi strauss patents blue jeans after the pyramid", Place(0, 1)),
    ("Alexander Graham Bell patents the telephone at the start", Place(1, 0)),
]


@pytest.mark.parametrize(("text", "expected"), TYPOS)
def test_typos_still_understood(text: str, expected: Place) -> None:
    reading = parse(text, BASE)
    assert reading.status in ("act", "ask"), reading
    assert reading.action == expected


@pytest.mark.parametrize(
    "text",
    ["i dout it", "doubd", "I doubt you know the answer", "wrong", "I challenge you to a duel",
     "check this out", "doubtful", "i doubt it will rain", "liar", "it's wrong of you to say"],
)  # fmt: skip
def test_weak_doubt_never_acts(text: str) -> None:
    reading = parse(text, BASE)
    assert not (reading.status == "act" and reading.action == Doubt()), reading


def test_doubt_alongside_a_placement_is_asked() -> None:
    reading = parse("I doubt the telephone before the moon landing", BASE)
    assert not (reading.status == "act" and isinstance(reading.action, Doubt))


def test_omitted_card_with_several_in_hand_asks_which() -> None:
    reading = parse("before the moon landing", BASE)
    assert reading.status == "ask"
    assert isinstance(reading.action, NoAction)
    for name in ("jeans", "telephone", "berlin wall"):
        assert name in reading.action.reason
    assert {c.action for c in reading.alternatives} == {Place(0, 2), Place(1, 2), Place(2, 2)}


def test_omitted_card_with_one_in_hand_places_it() -> None:
    reading = parse("I'd put it before the moon landing", ONE_CARD)
    assert (reading.status, reading.action) == ("act", Place(0, 2))


def test_pronoun_one_does_not_pick_card_one() -> None:
    reading = parse("put this one at the end", BASE)
    assert reading.status == "ask"
    assert isinstance(reading.action, NoAction)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("card 5 at the end", "only 3 cards in your hand"),
        ("jeans after the ninth", "only 3 cards on the table"),
        ("jeans between the pyramid and the moon landing", "not next to each other"),
        ("jeans before", "Before which card"),
    ],
)
def test_impossible_references_explain_why(text: str, words: str) -> None:
    reading = parse(text, BASE)
    assert reading.status == "none"
    assert isinstance(reading.action, NoAction)
    assert words in reading.action.reason


def test_ambiguous_names_ask() -> None:
    """'patents' fits both jeans and telephone: ask, offering both."""
    reading = parse("the patents one at the end", BASE)
    assert reading.status == "ask"
    assert {c.action for c in reading.alternatives} == {Place(0, 3), Place(1, 3)}


def test_move_no_op_is_refused() -> None:
    reading = parse("move the pyramid before the telephone", MOVABLE)
    assert reading.status == "none"
    assert "already there" in reading.explain


def _check(reading: Reading) -> None:
    assert reading.status in ("act", "ask", "none")
    assert 0.0 <= reading.confidence <= 1.0
    if reading.status == "none":
        assert isinstance(reading.action, NoAction)
        assert not reading.alternatives
    if reading.status == "ask":
        assert reading.alternatives
    if reading.status == "act":
        assert not isinstance(reading.action, NoAction)
    if isinstance(reading.action, Place):
        assert 0 <= reading.action.card < len(BASE.hand)
        assert 0 <= reading.action.slot <= len(BASE.chain)


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_any_text_gives_a_well_formed_reading(text: str) -> None:
    _check(parse(text, BASE))


CHATTY_WORDS = wordset(
    "i you we the a pass me chips drink who wants another great movie weather nice today "
    "love my phone dinner ha yes well maybe know think really cool fun game play cards "
    "tonight pizza dog cat music what time is it going home tired"
)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(sorted(CHATTY_WORDS)), min_size=1, max_size=8))
def test_chatter_never_doubts_or_places(words: list[str]) -> None:
    reading = parse(" ".join(words), BASE)
    _check(reading)
    assert not (reading.status == "act" and isinstance(reading.action, (Doubt, Place)))


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["telephone", "jeans", "berlin wall"]),
    st.integers(0, 8),
    st.sampled_from("abcdefghijklmnopqrstuvwxyz"),
)
def test_single_typo_never_acts_on_the_wrong_card(name: str, at: int, letter: str) -> None:
    at = min(at, len(name) - 1)
    typo = name[:at] + letter + name[at + 1 :]
    reading = parse(f"{typo} before the moon landing", BASE)
    if reading.status == "act":
        assert reading.action == Place(BASE.hand.index(_card(name)), 2)


def _card(alias: str) -> CardName:
    return next(c for c in BASE.hand if alias in c.aliases)


def test_one_card_is_said_as_one() -> None:
    reading = parse("card 3 at the end", ONE_CARD)
    assert reading.status == "none"
    assert isinstance(reading.action, NoAction)
    assert "There is only one card in your hand." in reading.action.reason
