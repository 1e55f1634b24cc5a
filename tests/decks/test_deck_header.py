"""A deck's id, name and description are checked like its cards: no control character, no
escape code, no bidirectional override ever reaches the terminal or the voice from a deck."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from voice_game.decks import DeckError, load_deck

CARD = (
    '[[cards]]\nid = "m-one"\nevent = "Apollo 11 lands on the Moon"\nyear = "1969"\n'
    'source = "Wikipedia: Apollo 11"\n'
)
ROOT = Path(__file__).resolve().parents[2]

HOSTILE = {
    "ESC in the name (clears the screen)": ('"mini"', '"\\u001b[2JEvil"', '""', "name", "U+001B"),
    "CSI (C1) in the name": ('"mini"', '"Evil\\u009b2J"', '""', "name", "U+009B"),
    "bidi override in the name": ('"mini"', '"Mini \\u202eliveD"', '""', "name", "U+202E"),
    "BEL in the description": ('"mini"', '"Mini"', '"Ding\\u0007"', "description", "U+0007"),
    "line break in the description": ('"mini"', '"Mini"', '"one\\ntwo"', "description", "U+000A"),
    "escape code in the id": ('"mini\\u001b[2J"', '"Mini"', '""', "id", "lowercase"),
    "spaces and capitals in the id": ('"My Deck"', '"Mini"', '""', "id", "lowercase"),
    "a name of 500 letters": ('"mini"', '"' + "N" * 500 + '"', '""', "name", "80"),
}


def deck_file(tmp_path: Path, deck_id: str, name: str, description: str) -> Path:
    path = tmp_path / "hostile.toml"
    path.write_text(
        f"id = {deck_id}\nname = {name}\ndescription = {description}\n{CARD}", encoding="utf-8"
    )
    return path


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_a_hostile_deck_header_is_refused_naming_file_field_and_problem(
    tmp_path: Path, case: str
) -> None:
    deck_id, name, description, field, detail = HOSTILE[case]
    path = deck_file(tmp_path, deck_id, name, description)
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    message = str(caught.value)
    assert str(path) in message
    assert f"field '{field}'" in message
    assert detail in message
    assert all(line.isprintable() for line in message.splitlines())


def test_a_clean_header_still_loads(tmp_path: Path) -> None:
    deck = load_deck(deck_file(tmp_path, '"mini-2"', '"Mini: Words & Pictures"', '"Café."'))
    assert (deck.id, deck.name, deck.description) == ("mini-2", "Mini: Words & Pictures", "Café.")


def test_check_deck_never_prints_a_raw_escape(tmp_path: Path) -> None:
    path = deck_file(tmp_path, '"evil"', '"\\u001b[2JEvil"', '"A \\u202edeck"')
    result = subprocess.run(
        [sys.executable, "-m", "voice_game", "check-deck", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 1, output
    assert "field 'name': holds a control character" in output, output
    assert "field 'description': holds a control character" in output, output
    assert "\x1b" not in output and "\u202e" not in output, output
