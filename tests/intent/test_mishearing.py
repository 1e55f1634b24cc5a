"""Readings a likely mishearing would turn into another move are read back, not acted on.

The Heard values are what the recogniser reported in the benchmark's false actions: every
word at full confidence, yet not what was said. Where only the kind of words made them
doubtful (a sound-alike ordinal, a bare number word), the game now acts on what it heard
clearly and reads back what it heard faintly; the former rule (``Caution(by_kind=True)``)
is kept for the benchmark's curve, which weighs the two (``docs/benchmark.md``).
"""

from dataclasses import replace

from voice_game.heard import Heard
from voice_game.intent import CardName, Command, Doubt, Place, TurnContext, understand
from voice_game.intent.understand import Caution

from .cards import BASE, JEANS, MOON, PENICILLIN, SHORT_CHAIN, TEABAG, TELEPHONE, WALL

BY_KIND = Caution(by_kind=True)
PYRAMID_ELEVEN = CardName("Eleven pyramids are counted at Giza", ("eleven pyramid",))


def clearly(text: str) -> Heard:
    """``text`` as the recogniser reports it: every word at full confidence."""
    return Heard(text, tuple((word, 1.0) for word in text.split()))


def faintly(text: str, word: str) -> Heard:
    """``text`` with ``word`` heard at confidence 0.5, every other word at 1.0."""
    return Heard(text, tuple((w, 0.5 if w == word else 1.0) for w in text.split()))


def test_an_ordinal_heard_clearly_acts_even_with_a_sound_alike_elsewhere():
    said = "card one after the last"
    reading = understand(clearly(said), BASE)
    assert reading.status == "act" and reading.action == Place(card=0, slot=3)
    assert understand(clearly(said), BASE, BY_KIND).status == "ask", "the former rule"


def test_an_ordinal_with_a_sound_alike_elsewhere_is_read_back_naming_the_card():
    # "after the first" heard faintly as "after the last": both fit a chain of three
    reading = understand(faintly("card one after the last", "last"), BASE)
    assert reading.status == "ask"
    assert reading.alternatives[0].action == Place(card=0, slot=3)
    assert reading.explain == "jeans after moon landing"  # the card the ordinal points at
    # then what a sound-alike would do: after the first (the third is the last here)
    assert [c.action for c in reading.alternatives[1:]] == [Place(card=0, slot=1)]
    assert len(reading.alternatives) == 2, "a choice of two, never a menu of three"
    # typed, nothing can have been misheard
    assert understand(Heard.typed("card one after the last"), BASE).status == "act"


def test_an_ordinal_whose_sound_alikes_mean_the_same_gap_acts():
    # one card on the table: the first is the last, and there is no third or fourth
    reading = understand(clearly("card one after the first"), SHORT_CHAIN)
    assert reading.status == "act" and reading.action == Place(card=0, slot=1)


def test_a_placement_without_a_sound_alike_ordinal_acts():
    reading = understand(clearly("card one after the second"), BASE)
    assert reading.status == "act" and reading.action == Place(card=0, slot=2)
    named = understand(clearly("jeans after the moon landing"), BASE)
    assert named.status == "act" and named.action == Place(card=0, slot=3)


def test_first_inside_a_card_name_is_not_taken_for_the_first_card_at_once():
    # "before the first stamp" heard as "before the first": the first card, or the stamp?
    stamp = CardName("The first postage stamp, the Penny Black", ("first stamp",))
    ctx = replace(BASE, chain=(*BASE.chain, stamp))
    assert understand(faintly("card one before the first", "first"), ctx).status == "ask"
    assert understand(clearly("card one before the first"), ctx, BY_KIND).status == "ask"
    # said in full, the name is clear
    full = understand(clearly("card one before the first stamp"), ctx)
    assert full.status == "act" and full.action == Place(card=0, slot=3)


def test_a_hand_card_by_a_sound_alike_ordinal_is_read_back():
    # "the phaistos goes after the cambridge" heard as "the first goes after ..."
    said = "i reckon the first goes after the moon landing"
    reading = understand(faintly(said, "first"), BASE)
    assert reading.status == "ask" and reading.alternatives[0].action == Place(0, 3)
    assert understand(clearly(said), BASE, BY_KIND).status == "ask"
    # heard clearly too: the bare ordinal is how both decoders heard "the phaistos" on the
    # default run (a false action), and players say "my first card" or "the first one"
    assert understand(clearly(said), BASE).status == "ask", "a bare ordinal is read back"
    for plain in (
        "i reckon the first one goes after the moon landing",
        "my first card goes after the moon landing",
    ):
        assert understand(clearly(plain), BASE).status == "act", plain


