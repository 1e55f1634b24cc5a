"""The caution layer: what a partly heard or faint utterance may still do at once."""

from dataclasses import replace

import pytest

from voice_game.heard import UNHEARD, Heard
from voice_game.intent import CardName, Command, Doubt, NoAction, Place, Reading, TurnContext
from voice_game.intent.understand import Caution, cautious, understand

from .hearing import heard_as


def act(action) -> Reading:
    return Reading(action, 1.0, "act", "test")


def heard(n_words: int, unheard: int = 0, confidences=()) -> Heard:
    """An utterance of ``n_words`` words (the given ones first), plus unheard stretches."""
    words = [w for w, _ in confidences] + ["word"] * (n_words - len(confidences))
    pairs = tuple(confidences) + tuple((w, 1.0) for w in words[len(confidences) :])
    return Heard(" ".join(words), pairs + ((UNHEARD, 0.5),) * unheard)


PLACE = act(Place(card=1, slot=2))


def test_a_clear_reading_acts():
    assert cautious(PLACE, heard(6, 0, [("card", 1.0), ("two", 1.0)])) is PLACE
    assert cautious(act(Doubt()), heard(2, 0, [("i", 1.0), ("doubt", 1.0)])).status == "act"


def test_a_placement_with_an_unheard_stretch_still_acts_but_a_command_is_read_back():
    assert cautious(PLACE, heard(6, 1)).status == "act"
    undo = cautious(act(Command("undo")), heard(2, 1))
    assert undo.status == "ask" and undo.alternatives[0].action == Command("undo")


def test_mostly_unheard_speech_does_nothing():
    reading = cautious(act(Command("quit")), heard(1, 3))
    assert reading.status == "none" and isinstance(reading.action, NoAction)


def test_faint_numbers_and_faint_doubts_are_read_back():
    faint_number = cautious(PLACE, heard(5, 0, [("card", 1.0), ("third", 0.55)]))
    assert faint_number.status == "ask" and faint_number.alternatives[0].action == PLACE.action
    faint_name_long = cautious(PLACE, heard(7, 0, [("telephone", 0.4), ("two", 1.0)]))
    assert faint_name_long.status == "act"
    # in a short placement a faint name word may be another card's word: read back
    faint_name_short = cautious(PLACE, heard(4, 0, [("lee", 0.85), ("after", 1.0)]))
    assert faint_name_short.status == "ask"
    clear_short = cautious(PLACE, heard(4, 0, [("lee", 0.97), ("after", 0.5)]))
    assert clear_short.status == "act"
    assert cautious(act(Doubt()), heard(2, 0, [("i", 1.0), ("doubt", 0.6)])).status == "ask"


def test_harmless_requests_act_when_heard_clearly_and_are_read_back_when_faint():
    for kind in ("repeat", "chain", "hand", "turn", "counts", "help"):
        assert cautious(act(Command(kind)), heard(1, 0, [(kind, 0.95)])).status == "act"
        # "the pizza is here" heard as a faint "repeat": asked, not done
        faint = cautious(act(Command(kind)), heard(1, 0, [(kind, 0.75)]))
        assert faint.status == "ask" and faint.alternatives[0].action == Command(kind)
        # one such word in mostly unmatched speech is chatter
        assert cautious(act(Command(kind)), heard(1, 4, [(kind, 0.95)])).status == "none"


def test_asks_and_nones_pass_through():
    asked = Reading(Place(0, 0), 0.6, "ask", "x")
    assert cautious(asked, heard(3, 2)) is asked


CTX = TurnContext(
    chain=(CardName("Apollo 11 lands on the Moon", ("moon landing",)),),
    hand=(CardName("Bell patents the telephone", ("telephone",)), CardName("Jeans", ("jeans",))),
    can_undo=True,
)


def test_understand_is_parse_and_caution_together():
    typed = understand(Heard.typed("undo"), CTX)
    assert typed.status == "act" and typed.action == Command("undo")
    chatter = understand(Heard("cancel", (("cancel", 0.95), (UNHEARD, 0.6), (UNHEARD, 0.7))), CTX)
    assert chatter.status == "none"
    words = (("take", 1.0), ("it", 1.0), ("back", 1.0), (UNHEARD, 0.6))
    half = understand(Heard("take it back", words), CTX)
    assert half.status == "ask" and half.alternatives[0].action == Command("undo")


def test_a_typed_line_is_heard_in_full():
    line = Heard.typed("  card 2   at the end \n")
    assert line.text == "card 2 at the end"
    assert line.confidence == 1.0 and line.unheard == 0
    assert Heard("").confidence == 0.0 and Heard("").is_empty


def test_a_command_heard_second_best_is_read_back():
    """The recogniser's best reading means nothing here; its second does: read it back."""
    said = Heard(
        "the telephone landing",
        (("the", 0.6), ("telephone", 0.9), ("landing", 0.5)),
        (("the jeans", 0.2), ("the telephone after the moon landing", 0.15)),
    )
    assert understand(Heard.typed("the telephone landing"), CTX).status == "none"
    reading = understand(said, CTX)
    assert reading.status == "ask"
    assert reading.alternatives[0].action == Place(card=0, slot=1)
    # a best reading that already fits is kept, and chatter (mostly unheard) stays nothing
    clear = Heard.typed("jeans at the end")
    assert understand(Heard(clear.text, clear.words, (("undo", 0.3),)), CTX).action == Place(
        card=1, slot=1
    )
    chatter = Heard("the", (("the", 0.5), (UNHEARD, 0.5)), (("undo", 0.3),))
    assert understand(chatter, CTX).status == "none"


def _spoken(text: str, faint: str = "") -> Heard:
    """``text`` heard, the words of ``faint`` at 0.6 and every other word at 1.0."""
    return Heard(text, tuple((w, 0.6 if w in faint.split() else 1.0) for w in text.split()))


PLACED = Place(card=0, slot=1)
"""The telephone after the moon landing."""


def test_a_harmless_request_found_by_a_loose_match_acts_when_every_word_was_sure():
    """ "read us the chain" is no phrase of the parser's: read back, "Read the chain?" would
    cost the table as long as reading it. Consequential ones keep their question."""
    from voice_game.intent.understand import Caution

    for text, kind in (
        ("read us the chain", "chain"),
        ("is it my move", "turn"),
        ("i help", "help"),
    ):
        loose = understand(_spoken(text), CTX, Caution(loose_harmless=False))
        assert loose.status == "ask", text  # the parser's own reading is a loose one
        now = understand(_spoken(text), CTX)
        assert (now.status, now.action) == ("act", Command(kind)), text
        faint = understand(_spoken(text, faint=text.split()[0]), CTX)
        assert faint.status == "ask", text
    for text in ("way undo that", "the game", "i doubt that lot"):
        assert understand(_spoken(text), CTX).status == "ask", text


def test_a_loose_request_beside_a_cards_word_stays_a_question():
    """Chatter "have you seen my keys" was heard through the phrase list as "nbc my cards",
    every word at 1.0: a card's word beside a loosely matched request is read back."""
    nbc = TurnContext(
        chain=CTX.chain,
        hand=(*CTX.hand, CardName("NBC begins regular television broadcasts", ("nbc",))),
        can_undo=True,
    )
    asked = understand(_spoken("nbc my cards"), nbc)
    assert asked.status == "ask" and asked.alternatives[0].action == Command("hand")
    # without the card's word, or typed, the same request acts
    assert understand(_spoken("read me my cards"), nbc).status == "act"
    assert understand(Heard.typed("nbc my cards"), nbc).status == "act"


