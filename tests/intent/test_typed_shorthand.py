"""What a blind player types in haste at the keyboard game is read as meant (the blind
keyboard set, ``testkit/voice/data/keyboard-blind-phrasings.jsonl``: 29 of its 146 commands
were "Sorry, I did not understand"), and nothing said aloud is changed by it."""

from __future__ import annotations

import pytest

from testkit.scripting import DECK
from voice_game.decks import load_deck
from voice_game.dialogue.decider import DecisionKind, Moment, decide
from voice_game.dialogue.session import Session
from voice_game.dialogue.verbosity import Verbosity, short_name
from voice_game.engine import Game, Setup, preset
from voice_game.heard import Heard
from voice_game.intent import CardName, Doubt, Place, TurnContext
from voice_game.intent.shorthand import spelled_out

CTX = TurnContext(
    chain=(
        CardName("James Naismith invents basketball", ("basketball",)),
        CardName("Wilson proclaims Mother's Day", ("mother's day",)),
        CardName("Grace Kelly marries Prince Rainier", ("grace kelly",)),
    ),
    hand=(
        CardName("A Swede patents the safety match", ("safety match",)),
        CardName("The first line of the Paris Metro opens", ("paris metro", "metro")),
        CardName("The first box of Crayola crayons goes on sale", ("crayola", "crayons")),
    ),
    can_doubt=True,
    can_undo=True,
)


@pytest.mark.parametrize(
    ("typed", "spelled"),
    [
        ("3 b4 1", "card 3 before 1"),
        ("c3 b4 1", "card 3 before 1"),
        ("c2 end", "card 2 at the end"),
        ("3 end", "card 3 at the end"),
        ("c3 start", "card 3 at the start"),
        ("1 aft 2", "card 1 after 2"),
        ("metro aftr basketball", "metro after basketball"),
        ("jeykll aftwr fairy queen", "jeykll after fairy queen"),
        ("crayons at teh end", "crayons at the end"),
        ("godzilla beforegrace kelly", "godzilla before grace kelly"),
        ("udno", "undo"),
        ("hlep", "help"),
        ("yse", "yes"),
        ("my crads", "my cards"),
        # the second, held-out keyboard set
        ("3 < 1", "card 3 before 1"),
        ("door<tesco", "door before tesco"),
        ("#5 > vaping", "card 5 after vaping"),
        ("4 -> end", "card 4 at the end"),
        ("crayons @end", "crayons at end"),
        ("bertha btw 1&2", "bertha between 1&2"),
        ("arnolfini frist!!", "arnolfini first!!"),
        ("undoo", "undo"),
        ("noo", "no"),
        ("afterr basketball", "after basketball"),
        ("y", "yes"),
        ("N", "no"),
        ("sayfty match at the start pls", "sayfty match at the start please"),
    ],
)
def test_short_forms_and_slips_are_spelled_out(typed, spelled):
    assert spelled_out(typed, ["grace", "kelly"]) == spelled


@pytest.mark.parametrize(
    "typed",
    [
        *("i dobut", "doutb", "ddoubt", "i doubtt", "no", "on", "and", "form", "afternoon tea"),
        *("Yes, that's it", "btw i doubt it", "i <3 this game", "a <= b"),
    ],
)
def test_a_doubt_and_ordinary_words_are_never_made_from_a_slip(typed):
    assert spelled_out(typed, []) == typed


def test_a_word_of_a_card_in_view_is_kept():
    assert spelled_out("the teh after basketball", ["teh"]) == "the teh after basketball"
    assert spelled_out("godzilla beforegrace", []) == "godzilla beforegrace"


def _turn(heard: Heard) -> tuple[DecisionKind, object]:
    made = decide(heard, Moment(CTX))
    return made.kind, made.reading.action if made.reading else None


@pytest.mark.parametrize(
    ("typed", "action"),
    [
        ("3 b4 1", Place(2, 0)),
        ("c3 b4 1", Place(2, 0)),
        ("c2 end", Place(1, 3)),
        ("1 aft 2", Place(0, 2)),
        ("metro aftr basketball", Place(1, 1)),
        ("crayons at teh end", Place(2, 3)),
        ("safety match beforegrace kelly", Place(0, 2)),
    ],
)
def test_the_keyboard_game_places_what_was_typed_in_haste(typed, action):
    assert _turn(Heard.typed(typed)) == (DecisionKind.ACT, action)


def test_a_typed_doubt_with_a_slip_is_still_asked_back():
    kind, action = _turn(Heard.typed("i dobut"))
    assert (kind, action) == (DecisionKind.ASK, Doubt())


def test_nothing_heard_aloud_is_spelled_out():
    """The recogniser writes no short forms; a spoken "alter" is not made "after"."""
    spoken = Heard(
        "metro alter basketball", tuple((w, 1.0) for w in "metro alter basketball".split())
    )
    made = decide(spoken, Moment(CTX))
    assert made.heard.text == "metro alter basketball"
    assert _turn(Heard.typed("metro alter basketball")) == (DecisionKind.ACT, Place(1, 1))


def test_the_keyboard_session_acts_on_a_typed_short_form():
    cards = load_deck(DECK).cards
    session = Session(
        Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, 3)), verbosity=Verbosity.BRIEF
    )
    card = session.game.hand("Ann")[1]
    reply = session.handle("c2 b4 1")
    assert reply.lines[0].startswith(f"Ann puts {short_name(card)} before "), reply.lines


def test_more_help_at_the_keyboard_tells_the_short_forms():
    cards = load_deck(DECK).cards
    game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, 3))
    typed = Session(game, verbosity=Verbosity.BRIEF).handle("more help").lines
    said = Session(game, voice=True, verbosity=Verbosity.BRIEF).handle("more help").lines
    assert any("'3 b4 1'" in line for line in typed), typed
    assert not any("b4" in line for line in said), said
