"""A command said with its reason ("louder please, I can't hear over the music", "that
can't be right, I'll doubt it"): it acts at once, typed or heard surely, and each guard
keeps the chatter it was written for from acting."""

from __future__ import annotations

from dataclasses import replace

import pytest

from voice_game.heard import Heard
from voice_game.intent import Command, Doubt, understand
from voice_game.intent.reasons import reasoned_candidates
from voice_game.intent.words import tokens_of

from .cards import BASE
from .hearing import surely

TURN = replace(BASE, can_undo=True)


def _sure(text: str) -> Heard:
    """``text`` heard by both decoders, every word at full confidence."""
    return surely(text, text)


@pytest.mark.parametrize(
    ("said", "action"),
    [
        ("louder please, i can't hear over the music", Command("louder")),
        ("quieter please, the baby's asleep upstairs", Command("quieter")),
        ("faster, you're talking like a snail", Command("faster")),
        ("faster please, we haven't got all night", Command("faster")),
        ("louder, it is far too quiet in here", Command("louder")),  # a pronoun's verb
        ("can you go a bit slower, grandad can't keep up", Command("slower")),
        ("come on, talk faster", Command("faster")),
        ("right, we're done, end the game", Command("quit")),
        ("that can't be right, i'll doubt it", Doubt()),
        ("hmm, i'm not sure about that, i'm gonna doubt it", Doubt()),
        ("i really don't think so, i'm doubting it", Doubt()),
        ("oh come off it, that's never right, i doubt", Doubt()),
    ],
)
def test_a_command_with_its_reason_acts_typed_and_heard_surely(said: str, action: object) -> None:
    for heard in (_sure(said.replace(",", "")), Heard.typed(said)):
        reading = understand(heard, TURN)
        assert (reading.status, reading.action) == ("act", action), said


def test_the_rule_gives_the_command_as_a_phrase_said_word_for_word() -> None:
    """The rule is what acts (the code before it read both back): its candidates are these
    commands, exact and sure."""
    [found] = reasoned_candidates(tokens_of("louder please, i can't hear over the music"), TURN)
    assert (found.action, found.score, found.exact) == (Command("louder"), 1.0, True)
    [doubt] = reasoned_candidates(tokens_of("that can't be right, i'll doubt it"), TURN)
    assert doubt.action == Doubt()


@pytest.mark.parametrize(
    "said",
    [
        "help me carry the plates in, will you",  # help never opens a command
        "could you repeat the story about your holiday, chloe",  # nor repeat
        "i doubt we'll finish before midnight",  # nor a doubt
        "whose turn is it to get the pizza",  # nor a question about the game
        "slow down chloe, the crisps aren't going anywhere",  # said to a player
        "quit hogging the crisps, ben",  # "quit doing"
        "faster than ben's driving anyway",  # a comparison
        "i knew you would doubt it",  # somebody else's doubt
        "grandma always needs help",  # somebody else's need
        "i louder",  # "i" says nothing of its own ("I love this song", heard)
        "can you read doubt that chain",  # the chain's own words are said too
        "no that's louder louder",  # nor "no that's" ("nope, that's out of order", heard)
        "the telephone is louder than jeans",  # a card named in the remark
        "louder music would be nice, anna, can you sort the speaker",  # the subject's word
        "faster cars are more fun",
        "read the table i doubt again please",  # another command's phrase ("read the table")
        "could you opens doubt",  # "could you open the window", a question to someone
        "would you up hamburger doubt",
        "can you believe louder",  # "can you be a little quieter" (seeds 11 and 32, in noise)
    ],
)
def test_chatter_around_a_commands_words_is_no_command_with_a_reason(said: str) -> None:
    assert reasoned_candidates(tokens_of(said), TURN) == [], said


def test_a_doubt_beside_the_chains_words_stays_the_chain() -> None:
    """ "can you read out the chain", heard "can you read doubt that chain" by both decoders,
    was the chain before the rule and is still: never a doubt."""
    reading = understand(_sure("can you read doubt that chain"), TURN)
    assert (reading.status, reading.action) == ("act", Command("chain"))
