"""What was heard, kept in the benchmark's records, gives back exactly what the game heard,
so a decision made again from a record is the decision the run made."""

from __future__ import annotations

import json
from dataclasses import replace

from benchmarks.voice.heardjson import heard_from_json, heard_to_json
from testkit.voice.corpus import build_corpus
from testkit.voice.stream import decide
from voice_game.heard import Heard

ARE_THREE = Heard(
    "are three at the start",
    (("are", 0.913346), ("three", 0.999973), ("at", 1.0), ("the", 1.0), ("start", 1.0)),
    (("card three at the start", 0.086712),),
    0.68,
    1.86,
    True,
    Heard(
        "put card three at the start",
        (
            ("put", 0.667912),
            ("card", 0.408923),
            ("three", 1.0),
            ("at", 1.0),
            ("the", 1.0),
            ("start", 1.0),
        ),
        (("what are three at the start", 0.332087), ("put are three at the start", 0.259011)),
        0.68,
        1.86,
    ),  # fmt: skip
    1.8,
)
"""The default run's "card three at the start" at 20 dB steady as its record keeps it, the
first decoder's "three" a hair below full confidence."""


def test_a_record_gives_back_every_field_unrounded() -> None:
    again = heard_from_json(json.loads(json.dumps(heard_to_json(ARE_THREE))))
    assert again == ARE_THREE


def _rounded(heard: Heard) -> Heard:
    """``heard`` with its confidences rounded to four places, as records once kept them."""
    return replace(
        heard,
        words=tuple((w, round(c, 4)) for w, c in heard.words),
        raw=None if heard.raw is None else _rounded(heard.raw),
    )


def test_a_decision_made_again_from_a_record_is_the_decision_made() -> None:
    """A number heard a hair below full confidence after a word that is not "card" ("is"
    where the record has "are", which is "card" heard at its onset) is read back; rounded to
    four places it was 1.0 and acted on replay. From the record now, it is read back as in
    the run. The record itself, with its "are", acts, and so does its replay."""
    ctx = {u.uid: u for u in build_corpus(330, 2024)}["u0073"].ctx
    is_three = replace(
        ARE_THREE, text="is three at the start", words=(("is", 0.913346), *ARE_THREE.words[1:])
    )
    made = decide(is_three, ctx)
    rounded = decide(_rounded(is_three), ctx)
    again = decide(heard_from_json(json.loads(json.dumps(heard_to_json(is_three)))), ctx)
    assert made is not None and rounded is not None and again is not None
    assert made.reading is not None and made.reading.status == "ask"
    assert rounded.reading is not None and rounded.reading.status == "act", "the old records"
    assert (again.kind, again.reading) == (made.kind, made.reading)
    record = decide(ARE_THREE, ctx)
    replayed = decide(heard_from_json(json.loads(json.dumps(heard_to_json(ARE_THREE)))), ctx)
    assert record is not None and replayed is not None and record.reading is not None
    assert record.reading.status == "act"
    assert (replayed.kind, replayed.reading) == (record.kind, record.reading)


def test_a_record_written_before_the_echo_was_kept_still_reads() -> None:
    data = heard_to_json(ARE_THREE)
    assert data is not None
    del data["echo_db"]
    assert heard_from_json(data) == Heard(**{**ARE_THREE.__dict__, "echo_db": None})
