"""A corpus of broken deck files: each is refused whole, with the file named, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from voice_game.decks import DeckError, load_deck, loading

HEAD = 'id = "mini"\nname = "Mini"\n'


def card(**fields: object) -> str:
    """One [[cards]] table; a field given as None is left out."""
    values: dict[str, object] = {
        "id": '"m-one"',
        "event": '"Apollo 11 lands on the Moon"',
        "year": '"1969"',
        "source": '"Wikipedia: Apollo 11"',
    }
    values.update(fields)
    body = "".join(f"{key} = {value}\n" for key, value in values.items() if value is not None)
    return "[[cards]]\n" + body


GOOD = HEAD + card()

CORPUS: dict[str, bytes | str] = {
    "empty file": "",
    "only spaces": "   \n\n",
    "not TOML": "this is not a deck\n",
    "binary garbage": bytes(range(256)) * 4,
    "latin-1 text": (HEAD + card(event='"Café opens in Paris"')).encode("latin-1"),
    "UTF-16 text": GOOD.encode("utf-16"),
    "NUL byte": GOOD.replace("Moon", "Mo\x00on"),
    "deep array nesting": "x = " + "[" * 50_000 + "]" * 50_000,
    "deep table nesting": "x = " + "{a = " * 50_000 + "1" + "}" * 50_000,
    "unterminated string": HEAD + '[[cards]]\nid = "m-one\n',
    "duplicate TOML key": HEAD + card() + 'id = "again"\n',
    "no cards": HEAD,
    "no cards at all, empty list": HEAD + "cards = []\n",
    "cards is a number": HEAD + "cards = 5\n",
    "cards is a table": HEAD + "[cards]\nx = 1\n",
    "cards are strings": HEAD + 'cards = ["a", "b"]\n',
    "deck id missing": 'name = "Mini"\n' + card(),
    "deck name missing": 'id = "mini"\n' + card(),
    "unknown top-level field": HEAD + 'colour = "red"\n' + card(),
    "card id missing": HEAD + card(id=None),
    "card event missing": HEAD + card(event=None),
    "card year missing": HEAD + card(year=None),
    "card source missing": HEAD + card(source=None),
    "card id uppercase": HEAD + card(id='"M-One"'),
    "card id with spaces": HEAD + card(id='"m one"'),
    "card id a number": HEAD + card(id="5"),
    "card id too long": HEAD + card(id='"' + "m" * 81 + '"'),
    "event too short": HEAD + card(event='"ab"'),
    "event only spaces": HEAD + card(event='"     "'),
    "event too long": HEAD + card(event='"' + "word " * 60 + '"'),
    "year zero": HEAD + card(year='"0"'),
    "year not a year": HEAD + card(year='"abc"'),
    "year of 5000 digits": HEAD + card(year='"' + "9" * 5000 + '"'),
    "year as an integer": HEAD + card(year="1969"),
    "year range backwards": HEAD + card(year='"1990-1980"'),
    "duplicate card id": HEAD + card() + card(event='"Bell patents the telephone"'),
    "unknown card field": HEAD + card(colour='"red"'),
    "empty alias": HEAD + card(aliases='["moon", " "]'),
    "aliases not a list": HEAD + card(aliases='"moon"'),
    "alias too long": HEAD + card(aliases='["' + "moon " * 50 + '"]'),
    "too many aliases": HEAD + card(aliases="[" + ", ".join(f'"a{i}"' for i in range(31)) + "]"),
    "note too long": HEAD + card(note='"' + "n" * 2001 + '"'),
    "source too long": HEAD + card(source='"' + "s" * 2001 + '"'),
    "source too short": HEAD + card(source='"ab"'),
    "terminal escape in an event": HEAD + card(event='"The chain is correct\\u001b[2J"'),
    "newline in an event": HEAD + card(event='"Moon\\nThe chain is correct."'),
    "control character in an alias": HEAD + card(aliases='["moon\\u0007"]'),
}


def write(tmp_path: Path, content: bytes | str) -> Path:
    path = tmp_path / "broken.toml"
    path.write_bytes(content.encode("utf-8") if isinstance(content, str) else content)
    return path


def test_the_corpus_is_large():
    assert len(CORPUS) >= 40


@pytest.mark.parametrize("name", list(CORPUS))
def test_a_broken_deck_is_refused_naming_the_file(tmp_path, name):
    path = write(tmp_path, CORPUS[name])
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    assert str(caught.value).startswith(str(path))


def test_a_byte_order_mark_is_accepted(tmp_path):
    deck = load_deck(write(tmp_path, b"\xef\xbb\xbf" + GOOD.encode()))
    assert [c.id for c in deck.cards] == ["m-one"]


def test_too_many_cards_are_refused(tmp_path, monkeypatch):
    monkeypatch.setattr(loading, "MAX_CARDS", 2)
    path = write(tmp_path, HEAD + "".join(card(id=f'"m-{i}"') for i in range(3)))
    with pytest.raises(DeckError, match="at most 2"):
        load_deck(path)


def test_a_file_too_large_is_refused_without_reading_it_all(tmp_path):
    path = tmp_path / "huge.toml"
    with path.open("wb") as stream:
        stream.truncate(loading.MAX_DECK_BYTES + 10)
    with pytest.raises(DeckError, match="larger than"):
        load_deck(path)


def _special(tmp_path: Path, kind: str) -> Path:
    if kind == "folder":
        (tmp_path / "folder.toml").mkdir()
        return tmp_path / "folder.toml"
    if kind == "inside a file":
        (tmp_path / "file").write_text("x")
        return tmp_path / "file" / "deck.toml"
    if kind == "pipe":
        os.mkfifo(tmp_path / "pipe.toml")
        return tmp_path / "pipe.toml"
    if kind == "broken link":
        (tmp_path / "link.toml").symlink_to(tmp_path / "nowhere.toml")
        return tmp_path / "link.toml"
    return Path("/dev/zero")


@pytest.mark.parametrize(
    ("kind", "reason"),
    [
        ("folder", "is a folder"),
        ("inside a file", "cannot be read"),
        # refused by what the file is, before it is opened: a pipe would block the open and
        # a device would be read without end
        ("pipe", "not a regular file"),
        ("broken link", "no such deck file"),
        ("device", "not a regular file"),
    ],
)
def test_a_deck_path_that_is_not_a_file_is_refused_at_once(tmp_path, kind, reason):
    path = _special(tmp_path, kind)
    with pytest.raises(DeckError) as caught:
        load_deck(path)
    assert str(caught.value).startswith(f"{path}: {reason}")


@pytest.mark.parametrize("name", ["deep array nesting", "binary garbage", "card year missing"])
def test_the_game_refuses_a_broken_deck_without_a_traceback(tmp_path, name):
    path = write(tmp_path, CORPUS[name])
    result = subprocess.run(
        [sys.executable, "-m", "voice_game", "play", "--text", "--players", "Ann,Ben"]
        + ["--rules", "lifestyle", "--deck", str(path), "--save", str(tmp_path / "s.json")],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(str(path))
