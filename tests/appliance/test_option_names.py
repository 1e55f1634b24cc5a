"""A player's name given on the command line (``--first``, ``--hand-size``) is echoed back in
the refusal with its control characters escaped, never raw (``--players`` was already)."""

from __future__ import annotations

import pytest

from voice_game.dialogue.setup import find_first, hand_size_options
from voice_game.engine import RulesError

SEATS = [("Ann",), ("Ben",)]


@pytest.mark.parametrize("name", ["\x1b[2JEvil", "Ann\u202e", "Ben\x9b2J", "Ann\x07"])
def test_first_with_a_control_character_is_refused_escaped(name: str) -> None:
    with pytest.raises(RulesError) as caught:
        find_first(name, SEATS)
    message = str(caught.value)
    assert message.isprintable(), repr(message)
    assert "nobody is called that" in message


@pytest.mark.parametrize("spec", ["\x1b[2J=3", "Ann=3\x1b[2J", "Ann\u202e=4", "Ann\n=5"])
def test_hand_size_with_a_control_character_is_refused_escaped(spec: str) -> None:
    with pytest.raises(RulesError) as caught:
        hand_size_options([spec])
    message = str(caught.value)
    assert message.isprintable(), repr(message)
    assert message.startswith("--hand-size ")


def test_plain_names_still_work() -> None:
    assert find_first("ben", SEATS) == 1
    assert hand_size_options(["Ann=5", "Ben = 7"]) == {"Ann": 5, "Ben": 7}
