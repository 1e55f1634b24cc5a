"""The benchmark's simulated rooms: named conditions, the player's distance and level, and
the noise at the SNR asked for, measured at the microphone."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from benchmarks.voice import rooms
from benchmarks.voice.run import snr_of
from testkit.voice.synth import HUMAN_LIKE, synthesize


def test_room_conditions_are_named_and_parsed_back() -> None:
    names = rooms.conditions()
    assert len(names) == 2 * 4 * 2 and "living-1m" in names and "bare-3m-10dB" in names
    for name in names:
        parsed = rooms.parse(name)
        assert parsed is not None and parsed.name == name
    assert rooms.parse("clean") is None and rooms.parse("living-xm") is None
    assert snr_of("bare-2m-10dB") == 10.0 and snr_of("living-0.5m") is None
    with pytest.raises(ValueError, match="living-1m"):
        snr_of("kitchen-1m")


def test_players_sit_at_their_distance_inside_the_room() -> None:
    for room in rooms.ROOMS.values():
        for distance in rooms.DISTANCES:
            seat = rooms.player_at(room, distance)
            assert math.dist(seat, rooms.MIC) == pytest.approx(distance, abs=0.01)
            assert all(0 < v < size for v, size in zip(seat, room.size, strict=True))


def test_the_room_is_as_reverberant_as_named_and_a_far_player_quieter(tmp_path: Path) -> None:
    import pyroomacoustics as pra

    for room, (low, high) in (
        (rooms.ROOMS["living"], (0.4, 0.6)),
        (rooms.ROOMS["bare"], (0.8, 1.1)),
    ):
        near = rooms.impulse_response(room, rooms.player_at(room, 0.5), tmp_path)
        far = rooms.impulse_response(room, rooms.player_at(room, 3.0), tmp_path)
        assert low <= pra.experimental.measure_rt60(near, fs=rooms.RATE) <= high
        # the direct sound falls with distance (1 / r), the reverberation hardly
        assert 4.5 < np.max(np.abs(near)) / np.max(np.abs(far)) < 7.0  # 3 / 0.5 = 6
        assert rooms.direct_to_reverberant_db(near) > rooms.direct_to_reverberant_db(far) + 8
        # cached: the second call reads the same response back
        again = rooms.impulse_response(room, rooms.player_at(room, 0.5), tmp_path)
        assert np.array_equal(near, again)


def test_noise_from_its_own_place_at_the_snr_asked_for(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    speech = np.zeros(3 * rooms.RATE)
    span = slice(rooms.RATE // 2, 2 * rooms.RATE)
    speech[span] = rng.normal(0, 3000, span.stop - span.start)
    noise = rng.normal(0, 1.0, len(speech))
    condition = rooms.parse("living-2m-10dB")
    assert condition is not None
    mixed = rooms.hear_in_room(condition, speech, noise, "babble", span, tmp_path)
    alone = rooms.hear_in_room(rooms.parse("living-2m"), speech, noise, "babble", span, tmp_path)  # type: ignore[arg-type]
    assert mixed.dtype == np.int16 and len(mixed) == len(speech)
    residue = mixed[span].astype(float) - alone[span].astype(float)
    level = 20 * math.log10(np.std(alone[span].astype(float)) / np.std(residue))
    assert level == pytest.approx(10.0, abs=0.5)


def test_the_human_like_voices_speak() -> None:
    for voice in HUMAN_LIKE:
        samples = synthesize("between the first and the second", voice, "normal")
        assert samples.dtype == np.int16 and 0.8 < len(samples) / 16000 < 4
        assert np.abs(samples).max() > 1000


def test_a_soft_voice_makes_every_room_condition_quieter_and_close_talk_not(
    tmp_path: Path,
) -> None:
    """``--quieter 15``: the rooms' audio 15 dB down, close-talk as it was."""
    from benchmarks.voice.run import Options, condition_audio

    rng = np.random.default_rng(2)
    speech = np.zeros(3 * rooms.RATE)
    span = slice(rooms.RATE // 2, 2 * rooms.RATE)
    speech[span] = rng.normal(0, 3000, span.stop - span.start)
    noise = rng.normal(0, 1.0, len(speech))
    usual = Options(tmp_path, 1, (), ("ours",), None)
    soft = Options(tmp_path, 1, (), ("ours",), None, quieter_db=15.0)

    def level(cond: str, opts: Options) -> float:
        heard = condition_audio(cond, "steady", speech, noise, span, opts).astype(float)
        return 20 * math.log10(np.std(heard[span]))

    assert level("bare-3m", usual) - level("bare-3m", soft) == pytest.approx(15.0, abs=0.1)
    assert level("10dB", usual) == level("10dB", soft)