def test_the_raw_audios_sure_reading_answers_the_one_question_the_first_would_ask():
    """One decoder heard "moon london" faintly and would read back "telephone after moon
    landing?"; the other heard "landing" there and every word surely: the game acts. Not
    when the second heard the faint word itself, nor a card's number heard faintly, nor
    when the first offered a choice, nor for a doubt or an undo, nor under the former rule."""
    from dataclasses import replace

    from voice_game.intent.understand import Caution

    said = "telephone after the moon landing"
    first = _spoken("telephone after the moon london", faint="moon london")
    heard = replace(first, raw=_spoken(said))
    assert understand(replace(heard, raw=None), CTX).status == "ask", "the first decoder asks"
    settled = understand(heard, CTX)
    assert (settled.status, settled.action) == ("act", Place(card=0, slot=1))
    assert understand(heard, CTX, Caution(raw_settles=False)).status == "ask", "the former rule"
    # the raw decoder heard something else: both readings are offered
    other = replace(heard, raw=_spoken("jeans after the moon landing"))
    assert understand(other, CTX).status == "ask"
    # the faint word itself heard by the other at full confidence answers the question;
    # a rival in the other's lattice (0.97), or a word the first barely heard (0.35), does
    # not: both decoders read the same phrase list and share its guesses
    same = replace(_spoken(said, faint="landing"), raw=_spoken(said))
    assert understand(replace(same, raw=None), CTX).status == "ask"
    assert (understand(same, CTX).status, understand(same, CTX).action) == ("act", PLACED)
    for first, second in ((0.6, 0.97), (0.35, 1.0)):
        words = "telephone:1 after:1 the:1 moon:1 landing:{}"
        shared = replace(heard_as(words.format(first)), raw=heard_as(words.format(second)))
        assert understand(shared, CTX).status == "ask", (first, second)
    # a card's number heard faintly: the decoders share the phrase list's sound-alikes
    numbered = replace(
        _spoken("card one after the moon landing", faint="one"),
        raw=_spoken("put the telephone after the moon landing"),
    )
    assert understand(replace(numbered, raw=None), CTX).status == "ask"
    assert understand(numbered, CTX).status == "ask"
    # the first decoder heard a rival place and offers a choice: the choice stays; a rival
    # card for the one place is the second's to settle
    rival = Heard(said, _spoken(said).words, (("telephone after the start", 0.45),))
    offered = understand(rival, CTX)
    assert offered.status == "ask" and len(offered.alternatives) == 2, offered
    assert understand(replace(rival, raw=_spoken(said)), CTX).status == "ask"
    card = Heard(said, _spoken(said).words, (("jeans after the moon landing", 0.45),))
    assert understand(card, CTX).status == "ask"
    assert understand(replace(card, raw=_spoken(said)), CTX).action == PLACED
    # a voice setting the other heard surely in its own words is settled (undone by its
    # opposite); a doubt's or an undo's question keeps its weight whatever the second heard
    setting = replace(_spoken("speak louder", faint="louder"), raw=_spoken("speak up"))
    assert understand(replace(setting, raw=None), CTX).status == "ask"
    assert (understand(setting, CTX).status, understand(setting, CTX).action) == (
        "act",
        Command("louder"),
    )
    # (a doubt or an undo the second heard in one sure reading is settled: see
    # test_a_faint_doubt_the_other_decoder_heard_in_one_sure_reading_acts)
    for words, faint_word, other_words, others in (
        ("i doubt it", "doubt", "that is wrong", (("that is long", 0.2),)),
        ("undo that", "undo", "take it back", (("take it bag", 0.2),)),
    ):
        alone = understand(_spoken(other_words), CTX)
        assert alone.status == "act", other_words
        raw = Heard(other_words, _spoken(other_words).words, others)
        faint = replace(_spoken(words, faint=faint_word), raw=raw)
        assert understand(replace(faint, raw=None), CTX).status == "ask", words
        assert understand(faint, CTX).status == "ask", words


def test_a_doubt_needs_its_own_word_sure_in_both_decoders():
    """ "shush, enough": "challenge it now" at full confidence to one decoder, a faint
    "challenge enough" to the other. A doubt cannot be taken back, so it is read back."""
    from dataclasses import replace

    clean = _spoken("challenge it now")
    faint_raw = Heard("challenge enough", (("challenge", 0.85), ("enough", 0.67)))
    asked = understand(replace(clean, raw=faint_raw), CTX)
    assert asked.status == "ask" and asked.alternatives[0].action == Doubt()
    # the other decoder sure of the doubt's own word: act, whatever else it heard faintly
    wrong = _spoken("that's wrong")
    sure_raw = Heard("that wrong", (("that", 0.58), ("wrong", 1.0)))
    assert understand(replace(wrong, raw=sure_raw), CTX).status == "act"
    assert understand(replace(clean, raw=_spoken("challenge it now")), CTX).status == "act"


def test_a_doubt_both_decoders_said_word_for_word_acts_though_one_heard_it_faintly():
    """ "doubt" at full confidence to one decoder and at 0.78 to the other, "i doubt:0.65
    the chain": the same doubt phrase from both (default run and seeds 11 and 17: seven
    read-backs of a doubt acted on at once, none wrong). Below half, or when the other
    decoder's words are no doubt phrase ("challenge enough"), it is still read back."""
    from dataclasses import replace

    for first, raw in (
        ("doubt", "doubt:0.78"),
        ("i doubt the chain", "i:1 doubt:0.65 the:0.74 chain:1"),
        ("i challenge", "i:0.51 challenge:0.61"),
    ):
        acted = understand(replace(_spoken(first), raw=heard_as(raw)), CTX)
        assert (acted.status, acted.action) == ("act", Doubt()), raw
    for first, raw in (("doubt", "doubt:0.34"), ("challenge it now", "challenge:0.85 enough:0.67")):
        assert understand(replace(_spoken(first), raw=heard_as(raw)), CTX).status == "ask", raw


NAMES = ("pyramid", "printing press", "moon landing", "internet", "smartphone")


def test_a_reading_heard_surely_stands_against_the_other_decoders_faint_question():
    """ "scrooge goes after the second one", every word sure to the first decoder, was
    "scrooge goes i:0.77 doubt:0.77 the second one" to the second, which asked "Doubt?": no
    contradiction of words heard clearly (five runs: 27 read-backs right at once, none
    wrong). The second acting on something else, or a faint word of the first's, still asks."""
    from dataclasses import replace

    first = _spoken("the telephone after the moon landing")
    doubtful = replace(first, raw=heard_as("the:1 telephone:1 i:0.77 doubt:0.77 moon:1 landing:1"))
    acted = understand(doubtful, CTX)
    assert (acted.status, acted.action) == ("act", PLACED)
    assert understand(doubtful, CTX, Caution(sure_stands=False)).status == "ask"
    other = replace(first, raw=_spoken("the jeans after the moon landing"))
    assert understand(other, CTX).status == "ask"
    faint = replace(_spoken(first.text, faint="telephone"), raw=doubtful.raw)
    assert understand(faint, CTX).status == "ask"
    # the second heard all the first did and more: "check the chain" (a doubt) as "the chain"
    # another ordinal to the second: "card three after the fourth one" / "... the last one"
    five = replace(
        CTX, chain=tuple(CardName(f"Event {n}", (name,)) for n, name in enumerate(NAMES))
    )
    fourth = replace(
        _spoken("the telephone after the fourth one"),
        raw=heard_as("the:1 telephone:1 after:1 the:1 last:0.6 one:1"),
    )
    assert understand(fourth, five).status == "ask"
    # a card named loosely: "the underground before the david" was "... the cities"
    loose = replace(_spoken("the telephone after the moon"), raw=doubtful.raw)
    assert understand(loose, CTX).status == "ask"
    check = heard_as("check:0.7 the:1 chain:1")
    assert understand(check, CTX).status == "ask"
    assert understand(replace(_spoken("the chain"), raw=check), CTX).status == "ask"
    # most of the first's own weight on readings that mean nothing here: "the last at the
    # end", every word sure, beside "move the last at the end" and "the adi last at the end"
    # (0.71 in all), for "move the adi granth to the end" (seed 41, clean)
    for others, acts in ((0.3, "act"), (0.6, "ask")):
        alternatives = (("telephone the moon", others / 2),) * 2
        unsettled = replace(first, alternatives=alternatives, raw=doubtful.raw)
        assert understand(unsettled, CTX).status == acts, others


