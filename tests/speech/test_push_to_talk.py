"""Push-to-talk in the one listening loop, on scripted blocks: real speech (espeak-ng), real
chatter, the real model and detector; only the talk key's state is scripted per block, as
the controls' gate marks it."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from voice_game.speech.audio import SAMPLE_RATE, read_wav_16k
from voice_game.speech.listening import Block, Talk, listen, pcm_blocks
from voice_game.speech.recognizer import Recognizer, Transcript, Word, joined
from voice_game.speech.vad import Endpointer

TURN = [
    "place the telephone before the moon landing",
    "place the telephone",
    "before the moon landing",
    "i doubt",
    "repeat",
]
CHATTER = [
    ("en-gb", "so we drove all the way up to the lake and it rained the whole weekend"),
    ("en-us+f3", "honestly I think she was right about the kitchen and the new tiles"),
    ("en-029", "did you see the match last night it went on for ages after the break"),
]


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * SAMPLE_RATE), dtype=np.int16)


def speech(speak_wav: Callable[..., Path], text: str, voice: str = "en-us") -> np.ndarray:
    return np.frombuffer(read_wav_16k(speak_wav(text, voice)), dtype=np.int16)


def rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(x.astype(np.float64)))))


def chatter(speak_wav: Callable[..., Path], seconds: float, level: float) -> np.ndarray:
    """Three other voices talking at once for ``seconds``, at RMS ``level``."""
    room = np.zeros(int(seconds * SAMPLE_RATE))
    for voice, text in CHATTER:
        one = speech(speak_wav, text, voice).astype(np.float64)
        room += np.tile(one, int(np.ceil(len(room) / len(one))))[: len(room)]
    return room * level / rms(room)


def table(speak_wav: Callable[..., Path], parts: list[np.ndarray], snr_db: float) -> np.ndarray:
    """``parts`` one after the other, with chatter all the while ``snr_db`` below them."""
    player = np.concatenate(parts).astype(np.float64)
    room = chatter(speak_wav, len(player) / SAMPLE_RATE, 1.0)
    room *= rms(player[np.abs(player) > 300]) / 10 ** (snr_db / 20)
    return np.clip(player + room, -32768, 32767).astype(np.int16)


def keyed(audio: np.ndarray, windows: list[tuple[float, float]], kind: Talk) -> Iterator[Block]:
    """The audio's blocks with the talk key ``kind`` inside each window, up outside."""
    for block in pcm_blocks(audio):
        inside = any(start < block.at <= end for start, end in windows)
        yield Block(block.samples, block.at, kind if inside else "up")


