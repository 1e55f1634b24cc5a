"""A whole short game played by audio alone, in the virtual room, with the real model.

The players are espeak-ng voices speaking into the ``room`` sink; the game hears them through
sounddevice and Vosk, speaks through espeak-ng to the ``speaker`` sink, and the test checks
the game through its event log. The test decides what to say from the game's save file
(replayed through the engine) so it always says something sensible.
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
from voice_game.engine.game import Game, replay
from voice_game.engine.judge import judge_chain
from voice_game.storage import load_game

from .room import ROOT, VOICES, say_into_room

DECK = ROOT / "tests" / "data" / "test-deck.toml"


def _replay(save: Path) -> Game | None:
    try:
        saved = load_game(save)
    except Exception:
        return None
    return replay(saved.setup, saved.actions)  # refused actions are in the save too


def _right_slot(game: Game, card_id: str) -> int:
    spans = {card.id: card.span for card in game.setup.cards}
    chain = [card.id for card in game.chain]
    for slot in range(len(chain) + 1):
        ids = chain[:slot] + [card_id] + chain[slot:]
        if judge_chain([spans[i] for i in ids]).correct:
            return slot
    return len(chain)


def _words_for(game: Game, doubted: bool) -> str:
    aliases = {card.id: card.aliases[0] for card in game.setup.cards}
    if game.phase is Phase.ORDER_START:
        first, second = (card.id for card in game.chain)
        spans = {card.id: card.span for card in game.setup.cards}
        return "keep" if judge_chain([spans[first], spans[second]]).correct else "swap"
    if game.phase is Phase.FINAL:
        return "accept"
    if not doubted and game.can_doubt:
        return "i doubt"
    hand = game.hand(game.current_player)
    slot = _right_slot(game, hand[0].id)
    card = "" if len(hand) == 1 else "card one "
    if slot == 0:
        return f"{card}at the start"
    if slot == len(game.chain):
        return f"{card}at the end"
    return f"{card}after the {aliases[game.chain[slot - 1].id]}"


def test_a_whole_game_by_voice(tmp_path, virtual_room, model_path):
    rules = tmp_path / "small.toml"
    rules.write_text('preset = "lifestyle"\nhand_size = 2\n')
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
            "21",
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
    doubted = False
    tries = 0
    recent: list[str] = []
    deadline = time.monotonic() + 600
    try:
        while time.monotonic() < deadline:
            try:
                line = lines.get(timeout=120)
            except queue.Empty:
                raise AssertionError(
                    "the game said nothing for two minutes:\n"
                    + "\n".join(transcript[-40:])
                    + "\nsaid: "
                    + repr(said)
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
            if "Anyone else?" in prompt:
                words = "no"
            elif "Fewer cards for anyone?" in prompt:
                words = "deal one card to mary"
            elif "How many players" in prompt:
                words = "two"
            elif "Player 1, your first name" in prompt:
                words = "peter"
            elif "Player 2, your first name" in prompt:
                words = "mary"
            elif "yes or no" in prompt and game is None:
                # the game reads back the name it heard: confirm only the right one
                asked = prompt.rsplit("yes or no", 1)[0].strip(" ,").split()[-1].lower()
                words = "yes" if asked in ("peter", "mary") else "no"
            elif "add a computer player" in prompt:
                words = "start"
            elif "Did you mean" in prompt or "Which card" in prompt:
                words = "yes" if "Did you mean" in prompt else "one"
            elif game is not None:
                if game.phase is Phase.OVER:
                    words = "quit"
                else:
                    words = _words_for(game, doubted)
                    doubted = doubted or words == "i doubt"
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
    kinds = [record["type"] for record in records]
    assert records[0]["players"] == ["Peter", "Mary"], said
    assert records[0]["hand_sizes"] == [2, 1], said  # Mary asked for one card, by voice
    assert "doubted" in kinds and "revealed" in kinds, said
    assert kinds[-1] == "won", (said, output[-3000:])
    assert "wins the game" in output
    assert any(line.startswith("(heard: ") for line in transcript)
