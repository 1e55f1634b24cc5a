"""Two readings of one utterance (noise-suppressed and raw audio) weighed together."""

from voice_game.heard import Heard
from voice_game.intent import Doubt, Place, understand

from .cards import BASE


def spoken(text: str, raw: str | None = None) -> Heard:
    """Clearly heard words from the suppressed audio, and ``raw`` from the raw audio."""
    other = None if raw is None else Heard(raw, tuple((w, 1.0) for w in raw.split()))
    return Heard(text, tuple((w, 1.0) for w in text.split()), raw=other)


TELEPHONE_FIRST = Place(card=1, slot=0)  # the telephone (hand 1) at the start of the chain
JEANS_LAST = Place(card=0, slot=3)


def test_two_readings_that_agree_act_at_once():
    reading = understand(spoken("the telephone at the start", "the telephone at the start"), BASE)
    assert reading.status == "act" and reading.action == TELEPHONE_FIRST


def test_the_suppressed_reading_acts_when_the_raw_one_finds_nothing():
    reading = understand(spoken("the telephone at the start", "moon moon"), BASE)
    assert reading.status == "act" and reading.action == TELEPHONE_FIRST


def test_readings_that_disagree_are_read_back_both():
    reading = understand(spoken("the telephone at the start", "the jeans at the end"), BASE)
    assert reading.status == "ask"
    assert [c.action for c in reading.alternatives] == [TELEPHONE_FIRST, JEANS_LAST]


def test_the_raw_reading_alone_is_read_back_when_the_first_decoder_heard_nothing():
    reading = understand(spoken("", "the jeans at the end"), BASE)
    assert reading.status == "ask"
    assert [c.action for c in reading.alternatives] == [JEANS_LAST]


def test_a_placement_the_raw_reading_alone_heard_surely_acts_over_a_meaningless_one():
    reading = understand(spoken("moon moon", "the jeans at the end"), BASE)
    assert (reading.status, reading.action) == ("act", JEANS_LAST)


def test_a_command_heard_only_in_the_raw_audio_is_read_back():
    reading = understand(spoken("", "i doubt"), BASE)
    assert reading.status == "ask" and reading.action == Doubt()


def test_nothing_in_either_reading_does_nothing():
    assert understand(spoken("moon moon", "moon moon"), BASE).status == "none"