CLEANER = CardName(
    "Hubert Booth patents a motorised vacuum cleaner",
    ("vacuum cleaner", "motorised vacuum cleaner"),
)
RIGHTS = CardName("The English Bill of Rights is enacted", ("english rights bill", "english bill"))
RED_BULL = CardName("Red Bull energy drink goes on sale in Austria", ("red bull", "energy drink"))
PENNY = CardName("The first Christmas card is sent", ("first christmas",))
MIRRORS = CardName("The Hall of Mirrors opens at Versailles", ("hall of mirrors",))
PROHIBITION = CardName("Prohibition ends in the United States", ("end of prohibition",))
TAROT = CardName("Tarot cards are first printed", ("tarot",))
WEDDING = CardName(
    "Queen Victoria marries in a white dress, starting a bridal fashion",
    ("white wedding", "wedding dress"),
)
POOH = CardName("A. A. Milne publishes Winnie-the-Pooh", ("winnie the pooh", "pooh bear"))


def test_a_loose_name_a_letter_away_from_another_card_is_read_back():
    ctx = TurnContext(chain=(RIGHTS, MOON, RED_BULL), hand=(CLEANER, TAROT))
    reading = understand(clearly("cleaner after the bill"), ctx)
    assert reading.status == "ask"
    # the card heard, then the one a letter away
    assert [c.action for c in reading.alternatives[:2]] == [Place(0, 1), Place(0, 3)]
    # without a sound-alike card on the table the loose name acts at once
    alone = replace(ctx, chain=(RIGHTS, MOON))
    assert understand(clearly("cleaner after the bill"), alone).status == "act"


def test_words_left_over_from_a_loose_name_are_not_ignored():
    # "first christmas before the last" heard as "first christmas the hall of last"
    ctx = TurnContext(chain=(MOON, RIGHTS), hand=(PENNY, MIRRORS))
    said = "first christmas the hall of last"
    assert understand(clearly(said), ctx, BY_KIND).status != "act"
    assert understand(faintly(said, "last"), ctx).status != "act"
    assert understand(clearly("first christmas at the end"), ctx).status == "act"


def test_a_position_word_is_no_loose_card_name():
    # "the tarot before the brownie camera" heard as "the tarot before the end"
    ctx = TurnContext(chain=(MOON, PROHIBITION, RIGHTS), hand=(TAROT, CLEANER))
    assert understand(clearly("the tarot before the end"), ctx).status != "act"
    named = understand(clearly("the tarot before the end of prohibition"), ctx)
    assert named.status == "act" and named.action == Place(0, 1)


def test_a_command_that_only_resembles_a_phrase_is_read_back():
    # "the pizza is here" heard as "the speak softer"
    reading = understand(clearly("the speak softer"), BASE)
    assert reading.status == "ask" and reading.alternatives[0].action == Command("quieter")
    exact = understand(clearly("speak softer"), BASE)
    assert exact.status == "act" and exact.action == Command("quieter")


def test_one_command_word_in_a_long_stretch_of_speech_is_read_back():
    # "check the chain" heard as "chain", "card number three at the end" as "again"
    for word, kind in (("chain", "chain"), ("again", "repeat"), ("undo", "undo")):
        ctx = replace(BASE, can_undo=True)
        long = understand(Heard(word, ((word, 1.0),), start=3.0, end=4.8), ctx)
        assert long.status == "ask" and long.alternatives[0].action == Command(kind)
        short = understand(Heard(word, ((word, 1.0),), start=3.0, end=3.5), ctx)
        assert short.status == "act" and short.action == Command(kind)
    # "can you turn the music down" heard as "volume down": two words in 2.5 s
    words = (("volume", 1.0), ("down", 1.0))
    chatter = understand(Heard("volume down", words, (), 1.0, 3.5), BASE)
    assert chatter.status == "ask" and chatter.alternatives[0].action == Command("quieter")
    said = understand(Heard("volume down", words, (), 1.0, 2.1), BASE)
    assert said.status == "act" and said.action == Command("quieter")
    # a command of three words may take its time
    slow = Heard("read the chain", tuple((w, 1.0) for w in "read the chain".split()), (), 3.0, 5.8)
    assert understand(slow, BASE).status == "act"


