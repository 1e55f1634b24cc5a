"""Practice mode: how far off each misplaced card of a wrong chain was."""

from __future__ import annotations

import itertools
import random

from testkit.scripting import DECK, _say_slot, _slots
from voice_game.decks import load_deck
from voice_game.dialogue.practice import kept_cards, off_by
from voice_game.dialogue.session import Session
from voice_game.engine import (
    CardFace,
    Game,
    RevealedCard,
    Setup,
    judge_chain,
    parse_year,
    preset,
    to_astronomical,
)


def _chain(*years: str) -> list[RevealedCard]:
    faces = [CardFace(f"c{i}", f"event {i}") for i in range(len(years))]
    return [RevealedCard(face, parse_year(y)) for face, y in zip(faces, years, strict=True)]


def test_the_one_card_out_of_place_is_named_with_its_distance():
    [(card, years, where)] = off_by(_chain("1990", "1800", "1850", "1900"))
    assert (card.face.id, years, where) == ("c0", 190, "later")
    [(card, years, where)] = off_by(_chain("1991", "around 1990", "1987"))
    assert (card.face.id, years, where) == ("c2", 4, "earlier")
    assert off_by(_chain("1987", "around 1990", "1987", "1991")) == []


def test_kept_cards_are_the_largest_correct_part_of_the_chain():
    rng = random.Random(3)
    for _ in range(200):
        forms = ["1900", "1910", "around 1905", "20th century", "1950"]
        years = [rng.choice(forms) for _ in range(rng.randint(1, 6))]
        spans = [parse_year(y) for y in years]
        axis = [(to_astronomical(s.earliest), to_astronomical(s.latest)) for s in spans]
        kept = kept_cards(axis)
        assert judge_chain([spans[i] for i in sorted(kept)]).correct
        largest = max(
            size
            for size in range(len(spans) + 1)
            for subset in itertools.combinations(range(len(spans)), size)
            if judge_chain([spans[i] for i in subset]).correct
        )
        assert len(kept) == largest


def test_practice_mode_says_how_far_off_after_a_wrong_chain():
    game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), load_deck(DECK).cards, 5))
    session = Session(game, practice=True)
    card = game.hand("Ann")[0]
    wrong = _slots(game, card.id, want_correct=False)
    assert wrong, "the test game offers a wrong place"
    session.handle(f"card 1 {_say_slot(game, wrong[0])}")
    lines = session.handle("I doubt").lines
    assert any(" off: it belongs " in line for line in lines), lines
    plain = Session(Game(Setup(("Ann", "Ben"), preset("lifestyle"), load_deck(DECK).cards, 5)))
    plain.handle(f"card 1 {_say_slot(plain.game, wrong[0])}")
    assert not any(" off: it belongs " in line for line in plain.handle("I doubt").lines)
