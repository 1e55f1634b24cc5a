"""One phrase list and one decision for a turn: the voice game, ``hear`` and the benchmark.

The live game listens with :func:`turn_phrases` (the parser's phrases and the host's
requests) plus the answers to an open question, and reads a host request ("what is card
2") before the parser. ``hear`` and the benchmark must hear and decide the same way, or
what is measured is not what runs.
"""

from __future__ import annotations

from benchmarks.voice.corpus import build_corpus
from benchmarks.voice.metrics import outcome
from benchmarks.voice.run import phrases_for
from benchmarks.voice.stream import decide
from voice_game.dialogue.hear import hear_result
from voice_game.dialogue.requests import turn_phrases
from voice_game.dialogue.voice_mode import play_by_voice
from voice_game.heard import Heard
from voice_game.intent import listening_phrases

from .test_voice_loop import Ears, Mouth, said, voice_session


def test_the_voice_game_listens_with_the_turn_phrases_and_the_open_answers():
    session = voice_session()
    ears = Ears([said("quit")])
    play_by_voice(Mouth(), ears, session, resumed=False)
    heard_with = ears.phrases[0]
    assert heard_with is not None
    expected = [*turn_phrases(session.context()), *session.answer_phrases()]
    assert list(heard_with) == expected
    assert "what is card one" in heard_with, "the host's requests are in the list"
    assert set(listening_phrases(session.context())) < set(heard_with)


def test_the_benchmark_listens_with_the_game_s_phrases():
    for utt in build_corpus(12, 2024):
        assert phrases_for(utt) == turn_phrases(utt.ctx)


def test_a_request_is_read_before_the_parser_by_hear_and_the_benchmark():
    utt = next(u for u in build_corpus(60, 2024) if len(u.ctx.hand) >= 2)
    heard = Heard.typed("what is card two")
    reading, request = decide(heard, utt.ctx)
    assert reading is None and request == {"kind": "request", "request": "hand_card", "index": 1}
    assert hear_result(heard, utt.ctx)["action"] == request
    # the session acts on it at once: for the benchmark, an action nobody asked for
    assert outcome(reading, None, request)[1] == "false"
    assert outcome(reading, {"kind": "doubt"}, request)[:2] == ("act", "false")


def test_a_request_with_an_unheard_stretch_goes_to_the_parser_as_in_the_session():
    utt = next(u for u in build_corpus(60, 2024) if len(u.ctx.hand) >= 2)
    muffled = Heard("what is card two", (("[unk]", 0.5), ("what", 1.0), ("is", 1.0)))
    reading, request = decide(muffled, utt.ctx)
    assert request is None and reading is not None
