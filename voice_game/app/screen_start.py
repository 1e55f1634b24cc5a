"""Opening the companion page from ``--screen`` or the config file's ``[screen]``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from voice_game.config import ConfigError, load_settings
from voice_game.dialogue.session import Session
from voice_game.screen.address import AddressError, parse_address
from voice_game.screen.table import Screen


def screen_address(given: str | None, config: Path | None) -> str | None:
    """``--screen`` (``given``), else the config file's ``[screen] address``, else None (no
    page)."""
    if given:
        return str(given)
    return load_settings(config).screen


def check_screen_address(given: str | None, config: Path | None) -> None:
    """Refuse a ``--screen`` or ``[screen]`` address that is not ``[HOST:]PORT`` before the
    game is set up (:class:`~voice_game.screen.address.AddressError`). A settings file that
    cannot be read is left to the game's own check of it, which names it and offers the
    keyboard game."""
    try:
        where = screen_address(given, config)
    except ConfigError:
        return
    if where is not None:
        parse_address(where)


def open_screen(
    given: str | None, config: Path | None, session: Session, say: Callable[[str], None]
) -> Screen | None:
    """The page for ``session``'s table, serving already; None when none was asked for, or
    when its address cannot be used (in use, not this machine's): then ``say`` tells the
    table why, and the game goes on without it."""
    try:
        where = screen_address(given, config)
    except ConfigError as error:
        say(f"{error}. The game goes on without the screen.")
        return None
    if where is None:
        return None
    try:
        return Screen(parse_address(where), session.game, session.computers)
    except AddressError as error:
        say(f"{error} The game goes on without the screen.")
        return None
