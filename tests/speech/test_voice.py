"""The game's voice and cues play on the speaker sink, and stop() cuts them short."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import numpy as np
import pytest

from voice_game.speech.audio import resample
from voice_game.speech.cues import CUE_RATE, Cue, cue_samples, play_cue
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.voice import EspeakVoice, Voice, render

from .conftest import Room

LONG = (
    "This is a long sentence that would take several seconds to speak completely, "
    "if nobody stopped it before the end."
)


def loud_seconds(samples: np.ndarray, rate: int = 16000) -> float:
    return float(np.count_nonzero(np.abs(samples.astype(np.int32)) > 300)) / rate


def test_render_gives_int16_audio() -> None:
    samples, rate = render("place the telephone before the moon landing")
    assert samples.dtype == np.int16 and rate == 22050
    assert 1.0 < len(samples) / rate < 4.0
    slow, _ = render("place the telephone before the moon landing", rate=120)
    assert len(slow) > len(samples) * 1.2


def test_render_rejects_silly_rates() -> None:
    with pytest.raises(ValueError, match="words per minute"):
        render("hello", rate=5)


def test_say_plays_on_the_speaker(
    virtual_room: Room, record_speaker: Callable, recognizer: Recognizer
) -> None:
    voice = EspeakVoice()
    assert isinstance(voice, Voice)
    recording = record_speaker()
    samples, rate = voice.render("I doubt")
    started = time.monotonic()
    voice.say("I doubt")
    took = time.monotonic() - started
    heard = recording.finish()
    assert took >= len(samples) / rate  # blocks until it has been played
    assert loud_seconds(heard) > 0.2
    recognizer.set_phrases(["i doubt", "pass", "place the telephone"])
    assert recognizer.transcribe_pcm(heard.tobytes()).text == "i doubt"


def test_stop_cuts_speech_short(virtual_room: Room, record_speaker: Callable) -> None:
    voice = EspeakVoice()
    full = len(voice.render(LONG)[0]) / 22050
    recording = record_speaker()
    threading.Timer(0.5, voice.stop).start()
    started = time.monotonic()
    voice.say(LONG)
    took = time.monotonic() - started
    heard = recording.finish()
    assert full > 4.0
    # say() returned before the sentence could have been played to its end, and the
    # speaker got only its first words (what a player hears of the cut)
    assert took < full
    assert 0.05 < loud_seconds(heard) < 1.0
    assert not voice.speaking


def test_render_cache_reuses_audio() -> None:
    voice = EspeakVoice(cache_size=2)
    first = voice.render("your turn")
    assert voice.render("your turn") is first
    voice.rate = 200
    assert voice.render("your turn") is not first


def test_cues_are_short_and_audible() -> None:
    for cue in Cue:
        samples = cue_samples(cue)
        assert samples.dtype == np.int16
        assert 0.05 < len(samples) / CUE_RATE < 0.3, cue
        assert int(np.abs(samples.astype(np.int32)).max()) > 8000
    with pytest.raises(ValueError, match="listening"):
        cue_samples("fanfare")


def test_cue_plays_on_the_speaker(virtual_room: Room, record_speaker: Callable) -> None:
    voice = EspeakVoice()
    recording = record_speaker()
    assert play_cue(Cue.CHAIN_CORRECT, voice.player)
    heard = recording.finish()
    assert 0.1 < loud_seconds(heard) < 0.4
    expected = resample(cue_samples(Cue.CHAIN_CORRECT), CUE_RATE, 16000)
    assert loud_seconds(heard) == pytest.approx(loud_seconds(expected), abs=0.1)


def test_stop_while_rendering_cancels_the_sentence(
    virtual_room: Room, record_speaker: Callable
) -> None:
    """A stop that arrives before the sentence is rendered (a slow machine) still cuts it:
    nothing of it is played."""
    rendering = threading.Event()

    class SlowVoice(EspeakVoice):
        def _render(self, text: str, rate: int, voice: str) -> tuple[np.ndarray, int]:
            rendering.set()
            time.sleep(0.3)
            return super()._render(text, rate, voice)

    voice = SlowVoice()
    stopper = threading.Thread(target=lambda: (rendering.wait(5), voice.stop()))
    recording = record_speaker()
    stopper.start()
    voice.say(LONG)
    heard = recording.finish()
    stopper.join()
    assert rendering.is_set() and not voice.speaking
    assert loud_seconds(heard) < 0.05, "no part of the cancelled sentence reached the speaker"
