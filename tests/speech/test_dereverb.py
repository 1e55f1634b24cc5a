"""The dereverberation stage's framing: it delays the audio by exactly two blocks, and once
shed passes every sample through, none lost or doubled. (What it does to a room's echo is
measured in tests/bench/test_dereverb.py, on the benchmark's simulated rooms.)"""

from __future__ import annotations

import numpy as np

from voice_game.speech.dereverb import BLOCK_SAMPLES, LATENCY_BLOCKS, Dereverberator
from voice_game.speech.vad import Endpointer, VadSettings

LATENCY = LATENCY_BLOCKS * BLOCK_SAMPLES


def _through(stage: Dereverberator, audio: np.ndarray) -> np.ndarray:
    out = stage.feed(audio)
    assert out.dtype == np.int16 and len(out) == len(audio)
    return out


def test_the_audio_comes_out_exactly_two_blocks_later_while_the_filter_knows_nothing() -> None:
    audio = np.zeros(8 * BLOCK_SAMPLES, dtype=np.int16)
    audio[700] = 20000  # one click in a silent room: nothing to learn from yet
    out = _through(Dereverberator(), audio)
    assert int(out[700 + LATENCY]) == 20000
    rest = np.delete(out, 700 + LATENCY)
    assert np.abs(rest).max() <= 1


def test_once_shed_every_sample_passes_through_two_blocks_later() -> None:
    rng = np.random.default_rng(1)
    audio = (rng.standard_normal(300 * BLOCK_SAMPLES) * 3000).astype(np.int16)
    stage = Dereverberator()
    shed = 250 * BLOCK_SAMPLES
    before = _through(stage, audio[:shed])
    stage.drop()
    out = np.concatenate([before, _through(stage, audio[shed:])])
    assert not stage.running
    assert len(out) == len(audio)
    learnt = slice(200 * BLOCK_SAMPLES, 249 * BLOCK_SAMPLES)  # after its 3 s of learning
    assert not np.array_equal(out[learnt], audio[learnt.start - LATENCY : learnt.stop - LATENCY])
    # what was finished before the stage was shed ends one hop into its analysis window;
    # from there on the output is the input, each sample once, two blocks later
    shed_at = 250 * BLOCK_SAMPLES // 128 * 128 - (512 - 128)
    assert np.array_equal(out[shed_at + LATENCY :], audio[shed_at : len(audio) - LATENCY])


def test_for_its_first_seconds_it_only_learns_and_passes_the_audio_on() -> None:
    rng = np.random.default_rng(2)
    audio = (rng.standard_normal(200 * BLOCK_SAMPLES) * 3000).astype(np.int16)
    out = _through(Dereverberator(), audio)
    learning = 3 * 16000 - 512  # the frames of its first 3 s, less the window's reach
    assert np.array_equal(out[LATENCY:learning], audio[: learning - LATENCY])
    assert not np.array_equal(out[-BLOCK_SAMPLES:], audio[-BLOCK_SAMPLES - LATENCY : -LATENCY])


def test_the_second_decoder_hears_the_microphones_own_audio_of_the_same_moment() -> None:
    """The first decoder hears the stage's audio, the second the microphone's block of the
    same moment (two blocks back): two readings that do not share the stage's mistakes. Before
    the microphone's first block reaches the stage's output, both hear silence."""
    rng = np.random.default_rng(3)
    blocks = [(rng.standard_normal(BLOCK_SAMPLES) * 2000).astype(np.int16) for _ in range(400)]
    endpointer = Endpointer(VadSettings(detector="energy", suppress_noise=0))
    both = Endpointer(VadSettings(detector="energy", suppress_noise=0, dereverb_second=True))
    for i, block in enumerate(blocks):
        endpointer.ended(block, 300)
        both.ended(block, 300)
        if i >= LATENCY_BLOCKS:
            assert endpointer.second == blocks[i - LATENCY_BLOCKS].tobytes()
        else:
            assert endpointer.second == bytes(2 * BLOCK_SAMPLES)
            assert endpointer.cleaned == bytes(2 * BLOCK_SAMPLES)
    assert endpointer.cleaned != endpointer.second  # the first decoder's is dereverberated
    assert both.second == both.cleaned