def test_a_reading_sure_by_meaning_stands_against_the_other_decoders_faint_question():
    """A word of the first decoder's faint only because its other readings spell it
    otherwise and mean the same ("mother's:0.57 day", "mothers day" among the others) is as
    sure as the caution takes it: the first's reading stands against the second's faint
    "i:0.77 doubt:0.77" (default run, clean). A faint word that no other reading accounts
    for still asks."""
    spelled = replace(
        heard_as("the:1 telephone:0.6 after:1 the:1 moon:1 landing:1"),
        alternatives=(("the telephones after the moon landing", 0.4),),
    )
    assert understand(spelled, CTX).status == "act", "the first decoder alone"
    raw = heard_as("the:1 telephone:1 i:0.77 doubt:0.77 moon:1 landing:1")
    acted = understand(replace(spelled, raw=raw), CTX)
    assert (acted.status, acted.action) == ("act", PLACED)
    alone = replace(spelled, alternatives=(("the jeans after the moon landing", 0.4),))
    assert understand(replace(alone, raw=raw), CTX).status == "ask"


def test_a_doubt_is_not_asked_for_a_faint_word_of_glue_or_a_hesitation():
    """ "I doubt the chain" heard as "i doubt that chain", "that" faint; "hmm, I doubt
    that", "hmm" faint: the doubt's own words are sure, so it acts, by one decoder or two.
    Not when the faint word is the doubt's own, or a word that is not glue and that the
    second decoder did not hear as something else."""
    from dataclasses import replace

    sure = _spoken("i doubt the chain")
    glue = _spoken("i doubt that chain", faint="that")
    for heard in (glue, replace(glue, raw=sure), _spoken("hmm i doubt that", faint="hmm")):
        acted = understand(heard, CTX)
        assert (acted.status, acted.action) == ("act", Doubt()), heard.text
    wrong = replace(_spoken("the chain is wrong", faint="the"), raw=_spoken("the chain is wrong"))
    assert understand(wrong, CTX).status == "act"
    split = Heard(sure.text, sure.words, (("i doubt the train", 0.1),))
    for faint in ("doubt", "chain"):
        asked = replace(_spoken("i doubt that chain", faint=faint), raw=split)
        assert understand(asked, CTX).status == "ask", faint
    unknown = _spoken("ancient i doubt that", faint="ancient")
    assert understand(unknown, CTX).status == "ask", "a faint word that is not glue"
    # unless the second decoder heard something else there, every word surely
    answered = understand(replace(unknown, raw=_spoken("hmm i doubt that")), CTX)
    assert (answered.status, answered.action) == ("act", Doubt())
    shared = replace(unknown, raw=_spoken("ancient i doubt that"))
    assert understand(shared, CTX).status == "ask", "the same faint word heard by both"


def test_a_request_only_the_raw_audios_decoder_made_sense_of_acts():
    """ "sorry, what was that": the first decoder heard "the sorry what was that", which
    means nothing; the second heard the request surely. "Repeat?" would cost the table as
    long as repeating, so it acts. A consequential command, or a one-word request the second
    heard faintly, stays a question; under the former rule it is read back."""
    from dataclasses import replace

    from voice_game.intent.understand import Caution

    muddled = _spoken("the sorry what was that")
    assert understand(muddled, CTX).status == "none", "the first decoder's reading"
    heard = replace(muddled, raw=_spoken("sorry what was that"))
    acted = understand(heard, CTX)
    assert (acted.status, acted.action) == ("act", Command("repeat"))
    assert understand(heard, CTX, Caution(raw_settles=False)).status == "ask", "the former rule"
    faint = replace(muddled, raw=_spoken("repeat", faint="repeat"))  # one word, faint
    assert understand(faint, CTX).status != "act"
    quit_game = replace(muddled, raw=_spoken("quit the game"))
    assert understand(quit_game, CTX).status == "ask"


def test_a_harmless_request_the_first_decoder_offered_among_others_acts_when_raw_heard_it():
    """ "how many cards": the first decoder heard "many cards" (the hand, or the counts?),
    the second "how many cards" surely: the counts at once (seeds 11 and 18, clean). Not
    when the first offered a doubt: "check the chain" to the first, "chain again" to the
    second stays a question (seed 12, 10 dB chatter, where it read the chain)."""
    many = _spoken("many cards")
    assert understand(many, CTX).status == "ask", "the first decoder's question"
    heard = replace(many, raw=_spoken("how many cards"))
    acted = understand(heard, CTX)
    assert (acted.status, acted.action) == ("act", Command("counts"))
    check = replace(_spoken("check the chain"), alternatives=(("read the chain", 0.45),))
    offered = [c.action for c in understand(check, CTX).alternatives]
    assert offered == [Doubt(), Command("chain")], "a doubt or the chain?"
    asked = understand(replace(check, raw=_spoken("chain again")), CTX)
    assert asked.status == "ask", asked


def test_one_harmless_request_both_decoders_ask_about_acts_when_its_words_were_sure():
    """ "help me please" heard as "i help me play" by both decoders, every word sure (default
    run, 10 dB steady): each alone would ask "Help?"; together, help at once. Not when a
    word of the request was faint to either ("way it whose:0.75 turn:0.75 does this" was
    chatter), nor when another reading means something else."""
    alone = _spoken("i help me play")
    assert understand(alone, CTX).status == "ask", "each decoder alone asks"
    both = understand(replace(alone, raw=_spoken("i help me play")), CTX)
    assert (both.status, both.action) == ("act", Command("help"))
    faint = replace(alone, raw=heard_as("i:1 help:0.7 me:1 play:1"))
    assert understand(faint, CTX).status == "ask"
    chatter = heard_as("way:1 it:1 whose:0.75 turn:0.75 does:1 this:1")
    assert (
        understand(replace(chatter, raw=_spoken("way it whose turn is this")), CTX).status == "ask"
    )
    other = replace(alone, alternatives=(("i doubt the chain", 0.2),))
    assert understand(replace(other, raw=_spoken("i help me play")), CTX).status == "ask"


