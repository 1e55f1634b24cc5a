"""Every year form the decks and the reveal produce, said by the game's voice and heard by
the speech model in full-vocabulary mode.

What is tested: each distinct form ``say_year`` gives for a card of the four decks (521
forms) goes through ``EspeakVoice.say`` (the normaliser, espeak-ng at the game's rate) and the
audio is transcribed by the Vosk model with no phrase list.

Tolerance, and why: the small English model mishears espeak-ng's number words on its own
("eighteen" as "eighty", "seventeen" as "sam and dean", "twenty" as "when the"), mostly the
first word of an utterance and -teen/-ty pairs. Measured here (vosk 0.3.45, espeak-ng 1.51):
77.1% of the 1,741 intended words are heard with the normaliser, 20.9% when espeak-ng reads
the written forms itself ("1790s" as "one thousand seven hundred ninety z"). So (1) over
all forms at least 70% of the intended words must be heard (the measured figure less a
margin for other builds of the model and synthesiser, and far above the 21% of a voice
without the normaliser), and (2) no form may be heard as a count: "thousand" or "hundred"
heard where the intended words have none ("one thousand eight hundred and eighty" for
"eighteen eighty"), which is what espeak-ng says for a written year (without the
normaliser this flagged all 46 of a sample of forms whose count reading differs). Saying several
forms in one utterance would be cheaper but was measured to cost the model another 10 to
20% of the words, so each form is one utterance; the forms are deduplicated first.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from testkit.hearing import Listener, distance, words
from voice_game.decks import load_deck
from voice_game.decks.loading import available_decks
from voice_game.engine import say_year
from voice_game.speech.recognizer import Recognizer
from voice_game.spoken import cardinal, spoken

MIN_HEARD = 0.70


def year_forms() -> list[str]:
    """Every distinct year form the reveal says for a card of the shipped decks."""
    cards = [card for path in available_decks().values() for card in load_deck(path).cards]
    return sorted({say_year(card.span) for card in cards})


def as_count(form: str) -> list[str]:
    """The form with every number read as a count: the reading the normaliser prevents."""
    return words(re.sub(r"\d+", lambda m: cardinal(int(m.group())), form))


@pytest.fixture(scope="module")
def listener(model_path: Path) -> Listener:
    return Listener(Recognizer(model_path))


def test_every_year_form_is_heard_as_intended(listener: Listener) -> None:
    forms = year_forms()
    assert len(forms) > 400  # all four decks were read
    intended_total = heard_total = 0
    wrong_reading = []
    for form in forms:
        intended = words(spoken(form))
        heard = listener.hear(form)
        missed = distance(intended, heard)
        intended_total += len(intended)
        heard_total += max(0, len(intended) - missed)
        # A number read as a count says "thousand" or "hundred" where the year does not.
        count_words = {"thousand", "hundred"} & set(as_count(form)) - set(intended)
        if count_words & set(heard):
            wrong_reading.append((form, " ".join(heard)))
    share = heard_total / intended_total
    print(f"{len(forms)} year forms, {share:.1%} of {intended_total} intended words heard")
    assert not wrong_reading, f"heard as a count, not as a year: {wrong_reading}"
    assert share >= MIN_HEARD
