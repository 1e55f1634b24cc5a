from voice_game.app.deck_check import cmd_check_deck
from voice_game.app.options import CheckDeckOptions
from voice_game.decks import load_deck
from voice_game.decks.check import check_files, histogram

from .test_loading import GOOD, write


def test_duplicates_across_decks_and_giveaways_are_errors(tmp_path):
    a = write(tmp_path, GOOD, "a.toml")
    other = (
        GOOD.replace('"mini"', '"other"')
        .replace('"m-', '"o-')
        .replace("Bell patents the telephone", "Bell patents the telephone in 1876")
    )
    b = write(tmp_path, other, "b.toml")
    reports = check_files([a, b], vocabulary=None)
    errors = [e for r in reports for e in r.errors]
    assert any("twin events" in e and "m-moon" in e and "o-moon" in e for e in errors)
    assert any("gives away a year" in e for e in errors)


def test_vocabulary_gaps_are_reported(tmp_path):
    path = write(tmp_path, GOOD)
    vocabulary = frozenset(["apollo", "lands", "on", "the", "moon", "landing", "bell", "patents"])
    report = check_files([path], vocabulary)[0]
    assert any("lacks: telephone" in w for w in report.warnings)
    assert any("'m-tel'" in e and "can be heard" in e for e in report.errors)
    assert not any("'m-moon'" in e for e in report.errors)


def test_histogram_counts_every_card(tmp_path):
    deck = load_deck(write(tmp_path, GOOD))
    rows = histogram(deck.cards)
    assert (
        sum(int(row.split()[-2] if row.strip().endswith("#") else row.split()[-1]) for row in rows)
        == 2
    )


def test_exit_code(tmp_path, capsys):
    good = write(tmp_path, GOOD)
    assert cmd_check_deck(CheckDeckOptions(files=(good,), models=tmp_path / "no-model")) == 0
    bad = write(tmp_path, GOOD.replace('"1969"', '"soon"'), "bad.toml")
    assert cmd_check_deck(CheckDeckOptions(files=(bad,), models=tmp_path / "no-model")) == 1
    out = capsys.readouterr().out
    assert "field 'year'" in out and "bad.toml" in out


def test_an_alias_shared_across_decks_is_reported(tmp_path):
    a = write(tmp_path, GOOD, "a.toml")
    other = (
        GOOD.replace('"mini"', '"other"')
        .replace('"m-', '"o-')
        .replace("Apollo 11 lands on the Moon", "Armstrong steps onto the lunar surface")
        .replace('year = "1969"', 'year = "1972"')
        .replace("Bell patents the telephone", "Edison records sound on tinfoil")
    )
    b = write(tmp_path, other, "b.toml")
    warnings = [w for r in check_files([a, b], vocabulary=None) for w in r.warnings]
    assert any("'moon landing'" in w and "m-moon" in w and "o-moon" in w for w in warnings)
