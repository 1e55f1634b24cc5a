"""Per-player hand sizes said by voice at set-up, as read (the set-up question that asks
for them is tested in tests/dialogue/test_voice_setup.py)."""

from __future__ import annotations

import pytest

from voice_game.dialogue.hand_sizes import read_hand_size
from voice_game.intent.phrases import hand_size_phrases

NAMES = ("Mary", "Peter", "Player 3")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("mary five", ("Mary", 5)),
        ("deal five cards to mary", ("Mary", 5)),
        ("five for Peter", ("Peter", 5)),
        ("Peter gets 3 cards", ("Peter", 3)),
        ("player three four", ("Player 3", 4)),
        ("deal twelve cards to player three", ("Player 3", 12)),
        ("mary", None),
        ("five cards", None),
        ("anna five", None),
        ("mary zero", None),
    ],
)
def test_a_name_and_a_number_are_read(said, expected):
    assert read_hand_size(said, NAMES) == expected


def test_every_offered_phrase_is_read_back():
    for phrase in hand_size_phrases(NAMES):
        if phrase.split()[0] in ("no", "nobody", "nothing"):
            continue
        assert read_hand_size(phrase, NAMES) is not None, phrase
