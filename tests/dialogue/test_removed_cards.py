"""A game saved before cards were taken out of a deck resumes as it was saved.

pb-colosseum, pb-globe-fire, pb-mousetrap (Pens and Brushes), sb-sydney-opera and sb-walkman
(Showbizz) were removed from the decks after games had been saved with them. A save holds the
cards themselves (text, year, short names), not references into the decks, so such a game goes
on with those cards by keyboard and by voice, and nothing is changed or lost. The save here is
a real one, written by the game from the decks as they were (today's deck files with the five
cards put back, text as it was), and naming the decks by id as a save of that time did.
"""

from __future__ import annotations

import json
from pathlib import Path

from testkit.scripting import play
from voice_game.dialogue.hear import context_from_json
from voice_game.dialogue.session import Session
from voice_game.engine import Card
from voice_game.heard import Heard
from voice_game.storage import load_game, replay_saved

from ..decks.removed_cards import REMOVED

DECKS = Path(__file__).resolve().parents[2] / "decks"

GONE = {"pb-colosseum", "pb-globe-fire", "pb-mousetrap", "sb-sydney-opera", "sb-walkman"}
SEED = 15
"""A deal in which Ann, who begins, holds a card that is gone from today's decks."""


def old_save(tmp_path: Path) -> Path:
    """A game saved from the decks as they were, with no move made yet."""
    decks = []
    for name, cards in REMOVED.items():
        old = tmp_path / f"{name}.toml"
        old.write_text((DECKS / f"{name}.toml").read_text(encoding="utf-8") + cards, "utf-8")
        decks += ["--deck", str(old)]
    save = tmp_path / "game.json"
    args = ["--players", "Ann,Ben", "--rules", "lifestyle", "--seed", str(SEED), *decks]
    made = play([*args, "--save", str(save)], "quit\n", tmp_path)
    assert made.returncode == 0, made.stderr
    data = json.loads(save.read_text())
    data["decks"] = list(REMOVED)  # a save of that time named its decks by id
    save.write_text(json.dumps(data, indent=1))
    assert GONE.issubset(card["id"] for card in data["cards"])
    return save


def gone_in_hand(save: Path) -> tuple[int, Card]:
    """The first card of the current player's hand that today's decks no longer have, and its
    number in the hand (as the game reads the hand out)."""
    game = replay_saved(save, load_game(save))
    hand = game.hand(game.current_player)
    return next((n, card) for n, card in enumerate(hand, 1) if card.id in GONE)


def test_the_removed_cards_are_no_longer_in_the_decks() -> None:
    for name in REMOVED:
        text = (DECKS / f"{name}.toml").read_text(encoding="utf-8")
        assert not any(f'"{card}"' in text for card in GONE), name


def test_resumed_by_keyboard_a_removed_card_is_played_as_saved(tmp_path: Path) -> None:
    save = old_save(tmp_path)
    cards_before = json.loads(save.read_text())["cards"]
    number, card = gone_in_hand(save)
    log = tmp_path / "events.jsonl"
    result = play(
        ["--resume", "--save", str(save), "--events", str(log)],
        f"card {number} at the end\nquit\n",
        tmp_path,
    )
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr and result.stderr == ""
    assert "The saved game goes on" in result.stdout
    assert "Ann puts the" in result.stdout, result.stdout
    data = json.loads(save.read_text())
    assert data["cards"] == cards_before, "the game's cards are the ones it was saved with"
    assert data["actions"][-1] == {"action": "place", "card": card.id, "slot": 1}
    placed = [json.loads(line) for line in log.read_text().splitlines()]
    assert any(
        e["type"] == "placed" and e["card"]["id"] == card.id for e in placed if "card" in e
    ), placed


def test_the_continue_question_resumes_it_unchanged(tmp_path: Path) -> None:
    save = old_save(tmp_path)
    before = save.read_text()
    result = play(["--players", "Ann,Ben", "--save", str(save)], "continue\nquit\n", tmp_path)
    assert result.returncode == 0, result.stderr
    assert "There is an unfinished game of Ann and Ben, in round 1." in result.stdout
    assert "The saved game goes on" in result.stdout
    assert json.loads(save.read_text())["cards"] == json.loads(before)["cards"]
    assert sorted(save.parent.glob("game-*.json")) == []


def test_by_voice_a_removed_card_is_understood_by_its_short_name(tmp_path: Path) -> None:
    """The voice game listens for the cards of the game (from the save), so the short name
    of a removed card is still heard as that card."""
    save = old_save(tmp_path)
    _, card = gone_in_hand(save)
    session = Session(replay_saved(save, load_game(save)), voice=True)
    assert any(held.aliases == card.aliases for held in session.context().hand)
    said = f"{card.aliases[0]} at the end"
    words = tuple((word, 0.95) for word in said.split())
    reply = session.handle(Heard(said, words, start=0.0, end=1.5))
    placed = [e for e in reply.events if e.type == "placed"]
    assert placed and placed[0].card.id == card.id, reply.lines


def test_hear_takes_the_text_of_a_removed_card() -> None:
    """``hear`` with the event text of a removed card: the card by its text, no short names
    (the installed decks no longer know it), and no error."""
    context = context_from_json(
        {
            "chain": ["Queen Elizabeth II opens the Sydney Opera House"],
            "hand": ["Sony launches the Walkman portable cassette player"],
            "players": ["Ann", "Ben"],
        }
    )
    assert context.hand[0].event == "Sony launches the Walkman portable cassette player"
    assert context.hand[0].aliases == () and context.chain[0].aliases == ()
