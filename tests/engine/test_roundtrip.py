"""Round trips: an action to JSON and back is the same action; a game saved, loaded and
replayed gives the same events, for random games under every preset."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from voice_game.engine.actions import (
    Accept,
    Action,
    Doubt,
    IllegalActionError,
    Move,
    OrderStart,
    Place,
    Undo,
    action_from_dict,
    action_to_dict,
)
from voice_game.engine.events import Phase
from voice_game.engine.game import Game, Setup
from voice_game.engine.rules import preset
from voice_game.storage import load_game, replay_saved, save_game

from .conftest import make_cards

PRESETS = ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli")

actions = st.one_of(
    st.builds(Place, st.text(min_size=1, max_size=20), st.integers(0, 50)),
    st.builds(Move, st.integers(0, 50), st.integers(0, 50)),
    st.just(Doubt()),
    st.just(Accept()),
    st.builds(OrderStart, st.booleans()),
    st.just(Undo()),
)


@given(actions)
def test_an_action_survives_json(action: Action) -> None:
    text = json.dumps(action_to_dict(action))
    assert action_from_dict(json.loads(text)) == action


def _random_action(game: Game, draw: st.DrawFn) -> Action:
    """A plausible action for this moment, sometimes one the engine refuses."""
    if game.phase is Phase.ORDER_START:
        return OrderStart(draw(st.booleans()))
    if game.phase is Phase.FINAL:
        return draw(st.sampled_from([Doubt(), Accept()]))
    chain = len(game.chain)
    hand = game.hand(game.current_player)
    kind = draw(st.sampled_from(["place"] * 6 + ["doubt", "move", "undo"]))
    if kind == "doubt":
        return Doubt()
    if kind == "undo":
        return Undo()
    if kind == "move" and chain >= 2:
        return Move(draw(st.integers(0, chain - 1)), draw(st.integers(0, chain - 1)))
    card = draw(st.sampled_from([c.id for c in hand])) if hand else "none"
    return Place(card, draw(st.integers(0, chain)))


@st.composite
def played_games(draw: st.DrawFn) -> Game:
    rules = draw(st.sampled_from(PRESETS))
    players = ("Ann", "Ben", "Cara")[: draw(st.integers(2, 3))]
    game = Game(Setup(players, preset(rules), make_cards(), draw(st.integers(0, 10_000))))
    for _ in range(draw(st.integers(0, 60))):
        if game.phase is Phase.OVER:
            break
        with contextlib.suppress(IllegalActionError):  # a refusal is history too
            game.apply(_random_action(game, draw))
    return game


@settings(max_examples=40, deadline=None)
@given(game=played_games())
def test_save_load_and_replay_give_the_same_events(game: Game, tmp_path_factory) -> None:
    path: Path = tmp_path_factory.mktemp("save") / "game.json"
    save_game(path, "g1", game, ["test"])
    saved = load_game(path)
    assert saved.actions == game.history
    again = replay_saved(path, saved)
    assert [e.as_dict() for e in again.events] == [e.as_dict() for e in game.events]
    assert again.phase is game.phase and again.chain == game.chain
