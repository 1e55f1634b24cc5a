"""Hand sizes for some players, said at the voice set-up: "Mary five", "deal five cards to
Mary", "five for Mary", "Emma six and George ten" (read here; asked by :mod:`.voice_setup`,
listened for with :func:`~voice_game.intent.phrases.hand_size_phrases`). The rulebooks let a
group deal fewer cards to children."""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.intent.words import words
from voice_game.spoken.numbers import NUMBER_WORDS, parse_number

MOST_CARDS_SAID = 50
"""The largest hand size read from an answer."""
CORRECTING = frozenset({"no", "wait", "actually", "sorry", "rather", "make"})
"""Words that take back a number said before ("five, no, four"): the last number counts."""
SHARING = frozenset({"each", "both", "all"})
"""Words that give several players named together one size ("Sara and Ben five each")."""


def read_hand_size(text: str, names: Sequence[str]) -> tuple[str, int] | None:
    """('Mary', 5) from 'deal five cards to Mary', 'Mary five' or 'five for Mary'."""
    tokens = words(text)
    for name in sorted(names, key=lambda n: -len(words(n))):
        said = words(name)
        size = len(said)
        at = next((i for i in range(len(tokens) - size + 1) if tokens[i : i + size] == said), None)
        if at is None:
            continue
        number = size_said(tokens[:at] + tokens[at + size :])
        if number is not None:
            return name, number
    return None


def read_hand_sizes(text: str, names: Sequence[str]) -> list[tuple[str, int]]:
    """Every hand size one answer gives, in the order said: one player's
    (:func:`read_hand_size`), several named with as many numbers, paired in order ("Emma
    six and George ten", "five for Lucy and seven for Kate"), or several named with one
    number and "each" ("Sara and Ben five each"); [] when the answer gives none or cannot be
    paired ("Sara and Ben, five")."""
    tokens = words(text)
    named, rest = _mentions(tokens, names)
    if len(set(named)) < 2:
        one = read_hand_size(text, names)
        return [one] if one is not None else []
    runs = sizes_said(rest)
    if len(runs) == len(named) and len(set(named)) == len(named):
        return list(zip(named, runs, strict=True))
    if len(runs) == 1 and set(tokens) & SHARING:
        return [(name, runs[0]) for name in dict.fromkeys(named)]
    return []


def size_said(tokens: Sequence[str]) -> int | None:
    """The hand size in ``tokens``: the first number said, or the last when it takes one
    back ("five, no, four"); None when there is none from 1 to 50."""
    runs = _number_runs(tokens)
    if not runs:
        return None
    return _number(runs[-1] if set(tokens) & CORRECTING else runs[0])


def read_everyone_and_hands(
    text: str, names: Sequence[str]
) -> tuple[int | None, list[tuple[str, int]]]:
    """A size for everyone and others for some players in one answer ("everyone five and
    Tom seven", "Tom seven and everybody else five"): the everyone size is the first number
    after "everyone" or "everybody", the rest are read by :func:`read_hand_sizes`. (None, [])
    when the numbers do not go round ("can everyone Tom six": whose six?)."""
    tokens = list(words(text))
    at = next((i for i, t in enumerate(tokens) if t in ("everyone", "everybody")), None)
    if at is None:
        return None, []
    start = next((i for i in range(at, len(tokens)) if _is_number(tokens[i])), None)
    if start is None:
        return None, []
    end = start
    while end < len(tokens) and _is_number(tokens[end]):
        end += 1
    everyone = _number(tokens[start:end])
    hands = read_hand_sizes(" ".join(tokens[:start] + tokens[end:]), names)
    if everyone is None or not hands or len(sizes_said(tokens)) != len(hands) + 1:
        return None, []
    return everyone, hands


def _is_number(token: str) -> bool:
    return token in NUMBER_WORDS and token != "oh"


def sizes_said(tokens: Sequence[str]) -> list[int]:
    """Every hand size said in ``tokens``, in order."""
    return [n for n in (_number(run) for run in _number_runs(tokens)) if n is not None]


def _mentions(tokens: tuple[str, ...], names: Sequence[str]) -> tuple[list[str], list[str]]:
    """The names said, in order (a possessive counts: "lucy's"), and the tokens left with a
    mark where each name was."""
    longest = sorted(names, key=lambda n: -len(words(n)))
    named: list[str] = []
    rest: list[str] = []
    i = 0
    while i < len(tokens):
        for name in longest:
            said = words(name)
            at = tokens[i : i + len(said)]
            if at == said or at[:-1] == said[:-1] and at[-1:] == (said[-1] + "s",):
                named.append(name)
                rest.append("|")
                i += len(said)
                break
        else:
            rest.append(tokens[i])
            i += 1
    return named, rest


def _number(run: Sequence[str]) -> int | None:
    """The number a run of number words says ("twenty one"), or its last word's ("four
    four": 4); None outside 1 to 50."""
    number = parse_number(tuple(run))
    if number is None:
        number = parse_number(tuple(run[-1:]))
    return number if number is not None and 1 <= number <= MOST_CARDS_SAID else None


def _number_runs(tokens: Sequence[str]) -> list[tuple[str, ...]]:
    """Every run of number words, in order."""
    runs: list[tuple[str, ...]] = []
    run: list[str] = []
    for token in [*tokens, ""]:
        if _is_number(token):
            run.append(token)
        elif run:
            runs.append(tuple(run))
            run = []
    return runs
