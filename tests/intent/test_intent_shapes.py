"""JSON shape, value types, move semantics, normalisation, vocabulary and examples."""

from __future__ import annotations

import json
from dataclasses import FrozenInstanceError

import pytest

from voice_game.intent import (
    COMMAND_KINDS,
    Command,
    Doubt,
    Move,
    NoAction,
    Place,
    TurnContext,
    apply_move,
    examples,
    listening_phrases,
    parse,
    to_json,
    vocabulary,
)
from voice_game.intent.wording import COMMAND_WEIGHT
from voice_game.intent.words import key, words
from voice_game.spoken.numbers import int_to_words, parse_number, parse_ordinal

from .cards import BASE, CONFIRMING, DECK, MOON, MOVABLE, ONE_CARD, ORDERING, SHORT_CHAIN, TELEPHONE


def test_json_shapes_exactly() -> None:
    assert to_json(Place(2, 0)) == {"kind": "place", "card": 2, "slot": 0}
    assert to_json(Move(1, 3)) == {"kind": "move", "card": 1, "slot": 3}
    assert to_json(Doubt()) == {"kind": "doubt"}
    assert to_json(NoAction("why")) == {"kind": "none"}
    for kind in COMMAND_KINDS:
        assert to_json(Command(kind)) == {"kind": kind}
    assert json.loads(json.dumps(to_json(Place(1, 1)))) == {"kind": "place", "card": 1, "slot": 1}


def test_unknown_command_kind_rejected() -> None:
    with pytest.raises(ValueError):
        Command("dance")


def test_values_are_frozen() -> None:
    with pytest.raises(FrozenInstanceError):
        Place(0, 0).slot = 1  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        BASE.can_place = False  # type: ignore[misc]


@pytest.mark.parametrize(
    ("move", "after"),
    [(Move(0, 2), "bca"), (Move(2, 0), "cab"), (Move(1, 0), "bac"), (Move(0, 1), "bac")],
)
def test_move_slot_counts_gaps_without_the_card(move: Move, after: str) -> None:
    assert "".join(apply_move(tuple("abc"), move)) == after


def test_parsed_move_applies_as_said() -> None:
    reading = parse("move the pyramid after the moon landing", MOVABLE)
    assert isinstance(reading.action, Move)
    moved = apply_move(MOVABLE.chain, reading.action)
    assert [c.aliases[0] for c in moved] == ["telephone", "moon landing", "pyramid"]


def test_explain_is_short_and_human() -> None:
    assert parse("telephone before the moon landing", BASE).explain == (
        "telephone before moon landing"
    )
    assert parse("jeans between one and two", BASE).explain == (
        "jeans between pyramid and printing press"
    )
    assert parse("wall at the end", BASE).explain == "berlin wall at the end"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Card 2, before the Moon-landing!", "card two before the moon landing"),
        ("I'd put it 3rd", "i would put it third"),
        ("Apollo 11 in 1969", "apollo eleven in nineteen sixty nine"),
        ("what’s on the table", "what is on the table"),
        ("  ", ""),
    ],
)
def test_words_canonical(text: str, expected: str) -> None:
    assert " ".join(words(text)) == expected


def test_key_drops_articles() -> None:
    assert key("The Fall of the Berlin Wall") == "fall of berlin wall"


@pytest.mark.parametrize("n", [1, 2, 9, 10, 13, 20, 21, 45, 99])
def test_numbers_round_trip(n: int) -> None:
    assert parse_number(tuple(int_to_words(n).split())) == n


def test_ordinals() -> None:
    assert parse_ordinal(("first",)) == 1
    assert parse_ordinal(("twenty", "first")) == 21
    assert parse_ordinal(("telephone",)) is None


def _words(phrases: list[str]) -> set[str]:
    return {w for p in phrases for w in p.split()}


