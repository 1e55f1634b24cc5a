"""The knowledge model: seeded, per player, error growing with ignorance and obscurity."""

from __future__ import annotations

import statistics

from testkit.scripting import DECK
from voice_game.computer import Level, learn, parse_level
from voice_game.computer.knowledge import p_not_after, true_age
from voice_game.decks import load_deck
from voice_game.engine import Card, parse_year

CARDS = load_deck(DECK).cards


def test_same_seed_and_name_give_the_same_beliefs_and_others_differ():
    one = learn(CARDS, Level.EXPERT, 7, "Ada")
    assert one == learn(CARDS, Level.EXPERT, 7, "Ada")
    assert one.beliefs != learn(CARDS, Level.EXPERT, 8, "Ada").beliefs
    assert one.beliefs != learn(CARDS, Level.EXPERT, 7, "Max").beliefs


def _mean_error(level: Level) -> float:
    errors = [
        abs(learn(CARDS, level, seed, "Ada").belief(card.id).age - true_age(card))
        for seed in range(30)
        for card in CARDS
    ]
    return statistics.mean(errors)


def test_errors_grow_from_expert_to_beginner():
    errors = [_mean_error(level) for level in Level]
    assert errors == sorted(errors, reverse=True)
    assert errors[0] > 5 * errors[-1]


def test_errors_in_years_grow_with_age():
    old = Card("x", "An event", parse_year("800 BC"))
    new = Card("x", "An event", parse_year("1990"))

    def error(card: Card) -> float:
        beliefs = [learn([card], Level.INTERMEDIATE, seed, "Ada") for seed in range(50)]
        years = [knowledge.belief("x").year for knowledge in beliefs]
        middle = (card.span.earliest + card.span.latest) / 2
        return statistics.mean(abs(year - middle) for year in years)

    assert error(new) < 15
    assert error(old) > 20 * error(new)


def test_probability_of_order_follows_the_beliefs():
    expert = learn(CARDS, Level.EXPERT, 1, "Ada")
    columbus, moon = expert.belief("t-columbus"), expert.belief("t-moon")
    assert p_not_after(columbus, moon) > 0.99
    assert p_not_after(moon, columbus) < 0.01


def test_levels_by_name():
    assert parse_level(" Expert ") is Level.EXPERT
    try:
        parse_level("genius")
    except ValueError as error:
        assert "beginner" in str(error)
    else:
        raise AssertionError("an unknown level is refused")
