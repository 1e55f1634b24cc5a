"""Answers to the game's questions during play, in the table's own words: lines of the blind
set ``testkit/voice/data/answers-blind-phrasings.jsonl`` (written by a helper who read no
code) that the decider did not take, or took wrongly, before these readings."""

from __future__ import annotations

import json

import pytest

from testkit.voice.corpus import BLIND_SCENES, scene_context
from voice_game.dialogue.decider import DecisionKind, Moment, Question, decide, decision_json
from voice_game.dialogue.hear import ContextError, hear_result, moment_from_json, moment_to_json
from voice_game.heard import Heard
from voice_game.intent import Choice, Command, Doubt, Place
from voice_game.intent.phrases import QUESTION_ANSWERS

from .test_voice_loop import said, voice_session
from .test_voice_setup import heard

SCENES = {s["scene"]: s for s in json.loads(BLIND_SCENES.read_text(encoding="utf-8"))}
CTX = scene_context(SCENES["s1"], confirming=True)  # basketball, mother's day, e-cigarette
SAFETY_FIRST = Choice(Place(0, 0), 1.0, "safety match before basketball")
METRO_FIRST = Choice(Place(1, 0), 1.0, "paris metro before basketball")
METRO_AFTER = Choice(Place(1, 2), 1.0, "paris metro after mother's day")


def _asked(*offers: Choice) -> Moment:
    return Moment(CTX, question=Question("confirm", "?", offers))


DOUBT = _asked(Choice(Doubt(), 1.0, ""))


@pytest.mark.parametrize(
    "said", ["yes i doubt it", "yeah that's wrong", "absolutely that's way off", "sure do"]
)
def test_a_yes_to_doubt_in_the_tables_words_doubts(said):
    """Each was read back once more ("Yes?") or not taken."""
    made = decide(heard(said), DOUBT)
    assert made.kind is DecisionKind.ANSWER and made.choice == DOUBT.question.offers[0]


@pytest.mark.parametrize(
    "said", ["no i didn't say doubt", "not me keep going", "nah it's fine", "definitely not"]
)
def test_a_no_to_doubt_never_doubts(said):
    """ "no, I didn't say doubt" doubted: the opposite of what was said."""
    assert decide(heard(said), DOUBT).kind is DecisionKind.DECLINE


@pytest.mark.parametrize(
    "said", ["no, i said i doubt it", "no no, i doubt it", "nah i'm doubting", "no i challenge it"]
)
def test_a_no_that_puts_the_doubt_right_doubts(said):
    """ "Doubt?" "No, I said I doubt it": the game heard the opening no and declined, so the
    doubter's own insistence called off the doubt."""
    made = decide(heard(said), DOUBT)
    assert made.kind is DecisionKind.ANSWER and made.choice == DOUBT.question.offers[0], made


@pytest.mark.parametrize(
    "said", ["no, i said i don't doubt it", "no, did you say doubt", "no, that's wrong"]
)
def test_a_no_beside_a_doubts_word_still_declines(said):
    assert decide(heard(said), DOUBT).kind is DecisionKind.DECLINE


@pytest.mark.parametrize("said", ["i didn't say doubt", "i never said doubt"])
def test_a_doubt_denied_without_a_no_declines(said):
    """Spoken through the game's listening loop, "no, i didn't say doubt" was heard "long i
    did you say doubt" ("no" faint) and doubted; "i didn't say doubt" doubted too."""
    assert decide(heard(said), DOUBT).kind is DecisionKind.DECLINE


@pytest.mark.parametrize(
    "said", ["did you say doubt", "long i did you say doubt", "who said doubt"]
)
def test_a_doubt_asked_about_is_no_answer_and_no_doubt(said):
    made = decide(heard(said), DOUBT)
    assert made.kind is not DecisionKind.ANSWER and made.status != "act", made
    turn = decide(heard(said), Moment(scene_context(SCENES["s1"], confirming=False)))
    assert turn.status != "act" or not isinstance(turn.reading.action, Doubt), turn


@pytest.mark.parametrize("said", ["i didn't say doubt", "did you say doubt", "i never said doubt"])
def test_a_doubt_spoken_of_in_a_turn_is_no_doubt(said):
    """Each acted as a doubt in a turn (a doubt phrase closing the speaker's remark)."""
    turn = decide(heard(said), Moment(scene_context(SCENES["s1"], confirming=False)))
    assert turn.reading is None or not isinstance(turn.reading.action, Doubt), turn


