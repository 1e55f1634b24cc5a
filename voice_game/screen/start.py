"""Opening the companion page from ``--screen`` or the config file's ``[screen]``."""

from __future__ import annotations

import argparse

from voice_game.config import load_settings
from voice_game.dialogue.session import Session

from .address import parse_address
from .table import Screen


def screen_address(args: argparse.Namespace) -> str | None:
    """``--screen``, else the config file's ``[screen] address``, else None (no page)."""
    given = getattr(args, "screen", None)
    if given:
        return str(given)
    return load_settings(getattr(args, "config", None)).screen


def open_screen(args: argparse.Namespace, session: Session) -> Screen | None:
    """The page for ``session``'s table, serving already; None when none was asked for.
    :class:`~.address.AddressError` names an address that cannot be used."""
    where = screen_address(args)
    if where is None:
        return None
    return Screen(parse_address(where), session.game, session.computers)
