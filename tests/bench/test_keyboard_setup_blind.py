"""``python -m benchmarks.voice.keyboard_setup``: the blind set of typed set-up answers is
whole, every line is typed to its question's own code, and a wrong take is scored false, so
the table cannot flatter."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest

from benchmarks.voice.keyboard_setup import DATA, Typist, lines, main, score, took


def test_the_set_is_whole():
    every = lines(DATA)
    assert len(every) == 150
    assert Counter(line.question for line in every) == {
        "names": 45, "rules": 35, "decks": 35, "saved": 20, "again": 15}  # fmt: skip


def test_the_second_set_is_whole():
    every = lines(DATA.with_name("keyboard-setup-blind-phrasings-2.jsonl"))
    assert len(every) == 120
    assert Counter(line.question for line in every) == {
        "names": 36, "rules": 28, "decks": 28, "saved": 16, "again": 12}  # fmt: skip


def _scored(line, save):
    typist = Typist(line.text)
    return score(line, took(line, typist, save), typist)


def _line(question: str, text: str):
    return next(line for line in lines() if line.question == question and line.text == text)


def test_a_line_is_typed_to_its_question_and_scored_by_what_was_taken(tmp_path):
    save = tmp_path / "none.json"
    wsb = _line("rules", "wsb")
    assert _scored(wsb, save) == "act"
    assert _scored(replace(wsb, meaning={"rules": "showbizz"}), save) == "false"
    films = _line("decks", "films")
    assert _scored(films, save) == "act"
    assert _scored(replace(films, meaning={"decks": ["lifestyle"]}), save) == "false"
    assert _scored(replace(films, text="history"), save) == "again"
    with pytest.raises(ValueError, match="no question"):
        took(replace(wsb, question="colour"), Typist("red"), save)


def test_the_table_covers_every_line(capsys):
    main([])
    total = capsys.readouterr().out.splitlines()[-1]
    cells = [cell.strip(" *") for cell in total.split("|")[1:-1]]
    assert cells[0] == "all" and int(cells[1]) == 150
    assert sum(int(cell) for cell in cells[2:]) == 150, total
