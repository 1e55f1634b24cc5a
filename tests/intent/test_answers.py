"""Answers to the game's questions are intents: accepting, option and card numbers, yes or
no, player counts, rules and deck names."""

from __future__ import annotations

from voice_game.intent.answers import (
    accepts,
    asks_help,
    card_number,
    continue_or_new,
    count_said,
    deck_names,
    named,
    only_accepts,
    option_number,
    says_yes,
)
from voice_game.intent.phrases import DECK_WORDS, RULE_WORDS


def test_accepting() -> None:
    for said in ("accept", "I accept", "no doubt", "I don't doubt it", "pass", "you win"):
        assert accepts(said), said
    for said in ("I doubt", "doubt it", "card two at the end", "what does accept mean"):
        assert not accepts(said), said
    assert only_accepts("I accept it.") and not only_accepts("pass")


def test_option_numbers() -> None:
    assert option_number("two", 3) == 1
    assert option_number("the third", 3) == 2
    assert option_number("number one", 2) == 0
    assert option_number("option 2", 2) == 1
    assert option_number("three", 2) is None, "only options that were offered"
    assert option_number("the telephone", 3) is None


def test_hand_card_numbers() -> None:
    assert card_number("card 5", 9) == 4
    assert card_number("the fifth", 9) == 4
    assert card_number("number five please", 9) == 4
    assert card_number("card 10", 9) is None
    assert card_number("9" * 5000, 9) is None, "a pasted number is no card"
    assert card_number("card two before the moon", 9) is None


def test_yes_and_counts() -> None:
    assert says_yes("yes please") and says_yes("yeah")
    assert not says_yes("no") and not says_yes("") and not says_yes("yesterday")
    assert count_said("we are four") == 4
    assert count_said("ten of us") == 10
    assert count_said("eleven") is None and count_said("") is None


def test_rules_and_decks_by_name() -> None:
    assert named("the show biz rules please", RULE_WORDS) == "showbizz"
    assert named("pens and brushes", RULE_WORDS) == "penne-e-pennelli"
    assert named("pens and brushes", DECK_WORDS) == "pens-and-brushes"
    assert named("give us the wild mix", DECK_WORDS) == "all"
    assert named("chess", DECK_WORDS) is None


def test_help_saved_games_and_typed_deck_names() -> None:
    assert asks_help("what are they?") and not asks_help("show biz")
    assert continue_or_new("go on with the old game") is True
    assert continue_or_new("a new game please") is False
    assert continue_or_new("") is True and continue_or_new("banana") is None
    known = ["lifestyle", "showbizz", "words-script-book"]
    assert deck_names("all", known) == known
    assert deck_names("show and words script", known) == ["showbizz", "words-script-book"]
    assert deck_names("chess", known) == []
