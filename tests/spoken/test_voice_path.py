"""The game's voice says the normalised form of every sentence (real espeak-ng)."""

from __future__ import annotations

import numpy as np

from voice_game.speech.voice import EspeakVoice, render


class Capture:
    """An audio player that keeps what it was asked to play instead of playing it."""

    playing = False

    def __init__(self) -> None:
        self.played: list[np.ndarray] = []

    def play(
        self, samples: np.ndarray, samplerate: int, *, volume: float = 1.0, cancel: object = None
    ) -> bool:
        self.played.append(samples)
        return True

    def stop(self) -> None:
        pass


def test_voice_says_years_and_numerals_in_words() -> None:
    player = Capture()
    voice = EspeakVoice(player=player)  # type: ignore[arg-type]
    voice.say("Louis XIV founds the Paris Opera: 1669.")
    written, _ = render("Louis XIV founds the Paris Opera: 1669.")
    said, _ = render("Louis the Fourteenth founds the Paris Opera: sixteen sixty-nine.")
    assert np.array_equal(player.played[0], said)
    assert not np.array_equal(player.played[0], written)
