"""The speech normaliser's table of forms: what is written, and what the voice must say."""

from __future__ import annotations

import pytest

from voice_game.spoken import cardinal, decade, ordinal, spoken, unspoken, year

FORMS = [
    # years as people say them
    ("The moon landing: 1969.", "The moon landing: nineteen sixty-nine."),
    ("The Battle of Hastings: 1066.", "The Battle of Hastings: ten sixty-six."),
    ("Wikipedia opens: 2001.", "Wikipedia opens: two thousand and one."),
    ("It opens: 2010.", "It opens: twenty ten."),
    ("It happens: 1905.", "It happens: nineteen oh five."),
    ("It happens: 2000.", "It happens: two thousand."),
    ("The Colosseum opens: 80.", "The Colosseum opens: eighty."),
    ("It happens: 805 BC.", "It happens: eight hundred and five BC."),
    ("It happens: 1345 B.C.", "It happens: thirteen forty-five BC."),
    ("in 1345 B.C. and later", "in thirteen forty-five BC and later"),
    ("Vesuvius erupts in AD 79", "Vesuvius erupts in AD seventy-nine"),
    ("Fashion of the 1790s", "Fashion of the seventeen-nineties"),
    ("the 1900s and the '60s", "the nineteen hundreds and the sixties"),
    ("It happens: the 15th century.", "It happens: the fifteenth century."),
    ("It happens: the 5th century BC.", "It happens: the fifth century BC."),
    ("It happens: the 1st millennium BC.", "It happens: the first millennium BC."),
    ("It happens: around 1200.", "It happens: around twelve hundred."),
    ("It happens: c. 1900.", "It happens: around nineteen hundred."),
    ("around 15000 BC", "around fifteen thousand BC"),
    ("It happens: 1903 to 1907.", "It happens: nineteen oh three to nineteen oh seven."),
    ("1903-1907", "nineteen oh three to nineteen oh seven"),
    ("450 BC-420 BC", "four hundred and fifty BC to four hundred and twenty BC"),
    (
        "It happens: 450 to 420 BC.",
        "It happens: four hundred and fifty to four hundred and twenty BC.",
    ),
    # roman numerals
    ("Louis XIV founds the Paris Opera", "Louis the Fourteenth founds the Paris Opera"),
    ("a barge for King George I", "a barge for King George the First"),
    ("Elizabeth II's coronation", "Elizabeth the Second's coronation"),
    ("Pope John Paul II", "Pope John Paul the Second"),
    ("World War II ends", "World War two ends"),
    ("Final Fantasy VII", "Final Fantasy seven"),
    ("Then I doubt.", "Then I doubt."),
    ("I doubt", "I doubt"),
    ("I'm sure King George I'm", "I'm sure King George I'm"),
    ("a MIX of CDs", "a MIX of CDs"),
    ("Vitamin C is found", "Vitamin C is found"),
    # abbreviations and initials
    ("Dr. Seuss publishes The Cat in the Hat", "Doctor Seuss publishes The Cat in the Hat"),
    ("Mr. Bean first airs", "Mister Bean first airs"),
    ("Mrs. Beeton's book", "Missus Beeton's book"),
    ("St. Paul's Cathedral", "Saint Paul's Cathedral"),
    ("on Baker St. today", "on Baker Street today"),
    ("Warner Bros. open", "Warner Brothers open"),
    ("I. M. Pei's glass pyramid", "I M Pei's glass pyramid"),
    ("J. R. R. Tolkien writes", "J R R Tolkien writes"),
    ("Spielberg's E.T. the Extra-Terrestrial", "Spielberg's E T the Extra-Terrestrial"),
    ("Dallas viewers learn who shot J.R.", "Dallas viewers learn who shot J R."),
    ("the U.N. and the B.B.C. agree", "the U N and the B B C agree"),
    ("spices, e.g. pepper", "spices, for example pepper"),
    # ordinals, counts and symbols
    ("the 21st birthday", "the twenty-first birthday"),
    (
        "There are 1,331 cards in the draw pile.",
        "There are one thousand three hundred and thirty-one cards in the draw pile.",
    ),
    (
        "There are 1331 cards left.",
        "There are one thousand three hundred and thirty-one cards left.",
    ),
    ("Card 3 goes after card 2.", "Card three goes after card two."),
    ("BBC2 and Radio 1 and A4", "BBC two and Radio one and A four"),
    ("Marks & Spencer", "Marks and Spencer"),
    ("a 50% cut", "a fifty percent cut"),
    ("a $5 bill", "a five dollars bill"),
    ("No. 5 perfume", "number five perfume"),
    ("pi is 3.14", "pi is three point one four"),
    # punctuation that stops or lifts the voice mid-sentence
    ("Who Wants to Be a Millionaire? first airs", "Who Wants to Be a Millionaire first airs"),
    ("Oklahoma! opens on Broadway", "Oklahoma opens on Broadway"),
    ("Do They Know It's Christmas?: 1984.", "Do They Know It's Christmas: nineteen eighty-four."),
    ("Did you mean: the phone? Say yes or no.", "Did you mean: the phone? Say yes or no."),
    # pronunciation lexicon (accents and case ignored), phonemes untouched
    ("Puccini's La bohème premieres", "Puccini's La Bo Em premieres"),
    ("Wagner's first Bayreuth Festival", "Wagner's first Bye royt Festival"),
    ("say [[h@'loU]] 1969", "say [[h@'loU]] nineteen sixty-nine"),
]


@pytest.mark.parametrize(("written", "said"), FORMS)
def test_spoken_form(written: str, said: str) -> None:
    assert spoken(written) == said


@pytest.mark.parametrize(("written", "said"), FORMS)
def test_spoken_form_has_nothing_left_to_spell_out(written: str, said: str) -> None:
    assert unspoken(spoken(written)) == []


@pytest.mark.parametrize(
    ("text", "residue"),
    [
        ("Made in 1969", ["digits '1969'"]),
        ("Henry VIII marries", ["roman numeral 'VIII'"]),
        ("Dr. Who", ["abbreviation 'Dr.'"]),
        ("I. M. Pei", ["abbreviation 'I.'", "abbreviation 'M.'"]),
        ("Then I doubt", []),
        ("Spielberg's ET. the film", ["abbreviation '.'"]),
    ],
)
def test_unspoken_finds_what_the_voice_would_read_badly(text: str, residue: list[str]) -> None:
    assert unspoken(text) == residue


def test_number_words() -> None:
    assert [year(n) for n in (1969, 1066, 2001, 1200, 1000, 805, 2024)] == [
        "nineteen sixty-nine",
        "ten sixty-six",
        "two thousand and one",
        "twelve hundred",
        "one thousand",
        "eight hundred and five",
        "twenty twenty-four",
    ]
    assert [ordinal(n) for n in (1, 2, 3, 5, 12, 20, 21, 40, 100)] == [
        "first",
        "second",
        "third",
        "fifth",
        "twelfth",
        "twentieth",
        "twenty-first",
        "fortieth",
        "one hundredth",
    ]
    assert cardinal(1_002_003) == "one million two thousand and three"
    assert [decade(n) for n in (1790, 1900, 2000, 60, 2010)] == [
        "seventeen-nineties",
        "nineteen hundreds",
        "two thousands",
        "sixties",
        "twenty-tens",
    ]
