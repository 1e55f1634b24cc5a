"""Feedback without a screen (voice_game.speech.announce), in the virtual room: a problem is
spoken through the loudspeaker, the alert cue sounds where speech cannot be made, and with no
loudspeaker at all it is still written to the journal (standard error)."""

from __future__ import annotations

import io
from collections.abc import Callable

from voice_game.speech.announce import Announcer, Delivered
from voice_game.speech.recognizer import Recognizer

from ..conftest import Room
from .test_voice import loud_seconds

WAITING = "I am waiting for a microphone."


def test_a_problem_is_spoken_aloud(
    virtual_room: Room, record_speaker: Callable, recognizer: Recognizer
) -> None:
    log = io.StringIO()
    recording = record_speaker()
    assert Announcer(err=log)(WAITING) is Delivered.SPOKEN
    heard = recording.finish()
    assert WAITING in log.getvalue()
    recognizer.set_phrases(["i am waiting for a microphone", "the game begins", "no speaker"])
    assert recognizer.transcribe_pcm(heard.tobytes()).text == "i am waiting for a microphone"


def test_without_a_voice_the_alert_cue_sounds(
    virtual_room: Room, record_speaker: Callable, monkeypatch
) -> None:
    log = io.StringIO()
    recording = record_speaker()
    monkeypatch.setenv("PATH", "/nonexistent")  # no espeak-ng to be found
    assert Announcer(err=log)(WAITING) is Delivered.CUE
    heard = recording.finish()
    assert "espeak-ng is not installed" in log.getvalue()
    assert 0.1 < loud_seconds(heard) < 0.6  # three short notes, no speech


def test_with_no_loudspeaker_it_is_logged(virtual_room: Room) -> None:
    log = io.StringIO()
    assert Announcer("no such loudspeaker", err=log)(WAITING) is Delivered.LOGGED
    assert WAITING in log.getvalue()
    assert "no loudspeaker works" in log.getvalue()
