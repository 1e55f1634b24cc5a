"""Every utterance the brief lists, against realistic contexts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.intent import (
    Command,
    Doubt,
    Move,
    NoAction,
    Place,
    TurnContext,
    parse,
)

from .cards import BASE, MOVABLE, ONE_CARD, ORDERING, SHORT_CHAIN, TEL_MOON_CHAIN, UNDOABLE

ONE_ON_ONE = replace(SHORT_CHAIN, hand=SHORT_CHAIN.hand[:1])

# BASE: chain pyramid, printing press, moon landing; hand jeans, telephone, berlin wall.
PLACES: list[tuple[str, TurnContext, Place]] = [
    ("card 2 before the moon landing", BASE, Place(1, 2)),
    ("card two before the moon landing", BASE, Place(1, 2)),
    ("Card 2, before the Moon landing.", BASE, Place(1, 2)),
    ("the telephone before the moon landing", BASE, Place(1, 2)),
    ("telephone after the first", BASE, Place(1, 1)),
    ("jeans between the second and the third", BASE, Place(0, 2)),
    ("jeans between the telephone and the moon landing", TEL_MOON_CHAIN, Place(0, 2)),
    ("between the second and the third", ONE_CARD, Place(0, 2)),
    ("between the pyramid and the printing press", ONE_CARD, Place(0, 1)),
    ("at the start", ONE_CARD, Place(0, 0)),
    ("at the beginning", ONE_CARD, Place(0, 0)),
    ("at the end", ONE_CARD, Place(0, 3)),
    ("first", ONE_CARD, Place(0, 0)),
    ("last", ONE_CARD, Place(0, 3)),
    ("before the first", ONE_CARD, Place(0, 0)),
    ("after the last", ONE_CARD, Place(0, 3)),
    ("after the second to last", ONE_CARD, Place(0, 2)),
    ("put the jeans at the end", BASE, Place(0, 3)),
    ("hmm, I'd put the telephone just before the moon landing", BASE, Place(1, 2)),
    ("hmm i'd put the telephone just before the moon landing", BASE, Place(1, 2)),
    ("play card 3 between one and two", BASE, Place(2, 1)),
    ("play card three between one and two", BASE, Place(2, 1)),
    ("card 1 before card one", BASE, Place(0, 0)),
    ("card one after card three", BASE, Place(0, 3)),
    ("let's put the berlin wall right after the moon landing please", BASE, Place(2, 3)),
    ("I'd just put the jeans right before the printing press", BASE, Place(0, 1)),
    ("um the telephone goes after the pyramid", BASE, Place(1, 1)),
    ("before the moon landing", ONE_CARD, Place(0, 2)),
    ("before", ONE_ON_ONE, Place(0, 0)),
    ("after", ONE_ON_ONE, Place(0, 1)),
    ("jeans before", SHORT_CHAIN, Place(1, 0)),
    ("card 1 after", SHORT_CHAIN, Place(0, 1)),
    ("my second card at the end", BASE, Place(1, 3)),
    ("the jeans first", BASE, Place(0, 0)),
    ("berlin wall last", BASE, Place(2, 3)),
    ("wall at the very end of the chain", BASE, Place(2, 3)),
    ("telephone in front of the pyramid", BASE, Place(1, 0)),
    ("jeans after the penultimate", BASE, Place(0, 2)),
    ("jeans after the next to last one", BASE, Place(0, 2)),
    ("card 3 after the second one", BASE, Place(2, 2)),
    ("number two at the start", BASE, Place(1, 0)),
]


@pytest.mark.parametrize(("text", "ctx", "expected"), PLACES)
def test_place_examples_act(text: str, ctx: TurnContext, expected: Place) -> None:
    reading = parse(text, ctx)
    assert reading.status == "act", reading
    assert reading.action == expected


@pytest.mark.parametrize(
    "text",
    ["doubt", "I doubt", "I doubt it", "i doubt it", "I challenge", "that's wrong",
     "That's wrong!", "check", "reveal the chain", "I think that's wrong", "let's check",
     "um doubt", "I doubt it please", "the chain is wrong"],
)  # fmt: skip
def test_clear_doubt_acts(text: str) -> None:
    reading = parse(text, BASE)
    assert reading.status == "act"
    assert reading.action == Doubt()


@pytest.mark.parametrize("text", ["wrong", "reveal", "reveal it"])
def test_bare_wrong_asks_rather_than_doubting(text: str) -> None:
    """Decision: "wrong" alone may be a comment, so it is offered, never acted on; "reveal"
    alone is how the recogniser hears "repeat" in noise (seed 15, 10 dB babble: "reveal it"
    from both decoders), so it too is asked, "Doubt?"."""
    reading = parse(text, BASE)
    assert reading.status == "ask"
    assert reading.action == Doubt()
    assert reading.alternatives[0].action == Doubt()


COMMANDS: list[tuple[str, str]] = [
    ("repeat", "repeat"), ("say that again", "repeat"), ("what", "repeat"),
    ("What?", "repeat"), ("read the chain", "chain"), ("chain", "chain"),
    ("what's on the table", "chain"), ("my cards", "hand"), ("hand", "hand"),
    ("what do I have", "hand"), ("whose turn", "turn"), ("who's next", "turn"),
    ("card counts", "counts"), ("how many cards", "counts"), ("everyone's cards", "counts"),
    ("help", "help"), ("what can I say", "help"), ("quit", "quit"), ("exit", "quit"),
    ("stop the game", "quit"), ("stop", "stop"), ("quiet", "stop"), ("shut up", "stop"),
    ("slower", "slower"), ("faster", "faster"), ("louder", "louder"), ("quieter", "quieter"),
    ("softer", "quieter"), ("could you read the chain please", "chain"),
    ("can you say that again", "repeat"), ("help me please", "help"),
]  # fmt: skip


@pytest.mark.parametrize(("text", "kind"), COMMANDS)
def test_commands_act(text: str, kind: str) -> None:
    reading = parse(text, BASE)
    assert reading.status == "act", reading
    assert reading.action == Command(kind)


@pytest.mark.parametrize("text", ["undo", "take it back", "wait, undo that", "oops"])
def test_undo_when_allowed(text: str) -> None:
    assert parse(text, UNDOABLE).action == Command("undo")
    assert parse(text, UNDOABLE).status == "act"


@pytest.mark.parametrize(
    ("text", "kind"),
    [("yes", "yes"), ("yeah", "yes"), ("correct", "yes"), ("yes please", "yes"),
     ("right", "yes"), ("no", "no"), ("nope", "no"), ("No.", "no")],
)  # fmt: skip
def test_yes_no_when_confirming(text: str, kind: str) -> None:
    from .cards import CONFIRMING

    reading = parse(text, CONFIRMING)
    assert (reading.status, reading.action) == ("act", Command(kind))


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("move the telephone after the moon landing", Move(1, 2)),
        ("move the first card to the end", Move(0, 2)),
        ("move the moon landing to the start", Move(2, 0)),
        ("I'd move the pyramid between the telephone and the moon landing", Move(0, 1)),
        ("move card one to the end", Move(0, 2)),
    ],
)
def test_moves(text: str, expected: Move) -> None:
    reading = parse(text, MOVABLE)
    assert (reading.status, reading.action) == ("act", expected)


CHATTER = [
    "pass me the chips",
    "I don't know what to do",
    "who wants another drink",
    "that was a great movie",
    "ha ha ha",
    "the weather is nice today",
    "I love my telephone",
    "I'll be back after the break",
    "at the end of the day it's just a game",
    "last night was fun",
    "first things first",
    "and",
    "now",
    "is anyone hungry",
    "my phone is ringing",
    "I went to the moon once in a dream",
    "no doubt about it",
    "I don't doubt it",
    "",
    "   ",
    "[unk]",
    "um uh hmm",
]


@pytest.mark.parametrize("text", CHATTER)
@pytest.mark.parametrize("ctx", [BASE, ONE_CARD], ids=["three-cards", "one-card"])
def test_chatter_gives_none(text: str, ctx: TurnContext) -> None:
    reading = parse(text, ctx)
    assert reading.status == "none", reading
    assert isinstance(reading.action, NoAction)
    assert reading.action.reason


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("swap", "swap"),
        ("keep", "keep"),
        ("keep them", "keep"),
        ("the other way round", "swap"),
        ("the telephone first", "keep"),
        ("the moon landing first", "swap"),
        ("telephone last", "swap"),
        ("moon landing second", "keep"),
        ("moon landing first then telephone", "swap"),
        ("moon landing before the telephone", "swap"),
        ("telephone before the moon landing", "keep"),
    ],
)
def test_ordering_start(text: str, kind: str) -> None:
    reading = parse(text, ORDERING)
    assert (reading.status, reading.action) == ("act", Command(kind))
