"""Driving the voice game in the virtual room: start it as a process, read what it prints as
it comes, and answer each "(listening)" by speaking into the room.

Shared by the voice end-to-end tests (a whole game, against a computer player, the service
command, sound faults); a test only says what to answer and what to check.
"""

from __future__ import annotations

import queue
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from testkit.scripting import right_slot
from voice_game.engine import Game, replay
from voice_game.storage import load_game

from .room import ROOT, VOICES, say_into_room

EOF = "<eof>"
"""The line the reader puts after the game's last one."""
LISTENING = "(listening)"
CUE_SECONDS = 0.8
"""The listening cue plays, then the microphone opens: wait this long before speaking."""


RATE = "260"
"""The game's speech rate in the room tests (words per minute): quick, to save time."""


def room_options(config: Path, rate: str = RATE) -> list[str]:
    """The options that put the game in the virtual room: the default sound server's
    microphone and loudspeaker, a config file of its own, a quick voice."""
    options = ["--config", str(config), "--device", "pulse", "--output-device", "pulse"]
    return [*options, "--rate", rate]


class GameProcess:
    """The game (``python -m voice_game ARGS``, or the whole ``command``) as a process; its
    printed lines collected as they come (:attr:`transcript` holds every line read so far)."""

    def __init__(
        self,
        args: list[str],
        env: dict[str, str],
        *,
        stderr: int = subprocess.PIPE,
        command: list[str] | None = None,
    ):
        self.process = subprocess.Popen(
            command or [sys.executable, "-m", "voice_game", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=stderr,
            text=True,
            env=env,
            cwd=ROOT,
        )
        self.lines: queue.Queue[str] = queue.Queue()
        self.transcript: list[str] = []
        threading.Thread(target=self._pump, daemon=True).start()

    def _pump(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))
        self.lines.put(EOF)

    def next(self, seconds: float) -> str:
        """The next printed line (:data:`EOF` after the last); :class:`queue.Empty` if none
        comes within ``seconds``."""
        line = self.lines.get(timeout=seconds)
        self.transcript.append(line)
        return line

    def read_until(self, *texts: str, seconds: float = 60) -> str | None:
        """Read up to the first new line holding one of ``texts`` and return it; None when the
        game ends or ``seconds`` pass first."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                line = self.next(max(0.1, deadline - time.monotonic()))
            except queue.Empty:
                return None
            if line == EOF:
                return None
            if any(text in line for text in texts):
                return line
        return None

    def drain(self) -> None:
        """Move what is printed but not yet read into :attr:`transcript`."""
        while not self.lines.empty():
            self.transcript.append(self.lines.get())

    def stderr(self) -> str:
        """What the game wrote to standard error (once it has ended)."""
        return self.process.stderr.read() if self.process.stderr else ""

    def kill_if_running(self) -> None:
        if self.process.poll() is None:
            self.process.kill()


Answer = Callable[[str], str]
"""The words to say to a prompt (the last lines before "(listening)", joined)."""


def play_by_voice(game: GameProcess, room: str, answer: Answer, seconds: float = 600) -> list[str]:
    """Answer every "(listening)" of ``game`` by speaking ``answer(prompt)`` into the sink
    ``room``, in turn-taking voices, until the game ends; then wait for it to exit.

    Returns what was said, as "voice: words". Fails when the game is silent for two minutes.
    """
    said: list[str] = []
    recent: list[str] = []
    tries = 0
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            line = game.next(120)
        except queue.Empty:
            raise AssertionError(
                "the game said nothing for two minutes:\n"
                + "\n".join(game.transcript[-40:])
                + "\nsaid: "
                + repr(said)
            ) from None
        if line == EOF:
            break
        if line != LISTENING:
            recent.append(line)
            continue
        prompt = " ".join(recent[-6:])
        recent.clear()
        words = answer(prompt)
        if "did not" in prompt or "Sorry" in prompt:
            tries += 1
        voice = VOICES[(len(said) + tries) % len(VOICES)]
        time.sleep(CUE_SECONDS)
        say_into_room(room, words, voice=voice)
        said.append(f"{voice}: {words}")
    game.process.wait(timeout=60)
    return said


def play_to_the_end(game: GameProcess, room: str, answer: Answer) -> list[str]:
    """:func:`play_by_voice`, then check the game ended well (killed if it did not end)."""
    try:
        said = play_by_voice(game, room, answer)
    finally:
        game.kill_if_running()
    assert game.process.returncode == 0, "\n".join(game.transcript) + game.stderr()
    return said


def saved_game(save: Path) -> Game | None:
    """The game in the save file, replayed through the engine; None before there is one."""
    try:
        saved = load_game(save)
    except Exception:
        return None
    return replay(saved.setup, saved.actions)  # refused actions are in the save too


def placing_words(game: Game) -> str:
    """What a player who knows every year says to place the first card of their hand."""
    aliases = {card.id: card.aliases[0] for card in game.setup.cards}
    hand = game.hand(game.current_player)
    slot = right_slot(game, hand[0].id)
    card = "" if len(hand) == 1 else "card one "
    if slot == 0:
        return f"{card}at the start"
    if slot == len(game.chain):
        return f"{card}at the end"
    return f"{card}after the {aliases[game.chain[slot - 1].id]}"


def one_word_question(prompt: str) -> str | None:
    """The word of a one-word read-back ("Lucy?" gives "lucy"), or None; the game's notes in
    brackets ("(heard: lucy)") are not what it asked."""
    words = re.sub(r"\([^)]*\)", " ", prompt).split()
    if len(words) == 1 and words[0].endswith("?"):
        return words[0].rstrip("?").lower()
    return None