def test_vocabulary_is_phrases_of_cards_commands_and_positions() -> None:
    vocab = vocabulary(BASE)
    for phrase in ("before the moon landing", "after the great pyramid",
                   "between the pyramid and the printing press", "between the first and the second",
                   "at the end", "at the start", "before the last", "after the third",
                   "read the chain", "whose turn is it", "i doubt it",
                   "what's on the table"):  # fmt: skip
        assert phrase in vocab, phrase
    for start in ("the telephone ", "card two at the ", "card three before the ",
                  "card one between the "):  # fmt: skip
        assert any(p.startswith(start) for p in vocab), start
    for word in ("apollo", "eleven", "giza", "um", "please"):
        assert word in _words(vocab), word
    assert len(vocab) == len(set(vocab))
    assert all(p == p.lower() and not any(ch.isdigit() for ch in p) for p in vocab)
    assert all(p == " ".join(p.split()) and p for p in vocab)
    assert "[unk]" not in vocab


def test_listening_phrases_weight_the_commands_allowed_now() -> None:
    """Commands and doubts are given COMMAND_WEIGHT times (they weigh more in Vosk's
    bigram); placements and the ways to accept once; nothing that is refused now."""
    heard = listening_phrases(BASE)
    assert set(heard) == {*vocabulary(BASE), "accept", "no doubt", "i accept", "pass"}
    for phrase in ("read the chain", "whose turn is it", "help me", "i doubt it",
                   "no way i doubt that", "sorry could you repeat that"):  # fmt: skip
        assert heard.count(phrase) == COMMAND_WEIGHT > 1, phrase
    for phrase in ("before the moon landing", "at the end", "um", "pass"):
        assert heard.count(phrase) == 1, phrase
    confirming = listening_phrases(CONFIRMING)
    assert confirming.count("yes") == COMMAND_WEIGHT
    assert "yes" not in heard and "undo" not in heard


def test_vocabulary_stays_lean() -> None:
    """Phrases grow with the hand and chain, not as their product."""
    big = TurnContext(chain=DECK[:8], hand=DECK[8:12] + (TELEPHONE, MOON), players=("A", "B"))
    assert len(vocabulary(big)) < 800
    assert len(vocabulary(BASE)) < 500


def test_vocabulary_is_lean_for_the_moment() -> None:
    words = _words(vocabulary(BASE))
    assert "yes" not in words
    assert "yes" in _words(vocabulary(CONFIRMING))
    assert "swap" not in words
    assert "swap" in _words(vocabulary(ORDERING))
    assert "doubt" not in _words(vocabulary(ORDERING))
    assert "move" in _words(vocabulary(MOVABLE))
    assert "move" not in words
    assert "fifth" not in words  # only three cards on the table
    assert "four" not in words  # only three cards in hand
    assert not any("before" in p for p in vocabulary(CONFIRMING))  # no placing now


def test_vocabulary_covers_what_parse_understands() -> None:
    vocab = _words(vocabulary(BASE))
    assert "i'd" not in vocab  # "I doubt" was heard as "i'd out"; "i would put" instead
    for ex in ("hmm I would put the telephone just before the moon landing", "card two at the end",
               "I doubt it", "read the chain", "whose turn is it"):  # fmt: skip
        for w in ex.lower().split():
            assert w in vocab, w


def test_vocabulary_phrases_parse_to_what_they_say() -> None:
    """Every placing sentence in the list is understood as a placement."""
    for phrase in vocabulary(BASE):
        if phrase.startswith(("card one ", "card number two ", "the jeans ", "put card three ")):
            reading = parse(phrase, BASE)
            assert reading.status == "act" and isinstance(reading.action, Place), phrase


@pytest.mark.parametrize(
    "ctx",
    [BASE, ONE_CARD, SHORT_CHAIN, CONFIRMING, ORDERING, MOVABLE,
     TurnContext(chain=DECK[:4], hand=DECK[4:6], can_doubt=False)],
)  # fmt: skip
def test_examples_fit_the_moment_and_parse_back(ctx: TurnContext) -> None:
    said = examples(ctx)
    assert 2 <= len(said) <= 3
    for sentence in said:
        reading = parse(sentence, ctx)
        assert reading.status == "act", (sentence, reading)


def test_examples_use_the_real_cards() -> None:
    assert any("jeans" in s and "pyramid" in s for s in examples(BASE))
