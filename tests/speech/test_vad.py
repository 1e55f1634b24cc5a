"""The voice-activity logic on synthetic blocks (no audio device needed)."""

import numpy as np

from voice_game.speech.vad import Endpointer, VadSettings, level_db

RATE = 16000
BLOCK = RATE * 20 // 1000


def tone(db: float, seconds: float = 0.02, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    amplitude = 32768 * 10 ** (db / 20) * np.sqrt(2)
    noise = rng.normal(0, amplitude / np.sqrt(2), int(RATE * seconds))
    return np.clip(noise, -32768, 32767).astype(np.int16)


def blocks(audio: np.ndarray):
    for i in range(len(audio) // BLOCK):
        yield audio[i * BLOCK : (i + 1) * BLOCK]


def test_level_db_of_silence_and_full_scale():
    assert level_db(np.zeros(BLOCK, dtype=np.int16)) < -80
    assert -1.0 < level_db(np.full(BLOCK, 32767, dtype=np.int16)) <= 0.5


def test_steady_loud_noise_is_learnt_and_speech_above_it_is_found():
    endpointer = Endpointer(VadSettings(detector="energy", dereverb=False))
    # three seconds of room noise at -35 dBFS, louder than the -50 dBFS floor
    fired = [endpointer.waiting(block) for block in blocks(tone(-35, 3.5))]
    assert abs(endpointer.noise_db - (-35)) < 3
    assert not any(fired[30:]), "steady noise must not count as speech once learnt"
    # speech 20 dB above the noise begins within the minimum speech time
    onset = [endpointer.waiting(block) for block in blocks(tone(-15, 0.2, seed=1))]
    assert any(onset[:5])
    assert 1 <= len(endpointer.preroll()) <= 15
    # then quiet (room noise) ends the utterance after the endpoint time
    ends = [endpointer.ended(block, 300) for block in blocks(tone(-35, 0.5, seed=2))]
    assert ends.index(True) == 300 // 20 - 1


def test_calibrated_noise_floor_is_the_starting_point():
    endpointer = Endpointer(
        VadSettings(noise_db=-30.0, margin_db=10.0, detector="energy", dereverb=False)
    )
    assert not endpointer.is_loud(tone(-25))
    assert endpointer.is_loud(tone(-15))


def test_noise_suppression_quietens_steady_noise_for_the_recogniser_only():
    """The recogniser hears the room's steady noise suppressed once it is learnt; the
    detector's own level (noise_db) is of the raw audio."""
    endpointer = Endpointer(VadSettings(dereverb=False))
    noise = tone(-35, 2.0)
    for block in blocks(noise):
        endpointer.waiting(block)
    cleaned = np.frombuffer(endpointer.cleaned, dtype=np.int16)
    assert len(cleaned) == BLOCK
    assert level_db(cleaned) < -35 - 10
    assert abs(endpointer.noise_db - (-35)) < 3
    plain = Endpointer(VadSettings(suppress_noise=0, detector="energy", dereverb=False))
    plain.waiting(noise[:BLOCK])
    assert plain.cleaned == noise[:BLOCK].tobytes()


def test_the_room_is_judged_quiet_or_not_at_each_onset():
    """A command that begins in a quiet room is not ended by a drop in its own level; one
    that begins in a noisy room may be (see VadSettings.drop_db)."""
    endpointer = Endpointer(VadSettings(detector="energy", dereverb=False))
    for block in blocks(tone(-80, 1.0)):
        endpointer.waiting(block)
    assert any(endpointer.waiting(block) for block in blocks(tone(-20, 0.2, seed=1)))
    endpointer.preroll()
    assert endpointer.quiet_room
    for block in blocks(tone(-40, 3.0, seed=2)):
        endpointer.waiting(block)
    assert any(endpointer.waiting(block) for block in blocks(tone(-15, 0.2, seed=3)))
    endpointer.preroll()
    assert not endpointer.quiet_room
