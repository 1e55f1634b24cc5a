"""The phrase list is compiled once per utterance: a reset of a recogniser that has heard
nothing since it was made keeps it (each new Vosk recogniser compiles the list again)."""

from __future__ import annotations

from voice_game.speech.recognizer import Recognizer


def test_a_reset_before_any_audio_keeps_the_compiled_phrase_list(recognizer, monkeypatch):
    made: list[int] = []
    new = Recognizer._new_recognizer

    def counting(self: Recognizer):  # type: ignore[no-untyped-def]
        made.append(1)
        return new(self)

    monkeypatch.setattr(Recognizer, "_new_recognizer", counting)
    recognizer.set_phrases(["i doubt", "card one at the end"])
    assert len(made) == 1
    recognizer.reset()
    recognizer.reset()
    assert len(made) == 1, "nothing was heard, so nothing is compiled again"
    recognizer.accept(bytes(3200))
    recognizer.reset()
    assert len(made) == 2, "audio was heard: a reset forgets it with a new recogniser"
    recognizer.reset()
    assert len(made) == 2


def test_a_kept_recogniser_hears_as_a_new_one(recognizer, speak_wav):
    recognizer.set_phrases(["i doubt", "card one at the end"])
    recognizer.reset()  # kept
    assert recognizer.transcribe_wav(speak_wav("I doubt")).text == "i doubt"