def test_a_short_command_the_raw_audio_heard_inside_longer_speech_is_read_back():
    # the full benchmark's false action (10 dB chatter): "can you turn the music down" heard
    # from the noise-suppressed audio as "volume down" in 1.9 s, at full confidence, while
    # the raw audio's decoder heard the rest of the sentence
    words = (("volume", 1.0), ("down", 1.0))
    raw = clearly("the end and are my turn volume down")
    chatter = understand(Heard("volume down", words, (), 0.66, 2.58, raw=raw), BASE)
    assert chatter.status == "ask" and chatter.alternatives[0].action == Command("quieter")
    # "speak faster" with two words of chatter beside it in the raw audio still acts
    said = Heard("speak faster", (("speak", 1.0), ("faster", 1.0)), (), 1.0, 1.9)
    beside = understand(replace(said, raw=clearly("speak faster night live")), BASE)
    assert beside.status == "act" and beside.action == Command("faster")
    # a doubt is held to it too
    doubt = Heard("i doubt", (("i", 1.0), ("doubt", 1.0)), (), 1.0, 1.8)
    inside = understand(replace(doubt, raw=clearly("so i doubt he will come tonight")), BASE)
    assert inside.status == "ask" and inside.alternatives[0].action == Doubt()
    assert understand(replace(doubt, raw=clearly("i doubt")), BASE).status == "act"
    # a placement names its card, which chatter does not produce by chance
    place = replace(clearly("jeans at the end"), start=1.0, end=2.4)
    longer = replace(place, raw=clearly("the jeans at the end i think so"))
    assert understand(longer, BASE).action == Place(card=0, slot=3)
    assert understand(longer, BASE).status == "act"


def test_a_hand_card_named_by_a_bare_number_word_is_read_back():
    # "i reckon the phaistos goes after the cambridge" heard as "... the five goes goes
    # after the cambridge": the misheard name became card five at full confidence
    ctx = replace(BASE, hand=(JEANS, TELEPHONE, WALL, PENICILLIN, TEABAG))
    heard = replace(clearly("i reckon the five goes goes after the moon landing"), end=3.0)
    reading = understand(heard, ctx, BY_KIND)
    assert reading.status == "ask" and reading.alternatives[0].action == Place(card=4, slot=3)
    faint = replace(faintly("i reckon the five goes goes after the moon landing", "five"), end=3.0)
    assert understand(faint, ctx).status == "ask", "a faint number word is read back"
    # above the caution's threshold but short of full confidence, it is read back too ("i
    # reckon is:0.90 one:0.90 goes after the death" for "... the swan goes ...", seed 17);
    # heard surely by both decoders, it acts
    text = "i reckon the five goes after the moon landing"
    almost = Heard(text, tuple((w, 0.95 if w == "five" else 1.0) for w in text.split()))
    assert understand(almost, ctx).status == "ask"
    assert understand(replace(clearly(text), raw=clearly(text)), ctx).status == "act"
    # said with "card" or "number", or typed, the number is the card
    for words in ("card five after the moon landing", "number five after the moon landing"):
        assert understand(clearly(words), ctx).status == "act", words
    typed = understand(Heard.typed("i reckon the five goes after the moon landing"), ctx)
    assert typed.status == "act" and typed.action == Place(card=4, slot=3)
    # a number that opens the utterance is "card five" with "card" lost at the onset when
    # another reading heard "card five"; in none, it is as often a name's last sound
    # ("sequoyah after the wealth of nations" as "one after ...", seed 11): read back
    lost = Heard("five after the moon landing", clearly("five after the moon landing").words)
    opening = understand(
        replace(lost, alternatives=(("card five after the moon landing", 0.3),)), ctx
    )
    assert opening.status == "act" and opening.action == Place(card=4, slot=3)
    alone = understand(lost, ctx)
    assert alone.status == "ask" and alone.alternatives[0].action == Place(card=4, slot=3)
    inside = replace(lost, alternatives=(("discard five after the moon landing", 0.3),))
    assert understand(inside, ctx).status == "ask", "'card' inside another word is no marker"
    typed_alone = understand(Heard.typed("five after the moon landing"), ctx)
    assert typed_alone.status == "act"
    # a number word of a card's name is that name, not a bare card number
    five = CardName("The Jackson Five sign with Motown", ("jackson five",))
    named = understand(
        clearly("jackson five after the moon landing"),
        replace(ctx, hand=(JEANS, TELEPHONE, WALL, PENICILLIN, five)),
    )
    assert named.status == "act" and named.action == Place(card=4, slot=3)


