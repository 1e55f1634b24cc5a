"""``python -m benchmarks.voice.curve --noise steady``: the curve of issue 21's target cells
(clean audio and steady noise), and a noise kind no record has refused loudly."""

from __future__ import annotations

import pytest

from benchmarks.voice.curve import of_noise


def _record(condition: str, noise: str) -> dict[str, str]:
    return {"condition": condition, "noise": noise}


RECORDS = [
    _record("clean", "babble"),
    _record("clean", "steady"),
    _record("10dB", "steady"),
    _record("10dB", "babble"),
    _record("20dB", "babble"),
]


def test_clean_audio_and_the_noise_kinds_conditions_are_kept() -> None:
    assert of_noise(RECORDS, "steady") == RECORDS[:3]
    assert of_noise(RECORDS, "babble") == [RECORDS[0], RECORDS[1], RECORDS[3], RECORDS[4]]


def test_a_noise_kind_no_record_has_is_an_error() -> None:
    """A misspelt kind would otherwise leave the clean records alone: a curve that looks
    complete and measures no noise at all."""
    with pytest.raises(ValueError, match="'stedy'.*babble.*steady"):
        of_noise(RECORDS, "stedy")
