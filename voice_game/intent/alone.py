"""A hand card named alone, with no place yet: "card one ...", "desktop publishing ...".

Players often name their card first and pause before saying where it goes ("card one, uh,
after the shark film"; "desktop publishing, put it right at the end"). The listening loop
waits through that pause (:mod:`.unfinished`), and when nothing follows, the game asks
where the card goes instead of saying it did not understand.
"""

from __future__ import annotations

from .cards import EVENT_WEIGHT, name_words
from .evidence import NUMBERING
from .lexicon import wordset
from .model import Place, TurnContext
from .understand import parse
from .words import OPENING_SOUNDS, words

PROBE = "at the start"
"""A place said after the words, to ask the parser whether they name a card."""
SOUNDS = OPENING_SOUNDS | wordset("my the a an um uh er erm hmm")
"""Words that name nothing by themselves: "hmm" alone names no card, even with one in hand."""
NAMING = NUMBERING | SOUNDS | wordset("one")
"""Words that may come with a card's own words when it is named alone ("uh, my third card")."""


def hand_card_alone(text: str, ctx: TurnContext) -> int | None:
    """The hand card that ``text`` names and nothing more (no place, no command), or None:
    the words mean nothing by themselves, and the same words followed by a place put that
    one hand card there, named exactly (a card's number or its own words; a loose match of
    table talk names nothing), and every word is the card's or one that names a card ("the
    third it now", table talk, names none)."""
    said = words(text)
    if not ctx.can_place or not ctx.hand or not set(said) - SOUNDS:
        return None
    if parse(text, ctx).status != "none":
        return None
    placed = parse(f"{text} {PROBE}", ctx)
    if placed.status != "act" or not isinstance(placed.action, Place):
        return None
    if placed.confidence < EVENT_WEIGHT or placed.action.slot != 0:
        return None
    card = placed.action.card
    if set(said) - NAMING - name_words(ctx.hand[card]):
        return None
    return card


__all__ = ["hand_card_alone"]
