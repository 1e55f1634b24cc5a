"""Heard values shared by the intent tests."""

from __future__ import annotations

from voice_game.heard import Heard


def surely(text: str, raw: str | None = None) -> Heard:
    """``text`` heard with every word at full confidence and, given ``raw``, the raw audio's
    decoder hearing ``raw`` so too (``surely(t, t)``: both decoders heard ``t``)."""
    other = None if raw is None else surely(raw)
    return Heard(text, tuple((word, 1.0) for word in text.split()), raw=other)


def heard_as(pairs: str, *others: tuple[str, float], raw: Heard | None = None) -> Heard:
    """ "card:1 three:1 first:0.74" as heard words, with other readings and a second decoder."""
    words = tuple((w, float(c)) for w, c in (p.split(":") for p in pairs.split()))
    return Heard(" ".join(w for w, _ in words), words, tuple(others), raw=raw)
