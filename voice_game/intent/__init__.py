"""Intent: a transcript (typed or spoken) and the turn's context to a game action.

Pure Python and rapidfuzz; no I/O. Typed and spoken input go through the same
`understand` (`parse`, then caution about what was heard faintly or not at all).

    >>> ctx = TurnContext(
    ...     chain=(CardName("Apollo 11 lands on the Moon", ("moon landing",)),),
    ...     hand=(CardName("Bell patents the telephone", ("telephone",)),),
    ... )
    >>> r = parse("hmm, I'd put the telephone just before the moon landing", ctx)
    >>> r.status, to_json(r.action), r.explain
    ('act', {'kind': 'place', 'card': 0, 'slot': 0}, 'telephone before moon landing')

Decisions (the dialogue relies on these):

- Card words before the position phrase name a HAND card: by name, "card 2", "number 2",
  "my second card". Words after "before/after/between" name a CHAIN card: by name or by
  position ("the first", "the last", "second to last", "card one", "one"): a hand card can
  never be a reference point, so "before card one" means before the first chain card.
- No card named: placed if the hand holds one card; otherwise status "ask" with a NoAction
  whose reason lists the hand, every possible Place in `alternatives`. Never a guess.
- Move.slot counts gaps AFTER the card is taken out (`apply_move`); a move that changes
  nothing is refused ("... is already there"). Moves need `can_move`; "move <hand card> ..."
  reads as a Place.
- Doubt acts only on a verbatim doubt phrase ("I doubt it", "that's wrong", "check",
  "reveal") with no rival reading. "wrong" alone, misspellings and doubt words inside other
  sentences only ever ask, except a doubt phrase that ends the sentence after the
  speaker's own remark ("that can't be right, I'll doubt it", :mod:`.reasons`). Negations
  ("no doubt", "I don't doubt it") never doubt.
- While `confirming`, "wrong"/"that's wrong" answer "no". A full placement said instead of
  yes/no is returned as a Place when `can_place`, so the dialogue can treat it as a correction.
- During `ordering_start` the chain holds the two start cards; "the telephone first",
  "X before Y", "X last/second" become Command("swap") or Command("keep").
- Readings that fit but are not allowed now give status "none" with a spoken reason
  ("There is nothing to undo.").
"""

from .model import (
    COMMAND_KINDS,
    Action,
    CardName,
    Choice,
    Command,
    Doubt,
    Move,
    NoAction,
    Place,
    Reading,
    Status,
    TurnContext,
    apply_move,
    to_json,
)
from .understand import heard_clearly, parse, understand
from .wording import examples, listening_phrases, vocabulary

__all__ = [
    "COMMAND_KINDS",
    "Action",
    "CardName",
    "Choice",
    "Command",
    "Doubt",
    "Move",
    "NoAction",
    "Place",
    "Reading",
    "Status",
    "TurnContext",
    "apply_move",
    "examples",
    "listening_phrases",
    "parse",
    "to_json",
    "understand",
    "heard_clearly",
    "vocabulary",
]
