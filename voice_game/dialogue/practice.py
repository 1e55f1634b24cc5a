"""Practice mode: after a wrong chain is revealed, how far off each misplaced card was.

The misplaced cards are the fewest whose removal leaves a correct chain (in dubio pro reo);
each is then measured against the place it lies in: how many years before the cards it
follows it happened, or after the cards it precedes.
"""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.engine.events import RevealedCard
from voice_game.engine.years import to_astronomical

from .render import capital, count
from .verbosity import short_name


def kept_cards(spans: Sequence[tuple[int, int]]) -> set[int]:
    """The largest set of positions that is a correct chain on its own.

    ``spans`` are (earliest, latest) on a gapless axis. A subsequence is correct when
    years can be assigned that never decrease: the running year is the largest earliest so
    far, and every card's latest must reach it."""
    # best[(i, year)]: the longest correct subsequence ending at card i with running year
    best: dict[tuple[int, int], tuple[int, ...]] = {}
    for i, (_earliest, latest) in enumerate(spans):
        options: list[tuple[int, ...]] = [(i,)]
        for (j, year), seq in list(best.items()):
            if j < i and year <= latest:
                options.append((*seq, i))
        for seq in options:
            year = max(spans[k][0] for k in seq)
            key = (i, year)
            if len(seq) > len(best.get(key, ())):
                best[key] = seq
    longest = max(best.values(), key=len, default=())
    return set(longest)


def off_by(chain: Sequence[RevealedCard]) -> list[tuple[RevealedCard, int, str]]:
    """Each misplaced card, how many years it is off, and whether it belongs earlier or later."""
    spans = [(to_astronomical(c.span.earliest), to_astronomical(c.span.latest)) for c in chain]
    kept = kept_cards(spans)
    found: list[tuple[RevealedCard, int, str]] = []
    for i, card in enumerate(chain):
        if i in kept:
            continue
        before = [spans[k][0] for k in kept if k < i]
        after = [spans[k][1] for k in kept if k > i]
        low = max(before, default=None)
        high = min(after, default=None)
        earliest, latest = spans[i]
        if low is not None and latest < low:
            found.append((card, low - latest, "earlier"))
        elif high is not None and earliest > high:
            found.append((card, earliest - high, "later"))
    return found


def practice_lines(chain: Sequence[RevealedCard]) -> list[str]:
    """What practice mode adds after a wrong chain: how far off each misplaced card was."""
    return [
        f"{capital(short_name(card.face))} was {count(years, 'year')} off: it belongs {where}."
        for card, years, where in off_by(chain)
    ]