@pytest.mark.parametrize(
    "said", ["wait, can i change that, undo please", "change that undo", "can i change it, undo"]
)
def test_an_undo_near_a_doubts_sound_is_never_offered_as_a_doubt(said):
    """ "change that" is one sound from "challenge that": typed, "wait, can i change that,
    undo please" was asked back "Doubt?", the opposite of the undo it asked for."""
    turn = decide(Heard.typed(said), Moment(scene_context(SCENES["s1"], confirming=False)))
    assert turn.reading is not None and turn.reading.action == Command("undo"), turn


@pytest.mark.parametrize("said", ["i said doubt", "i did say doubt", "i doubt it"])
def test_a_doubt_said_again_to_be_heard_is_still_a_doubt(said):
    turn = decide(heard(said), Moment(scene_context(SCENES["s1"], confirming=False)))
    assert turn.reading is not None and isinstance(turn.reading.action, Doubt), turn


@pytest.mark.parametrize(
    ("said", "offer"),
    [
        ("the safety match", SAFETY_FIRST),
        ("the metro one", METRO_FIRST),
        ("the latter", METRO_FIRST),
        ("the first option please", SAFETY_FIRST),
        ("um the second paris metro", METRO_FIRST),
    ],
)
def test_a_choice_of_two_is_answered_by_what_tells_them_apart(said, offer):
    made = decide(heard(said), _asked(SAFETY_FIRST, METRO_FIRST))
    assert made.kind is DecisionKind.ANSWER and made.choice == offer


def test_a_choice_by_its_place():
    made = decide(heard("after mother's day"), _asked(METRO_FIRST, METRO_AFTER))
    assert made.kind is DecisionKind.ANSWER and made.choice == METRO_AFTER


def test_talk_about_a_card_of_the_choice_picks_nothing():
    made = decide(heard("haha the safety match versus the metro that'd be a film"),
                  _asked(SAFETY_FIRST, METRO_FIRST))  # fmt: skip
    assert made.kind is not DecisionKind.ANSWER


def test_a_choice_with_another_place_picks_nothing():
    """ "the safety match after basketball" picked "safety match before basketball"."""
    made = decide(heard("the safety match after basketball"), _asked(SAFETY_FIRST, METRO_FIRST))
    assert made.choice not in (SAFETY_FIRST, METRO_FIRST)


@pytest.mark.parametrize("said", ["neither", "none of those"])
def test_neither_declines_the_choice(said):
    assert decide(heard(said), _asked(SAFETY_FIRST, METRO_FIRST)).kind is DecisionKind.DECLINE


def test_neither_with_a_placement_places():
    made = decide(heard("neither the metro goes after mother's day"),
                  _asked(SAFETY_FIRST, METRO_FIRST))  # fmt: skip
    assert made.kind is DecisionKind.ACT and made.reading.action == Place(1, 2)


@pytest.mark.parametrize(
    "said", ["yes yes yes", "absolutely", "sure lock it in", "yes before basketball exactly"]
)
def test_a_yes_to_a_read_back_in_the_tables_words(said):
    made = decide(heard(said), _asked(SAFETY_FIRST))
    assert made.kind is DecisionKind.ANSWER and made.choice == SAFETY_FIRST


@pytest.mark.parametrize("said", ["no no no", "definitely not"])
def test_a_plain_no_to_a_read_back(said):
    assert decide(heard(said), _asked(SAFETY_FIRST)).kind is DecisionKind.DECLINE


@pytest.mark.parametrize("said", ["yes but after mother's day", "yes after basketball"])
def test_a_yes_with_another_place_is_no_yes(said):
    """ "yes, after basketball" to "Safety match before basketball?" took the read-back."""
    made = decide(heard(said), _asked(SAFETY_FIRST))
    assert made.choice != SAFETY_FIRST


def test_a_faint_yes_to_a_read_back_is_not_taken_at_once():
    faint = Heard("absolutely", (("absolutely", 0.4),))
    assert decide(faint, _asked(SAFETY_FIRST)).kind is not DecisionKind.ANSWER


OVER = Moment(CTX, kind="over", rematch=True)


@pytest.mark.parametrize(
    "said", ["one more round", "rematch i want revenge", "uh yeah why not", "same players"]
)
def test_another_game_in_the_tables_words(said):
    assert decide(heard(said), OVER).kind is DecisionKind.REMATCH