def test_words_said_while_the_key_is_held_are_heard_in_chatter(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """Chatter at 10 dB, and another player says "repeat" just before the press: hands-free
    takes that for the command; with the key held from before "I doubt" to after it, the
    window is the utterance and it ends at the release."""
    recognizer.set_phrases(TURN)
    other, words = speech(speak_wav, "repeat", "en-gb"), speech(speak_wav, "I doubt")
    audio = table(speak_wav, [silence(0.8), other, silence(0.7), words, silence(2.5)], 10)
    start = 1.5 + len(other) / SAMPLE_RATE
    press, release = start - 0.2, start + len(words) / SAMPLE_RATE + 0.3
    free = listen(pcm_blocks(audio), recognizer, Endpointer())
    assert free.heard is not None and free.heard.text == "repeat"
    held = listen(keyed(audio, [(press, release)], "held"), recognizer, Endpointer())
    assert held.heard is not None and held.heard.text == "i doubt", held
    assert held.ended_by == "release"
    assert release <= held.decided_at < release + 0.3
    assert held.heard.start == pytest.approx(press + 0.02, abs=0.021)


def test_words_said_while_the_key_is_up_are_not_heard(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    recognizer.set_phrases(TURN)
    words = speech(speak_wav, "I doubt")
    audio = np.concatenate([silence(0.6), words, silence(1.5)])
    up = listen(keyed(audio, [], "held"), recognizer, Endpointer(), silence_timeout=2.0)
    assert up.heard is None and up.ended_by == "timeout"
    later = 0.6 + len(words) / SAMPLE_RATE + 0.2  # pressed after the words: still nothing
    after = listen(keyed(audio, [(later, later + 0.8)], "held"), recognizer, Endpointer())
    assert after.heard is None or "doubt" not in after.heard.text


def test_vosk_does_not_cut_a_held_window_short(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """A pause inside the window ends the utterance for Vosk's endpointer and the detector
    (hands-free hears only the first half); held, the whole window is one command."""
    recognizer.set_phrases(TURN)
    first, second = (
        speech(speak_wav, "place the telephone"),
        speech(speak_wav, "before the moon landing"),
    )
    audio = np.concatenate([silence(0.5), first, silence(1.5), second, silence(1.0)])
    free = listen(pcm_blocks(audio), recognizer, Endpointer())
    assert free.heard is not None and free.heard.text == "place the telephone"
    end = len(audio) / SAMPLE_RATE - 0.6
    held = listen(keyed(audio, [(0.3, end)], "held"), recognizer, Endpointer())
    assert held.heard is not None
    assert held.heard.text == "place the telephone before the moon landing", held
    assert held.ended_by == "release"


def test_a_window_with_nothing_heard_is_answered_at_the_release(recognizer: Recognizer) -> None:
    """Hands-free, a burst with no word is ignored; a released key is answered (empty), so
    the game can say it did not catch it."""
    recognizer.set_phrases(TURN)
    empty = listen(keyed(silence(3.0), [(0.5, 1.2)], "held"), recognizer, Endpointer())
    assert empty.heard is not None and empty.heard.text == ""
    assert empty.ended_by == "release" and empty.decided_at < 1.4


def test_the_room_is_learnt_while_the_key_is_up(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """The detector (and the noise suppressor behind it) hear the real room while the key
    is up, not silence: its noise level is the chatter's, not the floor's."""
    recognizer.set_phrases(TURN)
    audio = chatter(speak_wav, 2.0, 1000.0).astype(np.int16)  # -30 dBFS
    endpointer = Endpointer()
    floor = endpointer.noise_db
    listen(keyed(audio, [], "held"), recognizer, endpointer, silence_timeout=1.8)
    assert endpointer.noise_db > floor + 15
    assert endpointer.voices_db is not None  # the other voices were heard, and not acted on


def test_after_a_tap_the_detector_finds_the_command(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """A terminal's talk key (no release): what was said before the tap is not heard; the
    command after it is found and ended by the detector, as hands-free."""
    recognizer.set_phrases(TURN)
    before, words = speech(speak_wav, "repeat"), speech(speak_wav, "I doubt")
    audio = np.concatenate([silence(0.4), before, silence(1.2), words, silence(2.0)])
    tap = (0.8 + len(before) / SAMPLE_RATE, 99.0)
    words_end = tap[0] + 0.8 + len(words) / SAMPLE_RATE
    free = listen(pcm_blocks(audio), recognizer, Endpointer())
    assert free.heard is not None and free.heard.text == "repeat"
    tapped = listen(keyed(audio, [tap], "tapped"), recognizer, Endpointer())
    assert tapped.heard is not None and tapped.heard.text == "i doubt", tapped
    assert tapped.ended_by == "quiet"
    assert tapped.decided_at < words_end + 0.6


def test_parts_cut_by_vosk_are_joined_with_each_part_s_other_readings() -> None:
    one = Transcript(
        "place the telephone", (Word("place", 0.9, 0, 0.3),), 0.1, (("place the telegraph", 0.2),)
    )
    two = Transcript(
        "before the moon", (Word("before", 0.8, 1, 1.2),), 0.2, (("before the moon landing", 0.4),)
    )
    both = joined([one, Transcript(""), two])
    assert both.text == "place the telephone before the moon"
    assert [w.word for w in both.words] == ["place", "before"]
    assert both.alternatives == (
        ("place the telegraph before the moon", 0.2),
        ("place the telephone before the moon landing", 0.4),
    )
    assert joined([one]) is one
