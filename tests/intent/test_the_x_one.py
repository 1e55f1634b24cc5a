"""A card named by a word of its own and "one" ("the dickens one"): the "one" only says it
is a card, so the name is judged without it, as a loose name clearly meaning one card."""

from __future__ import annotations

from dataclasses import replace

from voice_game.intent import CardName, TurnContext
from voice_game.intent.model import Place
from voice_game.intent.understand import parse, understand

from .hearing import heard_as

HAND = (
    CardName("Dickens publishes A Christmas Carol", ("christmas carol", "scrooge")),
    CardName(
        "Ray Bradbury publishes his novel about firemen who burn books",
        ("fahrenheit", "book burning novel"),
    ),
    CardName("A. A. Milne publishes Winnie-the-Pooh", ("winnie the pooh", "pooh bear")),
    CardName("Cervantes dies in Madrid", ("cervantes dies",)),
)
CHAIN = (
    CardName("Gutenberg prints his Bible", ("gutenberg bible",)),
    CardName("Van Gogh paints The Potato Eaters", ("potato eaters",)),
    CardName("Formula One holds its first world championship race", ("formula one",)),
)
CTX = TurnContext(chain=CHAIN, hand=HAND, players=("Ann", "Ben"), current="Ann")


def test_the_dickens_one_acts_on_the_card_its_word_names():
    """ "i'll put the dickens one just before the potato eaters" (blind phrasing, read back
    on six record sets): "dickens" is a word of one hand card's text only, far ahead of
    every other; the trailing "one" once counted as a number and as a name word of
    "cervantes dies", so the name was read back."""
    reading = parse("i put the dickens one just before the potato eaters", CTX)
    assert (reading.status, reading.action) == ("act", Place(card=0, slot=1))
    alone = parse("the dickens just before the potato eaters", CTX)
    assert (alone.status, alone.action) == ("act", Place(card=0, slot=1))


def test_one_still_numbers_a_card_and_still_names_a_card_with_one_in_its_name():
    """ "card one" is the first card; "after the formula one", a chain card named with "one",
    keeps its "one"; a loose name that fits two cards alike is still asked."""
    numbered = parse("card one just before the potato eaters", CTX)
    assert (numbered.status, numbered.action) == ("act", Place(card=0, slot=1))
    formula = parse("the scrooge one after the formula one", CTX)
    assert (formula.status, formula.action) == ("act", Place(card=0, slot=3))
    publishes = parse("the publishes one just before the potato eaters", CTX)
    assert publishes.status == "ask"


def test_a_faint_one_after_an_ordinal_or_a_cards_word_numbers_no_card():
    """ "scrooge goes after the second one" and "the dickens one just before the potato
    eaters", the hand's first card, "one" heard at 0.95: a pronoun, not "card one" said
    without "card", so the placement acts (seeds 31 and 41, clean). A faint "one" after
    another word ("i reckon is one goes after ...", a misheard name) is still read back.
    (No card on the table has "one" in its name here.)"""
    plain = replace(CTX, chain=CHAIN[:2])
    second = understand(heard_as("scrooge:1 goes:1 after:1 the:1 second:1 one:0.95"), plain)
    assert (second.status, second.action) == ("act", Place(card=0, slot=2))
    dickens = understand(
        heard_as("the:1 dickens:1 one:0.95 just:1 before:1 the:1 potato:1 eaters:1"), plain
    )
    assert (dickens.status, dickens.action) == ("act", Place(card=0, slot=1))
    bare = understand(
        heard_as("i:1 reckon:1 is:1 one:0.95 goes:1 after:1 the:1 gutenberg:1"), plain
    )
    assert bare.status == "ask" and bare.action == Place(card=0, slot=1)


def test_a_faint_number_after_are_is_card_and_that_number():
    """ "put card three at the start" heard "are three:0.95 at the start" (default run, 20 dB
    steady): "are" is the onset of "card", so the number is the card's, said with "card",
    and the placement acts. After another word the faint number is still read back."""
    plain = replace(CTX, chain=CHAIN[:2])
    card = understand(heard_as("are:1 three:0.95 at:1 the:1 start:1"), plain)
    assert (card.status, card.action) == ("act", Place(card=2, slot=0))
    bare = understand(heard_as("i:1 reckon:1 is:1 three:0.95 at:1 the:1 start:1"), plain)
    assert bare.status == "ask" and bare.action == Place(card=2, slot=0)
