"""One person against a computer player, by audio alone in the virtual room, to the end.

The person is an espeak-ng voice speaking into the ``room`` sink; set-up is by voice too
("one" player, a name, no fewer cards, then "add a computer player" is answered by "start":
a person alone always gets one computer player). The computer player moves by itself and
speaks in its own voice; the test checks the game through its event log and what it printed.
"""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

from voice_game.engine.events import Phase
from voice_game.engine.game import Game
from voice_game.engine.judge import judge_chain

from .room import ROOT, VOICES, say_into_room
from .test_voice_game_e2e import _replay, _right_slot

DECK = ROOT / "tests" / "data" / "test-deck.toml"


def _words(game: Game) -> str:
    """What a person who knows every year says now."""
    spans = {card.id: card.span for card in game.setup.cards}
    aliases = {card.id: card.aliases[0] for card in game.setup.cards}
    chain_right = judge_chain([spans[card.id] for card in game.chain]).correct
    if game.phase is Phase.ORDER_START:
        return "keep" if chain_right else "swap"
    if game.phase is Phase.FINAL:
        return "accept" if chain_right else "i doubt"
    if game.can_doubt and not chain_right:
        return "i doubt"
    hand = game.hand(game.current_player)
    slot = _right_slot(game, hand[0].id)
    card = "" if len(hand) == 1 else "card one "
    if slot == 0:
        return f"{card}at the start"
    if slot == len(game.chain):
        return f"{card}at the end"
    return f"{card}after the {aliases[game.chain[slot - 1].id]}"


def test_one_person_against_a_computer_player_by_voice(tmp_path: Path, virtual_room, model_path):
    rules = tmp_path / "small.toml"
    rules.write_text('preset = "lifestyle"\nhand_size = 3\n')
    save, log = tmp_path / "save.json", tmp_path / "events.jsonl"
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path))
    game_process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "voice_game",
            "play",
            "--rules",
            str(rules),
            "--deck",
            str(DECK),
            "--seed",
            "8",
            "--level",
            "expert",
            "--pause",
            "0.2",
            "--save",
            str(save),
            "--events",
            str(log),
            "--config",
            str(tmp_path / "c.toml"),
            "--device",
            "pulse",
            "--output-device",
            "pulse",
            "--rate",
            "260",
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
    )
    lines: queue.Queue[str] = queue.Queue()
    transcript: list[str] = []

    def pump() -> None:
        assert game_process.stdout is not None
        for line in game_process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put("<eof>")

    threading.Thread(target=pump, daemon=True).start()
    said: list[str] = []
    recent: list[str] = []
    tries = 0
    deadline = time.monotonic() + 600
    try:
        while time.monotonic() < deadline:
            try:
                line = lines.get(timeout=120)
            except queue.Empty:
                raise AssertionError(
                    "the game said nothing for two minutes:\n" + "\n".join(transcript[-40:])
                ) from None
            transcript.append(line)
            if line == "<eof>":
                break
            if line != "(listening)":
                recent.append(line)
                continue
            prompt = " ".join(recent[-6:])
            recent.clear()
            game = _replay(save)
            if "How many players" in prompt:
                words = "one"
            elif "first name" in prompt:
                words = "peter"
            elif "yes or no" in prompt.lower() and game is None:
                # the game reads back the name it heard: confirm only the right one
                asked = prompt.lower().rsplit("yes or no", 1)[0].replace("say", "")
                words = "yes" if asked.strip(" ,?.").split()[-1:] == ["peter"] else "no"
            elif "Fewer cards for anyone?" in prompt:
                words = "no"
            elif "add a computer player" in prompt:
                words = "start"
            elif "Did you mean" in prompt:
                words = "yes"
            elif game is not None:
                words = "quit" if game.phase is Phase.OVER else _words(game)
            else:
                words = "help"
            if "did not" in prompt or "Sorry" in prompt:
                tries += 1
            voice = VOICES[(len(said) + tries) % len(VOICES)]
            time.sleep(0.8)  # the listening cue plays, then the microphone opens
            say_into_room(virtual_room.room, words, voice=voice)
            said.append(f"{voice}: {words}")
        game_process.wait(timeout=60)
    finally:
        if game_process.poll() is None:
            game_process.kill()
    output = "\n".join(transcript)
    assert game_process.returncode == 0, output + (
        game_process.stderr.read() if game_process.stderr else ""
    )
    records = [json.loads(line) for line in log.read_text().splitlines()]
    dealt = {r["player"]: (r["computer"], r["level"]) for r in records if r["type"] == "dealt"}
    assert dealt == {"Peter": (False, None), "Ada": (True, "expert")}, said
    assert records[-1]["type"] == "won", (said, output[-3000:])
    computer_moves = [r for r in records if r["type"] == "placed" and r["player"] == "Ada"]
    assert computer_moves, output[-3000:]
    assert any(line.startswith("Ada: ") for line in transcript), output[-3000:]
    assert "wins the game" in output
