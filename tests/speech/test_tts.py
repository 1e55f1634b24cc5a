"""The speech backends: espeak-ng by default on Linux, pyttsx3 on Windows and macOS or with
--tts; pyttsx3 is run for real here (its espeak driver), rendering and playing."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import numpy as np
import pytest

from voice_game.speech.recognizer import Recognizer
from voice_game.speech.tts import Pyttsx3Voice, default_backend, open_voice
from voice_game.speech.voice import EspeakVoice, SpeechOutputError, Voice

from .conftest import Room
from .test_voice import LONG, loud_seconds


def test_the_backend_is_chosen_by_platform_and_by_option(virtual_room: Room) -> None:
    assert default_backend("win32") == "pyttsx3"
    assert default_backend("darwin") == "pyttsx3"
    assert default_backend("linux") == "espeak-ng"
    assert isinstance(open_voice("auto"), EspeakVoice)
    chosen = open_voice("pyttsx3")
    assert isinstance(chosen, Pyttsx3Voice) and isinstance(chosen, Voice)
    with pytest.raises(SpeechOutputError, match="Unknown speech backend"):
        open_voice("festival")


def test_pyttsx3_renders_every_sentence_and_prints_nothing(
    virtual_room: Room, capfd: pytest.CaptureFixture[str], recognizer: Recognizer
) -> None:
    voice = Pyttsx3Voice()
    first, rate = voice.render("I doubt")
    second, _ = voice.render("place the telephone before the moon landing")
    voice.rate = 120
    slow, _ = voice.render("place the telephone before the moon landing")
    out, _err = capfd.readouterr()
    assert out == "", "nothing reaches the game's output"
    assert first.dtype == np.int16 and rate > 8000
    assert len(second) / rate > 1.0, "a second sentence is rendered too (not an empty file)"
    assert len(slow) > len(second) * 1.2, "the rate is applied"
    from voice_game.speech.audio import resample

    recognizer.set_phrases(["i doubt", "pass", "place the telephone"])
    pcm = resample(first, rate).tobytes()
    assert recognizer.transcribe_pcm(pcm).text == "i doubt"


def test_pyttsx3_speaks_on_the_chosen_output_and_stops(
    virtual_room: Room, record_speaker: Callable, recognizer: Recognizer
) -> None:
    voice = Pyttsx3Voice()
    recording = record_speaker()
    voice.say("I doubt")
    heard = recording.finish()
    recognizer.set_phrases(["i doubt", "pass", "place the telephone"])
    assert recognizer.transcribe_pcm(heard.tobytes()).text == "i doubt"
    recording = record_speaker()
    threading.Timer(0.5, voice.stop).start()
    started = time.monotonic()
    voice.say(LONG)
    took = time.monotonic() - started
    cut = recording.finish()
    samples, rate = voice.render(LONG)  # what say() played, from the voice's cache
    full = len(samples) / rate
    assert loud_seconds(heard) > 0.2
    # stopped: say() returned before the sentence could end, and at most its start was played
    assert full > 4.0 and took < full
    assert loud_seconds(cut) < 1.0


def test_pyttsx3s_file_is_read_once_its_driver_has_written_it(tmp_path):
    """Its espeak driver writes the WAV from a callback that may come after runAndWait
    returned: a file that appears late, header first, is still read whole."""
    import threading
    import time
    import wave

    import numpy as np
    import soundfile

    from voice_game.speech.tts import _read_when_written

    path = tmp_path / "late.wav"
    frames = (np.arange(2205, dtype=np.int16) % 100).tobytes()

    def write_late() -> None:
        time.sleep(0.2)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(22050)
            time.sleep(0.1)  # header written, no frames yet
            out.writeframes(frames)

    writer = threading.Thread(target=write_late)
    writer.start()
    samples, rate = _read_when_written(path, soundfile)
    writer.join()
    assert rate == 22050 and len(samples) == 2205
