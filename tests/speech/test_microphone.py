"""The microphone hears what is played into the virtual room."""

from __future__ import annotations

import subprocess
import threading
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from voice_game.speech.audio import StreamResampler, resample
from voice_game.speech.listening import listen
from voice_game.speech.microphone import Microphone, NoInputDeviceError, list_input_devices
from voice_game.speech.recognizer import Recognizer

from .conftest import Room

TURN = ["place the telephone before the moon landing", "i doubt", "pass", "repeat"]


def play_into_room(room: Room, wav: Path, delay: float = 0.5) -> threading.Thread:
    thread = threading.Timer(
        delay, lambda: subprocess.run(["paplay", f"--device={room.room}", str(wav)], check=True)
    )
    thread.start()
    return thread


def test_lists_input_devices(virtual_room: Room) -> None:
    devices = list_input_devices()
    assert any(d.name == "pulse" for d in devices)
    assert sum(d.is_default for d in devices) == 1


@pytest.mark.parametrize("text", ["place the telephone before the moon landing", "I doubt"])
def test_listen_hears_the_room(
    virtual_room: Room, recognizer: Recognizer, speak_wav: Callable[..., Path], text: str
) -> None:
    recognizer.set_phrases(TURN)
    with Microphone() as mic:
        player = play_into_room(virtual_room, speak_wav(text))
        listened = listen(
            mic.blocks(), recognizer, mic.endpointer, max_seconds=8, silence_timeout=6
        )
        player.join()
    heard = listened.heard
    assert heard is not None and heard.end is not None
    assert heard.text == text.lower()
    assert all(0.0 < confidence <= 1.0 for _, confidence in heard.words)
    assert listened.ended_by in {"quiet", "vosk"}
    assert listened.decided_at - heard.end < 0.6, listened


def test_listen_returns_none_on_silence(virtual_room: Room, recognizer: Recognizer) -> None:
    with Microphone("pulse") as mic:
        started = time.monotonic()
        listened = listen(mic.blocks(), recognizer, mic.endpointer, silence_timeout=1.0)
        assert listened.heard is None and listened.ended_by == "timeout"
        assert time.monotonic() - started < 1.5


def test_unknown_device_says_what_to_do(virtual_room: Room) -> None:
    with pytest.raises(NoInputDeviceError) as info:
        Microphone("no such microphone")
    message = str(info.value)
    assert "voice-game list-devices" in message and "--text" in message


def test_stream_resampler_matches_whole_buffer() -> None:
    t = np.arange(48000) / 48000
    tone = (8000 * np.sin(2 * np.pi * 300 * t)).astype(np.int16)
    stream = StreamResampler(48000, 16000)
    chunks = [stream(tone[i : i + 960]) for i in range(0, len(tone), 960)]
    out = np.concatenate(chunks)
    assert abs(len(out) - 16000) <= 1
    whole = resample(tone, 48000, 16000)
    n = min(len(out), len(whole)) - 100
    # same signal up to the FIR's group delay of a few samples
    best = max(
        float(np.corrcoef(out[100 + d : 100 + d + n - 100], whole[100:n])[0, 1])
        for d in range(0, 12)
    )
    assert best > 0.99
