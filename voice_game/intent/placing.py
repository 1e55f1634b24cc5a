"""Where a card goes: position phrases split from an utterance and resolved to a gap;
readings as placing a hand card, correcting the chain and ordering the two start cards.

Where in the chain: split an utterance at a position phrase and resolve the gap.

A gap ("slot") is 0..len(chain): 0 before the first card, len(chain) after the last.

Readings as placing a hand card: '<card> <position>'.

Readings as correcting the chain ('move X after Y') and ordering the two start cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import IN_HAND, Ref, Resolution, position_number, resolve, strip_glue
from .decide import Candidate, error
from .lexicon import (
    GLUE,
    MOVE_WORDS,
    NEGATIONS,
    POSITION_PHRASES,
    POSITION_TAIL,
    STRUCTURE_WORDS,
    Run,
    runs,
    wordset,
)
from .model import CardName, Command, Framing, Move, NoAction, Place, Position, TurnContext
from .positions import (
    NO_SUCH_PLACE,
    NUMBERS,
    numbered_place,
    numbered_placement,
    taken_and_put,
)
from .wording import explain, hand_list, label

ON_TABLE = "cards on the table"
ORDERING_PHRASES: dict[Position, tuple[str, ...]] = {
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
    kind: Position
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
    by_first_word: dict[str, list[tuple[int, Position, tuple[str, ...]]]] = {}
    rank = 0
    for kind, phrases in table.items():
        for phrase in phrases:
            p = tuple(phrase.split())
            by_first_word.setdefault(p[0], []).append((rank, kind, p))
            rank += 1
    cuts: list[tuple[int, int, Position, int]] = []
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


CHAIN_NOUNS = frozenset({"chain", "line", "row", "table", "timeline", "them", "all"})
"""What "of" names after an end of the chain ("at the end of the line", "in front of them
all"); anything else ("in front of it") is a card said before."""


def resolve_gap(split: Split, chain: tuple[CardName, ...]) -> Gaps:
    """The slots `split` may mean in `chain`."""
    n = len(chain)
    if split.kind in ("start", "end"):
        slot = _end_slot(split.kind, chain)
        if split.right[:1] == ("of",) and not set(split.right) & CHAIN_NOUNS:
            return Gaps()  # "in front of it": in front of what was said before, not the start
        if set(split.right) <= POSITION_TAIL:
            return Gaps((Gap(slot, 1.0),))
        again = _said_again(split.right, chain).gaps
        if _names_the_end(again, slot):
            return Gaps((Gap(slot, 1.0),))  # "at the end, after nollywood": the same place
        if again:
            return Gaps((Gap(slot, TWO_PLACES),))  # "at the end, after the pyramid": which?
        return Gaps()
    if split.kind in ("before", "after"):
        both = _both_sides(split.kind, split.right, chain)
        if both is not None:
            return both
        then_an_end = _then_an_end(split.kind, split.right, chain)
        if then_an_end is not None:
            return then_an_end
    if stray_structure(split.right, chain):
        return Gaps()
    if split.kind == "between":
        return _between(split.right, chain)
    res = resolve(without_where(split.right, ON_THE_TABLE), chain, ON_TABLE)
    if res.error:
        return Gaps(error=res.error)
    if res.omitted:
        if n <= 1:
            return Gaps((Gap(0 if split.kind == "before" else n, 1.0),))
        return Gaps(error=f"{split.kind.capitalize()} which card?")
    shift = 0 if split.kind == "before" else 1
    return Gaps(tuple(Gap(r.index + shift, r.score) for r in res.refs))


ON_THE_TABLE = runs("on the table | in the chain | in the line | in the row | so far")
"""Words after a card that say it is one on the table ("the second card on the table")."""
IN_MY_HAND = runs("in my hand | from my hand | of mine | i have")
"""Words after a card that say it is one in the hand ("the last card in my hand")."""
BOTH_CARDS = runs("cards")
"""The word after two neighbours that names both ("between the second and third cards")."""
FIRST_TWO = frozenset({"the", "first", "two", "cards", "ones", "on", "table"})
LAST_TWO = frozenset({"the", "last", "two", "cards", "ones", "on", "table"})


def without_where(words: tuple[str, ...], where: tuple[Run, ...]) -> tuple[str, ...]:
    """``words`` without a closing phrase of ``where`` (said when it names a card there)."""
    bare = strip_glue(words)
    for phrase in where:
        if len(bare) > len(phrase) and bare[-len(phrase) :] == phrase:
            return bare[: -len(phrase)]
    return words


SAID_AGAIN = 0.8
"""How well the neighbour said after an end must fit to confirm it."""


TWO_PLACES = 0.7
"""The fit of each of two places said for one card that disagree ("the telephone at the
end, after the pyramid" with the pyramid not last): both are offered, nothing is placed."""


_OF_THE_CHAIN = wordset("of the chain line row table timeline please")
"""Words that close an end ("at the end of the chain") before a neighbour is said."""


def _end_slot(kind: Position, chain: tuple[CardName, ...]) -> int:
    """The gap at the start or at the end of ``chain``."""
    return 0 if kind == "start" else len(chain)


def _names_the_end(gaps: tuple[Gap, ...], slot: int) -> bool:
    """True when the neighbour said beside an end puts the card at that end (``slot``)
    fitting well enough to confirm it."""
    return bool(gaps) and gaps[0].slot == slot and gaps[0].score >= SAID_AGAIN


def _said_again(words: tuple[str, ...], chain: tuple[CardName, ...]) -> Gaps:
    """The place the words after "at the end" (or "at the start") name by a neighbour
    ("... after nollywood"), if they open with "before" or "after" (after words that only
    end the first place: "at the end of the chain, after nollywood")."""
    while words and words[0] in _OF_THE_CHAIN:
        words = words[1:]
    if not words or words[0] not in ("before", "after"):
        return Gaps()
    return resolve_gap(Split((), "before" if words[0] == "before" else "after", words[1:]), chain)


BOTH_SIDES_JOINS = frozenset({"and", "but"})
"""Words that may join the two sides of a place ("after basketball but before mother's day")."""


def _both_sides(kind: Position, words: tuple[str, ...], chain: tuple[CardName, ...]) -> Gaps | None:
    """The gap for a card said to go after one neighbour and before the other ("after
    basketball but before mother's day", "before jaws and after grace kelly"): the two must
    lie next to each other, in that order. None when ``words`` do not say the other side
    (one "before" after an "after", or the other way round)."""
    other = "before" if kind == "after" else "after"
    if words.count(other) != 1 or not 0 < words.index(other) < len(words) - 1:
        return None
    cut = words.index(other)
    first = words[:cut]
    while first and first[-1] in BOTH_SIDES_JOINS:
        first = first[:-1]
    earlier, later = (first, words[cut + 1 :]) if kind == "after" else (words[cut + 1 :], first)
    if stray_structure(earlier, chain) or stray_structure(later, chain):
        return None
    after, before = resolve(earlier, chain, ON_TABLE), resolve(later, chain, ON_TABLE)
    if after.error or before.error:
        return Gaps(error=after.error or before.error)
    if not after.refs or not before.refs:
        return Gaps()
    gaps = tuple(
        Gap(b.index, min(a.score, b.score))
        for a in _top(after)
        for b in _top(before)
        if b.index == a.index + 1
    )
    if gaps:
        return Gaps(gaps)
    a, b = after.refs[0].index, before.refs[0].index
    if a == b:
        return None  # "after the basketball, no, before the basketball": a change of mind
    if a > b:
        return Gaps(error=f"{chain[b].spoken.capitalize()} comes before {chain[a].spoken}.")
    return Gaps(
        error=f"{chain[a].spoken.capitalize()} and {chain[b].spoken} are not next to each other."
    )


def _between(words: tuple[str, ...], chain: tuple[CardName, ...]) -> Gaps:
    """Slots for 'between A and B': A and B must lie next to each other; "between the
    first two" and "between the last two" name their gap. The table may be said after them
    ("between the second and third cards on the table")."""
    words = without_where(without_where(words, ON_THE_TABLE), BOTH_CARDS)
    said = set(words)
    if len(chain) >= 2 and {"first", "two"} <= said <= FIRST_TWO:
        return Gaps((Gap(1, 1.0),))
    if len(chain) >= 2 and {"last", "two"} <= said <= LAST_TWO:
        return Gaps((Gap(len(chain) - 1, 1.0),))
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
        alone = len(first.refs) == len(second.refs) == 1
        for a in _top(first):
            for b in _top(second):
                if abs(a.index - b.index) == 1:
                    score = _neighbours(a.score, b.score) if alone else min(a.score, b.score)
                    gaps.append(Gap(max(a.index, b.index), score))
                elif a.index != b.index:
                    error = error or (
                        f"{chain[a.index].spoken} and {chain[b.index].spoken} "
                        "are not next to each other."
                    )
    if not gaps and not error and not strip_glue(words):
        error = "Between which cards?"
    return Gaps(tuple(gaps), "" if gaps else error)


NEIGHBOURS_FLOOR = 0.7
"""How well each of two loosely named neighbours must match for :func:`_neighbours`."""
NEIGHBOURS_CAP = 0.98
"""The most two loose names next to each other make: below an exact name (0.99,
:data:`~.agreeing.EXACT`), so the caution's rules for loose names still apply."""


def _neighbours(first: float, second: float) -> float:
    """The score of the gap between two chain cards, each the one card its words name and
    the two lying next to each other: each name points at the gap on its own, and a loose
    match that happens to land next to the other card is rare, so the gap is surer than
    either name ("between the greek theatre and wagner's", 0.88 for the open-air theatre of
    Epidaurus and 0.85 for Wagner's Bayreuth festival: 0.98), though never above
    :data:`NEIGHBOURS_CAP`. Names matched below :data:`NEIGHBOURS_FLOOR` keep the weaker
    score. Replayed on seven record sets: 16 read-backs acted on at once, none wrong; the
    nine typed blind sets 2 more, none wrong."""
    weaker = min(first, second)
    if weaker < NEIGHBOURS_FLOOR:
        return weaker
    return max(weaker, min(1.0 - (1.0 - first) * (1.0 - second), NEIGHBOURS_CAP))


def _top(res: Resolution) -> tuple[Ref, ...]:
    """The best few references of a resolution."""
    return res.refs[:3]


WHICH = 0.7  # a clear position without a card: ask which card


def place_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Every Place the utterance may mean (and errors for impossible ones)."""
    found: list[Candidate] = []
    if not set(tokens) & MOVE_VERBS:
        tokens = numbered_placement(tokens, ctx.chain)  # "card 4 position 1"
    if tokens == NO_SUCH_PLACE:
        places = len(ctx.chain) + 1
        return [error(f"The chain has {len(ctx.chain)} cards: places 1 to {places}.", 0.9)]
    for split in splits(tokens):
        found.extend(_from_split(split, ctx))
    return found


def _from_split(split: Split, ctx: TurnContext) -> list[Candidate]:
    """Place readings for one cut of the utterance."""
    if stray_structure(split.left, ctx.hand):
        return []
    cap = 1.0
    before_end = _before_an_end(split.left)
    if before_end is not None:  # "the telephone at the end, after the pyramid"
        split, cap = Split(before_end, split.kind, split.right), TWO_PLACES
    gaps = resolve_gap(split, ctx.chain)
    if not gaps.error and not gaps.gaps:
        return []
    card = resolve(without_where(split.left, IN_MY_HAND), ctx.hand, IN_HAND)
    if gaps.error:
        if not card.refs and not card.omitted and not card.error:
            return []  # no card of the hand said: "i doubt that, roget was way later than that"
        return [error(gaps.error, 0.9)]
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
            out.append(Candidate(action, min(ref.score, gap.score, cap), words))
    return out


_END_KINDS: tuple[Position, ...] = ("start", "end")
_END_PHRASES = tuple(
    (kind, tuple(phrase.split()))
    for kind in _END_KINDS
    for phrase in POSITION_PHRASES[kind]
    if phrase.startswith("at the ")
)


def _end_at(words: tuple[str, ...], i: int) -> tuple[Position, tuple[str, ...]] | None:
    """The end ("start" or "end") and its phrase ("at the very end") said from ``words[i]``."""
    for kind, end in _END_PHRASES:
        if words[i : i + len(end)] == end:
            return kind, end
    return None


def _then_an_end(
    kind: Position, words: tuple[str, ...], chain: tuple[CardName, ...]
) -> Gaps | None:
    """The place of a neighbour then an end said for one card ("after walmart, at the end"):
    that end when the neighbour names it too, else both offered; None when the words do
    not close with an end."""
    for i in range(1, len(words)):
        said = _end_at(words, i)
        if said is None or not set(words[i + len(said[1]) :]) <= POSITION_TAIL:
            continue
        slot = _end_slot(said[0], chain)
        near = resolve_gap(Split((), kind, words[:i]), chain).gaps
        if not near:
            return None
        if _names_the_end(near, slot):
            return Gaps((Gap(slot, 1.0),))
        return Gaps((Gap(near[0].slot, TWO_PLACES), Gap(slot, TWO_PLACES)))
    return None


def _before_an_end(words: tuple[str, ...]) -> tuple[str, ...] | None:
    """The card words before "at the end" or "at the start" when they hold one: a second
    place said ("the telephone at the end, after the pyramid"), weighed with the first."""
    for i in range(len(words)):
        if _end_at(words, i) is not None:
            return words[:i]
    return None


def _omitted(slot: int, score: float, ctx: TurnContext, kind: Framing) -> Candidate:
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


HAND_PLACE_WEIGHT = 0.9  # "move the jeans to the end" with the jeans in hand: likely a place


@dataclass(frozen=True)
class _Target:
    """Chain card `card` to the ORIGINAL gap `gap` (0..len(chain)), fit `score`."""

    card: int
    gap: int
    score: float


PREAMBLE = frozenset("correct correction corr fix the chain i would like to want let me".split())
"""Words that may open a correction before what it moves ("correct the chain: move ...")."""


def without_preamble(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """``tokens`` without an opening "correct the chain", "correction" or "fix"."""
    at = 0
    while at < len(tokens) and tokens[at] in PREAMBLE:
        at += 1
    opening = set(tokens[:at]) & {"correct", "correction", "corr", "fix"}
    return tokens[at:] if opening and at < len(tokens) else tokens


MOVE_VERBS = frozenset({*MOVE_WORDS, "moved", "moving", "shifted"})
"""The move verbs of :data:`MOVE_WORDS` (the phrase list's) in the forms a table also uses
("if i moved grace kelly to the start")."""


def move_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """Move readings for utterances with a move verb ('I'd move the first card to the end';
    'correct the chain: move ...'); while correcting is allowed, the last move verb after a
    remark ("basketball is later, so can we move basketball after mother's day")."""
    fixing = without_preamble(tokens) if ctx.can_move else tokens
    taken = taken_and_put(fixing) if ctx.can_move else None  # "take x and put it ..."
    fixing = taken or fixing
    opened = fixing != tokens and not set(fixing) & MOVE_VERBS
    tokens = ("move", *fixing) if opened else fixing  # "correction: card three to the start"
    at = next((i for i, t in enumerate(tokens) if t in MOVE_VERBS), -1)
    if at >= 0 and not set(tokens[:at]) <= GLUE and ctx.can_move:
        at = max(i for i, t in enumerate(tokens) if t in MOVE_VERBS)  # "..., so move x after y"
        if set(tokens[max(0, at - 3) : at]) & NEGATIONS:
            return []  # "i wouldn't move the pyramid"
    elif at < 0 or not set(tokens[:at]) <= GLUE:
        return []
    if tokens[at + 1 : at + 2] in (("it",), ("that",)) and not set(tokens[:at]) <= GLUE:
        return []  # "the moscow theatre one, shift it ...": named before, see chain_fixes
    found: list[Candidate] = []
    if taken and set(taken) & set(NUMBERS):  # "take card 3 and put it ...": card 3 of the hand?
        found.extend(place_candidates(taken[1:], ctx))
    place = numbered_place(tokens[at + 1 :], ctx.chain) if ctx.can_move else None
    if place is not None:  # "move card 3 to position 1"
        return found + _to_numbered_place(tokens[at + 1 : at + 1 + place[0]], place[1], ctx)
    for split in splits(tokens[at + 1 :]):
        targets, errors = chain_targets(split, ctx.chain)
        found.extend(errors)
        found.extend(one_move(t, ctx, split.kind) for t in targets)
        found.extend(_hand_places(split, ctx))
    return found


def _to_numbered_place(words: tuple[str, ...], final: int, ctx: TurnContext) -> list[Candidate]:
    """The chain card ``words`` name moved to index ``final`` of the chain once moved."""
    if not 0 <= final < len(ctx.chain):
        return [error(f"The chain has {len(ctx.chain)} cards.", 0.9)]
    found: list[Candidate] = []
    for ref in resolve(words, ctx.chain, ON_TABLE).refs[:3]:
        if ref.index == final:
            found.append(error(f"{label(ctx.chain[ref.index])} is already there.", ref.score))
        else:
            move = Move(ref.index, final)
            found.append(Candidate(move, ref.score, explain(move, ctx)))
    return found


def order_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """During the special start, 'the telephone first' becomes swap or keep."""
    if not ctx.ordering_start or len(ctx.chain) != 2:
        return []
    found: list[Candidate] = []
    for split in splits(tokens, ordering=True):
        targets, errors = chain_targets(split, ctx.chain)
        found.extend(errors)
        for t in targets:
            keep = t.gap in (t.card, t.card + 1)
            order = ctx.chain if keep else (ctx.chain[1], ctx.chain[0])
            found.append(
                Candidate(Command("keep" if keep else "swap"), t.score, _order_words(order))
            )
    return found


def _order_words(chain: tuple[CardName, ...]) -> str:
    """'moon landing first, then telephone'."""
    return f"{label(chain[0])} first, then {label(chain[1])}"


def chain_targets(
    split: Split, chain: tuple[CardName, ...]
) -> tuple[list[_Target], list[Candidate]]:
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
    for ref in resolve(split.left, ctx.hand, IN_HAND).refs[:3]:
        for gap in gaps.gaps[:3]:
            place = Place(ref.index, gap.slot)
            score = min(ref.score, gap.score) * HAND_PLACE_WEIGHT
            out.append(Candidate(place, score, explain(place, ctx, split.kind)))
    return out


def one_move(target: _Target, ctx: TurnContext, kind: Framing) -> Candidate:
    """A Move whose slot counts gaps without the moved card; an error if nothing changes."""
    card, gap = target.card, target.gap
    if gap in (card, card + 1):
        return error(f"{label(ctx.chain[card])} is already there.", target.score)
    move = Move(card, gap - 1 if gap > card else gap)
    return Candidate(move, target.score, explain(move, ctx, kind))
