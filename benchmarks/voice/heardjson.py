"""What was heard, as JSON in the benchmark's records, so that a decision can be made again
from the same recognition without decoding the audio again (the caution curve,
:mod:`.curve`). Confidences are kept as the recogniser gave them: rounded to four places,
"three" at 0.99997 became 1.0 and a decision that reads back a bare number "heard below full
confidence" acted on replay where it had asked in the run (two commands of the default run
at 20 dB steady)."""

from __future__ import annotations

from typing import Any

from voice_game.heard import Heard


def heard_to_json(heard: Heard | None) -> dict[str, Any] | None:
    """Every field of ``heard`` (the raw audio's reading nested), or None."""
    if heard is None:
        return None
    return {
        "text": heard.text,
        "words": [[w, c] for w, c in heard.words],
        "alternatives": [[t, c] for t, c in heard.alternatives],
        "start": heard.start,
        "end": heard.end,
        "spoken": heard.spoken,
        "raw": heard_to_json(heard.raw),
        "echo_db": heard.echo_db,
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
        data.get("echo_db"),  # records before it was kept have none
    )
