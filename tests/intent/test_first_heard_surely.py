"""A "first" the first decoder heard surely is not read back for the second decoder's other
ordinal (:func:`voice_game.intent.second.first_heard_surely`): the second hears a said
"first" as "third", "last" or "fourth", the first decoder never heard another ordinal as a
sure "first" (nine benchmark record sets)."""

from __future__ import annotations

from dataclasses import replace

from voice_game.intent.model import Place
from voice_game.intent.understand import understand

from .cards import THEATRE, named
from .hearing import heard_as

SURE_FIRST = "card:1 three:1 after:1 the:1 first:1 one:1"
SECOND = "card:1 three:1 after:1 the:1 first:0.735 one:1"
THIRD_INSTEAD = ("card three after the third one", 0.265)


def test_a_first_the_first_decoder_heard_surely_acts_against_the_seconds_third():
    """ "card three after the first one" (default run, clean): every word sure to the first
    decoder, in one reading; "first" at 0.73 to the second, its other reading "... the
    third one". The card goes after the first at once."""
    heard = heard_as(SURE_FIRST, raw=heard_as(SECOND, THIRD_INSTEAD))
    reading = understand(heard, THEATRE)
    assert (reading.status, reading.action) == ("act", Place(card=2, slot=1))


def test_another_ordinal_heard_surely_is_still_read_back():
    """The same evidence for "third" (the second's other reading "first") is read back with
    the rival offered: the first decoder has heard a said "first" as "third", "last" or
    "fourth" at full confidence, so only its "first" is trusted so."""
    third = SURE_FIRST.replace("first", "third")
    raw = heard_as(SECOND.replace("first", "third"), ("card three after the first one", 0.265))
    reading = understand(heard_as(third, raw=raw), THEATRE)
    assert reading.status == "ask"
    assert {choice.action for choice in reading.alternatives} == {
        Place(card=2, slot=3),
        Place(card=2, slot=1),
    }


def test_a_first_the_first_decoder_heard_faintly_or_not_in_every_reading_is_read_back():
    """The exemption needs "first" sure in every reading of the first decoder."""
    raw = heard_as(SECOND, THIRD_INSTEAD)
    faint = heard_as(SURE_FIRST.replace("first:1", "first:0.95"), raw=raw)
    assert understand(faint, THEATRE).status == "ask"
    other = heard_as(SURE_FIRST, ("card three after the third one", 0.1), raw=raw)
    assert understand(other, THEATRE).status == "ask"


def test_beside_a_chain_card_named_first_only_one_sure_reading_acts():
    """ "before the first stamp" was heard "before the first" by both decoders (20 dB
    chatter): with a chain card named with "first", the first decoder must have heard
    everything in one reading. One faint word, or another reading, and it is read back."""
    stamp = replace(THEATRE, chain=(*THEATRE.chain[:4], *named("first stamp")))
    raw = heard_as(SECOND, THIRD_INSTEAD)
    one = understand(heard_as(SURE_FIRST, raw=raw), stamp)
    assert (one.status, one.action) == ("act", Place(card=2, slot=1))
    faint_word = heard_as(SURE_FIRST.replace("card:1", "card:0.8"), raw=raw)
    assert understand(faint_word, stamp).status == "ask"
    also = heard_as(SURE_FIRST, ("card three after the first stamp", 0.2), raw=raw)
    assert understand(also, stamp).status == "ask"
