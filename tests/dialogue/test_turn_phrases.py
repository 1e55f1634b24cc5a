"""One phrase list and one decision for a turn: the voice game, ``hear`` and the benchmark.

The live game listens with :func:`turn_phrases` (the parser's phrases and the host's
requests) plus the answers to an open question, and reads a host request ("what is card
2") before the parser. ``hear`` and the benchmark must hear and decide the same way, or
what is measured is not what runs.
"""

from __future__ import annotations

from dataclasses import replace

from benchmarks.voice.corpus import build_corpus
from benchmarks.voice.metrics import scored
from benchmarks.voice.run import phrases_for
from benchmarks.voice.stream import decide
from voice_game.dialogue.hear import hear_result
from voice_game.dialogue.requests import request_json, turn_phrases
from voice_game.dialogue.voice_loop import play_by_voice
from voice_game.heard import Heard
from voice_game.intent import TurnContext, listening_phrases

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


def _request(heard: Heard, ctx: TurnContext) -> dict[str, object] | None:
    """The host request the game acts on at once for ``heard``, as the benchmark records it."""
    made = decide(heard, ctx)
    assert made is not None
    return request_json(made.request) if made.kind == "request" and made.request else None


def test_a_request_is_read_before_the_parser_by_hear_and_the_benchmark():
    utt = next(u for u in build_corpus(60, 2024) if len(u.ctx.hand) >= 2)
    heard = Heard.typed("what is card two")
    made = decide(heard, utt.ctx)
    request = _request(heard, utt.ctx)
    assert made is not None and made.kind == "request"
    assert request == {"kind": "request", "request": "hand_card", "index": 1}
    assert hear_result(heard, utt.ctx)["action"] == request
    # the session acts on it at once: for the benchmark, an action nobody asked for
    assert scored(made, None)[1] == "false"
    assert scored(made, {"kind": "doubt"})[:2] == ("act", "false")


def test_a_request_with_an_unheard_stretch_is_not_acted_on():
    utt = next(u for u in build_corpus(60, 2024) if len(u.ctx.hand) >= 2)
    muffled = Heard("what is card two", (("[unk]", 0.5), ("what", 1.0), ("is", 1.0)))
    made = decide(muffled, utt.ctx)
    assert made is not None and made.kind != "request" and made.reading is not None


def _heard(words: str, confidence: float = 1.0) -> Heard:
    return Heard(words, tuple((w, confidence) for w in words.split()), start=0.0, end=0.4)


def test_a_spoken_request_is_held_to_the_caution_of_the_game_s_own_requests():
    # false actions of the full benchmark run, each a host request nobody made
    session = voice_session()
    rules = session.handle(_heard("rules", 0.5))  # "whose turn", heard faintly as "rules"
    assert rules.lines == ["The rules?"], "read back in a word, not acted on"
    assert session.handle(Heard.typed("rules")).lines, "typed, the request is read"
    telephone = session.handle(_heard("what's the telephone after the suez canal"))
    assert any("telephone" in line.lower() for line in telephone.lines)
    assert session.game.chain[-1].event.startswith("Alexander Graham Bell") or any(
        line.startswith("Telephone") and line.endswith("?") for line in telephone.lines
    ), "heard as the placement it was, not as a request to describe the card"


def test_read_my_cards_and_around_an_unknown_card_are_not_card_requests():
    utt = next(u for u in build_corpus(60, 2024) if len(u.ctx.hand) >= 2)
    for words in ("read my island", "read my chronicle", "around the light"):
        assert _request(_heard(words), utt.ctx) is None, words
    request = _request(Heard.typed("what is my second card"), utt.ctx)
    assert request == {"kind": "request", "request": "hand_card", "index": 1}


def test_a_card_request_with_words_the_name_does_not_explain_is_not_acted_on():
    # the full benchmark's false action (push-to-talk, 5 dB chatter): "the asterix between
    # the bone toothbrush and the linear b" heard as "read the have the linear b"
    utt = next(u for u in build_corpus(120, 2024) if u.uid == "u0105")
    garbled = Heard(
        "read the have the linear b",
        (("read", 1.0), ("the", 0.57), ("have", 0.64), ("the", 0.75), ("linear", 1.0), ("b", 1.0)),
        start=0.46,
        end=4.7,
    )
    made = decide(garbled, utt.ctx)
    assert made is not None and made.status != "act"
    # a part of the name, and the name with its article, are still a request about the card
    for words in ("read the linear b", "tell me about the bone toothbrush", "what is linear b"):
        request = _request(_heard(words), utt.ctx)
        assert request is not None and request["request"] == "card", words


def test_a_short_request_the_raw_audio_heard_inside_longer_speech_is_not_acted_on():
    utt = next(u for u in build_corpus(60, 2024) if len(u.ctx.hand) >= 2)
    rules = _heard("rules")
    assert _request(rules, utt.ctx) == {"kind": "request", "request": "rules"}
    chatter = replace(rules, raw=_heard("i never read the rules"))  # "rules" inside speech
    assert _request(chatter, utt.ctx) is None
