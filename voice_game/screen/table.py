"""The game's side of the companion page: publish every change, and play the taps.

:class:`Screen` is all the turn loops see. They call :meth:`Screen.publish` after every
reply, read their input through :meth:`Screen.merged` (typed lines and taps in the order
they came), and hand each tap to :meth:`Screen.play`, which plays it through the session
like typed words.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Iterable, Iterator
from urllib.parse import urlsplit

from voice_game.dialogue.session import Reply, Session
from voice_game.engine.game import Game

from .address import Address, bind
from .page import Page, terminal_qr
from .server import ScreenServer
from .taps import SeatCodes, Tap, play_tap
from .view import table_view

_END = object()


class Screen:
    """The page for one run of the game: its server, its seat codes, what it shows."""

    def __init__(self, address: Address, game: Game, computers: Iterable[str] = ()) -> None:
        self._computers = tuple(computers)
        sock, self.url = bind(address)
        self.codes = SeatCodes(name for name in game.players if name not in self._computers)
        self.server = ScreenServer(sock, Page(self.url), self.codes)
        self._said: list[str] = []
        self._table: tuple[int, int] | None = None
        self.version = 0
        """Numbers the tables shown; a tap made on an older one is not played."""
        self.server.start()

    def announcement(self, qr: bool = False, spoken: bool = False) -> list[str]:
        """What the game prints (or, ``spoken``, says) when the page is up: its address, a
        QR code of it when ``qr``, and the seat codes."""
        lines = [f"The table's screen is at {self.url} on this network."]
        if spoken:
            where = urlsplit(self.url)
            lines = [
                f"The table's screen is at {where.hostname}, port {where.port}, on this network."
            ]
        elif qr:
            lines.append(terminal_qr(self.url))
        if self.codes.seats:
            lines.append(self.codes.sentence())
        return lines

    # --------------------------------------------------------------- publishing

    def publish(
        self, session: Session, reply: Reply | None = None, said: list[str] | None = None
    ) -> None:
        """Show the table as it is now; what was said stays until a reply changes the game."""
        if said is not None:
            self._said = list(said)
        elif reply is not None and reply.events:
            self._said = list(reply.lines)
        game = session.game
        table = (id(game), len(game.events))
        if table != self._table:
            self._table = table
            self.version += 1
        self.server.publish(
            table_view(game, self._said, version=self.version, computers=self._computers)
        )

    def close(self, session: Session) -> None:
        """Tell open pages that the game has ended, then stop serving."""
        view = table_view(
            session.game,
            self._said,
            version=self.version + 1,
            computers=self._computers,
            ended=True,
        )
        self.server.publish(view)
        while True:  # taps still waiting are answered, not left hanging
            try:
                tap = self.server.inbox.get_nowait()
            except queue.Empty:
                break
            if tap.answer.set_running_or_notify_cancel():
                tap.answer.set_result(["The game has ended."])
        self.server.stop()

    # --------------------------------------------------------------- input

    def merged(self, lines: Iterable[str]) -> Iterator[str | Tap]:
        """Typed ``lines`` and taps, in the order they arrive, until the lines end."""
        inbox = self.server.inbox
        typed: queue.Queue[object] = queue.Queue()

        def read() -> None:
            for line in lines:
                typed.put(line)
                inbox.put(_WAKE)
            typed.put(_END)
            inbox.put(_WAKE)

        threading.Thread(target=read, name="keyboard", daemon=True).start()
        while True:
            item = inbox.get()
            if item is not _WAKE:
                yield item
                continue
            line = typed.get()
            if line is _END:
                return
            assert isinstance(line, str)
            yield line

    def take(self) -> Tap | None:
        """The next tap waiting, if any (for a loop that polls: the voice game)."""
        while True:
            try:
                item = self.server.inbox.get_nowait()
            except queue.Empty:
                return None
            if item is not _WAKE:
                return item

    def play(self, session: Session, tap: Tap) -> tuple[str, Reply]:
        """Play ``tap``: the note to print (which seat tapped, and the words it stands for)
        and the game's reply; the tapping page is answered with the reply's sentences."""
        if not tap.answer.set_running_or_notify_cancel():
            return f"({tap.seat} on the screen: given up)", Reply([], understood=False)
        words, replies = play_tap(session, tap, self.version)
        reply = Reply(
            [line for r in replies for line in r.lines],
            understood=all(r.understood for r in replies),
            done=any(r.done for r in replies),
            events=[event for r in replies for event in r.events],
        )
        tap.answer.set_result(reply.lines)
        what = "; ".join(words) if words else f"{tap.kind}, not played"
        return f"({tap.seat} on the screen: {what})", reply


_WAKE = Tap("", "", -1)
"""Put in the inbox to say a typed line is waiting."""
