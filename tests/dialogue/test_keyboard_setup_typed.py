"""The keyboard game's set-up questions as the blind set types them
(``testkit/voice/data/keyboard-setup-blind-phrasings.jsonl``, written by a helper who read no
code): each line here was asked again, or seated a wrong player, before
:mod:`voice_game.intent.typed_setup` read it. Played through the keyboard game itself."""

from __future__ import annotations

import io

import pytest

from voice_game.app.keyboard_play import play_text
from voice_game.app.options import PlayOptions
from voice_game.dialogue.decider import DecisionKind, Moment, decide
from voice_game.dialogue.rules_talk import PRESET_NAMES
from voice_game.heard import Heard
from voice_game.intent import TurnContext
from voice_game.intent.typed_setup import typed_decks, typed_names, typed_rules, typed_saved

THEMES = {
    "lifestyle": "Everyday life: food and drink, fashion, toys and games, sport as a pastime.",
    "pens-and-brushes": "Literature and the visual arts: books, poems, paintings.",
    "showbizz": "Show business: film, television, radio, popular music.",
    "words-script-book": "Writing systems, alphabets, books and printing, newspapers, codes.",
}
PRESETS = ["lifestyle", "showbizz", "wort-schrift-buch", "penne-e-pennelli"]


def _printed(lines_typed: str, tmp_path, **options: object) -> str:
    out = io.StringIO()
    chosen = PlayOptions(save=tmp_path / "game.json", seed=3, **options)  # type: ignore[arg-type]
    play_text(chosen, io.StringIO(lines_typed + "quit\n"), out)
    return out.getvalue()


@pytest.mark.parametrize(
    ("typed", "players"),
    [
        ("we are three: me (Tom), Sue and Raj", "Tom, Sue and Raj"),
        ("Giulia, Marco e Francesca", "Giulia, Marco and Francesca"),
        ("Margaret, Harold and Dorothy.", "Margaret, Harold and Dorothy"),
        ("Mr. Harold Finch, Mrs. Edith Finch.", "Harold Finch and Edith Finch"),
        ("MAX AND LILY AND GRANDPA", "Max, Lily and Grandpa"),
        ("im finn and my sister is rosie", "Finn and Rosie"),
        ("Dear computer, the players are Gwendolyn and Bartholomew.", "Gwendolyn and Bartholomew"),
        ("Pedro y yo, me llamo Carmen", "Pedro and Carmen"),
        ("tom adn sue", "Tom and Sue"),
        # the second, held-out set
        ("Granny Pat, uncle bob, the twins Amy and Zoe", "Granny Pat, Uncle Bob, Amy and Zoe"),
        ("Sanne en Daan en oma Ria", "Sanne, Daan and oma Ria"),
        ("mum | dad | lily | grandad", "Mum, Dad, Lily and Grandad"),
        ("Mark plus Sunny plus Dawn", "Mark, Sunny and Dawn"),
        ("Nous sommes Camille, Hugo et Léa", "Camille, Hugo and Léa"),
        ("its me (zara) n kai n tash", "Zara, Kai and Tash"),
        ("Rose-Ann | Will | Sunny O'Neil", "Rose-Ann, Will and Sunny O'Neil"),
        ("anna - ben - cara", "Anna, Ben and Cara"),
        ("Grandma, Grandpa, Auntie Sue and cousin Max", "Grandma, Grandpa, Auntie Sue and Max"),
    ],
)
def test_names_typed_with_words_around_them_seat_those_players(tmp_path, typed, players):
    """Each seated a player called "we are three: me (Tom)", "Marco e Francesca", "Dorothy."
    or "AND", or (one name) a computer player beside them."""
    out = _printed(f"{typed}\n", tmp_path, rules="lifestyle", deck=["all"])
    assert f"A new game for {players} with" in out, out


@pytest.mark.parametrize("typed", ["me and mum and dad", "ella and nan and me"])
def test_me_without_a_name_asks_for_it(tmp_path, typed):
    out = _printed(f"{typed}\nella, nan, tom\n", tmp_path, rules="lifestyle", deck=["all"])
    assert "Who is me? Please type your own name." in out, out
    assert "A new game for Ella, Nan and Tom with" in out, out


def test_words_and_an_and_without_commas_are_asked_about_once(tmp_path):
    out = _printed("tom sue and raj\ny\n", tmp_path, rules="lifestyle", deck=["all"])
    assert "Three players: Tom, Sue and Raj? Yes, or no for two players, Tom Sue and Raj." in out
    assert "A new game for Tom, Sue and Raj with" in out, out


