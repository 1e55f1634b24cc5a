"""Refused commands: the engine's coded reason, worded by the dialogue, logged as an event."""

from __future__ import annotations

import pytest

from voice_game.dialogue.refusals import refusal_sentence
from voice_game.engine import Doubt, Move, Place, Refusal, Refused

from .test_session import new_session


@pytest.mark.parametrize(
    ("said", "asked", "reason"),
    [
        ("I doubt", {"action": "doubt"}, "nothing-placed"),
        ("swap", {"action": "order-start", "swap": True}, "no-start-cards"),
        ("keep", {"action": "order-start", "swap": False}, "no-start-cards"),
        ("undo", {"action": "undo"}, "nothing-to-undo"),
        ("accept", {"action": "accept"}, "no-last-card"),
    ],
)
def test_a_refused_command_is_said_and_logged_with_its_reason(said, asked, reason):
    session = new_session()
    before = (session.game.chain, session.game.hand("Ann"), session.game.current_player)
    reply = session.handle(said)
    assert not reply.understood
    refused = session.game.events[-1]
    assert isinstance(refused, Refused)
    expected = {"type": "refused", "player": "Ann", "asked": asked, "reason": reason}
    assert refused.as_dict() == expected
    assert reply.lines[0] == refusal_sentence(refused.reason, refused.asked, session.game)
    assert (session.game.chain, session.game.hand("Ann"), session.game.current_player) == before


def test_every_refusal_has_its_own_words():
    game = new_session().game
    for asked in (Place("x", 3), Move(2, 5), Doubt()):
        sentences = [refusal_sentence(reason, asked, game) for reason in Refusal]
        assert len(set(sentences)) == len(Refusal), sentences
