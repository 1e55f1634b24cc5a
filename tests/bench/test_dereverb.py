"""The game's dereverberation stage on the benchmark's simulated rooms: it takes part of a
far player's late echo out and leaves the voice's level; a close player's words it leaves
alone."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from benchmarks.voice import noise as nz
from benchmarks.voice import rooms
from testkit.voice.synth import synthesize, voice_by_label
from voice_game.speech.dereverb import BLOCK_SAMPLES, LATENCY_BLOCKS, Dereverberator

RATE = rooms.RATE
LATENCY = LATENCY_BLOCKS * BLOCK_SAMPLES
TABLE_TALK = (
    "I think the telephone goes before the moon landing",
    "whose turn is it now",
    "read the chain again please",
    "no way I doubt that one",
    "put it at the very end",
    "card three between the first and the second",
)


@pytest.fixture(scope="module")
def dry_talk(tmp_path_factory: pytest.TempPathFactory) -> np.ndarray:
    """Twelve commands in espeak-ng's voice, half a second apart (about 25 s)."""
    cache = tmp_path_factory.mktemp("talk")
    voice = voice_by_label("espeak:en-us")
    parts = []
    for text in TABLE_TALK * 2:
        words = nz.normalise(nz.trim(synthesize(text, voice, "normal", cache)))
        parts += [words, np.zeros(RATE // 2)]
    return np.concatenate(parts)


def _early_to_late_db(heard: np.ndarray, early: np.ndarray, part: slice) -> float:
    """How far the direct sound and early reflections stand above everything else in what
    was ``heard`` (the best scalar fit of ``early`` taken out), over ``part``."""
    x, e = heard[part], early[part]
    fit = np.dot(x, e) / np.dot(e, e) * e
    return float(10 * np.log10(np.sum(fit**2) / np.sum((x - fit) ** 2)))


@pytest.mark.parametrize(
    ("room", "distance", "gain_db"), [("bare", 2.0, 0.5), ("living", 1.0, 0.3)]
)
def test_a_far_players_late_echo_is_lowered_and_the_voice_kept(
    dry_talk: np.ndarray, tmp_path: Path, room: str, distance: float, gain_db: float
) -> None:
    the_room = rooms.ROOMS[room]
    response = rooms.impulse_response(the_room, rooms.player_at(the_room, distance), tmp_path)
    direct = int(np.argmax(np.abs(response)))
    wet = np.convolve(dry_talk, response)[direct : direct + len(dry_talk)]
    wet *= 8000 / np.abs(wet).max()
    early = np.convolve(dry_talk, response[direct : direct + int(0.04 * RATE)])[: len(wet)]
    stage = Dereverberator()
    out = stage.feed(wet)[LATENCY:].astype(np.float64)
    assert stage.echoing
    wet, early = wet[: len(out)], early[: len(out)]
    learnt = slice(len(out) // 2, len(out))  # after about 12 s in the room
    before = _early_to_late_db(wet, early, learnt)
    after = _early_to_late_db(out, early, learnt)
    assert after > before + gain_db, (before, after)
    level = 10 * np.log10(np.mean(out[learnt] ** 2) / np.mean(wet[learnt] ** 2))
    assert -3.0 < level < 0.5, level


def test_a_close_players_words_reach_the_decoder_untouched(dry_talk: np.ndarray) -> None:
    """The same talk without a room: the stage finds no echo to take out, and its output is
    the microphone's audio two blocks later, every sample."""
    talk = dry_talk * (8000 / np.abs(dry_talk).max())
    stage = Dereverberator()
    out = stage.feed(talk)
    assert not stage.echoing
    heard = np.clip(np.round(talk), -32768, 32767).astype(np.int16)
    whole = len(out) - LATENCY
    assert whole > 20 * RATE and np.array_equal(out[LATENCY:], heard[:whole])
