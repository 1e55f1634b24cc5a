"""Words around a placement that say nothing about it: a player spoken to by name ("ben,
watch this, ..."), a remark before or after ("final answer", "easy", "i think"), a "like"
said while thinking. Dropped before the placement is read, unless a card in view has the
word in its names (the card "big ben", the song "like a rolling stone").
"""

from __future__ import annotations

from .cards import words_of
from .lexicon import runs, strip_once
from .model import TurnContext
from .words import words

OPENING_REMARKS = runs(
    """watch this | watch and learn | look | listen | brace yourself | mark my words |
    you are going to hate this | you are gonna hate this | this one is easy | this ones easy |
    this is easy | do not laugh | here goes | right | okay | ok | so | well | alright |
    could you | can you | would you | will you | could i | can i | may i | shall i"""
)
"""Said before a placement, to the table, or asking the host ("could you put cervantes
before the nightmare", "can i put the wedding painting before the fairy queen")."""
CLOSING_REMARKS = runs(
    """final answer | easy | obviously | i think | i reckon | i guess | i would say | probably |
    definitely | for sure | surely | trust me | no doubt about it | mate | then | please |
    thanks | if that is okay | if that is alright | if that is all right | if that is fine |
    if you do not mind | if nobody minds | if no one minds | if everyone agrees |
    with everyone"""
)
"""Said after a placement or a move ("... to the end, if that's okay with everyone")."""
LITTLE_WORDS = frozenset({"is", "if", "that", "with", "do", "not", "you"})
"""Words of a remark that a card's name may hold too ("is" in "... is born") without the
remark being the card's: "if that is okay" is dropped all the same."""
THINKING = frozenset({"like"})
"""Said anywhere while thinking ("put corrie, like, straight after kermit")."""


def player_words(ctx: TurnContext) -> frozenset[str]:
    """The players' names as words (a move or a doubt is often said to someone: "ben, watch
    this", "rubbish, anna")."""
    return frozenset(word for player in ctx.players for word in words(player))


ADDRESSES = frozenset({"dear", "darling", "sweetheart", "honey"})
"""Words for whoever is spoken to, dropped wherever they come, like a player's name at
either end ("yes please, dear", "slower please, dear, i'm writing it down"). Not "mate",
which as often goes to a player ("too slow mate" is no request to the host)."""
FAMILY = frozenset(
    "mummy mum mommy mom daddy dad granny grandma gran nana nan grandad grandpa".split()
)
"""How a child or grandchild calls someone at the table, dropped like a player's name at
either end ("mummy, can i put the wedding painting before the fairy queen")."""


def unaddressed(tokens: tuple[str, ...], ctx: TurnContext) -> tuple[str, ...] | None:
    """``tokens`` without the words of address (:data:`ADDRESSES`) and without the players'
    names and :data:`FAMILY` at either end ("yes please, ben"); None when there were none,
    or nothing else. A word in a card's names in view is kept ("big ben")."""
    names = player_words(ctx) | FAMILY
    if not tokens or not (ADDRESSES & set(tokens) or {tokens[0], tokens[-1]} & names):
        return None  # nothing to drop: most utterances, read without the cards' words
    own = frozenset(words_of((*ctx.hand, *ctx.chain)))
    names -= own
    out = tuple(t for t in tokens if t not in ADDRESSES or t in own)
    start, end = 0, len(out)
    while start < end and out[start] in names:
        start += 1
    while end > start and out[end - 1] in names:
        end -= 1
    out = out[start:end]
    return out if out and out != tokens else None


def unremarked(tokens: tuple[str, ...], ctx: TurnContext) -> tuple[str, ...]:
    """``tokens`` without the players' names, the remarks at either end and the thinking
    words, each kept where a card in view has it in its names."""
    own = frozenset(words_of((*ctx.hand, *ctx.chain)))
    names = player_words(ctx) - own
    out = tuple(t for t in tokens if t not in names and (t not in THINKING or t in own))
    kept = own - LITTLE_WORDS
    while (shorter := strip_once(out, OPENING_REMARKS, CLOSING_REMARKS, kept)) != out:
        out = shorter
    return out
