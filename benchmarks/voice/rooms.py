"""Rooms for the voice benchmark: the player's words, and the room's noise or chatter, as the
speaker's microphone hears them across a room.

Every other condition of the benchmark is a close-talk recording with noise added; a speaker
on a table hears players from half a metre to three metres away, through the room's
reverberation. The rooms are simulated by the image-source method (pyroomacoustics): a
shoebox whose walls absorb as much as Sabine's formula needs for the room's RT60. Seeded and
cached, so every run hears the same rooms.

A condition is named ``<room>-<distance>m`` (the player alone in the room) or
``<room>-<distance>m-<snr>dB`` (with the utterance's steady noise or chatter, played from its
own place in the room, at that SNR measured at the microphone over the spoken words). The
player's level falls with distance as in a real room: a player at 0.5 m arrives at the
level of the close-talk conditions (plus the room), one at 3 m about 15.6 dB quieter.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from testkit.arrays import cached_array

RATE = 16000
MIC = (1.2, 2.0, 0.8)
"""The speaker on a table near one wall, its microphone 0.8 m above the floor."""
MOUTH_ABOVE_MIC = 0.4
"""A seated player's mouth is this much higher than the microphone."""
REFERENCE_M = 0.5
"""The distance at which a player's direct sound has the close-talk level."""


@dataclass(frozen=True)
class Room:
    """A shoebox room: its size (m), the RT60 its walls are made for (s), and where its
    noise source (a fridge, a fan, music) and its chatter (other players) stand."""

    name: str
    size: tuple[float, float, float]
    rt60: float
    noise_at: tuple[float, float, float]
    chatter_at: tuple[float, float, float]
    description: str


ROOMS: dict[str, Room] = {
    "living": Room(
        "living",
        (5.0, 4.0, 2.6),
        0.42,
        (4.6, 3.6, 1.0),
        (2.4, 0.8, 1.2),
        "a furnished living room (RT60 about 0.5 s)",
    ),
    "bare": Room(
        "bare",
        (6.0, 5.0, 3.0),
        0.75,
        (5.5, 4.5, 1.0),
        (2.8, 0.9, 1.2),
        "a bare room: hard walls, little furniture (RT60 about 1 s)",
    ),
}
DISTANCES = (0.5, 1.0, 2.0, 3.0)


@dataclass(frozen=True)
class RoomCondition:
    """One room condition: the room, the player's distance, and the SNR (None: alone)."""

    room: Room
    distance: float
    snr_db: float | None

    @property
    def name(self) -> str:
        snr = "" if self.snr_db is None else f"-{self.snr_db:g}dB"
        return f"{self.room.name}-{self.distance:g}m{snr}"


def parse(name: str) -> RoomCondition | None:
    """The room condition named ``name``, or None when it names no room."""
    parts = name.split("-")
    if len(parts) not in (2, 3) or parts[0] not in ROOMS or not parts[1].endswith("m"):
        return None
    try:
        distance = float(parts[1][:-1])
        snr = float(parts[2][:-2]) if len(parts) == 3 and parts[2].endswith("dB") else None
    except ValueError:
        return None
    if len(parts) == 3 and snr is None:
        return None
    return RoomCondition(ROOMS[parts[0]], distance, snr)


def player_at(room: Room, distance: float) -> tuple[float, float, float]:
    """Where a player sits at ``distance`` (m) from the microphone, across the room."""
    rise = MOUTH_ABOVE_MIC
    across = math.sqrt(max(distance**2 - rise**2, 0.01))
    x, y, z = MIC
    if x + across > room.size[0] - 0.2:
        raise ValueError(f"{distance} m does not fit in the {room.name} room")
    return (x + across, y, z + rise)


def impulse_response(
    room: Room, source: tuple[float, float, float], cache: Path | None = None
) -> np.ndarray:
    """The room's impulse response from ``source`` to the microphone, scaled so that the
    direct sound from :data:`REFERENCE_M` has gain 1 (cached under ``cache``)."""
    key = "-".join(f"{v:g}" for v in (*room.size, room.rt60, *source))
    path = None if cache is None else cache / f"rir-{room.name}-{key}.npy"
    return cached_array(path, lambda: _simulate(room, source))


def _simulate(room: Room, source: tuple[float, float, float]) -> np.ndarray:
    """The image-source response of ``room`` from ``source``, direct sound at
    :data:`REFERENCE_M` scaled to gain 1."""
    import pyroomacoustics as pra

    absorption, order = pra.inverse_sabine(room.rt60, room.size)
    shoebox = pra.ShoeBox(
        list(room.size), fs=RATE, materials=pra.Material(absorption), max_order=order
    )
    shoebox.add_source(list(source))
    shoebox.add_microphone(list(MIC))
    shoebox.compute_rir()
    rir = np.asarray(shoebox.rir[0][0], dtype=np.float64)
    # pyroomacoustics gives the direct path a gain of 1 / r (measured: an anechoic 0.5 m
    # response has energy 3.93, 1 / 0.5 ** 2 = 4)
    return rir * REFERENCE_M


def _through(signal: np.ndarray, rir: np.ndarray) -> np.ndarray:
    from scipy.signal import fftconvolve

    return np.asarray(fftconvolve(signal, rir)[: len(signal)], dtype=np.float64)


def hear_in_room(
    condition: RoomCondition,
    speech: np.ndarray,
    noise: np.ndarray,
    kind: str,
    span: slice,
    cache: Path | None = None,
) -> np.ndarray:
    """``speech`` (float, close-talk level, zero outside ``span``) as the microphone hears it
    from the condition's distance, with the ``kind`` of noise ("steady" or "babble") from
    its own place at the condition's SNR; int16."""
    room = condition.room
    wet = _through(speech, impulse_response(room, player_at(room, condition.distance), cache))
    out = wet
    if condition.snr_db is not None:
        where = room.chatter_at if kind == "babble" else room.noise_at
        heard_noise = _through(noise, impulse_response(room, where, cache))
        level = _rms(wet[span])
        noise_level = _rms(heard_noise[span]) or 1.0
        out = wet + heard_noise * (level / noise_level) / 10 ** (condition.snr_db / 20)
    return np.clip(np.round(out), -32768, 32767).astype(np.int16)


def _rms(x: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(x)))) if len(x) else 0.0


def direct_to_reverberant_db(rir: np.ndarray) -> float:
    """How much louder the direct sound (2.5 ms around the first peak) is than the rest."""
    peak = int(np.argmax(np.abs(rir)))
    edge = int(0.0025 * RATE)
    direct = float(np.sum(np.square(rir[max(0, peak - edge) : peak + edge])))
    late = float(np.sum(np.square(rir))) - direct
    return 10 * math.log10(direct / late) if late > 0 else math.inf


def conditions(snrs: tuple[float | None, ...] = (None, 10.0)) -> list[str]:
    """Every room at every distance, alone and at each SNR given."""
    return [
        RoomCondition(room, distance, snr).name
        for room in ROOMS.values()
        for distance in DISTANCES
        for snr in snrs
    ]


__all__ = [
    "DISTANCES",
    "MIC",
    "ROOMS",
    "Room",
    "RoomCondition",
    "conditions",
    "direct_to_reverberant_db",
    "hear_in_room",
    "impulse_response",
    "parse",
    "player_at",
]
