"""A correction said after a pause ("no, actually at the start") moves the previous
player's card, never the next player's."""

from __future__ import annotations

from voice_game.heard import Heard
from voice_game.intent.late import late_correction
from voice_game.intent.model import CardName, Move, TurnContext
from voice_game.intent.wording import vocabulary

CHAIN = (
    CardName("The Great Pyramid of Giza is built"),
    CardName("The Battle of Hastings is fought"),
    CardName("The Suez Canal opens"),
)
HAND = (CardName("The Eiffel Tower is completed"), CardName("The Black Death sweeps Europe"))


def ctx(last: int | None = 2) -> TurnContext:
    """Ann put the Suez Canal at the end (chain card 2); Ben is on turn."""
    return TurnContext(
        chain=CHAIN,
        hand=HAND,
        players=("Ann", "Ben"),
        current="Ben",
        can_undo=True,
        last_placed=last,
        last_placer="Ann" if last is not None else "",
    )


def test_a_position_after_a_correction_moves_the_last_card():
    said = {
        "no actually at the start": Move(2, 0),
        "no wait, it goes before the hastings": Move(2, 1),
        "sorry i meant between the pyramid and the hastings": Move(2, 1),
        "actually between the first and the second": Move(2, 1),
        "oops, at the start": Move(2, 0),
    }
    for text, move in said.items():
        assert late_correction(Heard.typed(text), ctx()) == move, text


def test_no_correction_without_a_card_to_move_or_a_position_alone():
    assert late_correction(Heard.typed("no actually at the start"), ctx(None)) is None
    for text in (
        "no actually the eiffel tower at the start",  # a card named: the next player's own
        "at the start",  # no correction opener
        "no way",  # a protest
        "no wait",
        "no actually at the end",  # already there
        "no actually after the hastings",  # already there too
    ):
        assert late_correction(Heard.typed(text), ctx()) is None, text


def test_mostly_unheard_speech_is_no_correction():
    words = ["[unk]"] * 4 + ["no", "at", "the", "start"]
    heard = Heard("no at the start", tuple((w, 1.0) for w in words), spoken=True)
    assert heard.mostly_unheard
    assert late_correction(heard, ctx()) is None
    clear = Heard("no at the start", tuple((w, 1.0) for w in words[4:]), spoken=True)
    assert late_correction(clear, ctx()) == Move(2, 0)


def test_the_recogniser_listens_for_corrections_only_when_one_can_be_made():
    late = [p for p in vocabulary(ctx()) if p.startswith("no actually")]
    assert late and all("suez" not in p for p in late)  # positions in the chain without it
    assert not [p for p in vocabulary(ctx(None)) if p.startswith("no actually")]
