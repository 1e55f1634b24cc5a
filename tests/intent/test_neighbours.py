"""Between two chain cards named loosely (:func:`voice_game.intent.placing._neighbours`): the
two names landing next to each other confirm the gap. The benchmark's blind phrasing "the
kabuki card between the greek theatre and wagner" was read back in 12 of its 18 recordings
in the target cells of six seeds before this rule."""

from __future__ import annotations

from voice_game.intent import CardName, Place, TurnContext, parse
from voice_game.intent.placing import NEIGHBOURS_CAP, NEIGHBOURS_FLOOR, _neighbours


def _card(event: str, *aliases: str) -> CardName:
    return CardName(event, aliases)


THEATRE = _card(
    "The great open-air theatre of Epidaurus is built", "epidaurus", "greek open air theatre"
)
BAYREUTH = _card(
    "Wagner's first Bayreuth Festival stages the complete Ring cycle", "bayreuth", "ring cycle"
)
CINEMA = _card("The first nickelodeon cinema opens in Pittsburgh", "nickelodeon", "nickel cinema")
DISNEY = _card("Walt and Roy Disney found their cartoon studio", "disney studio", "walt disney")
HAND = (
    _card("The first Kinetoscope parlor opens on Broadway", "kinetoscope", "peep show"),
    _card("Coronation Street is first broadcast on ITV", "coronation street", "corrie"),
    _card("Izumo no Okuni starts Kabuki dance theatre in Kyoto", "kabuki", "okuni"),
)
SAID = "the kabuki card between the greek theatre and wagner's"


def _table(*chain: CardName) -> TurnContext:
    return TurnContext(chain=chain, hand=HAND, players=("Ann", "Ben"), current="Ann")


def test_two_loose_names_next_to_each_other_place_the_card():
    """The festival's loose name alone ("before wagner's", 0.85) is read back; beside the
    theatre's loose name, next to it in the chain, the two name one gap, still below an
    exact name so the caution's rules for loose names apply."""
    table = _table(THEATRE, BAYREUTH, CINEMA, DISNEY)
    assert parse("the kabuki card before wagner's", table).status == "ask", "alone, asked"
    reading = parse(SAID, table)
    assert (reading.status, reading.action) == ("act", Place(2, 1))
    assert reading.confidence < 0.99


def test_two_loose_names_apart_place_nothing():
    """The same names with a card between them are not next to each other: nothing placed."""
    assert parse(SAID, _table(THEATRE, CINEMA, BAYREUTH, DISNEY)).status != "act"


def test_the_gap_score_stays_between_the_names_and_the_cap():
    """Two names at 0.88 and 0.85 make 0.98; an exact name beside a loose one keeps the loose
    one's score below an exact name's; one below the floor keeps the weaker score."""
    assert _neighbours(0.88, 0.85) == NEIGHBOURS_CAP
    assert 0.85 < _neighbours(0.75, 0.75) < NEIGHBOURS_CAP
    assert _neighbours(1.0, 0.8) == NEIGHBOURS_CAP
    assert _neighbours(1.0, 1.0) == 1.0
    below = NEIGHBOURS_FLOOR - 0.05
    assert _neighbours(0.95, below) == below
