"""Readings as placing a hand card: '<card> <position>'."""

from __future__ import annotations

from .candidate import Candidate, error
from .describe import explain, hand_list
from .model import NoAction, Place, TurnContext
from .positions import Split, resolve_gap, splits, stray_structure
from .refs import resolve

IN_HAND = "cards in your hand"
WHICH = 0.7  # a clear position without a card: ask which card


def place_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Every Place the utterance may mean (and errors for impossible ones)."""
    found: list[Candidate] = []
    for split in splits(tokens):
        found.extend(_from_split(split, ctx))
    return found


def _from_split(split: Split, ctx: TurnContext) -> list[Candidate]:
    """Place readings for one cut of the utterance."""
    if stray_structure(split.left, ctx.hand):
        return []
    gaps = resolve_gap(split, ctx.chain)
    if gaps.error:
        return [error(gaps.error, 0.9)]
    if not gaps.gaps:
        return []
    card = resolve(split.left, ctx.hand, IN_HAND)
    if card.error:
        return [error(card.error, 0.9)]
    out: list[Candidate] = []
    if card.omitted:
        for gap in gaps.gaps:
            out.append(_omitted(gap.slot, gap.score, ctx, split.kind))
        return out
    for ref in card.refs[:3]:
        for gap in gaps.gaps[:3]:
            action = Place(ref.index, gap.slot)
            words = explain(action, ctx, split.kind)
            out.append(Candidate(action, min(ref.score, gap.score), words))
    return out


def _omitted(slot: int, score: float, ctx: TurnContext, kind: str) -> Candidate:
    """No card named: the only card in hand, or a which-card question."""
    if len(ctx.hand) == 1:
        action = Place(0, slot)
        return Candidate(action, score, explain(action, ctx, kind))
    if not ctx.hand:
        return error("You have no cards.", score)
    options = tuple(
        Candidate(Place(i, slot), WHICH, explain(Place(i, slot), ctx, kind))
        for i in range(len(ctx.hand))
    )
    reason = f"Which card? You hold {hand_list(ctx.hand)}."
    return Candidate(NoAction(reason), min(score, WHICH), reason, options=options)
