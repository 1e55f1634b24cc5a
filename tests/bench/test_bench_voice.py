"""The benchmark machinery on a tiny corpus: one voice, one condition, few utterances."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

from benchmarks.voice.corpusargs import add_corpus_options, blind_option, corpus_from
from benchmarks.voice.report import check_targets, plot, table
from benchmarks.voice.run import Options, assign_voices, run
from testkit.voice.corpus import (
    BLIND_SETS,
    blind_corpus,
    build_corpus,
    chosen_blind,
    natural_corpus,
)
from testkit.voice.metrics import outcome
from voice_game.intent import Doubt, NoAction, Reading


def test_scoring_rules() -> None:
    act = Reading(Doubt(), 1.0, "act", "doubt")
    assert outcome(act, {"kind": "doubt"})[1] == "accept-act"
    assert outcome(act, {"kind": "help"})[1] == "false"
    assert outcome(act, None)[1] == "false"
    assert outcome(Reading(Doubt(), 0.7, "ask", "doubt"), {"kind": "doubt"})[1] == "accept-ask"
    assert outcome(Reading(NoAction("?"), 0.0, "none", "?"), None)[1] == "rejected"
    assert outcome(None, {"kind": "doubt"})[1] == "none"


def test_corpus_is_reproducible_and_labelled() -> None:
    a, b = build_corpus(60, 5), build_corpus(60, 5)
    assert [u.text for u in a] == [u.text for u in b]
    assert {u.category for u in a} >= {"command", "chatter", "doubt"}
    assert all((u.expected is None) == (u.category == "chatter") for u in a)
    assert all(1 <= len(u.ctx.chain) <= 12 and 1 <= len(u.ctx.hand) <= 9 for u in a)


@pytest.mark.parametrize(
    ("number", "count", "prefix"),
    [
        (1, 147, "b"),
        (2, 120, "c"),
        (3, 150, "d"),
        (4, 150, "e"),
        (5, 150, "f"),
        (6, 150, "g"),
        (7, 150, "h"),
        (8, 120, "i"),
        (9, 150, "j"),
        (10, 150, "k"),
        (11, 150, "m"),
    ],
)
def test_every_blind_set_loads_in_its_scenes(number: int, count: int, prefix: str) -> None:
    """Each line names a card in its scene's hand and a place in its chain; uids never
    collide, so one run may hold every set."""
    utterances = blind_corpus(number=number)
    assert len(utterances) == count
    assert {u.category for u in utterances} == {"blind" if number == 1 else f"blind{number}"}
    assert all(u.uid.startswith(prefix) for u in utterances)
    for u in utterances:
        if u.expected is not None and u.expected["kind"] == "place":
            assert 0 <= u.expected["card"] < len(u.ctx.hand), u.text
            assert 0 <= u.expected["slot"] <= len(u.ctx.chain), u.text
    assert blind_corpus(second=True) == blind_corpus(number=2)


def test_the_blind_sets_are_chosen_by_one_option_each() -> None:
    """``--blind``, ``--blind2`` ... ``--blind11``: a size per set (-1 all, 0 none), the
    chosen sets in their order, as ``bench-voice`` and ``curve`` take them."""
    assert [blind_option(n) for n in BLIND_SETS] == [
        "--blind", "--blind2", "--blind3", "--blind4", "--blind5", "--blind6",
        "--blind7", "--blind8", "--blind9", "--blind10", "--blind11"
    ]  # fmt: skip
    chosen = chosen_blind({1: 3, 2: 0, 3: 0, 4: 0, 5: -1, 6: 0, 7: 0, 8: 0, 9: 0, 10: 0, 11: 0})
    assert chosen == blind_corpus(3) + blind_corpus(number=5)
    assert chosen_blind(dict.fromkeys(BLIND_SETS, 0)) == []
    parser = argparse.ArgumentParser()
    add_corpus_options(parser)
    args = parser.parse_args(["--size", "4", "--natural", "2", "--blind", "0", "--blind5", "3"])
    assert corpus_from(args) == (
        build_corpus(4, 2024) + natural_corpus(2, 2024) + blind_corpus(3, number=5)
    )
    full = corpus_from(parser.parse_args([]))
    assert full == build_corpus(330, 2024) + natural_corpus(60, 2024) + blind_corpus()


def test_tiny_benchmark_run(tmp_path: Path) -> None:
    corpus = assign_voices(build_corpus(4, 3), 3)
    corpus = [u.__class__(**{**u.__dict__, "voice": "espeak:en-us"}) for u in corpus]
    opts = Options(
        out=tmp_path, seed=3, conditions=("10dB",), systems=("ours", "baseline", "ptt"), model=None
    )
    doc = run(corpus, opts, workers=1)
    doc["targets"] = check_targets(doc)
    json.dumps(doc)  # serialisable
    for system in ("ours", "baseline", "ptt"):
        cond = doc["systems"][system]["conditions"]["10dB"]
        assert cond["n"] == 4
        for key in (
            "acceptance",
            "false_action",
            "ask_back",
            "none",
            "latency_median_ms",
            "latency_p95_ms",
            "real_time_factor",
        ):
            assert key in cond
        assert cond["real_time_factor"] is not None and cond["real_time_factor"] > 0
        mem = doc["systems"][system]["memory"]
        assert mem["peak_rss_mb"] > 0 and mem["model_load_seconds"] > 0
    assert doc["phrase_switch_ms"]["median"] is not None
    assert doc["text_ceiling"]["n"] == 4
    assert set(doc["targets"]) >= {"false_action_max", "peak_rss_mb", "acceptance_10dB_chatter"}
    assert "| 10dB | ours |" in table(doc) and "| 10dB | ptt |" in table(doc)
    records = [json.loads(line) for line in (tmp_path / "records.jsonl").read_text().splitlines()]
    ptt = [r for r in records if r["system"] == "ptt"]
    assert len(ptt) == 4 and all(r["ended_by"] != "no-speech" for r in ptt)
    plot(doc, tmp_path / "results.png")
    assert (tmp_path / "results.png").stat().st_size > 1000
    assert len((tmp_path / "records.jsonl").read_text().splitlines()) == 12


def test_push_to_talk_alone_is_measured(tmp_path: Path) -> None:
    """``--systems ptt`` without ours: push-to-talk shares ours's process, so its memory is
    probed as ours's (this once failed at the end of the run, looking for ours's figures)."""
    corpus = [
        u.__class__(**{**u.__dict__, "voice": "espeak:en-us"})
        for u in assign_voices(build_corpus(2, 5), 3)
    ]
    opts = Options(out=tmp_path, seed=5, conditions=("clean",), systems=("ptt",), model=None)
    doc = run(corpus, opts, workers=1)
    doc["targets"] = check_targets(doc)
    assert set(doc["systems"]) == {"ptt"}
    assert doc["systems"]["ptt"]["memory"]["peak_rss_mb"] > 0
    assert "| clean | ptt |" in table(doc)
