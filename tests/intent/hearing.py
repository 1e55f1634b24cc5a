"""Heard values shared by the intent tests."""

from __future__ import annotations

from voice_game.heard import Heard


def surely(text: str, raw: str | None = None) -> Heard:
    """``text`` heard with every word at full confidence and, given ``raw``, the raw audio's
    decoder hearing ``raw`` so too (``surely(t, t)``: both decoders heard ``t``)."""
    other = None if raw is None else surely(raw)
    return Heard(text, tuple((word, 1.0) for word in text.split()), raw=other)
