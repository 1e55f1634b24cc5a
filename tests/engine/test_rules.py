import pytest

from voice_game.dialogue.setup import load_rules
from voice_game.engine.rules import NextRoundFirst, RulesError, preset, with_overrides


def test_presets_match_the_differences_table():
    ls, wsb, sb, pp = (
        preset(n) for n in ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli")
    )
    assert [r.hand_size_for(6) for r in (ls, wsb, sb, pp)] == [9, 9, 9, 9]
    assert [r.hand_size_for(7) for r in (ls, wsb, sb, pp)] == [9, 9, 9, 7]
    assert [r.first_player.value for r in (ls, wsb, sb, pp)] == [
        "owner",
        "owner",
        "owner",
        "youngest",
    ]
    assert [r.may_correct for r in (ls, wsb, sb, pp)] == [True, False, True, False]
    assert [r.wrong_doubt_penalty for r in (ls, wsb, sb, pp)] == [4, 2, 4, 2]
    assert [r.right_doubt_penalty for r in (ls, wsb, sb, pp)] == [2, 3, 2, 3]
    assert [r.next_round_first for r in (ls, wsb, sb, pp)] == [
        NextRoundFirst.DOUBTER,
        NextRoundFirst.DOUBTER_IF_RIGHT,
        NextRoundFirst.DOUBTER,
        NextRoundFirst.DOUBTER_IF_RIGHT,
    ]
    assert [r.reversal for r in (ls, wsb, sb, pp)] == [True, False, True, False]
    assert [r.overtime_penalty for r in (ls, wsb, sb, pp)] == [2, 3, 2, 3]
    assert [r.max_seats for r in (ls, wsb, sb, pp)] == [10, 10, 10, 8]


def test_overrides_and_their_errors(tmp_path):
    rules = with_overrides(
        preset("showbizz"),
        {"hand-size": 5, "reversal": False, "next_round_first": "doubter-if-right"},
    )
    assert (rules.hand_size, rules.reversal) == (5, False)
    for bad in (
        {"hand_size": 0},
        {"hand_size": "nine"},
        {"reversal": "yes"},
        {"colour": 1},
        {"next_round_first": "whoever"},
    ):
        with pytest.raises(RulesError):
            with_overrides(preset("lifestyle"), bad)
    path = tmp_path / "house.toml"
    path.write_text('preset = "wort-schrift-buch"\nhand_size = 4\nwrong_doubt_penalty = 1\n')
    house = load_rules(str(path))
    assert (house.name, house.hand_size, house.wrong_doubt_penalty, house.may_correct) == (
        "wort-schrift-buch",
        4,
        1,
        False,
    )
    path.write_text('preset = "lifestyle"\nhand_sise = 4\n')
    with pytest.raises(RulesError, match="house.toml.*hand_sise"):
        load_rules(str(path))
    with pytest.raises(RulesError, match="choose one of"):
        preset("monopoly")
