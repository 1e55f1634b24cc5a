"""The caution layer: what a partly heard or faint utterance may still do at once."""

from voice_game.dialogue.caution import cautious
from voice_game.intent import Command, Doubt, NoAction, Place, Reading


def act(action) -> Reading:
    return Reading(action, 1.0, "act", "test")


PLACE = act(Place(card=1, slot=2))


def test_a_clear_reading_acts():
    assert cautious(PLACE, 6, 0, [("card", 1.0), ("two", 1.0)]) is PLACE
    assert cautious(act(Doubt()), 2, 0, [("i", 1.0), ("doubt", 1.0)]).status == "act"


def test_a_placement_with_an_unheard_stretch_still_acts_but_a_command_is_read_back():
    assert cautious(PLACE, 6, 1).status == "act"
    undo = cautious(act(Command("undo")), 2, 1)
    assert undo.status == "ask" and undo.alternatives[0].action == Command("undo")


def test_mostly_unheard_speech_does_nothing():
    reading = cautious(act(Command("quit")), 1, 3)
    assert reading.status == "none" and isinstance(reading.action, NoAction)


def test_faint_numbers_and_faint_doubts_are_read_back():
    faint_number = cautious(PLACE, 5, 0, [("card", 1.0), ("third", 0.55)])
    assert faint_number.status == "ask" and faint_number.alternatives[0].action == PLACE.action
    faint_other_word = cautious(PLACE, 5, 0, [("telephone", 0.4), ("two", 1.0)])
    assert faint_other_word.status == "act"
    assert cautious(act(Doubt()), 2, 0, [("i", 1.0), ("doubt", 0.6)]).status == "ask"


def test_harmless_requests_always_answer():
    for kind in ("repeat", "chain", "hand", "turn", "counts", "help"):
        assert cautious(act(Command(kind)), 1, 4, [(kind, 0.3)]).status == "act"


def test_asks_and_nones_pass_through():
    asked = Reading(Place(0, 0), 0.6, "ask", "x")
    assert cautious(asked, 3, 2) is asked
