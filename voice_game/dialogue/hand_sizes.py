"""Hand sizes for some players, said at the voice set-up: "Mary five", "deal five cards to
Mary", "five for Mary" (read here; asked by :mod:`.voice_setup`, listened for with
:func:`~voice_game.intent.phrases.hand_size_phrases`). The rulebooks let a group
deal fewer cards to children."""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.intent.words import words
from voice_game.spoken.numbers import NUMBER_WORDS, parse_number


def read_hand_size(text: str, names: Sequence[str]) -> tuple[str, int] | None:
    """('Mary', 5) from 'deal five cards to Mary', 'Mary five' or 'five for Mary'."""
    tokens = words(text)
    for name in sorted(names, key=lambda n: -len(words(n))):
        said = words(name)
        size = len(said)
        at = next((i for i in range(len(tokens) - size + 1) if tokens[i : i + size] == said), None)
        if at is None:
            continue
        rest = tokens[:at] + tokens[at + size :]
        run = _number_run(rest)
        number = parse_number(run) if run else None
        if number is not None and 1 <= number <= 50:
            return name, number
    return None


def _number_run(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """The first run of number words."""
    run: list[str] = []
    for token in tokens:
        if token in NUMBER_WORDS and token != "oh":
            run.append(token)
        elif run:
            break
    return tuple(run)
