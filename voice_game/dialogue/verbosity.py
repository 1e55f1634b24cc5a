"""How much the host says: brief, normal or full, and the short names cards go by."""

from __future__ import annotations

import re
from enum import StrEnum

from voice_game.engine.cards import CardFace


class Verbosity(StrEnum):
    """brief: what changed and whose turn; normal: also the chain and hand in short names;
    full: every event text, as the game always read it."""

    BRIEF = "brief"
    NORMAL = "normal"
    FULL = "full"

    def more(self) -> Verbosity:
        """One level more detail (full stays full)."""
        order = list(Verbosity)
        return order[min(order.index(self) + 1, len(order) - 1)]

    def less(self) -> Verbosity:
        """One level less detail (brief stays brief)."""
        order = list(Verbosity)
        return order[max(order.index(self) - 1, 0)]


def change_detail(level: Verbosity, *, more: bool) -> tuple[Verbosity, str]:
    """One step more (or less) detail than ``level``, and the sentence that says so."""
    changed = level.more() if more else level.less()
    if changed is level:
        edge = "the most" if more else "the least"
        return level, f"This is already {edge} detail, {level.value}."
    return changed, f"{changed.value.capitalize()} detail from now on."


def parse_verbosity(text: str) -> Verbosity:
    """A level from its name; ValueError names the three levels."""
    try:
        return Verbosity(text.strip().lower())
    except ValueError:
        raise ValueError(f"verbosity must be brief, normal or full, not {text!r}") from None


_WORD = re.compile(r"[\w'-]+")


def short_name(card: CardFace) -> str:
    """A card's first alias as said at the table: 'the telephone', 'the Moon landing', 'Nero'.

    "the" goes before it unless the alias is a proper name (a word the event writes with a
    capital and without "the" before it); words the event capitalises keep their capital.
    A card without aliases goes by its event text.
    """
    if not card.aliases:
        return card.event
    words = card.aliases[0].split()
    event = [w.removesuffix("'s") for w in _WORD.findall(card.event)]
    lowered = [w.lower() for w in event]
    capitals = {w.lower(): w for i, w in enumerate(event) if w[:1].isupper() and (i or w != "The")}
    shown = " ".join(capitals.get(w.lower(), w) for w in words)
    first = words[0].lower()
    if first in ("the", "a", "an"):
        return shown
    if first not in capitals:
        return f"the {shown}"
    at = lowered.index(first)
    while at > 0 and event[at - 1][:1].isupper() and lowered[at - 1] != "the":
        at -= 1
    return f"the {shown}" if at > 0 and lowered[at - 1] == "the" else shown
