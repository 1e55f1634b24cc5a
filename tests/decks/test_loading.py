from pathlib import Path

import pytest

from voice_game.decks import DeckError, load_deck, load_decks

GOOD = """
id = "mini"
name = "Mini"
[[cards]]
id = "m-moon"
event = "Apollo 11 lands on the Moon"
year = "1969"
aliases = ["moon landing"]
source = "Wikipedia: Apollo 11"
[[cards]]
id = "m-tel"
event = "Bell patents the telephone"
year = "1876"
source = "Wikipedia: Telephone"
"""


def write(tmp_path: Path, text: str, name: str = "mini.toml") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def test_a_good_deck_loads(tmp_path):
    deck = load_deck(write(tmp_path, GOOD))
    assert [card.id for card in deck.cards] == ["m-moon", "m-tel"]
    assert deck.cards[0].span.earliest == 1969 and deck.cards[0].aliases == ("moon landing",)


@pytest.mark.parametrize(
    ("change", "card", "field"),
    [
        (('year = "1876"', 'year = "yesteryear"'), "card 2 (id 'm-tel')", "year"),
        (('source = "Wikipedia: Telephone"\n', ""), "card 2 (id 'm-tel')", "source"),
        (('id = "m-tel"', 'id = "M Tel"'), "card 2 (id 'M Tel')", "id"),
        (('event = "Bell patents the telephone"', 'event = ""'), "card 2 (id 'm-tel')", "event"),
        (('year = "1876"', 'year = "1876"\nyaer = "1"'), "card 2 (id 'm-tel')", "yaer"),
    ],
)
def test_a_broken_card_names_file_card_and_field(tmp_path, change, card, field):
    path = write(tmp_path, GOOD.replace(*change))
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    message = str(caught.value)
    assert str(path) in message and card in message and f"field '{field}'" in message
    assert "nothing was loaded" in message


def test_duplicate_ids_and_bad_toml(tmp_path):
    with pytest.raises(DeckError, match="the same id as card 1"):
        load_deck(write(tmp_path, GOOD.replace('id = "m-tel"', 'id = "m-moon"')))
    with pytest.raises(DeckError, match="not valid TOML"):
        load_deck(write(tmp_path, GOOD + "[[cards"))
    with pytest.raises(DeckError, match="no such deck file"):
        load_deck(tmp_path / "missing.toml")


def test_mixing_decks_refuses_shared_ids(tmp_path):
    a = write(tmp_path, GOOD, "a.toml")
    b = write(tmp_path, GOOD.replace('"mini"', '"other"'), "b.toml")
    with pytest.raises(DeckError, match="also used in"):
        load_decks([str(a), str(b)])
