"""Every reading points one way (:mod:`voice_game.intent.unanimous`, and a question of the same
action among one decoder's readings, :func:`voice_game.intent.agreeing.agreeing_evidence`): each
case as a benchmark run heard it, and what keeps the question."""

from __future__ import annotations

from dataclasses import replace

from voice_game.intent import CardName, TurnContext
from voice_game.intent.model import Command, Doubt, Place
from voice_game.intent.understand import understand

from .hearing import heard_as


def _card(*names: str) -> CardName:
    return CardName(f"The {names[0]} happens", names)


SHOPS = TurnContext(
    chain=(_card("tesco", "market stall"), _card("tupperware"), _card("walmart", "wal-mart")),
    hand=(_card("lava lamp"), _card("plastic bag"), _card("revolving door"), _card("decimal day")),
    players=("Ann", "Ben"),
    current="Ann",
)
FIRST = "lava:1 lamp:1 after:0.694 wal:0.577 mart:0.577"
FIRST_OTHERS = (("lava lamp after walmart", 0.31), ("lava lamp at the wal mart", 0.19))
RAW = "lava:1 lamp:1 after:0.609 wal:0.887 mart:0.6"


def test_both_decoders_pointing_one_way_act_at_once():
    """ "lava lamp after walmart" (seed 2024, 10 dB steady): "after" and the name faint to
    both decoders, every reading of either either the same placement ("lava lamp after
    wal mart", "... walmart") or nothing ("... at the wal mart", "... after wal not")."""
    raw = heard_as(RAW, ("lava lamp at the wal mart", 0.26), ("lava lamp after wal not", 0.16))
    first = heard_as(FIRST, *FIRST_OTHERS, raw=raw)
    decided = understand(first, SHOPS)
    assert (decided.status, decided.action) == ("act", Place(card=0, slot=3))
    alone = understand(heard_as(FIRST, *FIRST_OTHERS), SHOPS)
    assert alone.status == "ask", "the first decoder alone asks"


def test_weight_no_listed_reading_carries_keeps_the_question():
    """The second decoder's faint words lost weight to readings it did not list: what it
    heard there is not known, so the first decoder's question stands."""
    raw = heard_as(RAW, ("lava lamp at the wal mart", 0.1))
    assert understand(heard_as(FIRST, *FIRST_OTHERS, raw=raw), SHOPS).status == "ask"


def test_another_reading_that_means_another_move_keeps_the_question():
    """One other reading of the second decoder places the card elsewhere: asked."""
    raw = heard_as(RAW, ("lava lamp at the wal mart", 0.26), ("lava lamp before walmart", 0.16))
    assert understand(heard_as(FIRST, *FIRST_OTHERS, raw=raw), SHOPS).status == "ask"


def test_best_readings_that_differ_keep_the_question():
    """The second decoder's best reading places another card: asked."""
    raw = heard_as("plastic:1 bag:1 after:0.609 wal:0.887 mart:0.6")
    assert understand(heard_as(FIRST, *FIRST_OTHERS, raw=raw), SHOPS).status == "ask"


def test_a_faint_number_keeps_the_question():
    """A card number heard below full confidence by either decoder: numbers are where the
    decoders share their mistakes."""
    nothing = ("card one at the wal mart", 0.43)
    raw = heard_as("card:1 one:0.8 after:0.609 wal:0.887 mart:0.6", nothing)
    first = heard_as("card:1 one:1 after:0.694 wal:0.577 mart:0.577", nothing, raw=raw)
    assert understand(first, SHOPS).status == "ask"
    sure = heard_as("card:1 one:1 after:0.609 wal:0.887 mart:0.6", nothing)
    assert understand(replace(first, raw=sure), SHOPS).status == "act", "the number sure"


def test_a_bare_number_opening_both_heard_keeps_the_question():
    """ "one after walmart" to both decoders, no reading with "card" before "one": a name's
    last sound heard as a number ("sequoyah after the wealth of nations", seed 11), read
    back however the readings agree."""
    nothing = ("one at the walmart", 0.3)
    first = heard_as(
        "one:1 after:0.7 walmart:1", nothing, raw=heard_as("one:1 after:0.7 walmart:1", nothing)
    )
    assert understand(first, SHOPS).status == "ask"


def test_a_hand_card_by_a_sound_alike_ordinal_keeps_the_question():
    """ "first card between the first and the second" was "last card ..." to both decoders
    (seed 2024, 10 dB steady): "first" and "last" are heard one for the other."""
    rest = "card:1 between:1 the:1 first:1 and:1 the:1 second:1"
    raw = heard_as(f"last:0.71 {rest}", ("after card between the first and the second", 0.29))
    first = heard_as(
        f"last:0.46 {rest}",
        ("off card between the first and the second", 0.39),
        ("after card between the first and the second", 0.16),
        raw=raw,
    )
    assert understand(first, SHOPS).status == "ask"


TABLE = TurnContext(
    chain=(_card("mongol post"), _card("the tempest"), _card("pepsi")),
    hand=(_card("photocopy"), _card("dracula")),
    players=("Ann", "Ben"),
    current="Ann",
    can_doubt=True,
)