def test_a_faint_word_of_no_harmless_request_leaves_the_one_both_asked_about_acting():
    """ "how many cards does everyone have" heard "... everyone up:0.80" and "how many cards
    not everyone up:0.68" (default run, 10 and 5 dB steady), "help me please" heard "i help
    me please:0.50" by both (clean): "up" belongs to "speak up" and "please" to no request,
    so the counts and the help act. A faint word of another harmless request still holds
    it back: chatter "Ben, you are cheating again" was "many:0.54 you repeat the again"."""
    counts = heard_as("how:1 many:1 cards:1 does:1 everyone:1 up:0.8")
    heard = replace(counts, raw=heard_as("how:1 many:1 cards:1 not:1 everyone:1 up:0.68"))
    assert (understand(heard, CTX).status, understand(heard, CTX).action) == (
        "act",
        Command("counts"),
    )
    helping = _spoken("i help me please", faint="please")
    acted = understand(replace(helping, raw=helping), CTX)
    assert (acted.status, acted.action) == ("act", Command("help"))
    repeat = heard_as("you:1 repeat:1 that:0.62 again:1")
    chatter = replace(repeat, raw=heard_as("many:0.54 you:1 repeat:1 the:0.85 again:1"))
    assert understand(chatter, CTX).status == "ask"


def test_a_request_of_one_word_beside_a_word_heard_below_half_is_not_taken_from_chatter():
    """ "is the pizza here yet" was "repeat sorry:0.30 it:0.96" to the first decoder and
    "is:0.71 repeat sorry:0.79 it:0.95" to the second (default run, clean, chatter): one
    word of a request caught out of speech that was mostly something else, so it is asked
    back, not acted on. Two words of the request ("i help me play") still act."""
    first = heard_as("repeat:1 sorry:0.3 it:0.96")
    chatter = replace(first, raw=heard_as("is:0.71 repeat:1 sorry:0.79 it:0.95"))
    assert understand(chatter, CTX).status != "act"
    helping = heard_as("i:1 help:1 me:1 play:0.45")
    acted = understand(replace(helping, raw=helping), CTX)
    assert (acted.status, acted.action) == ("act", Command("help"))


def test_a_request_word_faint_to_the_first_and_sure_to_the_second_asking_it_acts():
    """ "whose:0.48 turn is it now" to the first decoder, "whose:0.93 turn:0.93 in:0.38 it
    now" to the second, which asks about just that request (seeds 11 and 19, clean): the
    faint word was heard surely, so no sign of chatter. Heard faintly by both, it asks."""
    first = heard_as("whose:0.48 turn:0.92 is:0.92 it:1 now:1")
    sure = replace(first, raw=heard_as("whose:0.93 turn:0.93 in:0.38 it:1 now:1"))
    acted = understand(sure, CTX)
    assert (acted.status, acted.action) == ("act", Command("turn"))
    faint = replace(first, raw=heard_as("whose:0.7 turn:0.93 in:0.38 it:1 now:1"))
    assert understand(faint, CTX).status == "ask"


def test_a_request_the_first_decoder_heard_faintly_acts_when_the_raw_audios_was_sure():
    """ "repeat": the first decoder read it back (heard faintly), the second heard it surely.
    Only harmless requests: a consequential command stays a question."""
    from dataclasses import replace

    faint = _spoken("repeat", faint="repeat")
    assert understand(faint, CTX).status == "ask", "the first decoder alone asks"
    heard = replace(faint, raw=_spoken("repeat"))
    assert (understand(heard, CTX).status, understand(heard, CTX).action) == (
        "act",
        Command("repeat"),
    )
    # the second with another reading: an undo stays a question (with none, see
    # test_a_faint_doubt_the_other_decoder_heard_in_one_sure_reading_acts)
    other = Heard("undo", (("undo", 1.0),), (("do", 0.2),))
    undo = replace(_spoken("undo", faint="undo"), raw=other)
    assert understand(undo, CTX).status == "ask"


def test_a_placement_only_the_raw_audios_decoder_made_sense_of_acts():
    """ "at the start" with one card in hand: the first decoder heard "and the put card",
    which means nothing; the second heard the placement in every word surely. Faint in the
    second, or with both decoders lost, it is not placed."""
    from dataclasses import replace

    from voice_game.intent.understand import Caution

    one_card = replace(CTX, hand=CTX.hand[:1])
    muddled = _spoken("and the put card")
    assert understand(muddled, one_card).status == "none", "the first decoder's reading"
    heard = replace(muddled, raw=_spoken("at the start"))
    acted = understand(heard, one_card)
    assert (acted.status, acted.action) == ("act", Place(card=0, slot=0))
    assert understand(heard, one_card, Caution(raw_settles=False)).status == "ask", "former rule"
    faint = replace(muddled, raw=_spoken("at the start", faint="start"))
    assert understand(faint, one_card).status != "act"


def test_a_request_whose_own_word_was_barely_heard_is_read_back_unless_raw_heard_it():
    """Chatter, "what time is the train tomorrow", heard as "what is the chain" ("chain"
    at 0.46) by the first decoder and as nothing the game knows by the second: "Read the
    chain?", not the chain read out. The second hearing the request, or hearing nothing at
    all, leaves it acting; so does the request's own word heard at even odds or better."""
    from dataclasses import replace

    chatter = heard_as("what:1 is:1 the:0.32 chain:0.46")
    other = heard_as("what:1 did:0.44 i:0.6 just:0.6 between:1 the:1 my:1 ring:1")
    asked = understand(replace(chatter, raw=other), CTX)
    assert (asked.status, asked.action) == ("ask", Command("chain"))
    confirmed = understand(replace(chatter, raw=heard_as("what:1 is:1 the:1 chain:1")), CTX)
    assert confirmed.status == "act"
    assert understand(replace(chatter, raw=Heard("", ())), CTX).status == "act"
    clearer = heard_as("what:1 is:1 the:0.32 chain:0.6")
    assert understand(replace(clearer, raw=other), CTX).status == "act"


THREE_EVENTS = (
    CardName("Apollo 11 lands on the Moon", ("moon landing",)),
    CardName("The Berlin Wall falls", ("berlin wall",)),
    CardName("The euro enters circulation", ("euro",)),
)


def test_a_sound_alike_ordinal_faint_to_the_raw_decoder_is_read_back_with_its_rival():
    """ "card one after the first one" heard as "... after the last" by both decoders, sure
    to the first and faint to the second: read back, the sound-alike ordinal offered."""
    from dataclasses import replace

    ctx = replace(
        CTX,
        chain=THREE_EVENTS,
    )
    sure = heard_as("card:1 one:1 after:1 the:1 last:1")
    asked = understand(replace(sure, raw=heard_as("card:1 one:1 after:1 the:1 last:0.54")), ctx)
    assert asked.status == "ask"
    assert [c.action for c in asked.alternatives] == [Place(card=0, slot=3), Place(card=0, slot=1)]
    acted = understand(replace(sure, raw=sure), ctx)
    assert (acted.status, acted.action) == ("act", Place(card=0, slot=3))


