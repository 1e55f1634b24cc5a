"""Card names made only of words that usually glue a sentence together ("okay", "let it
go", "can can"): the decks hold three, and trimming the glue must not leave them unnamed.
"""

from __future__ import annotations

import pytest

from voice_game.intent import CardName, Place, TurnContext, parse

OK = CardName("The abbreviation OK first appears in print, in a Boston newspaper", ("okay",))
FROZEN = CardName("Disney's Frozen is released", ("let it go",))
CANCAN = CardName("Offenbach's Orpheus in the Underworld premieres with a can-can", ("can can",))
WORD = CardName("Microsoft Word is first released", ("microsoft word",))
TABLE = TurnContext(chain=(OK, CANCAN), hand=(WORD, FROZEN), players=("Ann", "Ben"), current="Ann")


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        ("the microsoft word before the okay", Place(0, 0)),
        ("microsoft word before ok", Place(0, 0)),
        ("microsoft word after OK", Place(0, 1)),
        ("let it go after the can can", Place(1, 2)),
        ("let it go between okay and can-can", Place(1, 1)),
        ("put let it go at the end", Place(1, 2)),
    ],
)
def test_a_name_of_glue_words_names_its_card(said: str, expected: Place) -> None:
    reading = parse(said, TABLE)
    assert (reading.status, reading.action) == ("act", expected)


@pytest.mark.parametrize("said", ["i think it goes before the okay", "okay", "let it go"])
def test_glue_alone_still_names_no_hand_card(said: str) -> None:
    # "it" is not "let it go": with no hand card named, the game asks which one
    assert parse(said, TABLE).status != "act"
