"""The pieces of the sound-fault handling, one layer at a time (the real path is tested in
tests/voice/test_sound_faults.py)."""

from __future__ import annotations

import numpy as np
import pytest

from voice_game.app.sound_faults import (
    Reconnector,
    SilentInput,
    SoundBack,
    silent_message,
    watch_silence,
)
from voice_game.dialogue.save_state import SaveState
from voice_game.speech.listening import Block
from voice_game.speech.microphone import AudioStalled


def blocks(pattern: str, block_s: float = 0.5):
    """'0' a block of digital silence, '1' a block with sound."""
    for i, kind in enumerate(pattern):
        samples = np.zeros(320, dtype=np.int16) if kind == "0" else np.full(320, 3, np.int16)
        yield Block(samples, (i + 1) * block_s)


def test_digital_silence_for_long_is_noticed():
    with pytest.raises(SilentInput):
        list(watch_silence(blocks("0" * 50), seconds=20))


def test_sound_now_and_then_is_not_silence():
    assert len(list(watch_silence(blocks(("0" * 30 + "1") * 3), seconds=20))) == 93


def test_silence_after_sound_in_one_listen_is_a_quiet_input_not_a_dead_one():
    """A player's words, then a long wait (a word the recogniser let pass): the microphone
    evidently works, so the listen runs on to its own timeout."""
    assert len(list(watch_silence(blocks("1" + "0" * 50), seconds=20))) == 51


def test_a_silent_input_that_sounds_again_is_noticed():
    with pytest.raises(SoundBack):
        list(watch_silence(blocks("0001"), seconds=20, silent=True))


def test_the_reconnector_says_what_happened_and_retries_until_it_works(monkeypatch):
    monkeypatch.setattr(SaveState, "started", True)  # a game was saved before the fault
    said: list[str] = []
    attempts = []

    def reopen() -> None:
        attempts.append(1)
        if len(attempts) < 3:
            raise AudioStalled("the server is gone")

    Reconnector(said.append, reopen, sleep=lambda _s: None).recover(AudioStalled("unplugged"))
    assert len(attempts) == 3
    assert said[0].startswith("The microphone stopped working: unplugged.")
    assert "The game is saved" in said[0]
    assert said[-1] == "The microphone works again. Let us go on."


def test_a_fault_before_any_game_claims_no_save(monkeypatch):
    monkeypatch.setattr(SaveState, "started", False)
    said: list[str] = []
    Reconnector(said.append, lambda: None, sleep=lambda _s: None).recover(AudioStalled("gone"))
    assert "saved" not in said[0]
    assert "saved" not in silent_message(SilentInput("only silence"))
    monkeypatch.setattr(SaveState, "started", True)
    monkeypatch.setattr(SaveState, "current", False)
    assert "The game is saved" not in silent_message(SilentInput("only silence"))
    assert "could not be saved" in silent_message(SilentInput("only silence"))
