"""A turn driven by buttons, in the virtual room with the real model: gpiozero's mock pins
stand in for the GPIO header; everything else is the real game (``voice-game play
--push-to-talk --talk-pin 17 --stop-pin 27``), its microphone, recogniser and voice.

The stop button cuts the opening short; a command spoken while the talk button is up is not
heard; holding stop makes the game repeat; a move spoken while talk is held is played."""

from __future__ import annotations

import queue
import sys
import threading
import time

import pytest
from gpiozero import Device
from gpiozero.pins.mock import MockFactory

from voice_game.app.parser import play_options
from voice_game.speech.voice import render
from voice_game.spoken import spoken

from .driver import CUE_SECONDS, RATE, room_options, saved_game
from .room import ROOT, say_into_room
from .test_voice_game_e2e import _words_for

DECK = ROOT / "tests" / "data" / "test-deck.toml"


class Lines:
    """A stand-in for standard output that hands each printed line to the test."""

    def __init__(self) -> None:
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self._part = ""

    def write(self, text: str) -> int:
        self._part += text
        while "\n" in self._part:
            line, self._part = self._part.split("\n", 1)
            self.lines.put(line)
        return len(text)

    def flush(self) -> None:
        pass

    def isatty(self) -> bool:
        return False

    def next(self, seconds: float = 60.0) -> str:
        try:
            line = self.lines.get(timeout=seconds)
        except queue.Empty:
            pytest.fail("the game said nothing:\n" + "\n".join(self.seen[-30:]))
        self.seen.append(line)
        return line

    def until(self, wanted: str, seconds: float = 90.0) -> list[str]:
        deadline = time.monotonic() + seconds
        got: list[str] = []
        while time.monotonic() < deadline:
            got.append(self.next(max(0.1, deadline - time.monotonic())))
            if wanted in got[-1]:
                return got
        pytest.fail(f"never saw {wanted!r}:\n" + "\n".join(self.seen[-30:]))

    def quiet_for(self, seconds: float) -> list[str]:
        got: list[str] = []
        deadline = time.monotonic() + seconds
        while (left := deadline - time.monotonic()) > 0:
            try:
                got.append(self.lines.get(timeout=left))
            except queue.Empty:
                break
            self.seen.append(got[-1])
        return got


def press(pin, seconds: float = 0.05) -> None:
    pin.drive_low()  # a button joins its pin to ground
    time.sleep(seconds)
    pin.drive_high()


def speak_holding_talk(talk, room: str, words: str) -> None:
    """After the listening cue, hold the talk button from just before the words to just after."""
    time.sleep(CUE_SECONDS)
    talk.drive_low()
    time.sleep(0.2)
    say_into_room(room, words)
    time.sleep(0.3)
    talk.drive_high()


def test_a_turn_driven_by_buttons(tmp_path, virtual_room, model_path, monkeypatch):
    factory = MockFactory()
    monkeypatch.setattr(Device, "pin_factory", factory)
    out = Lines()
    monkeypatch.setattr(sys, "stdout", out)
    rules = tmp_path / "small.toml"
    rules.write_text('preset = "lifestyle"\nhand_size = 2\n')
    save = tmp_path / "save.json"
    args = play_options(
        [
            "play",
            "--players",
            "Ann,Ben",
            "--rules",
            str(rules),
            "--deck",
            str(DECK),
            "--seed",
            "21",
            "--save",
            str(save),
            *room_options(tmp_path / "c.toml"),
            "--push-to-talk",
            "--talk-pin",
            "17",
            "--stop-pin",
            "27",
        ]
    )
    from voice_game.app.voice_play import cmd_play_voice

    result: list[int] = []
    game_thread = threading.Thread(target=lambda: result.append(cmd_play_voice(args)))
    game_thread.daemon = True
    game_thread.start()

    # 1. The stop button cuts the long opening short.
    out.until("Welcome")
    talk, stop = factory.pin(17), factory.pin(27)
    opening = out.until("", 60)  # the first line of the opening is being spoken now
    time.sleep(0.5)
    pressed_at = time.monotonic()
    press(stop)
    opening += out.until("(listening)", 30)
    cut_after = time.monotonic() - pressed_at
    # the opening's other sentences were not spoken: had the stop not cut, they alone would
    # have taken this long (rendered as the game renders them, at the test's rate)
    rest = [line for line in opening[1:] if line and not line.startswith("(")]
    rendered = [render(spoken(line), rate=int(RATE)) for line in rest]
    unspoken = sum(len(samples) / rate for samples, rate in rendered)
    assert cut_after < unspoken, (cut_after, unspoken, opening)

    # 2. Push-to-talk: spoken while the talk button is up, a move is not heard.
    game = saved_game(save)
    assert game is not None
    before = len(game.events)
    words = _words_for(game, doubted=True)
    time.sleep(0.8)
    say_into_room(virtual_room.room, words)
    assert not any(line.startswith("(heard") for line in out.quiet_for(3.0)), out.seen[-10:]

    # 3. Holding stop makes the game say its last words again.
    press(stop, 1.5)
    repeated = out.until("(listening)", 60)
    assert "(button: repeat)" in repeated, repeated

    # 4. Held talk button: the move is heard and played.
    for _ in range(3):
        speak_holding_talk(talk, virtual_room.room, words)
        reply = out.until("(listening)", 60)
        assert any(line.startswith("(heard") for line in reply), reply
        if any(line.rstrip().endswith("?") for line in reply if not line.startswith("(")):
            words = "yes"  # a read-back
            continue
        game = saved_game(save)
        if game is not None and len(game.events) > before:
            break
    assert game is not None and len(game.events) > before, out.seen[-20:]
    assert any(e.type in ("placed", "start_ordered") for e in game.events[before:])

    # 5. And quit, by button and voice (answering yes if the game asks back).
    words = "quit"
    for _ in range(3):
        speak_holding_talk(talk, virtual_room.room, words)
        said = out.quiet_for(0.1)
        deadline = time.monotonic() + 60
        while game_thread.is_alive() and "(listening)" not in said:
            assert time.monotonic() < deadline, out.seen[-10:]
            said += out.quiet_for(0.5)
        if not game_thread.is_alive():
            break
        asked = any(line.rstrip().endswith("?") for line in said if not line.startswith("("))
        words = "yes" if asked else "quit"
    game_thread.join(timeout=60)
    out.quiet_for(0.5)
    assert result == [0], "\n".join(out.seen[-25:])
    factory.close()