def test_a_doubt_both_decoders_heard_in_every_reading_acts():
    """ "hmm, I doubt that" (seed 2024, 20 dB steady): "hmm" heard as "them" faintly, every
    other reading the same doubt ("am i doubt that", "end i doubt that")."""
    raw = heard_as("them:0.878 i:1 doubt:1 that:1", ("am i doubt that", 0.12))
    first = heard_as(
        "them:0.367 i:1 doubt:1 that:1",
        ("am i doubt that", 0.34),
        ("i doubt that", 0.12),
        ("end i doubt that", 0.11),
        ("and i doubt that", 0.06),
        raw=raw,
    )
    decided = understand(first, TABLE)
    assert (decided.status, decided.action) == ("act", Doubt())


MUSIC = TurnContext(
    chain=(_card("keats dies"), _card("silent piece", "john cage"), _card("pampers")),
    hand=(_card("don quixote"), _card("velib"), _card("airbnb", "home sharing")),
    players=("Ann", "Ben"),
    current="Ann",
)


def test_a_reading_that_names_the_place_and_no_card_points_the_same_way():
    """ "the airbnb between silent piece and the pampers" (seed 2024, clean): "airbnb" at
    0.44 and 0.80, the other readings "the at the between ..." (nothing) and "the and the
    between ..." (which card goes there?). No reading names another card: placed at once.
    A reading that names another card keeps the question."""
    place = "between:1 silent:1 piece:1 and:1 the:1 pampers:1"
    which = ("the and the between silent piece and the pampers", 0.2044)
    raw = heard_as(f"the:1 airbnb:0.796 {place}", which)
    first = heard_as(
        f"the:1 airbnb:0.44 {place}",
        ("the at the between silent piece and the pampers", 0.389),
        ("the and the between silent piece and the pampers", 0.1708),
        raw=raw,
    )
    decided = understand(first, MUSIC)
    assert (decided.status, decided.action) == ("act", Place(card=2, slot=2))
    velib = ("the velib between silent piece and the pampers", 0.2044)
    other = replace(first, raw=heard_as(f"the:1 airbnb:0.796 {place}", velib))
    assert understand(other, MUSIC).status == "ask"


def test_a_second_decoder_asking_about_the_same_doubt_alone_points_the_same_way():
    """ "i want to doubt please" (seed 2024, clean): "doubt" at 0.87 to the first decoder,
    its other reading "i onto that please" (nothing); the second heard "i onto doubt brief",
    "brief" faint, which asks "Doubt?", its other readings "... please" and "... place".
    Every reading is that doubt or nothing: a doubt at once. A second decoder asking about
    something else as well keeps the question."""
    raw = heard_as(
        "i:1 onto:1 doubt:1 brief:0.6", ("i onto doubt please", 0.33), ("i onto doubt place", 0.07)
    )
    first = heard_as("i:1 onto:1 doubt:0.87 please:1", ("i onto that please", 0.13), raw=raw)
    assert understand(replace(first, raw=None), TABLE).status == "ask", "the first alone asks"
    decided = understand(first, TABLE)
    assert (decided.status, decided.action) == ("act", Doubt())
    undo = heard_as("i:1 onto:1 undo:1 brief:0.6", ("i onto undo please", 0.4))
    assert understand(replace(first, raw=undo), TABLE).status == "ask"


def test_the_one_of_the_last_one_numbers_nothing():
    """ "the united nations charter after the last one" (seed 2024, 10 dB steady): "last"
    at 0.81 (its other reading "... the left one", nothing) and "one" at 0.84 to the second
    decoder: the "one" of "the last one" numbers nothing, so it acts. A faint "one" that
    numbers a card ("card one") keeps the question."""
    ctx = TurnContext(
        chain=(_card("book of kells"), _card("thesaurus"), _card("geneva convention")),
        hand=(_card("playfair cipher"), _card("united nations charter")),
        players=("Ann", "Ben"),
        current="Ann",
    )
    said = "the:1 united:1 nations:1 charter:1 after:1 the:1"
    raw = heard_as(
        f"{said} last:0.906 one:0.839",
        ("united nations charter after the last one", 0.228),
        ("the united nations charter after the last what", 0.161),
    )
    left = ("the united nations charter after the left one", 0.188)
    first = heard_as(f"{said} last:0.812 one:1", left, raw=raw)
    decided = understand(first, ctx)
    assert (decided.status, decided.action) == ("act", Place(card=1, slot=3))
    card_one = heard_as("card:1 one:0.839 after:1 the:1 last:1", ("card after the last", 0.161))
    sure = heard_as("card:1 one:1 after:1 the:1 last:0.812", ("card one after the left", 0.188))
    assert understand(replace(sure, raw=card_one), ctx).status == "ask"


