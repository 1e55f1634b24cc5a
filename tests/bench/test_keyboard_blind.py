"""``python -m benchmarks.voice.keyboard_blind``: the blind keyboard set is whole and right
(every placement's card and gap exist in its scene), each line is decided as the keyboard
game decides it, and a wrong act is scored false, so the table cannot flatter."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

from benchmarks.voice.keyboard_blind import DATA, keyboard_corpus, main, outcome

SECOND = DATA.with_name("keyboard-blind-phrasings-2.jsonl")


def test_the_set_is_whole_and_every_placement_fits_its_scene():
    corpus = keyboard_corpus()
    assert len(corpus) == 150
    kinds = Counter("none" if u.expected is None else u.expected["kind"] for u in corpus)
    assert kinds["place"] == 95 and kinds["doubt"] == 15 and kinds["none"] == 4
    for u in corpus:
        if u.expected is not None and u.expected["kind"] == "place":
            assert 0 <= u.expected["card"] < len(u.ctx.hand), u.text
            assert 0 <= u.expected["slot"] <= len(u.ctx.chain), u.text


def test_the_second_set_is_whole_and_every_placement_fits_its_scene():
    corpus = keyboard_corpus(SECOND)
    assert len(corpus) == 152
    for u in corpus:
        if u.expected is not None and u.expected["kind"] == "place":
            assert 0 <= u.expected["card"] < len(u.ctx.hand), u.text
            assert 0 <= u.expected["slot"] <= len(u.ctx.chain), u.text


def _line(text: str):
    return next(u for u in keyboard_corpus() if u.text == text)


def test_lines_are_scored_by_what_the_decider_did():
    assert outcome(_line("c4 end"))[0] == "accept-act"
    assert outcome(_line("i dobut"))[0] == "accept-ask"  # a doubt is never made from a slip
    assert outcome(_line("kkkkkkkk"))[0] == "rejected"
    assert outcome(_line("more help"))[0] == "accept-act"  # the longer help is help


def test_a_wrong_act_is_scored_false():
    right = _line("c4 end")
    wrong = replace(right, expected={"kind": "place", "card": 0, "slot": 0})
    assert outcome(wrong)[0] == "false"
    assert outcome(replace(right, expected=None))[0] == "false"


def test_the_table_counts_every_line(capsys):
    main([])
    rows = capsys.readouterr().out.splitlines()
    commands = next(r for r in rows if r.startswith("| **commands**"))
    chatter = next(r for r in rows if r.startswith("| not a command"))
    assert commands.split("|")[2].strip() == "146"
    assert chatter.split("|")[2].strip() == "4"
