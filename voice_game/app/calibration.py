"""The microphone calibration's measurements and advice, pure functions of the recorded
samples (tested without audio): the room's noise floor, each test phrase's level, SNR and
clipping (:func:`analyse`), the settings to recommend (:func:`recommend`), and whether the
game would have acted on each phrase as expected (:func:`judge`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from voice_game.heard import Heard

SAMPLE_RATE = 16000
BLOCK_MS = 20
CLIP_LEVEL = 32700
SILENCE_DB = -100.0  # reported for digital silence (no noise at all)


@dataclass(frozen=True)
class TestPhrase:
    """A phrase the player is asked to say and the action it should give."""

    text: str
    expected: dict[str, Any]


PHRASES: tuple[TestPhrase, ...] = (
    TestPhrase("I doubt", {"kind": "doubt"}),
    TestPhrase("card two before the moon landing", {"kind": "place", "card": 1, "slot": 1}),
    TestPhrase("read the chain", {"kind": "chain"}),
    TestPhrase("the telephone at the end", {"kind": "place", "card": 0, "slot": 2}),
    TestPhrase("whose turn is it", {"kind": "turn"}),
)


def calibration_context() -> Any:
    """The pretend turn the test phrases are spoken in (pyramid and moon landing on the
    table; the telephone and the jeans in hand)."""
    from voice_game.intent import CardName, TurnContext

    return TurnContext(
        chain=(
            CardName("The Great Pyramid of Giza is completed", ("pyramid",)),
            CardName("Apollo 11 lands on the Moon", ("moon landing",)),
        ),
        hand=(
            CardName("Alexander Graham Bell patents the telephone", ("telephone",)),
            CardName("Levi Strauss patents riveted blue jeans", ("jeans",)),
        ),
        players=("Anna", "Ben"),
        current="Anna",
    )


def block_levels(samples: np.ndarray, block_ms: int = BLOCK_MS) -> np.ndarray:
    """dBFS level of each ``block_ms`` block of 16 kHz int16 audio."""
    n = SAMPLE_RATE * block_ms // 1000
    count = len(samples) // n
    if count == 0:
        return np.array([SILENCE_DB])
    x = samples[: count * n].astype(np.float64).reshape(count, n)
    rms = np.sqrt(np.mean(np.square(x), axis=1))
    levels: np.ndarray = np.maximum(20 * np.log10(np.maximum(rms, 1e-9) / 32768), SILENCE_DB)
    return levels


def noise_floor_db(samples: np.ndarray) -> float:
    """The room's noise floor: the median block level of a quiet recording (dBFS)."""
    return round(float(np.median(block_levels(samples))), 1)


@dataclass(frozen=True)
class Take:
    """Levels of one spoken test phrase."""

    speech_db: float
    peak_db: float
    clipped: float
    snr_db: float
    heard: bool


def analyse(samples: np.ndarray, floor_db: float) -> Take:
    """Speech level (mean of the blocks more than 10 dB above the floor, in dBFS), peak,
    fraction of clipped samples, and SNR = speech level minus noise floor."""
    levels = block_levels(samples)
    loud = levels[levels > max(floor_db + 10.0, -60.0)]
    peak = float(np.max(np.abs(samples.astype(np.int32)))) if len(samples) else 0.0
    peak_db = 20 * np.log10(max(peak, 1.0) / 32768)
    clipped = float(np.mean(np.abs(samples.astype(np.int32)) >= CLIP_LEVEL)) if len(samples) else 0
    if len(loud) < 3:
        return Take(SILENCE_DB, round(peak_db, 1), clipped, 0.0, False)
    speech = float(10 * np.log10(np.mean(10 ** (loud / 10))))
    return Take(round(speech, 1), round(peak_db, 1), clipped, round(speech - floor_db, 1), True)


@dataclass(frozen=True)
class Advice:
    """Recommended settings and what the player should change, in plain sentences."""

    endpoint_ms: int
    margin_db: float
    tips: tuple[str, ...]


def listening_settings(snr_db: float) -> tuple[int, float]:
    """(endpoint_ms, margin_db) for a room where speech stands ``snr_db`` above the noise."""
    margin = round(min(15.0, max(6.0, snr_db / 2)), 1)
    endpoint = 300 if snr_db >= 20 else 400 if snr_db >= 12 else 500
    return endpoint, margin


def recommend(takes: Sequence[Take], floor_db: float) -> Advice:
    """Settings and tips from the measured takes.

    * margin_db (how far above the noise floor counts as speech): half the typical SNR,
      kept within 6..15 dB, so that speech clears it comfortably and room noise does not.
    * endpoint_ms (quiet that ends an utterance): 300 ms in a quiet room; 400 ms when the
      SNR is under 20 dB and 500 ms under 12 dB, because in noise the drop after speech is
      less clear and a short window cuts players off between words.
    * tips: clipping -> turn the input gain down or move back; quiet speech -> move closer
      or turn the gain up; noisy room -> move away from the noise.
    """
    heard = [t for t in takes if t.heard]
    tips: list[str] = []
    if not heard:
        return Advice(
            400,
            8.0,
            (
                "I heard no speech at all. Check that the microphone is "
                "plugged in, switched on and not muted, then run this again.",
            ),
        )
    snr = float(np.median([t.snr_db for t in heard]))
    speech = float(np.median([t.speech_db for t in heard]))
    endpoint, margin = listening_settings(snr)
    if max(t.clipped for t in heard) > 0.001 or max(t.peak_db for t in heard) > -0.5:
        tips.append(
            "Your voice is too loud for the microphone and gets clipped: turn the "
            "input gain down, or sit a little further away."
        )
    elif speech < -40:
        tips.append(
            "Your voice is very quiet: move closer to the microphone, or turn the input gain up."
        )
    if snr < 15:
        tips.append(
            "The room is noisy compared with your voice: move the microphone away "
            "from the television, fan or kitchen, and closer to the players."
        )
    if len(heard) < len(takes):
        tips.append(
            "I did not hear some phrases at all: speak a little louder, after the "
            "prompt has finished."
        )
    if not tips:
        tips.append("The levels are good.")
    return Advice(endpoint, margin, tuple(tips))


def judge(heard: Sequence[Heard | None], phrases: Sequence[TestPhrase]) -> list[tuple[str, bool]]:
    """(what was heard, whether the game would act on it as expected) for each phrase."""
    from voice_game.dialogue.decider import Moment, decide, decision_json

    moment = Moment(calibration_context())
    out = []
    for said, phrase in zip(heard, phrases, strict=True):
        text = said.text if said is not None else ""
        made = decision_json(decide(said, moment)) if said is not None and text else None
        ok = made is not None and made["status"] == "act" and made["action"] == phrase.expected
        out.append((text, ok))
    return out
