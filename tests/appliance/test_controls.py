"""Buttons and keys (voice_game.app.controls, voice_game.app.buttons) on gpiozero's mock
pins: push-to-talk opens the microphone only while held, the stop button cuts a reading
short, held it asks to repeat."""

from __future__ import annotations

import time

import numpy as np
import pytest
from gpiozero.pins.mock import MockFactory

from voice_game.app.buttons import attach_buttons
from voice_game.app.controls import (
    ButtonCommand,
    ButtonError,
    Controls,
    act,
    gated,
    key_action,
)
from voice_game.speech.listening import pcm_blocks


@pytest.fixture
def factory():
    pins = MockFactory()
    yield pins
    pins.close()


def wait_for(condition, seconds: float = 2.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.01)
    return condition()


def test_push_to_talk_opens_the_microphone_only_while_held(factory):
    controls = Controls(push_to_talk=True)
    buttons = attach_buttons(controls, 17, None, pin_factory=factory)
    talk = factory.pin(17)
    assert controls.talk == "up"
    talk.drive_low()  # pressed: the button joins the pin to ground
    assert wait_for(lambda: controls.talk == "held")
    talk.drive_high()
    assert wait_for(lambda: controls.talk == "up")
    for button in buttons:
        button.close()


def test_hands_free_listens_without_any_button(factory):
    controls = Controls()
    attach_buttons(controls, 17, 27, pin_factory=factory)
    factory.pin(17).drive_low()
    blocks = gated(pcm_blocks(np.zeros(640, dtype=np.int16)), controls)
    assert [block.talk for block in blocks] == [None, None]  # the detector alone decides


def test_stop_cuts_short_and_a_long_press_asks_to_repeat(factory):
    controls = Controls()
    stops: list[str] = []
    controls.on_stop(lambda: stops.append("stop"))
    attach_buttons(controls, None, "GPIO27", pin_factory=factory, hold_seconds=0.2)
    stop = factory.pin(27)
    stop.drive_low()
    stop.drive_high()
    assert wait_for(lambda: stops == ["stop"])
    assert controls.take_command() is None  # a short press is no command
    stop.drive_low()
    assert wait_for(lambda: controls.take_command() == "repeat")
    stop.drive_high()


def test_pressing_talk_while_the_game_speaks_cuts_it_short(factory):
    controls = Controls(push_to_talk=True)
    stops: list[str] = []
    controls.on_stop(lambda: stops.append("stop"))
    attach_buttons(controls, 17, None, pin_factory=factory)
    factory.pin(17).drive_low()
    assert wait_for(lambda: stops == ["stop"])


def test_a_pin_in_use_is_a_clear_error(factory):
    controls = Controls()
    kept = attach_buttons(controls, 17, None, pin_factory=factory)
    with pytest.raises(ButtonError, match="GPIO buttons cannot be used"):
        attach_buttons(controls, 17, None, pin_factory=factory)
    assert kept


def test_the_gate_marks_each_block_with_the_key_and_ends_on_a_command():
    controls = Controls(push_to_talk=True)
    stream = gated(pcm_blocks(np.zeros(1600, dtype=np.int16)), controls)
    assert next(stream).talk == "up"
    controls.talk_pressed()
    assert next(stream).talk == "held"
    controls.talk_released()
    controls.talk_tapped()
    assert next(stream).talk == "tapped"
    controls.repeat()
    with pytest.raises(ButtonCommand) as pressed:
        next(stream)
    assert pressed.value.kind == "repeat"
    hands_free = gated(pcm_blocks(np.zeros(320, dtype=np.int16)), Controls())
    assert next(hands_free).talk is None


def test_a_talk_key_opens_the_microphone_for_one_command():
    controls = Controls(push_to_talk=True)
    act(controls, key_action(" "))
    assert controls.talk == "tapped"
    controls.utterance_ended()
    assert controls.talk == "up"


def test_keys_of_keyboards_and_presenters():
    assert key_action("\x1b[6~") == "talk"  # Page Down
    assert key_action("\x1b[5~") == "stop"  # Page Up
    assert key_action("\n") == "stop"
    assert key_action("B") == "repeat"
    assert key_action("x") is None
