"""The keyboard game: one line in, sentences out, for a terminal and a screen reader."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TextIO

from .session import Session


def write_lines(lines: Iterable[str], out: TextIO) -> None:
    """Print each sentence on its own line and flush, so a screen reader hears it at once."""
    for line in lines:
        if line:
            out.write(line + "\n")
    out.flush()


def run_text(session: Session, source: TextIO, out: TextIO, *, resumed: bool = False) -> int:
    """Play until the game ends, a player quits, or input ends (the game stays saved)."""
    write_lines(session.opening(resumed=resumed), out)
    for raw in source:
        reply = session.handle(raw)
        write_lines(reply.lines, out)
        if reply.done:
            return 0
    write_lines(
        ["Input ended. The game is saved; to go on, run: voice-game play --text --resume"], out
    )
    return 0
