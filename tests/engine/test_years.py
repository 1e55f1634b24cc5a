import pytest

from voice_game.engine.years import (
    SpanKind,
    YearFormatError,
    parse_year,
    say_year,
    shift_year,
)


@pytest.mark.parametrize(
    ("text", "earliest", "latest", "spoken"),
    [
        ("1969", 1969, 1969, "1969"),
        ("805 BC", -805, -805, "805 BC"),
        ("805 BCE", -805, -805, "805 BC"),
        ("1 BC", -1, -1, "1 BC"),
        ("AD 79", 79, 79, "79"),
        ("1903–1907", 1903, 1907, "1903 to 1907"),
        ("1903-1907", 1903, 1907, "1903 to 1907"),
        ("1903 to 1907", 1903, 1907, "1903 to 1907"),
        ("between 1920 and 1934", 1920, 1934, "1920 to 1934"),
        ("1920-1934", 1920, 1934, "1920 to 1934"),
        ("450-420 BC", -450, -420, "450 to 420 BC"),
        ("50 BC-30 AD", -50, 30, "50 BC to 30"),
        ("5th century BC", -500, -401, "the 5th century BC"),
        ("20th century", 1901, 2000, "the 20th century"),
        ("1st century", 1, 100, "the 1st century"),
        ("1st century BC", -100, -1, "the 1st century BC"),
        ("8th century BC", -800, -701, "the 8th century BC"),
        ("1st millennium BC", -1000, -1, "the 1st millennium BC"),
        ("3rd millennium BC", -3000, -2001, "the 3rd millennium BC"),
        ("2nd millennium", 1001, 2000, "the 2nd millennium"),
        ("around 1900", 1895, 1905, "around 1900"),
        ("circa 1900", 1895, 1905, "around 1900"),
        ("c. 1900", 1895, 1905, "around 1900"),
        ("um 1900", 1895, 1905, "around 1900"),
        ("around 1500 BC", -1505, -1495, "around 1500 BC"),
        ("around 3", -3, 8, "around 3"),
        ("1980s", 1980, 1989, "the 1980s"),
        ("the 1960s", 1960, 1969, "the 1960s"),
        ("1990 circa", 1985, 1995, "around 1990"),
    ],
)
def test_every_form_parses_and_reads_aloud(text, earliest, latest, spoken):
    span = parse_year(text)
    assert (span.earliest, span.latest) == (earliest, latest)
    assert say_year(span) == spoken


@pytest.mark.parametrize(
    "text",
    [
        "",
        "   ",
        "yesterday",
        "0",
        "0 BC",
        "1907-1903",
        "19th centry",
        "1900s",
        "12.5",
        "0th century",
    ],
)
def test_bad_years_are_clear_errors_that_quote_the_text(text):
    with pytest.raises(YearFormatError) as caught:
        parse_year(text)
    assert repr(text.strip()) in str(caught.value) or text.strip() == ""


def test_there_is_no_year_zero_when_shifting():
    assert shift_year(1, -1) == -1
    assert shift_year(-1, 1) == 1
    assert shift_year(-3, 5) == 3


def test_kinds():
    assert parse_year("1980s").kind is SpanKind.DECADE
    assert parse_year("around 1900").kind is SpanKind.AROUND
    assert parse_year("1903 to 1903").kind is SpanKind.YEAR