def test_one_command_word_heard_faintly_is_read_back():
    # "the pizza is here" heard as "repeat" at 0.75
    reading = understand(Heard("repeat", (("repeat", 0.75),), start=1.0, end=1.4), BASE)
    assert reading.status == "ask" and reading.alternatives[0].action == Command("repeat")


def test_a_faint_start_or_end_is_read_back():
    # "the seat goes after the ciphers" heard as "... goes after the start", "start" at 0.6
    words = (("card", 1.0), ("one", 1.0), ("after", 1.0), ("the", 1.0), ("start", 0.6))
    faint = understand(Heard("card one after the start", words), BASE)
    assert faint.status == "ask" and faint.alternatives[0].action == Place(0, 0)
    assert understand(clearly("card one after the start"), BASE).status == "act"


def test_a_strong_other_reading_that_means_something_else_is_offered_beside_it():
    # "check the chain" heard as "chain", the recogniser's next reading the doubt itself
    heard = Heard("chain", (("chain", 1.0),), (("check the chain", 0.44), ("the chain", 0.09)))
    reading = understand(heard, BASE)
    assert reading.status == "ask"
    assert [c.action for c in reading.alternatives] == [Command("chain"), Doubt()]
    # "winnie" heard as "wedding", "winnie" next: both offered
    ctx = TurnContext(chain=(MOON,), hand=(WEDDING, POOH))
    said = "i reckon the wedding goes after the moon landing"
    other = ("i reckon the winnie goes after the moon landing", 0.31)
    placed = understand(Heard(said, clearly(said).words, (other,)), ctx)
    assert [c.action for c in placed.alternatives] == [Place(0, 1), Place(1, 1)]


def test_weak_or_agreeing_other_readings_and_commands_beside_a_placement_do_not_hold_it_up():
    said = "card one after the moon landing"
    for others in (
        (("card one after the moon landing please", 0.4),),  # the same move
        (("card two after the moon landing", 0.1),),  # too weak
        (("again", 0.4),),  # chatter's commands are no rival to a placement
    ):
        reading = understand(Heard(said, clearly(said).words, others), SHORT_CHAIN)
        assert reading.status == "act" and reading.action == Place(0, 1)


def test_a_card_named_by_one_faint_word_is_read_back():
    # "I reckon the winnie goes after ..." heard as "marries the i the goes after ..."
    ctx = TurnContext(chain=(MOON,), hand=(WEDDING, POOH))
    words = (("marries", 0.89), ("the", 0.76), ("i", 0.87), ("the", 0.72), ("goes", 1.0))
    words += (("after", 1.0), ("the", 1.0), ("moon", 1.0), ("landing", 1.0))
    said = Heard("marries the i the goes after the moon landing", words)
    assert understand(clearly(said.text), ctx).status == "act"
    reading = understand(said, ctx)
    assert reading.status == "ask" and reading.alternatives[0].action == Place(0, 1)
    # two words of the name, one of them faint: the name stands
    text = "i would put the white wedding after the moon landing"
    two = Heard(text, tuple((w, 0.8 if w == "wedding" else 1.0) for w in text.split()))
    assert understand(two, ctx).status == "act"


def test_the_start_or_the_end_alone_with_one_card_in_hand_is_read_back_as_a_placement():
    # "at the start" heard as "the start" at 5 dB (the "at" lost): asked about, never acted
    # on, as chatter and other commands ("whose turn is it now") are heard so too
    one = replace(BASE, hand=(TELEPHONE,))
    for said, slot in (("the start", 0), ("the beginning", 0), ("the end", 3), ("end", 3)):
        reading = understand(clearly(said), one)
        assert reading.status == "ask" and reading.action == Place(0, slot), said
    assert understand(replace(clearly("the start"), spoken=False), one).status == "none"
    assert understand(clearly("the start"), BASE).status == "none", "which card is not said"
    assert understand(clearly("the start of it"), one).status != "act"


