import pytest

from voice_game.engine.cards import Card
from voice_game.engine.years import parse_year


def make_cards(count: int = 60) -> tuple[Card, ...]:
    """Cards whose id tells their year: c1000 happened in 1000, c1001 in 1001..."""
    return tuple(
        Card(id=f"c{1000 + i}", event=f"Event number {i}", span=parse_year(str(1000 + i)))
        for i in range(count)
    )


def year_of(card_id: str) -> int:
    return int(card_id[1:])


@pytest.fixture
def cards():
    return make_cards()