@pytest.mark.parametrize(
    "said",
    ["nah that's enough for tonight", "i think we'll call it a night", "no more quit",
     "stop we're finished"],
)  # fmt: skip
def test_goodbye_in_the_tables_words(said):
    assert decide(heard(said), OVER).kind is DecisionKind.GOODBYE


@pytest.mark.parametrize("said", ["does anyone want more cake", "maybe with different players"])
def test_neither_after_the_game_asks_again(said):
    assert decide(heard(said), OVER).kind is DecisionKind.PROMPT


def test_hear_decides_an_answer_with_the_question_the_game_had_open():
    """hear's context had no offers, so an answer read by them ("the latter") was decided
    by hear as if nothing had been offered."""
    session = voice_session()
    session.handle(said("card one at the end"))
    session.handle(said("card one at the end"))
    words = "card one after the third"
    others = (("card one after the first", 0.3), ("card one after the last", 0.3))
    session.handle(
        Heard(words, tuple((w, 0.5 if w == "third" else 1.0) for w in words.split()), others)
    )
    moment = session.moment()
    assert moment.question is not None and moment.question.offers, "a question is open"
    described = moment_from_json(json.loads(json.dumps(moment_to_json(moment))))
    assert described == moment
    for answer in ("absolutely", "definitely not", "the latter", "neither", "the first one"):
        assert hear_result(heard(answer), described) == decision_json(decide(heard(answer), moment))


@pytest.mark.parametrize(
    "question",
    [
        "not an object",
        {"kind": "menu"},
        {"offers": [{"kind": "place", "card": 99, "slot": 0}]},
        {"offers": [{"kind": "doubt"}] * 3},
        {"offers": [{"kind": "sing"}]},
    ],
)
def test_a_question_hear_cannot_use_is_refused_with_its_reason(question):
    with pytest.raises(ContextError, match="question|offer"):
        moment_from_json(
            {**moment_to_json(Moment(CTX)), "moment": "question", "question": question}
        )


@pytest.mark.parametrize(
    ("said", "kinds"),
    [
        ("neither", {DecisionKind.DECLINE}),
        ("none of those", {DecisionKind.DECLINE}),
        ("the latter", {DecisionKind.ANSWER}),
        ("the former", {DecisionKind.ANSWER}),
        ("nope", {DecisionKind.DECLINE}),
        ("nah", {DecisionKind.DECLINE}),
        ("sure", {DecisionKind.ANSWER}),
    ],
)
def test_the_answers_listened_for_at_a_choice_are_read(said, kinds):
    """Each is on the list a question listens with (``QUESTION_ANSWERS``): heard, it must
    mean something at a choice of two."""
    assert said in QUESTION_ANSWERS
    assert decide(heard(said), _asked(SAFETY_FIRST, METRO_FIRST)).kind in kinds


def test_every_answer_listened_for_means_something_at_one_question_or_another():
    moments = (_asked(SAFETY_FIRST, METRO_FIRST), _asked(SAFETY_FIRST), DOUBT)
    for answer in QUESTION_ANSWERS:
        kinds = {decide(heard(answer), moment).kind for moment in moments}
        assert kinds - {DecisionKind.NONE}, answer


@pytest.mark.parametrize("said", ["well done everyone", "anyone want more cake", "we are so done"])
def test_talk_after_the_game_neither_leaves_nor_plays_again(said):
    assert decide(heard(said), OVER).kind is DecisionKind.PROMPT


def test_after_the_game_the_words_heard_surely_decide():
    """Spoken, "one more round" was heard "one more please" with "please" faint, and "I
    think we'll call it a night" with two faint words: each was asked again."""
    one_more = Heard("one more please", (("one", 1.0), ("more", 1.0), ("please", 0.7)))
    assert decide(one_more, OVER).kind is DecisionKind.REMATCH
    night = Heard("i think the you call it a night", tuple(
        (w, 0.7 if w in ("the", "you") else 1.0) for w in "i think the you call it a night".split()
    ))  # fmt: skip
    assert decide(night, OVER).kind is DecisionKind.GOODBYE
    faint_again = Heard("one more", (("one", 0.6), ("more", 0.6)))
    assert decide(faint_again, OVER).kind is DecisionKind.PROMPT  # a faint word decides nothing
