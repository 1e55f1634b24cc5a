"""Which words heard so far stop in the middle of a command (the listening loop then waits
through the pause)."""

from __future__ import annotations

import pytest

from voice_game.intent import CardName, TurnContext
from voice_game.intent.unfinished import unfinished_in

CTX = TurnContext(
    chain=(
        CardName("Diners Club issues the first multi-purpose charge card", ("charge card",)),
        CardName("Apollo 11 lands on the Moon", ("moon landing",)),
    ),
    hand=(CardName("The Astor Place riot", ("astor place",)), CardName("Telephone", ())),
)


@pytest.mark.parametrize(
    "text",
    [
        "hmm",
        "um",
        "card one between the",
        "the telephone before",
        "i reckon",
        "sorry",
        "oops sorry",
        "put the telephone at",
        "between the moon landing",
        "card two between the moon landing and",
        "put the telephone",
        "move the moon landing",
    ],
)
def test_words_that_stop_mid_command(text: str) -> None:
    assert unfinished_in(CTX)(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "i doubt that",
        "no way",
        "the telephone before the moon landing",
        "between the charge card and the moon landing",
        "card",
        "okay",
        "please",
        # names of this turn end with these opening words: the command may be complete
        "telephone after the charge card",
        "telephone before astor place",
        "put the telephone at the start",
        "move the moon landing to the end",
        "place card two first",
        # a finished placement with the "the" Vosk's words so far often end with
        "put card two at the end the",
        "the telephone after the moon landing the",
        # chatter often ends on a bare "the": a pause after it is an end
        "the",
        "at the the",
        "on four to the",
    ],
)
def test_words_that_may_end_a_command(text: str) -> None:
    assert not unfinished_in(CTX)(text)


def test_a_name_ending_with_an_opening_word_counts_only_in_its_turn() -> None:
    other_turn = unfinished_in(TurnContext(hand=(CardName("Telephone", ()),)))
    assert other_turn("the telephone after the charge card")
    assert other_turn("telephone before astor place")
    assert not unfinished_in(CTX)("the telephone after the charge card")


def test_a_position_word_inside_a_card_name_names_no_position() -> None:
    """ "put the first stamp ... between the second and the third": "first" is the card's,
    so the words so far still lack a position, and the pause is waited through."""
    stamp = CardName("The Penny Black, the first postage stamp, is issued", ("first stamp",))
    ctx = TurnContext(chain=CTX.chain, hand=(stamp, *CTX.hand))
    unfinished = unfinished_in(ctx)
    assert unfinished("put the first stamp")
    assert not unfinished("put the first stamp first")
    assert not unfinished("put the first stamp at the end")


@pytest.mark.parametrize(
    "text", ["card one", "card two", "telephone", "the telephone", "astor place"]
)
def test_a_hand_card_named_alone_waits_for_its_place(text: str) -> None:
    """ "card one, uh, after the shark film": the player named the card and is about to say
    where; the pause after the name is waited through (benchmark, slow voices)."""
    assert unfinished_in(CTX)(text)


@pytest.mark.parametrize(
    "text", ["card three", "the moon landing", "phone", "tele", "the telephone it now"]
)
def test_words_that_name_no_hand_card_alone_may_end(text: str) -> None:
    """No such card, a chain card, a loose match, a card among other words (table talk)."""
    assert not unfinished_in(CTX)(text)


def test_a_card_named_alone_ends_when_no_card_can_be_placed() -> None:
    ctx = TurnContext(chain=CTX.chain, hand=CTX.hand, can_place=False)
    assert not unfinished_in(ctx)("card one")
