"""Cards: the public face players see, and the whole card the engine keeps."""

from __future__ import annotations

from dataclasses import dataclass

from .years import Span


@dataclass(frozen=True)
class CardFace:
    """What every player may know of a card: its event, never its year."""

    id: str
    event: str
    aliases: tuple[str, ...] = ()

    def as_dict(self) -> dict[str, str]:
        """The face as it appears in the event log."""
        return {"id": self.id, "event": self.event}


@dataclass(frozen=True)
class Card:
    """A whole card; only the engine reads :attr:`span`, and only on a reveal."""

    id: str
    event: str
    span: Span
    aliases: tuple[str, ...] = ()
    note: str = ""
    source: str = ""
    deck: str = ""

    @property
    def face(self) -> CardFace:
        """The public side of the card."""
        return CardFace(self.id, self.event, self.aliases)
