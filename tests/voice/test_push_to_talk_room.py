"""Push-to-talk for real: the game's Speaker listening on the virtual room's microphone with
the real model, detector and noise suppressor, its talk button on gpiozero's mock pins, and
three other voices chattering in the room all the while. Words said while the button is
held are heard; words said with the button up are not."""

from __future__ import annotations

import subprocess
import threading
import time
import wave
from pathlib import Path

import numpy as np
import pytest
from gpiozero.pins.mock import MockFactory

from voice_game.app.buttons import attach_buttons
from voice_game.app.controls import Controls
from voice_game.app.speaker import Speaker
from voice_game.config import AudioSettings
from voice_game.heard import Heard
from voice_game.speech.audio import SAMPLE_RATE, read_wav_16k
from voice_game.speech.microphone import Microphone, VadSettings
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.voice import EspeakVoice

from .room import say_into_room, synthesise
from .test_name_recording import Played

PHRASES = ["i doubt", "repeat", "place the telephone before the moon landing"]
CHATTER = [
    ("en-gb", "so we drove all the way up to the lake and it rained the whole weekend"),
    ("en-us+f3", "honestly I think she was right about the kitchen and the new tiles"),
    ("en-029", "did you see the match last night it went on for ages after the break"),
]
SNR_DB = 10.0


def level(samples: np.ndarray) -> float:
    x = samples.astype(np.float64)
    return float(np.sqrt(np.mean(np.square(x[np.abs(x) > 300]))))


def chatter_wav(path: Path, seconds: float, words: str) -> Path:
    """Three voices at once for ``seconds``, ``SNR_DB`` below ``words`` said by espeak-ng."""
    room = np.zeros(int(seconds * SAMPLE_RATE))
    for voice, text in CHATTER:
        wav = synthesise(text, voice)
        one = np.frombuffer(read_wav_16k(wav), dtype=np.int16).astype(np.float64)
        wav.unlink()
        room += np.tile(one, int(np.ceil(len(room) / len(one))))[: len(room)]
    said = synthesise(words)
    target = level(np.frombuffer(read_wav_16k(said), dtype=np.int16)) / 10 ** (SNR_DB / 20)
    said.unlink()
    room *= target / float(np.sqrt(np.mean(np.square(room))))
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(np.clip(room, -32768, 32767).astype(np.int16).tobytes())
    return path


class Chatter:
    """The chatter WAV playing into the room while the block runs."""

    def __init__(self, room: str, wav: Path) -> None:
        self.args = ["paplay", f"--device={room}", str(wav)]

    def __enter__(self) -> Chatter:
        self.proc = subprocess.Popen(self.args)
        time.sleep(0.3)
        return self

    def __exit__(self, *exc: object) -> None:
        self.proc.terminate()
        self.proc.wait(timeout=10)


def listening(speaker: Speaker, timeout: float) -> tuple[threading.Thread, list[Heard | None]]:
    got: list[Heard | None] = []
    thread = threading.Thread(target=lambda: got.append(speaker.listen(PHRASES, timeout)))
    thread.start()
    return thread, got


@pytest.fixture
def speaker(virtual_room, model_path):
    factory = MockFactory()
    controls = Controls(push_to_talk=True)
    buttons = attach_buttons(controls, 17, None, pin_factory=factory)
    speaker = Speaker(
        EspeakVoice(player=Played()),
        Microphone("pulse", vad=VadSettings()),
        Recognizer(model_path),
        open("/dev/null", "w"),  # noqa: SIM115 - closed below
        AudioSettings(),
        controls,
    )
    yield speaker, factory.pin(17)
    speaker.microphone.close()
    speaker.out.close()
    for button in buttons:
        button.close()
    factory.close()


def said_while_held(ears, talk, room, parts: list[str], pause: float = 1.5) -> list:
    """Listen, press the talk button, say ``parts`` into the room with ``pause`` seconds
    between them, release; what the listening heard."""
    thread, got = listening(ears, timeout=20.0)
    time.sleep(0.8)
    talk.drive_low()  # pressed: the button joins the pin to ground
    time.sleep(0.2)
    for i, words in enumerate(parts):
        if i:
            time.sleep(pause)
        say_into_room(room, words)
    time.sleep(0.3)
    talk.drive_high()
    thread.join(timeout=30)
    return got


def test_held_words_are_heard_in_chatter_and_words_with_the_button_up_are_not(
    speaker, virtual_room, tmp_path
):
    ears, talk = speaker
    chatter = chatter_wav(tmp_path / "chatter.wav", 12.0, "I doubt")
    with Chatter(virtual_room.room, chatter):
        thread, got = listening(ears, timeout=4.0)
        time.sleep(0.8)
        say_into_room(virtual_room.room, "I doubt")  # the talk button is up
        thread.join(timeout=30)
    assert got == [None], got

    heard: list[Heard | None] = []
    for _ in range(2):  # the room's timing is real: one more try if the first was not heard
        with Chatter(virtual_room.room, chatter):
            got = said_while_held(ears, talk, virtual_room.room, ["I doubt"])
        heard += got
        if got and got[0] is not None and got[0].text == "i doubt":
            break
    assert heard and heard[-1] is not None and heard[-1].text == "i doubt", heard


def test_a_pause_while_the_button_is_held_does_not_end_the_command(speaker, virtual_room):
    """Hands-free, the pause would end the command after "place the telephone"."""
    ears, talk = speaker
    heard: list[Heard | None] = []
    for _ in range(2):
        got = said_while_held(
            ears, talk, virtual_room.room, ["place the telephone", "before the moon landing"]
        )
        heard += got
        if got and got[0] is not None and "landing" in got[0].text:
            break
    assert heard and heard[-1] is not None, heard
    assert heard[-1].text == "place the telephone before the moon landing", heard