def test_a_card_on_the_table_named_by_a_number_is_read_back_when_spoken():
    """A room's echo made "... right after the brothers grimm" into "... right after the
    number three", every word at 1.0: the phrase list names table cards by ordinal and name,
    so a number there is read back. Typed, it is the player's own words and acts."""
    for said, place in (
        ("card one right after the number three", Place(card=0, slot=3)),
        ("card one between one and two", Place(card=0, slot=1)),
        ("card two before two", Place(card=1, slot=1)),
    ):
        reading = understand(clearly(said), BASE)
        assert reading.status == "ask" and reading.alternatives[0].action == place, said
        assert understand(Heard.typed(said), BASE).status == "act", said
    # an ordinal, or a number in a table card's own name, acts as before
    assert understand(clearly("card one after the third"), BASE).status == "act"
    eleven = replace(BASE, chain=(PYRAMID_ELEVEN, *BASE.chain[1:]))
    assert understand(clearly("card one after the eleven pyramid"), eleven).status == "act"


def test_an_end_read_from_the_last_or_the_first_without_a_word_of_place_is_offered_both_ways():
    # "first christmas before the last" was heard by both decoders as "... the on the last"
    # and placed at the end (default run, 10 dB steady): "before" was lost
    reading = understand(clearly("jeans the last"), BASE)
    assert reading.status == "ask"
    assert [c.action for c in reading.alternatives] == [
        Place(card=0, slot=3),  # at the end, as heard
        Place(card=0, slot=2),  # before the last
    ]
    # "... the on last" (the raw audio's decoder, seed 2024 at 20 dB): "on" is no card's
    on = understand(clearly("jeans the on last"), BASE)
    assert on.status == "ask"
    assert [c.action for c in on.alternatives] == [Place(card=0, slot=3), Place(card=0, slot=2)]
    first = understand(clearly("card one the first one"), BASE)
    assert first.status == "ask"
    assert [c.action for c in first.alternatives] == [Place(card=0, slot=0), Place(card=0, slot=1)]
    # without the article the end is meant, and with a word of place nothing was lost
    for said, slot in (("jeans goes last", 3), ("card one first", 0), ("jeans before the last", 2)):
        heard = understand(clearly(said), BASE)
        assert heard.status == "act" and heard.action == Place(card=0, slot=slot), said
    # typed, nothing can have been lost
    typed = understand(Heard.typed("jeans the last"), BASE)
    assert typed.status == "act" and typed.action == Place(card=0, slot=3)


def test_a_hand_card_named_as_the_number_is_read_back_when_spoken():
    # "put the rsa at the start" was "put the number three at the start" to both decoders
    # (seed 19, 20 and 10 dB steady), which placed card three
    said = "put the number three at the start"
    reading = understand(clearly(said), BASE)
    assert reading.status == "ask" and reading.action == Place(card=2, slot=0)
    # as players name a card by its number, it acts
    for said in ("card number three at the start", "number three at the start"):
        heard = understand(clearly(said), BASE)
        assert heard.status == "act" and heard.action == Place(card=2, slot=0), said
    assert understand(Heard.typed("put the number three at the start"), BASE).status == "act"


def test_an_end_heard_beside_another_place_is_read_back():
    """Said "i'll put the first ballet at the very start", heard "i put the first ballet
    after the marries start" ("after" faint): the ballet went after Grace Kelly, the
    "start" taken into her name. An end of the chain heard outside every card's name, where
    the reading puts the card elsewhere, is read back; typed, it acts."""
    said = "the jeans after the printing start"
    reading = understand(faintly(said, "after"), BASE)
    assert reading.status == "ask" and reading.action == Place(card=0, slot=2), reading
    assert understand(Heard.typed(said), BASE).status == "act"
    for clear in ("the jeans at the start", "the jeans after the printing press"):
        assert understand(clearly(clear), BASE).status == "act", clear


def test_an_end_taken_back_is_no_end():
    said = "the jeans at the end, no wait, after the printing press"
    reading = understand(clearly(said), BASE)
    assert (reading.status, reading.action) == ("act", Place(card=0, slot=2)), reading
