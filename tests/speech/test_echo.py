"""How far the pauses of an utterance stay above the room's noise: close-talk falls to the
noise, an echoing room fills them; the game asks a far player once to come closer."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np

from voice_game.dialogue.closer import CLOSER, ECHO_HINT_DB, CloserHint, echoing
from voice_game.heard import Heard
from voice_game.speech.audio import SAMPLE_RATE, read_wav_16k
from voice_game.speech.listening import echo_db, listen, pcm_blocks
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.vad import Endpointer

COMMAND = "place the telephone before the moon landing"


def _room(samples: np.ndarray, rt60: float, seed: int = 5) -> np.ndarray:
    """``samples`` through a synthetic room: the direct sound plus an exponentially decaying
    diffuse tail carrying most of the energy (a player a few metres off in a bare room)."""
    rng = np.random.default_rng(seed)
    n = int(rt60 * SAMPLE_RATE)
    t = np.arange(n) / SAMPLE_RATE
    tail = rng.normal(0, 1, n) * np.exp(-6.9 * t / rt60)
    tail[: int(0.003 * SAMPLE_RATE)] = 0
    rir = np.concatenate([[1.0], 0.25 * tail])
    wet = np.convolve(samples.astype(np.float64), rir)[: len(samples)]
    wet *= np.abs(samples).max() / np.abs(wet).max()
    return wet


def _heard(recognizer: Recognizer, audio: np.ndarray) -> Heard:
    rng = np.random.default_rng(1)
    quiet = np.zeros(SAMPLE_RATE)
    full = np.concatenate([quiet, audio, quiet, quiet])
    full = full + rng.normal(0, 20, len(full))  # a microphone's own noise, about -64 dBFS
    pcm = np.clip(np.round(full), -32768, 32767).astype(np.int16)
    heard = listen(pcm_blocks(pcm), recognizer, Endpointer()).heard
    assert heard is not None
    return heard


def test_pauses_fall_to_the_noise_close_by_and_stay_up_through_an_echo(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    recognizer.set_phrases([COMMAND, "i doubt"])
    said = np.frombuffer(read_wav_16k(speak_wav(COMMAND)), dtype=np.int16)
    near = _heard(recognizer, said.astype(np.float64))
    far = _heard(recognizer, _room(said, rt60=1.0))
    assert near.echo_db is not None and far.echo_db is not None
    assert near.echo_db < ECHO_HINT_DB - 5 < ECHO_HINT_DB + 5 < far.echo_db, (
        near.echo_db,
        far.echo_db,
    )
    assert not echoing(near) and echoing(far)


def test_too_short_to_judge_and_digital_silence_is_a_microphone_floor() -> None:
    assert echo_db([-30.0] * 10, -60.0, 5) is None
    assert echo_db([-30.0] * 40, -60.0, 30) == 30.0
    assert echo_db([-30.0] * 40, -60.0, 38) is None  # no tail after the last word
    assert echo_db([-30.0] * 30 + [-90.0] * 10, -95.0, 29) == -25.0  # the sound stops
    assert echo_db([-30.0] * 30 + [-45.0] * 10, -95.0, 29) == 20.0  # it rings on


def test_come_closer_is_said_once_a_game_and_never_for_typing() -> None:
    far = Heard("the", (("the", 0.4),), echo_db=22.0)
    hint = CloserHint()
    assert hint.after_miss(Heard.typed("zzz")) == []
    assert hint.after_miss(Heard("the", (("the", 0.4),), echo_db=3.0)) == []
    assert hint.after_miss(far) == [CLOSER]
    assert hint.after_miss(far) == []
