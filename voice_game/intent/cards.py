"""Which card: the words for one card resolved to a hand or chain index, by number,
ordinal or name (fuzzy scores with rapidfuzz).

Fuzzy scores (0..100) between what was said and a card's names, with rapidfuzz.

Resolve the words for one card to a hand index or a chain index.

A card is named by number ("card two", "number 2", "two"), by ordinal ("my second card",
"the last one", "second to last") or by name (fuzzy, against aliases and event text).
A name with a number in it ("Chanel number five") wins over the card number when the rest
of the name is said too; a bare number that is also part of a card's name ("forty five"
with a "45 rpm single" in hand) is offered both ways, so the game asks.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from rapidfuzz import fuzz
from rapidfuzz.distance import Levenshtein

from voice_game.spoken.numbers import NUMBER_WORDS, parse_number, parse_ordinal

from .lexicon import GLUE, MOVE_WORDS
from .model import CardName
from .words import key, without_articles

ALIAS_WEIGHT = 1.0
EVENT_WEIGHT = 0.96  # prefer a spoken alias over the full event text on a tie
WORD_MATCH = 80.0  # two single words count as the same word from this ratio on


def _same_word(a: str, b: str) -> bool:
    """True when two words are the same, allowing typos in longer words and another ending
    of one word ("painting" for "paints", "matches" for "match")."""
    if a == b:
        return True
    if min(len(a), len(b)) < 4:
        return False
    return fuzz.ratio(a, b) >= WORD_MATCH or stem(a) == stem(b)


ENDINGS = ("ing", "ed", "es", "s")
"""Endings that make another form of one word, taken off before two words are compared."""
STEM = 4
"""The fewest letters left once an ending is taken off ("dies" keeps its ending)."""


def stem(word: str) -> str:
    """``word`` without one of :data:`ENDINGS`, when at least :data:`STEM` letters remain."""
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= STEM:
            return word[: -len(ending)]
    return word


def _subset_score(query: str, name: str) -> float:
    """Score for naming a card by some of its words ('bell' for the telephone event)."""
    q_words = query.split()
    n_words = name.split()
    if not q_words or len(q_words) >= len(n_words):
        return 0.0
    if all(len(w) < 3 for w in q_words):
        return 0.0
    if not all(any(_same_word(q, n) for n in n_words) for q in q_words):
        return 0.0
    coverage = len(query.replace(" ", "")) / max(1, len(name.replace(" ", "")))
    return 75.0 + 20.0 * coverage


def name_score(query: str, name: str) -> float:
    """How well `query` names `name`; both in key() form."""
    if not query or not name:
        return 0.0
    if query == name:
        return 100.0
    joined = fuzz.ratio(query.replace(" ", ""), name.replace(" ", ""))
    return max(
        fuzz.ratio(query, name),
        fuzz.token_sort_ratio(query, name),
        joined,
        _subset_score(query, name),
    )


def card_score(query: str, card: CardName) -> float:
    """Best score of `query` (key form) against a card's aliases and event text."""
    best = max((name_score(query, key(a)) * ALIAS_WEIGHT for a in card.aliases), default=0.0)
    return max(best, name_score(query, key(card.event)) * EVENT_WEIGHT)


def rank_cards(query: str, cards: tuple[CardName, ...], floor: float) -> list[tuple[int, float]]:
    """Indices of cards scoring at least `floor` against `query`, best first."""
    scored = [(i, card_score(query, c)) for i, c in enumerate(cards)]
    kept = [(i, s) for i, s in scored if s >= floor]
    return sorted(kept, key=lambda pair: -pair[1])


NAME_FLOOR = 55.0
NAME_OVER_NUMBER = 0.8  # a name this good, said with more than a number, beats the number
EITHER = 0.9  # a bare number that is also in a card's name: both readings, so the game asks
NAME_ONLY = 0.75  # a number out of range that is in a card's name: that card, asked back
LOOSE = 65.0  # a loosely said name ("phone" for the telephone) scoring this well ...
CLEAR_GAP = 30.0  # ... and this far ahead of every other card ...
CLEAR = 0.85  # ... is taken as that card: acted on, not read back
_NUMBER_NOISE = frozenset(GLUE | {"card", "number", "the", "my", "no"})
_ORDINAL_NOISE = frozenset({"very", "one", "card", "ones"})
_DETERMINERS = frozenset(
    {"this", "that", "the", "my", "which", "other", "a", "last", "any", "each", "every", "no"}
)
_HOMOPHONES = {
    "to": "two",
    "too": "two",
    "do": "two",
    "for": "four",
    "won": "one",
    "ate": "eight",
}
_MARKERS = ("card", "cards", "number")