@pytest.mark.parametrize(
    ("typed", "rules"),
    [
        ("wsb", "wort-schrift-buch"),
        ("3", "wort-schrift-buch"),
        ("Lifestyle, please.", "lifestyle"),
        ("I would like the Word Script Book rules, thank you.", "wort-schrift-buch"),
        ("Penne-e-Pennelli per favore", "penne-e-pennelli"),
        ("the one where the youngest starts", "penne-e-pennelli"),
        ("you choose", "lifestyle"),
        ("don't mind", "lifestyle"),
        ("lifestyle rules but with the showbizz cards", "lifestyle"),
        ("idc w/e", "lifestyle"),
    ],
)
def test_rules_typed_by_number_initials_or_in_a_sentence(tmp_path, typed, rules):
    out = _printed(f"Ann, Ben\n{typed}\n", tmp_path, deck=["all"])
    assert f"with the {rules} rules" in out, out
    assert "I do not know the rules" not in out, out


@pytest.mark.parametrize(
    "typed", ["what's the difference?", "which is easiest", "is there a default?"]
)
def test_a_question_typed_back_gets_the_help(tmp_path, typed):
    out = _printed(f"Ann, Ben\n{typed}\n\n", tmp_path, deck=["all"])
    assert "There are four sets of rules" in out and "I do not know the rules" not in out, out


@pytest.mark.parametrize(
    ("typed", "rules"), [("showbizz?", "showbizz"), ("how about showbizz", "showbizz")]
)
def test_an_answer_with_a_question_mark_or_a_suggestion_is_an_answer(tmp_path, typed, rules):
    out = _printed(f"Ann, Ben\n{typed}\n", tmp_path, deck=["all"])
    assert f"with the {rules} rules" in out and "There are four sets" not in out, out


@pytest.mark.parametrize(
    ("typed", "decks"),
    [
        ("films", ["showbizz"]),
        ("the art one", ["pens-and-brushes"]),
        ("books and paintings", ["pens-and-brushes"]),
        ("all except showbizz", ["lifestyle", "pens-and-brushes", "words-script-book"]),
        ("not the words one", ["lifestyle", "pens-and-brushes", "showbizz"]),
        ("1 and 3", ["lifestyle", "showbizz"]),
        ("liefstyle, showbiz", ["lifestyle", "showbizz"]),
        ("tutti", list(THEMES)),
        ("POP MUSIC!!!", ["showbizz"]),
        # the second, held-out set
        ("w/e", list(THEMES)),
        ("1 3", ["lifestyle", "showbizz"]),
        ("lfstyl shwbz", ["lifestyle", "showbizz"]),
        ("all of them except showbizz", ["lifestyle", "pens-and-brushes", "words-script-book"]),
        ("the movie one n the art one", ["pens-and-brushes", "showbizz"]),
        ("pens-and-brushes plus words-script-book", ["pens-and-brushes", "words-script-book"]),
        ("Words Script Book | lifestyle", ["lifestyle", "words-script-book"]),
        (
            "We would prefer literature and art, please, and perhaps the film cards as well.",
            ["pens-and-brushes", "showbizz"],
        ),  # fmt: skip
    ],
)
def test_decks_typed_by_theme_number_or_exception(typed, decks):
    assert typed_decks(typed, THEMES) == decks


@pytest.mark.parametrize("typed", ["tv and books", "history", "books"])
def test_a_theme_of_more_than_one_deck_or_none_is_no_choice(typed):
    assert typed_decks(typed, THEMES) == []


def test_a_deck_typed_twice_is_dealt_once(tmp_path):
    out = _printed("Ann, Ben\nshowbizz, showbizz\n", tmp_path, rules="lifestyle")
    assert "A new game for Ann and Ben" in out, out


def test_a_deck_typed_by_its_theme_deals_that_deck(tmp_path):
    out = _printed("Ann, Ben\nfilms\n", tmp_path, rules="lifestyle")
    assert "I do not know the deck" not in out and "A new game for Ann and Ben" in out, out


@pytest.mark.parametrize(
    ("typed", "resumes"),
    [
        ("c", True),
        ("n", False),
        ("contniue", True),
        ("weiter", True),
        ("nuovo", False),
        ("nieuw", False),
    ],
)
def test_continue_or_new_typed_in_a_letter_a_slip_or_another_language(typed, resumes):
    assert typed_saved(typed) is resumes


@pytest.mark.parametrize(
    ("typed", "kind"),
    [
        ("q", DecisionKind.GOODBYE),
        ("ja", DecisionKind.REMATCH),
        ("nein danke", DecisionKind.GOODBYE),
        ("ye", DecisionKind.REMATCH),
        ("nee, stoppen", DecisionKind.GOODBYE),
        ("That will be all for tonight, thank you.", DecisionKind.GOODBYE),
    ],
)
def test_play_again_typed_in_a_letter_or_another_language(typed, kind):
    over = Moment(TurnContext(can_place=False, can_doubt=False), "over", rematch=True)
    assert decide(Heard.typed(typed), over).kind is kind


def test_the_readers_keep_what_they_cannot_tell_open():
    assert typed_rules("showbizz and lifestyle", PRESETS, PRESET_NAMES) is None
    assert typed_names("hi! so it's me, my brother Jack and our friend Priya").problem
    assert typed_names("lifestyle").problem
