"""Four cards whose year did not belong exactly to the event as worded (the year check of
issue 23): each now names one event of its year, and its source check is recorded with the
card's current year (``docs/deck-checks/issue23.sourcecheck.jsonl``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from voice_game.decks import load_decks
from voice_game.engine import Card, parse_year

ROOT = Path(__file__).resolve().parents[2]
RECORD = ROOT / "docs" / "deck-checks" / "issue23.sourcecheck.jsonl"

EXPECTED = {
    # id: (year, words the event must hold, words it must not)
    "wsb-last-typewriter": ("2009", ("stops making",), ("closes",)),
    "ls-game-of-ur": ("3rd millennium BC", ("oldest known boards",), ("is played",)),
    "pb-horatii": ("1785", ("Salon",), ("paints",)),
    "ls-mcdonalds": ("1940", ("San Bernardino",), ("first restaurant",)),
}


@pytest.fixture(scope="module")
def cards() -> dict[str, Card]:
    decks = load_decks(["lifestyle", "pens-and-brushes", "words-script-book"])
    return {card.id: card for deck in decks for card in deck.cards}


@pytest.mark.parametrize("card_id", sorted(EXPECTED))
def test_the_card_names_the_event_its_year_belongs_to(cards: dict[str, Card], card_id: str) -> None:
    year, holds, lacks = EXPECTED[card_id]
    card = cards[card_id]
    assert card.span == parse_year(year), (card_id, card.span)
    for words in holds:
        assert words in card.event, (card_id, card.event)
    for words in lacks:
        assert words not in card.event, (card_id, card.event)


def test_each_change_is_recorded_with_a_confirming_page(cards: dict[str, Card]) -> None:
    records = [json.loads(line) for line in RECORD.read_text(encoding="utf-8").splitlines()]
    by_id = {record["id"]: record for record in records}
    assert set(by_id) == set(EXPECTED)
    for card_id, record in by_id.items():
        assert record["verdict"] == "confirmed", card_id
        assert record["page"].startswith("http"), card_id
        card = cards[card_id]
        page = parse_year(record["page_year"])
        assert page.earliest <= card.span.latest and card.span.earliest <= page.latest, card_id
