"""Input bounds of the parser: long lines, long numbers, long chains."""

from __future__ import annotations

import random

from voice_game.intent import CardName, TurnContext, examples, parse, vocabulary
from voice_game.intent.lexicon import POSITION_PHRASES
from voice_game.intent.placing import MAX_SPLITS, ORDERING_PHRASES, Split, splits
from voice_game.intent.understand import TOO_LONG
from voice_game.intent.words import words
from voice_game.spoken.numbers import digits_to_words, ordinal_to_words, parse_ordinal

CTX = TurnContext(
    chain=(CardName("Apollo 11 lands on the Moon", ("moon landing",)),),
    hand=(CardName("Bell patents the telephone", ("telephone",)),),
    players=("Ann", "Ben"),
    current="Ann",
    can_place=True,
    can_doubt=True,
)


def reference_splits(tokens: tuple[str, ...], ordering: bool = False) -> list[Split]:
    """The straightforward (quadratic) definition the bounded version must agree with."""
    table = {k: list(v) for k, v in POSITION_PHRASES.items()}
    if ordering:
        for kind, extra in ORDERING_PHRASES.items():
            table[kind].extend(extra)
    found = []
    for kind, phrases in table.items():
        for phrase in phrases:
            p = tuple(phrase.split())
            for i in range(len(tokens) - len(p) + 1):
                if tokens[i : i + len(p)] == p:
                    found.append(Split(tokens[:i], kind, tokens[i + len(p) :]))
    return found


def test_splits_agree_with_the_definition_on_ordinary_utterances():
    vocabulary_words = (
        "card two the telephone moon before after between and at end start in front of "
        "last first then second behind"
    ).split()
    chooser = random.Random(4)
    for _ in range(3000):
        tokens = tuple(chooser.choice(vocabulary_words) for _ in range(chooser.randrange(1, 12)))
        for ordering in (False, True):
            expected = reference_splits(tokens, ordering)
            if len(expected) <= MAX_SPLITS:
                assert splits(tokens, ordering) == expected, tokens


def test_splits_are_bounded_for_a_line_full_of_position_words():
    tokens = ("before",) * 100_000
    assert len(splits(tokens)) == MAX_SPLITS


def test_a_very_long_line_is_refused_not_parsed():
    for line in ("card 2 before the first " * 50_000, "9" * 1_000_000, "telephone " * 200):
        reading = parse(line, CTX)
        assert reading.status == "none"
        assert reading.explain == TOO_LONG


def test_a_line_of_ordinary_length_still_works():
    reading = parse("well " * 20 + "the telephone before the moon landing", CTX)
    assert reading.status == "act"


def test_numbers_of_any_length_are_said_digit_by_digit():
    assert words("card 2") == ("card", "two")
    assert words("1969") == ("nineteen", "sixty", "nine")
    assert words("00012") == ("twelve",)
    assert words("1234567890123") == tuple(
        "one two three four five six seven eight nine zero one two three".split()
    )
    long = "7" * 5000
    assert words(long) == ("seven",) * 5000
    assert digits_to_words("1" * 4301).split() == ["one"] * 4301
    assert words("5" * 5000 + "th") == (("5" * 5000 + "th"),)


def test_ordinals_go_past_ninety_nine():
    assert ordinal_to_words(99) == "ninety ninth"
    assert ordinal_to_words(100) == "one hundredth"
    assert ordinal_to_words(101) == "one hundred first"
    assert ordinal_to_words(342) == "three hundred forty second"
    for n in range(1, 100):
        assert parse_ordinal(tuple(ordinal_to_words(n).split())) == n


def test_a_chain_of_150_cards_has_a_vocabulary_and_parses():
    chain = tuple(CardName(f"Event number {i} happens", ()) for i in range(150))
    ctx = TurnContext(
        chain=chain,
        hand=CTX.hand,
        players=("Ann", "Ben"),
        current="Ann",
        can_place=True,
        can_doubt=True,
    )
    phrases = vocabulary(ctx)
    assert any("one hundred forty nine" in phrase for phrase in phrases)
    assert examples(ctx)
    assert parse("the telephone at the end", ctx).status == "act"
