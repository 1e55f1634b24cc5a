"""What the two decoders heard alike: when the second decoder's agreement settles the
first's doubt (each case as the default benchmark run heard it, clean or at 10 dB)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from voice_game.heard import Heard
from voice_game.intent import TurnContext
from voice_game.intent.model import Command, Place
from voice_game.intent.understand import parse, understand
from voice_game.intent.weighty import weighty_settled_by_raw

from .cards import THEATRE, named
from .hearing import heard_as

LIBRARY = TurnContext(
    chain=named("arbroath", "amati", "luther bible", "wizard of oz book", "catan"),
    hand=named("beale ciphers", "tate modern", "ambassadors", "pixar", "text message", "peanuts"),
    players=("Ann", "Ben"),
    current="Ann",
)


def test_a_card_number_both_decoders_heard_chooses_the_card():
    """ "card number six just before the wizard of oz book": the first decoder heard "card
    number six" at 0.64, its other reading "ambassadors just before ...", so it asks which
    card; the second heard "card number six" in one sure reading. Card six goes there.
    Not when the second heard another number."""
    first = "card:0.636 number:0.636 six:0.636 just:1 before:1 the:1 wizard:1 of:1 oz:1 book:1"
    other = ("ambassadors just before the wizard of oz book", 0.364)
    sure = heard_as(first.replace("0.636", "1"))
    numbered = understand(heard_as(first, other, raw=sure), LIBRARY)
    assert (numbered.status, numbered.action) == ("act", Place(card=5, slot=3))
    assert understand(heard_as(first, other), LIBRARY).status == "ask", "the first alone asks"
    five = heard_as(first.replace("six:0.636", "five:1").replace("0.636", "1"))
    assert understand(heard_as(first, other, raw=five), LIBRARY).status == "ask"


def test_a_quit_the_second_heard_surely_but_for_a_the_quits():
    """ "quit the game": "quit" at 0.79 to the first decoder; the second heard "quit" and
    "game" at full confidence, "the" at 0.66 (its other reading "quit game"). The readings
    differ in glue only: quit at once. Another reading with other words that ask for something
    else keeps the question ("quit again" would not: it means the quit too)."""
    first = heard_as("quit:0.788 the:0.836 game:1", ("the game", 0.212), ("quit game", 0.164))
    assert understand(first, THEATRE).status == "ask"
    second = heard_as("quit:1 the:0.66 game:1", ("quit game", 0.34))
    quit_now = understand(replace(first, raw=second), THEATRE)
    assert (quit_now.status, quit_now.action) == ("act", Command("quit"))
    again = heard_as("quit:1 the:0.66 game:1", ("repeat the game", 0.34))
    assert understand(replace(first, raw=again), THEATRE).status == "ask"
    # the glue rule wants the second's words at full confidence ...
    asked, quits = understand(first, THEATRE), parse("quit the game", THEATRE)
    read = partial(parse, ctx=THEATRE)
    assert weighty_settled_by_raw(replace(first, raw=second), asked, quits, read)
    faint = heard_as("quit:0.9 the:0.66 game:1", ("quit game", 0.34))
    assert not weighty_settled_by_raw(replace(first, raw=faint), asked, quits, read)
    # ... though every reading of both decoders means the quit, which settles it (unanimous)
    assert understand(replace(first, raw=faint), THEATRE).status == "act"


ONE_EACH = TurnContext(
    chain=named("frankenstein film"),
    hand=named("school of athens"),
    players=("Ann", "Ben"),
    current="Ann",
)


def test_a_placement_naming_no_card_acts_only_when_both_decoders_heard_it():
    """ "my phone is almost dead" was "before goes to that" to the first decoder (its other
    readings "my before goes to that", "before that": the same placement, one card on the
    table and one in hand) and "my that" to the second (seed 31, clean). Words that name no
    card, number, ordinal or end are read back unless the second heard the placement too."""
    first = heard_as(
        "before:0.736 goes:0.737 to:0.737 that:1",
        ("all next that", 0.144),
        ("my before goes to that", 0.134),
        ("before that", 0.119),
    )
    chatter = understand(
        replace(first, raw=heard_as("my:0.89 that:0.51", ("my hand", 0.31))), ONE_EACH
    )
    assert chatter.status == "ask" and chatter.alternatives[0].action == Place(card=0, slot=0)
    both = understand(replace(first, raw=heard_as("before:1 that:1")), ONE_EACH)
    assert (both.status, both.action) == ("act", Place(card=0, slot=0))
    named = heard_as("before:1 the:1 frankenstein:1 film:1")
    alone = understand(replace(named, raw=heard_as("my:0.89 that:0.51")), ONE_EACH)
    assert (alone.status, alone.action) == ("act", Place(card=0, slot=0)), "a card named"
    typed = understand(Heard.typed("before that"), ONE_EACH)
    assert (typed.status, typed.action) == ("act", Place(card=0, slot=0))


def test_another_card_number_to_the_second_decoder_is_read_back():
    """ "card number two before the second one" was "number three before the second one" to
    the first decoder, every word sure, and "at number two at on the second one" to the
    second ("two" at 0.86; a reading that places nothing): card three is read back, not
    placed. The same number to both, the placement acts."""
    first = heard_as("number:1 three:1 before:1 the:1 second:1 one:1")
    other = heard_as("at:0.73 number:1 two:0.86 at:1 on:1 the:1 second:1 one:1")
    asked = understand(replace(first, raw=other), THEATRE)
    assert asked.status == "ask" and asked.alternatives[0].action == Place(card=2, slot=1)
    same = heard_as("at:0.73 number:1 three:0.86 at:1 on:1 the:1 second:1 one:1")
    acted = understand(replace(first, raw=same), THEATRE)
    assert (acted.status, acted.action) == ("act", Place(card=2, slot=1))


def test_an_undo_the_first_decoder_lost_and_the_second_heard_alone_undoes():
    """ "undo" (seed 2024, 20 dB steady): the first decoder heard "and you", its other readings
    "can you", "undo" and "end you", which mean nothing but the undo; the second heard "undo"
    in one reading at full confidence. Undo at once. Not when the second had another reading,
    nor when one of the first's readings means something else ("what": repeat)."""
    table = replace(THEATRE, can_undo=True)
    lost = heard_as("and:0.65 you:0.89", ("can you", 0.14), ("undo", 0.11), ("end you", 0.1))
    assert understand(lost, table).status != "act", "the first alone does not undo"
    undone = understand(replace(lost, raw=heard_as("undo:1")), table)
    assert (undone.status, undone.action) == ("act", Command("undo"))
    split = heard_as("undo:1", ("and you", 0.1))
    assert understand(replace(lost, raw=split), table).status != "act"
    repeat = heard_as("who:0.62 it:0.66", ("what", 0.24), ("undo", 0.1))
    assert understand(replace(repeat, raw=heard_as("undo:1")), table).status != "act"


def test_a_number_the_first_heard_faintly_the_second_in_one_reading_places():
    """ "card four between the third and the fourth" (seed 51, clean; card two here): "fourth"
    at 0.81 to the first decoder, its other reading "... and the off", which means nothing;
    the second heard it all in one reading at full confidence. The card goes there. Not when
    the second had another reading too."""
    said = "card:1 two:1 between:1 the:1 third:1 and:1 the:1 fourth"
    first = heard_as(f"{said}:0.81", ("card two between the third and the off", 0.19))
    assert understand(first, THEATRE).status == "ask", "the first alone asks"
    placed = understand(replace(first, raw=heard_as(f"{said}:1")), THEATRE)
    assert (placed.status, placed.action) == ("act", Place(card=1, slot=3))
    split = heard_as(f"{said}:0.95", ("card two between the third and the", 0.05))
    assert understand(replace(first, raw=split), THEATRE).status == "ask"
