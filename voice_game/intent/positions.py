"""Where in the chain: split an utterance at a position phrase and resolve the gap.

A gap ("slot") is 0..len(chain): 0 before the first card, len(chain) after the last.
"""

from __future__ import annotations

from dataclasses import dataclass

from .lexicon import POSITION_PHRASES, POSITION_TAIL, STRUCTURE_WORDS
from .model import CardName
from .refs import Ref, Resolution, resolve, strip_glue

ON_TABLE = "cards on the table"
ORDERING_PHRASES: dict[str, tuple[str, ...]] = {
    "before": ("then", "first then", "and then"),
    "end": ("second",),
}


# How a recogniser may hear the "and" of "between A and B" (used only when no "and" was
# heard; both sides must still name neighbouring chain cards).
MISHEARD_AND: tuple[str, ...] = ("end", "an", "in", "than")


@dataclass(frozen=True)
class Split:
    """An utterance cut at a position phrase: the card words, the kind, the anchor words."""

    left: tuple[str, ...]
    kind: str
    right: tuple[str, ...]


@dataclass(frozen=True)
class Gap:
    """A resolved slot with how well the anchor words fit (0..1)."""

    slot: int
    score: float


@dataclass(frozen=True)
class Gaps:
    """All slots the anchor words may mean, or why none."""

    gaps: tuple[Gap, ...] = ()
    error: str = ""


MAX_SPLITS = 12
"""At most this many cuts: a real utterance has one or two position phrases, and each cut
copies the utterance, so an unbounded number would make parsing quadratic in its length."""


def splits(tokens: tuple[str, ...], ordering: bool = False) -> list[Split]:
    """Every way to cut `tokens` at a position phrase (the first :data:`MAX_SPLITS`)."""
    table = {k: list(v) for k, v in POSITION_PHRASES.items()}
    if ordering:
        for kind, extra in ORDERING_PHRASES.items():
            table[kind].extend(extra)
    by_first_word: dict[str, list[tuple[int, str, tuple[str, ...]]]] = {}
    rank = 0
    for kind, phrases in table.items():
        for phrase in phrases:
            p = tuple(phrase.split())
            by_first_word.setdefault(p[0], []).append((rank, kind, p))
            rank += 1
    cuts: list[tuple[int, int, str, int]] = []
    for i, token in enumerate(tokens):
        for rank, kind, p in by_first_word.get(token, ()):
            if tokens[i : i + len(p)] == p:
                cuts.append((rank, i, kind, i + len(p)))
        if len(cuts) >= MAX_SPLITS:
            break
    cuts.sort()  # by kind and phrase, then position: the order callers have always seen
    return [Split(tokens[:i], kind, tokens[end:]) for _rank, i, kind, end in cuts[:MAX_SPLITS]]


def stray_structure(words: tuple[str, ...], cards: tuple[CardName, ...]) -> bool:
    """True if `words` hold 'before'/'after'/'between' that no card name explains."""
    strays = set(words) & STRUCTURE_WORDS
    if not strays:
        return False
    known = {w for c in cards for name in (c.event, *c.aliases) for w in name.lower().split()}
    return bool(strays - known)


def resolve_gap(split: Split, chain: tuple[CardName, ...]) -> Gaps:
    """The slots `split` may mean in `chain`."""
    n = len(chain)
    if split.kind in ("start", "end"):
        if not set(split.right) <= POSITION_TAIL:
            return Gaps()
        return Gaps((Gap(0 if split.kind == "start" else n, 1.0),))
    if stray_structure(split.right, chain):
        return Gaps()
    if split.kind == "between":
        return _between(split.right, chain)
    res = resolve(split.right, chain, ON_TABLE)
    if res.error:
        return Gaps(error=res.error)
    if res.omitted:
        if n <= 1:
            return Gaps((Gap(0 if split.kind == "before" else n, 1.0),))
        return Gaps(error=f"{split.kind.capitalize()} which card?")
    shift = 0 if split.kind == "before" else 1
    return Gaps(tuple(Gap(r.index + shift, r.score) for r in res.refs))


def _between(words: tuple[str, ...], chain: tuple[CardName, ...]) -> Gaps:
    """Slots for 'between A and B': A and B must lie next to each other."""
    gaps: list[Gap] = []
    error = ""
    joins = ("and",) if "and" in words else MISHEARD_AND
    for i, word in enumerate(words):
        if word not in joins or i == 0:
            continue
        first = resolve(words[:i], chain, ON_TABLE)
        second = resolve(words[i + 1 :], chain, ON_TABLE)
        for res in (first, second):
            if res.error:
                error = error or res.error
        for a in _top(first):
            for b in _top(second):
                if abs(a.index - b.index) == 1:
                    gaps.append(Gap(max(a.index, b.index), min(a.score, b.score)))
                elif a.index != b.index:
                    error = error or (
                        f"{chain[a.index].spoken} and {chain[b.index].spoken} "
                        "are not next to each other."
                    )
    if not gaps and not error and not strip_glue(words):
        error = "Between which cards?"
    return Gaps(tuple(gaps), "" if gaps else error)


def _top(res: Resolution) -> tuple[Ref, ...]:
    """The best few references of a resolution."""
    return res.refs[:3]