def test_an_ordinal_faint_to_the_raw_decoder_for_no_other_ordinal_acts():
    """ "card one after the third one", every word sure to the first decoder, "third" at
    0.74 to the second, whose one other reading was "card one after the very one" (seed
    2024, 10 dB steady): no reading holds another ordinal, so the placement acts. With
    "fourth" in that other reading, a reading without "third" that means another move, or
    weight no listed reading carries, it is read back."""
    from dataclasses import replace

    ctx = replace(
        CTX,
        chain=(*THREE_EVENTS, CardName("The iPhone goes on sale", ("iphone",))),
    )
    sure = heard_as("card:1 one:1 after:1 the:1 third:1 one:1")
    faint = heard_as("card:1 one:1 after:1 the:1 third:0.739 one:1")
    very = replace(faint, alternatives=(("card one after the very one", 0.261),))
    acted = understand(replace(sure, raw=very), ctx)
    assert (acted.status, acted.action) == ("act", Place(card=0, slot=3))
    fourth = replace(faint, alternatives=(("card one after the fourth one", 0.261),))
    assert understand(replace(sure, raw=fourth), ctx).status == "ask"
    unlisted = replace(faint, alternatives=(("card one after the very one", 0.1),))
    assert understand(replace(sure, raw=unlisted), ctx).status == "ask"
    # "... after the hirst" (a card on the table) for "... after the first": another move
    named = replace(faint, alternatives=(("card one after the berlin wall", 0.261),))
    assert understand(replace(sure, raw=named), ctx).status == "ask"


def test_a_sound_alike_word_within_the_cards_own_name_numbers_nothing():
    """ "first christmas before the last", every word sure to the first decoder, "first"
    faint to the second ("first:0.85 christmas the on last"): "first" is the card's own
    name, beside "christmas", so the placement acts (default run, 20 dB steady). Said as
    the position beside another word ("the christmas one first"), it still numbers (at
    0.95 to the first decoder: a "first" it heard at full confidence is trusted, see
    ``test_first_heard_surely``)."""
    ctx = replace(
        CTX,
        chain=(
            CardName("Apollo 11 lands on the Moon", ("moon landing",)),
            CardName("The Berlin Wall falls", ("berlin wall",)),
        ),
        hand=(CardName("Christmas is first recorded in Rome", ("first christmas",)),),
    )
    raw = heard_as("first:0.85 christmas:1 the:1 on:1 last:1")
    sure = heard_as("first:1 christmas:1 before:1 the:1 last:1")
    named = understand(replace(sure, raw=raw), ctx)
    assert (named.status, named.action) == ("act", Place(card=0, slot=1))
    raw = heard_as("the:1 christmas:1 one:1 first:0.6")
    placed = understand(replace(heard_as("the:1 christmas:1 one:1 first:0.95"), raw=raw), ctx)
    assert placed.status == "ask" and placed.action == Place(card=0, slot=0)


def test_a_voice_setting_is_settled_only_by_a_word_the_other_heard_at_full_confidence():
    """ "louder" faint to the first decoder ("Louder?") and at full confidence to the
    second: louder at once. At 0.97 to the second, or barely heard by the first, the
    question stays; an undo is not settled so while the second had another reading."""
    from dataclasses import replace

    for first, second, status in ((0.88, 1.0, "act"), (0.88, 0.97, "ask"), (0.4, 1.0, "ask")):
        heard = replace(heard_as(f"louder:{first}"), raw=heard_as(f"louder:{second}"))
        assert understand(heard, CTX).status == status, (first, second)
    second = Heard("undo", (("undo", 1.0),), (("do", 0.2),))
    undo = replace(heard_as("undo:0.8"), raw=second)
    assert understand(replace(undo, raw=None), CTX).status == "ask"
    assert understand(undo, CTX).status == "ask"


def test_the_raw_audios_ordinal_does_not_settle_what_the_first_did_not_hear_surely():
    """ "card one after the first one" heard as "... after the off one" by the first
    decoder ("off" faint, "fourth" among its other readings) and "... after the fourth one"
    at full confidence by the second: the sound-alike is no answer, the question stays."""
    from dataclasses import replace

    ctx = replace(
        CTX,
        chain=tuple(
            CardName(f"Event {n}", (f"event {n}",)) for n in ("one", "two", "three", "four")
        ),
    )
    first = Heard(
        "card one after the off one",
        heard_as("card:1 one:1 after:1 the:1 off:0.38 one:1").words,
        (("card one after the fourth one", 0.34),),
    )
    assert understand(first, ctx).status == "ask", "the first decoder asks"
    fourth = heard_as("card:1 one:1 after:1 the:1 fourth:1 one:1")
    assert (understand(fourth, ctx).status, understand(fourth, ctx).action) == (
        "act",
        Place(card=0, slot=4),
    )
    asked = understand(replace(first, raw=fourth), ctx)
    assert asked.status == "ask" and asked.alternatives[0].action == Place(card=0, slot=4)


def test_the_raw_audios_placement_does_not_settle_against_a_card_number_heard_surely():
    """ "card number five before bob dylan nobel" heard as "the right of card number five
    ..." ("right" faint) and by the second decoder as "the earl of ... sandwich ...": the
    Earl of Sandwich is card six, and "card number five" was heard surely. Not placed."""
    from dataclasses import replace

    names = ("rinaldo", "grand national", "pooh", "royal journal", "kwanzaa")
    hand = tuple(CardName(f"The {n} event", (n,)) for n in names)
    sandwich = CardName("The word sandwich is first recorded", ("sandwich", "earl of sandwich"))
    dylan = CardName("Bob Dylan wins the Nobel prize", ("bob dylan nobel",))
    ctx = replace(CTX, hand=(*hand, sandwich), chain=(CTX.chain[0], dylan))
    first = _spoken("the right of card number five before bob dylan nobel", faint="right")
    second = _spoken("the earl of sandwich before bob dylan nobel")
    reading = understand(replace(first, raw=second), ctx)
    assert not (reading.status == "act" and reading.action == Place(card=5, slot=1)), reading
    alone = understand(replace(second, raw=second), ctx)
    assert (alone.status, alone.action) == ("act", Place(card=5, slot=1)), "the name alone acts"


def test_a_placement_is_read_back_when_the_raw_audio_named_another_hand_card():
    """ "put the houdini dies before the futura": the first decoder heard "photocopy the i
    before the futura", the second "put the houdini dies the all the futura", every word
    of another hand card. Read back; with the second hearing nothing of another card, it
    acts."""
    from dataclasses import replace

    hand = (
        CardName("Harry Houdini dies", ("houdini dies",)),
        CardName("The first photocopy is made", ("photocopy",)),
    )
    ctx = replace(CTX, hand=hand, chain=(CardName("The Futura typeface", ("futura",)),))
    first = _spoken("photocopy before the futura")
    named = understand(replace(first, raw=_spoken("put the houdini dies the all the futura")), ctx)
    assert (named.status, named.action) == ("ask", Place(card=1, slot=0))
    plain = understand(replace(first, raw=_spoken("the all the futura")), ctx)
    assert (plain.status, plain.action) == ("act", Place(card=1, slot=0))


def test_a_short_placement_is_not_asked_for_a_faint_word_it_does_not_rest_on():
    """ "crayola, after mother's day please" with "please" faint: the move is the same
    without it, so it acts. A faint word that names the card ("jeens" for "jeans"), or a
    slip the parser mends ("at the are" for "at the start"), keeps the question."""
    extra = heard_as("telephone:1 after:1 moon:1 landing:1 please:0.6")
    assert understand(extra, CTX).status == "act"
    named = heard_as("jeens:0.6 after:1 moon:1 landing:1")
    assert understand(named, CTX).status == "ask"
    one = TurnContext(chain=CTX.chain, hand=CTX.hand[:1], can_undo=True)
    assert understand(heard_as("at:1 the:1 are:0.6"), one).status == "ask"
    assert understand(heard_as("at:1 the:1 start:1"), one).status == "act"


