"""The benchmark listens with the voice game's phrase list for the turn
(``tests/dialogue/test_turn_phrases.py`` checks the game, ``hear`` and the shared decision)."""

from __future__ import annotations

from benchmarks.voice.run import phrases_for
from testkit.voice.corpus import build_corpus
from voice_game.dialogue.requests import turn_phrases


def test_the_benchmark_listens_with_the_game_s_phrases():
    for utt in build_corpus(12, 2024):
        assert phrases_for(utt) == turn_phrases(utt.ctx)
