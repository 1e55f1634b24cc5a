"""The dereverberation stage's framing: it delays the audio by exactly two blocks, passes a
dry room's audio on untouched, and once shed passes every sample through, none lost or
doubled. (What it does to a room's echo is measured in tests/bench/test_dereverb.py, on the
benchmark's simulated rooms.)"""

from __future__ import annotations

import numpy as np

from voice_game.speech.dereverb import BLOCK_SAMPLES, LATENCY_BLOCKS, Dereverberator
from voice_game.speech.vad import Endpointer, VadSettings

LATENCY = LATENCY_BLOCKS * BLOCK_SAMPLES


def _echoing(seconds: float, seed: int) -> np.ndarray:
    """Noise heard through a room: an echo that dies away by 60 dB in half a second."""
    rng = np.random.default_rng(seed)
    dry = rng.standard_normal(int(seconds * 16000))
    time = np.arange(8000) / 16000
    response = rng.standard_normal(len(time)) * np.exp(-6.9 * time / 0.5)
    response[0] = 8.0
    wet = np.convolve(dry, response)[: len(dry)]
    return (wet * 8000 / np.abs(wet).max()).astype(np.int16)


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
    audio = _echoing(6.0, seed=1)
    stage = Dereverberator()
    shed = 250 * BLOCK_SAMPLES
    before = _through(stage, audio[:shed])
    assert stage.echoing
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
    audio = _echoing(4.0, seed=2)
    out = _through(Dereverberator(), audio)
    learning = 3 * 16000 - 512  # the frames of its first 3 s, less the window's reach
    assert np.array_equal(out[LATENCY:learning], audio[: learning - LATENCY])
    assert not np.array_equal(out[-BLOCK_SAMPLES:], audio[-BLOCK_SAMPLES - LATENCY : -LATENCY])


def test_a_dry_rooms_audio_passes_on_untouched_after_the_stage_has_learnt() -> None:
    """Close to the microphone the filter finds almost no echo to take out: its output is
    not used, so the decoder hears what it would without the stage. Through an echo, the
    same noise is filtered once the stage has learnt."""
    rng = np.random.default_rng(4)
    dry = (rng.standard_normal(8 * 16000) * 3000).astype(np.int16)
    stage = Dereverberator()
    out = _through(stage, dry)
    assert not stage.echoing
    assert np.array_equal(out[LATENCY:], dry[:-LATENCY])
    wet = _echoing(8.0, seed=4)
    stage = Dereverberator()
    out = _through(stage, wet)
    assert stage.echoing
    assert not np.array_equal(out[-16000:], wet[-16000 - LATENCY : -LATENCY])


def test_quiet_between_commands_does_not_close_a_rooms_stage() -> None:
    """The silences at a table say nothing about its room: after half a minute of near
    silence the stage still uses its filter."""
    stage = Dereverberator()
    _through(stage, _echoing(6.0, seed=5))
    assert stage.echoing
    quiet = np.random.default_rng(6).standard_normal(30 * 16000) * 30  # a fridge, far off
    _through(stage, quiet.astype(np.int16))
    assert stage.echoing


def test_the_second_decoder_hears_the_microphones_own_audio_of_the_same_moment() -> None:
    """The first decoder hears the stage's audio, the second the microphone's block of the
    same moment (two blocks back): two readings that do not share the stage's mistakes. Before
    the microphone's first block reaches the stage's output, both hear silence."""
    audio = _echoing(8.0, seed=3)
    blocks = [audio[i * BLOCK_SAMPLES : (i + 1) * BLOCK_SAMPLES] for i in range(400)]
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