def test_one_and_a_verb_at_the_onset_is_the_end_of_a_lost_name():
    """ "the japanese dance one goes, hmm, before the ring cycle" heard as "one goes hmm
    before the ring cycle": the card's name was lost at the onset, so "one" is no card
    number: read back. Typed, or as "card one goes ...", it acts."""
    said = "one goes before the moon landing"
    asked = understand(_spoken(said), CTX)
    assert asked.status == "ask" and asked.alternatives[0].action == Place(card=0, slot=0)
    assert understand(Heard.typed(said), CTX).status == "act"
    assert understand(_spoken("card one goes before the moon landing"), CTX).status == "act"


LAWN = TurnContext(
    chain=(
        CardName("Carbonated water is invented", ("fizzy water",)),
        CardName("The Moon landing", ("moon landing",)),
    ),
    hand=(
        CardName("The telephone is patented", ("telephone",)),
        CardName("The lawn mower is invented", ("lawnmower", "lawn mower")),
    ),
    players=("Ann", "Ben"),
    current="Ann",
)


def _lawnmower(other: str) -> Heard:
    """'lawnmower' at 0.84: the recogniser's other reading, at 0.16, has ``other``."""
    text = "hmm i put the lawnmower just before the fizzy water"
    words = tuple((w, 0.84 if w == "lawnmower" else 1.0) for w in text.split())
    return Heard(text, words, ((other, 0.16),), spoken=True)


def test_a_word_faint_only_between_readings_of_the_same_move_acts():
    """Heard word for word, a name split between its spellings ("lawnmower" / "lawn mower")
    leaves no doubt about the move (benchmark seeds 11 and 12: 7 read-backs became right at
    once, none wrong); the former rule read it back."""
    same = _lawnmower("hmm i put the lawn mower just before the fizzy water")
    assert understand(same, LAWN).status == "act"
    assert understand(same, LAWN, Caution(readings_agree=False)).status == "ask"
    # a reading that would do something else keeps the word faint
    for other in (
        "hmm i put the lawn mower just after the fizzy water",
        "hmm i put the telephone just before the fizzy water",
    ):
        assert understand(_lawnmower(other), LAWN).status == "ask", other


def test_readings_agreeing_on_a_number_are_not_enough():
    """Numbers and ordinals are where the readings share their mistakes ("the sixth after
    the start" for "move the sixth card to the start"): a faint one stays a question."""
    text = "card two before the fizzy water"
    words = tuple((w, 0.7 if w == "two" else 1.0) for w in text.split())
    heard = Heard(text, words, (("card to before the fizzy water", 0.3),), spoken=True)
    assert understand(heard, LAWN).status == "ask"


def test_a_number_heard_in_every_reading_leaves_the_others_to_agree():
    """ "book to the five day week after the fourth" for "put the five-day week after the
    fourth": "book" faint, its other reading "put", and "fourth" in every reading at full
    confidence. The readings agree on the move; a faint ordinal would not be enough."""
    other = (("lawn mower after the second", 0.16),)
    sure = Heard(
        "lawnmower after the second",
        heard_as("lawnmower:0.84 after:1 the:1 second:1").words,
        other,
        spoken=True,
    )
    assert (understand(sure, LAWN).status, understand(sure, LAWN).action) == (
        "act",
        Place(card=1, slot=2),
    )
    assert understand(sure, LAWN, Caution(readings_agree=False)).status == "ask"
    faint = Heard(
        "lawnmower after the second",
        heard_as("lawnmower:0.84 after:1 the:1 second:0.84").words,
        other,
        spoken=True,
    )
    assert understand(faint, LAWN).status == "ask"


def _doubt(text: str, faint: str, others: tuple[tuple[str, float], ...]) -> Heard:
    words = tuple((w, 0.6 if w == faint else 1.0) for w in text.split())
    return Heard(text, words, others, spoken=True)


def test_a_question_every_reading_answers_the_same_way_acts():
    """ "no way i i doubt that" is a question to the parser (a doubt in other words), but
    the recogniser's other reading is the plain "no way i doubt that": the doubt acts. The
    former rule asked "Doubt?" (benchmark seeds 11 and 12: 14 read-backs became right at
    once with this, none wrong)."""
    said = _doubt("no way i i doubt that", "i", (("no way i doubt that", 0.4),))
    assert understand(said, LAWN).action == Doubt() and understand(said, LAWN).status == "act"
    assert understand(said, LAWN, Caution(readings_agree=False)).status == "ask"
    # a reading that means nothing, or something else, keeps the question
    for other in ("no way i do not", "the lawnmower after the fizzy water"):
        unsure = _doubt("no way i i doubt that", "i", (("no way i doubt that", 0.3), (other, 0.2)))
        assert understand(unsure, LAWN).status == "ask", other


def test_a_command_every_reading_means_acts_but_a_request_keeps_its_question():
    """ "shut:0.58 enough", the other reading "just enough": both are "stop" (default run,
    clean babble; "quit game" / "quit again", "no" / "nope" alike). The host's harmless
    requests keep their own rules: chatter comes through the phrase list as a request in
    every reading ("ben, you are cheating again" as "you repeat that again" and "can you
    repeat that again")."""
    stop = Heard("shut enough", (("shut", 0.58), ("enough", 1.0)), (("just enough", 0.42),))
    assert (understand(stop, LAWN).status, understand(stop, LAWN).action) == (
        "act",
        Command("stop"),
    )
    assert understand(stop, LAWN, Caution(readings_agree=False)).status == "ask"
    other = Heard("shut enough", stop.words, (("just enough", 0.22), ("undo", 0.2)))
    assert understand(other, LAWN).status == "ask"
    chatter = Heard(
        "you repeat that again",
        heard_as("you:1 repeat:1 that:0.62 again:1").words,
        (("you repeat the again", 0.24), ("can you repeat that again", 0.23)),
    )
    assert understand(chatter, LAWN).status == "ask"
    # a word only another command has: "the pizza is here" heard as "repeat softer" (seed 19)
    pizza = Heard(
        "repeat softer",
        (("repeat", 0.84), ("softer", 1.0)),
        (("softer", 0.08), ("speak softer", 0.08)),
    )
    assert understand(pizza, LAWN).status != "act"


ONE_CARD = TurnContext(chain=LAWN.chain, hand=LAWN.hand[:1], players=("Ann", "Ben"), current="Ann")


def _ends(first: str, raw: str, confidence: float = 1.0, seconds: float = 0.8) -> Heard:
    def one(text: str) -> Heard:
        words = tuple((w, confidence) for w in text.split())
        return Heard(text, words, (), 0.0, seconds, True)

    return Heard(first, one(first).words, (), 0.0, seconds, True, one(raw))


def test_an_end_heard_surely_by_both_decoders_places_the_last_card():
    """With one card in hand, "at the start" often reaches both decoders as "the start" at
    full confidence (its "at" lost at the onset): 4 read-backs of the seed-11 and 12 runs,
    and no chatter reached those words above 0.65."""
    assert understand(_ends("the start", "the start"), ONE_CARD).action == Place(0, 0)
    assert understand(_ends("the start", "the start"), ONE_CARD).status == "act"
    assert understand(_ends("the end", "the end"), ONE_CARD).status == "act"
    former = Caution(readings_agree=False)
    assert understand(_ends("the start", "the start"), ONE_CARD, former).status == "ask"
    for heard in (
        _ends("the start", "the end"),  # the decoders disagree
        _ends("the end", "the end", confidence=0.6),  # "could you open the window"
        _ends("the end", "the end", seconds=4.0),  # a long stretch of speech
    ):
        assert understand(heard, ONE_CARD).status != "act", heard
    assert understand(_ends("the start", "the start"), LAWN).status != "act"  # two in hand


