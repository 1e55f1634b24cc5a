"""A player who corrects themselves mid-sentence is taken at their second word."""

from voice_game.intent import CardName, Doubt, Place, TurnContext, parse

GUERNICA = CardName("Picasso paints Guernica", ("guernica",))
MOON = CardName("Apollo 11 lands on the Moon", ("moon landing",))
TAJ = CardName("The Taj Mahal is completed", ("taj mahal",))
JEANS = CardName("Levi Strauss patents riveted jeans", ("jeans",))
CTX = TurnContext(chain=(GUERNICA, MOON), hand=(JEANS, TAJ), can_undo=True)


def test_a_corrected_position_keeps_the_card_of_the_first_try():
    reading = parse("taj mahal after guernica, no sorry, before guernica", CTX)
    assert reading.status == "act" and reading.action == Place(card=1, slot=0)
    reading = parse("the jeans before the no wait after the moon landing", CTX)
    assert reading.status == "act" and reading.action == Place(card=0, slot=2)


def test_a_corrected_placement_is_the_second_one():
    reading = parse("jeans at the end, i mean taj mahal at the end", CTX)
    assert reading.status == "act" and reading.action == Place(card=1, slot=2)


def test_a_protest_alone_is_no_correction():
    for protest in ("wait, no", "no, sorry"):
        reading = parse(protest, CTX)
        assert not (reading.status == "act" and isinstance(reading.action, Place)), protest
    assert parse("wait no", CTX).action == Doubt()


def test_a_single_no_or_actually_moves_the_card_to_the_position_said_after_it():
    """ "godzilla before show boat, no actually, after grace kelly", heard with a guess at
    "actually" between: the card of the first try, at the last position said."""
    for said in (
        "taj mahal after guernica no before guernica",
        "taj mahal after guernica actually before guernica",
        "taj mahal after guernica no at kelly before guernica",
    ):
        reading = parse(said, CTX)
        assert reading.status == "act" and reading.action == Place(card=1, slot=0), said
    # without a position before it, "no" changes nothing
    assert parse("no the jeans at the end", CTX).action == Place(card=0, slot=2)


def test_a_placement_taken_back_without_a_new_position_is_read_back():
    """ "... before tupperware, no, hang on" with the rest lost: not placed where the
    player had just said it should not go, but asked."""
    from voice_game.heard import Heard
    from voice_game.intent.understand import understand

    for said in (
        "taj mahal after guernica no hand on",
        "taj mahal after guernica no have on",
    ):
        reading = understand(Heard.typed(said), CTX)
        assert reading.status == "ask", said
        assert reading.alternatives[0].action == Place(card=1, slot=1), said
    # a card's own "no" right after the position, a "no" with nothing after it, or only glue
    for said in (
        "taj mahal after guernica",
        "taj mahal after guernica no",
        "taj mahal after guernica no yes",
    ):
        assert understand(Heard.typed(said), CTX).status == "act", said


def test_a_corrected_position_may_name_the_first_neighbour_again_as_it():
    """ "bertha benz after basketball, no wait, before it" (blind sets 6 and 9): "it", "that
    one", "her" stand for the card the first try placed against."""
    for said, slot in (
        ("taj mahal after guernica, no wait, before it", 0),
        ("taj mahal before the moon landing... no, after it", 2),
        ("taj mahal after guernica, no sorry, before that one", 0),
    ):
        reading = parse(said, CTX)
        assert reading.status == "act" and reading.action == Place(card=1, slot=slot), said


def test_it_after_a_corrected_end_names_no_card():
    reading = parse("taj mahal at the end, no wait, before it", CTX)
    assert not (reading.status == "act" and isinstance(reading.action, Place)), reading
