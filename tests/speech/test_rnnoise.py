"""RNNoise in front of the second decoder: the real library from the pyrnnoise wheel, on
synthesised speech in pink noise."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from voice_game.speech.audio import SAMPLE_RATE
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.rnnoise import RNNoiseSuppressor
from voice_game.speech.vad import Endpointer, VadSettings, level_db

from .test_listening import in_noise, pink, speech

BLOCK = SAMPLE_RATE // 50
COMMAND = "place the telephone before the moon landing"

DRY = VadSettings(dereverb=False)
"""These tests compare blocks one for one; dereverberation would delay them."""


def cleaned(audio: np.ndarray) -> np.ndarray:
    """``audio`` through RNNoise block by block, shifted back by the delay it adds."""
    suppressor = RNNoiseSuppressor()
    out = b"".join(suppressor(audio[i : i + BLOCK]) for i in range(0, len(audio), BLOCK))
    samples = np.frombuffer(out, dtype=np.int16)
    delay = len(audio) - len(samples)
    assert 0 <= delay <= SAMPLE_RATE // 20, "RNNoise and the resamplers add at most 50 ms"
    return np.concatenate([samples, np.zeros(delay, np.int16)])


def test_steady_noise_drops_and_the_command_stays(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    words = speech(speak_wav, COMMAND)
    mix, words_end = in_noise(words, 5, lead=1.0, tail=1.0)
    out = cleaned(mix)
    start = int(1.0 * SAMPLE_RATE)
    end = int(words_end * SAMPLE_RATE)
    room = slice(int(0.5 * SAMPLE_RATE), start)  # after half a second of learning
    assert level_db(out[room]) < level_db(mix[room]) - 30, "the pink noise is taken out"
    assert abs(level_db(out[start:end]) - level_db(words)) < 3, "the voice keeps its level"
    recognizer.set_phrases([COMMAND, "i doubt", "pass"])
    recognizer.reset()
    recognizer.accept(out.tobytes())
    assert recognizer.final().text == COMMAND


def room_before(endpointer: Endpointer, audio: np.ndarray) -> None:
    """Let ``endpointer`` hear ``audio`` while waiting, then start a command."""
    for i in range(0, len(audio) - BLOCK + 1, BLOCK):
        endpointer.waiting(audio[i : i + BLOCK])
    endpointer.begin()


def test_the_second_decoder_hears_rnnoise_only_in_steady_noise(
    speak_wav: Callable[..., Path],
) -> None:
    """Around chatter RNNoise takes out much of the player's voice too, and in a quiet room
    it only changes it, so there the second decoder hears the raw audio (docs/benchmark.md)."""
    mix, _ = in_noise(speech(speak_wav, COMMAND), 5, lead=1.0, tail=0.0)
    block = mix[SAMPLE_RATE - BLOCK : SAMPLE_RATE]

    steady = Endpointer(DRY)
    room_before(steady, mix[: SAMPLE_RATE - BLOCK])
    assert steady.steady_noise
    steady.ended(block, 300)
    assert level_db(np.frombuffer(steady.second, np.int16)) < level_db(block) - 20

    voices, _ = in_noise(
        speech(speak_wav, "did you hear what happened at the office on monday"), 15, 0, 0
    )
    chatter = Endpointer(DRY)
    room_before(chatter, voices)
    assert chatter.voices_db is not None and not chatter.quiet_room
    assert not chatter.steady_noise
    chatter.ended(block, 300)
    assert chatter.second == block.tobytes()

    quiet = Endpointer(DRY)
    room_before(quiet, np.zeros(SAMPLE_RATE, np.int16))
    assert quiet.quiet_room and not quiet.steady_noise
    quiet.ended(block, 300)
    assert quiet.second == block.tobytes()


def test_without_its_wheels_the_second_decoder_hears_the_raw_audio(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A .venv set up before RNNoise came keeps working, and the player is told what to run."""
    import voice_game.speech.vad as vad

    monkeypatch.setitem(sys.modules, "soxr", None)  # importing it now fails
    monkeypatch.setattr(vad, "_told_rnnoise_missing", False)
    endpointer, again = Endpointer(DRY), Endpointer(DRY)
    told = capsys.readouterr().err
    assert "RNNoise cannot be used" in told and "scripts/setup-play" in told
    assert told.count("RNNoise") == 1, "said once, not per listener"
    noise = np.clip(pink(0.8, -40.0), -32768, 32767).astype(np.int16)
    for start in range(0, len(noise), BLOCK):
        block = noise[start : start + BLOCK]
        endpointer.waiting(block)
        assert endpointer.second == block.tobytes()
    del again