def test_a_question_of_the_same_doubt_spells_a_faint_filler_otherwise():
    """ "i want to doubt please" (seed 2024, 10 dB steady): "i onto doubt way", "way" at
    0.60, its other readings "i onto doubt please" (a doubt) and "i onto doubt play" (which
    asks "Doubt?" for its last word): every reading means that doubt, so "way" is only
    spelling and the doubt acts, by the first decoder alone. A question that lost the
    doubt's own word ("i onto that please") says nothing of "doubt", which stays faint."""
    first = heard_as(
        "i:1 onto:1 doubt:1 way:0.60", ("i onto doubt please", 0.26), ("i onto doubt play", 0.14)
    )
    decided = understand(first, TABLE)
    assert (decided.status, decided.action) == ("act", Doubt())
    lost = heard_as("i:1 onto:1 doubt:0.87 please:1", ("i onto that please", 0.13))
    assert understand(lost, TABLE).status == "ask"


def test_a_loose_name_by_one_word_both_decoders_heard_faintly_keeps_the_question():
    """ "the distress signal thing, after roget" (seed 31, 20 dB steady) was "... think after
    law it" to both decoders, "law" at 0.59 and 0.57, its other readings "loud" (nothing) or
    "pleading" (the same card): "law" is one word of "English replaces French as the
    language of England's law courts", matched loosely. Asked, not placed."""
    ctx = TurnContext(
        chain=(
            _card("book of kells"),
            CardName(
                "English replaces French as the language of England's law courts",
                ("pleading in english",),
            ),
            _card("thesaurus", "roget"),
        ),
        hand=(_card("playfair cipher"), _card("sos", "distress signal")),
        players=("Ann", "Ben"),
        current="Ann",
    )
    said = "the:1 distress:1 signal:1 think:1 after:1"
    raw = heard_as(f"{said} law:0.568 it:1", ("the distress signal think after loud it", 0.432))
    first = heard_as(
        f"{said} law:0.585 it:1",
        ("the distress signal think after loud it", 0.371),
        ("the distress signal pleading after law it", 0.058),
        raw=raw,
    )
    assert understand(first, ctx).status == "ask"
    sure = heard_as(f"{said} law:1 it:1")
    placed = understand(replace(first, raw=sure), ctx)
    assert placed.status == "act", "one decoder heard the word surely"


def test_a_faint_last_whose_other_reading_begins_as_first_keeps_the_question():
    """ "before the first" (seed 41, 20 dB steady) was "before the last" to the first
    decoder, every word sure, and to the second with "last" at 0.81, its other reading
    "before the faster": a word beginning as "first" does where "last" was, so the
    recogniser may have heard "first". Asked. "before the left", a word beginning as
    "last" itself, is only another spelling of it: placed."""
    ctx = TurnContext(
        chain=(_card("scrovegni chapel"), _card("punch magazine")),
        hand=(_card("piano"),),
        players=("Ann", "Ben"),
        current="Ann",
    )
    first = heard_as("before:1 the:1 last:1")
    faster = heard_as("before:1 the:1 last:0.805", ("before the faster", 0.195))
    assert understand(replace(first, raw=faster), ctx).status == "ask"
    left = heard_as("before:1 the:1 last:0.805", ("before the left", 0.195))
    placed = understand(replace(first, raw=left), ctx)
    assert (placed.status, placed.action) == ("act", Place(card=0, slot=1))


def test_a_doubt_the_second_decoder_heard_only_faintly_keeps_the_question():
    """ "I doubt ben will ever win", table talk (ninth blind set, 10 dB chatter): "i doubt"
    to the first decoder, a faint "liar" (0.52) to the second, its other reading nothing. A
    doubt needs its own word sure to both decoders, however the readings agree."""
    first = heard_as("i:1 doubt:1", raw=heard_as("liar:0.517", ("", 0.483)))
    assert understand(first, TABLE).status == "ask"


def test_a_question_that_reads_another_sentence_spells_nothing_otherwise():
    """ "read the timeline out again please" was "read the table i doubt again please",
    "the table i" at 0.83 (ninth blind set, 10 dB chatter); its other readings "read the the
    table i doubt again please" and "read my doubt again please" ask "Doubt?" because they
    read another sentence, not the same words spelled otherwise: the doubt stays a
    question."""
    first = heard_as(
        "read:1 the:0.825 table:0.825 i:0.825 doubt:1 again:1 please:0.838",
        ("read the the table i doubt again please", 0.278),
        ("read my doubt again please", 0.175),
        ("read the table i doubt again", 0.094),
    )
    assert understand(first, TABLE).status == "ask"


def test_a_quit_every_reading_of_both_decoders_means_acts():
    """ "quit the game" (seed 11, clean): "quit" at 0.85 to the first decoder and 0.79 to the
    second, each beside "put the game", which asks about the same quit. Every reading points
    one way: quit at once. Not when another reading asks for something else ("help the
    game"), nor from the first decoder alone."""
    first = heard_as("quit:0.85 the:1 game:1", ("put the game", 0.15))
    assert understand(first, TABLE).status == "ask", "the first decoder alone asks"
    raw = heard_as("quit:0.79 the:1 game:1", ("put the game", 0.21))
    decided = understand(replace(first, raw=raw), TABLE)
    assert (decided.status, decided.action) == ("act", Command("quit"))
    helping = heard_as("quit:0.79 the:1 game:1", ("help the game", 0.21))
    assert understand(replace(first, raw=helping), TABLE).status == "ask"
