"""Scoring: what counts as accepted, a false action, an ask-back, nothing.

For an utterance with an expected action (a command):

* **accepted** - status ``act`` with exactly the expected action, *or* status ``ask`` where
  the expected action is among the (at most two) readings the game reads back, so one
  "yes" (or "the second") completes it. ``accepted_at_once`` counts only the first kind,
  and ``at_once_of_accepted`` is its share of the accepted.
* **false action** - status ``act`` with any other action: the costly error.
* **ask-back** - status ``ask`` (right or wrong offers); **none** - status ``none``,
  including when nothing was heard at all.

For chatter (expected ``None``): ``act`` is a false action; ``none`` is a correct rejection;
``ask`` is a harmless but needless question.

Rates: acceptance over commands; false action, ask-back and none over all utterances;
chatter rejection over chatter.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import numpy as np

from voice_game.dialogue.decider import Decision, decision_json, offers
from voice_game.intent import NoAction, Reading, to_json


def offered(reading: Reading) -> list[dict[str, Any]]:
    """The actions the dialogue reads back for an ``ask`` (as ``Session._ask`` does: one,
    or a choice of two; a question of which card takes any card offered)."""
    if reading.alternatives:
        limit = None if isinstance(reading.action, NoAction) else 2
        return [to_json(c.action) for c in reading.alternatives[:limit]]
    if isinstance(reading.action, NoAction):
        return []
    return [to_json(reading.action)]


def outcome(
    reading: Reading | None,
    expected: dict[str, Any] | None,
    request: dict[str, Any] | None = None,
) -> tuple[str, str, Any]:
    """(status, outcome, got) for one decision; ``request`` is a host request the session
    acted on instead of the parser (the corpus never expects one: it is a false action)."""
    if request is not None:
        return "act", ("accept-act" if request == expected else "false"), request
    if reading is None:
        status, got = "none", {"kind": "none"}
    else:
        status, got = reading.status, to_json(reading.action)
    if expected is None:
        result = {"act": "false", "ask": "ask-chatter", "none": "rejected"}[status]
    elif status == "act":
        result = "accept-act" if got == expected else "false"
    elif status == "ask":
        result = "accept-ask" if expected in offered(reading) else "ask-wrong"  # type: ignore[arg-type]
    else:
        result = "none"
    return status, result, got


def scored(decision: Decision | None, expected: dict[str, Any] | None) -> tuple[str, str, Any]:
    """(status, outcome, got) for one decision of the game's decider (None: nothing heard),
    scored as :func:`outcome` scores a reading; a host request read back counts as an ask
    offering it."""
    if decision is None:
        return outcome(None, expected)
    made = decision_json(decision)
    status, got = str(made["status"]), made["action"]
    if expected is None:
        result = {"act": "false", "ask": "ask-chatter", "none": "rejected"}[status]
    elif status == "act":
        result = "accept-act" if got == expected else "false"
    elif status == "ask":
        result = "accept-ask" if expected in offers(decision) else "ask-wrong"
    else:
        result = "none"
    return status, result, got


def _pct(x: int, n: int) -> float | None:
    return round(100.0 * x / n, 2) if n else None


def summarise(records: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """Rates (in %) and timing statistics for a set of scored records."""
    recs = list(records)
    commands = [r for r in recs if r["expected"] is not None]
    chatter = [r for r in recs if r["expected"] is None]
    count = lambda rs, o: sum(1 for r in rs if r["outcome"] == o)  # noqa: E731
    lat = [r["latency"] for r in recs if r.get("latency") is not None]
    decode = sum(r.get("decode_seconds", 0.0) for r in recs)
    audio = sum(r.get("audio_seconds", 0.0) for r in recs)
    missed = [r for r in recs if r["status"] == "none" or r["expected"] is None]
    return {
        "n": len(recs),
        "n_commands": len(commands),
        "n_chatter": len(chatter),
        "acceptance": _pct(
            count(commands, "accept-act") + count(commands, "accept-ask"), len(commands)
        ),
        "accepted_at_once": _pct(count(commands, "accept-act"), len(commands)),
        "at_once_of_accepted": _pct(
            count(commands, "accept-act"),
            count(commands, "accept-act") + count(commands, "accept-ask"),
        ),
        "false_action": _pct(sum(1 for r in recs if r["outcome"] == "false"), len(recs)),
        "ask_back": _pct(sum(1 for r in recs if r["status"] == "ask"), len(recs)),
        "none": _pct(sum(1 for r in recs if r["status"] == "none"), len(recs)),
        "chatter_rejected": _pct(count(chatter, "rejected"), len(chatter)),
        "closer_of_missed": _pct(sum(1 for r in missed if r.get("closer")), len(missed)),
        "latency_median_ms": round(1000 * float(np.median(lat)), 1) if lat else None,
        "latency_p95_ms": round(1000 * float(np.percentile(lat, 95)), 1) if lat else None,
        "real_time_factor": round(decode / audio, 4) if audio else None,
    }
