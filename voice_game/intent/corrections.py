"""A player correcting themselves mid-sentence: "taj mahal after guernica, no sorry, before
guernica" means what follows the correction, with the card of the first try when the
correction says only where; "godzilla before show boat, no, after grace kelly" moves the
card to the last position said; and a placement begun to be taken back with no new position
heard is read back rather than placed where the player had just said it should not go.
A correction said after a pause is :mod:`.late`'s.
"""

from __future__ import annotations

from voice_game.heard import Heard

from .lexicon import GLUE, POSITION_OPENERS
from .model import Action, Move, Place
from .words import tokens_of

CORRECTIONS = frozenset(
    {("no", "sorry"), ("sorry", "no"), ("no", "wait"), ("wait", "no"), ("i", "mean")}
)
"""Word pairs with which a player takes back what they were saying and says it again."""
CHANGES_OF_MIND = frozenset({"no", "actually"})
"""Single words with which a player moves the card they were placing, when a new position
follows ("godzilla before show boat, no, after grace kelly")."""


def corrected(tokens: tuple[str, ...]) -> tuple[str, ...] | None:
    """What a player meant who corrected themselves mid-sentence: the words after the last
    correction ("taj mahal after guernica, no sorry, before guernica"), with the card of the
    first try when the correction says only where ("taj mahal before guernica"); None
    without a correction, or with nothing on one side of it (a bare "wait, no" is a
    protest)."""
    for i in range(len(tokens) - 1, 0, -1):
        if (tokens[i - 1], tokens[i]) not in CORRECTIONS:
            continue
        first, rest = tokens[: i - 1], tokens[i + 1 :]
        if not first or not rest:
            return None
        if rest[0] not in POSITION_OPENERS:
            return rest
        cut = first_position(first)
        return None if cut is None or cut == 0 else first[:cut] + _named_again(rest, first, cut)
    return _moved(tokens)


PRONOUNS = frozenset({("it",), ("her",), ("him",), ("them",), ("that",), ("that", "one")})
"""What the new place may call the card the first try placed against ("bertha benz after
basketball, no wait, before it")."""


def _named_again(rest: tuple[str, ...], first: tuple[str, ...], cut: int) -> tuple[str, ...]:
    """``rest``, the new place, with the first try's neighbour for a pronoun that stands
    for it: "before it" after "... after basketball" is "before basketball"."""
    neighbour = first[cut + 1 :]
    if rest[1:] in PRONOUNS and first[cut] in ("before", "after") and neighbour:
        return (rest[0], *neighbour)
    return rest


def first_position(tokens: tuple[str, ...]) -> int | None:
    """Where the first word that opens a position ("before", "after", ...) is, if any."""
    return next((k for k, word in enumerate(tokens) if word in POSITION_OPENERS), None)


def taken_back_unsaid(heard: Heard, action: Action) -> bool:
    """True for a placement the player began to take back without a new position being
    heard ("the decimal money one before tupperware, no, hang on" heard as "... before
    tupperware no have on", the rest lost): a "no" or "actually" after a position and a
    card's words, followed by words that are not glue and name no position. Read back, not
    placed where the player had just said it should not go."""
    if not isinstance(action, Place | Move):
        return False
    tokens = tokens_of(heard.text)
    for i, word in enumerate(tokens):
        if word not in CHANGES_OF_MIND:
            continue
        cut = first_position(tokens[:i])
        rest = tokens[i + 1 :]
        named = cut is not None and cut < i - 1
        if named and set(rest) - GLUE and not set(rest) & POSITION_OPENERS:
            return True
    return False


def _moved(tokens: tuple[str, ...]) -> tuple[str, ...] | None:
    """A placement whose position a single "no" or "actually" changes: the card of the
    first try at the last position said after it ("godzilla before show boat no at kelly
    after grace kelly": the recogniser's guess at "actually" between them); None unless
    both sides name a position and the first also a card."""
    for i in range(len(tokens) - 2, 0, -1):
        if tokens[i] not in CHANGES_OF_MIND:
            continue
        first, rest = tokens[:i], tokens[i + 1 :]
        cut = first_position(first)
        starts = [k for k, word in enumerate(rest) if word in POSITION_OPENERS]
        if cut and starts:
            return first[:cut] + _named_again(rest[starts[-1] :], first, cut)
    return None
