"""What was heard, as JSON in the benchmark's records, so that a decision can be made again
from the same recognition without decoding the audio again (the caution curve,
:mod:`.curve`)."""

from __future__ import annotations

from typing import Any

from voice_game.heard import Heard


def heard_to_json(heard: Heard | None) -> dict[str, Any] | None:
    """Every field of ``heard`` (the raw audio's reading nested), or None."""
    if heard is None:
        return None
    return {
        "text": heard.text,
        "words": [[w, round(c, 4)] for w, c in heard.words],
        "alternatives": [[t, round(c, 4)] for t, c in heard.alternatives],
        "start": heard.start,
        "end": heard.end,
        "spoken": heard.spoken,
        "raw": heard_to_json(heard.raw),
    }


def heard_from_json(data: dict[str, Any] | None) -> Heard | None:
    """The :class:`Heard` that :func:`heard_to_json` wrote."""
    if data is None:
        return None
    return Heard(
        data["text"],
        tuple((str(w), float(c)) for w, c in data["words"]),
        tuple((str(t), float(c)) for t, c in data["alternatives"]),
        data["start"],
        data["end"],
        bool(data["spoken"]),
        heard_from_json(data["raw"]),
    )
