"""Correcting the chain in the table's words, when the rules allow it: a card of the chain
named in a placement's words ("tupperware should go before tesco"), named first and moved by
"it" ("the picasso one, move it to the end"), or two neighbours swapped ("swap the first
two"). A card named by a number, or by a name that fits a card of the hand as well, is a
placement: "card 1 at the end" places the hand's card 1."""

from __future__ import annotations

from voice_game.spoken.numbers import number_words, ordinal_words

from .cards import IN_HAND, position_number, resolve
from .decide import Candidate
from .model import Move, TurnContext
from .placing import (
    MOVE_VERBS,
    ON_TABLE,
    chain_targets,
    one_move,
    splits,
    without_preamble,
)
from .wording import explain

COUNTING = frozenset((*number_words(2, 20), *ordinal_words(1, 20)))
"""Words that name a card by its number: never a chain card's name in a correction (not
"one": "the pleading in english one goes first")."""


def table_move_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """A correction of the chain in the table's words, when correcting is allowed: a chain
    card named in a placement's words (:func:`_named_moves`) or two neighbours
    swapped (:func:`_swaps`), after any "correct the chain:"."""
    if not ctx.can_move:
        return []
    named = _named_moves(without_preamble(_it_named_first(tokens)), ctx)
    return named + _swaps(tokens, ctx)


MOVING = frozenset({"move", "moved", "moving", "shift", "slide", "put", "take", "make"})
"""Verbs that move a card named before them by "it" ("the jazz one, put it last")."""
IT_WORDS = frozenset({"it", "that"})
SO_IT_GOES = ("so", "it", "goes", "sits", "is", "its", "comes")


def _it_named_first(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """ "the picasso one, move it to the end" as "the picasso one to the end": the card named
    first and its place after "move it" ("... so it goes first" too); else ``tokens``."""
    for at in range(1, len(tokens) - 2):
        if tokens[at] in MOVING and tokens[at + 1] in IT_WORDS:
            rest = tokens[at + 2 :]
            while rest and rest[0] in SO_IT_GOES:
                rest = rest[1:]
            return (*tokens[:at], *rest) if rest else tokens
    return tokens


def _named_moves(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """A card of the CHAIN named by its name in a
    placement's words is moved ("tupperware should go before tesco", "adam smith should go
    first"): no move verb is needed. Not a card named by a number or an ordinal ("card 1 at
    the end" places card 1 of the hand), nor a name that fits a card of the hand as well."""
    if any(t in MOVE_VERBS for t in tokens):
        return []  # a move verb: read by placing.move_candidates
    found: list[Candidate] = []
    for split in splits(tokens):
        if position_number(split.left) is not None or set(split.left) & COUNTING:
            continue  # "the ninth card", "new the ninth card": a card of the hand
        targets, _errors = chain_targets(split, ctx.chain)
        in_hand = resolve(split.left, ctx.hand, IN_HAND).refs
        best_in_hand = max((ref.score for ref in in_hand), default=0.0)
        found.extend(one_move(t, ctx, split.kind) for t in targets if t.score > best_in_hand)
    return found


SWAPPING = frozenset({"swap", "switch"})


def _swaps(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Two neighbours of the chain swapped: "swap the
    first two", "swap the last two", "swap cards 2 and 3", "swap mtv and jaws"."""
    at = next((i for i, t in enumerate(tokens) if t in SWAPPING), -1)
    n = len(ctx.chain)
    if (ctx.ordering_start and n == 2) or at < 0 or n < 2:
        return []
    rest = tuple(t for t in tokens[at + 1 :] if t not in ("the", "cards", "card", "round"))
    if rest[:2] in (("first", "two"), ("two", "first")):
        pair = (0, 1)
    elif rest[:2] in (("last", "two"), ("two", "last")):
        pair = (n - 2, n - 1)
    elif "and" in rest:
        left, right = rest[: rest.index("and")], rest[rest.index("and") + 1 :]
        a, b = resolve(left, ctx.chain, ON_TABLE), resolve(right, ctx.chain, ON_TABLE)
        if not a.refs or not b.refs or a.refs[0].score < 1.0 or b.refs[0].score < 1.0:
            return []
        low, high = sorted((a.refs[0].index, b.refs[0].index))
        pair = (low, high)
    else:
        return []
    if pair[1] - pair[0] != 1:
        return []  # not neighbours: two moves, not one
    move = Move(pair[0], pair[0] + 1)
    return [Candidate(move, 1.0, explain(move, ctx, "after"))]
