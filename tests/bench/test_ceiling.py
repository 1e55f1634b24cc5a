"""The ceiling diagnostic: which reading of a lost command would have been right."""

from __future__ import annotations

from benchmarks.voice.ceiling import readings, right_reading
from testkit.voice.corpus import build_corpus
from voice_game.heard import Heard


def test_every_reading_of_both_decoders_is_tried_and_the_right_one_found() -> None:
    utt = next(u for u in build_corpus(40, 2024) if u.text == "doubt" or u.category == "doubt")
    wrong = Heard("the start", (("the", 0.5), ("start", 0.5)), (("the stars", 0.2),))
    heard = Heard(
        wrong.text,
        wrong.words,
        wrong.alternatives,
        raw=Heard("the start", (), (("i doubt", 0.3),)),
    )
    assert readings(heard) == ["the start", "the stars", "i doubt"], "each once, in order"
    assert right_reading(utt, heard) == "i doubt"
    assert right_reading(utt, wrong) is None
    assert readings(None) == []
