"""Twins: the same event on two cards, however it is worded, across all decks together."""

from __future__ import annotations

from pathlib import Path

from voice_game.decks import load_deck
from voice_game.decks.check import check_files
from voice_game.decks.loading import DECKS_DIR
from voice_game.decks.twins import find_twins

from .removed_cards import REMOVED
from .test_loading import write

# The five twins the audit found in the Wild Mix, as they were written before one of each
# pair was replaced. Each pair is put back next to the card that stayed.
RETURNED = """
id = "returned"
name = "Returned twins"
""" + "".join(REMOVED.values())
PAIRS = {
    ("pb-colosseum", "sb-colosseum"),
    ("pb-globe-fire", "sb-globe-fire"),
    ("pb-mousetrap", "sb-mousetrap"),
    ("pb-sydney", "sb-sydney-opera"),
    ("ls-walkman", "sb-walkman"),
}


def _twin_errors(paths: list[Path]) -> list[str]:
    return [e for r in check_files(paths, vocabulary=None) for e in r.errors if "twin" in e]


def test_the_decks_together_have_no_twins() -> None:
    assert _twin_errors(sorted(DECKS_DIR.glob("*.toml"))) == []


def test_the_five_twins_put_back_are_caught(tmp_path: Path) -> None:
    returned = write(tmp_path, RETURNED, "returned.toml")
    errors = _twin_errors([*sorted(DECKS_DIR.glob("*.toml")), returned])
    for first, second in PAIRS:
        assert any(f"'{first}'" in e and f"'{second}'" in e for e in errors), (first, second)
    assert len(errors) == len(PAIRS)


def test_twins_in_other_words_without_shared_names_are_caught(tmp_path: Path) -> None:
    """No alias in common: the rare words the two texts share carry the match."""
    deck = """
id = "t"
name = "T"
[[cards]]
id = "t-colosseum-a"
event = "The Colosseum opens with a hundred days of games"
year = "80"
source = "test"
[[cards]]
id = "t-colosseum-b"
event = "Emperor Titus inaugurates the Colosseum with games lasting a hundred days"
year = "80"
source = "test"
[[cards]]
id = "t-sydney-a"
event = "The Sydney Opera House is opened by the Queen"
year = "1973"
source = "test"
[[cards]]
id = "t-sydney-b"
event = "Queen Elizabeth II opens the Sydney Opera House"
year = "1973"
source = "test"
"""
    path = write(tmp_path, deck, "t.toml")
    cards = [*load_deck(path).cards, *_all_cards()]
    found = {(t.first.id, t.second.id) for t in find_twins(cards)}
    assert ("t-colosseum-a", "t-colosseum-b") in found
    assert ("t-sydney-a", "t-sydney-b") in found


def test_alike_words_for_different_events_are_not_twins() -> None:
    """Different years (the Emmys and the Grammys), or two works by one author in the same
    century (the Iliad and the Odyssey), are two events."""
    cards = _all_cards()
    ids = {card.id for card in cards}
    pairs = {("sb-emmys", "sb-grammys"), ("pb-iliad", "pb-odyssey")}
    assert all(a in ids and b in ids for a, b in pairs)
    found = {frozenset((t.first.id, t.second.id)) for t in find_twins(cards)}
    assert not found & {frozenset(pair) for pair in pairs}


def _all_cards() -> list:  # type: ignore[type-arg]
    return [card for path in sorted(DECKS_DIR.glob("*.toml")) for card in load_deck(path).cards]
