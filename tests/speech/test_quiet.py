"""Silence skipped before listening (``voice_game.speech.quiet``): the blocks it keeps are
every block the real detector could start speech at, and the stretches around them; a
silent recording keeps none."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

from voice_game.speech.audio import read_wav_16k
from voice_game.speech.listening import pcm_blocks, wav_blocks
from voice_game.speech.quiet import could_start_speech, heard_blocks
from voice_game.speech.vad import Endpointer, VadSettings, level_db

RATE = 16000


def _write(path: Path, samples: np.ndarray) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(samples.astype("<i2").tobytes())
    return path


def _noise(seconds: float, db: float, rng: np.random.Generator) -> np.ndarray:
    scale = 32768 * 10 ** (db / 20)
    return np.clip(rng.normal(0, scale, int(seconds * RATE)), -32768, 32767).astype(np.int16)


def test_ten_minutes_of_silence_keep_no_block(tmp_path):
    rng = np.random.default_rng(1)
    for name, samples in (
        ("zeros", np.zeros(600 * RATE, np.int16)),
        ("hiss", _noise(600, -65, rng)),
    ):
        path = _write(tmp_path / f"{name}.wav", samples)
        assert sum(1 for _ in wav_blocks(path)) > 29_000  # the source is there to skip
        assert list(heard_blocks(lambda p=path: wav_blocks(p), max_seconds=10.0)) == [], name


def _onsets(audio: np.ndarray, settings: VadSettings) -> list[int]:
    """The blocks at which a real detector, waiting from the start, begins speech (and
    waits on after each, as it does after a burst that gave no word)."""
    detector = Endpointer(settings)
    return [i for i, block in enumerate(pcm_blocks(audio)) if detector.waiting(block.samples)]


def test_every_block_the_detector_starts_speech_at_is_kept(speak_wav):
    """Noise at several levels, bursts, quiet and a spoken command: wherever the real
    detector (Silero and the level, and the level alone) starts speech, the cheap pass said
    it could, and the blocks around it are kept."""
    rng = np.random.default_rng(7)
    said = np.frombuffer(read_wav_16k(speak_wav("card two before the moon landing")), np.int16)
    parts = [
        np.zeros(RATE * 4, np.int16),
        _noise(3, -45, rng),
        said,
        _noise(5, -60, rng),
        _noise(0.3, -20, rng),  # a knock
        _noise(4, -35, rng),
        (said * 0.3).astype(np.int16),
        np.zeros(RATE * 6, np.int16),
        said,
        _noise(2, -30, rng),
    ]
    audio = np.concatenate(parts)
    levels = np.array([level_db(block.samples) for block in pcm_blocks(audio)])
    for settings in (
        VadSettings(suppress_noise=0),
        VadSettings(detector="energy", suppress_noise=0),
    ):
        onsets = _onsets(audio, settings)
        assert len(onsets) >= 3, f"the detector heard the commands ({settings.detector})"
        candidates = set(could_start_speech(levels, settings).tolist())
        assert set(onsets) <= candidates, (settings.detector, onsets)
        assert len(candidates) < len(levels), "some blocks could never start speech"


def test_speech_after_a_long_silence_is_kept_and_the_silence_before_it_is_not(tmp_path, speak_wav):
    said = np.frombuffer(read_wav_16k(speak_wav("I doubt")), np.int16)
    audio = np.concatenate([np.zeros(120 * RATE, np.int16), said, np.zeros(RATE, np.int16)])
    path = _write(tmp_path / "late.wav", audio)
    everything = list(wav_blocks(path))
    kept = list(heard_blocks(lambda: wav_blocks(path), max_seconds=10.0))
    assert 0 < len(kept) < len(everything) // 10
    start = 120.3  # the file's own lead of 0.3 s comes first
    speech = [b.at for b in everything if start < b.at <= start + len(said) / RATE]
    assert set(speech) <= {b.at for b in kept}, "every block of the command is kept"
    assert kept[0].at >= start - 4.0, "the silence long before it is skipped"
    assert [b.at for b in kept] == sorted(b.at for b in kept)
