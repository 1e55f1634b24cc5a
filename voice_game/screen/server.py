"""The companion page's web server: Starlette on uvicorn, in a thread beside the game.

It serves the page's own three assets (kept in memory; nothing else on disk is reachable),
the table's state, a live stream of it (server-sent events), and two small JSON requests:
join a seat with its code, and tap. A tap is handed to the game loop's inbox and answered
with what the game said once the loop has played it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import queue
import socket
import threading
from collections.abc import AsyncIterator, Awaitable, Callable, MutableMapping
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from . import limits
from .page import Page
from .taps import KINDS, SeatCodes, Tap
from .view import View

TAP_WAIT = 30.0
"""Seconds a tap waits for the game loop (which may be speaking) before it is given up."""
HEARTBEAT = 15.0
"""Seconds between keep-alive comments on a quiet live stream."""
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


class ScreenServer:
    """Serves one table's page on ``sock`` (already bound) until :meth:`stop`."""

    def __init__(self, sock: socket.socket, page: Page, codes: SeatCodes) -> None:
        self.sock = sock
        self.page = page
        self.codes = codes
        self.inbox: queue.Queue[Tap] = queue.Queue()
        """Taps waiting for the game loop."""
        self.limiter = limits.RateLimiter()
        self._view_json = b"{}"
        self._version = -1
        self._ended = False
        self._closing = False
        self._changed: asyncio.Condition | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._streams: dict[str, int] = {}
        self._ready = threading.Event()
        self.on_tap: Callable[[], None] | None = None
        """Called (in the server's thread) when a tap is waiting: the voice game stops
        listening for it."""
        app = Starlette(
            routes=[
                Route("/", self._asset("index.html"), methods=["GET"]),
                Route("/screen.js", self._asset("screen.js"), methods=["GET"]),
                Route("/screen.css", self._asset("screen.css"), methods=["GET"]),
                Route("/state", self._state, methods=["GET"]),
                Route("/events", self._events, methods=["GET"]),
                Route("/join", self._join, methods=["POST"]),
                Route("/tap", self._tap, methods=["POST"]),
            ]
        )
        self._server = uvicorn.Server(
            uvicorn.Config(
                self._guarded(app),
                loop="asyncio",
                http="h11",
                ws="none",
                lifespan="off",
                log_level="warning",
                access_log=False,
                server_header=False,
                proxy_headers=False,
                limit_concurrency=limits.MAX_CONNECTIONS,
                h11_max_incomplete_event_size=limits.MAX_HEADER,
                timeout_keep_alive=5,
                timeout_graceful_shutdown=1,
            )
        )
        self._thread = threading.Thread(target=self._run, name="screen", daemon=True)

    # --------------------------------------------------------------- life

    def start(self) -> None:
        """Start serving in a background thread."""
        self._thread.start()
        self._ready.wait(10)

    def stop(self) -> None:
        """Send every open page what was published last, close the live streams and stop
        serving. (Done in the server's loop, after any publishing still queued there.)"""
        if self._loop is None:
            self._server.should_exit = True
        else:
            self._loop.call_soon_threadsafe(self._close)
        self._thread.join(5)

    def _close(self) -> None:
        self._closing = True
        self._notify()
        self._server.should_exit = True

    def _run(self) -> None:
        asyncio.run(self._serve())

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._changed = asyncio.Condition()
        self._ready.set()
        await self._server.serve(sockets=[self.sock])

    # --------------------------------------------------------------- the game's side

    def publish(self, view: View) -> None:
        """Send ``view`` to every open page (from any thread)."""
        data = json.dumps(view, ensure_ascii=False, separators=(",", ":")).encode()
        loop = self._loop
        if loop is None:
            self._set(data, int(view["version"]), bool(view["ended"]))
            return
        loop.call_soon_threadsafe(self._set, data, int(view["version"]), bool(view["ended"]))

    def _set(self, data: bytes, version: int, ended: bool) -> None:
        self._view_json, self._version, self._ended = data, version, ended
        self._notify()

    def _notify(self) -> None:
        changed = self._changed
        if changed is None:
            return

        async def wake() -> None:
            async with changed:
                changed.notify_all()

        asyncio.ensure_future(wake())

    # --------------------------------------------------------------- requests

    def _guarded(self, app: Starlette) -> Callable[..., Awaitable[None]]:
        """The app behind the rate limit and the body-size bound."""

        async def guarded(scope: dict[str, Any], receive: Any, send: Any) -> None:
            if scope["type"] != "http":
                return
            address = (scope.get("client") or ("?", 0))[0]
            if not self.limiter.allow(address):
                await _plain(429, "Too many requests; wait a moment.")(scope, receive, send)
                return
            headers = dict(scope.get("headers") or [])
            length = headers.get(b"content-length", b"0")
            if not length.isdigit() or int(length) > limits.MAX_BODY:
                await _plain(413, "That request is too large.")(scope, receive, send)
                return

            async def send_secured(message: MutableMapping[str, Any]) -> None:
                if message["type"] == "http.response.start":
                    extra = [(k.lower().encode(), v.encode()) for k, v in SECURITY_HEADERS.items()]
                    message = {**message, "headers": [*message.get("headers", []), *extra]}
                await send(message)

            await app(scope, receive, send_secured)

        return guarded

    def _asset(self, name: str) -> Callable[[Request], Awaitable[Response]]:
        body, media = self.page.asset(name)

        async def serve(_request: Request) -> Response:
            return Response(body, media_type=media)

        return serve

    async def _state(self, _request: Request) -> Response:
        return Response(self._view_json, media_type="application/json")

    async def _events(self, request: Request) -> Response:
        address = request.client.host if request.client else "?"
        if self._streams.get(address, 0) >= limits.MAX_STREAMS_PER_ADDRESS:
            return _plain(429, "Too many pages open from this address.")
        self._streams[address] = self._streams.get(address, 0) + 1
        return StreamingResponse(
            self._stream(address),
            media_type="text/event-stream",
            headers={"X-Accel-Buffering": "no"},
        )

    async def _stream(self, address: str) -> AsyncIterator[bytes]:
        changed = self._changed
        assert changed is not None
        sent = -2
        try:
            while True:
                if self._version != sent:
                    sent = self._version
                    yield b"data: " + self._view_json + b"\n\n"
                if self._ended or self._closing:
                    return
                # the condition is checked under the lock before waiting, so a change made
                # while this page's last message was being sent is not missed
                async with changed:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(
                            changed.wait_for(functools.partial(self._moved_on, sent)), HEARTBEAT
                        )
                if self._version == sent and not self._moved_on(sent):
                    yield b": still here\n\n"
        finally:
            self._streams[address] -= 1
            if not self._streams[address]:
                del self._streams[address]

    def _moved_on(self, sent: int) -> bool:
        return self._version != sent or self._ended or self._closing

    async def _body(self, request: Request) -> dict[str, Any] | None:
        raw = b""
        async for chunk in request.stream():
            raw += chunk
            if len(raw) > limits.MAX_BODY:
                return None
        try:
            data = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            return None
        return data if isinstance(data, dict) else None

    def _seat(self, request: Request, data: dict[str, Any]) -> str | Response:
        address = request.client.host if request.client else "?"
        if self.limiter.code_locked(address):
            return _plain(429, "Too many wrong codes; wait a minute and try again.")
        seat = self.codes.seat_of(data.get("code"))
        if seat is None:
            self.limiter.wrong_code(address)
            return _plain(403, "That is not a seat code of this game.")
        return seat

    async def _join(self, request: Request) -> Response:
        data = await self._body(request)
        if data is None:
            return _plain(400, 'Send the seat code as JSON: {"code": "1234"}.')
        seat = self._seat(request, data)
        if isinstance(seat, Response):
            return seat
        return JSONResponse({"seat": seat})

    async def _tap(self, request: Request) -> Response:
        data = await self._body(request)
        if data is None or data.get("kind") not in KINDS:
            return _plain(400, "That is not a tap this page sends.")
        seat = self._seat(request, data)
        if isinstance(seat, Response):
            return seat
        numbers = [data.get(key, 0) for key in ("version", "card", "slot")]
        if not all(
            isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 10**9 for n in numbers
        ):
            return _plain(400, "That is not a tap this page sends.")
        if self._ended:
            return _plain(409, "The game has ended.")
        tap = Tap(seat, str(data["kind"]), numbers[0], numbers[1], numbers[2])
        self.inbox.put(tap)
        if self.on_tap is not None:
            self.on_tap()
        try:
            said = await asyncio.wait_for(asyncio.wrap_future(tap.answer), TAP_WAIT)
        except TimeoutError:
            tap.answer.cancel()
            return _plain(503, "The game did not answer in time; try again.")
        return JSONResponse({"said": said})


def _small_number(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9


def _plain(status: int, text: str) -> Response:
    return JSONResponse({"error": text}, status_code=status)
