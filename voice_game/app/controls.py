"""Buttons and keys for a speaker without a screen: push-to-talk, stop, repeat.

:class:`Controls` is the state they share with the game. The *talk* button (a GPIO button, or
a key) opens the microphone while it is held when push-to-talk is on: what is said from press
to release is the command (see :mod:`voice_game.speech.listening`); pressing it while the game
speaks also cuts the reading short. The *stop* button cuts a reading short; held for
:data:`HOLD_SECONDS` it asks the game to repeat. Hands-free listening stays the default: without
push-to-talk the buttons only stop and repeat.

The buttons and the terminal's keys are wired to it by :mod:`.buttons`. Keys: a terminal
cannot see a key being released, so a talk key opens the microphone for one command, which
the voice detector finds as hands-free, from the tap on (press, then speak); see
:data:`KEYS`.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from typing import Any

from voice_game.speech.listening import Block, Talk

__all__ = [
    "HOLD_SECONDS",
    "KEYS",
    "ButtonCommand",
    "ButtonError",
    "Controls",
    "act",
    "gated",
    "key_action",
]

HOLD_SECONDS = 1.0
"""How long the stop button is held to mean "repeat"."""

KEYS: dict[str, str] = {
    " ": "talk",
    "\x1b[6~": "talk",  # Page Down: a presenter's "next"
    "\x1b[C": "talk",  # right arrow
    "\n": "stop",
    "\r": "stop",
    "\x1b": "stop",  # Escape
    "s": "stop",
    "\x1b[5~": "stop",  # Page Up: a presenter's "back"
    "\x1b[D": "stop",  # left arrow
    "r": "repeat",
    "b": "repeat",  # a presenter's "blank screen" key
    ".": "repeat",
}
"""Key (as the terminal sends it) -> what it does."""


def key_action(key: str) -> str | None:
    """``talk``, ``stop`` or ``repeat`` for a key as the terminal sends it; None if unused."""
    return KEYS.get(key if key.startswith("\x1b") else key.lower())


class ButtonCommand(Exception):  # noqa: N818 - a request, not an error
    """Raised out of listening when a button asked for a command (e.g. ``repeat``)."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


class ButtonError(RuntimeError):
    """The GPIO buttons cannot be used; the message says what to do."""


class Controls:
    """What the buttons and keys ask for, shared by their threads and the game."""

    def __init__(self, *, push_to_talk: bool = False) -> None:
        self.push_to_talk = push_to_talk
        self._held = threading.Event()
        self._tapped = threading.Event()
        self._commands: queue.Queue[str] = queue.Queue()
        self._on_stop: list[Callable[[], None]] = []
        self.buttons: list[Any] = []
        """The gpiozero buttons feeding these controls (kept so they stay alive)."""

    # --- the buttons' and keys' side ---------------------------------------------------------
    def talk_pressed(self) -> None:
        """The talk button went down: open the microphone, and cut any reading short."""
        self._held.set()
        self._stop_reading()

    def talk_released(self) -> None:
        """The talk button came up: close the microphone."""
        self._held.clear()

    def talk_tapped(self) -> None:
        """A talk key: open the microphone for one command, and cut any reading short."""
        self._tapped.set()
        self._stop_reading()

    def stop_pressed(self) -> None:
        """Cut the current reading short."""
        self._stop_reading()

    def repeat(self) -> None:
        """Ask the game to say again what it said last."""
        self._stop_reading()
        self._commands.put("repeat")

    def ask(self, kind: str) -> None:
        """Ask the game for ``kind`` as a button would, without cutting a reading short
        (a tap on the companion page waiting: ``screen-tap``)."""
        self._commands.put(kind)

    # --- the game's side ---------------------------------------------------------------------
    def on_stop(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` whenever a reading is to be cut short."""
        self._on_stop.append(callback)

    @property
    def talk(self) -> Talk:
        """The talk key as the listening loop reads it: held, tapped (open for one command)
        or up."""
        if self._held.is_set():
            return "held"
        return "tapped" if self._tapped.is_set() else "up"

    def utterance_ended(self) -> None:
        """One command was heard: a talk key's opening is used up."""
        self._tapped.clear()

    def take_command(self) -> str | None:
        """The next command a button asked for, if any."""
        try:
            return self._commands.get_nowait()
        except queue.Empty:
            return None

    def _stop_reading(self) -> None:
        for callback in self._on_stop:
            callback()


def gated(blocks: Iterable[Block], controls: Controls) -> Iterator[Block]:
    """The buttons over the listening loop's audio blocks: with push-to-talk each block is
    marked with the talk key's state (:attr:`Block.talk`; the loop decodes only what the key
    opens, and learns the room from the rest); a command a button asked for (``repeat``) ends
    listening by raising :class:`ButtonCommand`."""
    for block in blocks:
        command = controls.take_command()
        if command is not None:
            raise ButtonCommand(command)
        yield replace(block, talk=controls.talk) if controls.push_to_talk else block


def act(controls: Controls, action: str | None) -> None:
    """Do what a key asked for."""
    if action == "talk":
        controls.talk_tapped()
    elif action == "stop":
        controls.stop_pressed()
    elif action == "repeat":
        controls.repeat()
