"""Readings as correcting the chain ('move X after Y') and ordering the two start cards."""

from __future__ import annotations

from dataclasses import dataclass

from .candidate import Candidate, error
from .describe import explain, label
from .lexicon import GLUE, MOVE_WORDS
from .model import CardName, Command, Move, Place, TurnContext
from .positions import ON_TABLE, Split, resolve_gap, splits, stray_structure
from .refs import position_number, resolve

HAND_PLACE_WEIGHT = 0.9  # "move the jeans to the end" with the jeans in hand: likely a place


@dataclass(frozen=True)
class _Target:
    """Chain card `card` to the ORIGINAL gap `gap` (0..len(chain)), fit `score`."""

    card: int
    gap: int
    score: float


def move_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Move readings for utterances with a move verb ('I'd move the first card to the end')."""
    at = next((i for i, t in enumerate(tokens) if t in MOVE_WORDS), -1)
    if at < 0 or not set(tokens[:at]) <= GLUE:
        return []
    found: list[Candidate] = []
    for split in splits(tokens[at + 1 :]):
        targets, errors = _targets(split, ctx.chain)
        found.extend(errors)
        found.extend(_one_move(t, ctx, split.kind) for t in targets)
        found.extend(_hand_places(split, ctx))
    return found


def order_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """During the special start, 'the telephone first' becomes swap or keep."""
    if not ctx.ordering_start or len(ctx.chain) != 2:
        return []
    found: list[Candidate] = []
    for split in splits(tokens, ordering=True):
        targets, errors = _targets(split, ctx.chain)
        found.extend(errors)
        for t in targets:
            keep = t.gap in (t.card, t.card + 1)
            order = ctx.chain if keep else (ctx.chain[1], ctx.chain[0])
            kind = "keep" if keep else "swap"
            found.append(Candidate(Command(kind), t.score, _order_words(order)))
    return found


def _order_words(chain: tuple[CardName, ...]) -> str:
    """'moon landing first, then telephone'."""
    return f"{label(chain[0])} first, then {label(chain[1])}"


def _targets(split: Split, chain: tuple[CardName, ...]) -> tuple[list[_Target], list[Candidate]]:
    """Which chain card goes to which original gap, for one cut; plus errors."""
    if stray_structure(split.left, chain):
        return [], []
    gaps = resolve_gap(split, chain)
    if gaps.error:
        return [], [error(gaps.error, 0.9)]
    if not gaps.gaps:
        return [], []
    card = resolve(split.left, chain, ON_TABLE)
    if card.omitted:
        return [], [error("Which card should move?", 0.9)]
    if card.error:
        return [], [error(card.error, 0.9)]
    targets = [
        _Target(ref.index, gap.slot, min(ref.score, gap.score))
        for ref in card.refs[:3]
        for gap in gaps.gaps[:3]
    ]
    return targets, []


def _hand_places(split: Split, ctx: TurnContext) -> list[Candidate]:
    """'move the jeans to the end' with the jeans in hand: a slightly weaker Place."""
    if position_number(split.left) is not None:
        return []  # "move the first card": numbers and ordinals name chain cards here
    gaps = resolve_gap(split, ctx.chain)
    out: list[Candidate] = []
    for ref in resolve(split.left, ctx.hand, "cards in your hand").refs[:3]:
        for gap in gaps.gaps[:3]:
            place = Place(ref.index, gap.slot)
            score = min(ref.score, gap.score) * HAND_PLACE_WEIGHT
            out.append(Candidate(place, score, explain(place, ctx, split.kind)))
    return out


def _one_move(target: _Target, ctx: TurnContext, kind: str) -> Candidate:
    """A Move whose slot counts gaps without the moved card; an error if nothing changes."""
    card, gap = target.card, target.gap
    if gap in (card, card + 1):
        return error(f"{label(ctx.chain[card])} is already there.", target.score)
    move = Move(card, gap - 1 if gap > card else gap)
    return Candidate(move, target.score, explain(move, ctx, kind))
