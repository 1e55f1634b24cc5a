"""The page's own assets, read once from the package into memory, and its QR code."""

from __future__ import annotations

import html
from importlib import resources

import segno

MEDIA = {
    "index.html": "text/html; charset=utf-8",
    "screen.js": "text/javascript; charset=utf-8",
    "screen.css": "text/css; charset=utf-8",
}


class Page:
    """The three files of the page, with the table's address and its QR code filled in."""

    def __init__(self, url: str) -> None:
        folder = resources.files("voice_game.screen") / "assets"
        self._files = {name: (folder / name).read_bytes() for name in MEDIA}
        qr = segno.make(url, error="m").svg_data_uri(scale=4, border=2)
        index = self._files["index.html"].decode()
        index = index.replace("{{url}}", html.escape(url)).replace("{{qr}}", html.escape(qr))
        self._files["index.html"] = index.encode()

    def asset(self, name: str) -> tuple[bytes, str]:
        """The bytes of ``name`` and their media type."""
        return self._files[name], MEDIA[name]


def terminal_qr(url: str) -> str:
    """``url`` as a QR code drawn with block characters, for a terminal."""
    import io

    out = io.StringIO()
    segno.make(url, error="m").terminal(out=out, compact=True, border=2)
    return out.getvalue()
