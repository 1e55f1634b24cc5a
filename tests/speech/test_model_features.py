"""Kaldi's dither made repeatable: the same noise for every utterance, of Kaldi's size."""

from __future__ import annotations

import numpy as np

from voice_game.speech.model_features import SteadyDither


def test_each_utterance_gets_the_same_noise_of_one_units_deviation() -> None:
    silence = bytes(2 * 16000)  # one second of digital silence
    dither = SteadyDither()
    first = dither(silence[:640]) + dither(silence[640:])
    dither.restart()
    again = dither(silence)
    assert first == again, "restarted, the noise begins again"
    noise = np.frombuffer(first, dtype=np.int16).astype(float)
    assert abs(noise.mean()) < 0.05
    assert 0.9 < noise.std() < 1.3, "about Kaldi's dither (deviation 1.0)"
    assert dither(silence) != again, "without a restart the noise runs on"


def test_loud_audio_is_clipped_not_wrapped() -> None:
    loud = np.full(16000, 32767, dtype=np.int16).tobytes()
    mixed = np.frombuffer(SteadyDither()(loud), dtype=np.int16)
    assert mixed.min() > 32000, "no sample wrapped round to a negative"
