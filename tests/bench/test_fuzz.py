"""The keyboard game under 10,000 random, clumsy and hostile lines, over every preset: no
crash, no hang, no hidden year printed, and every game saves and replays exactly."""

from __future__ import annotations

from benchmarks.reliability.fuzz import PRESET_NAMES, LeakCheck, run
from testkit.scripting import DECK
from voice_game.decks import load_deck


def test_ten_thousand_fuzzed_lines_over_every_preset():
    tally = run(10_000, seed=1)
    problems = [f"{f.preset} {f.seed}: {f.problem} <- {f.line!r}" for f in tally.findings]
    assert problems == []
    assert tally.lines == 10_000
    assert tally.games >= len(PRESET_NAMES)
    assert tally.reveals > 100  # doubts happened, so years were printed and checked


def test_the_leak_check_finds_a_hidden_year_beside_its_card():
    cards = load_deck(DECK).cards
    moon = next(card for card in cards if card.id == "t-moon")
    check = LeakCheck(cards)
    line = f"Card 1: {moon.event}, {moon.span.text}."
    assert check(line, "card 1", set()) == [f"{moon.span.text} of t-moon"]
    assert check(line, "card 1", {"t-moon"}) == []  # revealed: fine
    assert check(line, f"what about {moon.span.text}", set()) == []  # the player typed it
    assert check(f"Card 1: {moon.event}.", "card 1", set()) == []