@dataclass(frozen=True)
class Ref:
    """A card the words may mean, with how well they fit (0..1)."""

    index: int
    score: float


@dataclass(frozen=True)
class Resolution:
    """What the words for one card resolved to.

    `omitted`: no card was named at all. `error`: a card was named that does not exist.
    """

    refs: tuple[Ref, ...] = ()
    omitted: bool = False
    error: str = ""


def strip_glue(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Drop glue words ("i would put the") from both ends."""
    start, end = 0, len(tokens)
    while start < end and tokens[start] in GLUE:
        start += 1
    while end > start and tokens[end - 1] in GLUE:
        end -= 1
    return tokens[start:end]


def _hear_numbers(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Read homophones right after 'card' or 'number' as digits' words ('card to')."""
    out = list(tokens)
    for i in range(1, len(out)):
        if out[i - 1] in ("card", "number") and out[i] in _HOMOPHONES:
            out[i] = _HOMOPHONES[out[i]]
    return tuple(out)


def _pronoun_ones(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """Drop 'one' where it is a pronoun ('this one', 'the first one'), not a number."""
    return tuple(
        t
        for i, t in enumerate(tokens)
        if not (t == "one" and i > 0 and _is_determiner(tokens[i - 1]))
    )


def _is_determiner(word: str) -> bool:
    """True for words after which 'one' is a pronoun: 'this one', 'the second one'."""
    return word in _DETERMINERS or parse_ordinal((word,)) is not None


def _number_core(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """The words left when glue, markers and pronoun 'one's are dropped."""
    return tuple(t for t in _pronoun_ones(_hear_numbers(tokens)) if t not in _NUMBER_NOISE)


def cardinal_words(tokens: tuple[str, ...]) -> tuple[str, ...] | None:
    """The words of the card number said ('forty five' in 'card forty five'), if any."""
    core = _number_core(tokens)
    if parse_number(core) is not None:
        return core
    return _marked_tail(_hear_numbers(tokens))


def position_number(tokens: tuple[str, ...]) -> int | None:
    """A 1-based position (negative: from the end) if the words are a number or ordinal."""
    core = _number_core(tokens)
    said = cardinal_words(tokens)
    number = None if said is None else parse_number(said)
    if number is not None:
        return number if number > 0 else None
    core = tuple(t for t in core if t not in _ORDINAL_NOISE)
    if core in (("last",), ("latest",)):
        return -1
    if core in (("next", "last"), ("penultimate",), ("last", "but")):
        return -2
    if len(core) >= 2 and core[-1] == "last":
        from_end = parse_ordinal(core[:-1])
        return None if from_end is None else -from_end
    ordinal = parse_ordinal(core)
    if ordinal is None and core == ("before", "last"):
        return -2
    return ordinal


def _marked_tail(tokens: tuple[str, ...]) -> tuple[str, ...] | None:
    """The number words after the last 'card'/'number' when the words end with them.

    A recogniser often garbles the word before ("are number three", "powered number
    four" for "card number three/four"); "number three" at the end still names card three.
    At most one such word may come first, and never a move verb ("move card one"); one
    garbled word may follow the number ("card two long after" for "card two goes after").
    """
    marks = [i for i, t in enumerate(tokens) if t in _MARKERS]
    if not marks or marks[-1] > 1 or set(tokens[: marks[-1]]) & set(MOVE_WORDS):
        return None
    tail = tokens[marks[-1] + 1 :]
    if len(tail) >= 2 and parse_number(tail) is None:
        tail = tail[:-1]  # "card two long after ..." for "card two goes after ..."
    return tail if tail and parse_number(tail) is not None else None


def _by_position(position: int, size: int, what: str) -> Resolution:
    """Turn a 1-based (or negative) position into an index, or an error if out of range."""
    index = position - 1 if position > 0 else size + position
    if 0 <= index < size:
        return Resolution(refs=(Ref(index, 1.0),))
    if size == 0:
        return Resolution(error=f"There are no {what}.")
    if size == 1:
        return Resolution(error=f"There is only one {what.replace('cards', 'card', 1)}.")
    return Resolution(error=f"There are only {size} {what}.")


def resolve(tokens: tuple[str, ...], cards: tuple[CardName, ...], what: str) -> Resolution:
    """Resolve the words for one card among `cards` ('cards in your hand', 'cards on the table')."""
    position = position_number(tokens)
    middle = _number_core(tokens) in (("middle",), ("middle", "card"))
    if position is None and middle and len(cards) % 2 == 1:
        return Resolution(refs=(Ref(len(cards) // 2, 1.0),))  # "my middle card"
    if position is None:
        whole = _by_name(tokens, cards)
        if whole.refs and whole.refs[0].score >= 1.0:
            return whole  # "first christmas": the name itself holds the number
        if what == IN_HAND:
            return _numbered_and_named(tokens, cards) or whole
        return whole
    by_number = _by_position(position, len(cards), what)
    said = cardinal_words(tokens)
    if said is None:
        return by_number  # an ordinal: 'the second'
    named = _named(tokens)
    if named:
        by_name = _by_name(tokens, cards)
        if by_name.refs and by_name.refs[0].score >= NAME_OVER_NUMBER:
            return by_name  # 'chanel number five': the name wins
    numbered = [i for i, card in enumerate(cards) if _has_words(card, said)]
    if not numbered or ("card" in tokens and not named and not by_number.error):
        return by_number
    if by_number.error:
        return Resolution(refs=tuple(Ref(i, NAME_ONLY) for i in numbered))
    either = [*by_number.refs, *(Ref(i, EITHER) for i in numbered)]
    return Resolution(refs=tuple(Ref(ref.index, min(ref.score, EITHER)) for ref in either))


IN_HAND = "cards in your hand"
"""What the hand's cards are called in a refusal ("There are only 3 cards in your hand")."""


def _numbered_and_named(tokens: tuple[str, ...], cards: tuple[CardName, ...]) -> Resolution | None:
    """ "my fourth card, the godzilla one": a card's place in the hand and its name, side by
    side in either order, pointing at the same card: that card, as surely as its name alone
    says it. None when no such two halves agree. Not on the table, where the recogniser's
    "before the fifth game" (for "before the perfume") found the fifth card, a game, and
    made a question of a placement the other decoder had heard right (seed 91)."""
    for cut in range(1, len(tokens)):
        for place, name in ((tokens[:cut], tokens[cut:]), (tokens[cut:], tokens[:cut])):
            position = position_number(place)
            if position is None or not strip_glue(name):
                continue
            by_place = _by_position(position, len(cards), IN_HAND)
            by_name = _by_name(name, cards)
            if by_place.refs and by_name.refs:
                best = by_name.refs[0]
                if best.index == by_place.refs[0].index and best.score >= NAME_OVER_NUMBER:
                    return Resolution(refs=(best,))
    return None


def _named(tokens: tuple[str, ...]) -> bool:
    """True when the words say more than a card number (a name with a number in it)."""
    return any(
        t not in NUMBER_WORDS and t not in _NUMBER_NOISE and t not in _MARKERS for t in tokens
    )


def _has_words(card: CardName, said: tuple[str, ...]) -> bool:
    """True when one of the card's names holds the number `said` ('five' in 'chanel no
    five', but not in 'forty five single', whose number is forty five)."""
    return any(said in _numbers_in(key(name)) for name in (card.event, *card.aliases))


def _numbers_in(name: str) -> list[tuple[str, ...]]:
    """The runs of number words in a name: 'apollo eleven lands' -> [('eleven',)]."""
    runs: list[tuple[str, ...]] = []
    run: list[str] = []
    for word in (*name.split(), ""):
        if word in NUMBER_WORDS or (run and word == "and"):
            run.append(word)
            continue
        while run and run[-1] == "and":
            run.pop()
        if run:
            runs.append(tuple(run))
        run = []
    return runs


DESCRIPTORS = ("card", "one", "thing")
"""Words after a card's name that only say it is a card ("the shopping bag thing")."""
KINDS_OF_WORK = frozenset(
    "book novel film movie painting picture song record album play show story".split()
)
"""Words after a card's name that say what kind of work it is ("the stevenson novel"): they
only describe where no card in view has the word in its names ("the bug story" is Kafka's,
"the forty five record" names the single record by its own word)."""


def _describes(word: str, cards: tuple[CardName, ...]) -> bool:
    """True when ``word`` after a card's name only describes it (:data:`DESCRIPTORS`,
    :data:`KINDS_OF_WORK`)."""
    if word in DESCRIPTORS:
        return True
    return word in KINDS_OF_WORK and word not in words_of(cards)


def _by_name(tokens: tuple[str, ...], cards: tuple[CardName, ...]) -> Resolution:
    """The cards whose names the words fit, best first (or none named at all)."""
    core = strip_glue(tokens)
    if not core:
        whole = _named_in_glue(tokens, cards)
        if whole:
            return Resolution(refs=whole)
    if core in ((), ("card",), ("cards",), ("one",)):
        return Resolution(omitted=True)
    query = " ".join(without_articles(core))
    ranked = rank_cards(query, cards, 0.0)
    named, ranking = core, ranked  # the words that name the card, and how they rank
    if core and _describes(core[-1], cards) and len(core) > 1:
        shorter = rank_cards(" ".join(without_articles(core[:-1])), cards, 0.0)
        ranked = _merge(ranked, shorter)
        if shorter and shorter[0][0] == ranked[0][0]:
            named, ranking = core[:-1], shorter  # "the dickens one": "one" names nothing
    refs = [Ref(i, s / 100.0) for i, s in ranked if s >= NAME_FLOOR]
    if not refs or refs[0].score >= 1.0:
        return Resolution(refs=tuple(refs))
    said = query.split()
    alike = _sound_alike(said, refs[0], cards)
    if alike is not None:
        # "bill" of the rights bill heard for "bull" of Red Bull: ask which
        rest = [r for r in refs[1:] if r.index != alike]
        refs = [Ref(refs[0].index, min(refs[0].score, UNSURE)), Ref(alike, SOUND_ALIKE), *rest]
    elif (
        _clearly_one(ranking)
        and not set(named) & NUMBER_WORDS  # numbers: see resolve
        and not set(said) <= _POSITION_LIKE  # "the end" is no name for "end of prohibition"
        and not _names_another(said, refs[0].index, cards)
    ):
        refs[0] = Ref(refs[0].index, max(refs[0].score, CLEAR))
    return Resolution(refs=tuple(refs))


def _named_in_glue(tokens: tuple[str, ...], cards: tuple[CardName, ...]) -> tuple[Ref, ...]:
    """The cards one of whose names is exactly a run of these words, the longest run that
    is one, when every word is glue ("before the okay" for the abbreviation OK, "put let
    it go" for Frozen): trimming glue must not leave such a card unnamed."""
    names = [{key(name) for name in (card.event, *card.aliases)} for card in cards]
    said = without_articles(tokens)
    for size in range(len(said), 0, -1):
        for start in range(len(said) - size + 1):
            run = " ".join(said[start : start + size])
            found = tuple(Ref(i, 1.0) for i, own in enumerate(names) if run in own)
            if found:
                return found
    return ()


def _clearly_one(ranked: list[tuple[int, float]]) -> bool:
    """True when the best card fits a loosely said name far better than any other."""
    top = ranked[0][1]
    runner_up = ranked[1][1] if len(ranked) > 1 else 0.0
    return top >= LOOSE and top - runner_up >= CLEAR_GAP


NEAR = 1
"""Two words this many letters apart are easily heard one for the other ("bill", "bull")."""
UNSURE = 0.75
"""The fit of a loosely said name that a sound-alike word would give to another card:
below acting, so it is read back."""
SOUND_ALIKE = 0.7
"""The fit of that other card, offered beside it."""
_POSITION_LIKE = frozenset("end start beginning front back first last before after between".split())


def _sound_alike(said: list[str], best: Ref, cards: tuple[CardName, ...]) -> int | None:
    """Another card that one word said, heard a letter wrong, would name about as well as
    ``best`` ("bull" of Red Bull for "bill" of the English rights bill); None if none."""
    own = name_words(cards[best.index])
    for i, card in enumerate(cards):
        if i == best.index:
            continue
        for k, word in enumerate(said):
            for other in name_words(card) - own:
                if Levenshtein.distance(word, other) > NEAR or min(len(word), len(other)) < 3:
                    continue
                heard = " ".join([*said[:k], other, *said[k + 1 :]])
                if card_score(heard, card) / 100.0 >= best.score - 0.1:
                    return i
    return None


def _names_another(said: list[str], best: int, cards: tuple[CardName, ...]) -> bool:
    """True when words said beside card ``best``'s name are words of another card's name
    ("first christmas the hall of" with the hall of mirrors in hand)."""
    own = name_words(cards[best])
    left = [
        w for w in said if len(w) >= 3 and w not in GLUE and not any(_same_word(w, n) for n in own)
    ]
    return any(
        any(_same_word(w, n) for w in left for n in name_words(card))
        for i, card in enumerate(cards)
        if i != best
    )


def name_words(card: CardName) -> set[str]:
    """Every word of a card's aliases and event text, in key form."""
    return {w for name in (card.event, *card.aliases) for w in key(name).split()}


def words_of(cards: Iterable[CardName]) -> set[str]:
    """Every word of these cards' names (:func:`name_words`)."""
    return set().union(*(name_words(card) for card in cards))


def _merge(a: list[tuple[int, float]], b: list[tuple[int, float]]) -> list[tuple[int, float]]:
    """Best score per index from two rankings, best first."""
    best: dict[int, float] = {}
    for i, s in a + b:
        best[i] = max(s, best.get(i, 0.0))
    return sorted(best.items(), key=lambda pair: -pair[1])
