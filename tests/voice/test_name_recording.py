"""A name the recogniser lacks is kept as the player's own recording and played back where
the game says it: the real microphone in the virtual room, the real model and detector."""

from __future__ import annotations

import io
import threading
import time

import numpy as np

from voice_game.app.setup_names import ask_name
from voice_game.app.speaker import Speaker
from voice_game.config import AudioSettings
from voice_game.speech.audio import SAMPLE_RATE
from voice_game.speech.microphone import Microphone, VadSettings
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.voice import EspeakVoice

from .room import say_into_room


class Played:
    """The loudspeaker: keeps what it was given instead of playing it."""

    playing = False

    def __init__(self) -> None:
        self.calls: list[tuple[np.ndarray, int]] = []

    def play(self, samples, samplerate, *, volume=1.0, cancel=None) -> bool:
        self.calls.append((samples, samplerate))
        return True

    def stop(self) -> None:
        pass


class Table(io.StringIO):
    """Reads what the game prints; after each "(listening)" a player answers in the room."""

    def __init__(self, room: str) -> None:
        super().__init__()
        self.room = room
        self.said: list[str] = []
        self.threads: list[threading.Thread] = []

    def write(self, text: str) -> int:
        for line in text.splitlines():
            if line == "(listening)":
                asked = self.said[-1] if self.said else ""
                readback = asked.endswith("?") and "first name" not in asked  # "Roger?"
                self.say("no" if readback else "zanzibar quokka")
            elif not line.startswith("("):
                self.said.append(line)
        return len(text)

    def say(self, words: str) -> None:
        """A player says ``words`` into the room, shortly, while the game listens on."""
        thread = threading.Thread(target=self._speak, args=(words,))
        thread.start()
        self.threads.append(thread)

    def _speak(self, words: str) -> None:
        time.sleep(0.8)
        say_into_room(self.room, words)


def test_a_name_not_understood_is_said_in_the_players_own_voice(virtual_room, model_path):
    played = Played()
    table = Table(virtual_room.room)
    speaker = Speaker(
        EspeakVoice(player=played),
        Microphone("pulse", vad=VadSettings()),
        Recognizer(model_path),
        table,
        AudioSettings(),
    )
    try:
        name = ask_name(speaker, 2, ["Peter"])
    finally:
        speaker.microphone.close()
        for thread in table.threads:
            thread.join(timeout=30)
    assert name == "Red"
    recording = speaker.recorded_names["Red"]
    assert 0.3 * SAMPLE_RATE <= len(recording) <= 5 * SAMPLE_RATE
    assert np.abs(recording.astype(np.int32)).max() > 1000, "the recording holds speech"
    assert any("I will say it as you did, Red." in line for line in table.said)
    # the seat name was said aloud once, before the recording stood for it, so the table
    # can give that player a hand size ("Red three")
    assert any("at this table you are Red." in line for line in table.said)
    played.calls.clear()
    speaker.say(["Red, your turn."])
    assert table.said[-1] == "Red, your turn."
    assert len(played.calls) == 2, "the recorded name, then the rest of the sentence"
    assert played.calls[0][0] is recording and played.calls[0][1] == SAMPLE_RATE
    assert played.calls[1][1] != SAMPLE_RATE  # espeak-ng's own rate: ", your turn."
