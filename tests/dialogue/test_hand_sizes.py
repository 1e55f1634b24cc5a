"""Per-player hand sizes chosen by voice at set-up (the text layer; the e2e voice game says
them into the room)."""

from __future__ import annotations

import pytest

from voice_game.dialogue.hand_sizes import (
    AGAIN,
    QUESTION,
    ask_hand_sizes,
    hand_size_phrases,
    read_hand_size,
)

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


def scripted(answers):
    said: list[str] = []
    replies = iter(answers)

    def say(lines):
        said.extend(lines)

    def listen(phrases):
        assert "mary five" in phrases and "no" in phrases
        return next(replies)

    return said, say, listen


def test_no_ends_the_question_at_once():
    said, say, listen = scripted(["no"])
    assert ask_hand_sizes(say, listen, NAMES) == []
    assert said == [QUESTION]


def test_silence_ends_it_too():
    said, say, listen = scripted([None])
    assert ask_hand_sizes(say, listen, NAMES) == []


def test_answers_until_no():
    said, say, listen = scripted(["deal five cards to mary", "peter one", "no"])
    assert ask_hand_sizes(say, listen, NAMES) == ["Mary=5", "Peter=1"]
    assert said == [QUESTION, "Mary gets 5 cards.", AGAIN, "Peter gets 1 card.", AGAIN]


def test_two_misses_give_up_and_keep_what_was_heard():
    said, say, listen = scripted(["mary four", "hello", "what"])
    assert ask_hand_sizes(say, listen, NAMES) == ["Mary=4"]
    assert said.count("I did not catch a name and a number.") == 2