MOTHER = TurnContext(
    chain=(
        CardName("Work on the Parthenon in Athens begins", ("parthenon",)),
        CardName("Sixty-five bronze bells are buried with the Marquis Yi", ("bronze bells",)),
        CardName("Paper mills are set up in Baghdad", ("baghdad paper",)),
    ),
    hand=(
        CardName("The vellum of the Voynich manuscript is made", ("voynich manuscript",)),
        CardName("Whistler paints a portrait of his mother", ("whistler's mother", "whistler")),
        CardName("Quotations from Chairman Mao, the Little Red Book", ("little red book",)),
    ),
    players=("Ann", "Ben"),
    current="Ann",
)


def test_a_loosely_named_card_every_reading_agrees_on_acts():
    """ "I'd put the mother before the bronze" reached both decoders as "i book to the mother
    before the bronze" ("book" is a card's word, so the parser asks), its other reading "i
    put the mother before the bronze", a loose but clear placement: it acts. Seeds 11 and 12
    and the four blind sets: 33 read-backs became right at once, none wrong."""
    text = "i book to the mother before the bronze"
    words = tuple((w, 0.6 if w in ("book", "to") else 1.0) for w in text.split())
    said = Heard(text, words, (("i put the mother before the bronze", 0.4),), spoken=True)
    assert understand(said, MOTHER).action == Place(1, 1)
    assert understand(said, MOTHER).status == "act"
    assert understand(said, MOTHER, Caution(readings_agree=False)).status == "ask"


def test_a_loose_name_split_between_its_spellings_acts():
    """ "readers after the vinci" for the Reader's Digest, "readers" at 0.52 and its other
    reading "reader's after the vinci": one word in two spellings, a loose but clear
    placement, acts (7 read-backs on seeds 11-14 and the blind sets, none wrong). Another
    loose reading that means the same move is no other spelling: the word stays faint."""
    ctx = replace(
        MOTHER,
        hand=(
            *MOTHER.hand[:2],
            CardName("Reader's Digest is first published", ("readers digest",)),
        ),
    )
    words = heard_as("readers:0.52 after:1 the:1 bronze:1").words
    spelled = Heard(
        "readers after the bronze", words, (("reader's after the bronze", 0.48),), spoken=True
    )
    assert (understand(spelled, ctx).status, understand(spelled, ctx).action) == (
        "act",
        Place(2, 2),
    )
    assert understand(spelled, ctx, Caution(readings_agree=False)).status == "ask"
    other = Heard(
        "readers after the bronze", words, (("digest after the bronze", 0.48),), spoken=True
    )
    assert read_alike(other, ctx)
    assert understand(other, ctx).status == "ask"


def read_alike(heard: Heard, ctx: TurnContext) -> bool:
    """True when the top reading and its other reading are each the same move, typed."""
    from voice_game.intent import parse

    moves = {parse(text, ctx).action for text, _ in ((heard.text, 1.0), *heard.alternatives)}
    return len(moves) == 1


def test_end_the_game_as_the_model_hears_it_quits_when_both_decoders_agree():
    """The small model hears "end the game" as "and the game" or "in the game", in both
    decoders at full confidence (14 times in 16 on three runs and the blind sets; no chatter
    ever): that is quitting, at once. One decoder's, or a faint one, is still "Quit?"."""
    for said in ("and the game", "in the game"):
        quit_now = understand(_ends(said, said), LAWN)
        assert (quit_now.status, quit_now.action) == ("act", Command("quit")), said
        assert understand(_ends(said, said), LAWN, Caution(readings_agree=False)).status == "ask"
        assert understand(_ends(said, "the game"), LAWN).status != "act"
        assert understand(_ends(said, said, confidence=0.7), LAWN).status != "act"


def test_the_raw_audio_names_the_card_whose_name_the_first_lost_at_the_onset():
    """ "beer hymn at the end" heard as "at the end" by the first decoder, which asks which
    card; the second heard the card's name and every word surely: placed. Not when the
    first heard a card's number or "cards" there ("my first card" heard as "my cards" and as
    "my new york" by the second), nor when the second named it by a bare number ("say one
    after ..." for "sequoyah after ..."), nor under the former rule."""
    from dataclasses import replace

    lost = _spoken("after the moon landing")
    assert understand(lost, CTX).status == "ask", "the first decoder asks which card"
    named = replace(lost, raw=_spoken("telephone after the moon landing"))
    assert (understand(named, CTX).status, understand(named, CTX).action) == ("act", PLACED)
    assert understand(named, CTX, Caution(raw_settles=False)).status == "ask", "former rule"
    numbered = replace(
        _spoken("my cards goes after the moon landing"),
        raw=_spoken("jeans after the moon landing"),
    )
    assert understand(replace(numbered, raw=None), CTX).status == "ask"
    assert understand(numbered, CTX).status == "ask"
    bare = replace(lost, raw=_spoken("say one after the moon landing"))
    assert understand(bare, CTX).status == "ask"


def test_a_faint_number_the_raw_audio_heard_as_a_filler_does_not_hold_a_placement():
    """ "put the test cricket just before the milton" heard as "four to the test cricket
    ...", "four" faint, and word for word by the second decoder: the number was the first's
    guess at "put", and the placement acts. Not when the second heard a number too, nor
    when the first heard "card" before it."""
    from dataclasses import replace

    guessed = _spoken("four to the telephone after the moon landing", faint="four")
    assert understand(guessed, CTX).status == "ask", "the first decoder asks"
    put = replace(guessed, raw=_spoken("put the telephone after the moon landing"))
    assert (understand(put, CTX).status, understand(put, CTX).action) == ("act", PLACED)
    assert understand(put, CTX, Caution(raw_settles=False)).status == "ask", "former rule"
    also = replace(guessed, raw=_spoken("one to the telephone after the moon landing"))
    assert understand(also, CTX).status == "ask"
    marked = replace(
        _spoken("card one after the moon landing", faint="one"),
        raw=_spoken("put the telephone after the moon landing"),
    )
    assert understand(marked, CTX).status == "ask"


def test_the_raw_audio_does_not_settle_a_card_the_first_decoder_heard_none_of():
    """ "i'd put the love before the cleaner" (I Love Lucy) heard as "i love before the
    cleaner", "love" faint, and by the second decoder as "i put the lamp before the
    cleaner": the lava lamp is not placed on the second's word alone (held-out seed 14).
    Had the first heard no card's word, the second's card would settle it."""
    from dataclasses import replace

    ctx = TurnContext(
        chain=(CardName("The vacuum cleaner", ("vacuum cleaner",)),),
        hand=(
            CardName("Thriller", ("thriller",)),
            CardName("The lava lamp", ("lava lamp",)),
            CardName("I Love Lucy is first broadcast", ("i love lucy",)),
        ),
    )
    lamp = _spoken("i put the lamp before the cleaner")
    said = heard_as("i:1 love:0.53 before:1 the:1 cleaner:1").words
    rival = (("i put the lava before the cleaner", 0.28),)
    love = Heard("i love before the cleaner", said, rival, spoken=True, raw=lamp)
    offered = understand(replace(love, raw=None), ctx)
    assert {c.action for c in offered.alternatives} == {Place(card=2, slot=0), Place(1, 0)}
    assert understand(love, ctx).status == "ask"
    lost = replace(_spoken("before the cleaner"), raw=lamp)
    assert understand(replace(lost, raw=None), ctx).status == "ask"
    assert (understand(lost, ctx).status, understand(lost, ctx).action) == (
        "act",
        Place(card=1, slot=0),
    )


