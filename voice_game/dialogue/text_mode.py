"""The keyboard game: one line in, sentences out, for a terminal and a screen reader."""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, TextIO

from voice_game.engine.events import Phase

from .resume import resume_command
from .session import Reply, Session

if TYPE_CHECKING:
    from voice_game.screen import Screen

MAX_LINE = 4096
"""A typed line is read at most this far; the rest of a longer line is skipped unread."""


def read_lines(source: TextIO | None, limit: int = MAX_LINE) -> Iterator[str]:
    """The lines of ``source``, each cut at ``limit`` characters, so that a pasted line of any
    length costs bounded memory (the parser refuses a line that long). A closed standard input
    (``sys.stdin`` is None) is an input that has ended."""
    if source is None:
        return
    if not hasattr(source, "readline"):  # any iterable of lines (a scripted player)
        yield from (line[: limit + 1] for line in source)
        return
    while True:
        line = source.readline(limit)
        if not line:
            return
        if len(line) == limit and not line.endswith("\n"):
            rest = source.readline(limit)
            while rest and not rest.endswith("\n"):
                rest = source.readline(limit)
        yield line


def write_lines(lines: Iterable[str], out: TextIO) -> None:
    """Print each sentence on its own line and flush, so a screen reader hears it at once."""
    for line in lines:
        if line:
            out.write(line + "\n")
    out.flush()


def computers_play(
    session: Session, out: TextIO, pause: float, screen: Screen | None = None
) -> bool:
    """Let computer players move until a person is on turn; True when the game has ended.

    Each move follows a pause of ``pause`` seconds; what a computer player says is printed
    after its name, so a screen reader tells it from the game's own sentences."""
    while session.computer_to_move():
        if pause > 0:
            time.sleep(pause)
        turn = session.computer_move()
        write_lines([f"{turn.player}: {line}" for line in turn.speech], out)
        write_lines(turn.reply.lines, out)
        if screen is not None:
            screen.publish(session, turn.reply)
        if turn.reply.done:
            return True
    return False


def run_text(
    session: Session,
    source: TextIO | None,
    out: TextIO,
    *,
    resumed: bool = False,
    pause: float = 0.0,
    screen: Screen | None = None,
) -> int:
    """Play until the game ends, a player quits, or input ends (the game stays saved).

    With a ``screen``, every reply is shown on the companion page, and its taps are played
    between typed lines, each noted in the output before the game's answer."""
    opening = session.opening(resumed=resumed)
    write_lines(opening, out)
    if screen is not None:
        screen.publish(session, said=opening)
    if computers_play(session, out, pause, screen):
        return 0
    inputs = read_lines(source) if screen is None else screen.merged(read_lines(source))
    for item in inputs:
        reply: Reply
        if isinstance(item, str):
            reply = session.handle(item)
        else:
            assert screen is not None
            note, reply = screen.play(session, item)
            write_lines([note], out)
        write_lines(reply.lines, out)
        if screen is not None:
            screen.publish(session, reply)
        if reply.done:
            return 0
        if computers_play(session, out, pause, screen):
            return 0
    if session.game.phase is Phase.OVER:
        write_lines(["Thank you for playing."], out)
        return 0
    if session.saved:
        write_lines([f"Input ended. The game is saved; to go on, run: {resume_command(True)}"], out)
    else:
        write_lines(
            [
                "Input ended. The last moves could not be saved; to go on from the last saved "
                f"move, run: {resume_command(True)}"
            ],
            out,
        )
    return 0


def usable_streams(source: TextIO | None, out: TextIO | None) -> tuple[TextIO | None, TextIO]:
    """The keyboard game's input and output when standard input or output may be closed
    (``<&-``, ``>&-``: Python then has None for them).

    Closed output is handled like the end of input: nobody can read the game, so no line is
    read, and what the game says goes to standard error (or nowhere, if that is closed too)."""
    if out is not None:
        return source, out
    return None, sys.stderr if sys.stderr is not None else open(os.devnull, "w")  # noqa: SIM115
