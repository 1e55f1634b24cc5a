"""Whether the words heard so far stop in the middle of a command.

Players pause inside a command ("hmm, ... I doubt that", "card one between the ... hurrian
hymn and ..."). The listening loop asks this when a pause would end the command, and
listens a little longer when the last word heard cannot end one (a sound of thinking, an
article, a linking word or the start of a phrase), a "between" still lacks its "and", or a
"put" its position; or after a hand card named alone ("card one, uh, after the shark film":
:func:`~.alone.hand_card_alone`). Pure and cheap: it is asked once a pause.
"""

from __future__ import annotations

from collections.abc import Callable

from .alone import hand_card_alone
from .cards import words_of
from .lexicon import STRUCTURE_WORDS, wordset
from .model import TurnContext
from .understand import parse
from .words import words

FILLERS = wordset("um umm uh uhm hmm hm hmmm er erm ah mm")
"""Sounds of thinking: nothing a player means ends with them."""
OPENING_WORDS = wordset(
    "the a an and of to at in on between before after card number put place move "
    "i reckon think goes so well happened sorry"
)
"""Words that no command, answer or doubt ends with, unless a card of the turn's names
does ("the charge card", "astor place", "king george i"): :func:`unfinished_in` allows
those."""
LINKS = wordset("before after between at reckon think sorry")
"""Opening words that end a command mid-way after any word or none ("the telephone
before ...", "i reckon ...", "sorry, can you say that again": a slow voice's pause after
"sorry" ended it, benchmark)."""
MIN_WORDS = 2
"""Words besides the opening ones that must come before another closing opening word for it
to count: chatter often ends on a bare "the" ("on four to the")."""
PLACING_VERBS = wordset("put place move")
POSITION_WORDS = wordset("before after between at start end beginning first last front")
"""A placement said with one of ``PLACING_VERBS`` is unfinished until one of these is heard
("put the garden of delights ... between the ...")."""


def unfinished_in(ctx: TurnContext) -> Callable[[str], bool]:
    """The test for this turn: True when the words heard so far (unmatched stretches left
    out) stop mid-way and do not already make a move or command of the turn.

    They stop mid-way when they are fillers alone; end with a link (``LINKS``), or with
    another opening word after at least ``MIN_WORDS`` other words; name the first card of a
    "between" and not yet the second; or open a placement with "put", "place" or "move" and
    name no position yet (a position word of one of the turn's card names, "first" of "the
    first stamp", names none); or name one hand card and nothing more ("card one",
    "desktop publishing": the player is about to say where). An opening word that ends one
    of the turn's card names ends nothing. The words are complete when they act as they are
    or without the opening words they end with (Vosk's words often end with a "the" that it
    drops later)."""
    endings = {
        said[-1]
        for card in (*ctx.hand, *ctx.chain)
        for name in (card.event, *card.aliases)
        if (said := words(name))
    }
    pausing = (FILLERS | OPENING_WORDS) - endings
    in_names = words_of((*ctx.hand, *ctx.chain))
    places = POSITION_WORDS - (in_names - STRUCTURE_WORDS - {"at"})

    def stops_mid_way(heard: list[str]) -> bool:
        if heard[-1] in pausing:
            if heard[-1] in FILLERS | LINKS:
                return True
            return sum(word not in pausing for word in heard) >= MIN_WORDS
        if "between" in heard:
            after_between = heard[len(heard) - heard[::-1].index("between") :]
            return "and" not in after_between
        return not PLACING_VERBS.isdisjoint(heard) and places.isdisjoint(heard)

    def complete(heard: list[str]) -> bool:
        while heard and heard[-1] in pausing:
            heard = heard[:-1]
        return bool(heard) and parse(" ".join(heard), ctx).status == "act"

    def unfinished(text: str) -> bool:
        heard = text.lower().split()
        if not heard:
            return False
        if stops_mid_way(heard):
            return not complete(heard)
        return hand_card_alone(" ".join(heard), ctx) is not None

    return unfinished


__all__ = [
    "FILLERS",
    "LINKS",
    "MIN_WORDS",
    "OPENING_WORDS",
    "PLACING_VERBS",
    "POSITION_WORDS",
    "unfinished_in",
]
