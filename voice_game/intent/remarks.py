"""Words around a placement that say nothing about it: a player spoken to by name ("ben,
watch this, ..."), a remark before or after ("final answer", "easy", "i think"), a "like"
said while thinking. Dropped before the placement is read, unless a card in view has the
word in its names (the card "big ben", the song "like a rolling stone").
"""

from __future__ import annotations

from .model import TurnContext
from .words import words

OPENING_REMARKS: tuple[tuple[str, ...], ...] = tuple(
    tuple(phrase.split())
    for phrase in (
        "watch this",
        "watch and learn",
        "look",
        "listen",
        "brace yourself",
        "mark my words",
        "you are going to hate this",
        "you are gonna hate this",
        "this one is easy",
        "this ones easy",
        "this is easy",
        "do not laugh",
        "here goes",
        "right",
        "okay",
        "ok",
        "so",
        "well",
        "alright",
    )
)
"""Said before a placement, to the table."""
CLOSING_REMARKS: tuple[tuple[str, ...], ...] = tuple(
    tuple(phrase.split())
    for phrase in (
        "final answer",
        "easy",
        "obviously",
        "i think",
        "i reckon",
        "i guess",
        "i would say",
        "probably",
        "definitely",
        "for sure",
        "surely",
        "trust me",
        "no doubt about it",
        "mate",
        "then",
        "please",
        "thanks",
    )
)
"""Said after a placement."""
THINKING = frozenset({"like"})
"""Said anywhere while thinking ("put corrie, like, straight after kermit")."""


def unremarked(tokens: tuple[str, ...], ctx: TurnContext) -> tuple[str, ...]:
    """``tokens`` without the players' names, the remarks at either end and the thinking
    words, each kept where a card in view has it in its names."""
    own = {
        word
        for card in (*ctx.hand, *ctx.chain)
        for name in (card.event, *card.aliases)
        for word in words(name)
    }
    names = {word for player in ctx.players for word in words(player)} - own
    out = tuple(t for t in tokens if t not in names and (t not in THINKING or t in own))
    changed = True
    while changed and out:
        changed = False
        for remark in OPENING_REMARKS:
            if out[: len(remark)] == remark and len(out) > len(remark) and not set(remark) & own:
                out, changed = out[len(remark) :], True
        for remark in CLOSING_REMARKS:
            if out[-len(remark) :] == remark and len(out) > len(remark) and not set(remark) & own:
                out, changed = out[: -len(remark)], True
    return out
