"""Short sound cues (all under 300 ms), generated with numpy and played like speech.

``listening``      rising two-note chirp: the game is now listening
``understood``     one bright note: the command was understood
``not_understood`` falling two notes: say it again
``chain_correct``  quick rising major arpeggio: the doubted chain was in order
``chain_wrong``    low buzzy falling tone: the doubted chain was wrong
``alert``          three low even notes: something is wrong and could not be said aloud
"""

from __future__ import annotations

from enum import StrEnum

import numpy as np

from .voice import AudioPlayer

CUE_RATE = 22050
"""Sample rate of generated cues (the same as espeak-ng's speech)."""


class Cue(StrEnum):
    """The game's sound cues."""

    LISTENING = "listening"
    UNDERSTOOD = "understood"
    NOT_UNDERSTOOD = "not_understood"
    CHAIN_CORRECT = "chain_correct"
    CHAIN_WRONG = "chain_wrong"
    ALERT = "alert"


def _note(freq: float, ms: int, rate: int, *, buzz: bool = False, glide: float = 1.0) -> np.ndarray:
    """One note with 5 ms fades; ``glide`` is the frequency ratio reached at its end;
    ``buzz`` adds odd harmonics for a duller, 'wrong' sound."""
    n = rate * ms // 1000
    t = np.arange(n) / rate
    inst = freq * np.linspace(1.0, glide, n)
    phase = 2 * np.pi * np.cumsum(inst) / rate
    wave = np.sin(phase)
    if buzz:
        wave = wave + 0.4 * np.sin(3 * phase) + 0.2 * np.sin(5 * phase)
        wave /= 1.6
    fade = min(n // 2, rate * 5 // 1000)
    env = np.ones(n)
    if fade:
        ramp = np.linspace(0.0, 1.0, fade)
        env[:fade] = ramp
        env[-fade:] = ramp[::-1]
    return wave * env * np.exp(-t * 4.0)


def cue_samples(cue: Cue | str, samplerate: int = CUE_RATE, level: float = 0.5) -> np.ndarray:
    """The int16 samples of a cue at ``samplerate``; ``level`` is the peak (0..1)."""
    try:
        name = Cue(cue)
    except ValueError:
        names = ", ".join(c.value for c in Cue)
        raise ValueError(f"Unknown sound cue {cue!r}; use one of: {names}.") from None
    r = samplerate
    gap = np.zeros(r * 15 // 1000)
    parts: list[np.ndarray]
    if name is Cue.LISTENING:
        parts = [_note(660, 70, r), gap, _note(880, 90, r)]
    elif name is Cue.UNDERSTOOD:
        parts = [_note(1047, 110, r)]
    elif name is Cue.NOT_UNDERSTOOD:
        parts = [_note(494, 100, r), gap, _note(370, 140, r)]
    elif name is Cue.CHAIN_CORRECT:
        parts = [_note(523, 70, r), _note(659, 70, r), _note(784, 130, r)]
    elif name is Cue.ALERT:
        parts = [_note(330, 80, r), gap, _note(330, 80, r), gap, _note(330, 80, r)]
    else:
        parts = [_note(220, 260, r, buzz=True, glide=0.8)]
    audio = np.concatenate(parts)
    audio = audio / max(1e-9, float(np.max(np.abs(audio)))) * level
    return np.round(audio * 32767).astype(np.int16)


def play_cue(cue: Cue | str, player: AudioPlayer, *, volume: float = 1.0) -> bool:
    """Play a cue through ``player`` (the voice's own, e.g. ``voice.player``); blocks
    for its length and returns False if it was stopped."""
    return player.play(cue_samples(cue), CUE_RATE, volume=volume)
