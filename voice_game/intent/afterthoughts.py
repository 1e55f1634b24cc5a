"""A placement said whole beside a remark of the speaker's own: after it ("pagemaker, at
the end, whatever", "sideways smiley after wealth of nations, i'm pretty sure") or before it
("oh that's sad, lennon, put him after jaws"; not a card's description, "the big monster
movie one"). The remark names no card in view, place, number, command or doubt, and takes
nothing back ("no", "wait", "actually"); the placement names its card and its place word
for word. Heard so, the placement acts as if said alone.
"""

from __future__ import annotations

from .cards import words_of
from .commands import JUDGEMENTS, doubt_like
from .decide import Candidate
from .evidence import FUNCTION_WORDS, NUMBERING, POSITION_WORDS
from .lexicon import GLUE, MOVE_WORDS, NEGATIONS, NOISE, STRUCTURE_WORDS
from .model import Move, Place, TurnContext
from .phrases import COMMAND_PHRASES, DOUBT_STEMS
from .placing import move_candidates, place_candidates

WHOLE = 1.0
"""How well the words before the remark must name the card and its place: exactly."""
TAKING_BACK = frozenset(
    {"wait", "sorry", "actually", "instead", "mean", "meant", "oops", "hang", "hold", "or"}
)
"""Words that take back or change what was just said ("no wait", "i mean", "or maybe")."""
PLACE_WORDS = frozenset({"front", "back", "earlier", "later"})
"""Words that say where, beyond :data:`~.lexicon.STRUCTURE_WORDS` (before, after, between)
and :data:`~.evidence.POSITION_WORDS` (the numbers, start, beginning, end)."""
_COMMAND_WORDS = frozenset(
    word
    for kind, phrases in COMMAND_PHRASES.items()
    if kind not in JUDGEMENTS
    for phrase in phrases
    for word in phrase.split()
    if word not in FUNCTION_WORDS
)
"""The words of the commands' phrases that carry them (not of yes, no, keep and swap:
"i'm pretty sure" is a remark)."""
BINDING = frozenset(
    {"of", "than", "as", "on", "with", "at", "and", "to", "in", "from", "for", "by"}
)
"""Words that carry the words before them on, so cannot open a remark of its own: "in
front of more" is not "in front" and a remark."""
_MOVING = frozenset(word for phrase in MOVE_WORDS for word in phrase.split())


REASON_OPENERS = (("because",), ("cause",), ("cos",), ("coz",), ("that", "is"), ("that", "was"))
"""Words that open the reason for a placement: what follows them is the reason, whatever
cards, years or places it names ("mtv after jaws, because that's nineteen eighty one and
jaws was the seventies", "the van eyck painting before the faerie queene, that's the
fourteen hundreds")."""


def _reason_at(tokens: tuple[str, ...]) -> int | None:
    """Where the first :data:`REASON_OPENERS` phrase begins, after at least one word."""
    for at in range(1, len(tokens)):
        if any(tokens[at : at + len(opener)] == opener for opener in REASON_OPENERS):
            return at
    return None


def placed_before_a_remark(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """The placements (or moves) that the words before a closing remark make word for word,
    the shortest such remark first; none when there is no such remark. A remark opened by
    "because" (:data:`REASON_OPENERS`) may name anything but a taking back or a doubt."""
    named = _named(ctx)
    reason = _reason_at(tokens)
    if reason is not None:
        found = _whole(tokens[:reason], ctx, named, exactly=False)
        taken_back = set(tokens[reason:]) & TAKING_BACK or doubt_like(tokens[reason:])
        if found and not taken_back:
            return found
    for cut in range(len(tokens) - 1, 0, -1):
        if not _free(tokens[cut], named):
            return []  # a longer remark holds this word too
        if tokens[cut] in BINDING:
            continue
        found = _whole(tokens[:cut], ctx, named)
        if found and not doubt_like(tokens[cut:]):
            return found
    return []


def placed_after_a_remark(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """The placements (or moves) that the words after an opening remark make word for word
    ("oh that's sad, lennon, put him after jaws"), the shortest such remark first."""
    if not tokens or tokens[0] in DESCRIBING:
        return []
    named = _named(ctx)
    for cut in range(1, len(tokens)):
        if not _free(tokens[cut - 1], named):
            return []  # a longer remark holds this word too
        if tokens[cut] in NUMBERING or tokens[cut] == "one":
            continue  # "the big monster movie one, before ...": not card one
        found = _whole(tokens[cut:], ctx, named)
        if found:
            return found
    return []


DESCRIBING = frozenset({"the", "a", "an", "my", "this", "your"})
"""Words that open a card's description, not a remark: "the big monster movie one"."""


def _named(ctx: TurnContext) -> frozenset[str]:
    """The words of the cards in view that are not glue."""
    return frozenset(w for w in words_of((*ctx.hand, *ctx.chain)) if w not in GLUE)


def _whole(
    words: tuple[str, ...], ctx: TurnContext, named: frozenset[str], *, exactly: bool = True
) -> list[Candidate]:
    """The placements and moves ``words`` make word for word (or, not ``exactly``, as well
    as they make them alone), naming their card by a word of its own (``named``) or as
    "card ..." (with one card in hand, "at the end" alone places it, and "I always lose at
    the end" is no placement)."""
    if not (named | {"card"}) & set(words):
        return []
    return [
        c
        for c in place_candidates(words, ctx) + move_candidates(words, ctx)
        if isinstance(c.action, Place | Move) and (not exactly or c.score >= WHOLE and not c.loose)
    ]


def _free(word: str, named: frozenset[str]) -> bool:
    """True for a word a closing remark may hold: no card's, place's, number's, command's,
    doubt's or taking-back word."""
    if word in NOISE or word in GLUE and word not in NEGATIONS | TAKING_BACK:
        return True
    return not (
        word in named
        or word in STRUCTURE_WORDS
        or word in PLACE_WORDS
        or word in POSITION_WORDS
        or word in NUMBERING
        or word in NEGATIONS
        or word in TAKING_BACK
        or word in _COMMAND_WORDS
        or word in _MOVING
        or word.startswith(DOUBT_STEMS)
    )
