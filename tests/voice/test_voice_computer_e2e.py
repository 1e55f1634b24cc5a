"""One person against a computer player, by audio alone in the virtual room, to the end.

The person is an espeak-ng voice speaking into the ``room`` sink; set-up is by voice too
("one" player, a name, then "start" to the one set-up question: a person alone always gets
one computer player). The computer player moves by itself and
speaks in its own voice; the test checks the game through its event log and what it printed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from voice_game.engine import Game, Phase, judge_chain

from .driver import (
    GameProcess,
    one_word_question,
    placing_words,
    play_to_the_end,
    room_options,
    saved_game,
)
from .room import ROOT

DECK = ROOT / "tests" / "data" / "test-deck.toml"


def _words(game: Game) -> str:
    """What a person who knows every year says now."""
    spans = {card.id: card.span for card in game.setup.cards}
    chain_right = judge_chain([spans[card.id] for card in game.chain]).correct
    if game.phase is Phase.ORDER_START:
        return "keep" if chain_right else "swap"
    if game.phase is Phase.FINAL:
        return "accept" if chain_right else "i doubt"
    if game.can_doubt and not chain_right:
        return "i doubt"
    return placing_words(game)


def test_one_person_against_a_computer_player_by_voice(tmp_path: Path, virtual_room, model_path):
    rules = tmp_path / "small.toml"
    rules.write_text('preset = "lifestyle"\nhand_size = 3\n')
    save, log = tmp_path / "save.json", tmp_path / "events.jsonl"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path))
    options = ["--rules", str(rules), "--deck", str(DECK), "--seed", "8", "--level", "expert"]
    options += ["--pause", "0.2", "--save", str(save), "--events", str(log)]
    game_process = GameProcess(["play", *options, *room_options(tmp_path / "c.toml")], env)

    def answer(prompt: str) -> str:
        game = saved_game(save)
        if "How many players" in prompt:
            return "one"
        if "first name" in prompt:
            return "peter"
        readback = one_word_question(prompt)
        if game is None and readback is not None:
            # the game reads back the name or count it heard ("Peter?"): confirm only the right one
            return "yes" if readback in ("peter", "one") else "no"
        if "what to change" in prompt and game is None:
            return "start"  # the one set-up question: a person alone has a computer player
        if game is None and prompt.endswith("?"):
            return "yes"  # a set-up answer heard faintly, read back
        if game is not None and game.phase is not Phase.OVER and prompt.rstrip().endswith("?"):
            return "yes"  # a read-back ("Stonehenge after the first?")
        if game is not None:
            return "quit" if game.phase is Phase.OVER else _words(game)
        return "help"

    said = play_to_the_end(game_process, virtual_room.room, answer)
    transcript = game_process.transcript
    output = "\n".join(transcript)
    records = [json.loads(line) for line in log.read_text().splitlines()]
    dealt = {r["player"]: (r["computer"], r["level"]) for r in records if r["type"] == "dealt"}
    assert dealt == {"Peter": (False, None), "Ada": (True, "expert")}, said
    assert records[-1]["type"] == "won", (said, output[-3000:])
    computer_moves = [r for r in records if r["type"] == "placed" and r["player"] == "Ada"]
    assert computer_moves, output[-3000:]
    assert any(line.startswith("Ada: ") for line in transcript), output[-3000:]
    assert "wins the game" in output