def test_a_card_number_both_decoders_heard_after_card_settles_the_question():
    """ "card eight just before melting clocks", "card" and "eight" faint to the first
    decoder and sure to the second: placed (13 read-backs on seeds 11-14 acted on so, none
    wrong). Not when the second heard the number less than surely, the first barely, or
    either without "card" before it ("the five" for "the pinyin")."""
    from dataclasses import replace

    said = "card two after the moon landing"
    first = _spoken(said, faint="card two")
    assert understand(first, CTX).status == "ask", "the first decoder asks"
    sure = replace(first, raw=_spoken(said))
    assert (understand(sure, CTX).status, understand(sure, CTX).action) == (
        "act",
        Place(card=1, slot=1),
    )
    assert understand(sure, CTX, Caution(raw_settles=False)).status == "ask", "former rule"
    faint_to_second = replace(first, raw=heard_as("card:1 two:0.97 after:1 the:1 moon:1 landing:1"))
    barely = replace(heard_as("card:0.4 two:0.6 after:1 the:1 moon:1 landing:1"), raw=_spoken(said))
    unmarked = replace(
        _spoken("the two after the moon landing", faint="two"),
        raw=_spoken("the two after the moon landing"),
    )
    for heard in (faint_to_second, barely, unmarked):
        assert understand(replace(heard, raw=None), CTX).status == "ask", heard.text
        assert understand(heard, CTX).status != "act", heard.text


def test_a_placement_is_read_back_when_the_raw_audio_heard_another_position_surely():
    """ "... between the new yorker and ..." heard as "... before the new yorker" by the
    first decoder, every word sure, and "... between the new yorker" by the second: read
    back, not placed before it. A second decoder that heard the first's word too, however
    faintly, leaves the placement be."""
    said = "put the telephone before the moon landing"
    first = _spoken(said)
    assert understand(first, CTX).status == "act"
    other = replace(first, raw=_spoken("put the telephone between the moon landing"))
    assert understand(other, CTX).status == "ask"
    both = replace(
        first,
        raw=heard_as("put:1 the:1 telephone:1 between:1 before:0.5 the:1 moon:1 landing:1"),
    )
    assert understand(both, CTX).status == "act"


def test_a_faint_doubt_the_other_decoder_heard_in_one_sure_reading_acts():
    """ "doubt it": "doubt" at 0.47 to the first decoder, which asks "Doubt?", and one
    reading only to the second, every word at full confidence: a doubt (10 read-backs on
    seeds 11-15, none wrong; an undo and a quit alike, 8). Not when the second had another
    reading too, nor when the first offered something else."""
    faint = Heard("doubt it", heard_as("doubt:0.47 it:1").words, (("how does it", 0.35),))
    assert understand(faint, CTX).status == "ask", "the first decoder asks"
    sure = replace(faint, raw=_spoken("doubt it"))
    assert (understand(sure, CTX).status, understand(sure, CTX).action) == ("act", Doubt())
    assert understand(sure, CTX, Caution(raw_settles=False)).status == "ask", "former rule"
    split = replace(faint, raw=Heard("doubt it", _spoken("doubt it").words, (("it", 0.2),)))
    assert understand(split, CTX).status == "ask"
    chatter = replace(_spoken("shorter enough"), raw=_spoken("challenge enough"))
    assert understand(chatter, CTX).status != "act"
    # an undo and a quit the same way ("undo that", "undo" at 0.54; "quit game")
    for said, kind in (("undo that", "undo"), ("quit game", "quit")):
        first = _spoken(said, faint=said.split()[0])
        assert understand(first, CTX).status == "ask", said
        settled = understand(replace(first, raw=_spoken(said)), CTX)
        assert (settled.status, settled.action) == ("act", Command(kind)), said
        split = replace(first, raw=Heard(said, _spoken(said).words, (("and the that", 0.2),)))
        assert understand(split, CTX).status == "ask", said


def test_a_hand_card_named_by_a_bare_ordinal_is_read_back_when_spoken():
    """ "i reckon the phaistos goes after the cambridge" reached both decoders as "i reckon
    the first goes after the cambridge", every word sure: the first card in hand is read
    back, not placed. "my first card" or "card one" acts, and typed the bare ordinal acts."""
    said = "i reckon the first goes after the moon landing"
    assert understand(_spoken(said), CTX).status == "ask"
    assert understand(replace(_spoken(said), raw=_spoken(said)), CTX).status == "ask"
    assert understand(Heard.typed(said), CTX).status == "act"
    for plain in (
        "i reckon my first card goes after the moon landing",
        "card one after the moon landing",
    ):
        acted = understand(_spoken(plain), CTX)
        assert (acted.status, acted.action) == ("act", PLACED), plain


@pytest.mark.parametrize(
    "said",
    [
        "can you help me open this bottle",
        "could you repeat the story about your holiday",
        "grandma needs help finding her glasses",
        "whose turn is it to get the pizza",
        "whose turn is it to do the washing up",  # "do" and "up" are other commands' words
    ],
)
def test_a_request_found_by_one_word_in_talk_heard_surely_by_both_is_not_acted_on(
    said: str,
) -> None:
    """Chatter from the blind sets, heard word for word by both decoders: the one request
    each finds by its word is the table's talk around it ("open", "bottle"), so it is at
    most asked about. Two words of the request with nothing else ("i help me play") still
    act (above)."""
    heard = replace(_spoken(said), raw=_spoken(said))
    assert understand(heard, CTX).status != "act", said


def test_the_one_of_the_last_one_heard_faintly_changes_no_place():
    """ "the united nations charter after the last one", "one" at 0.87 and 0.84 to the two
        decoders (default run, clean): a pronoun after an ordinal numbers nothing, so the
        placement acts (here the jeans, card two: a faint "one" may also be card one, and
    "telephone after the last one" is read back for that). A faint "one" that numbers a card
    ("card one") is still read back."""
    chain = (
        CardName("Apollo 11 lands on the Moon", ("moon landing",)),
        CardName("The Berlin Wall falls", ("berlin wall",)),
    )
    ctx = replace(CTX, chain=chain)
    last = heard_as("jeans:1 after:1 the:1 last:1 one:0.87")
    reading = understand(replace(last, raw=heard_as("jeans:1 after:1 the:1 last:1 one:0.84")), ctx)
    assert (reading.status, reading.action) == ("act", Place(card=1, slot=2))
    third = heard_as("card:1 one:0.7 after:1 the:1 last:1")
    assert understand(replace(third, raw=third), ctx).status == "ask"


def test_a_faint_two_where_to_or_goes_belongs_numbers_nothing():
    """ "heart of darkness goes after pagemaker" heard "heart of darkness two:0.31 after
    pagemaker" by both decoders (seed 23, clean): a "two" before a word of place that
    numbers no card ("card two", "number two") is judged again as "to", and the placement
    acts. A faint "two" of "card two" is still read back."""
    goes = heard_as("telephone:1 two:0.31 after:1 the:1 moon:1 landing:1")
    reading = understand(replace(goes, raw=goes), CTX)
    assert (reading.status, reading.action) == ("act", PLACED)
    card = heard_as("card:1 two:0.31 after:1 the:1 moon:1 landing:1")
    assert understand(replace(card, raw=card), CTX).status == "ask"
