"""Fewer cards for some players, chosen by voice at set-up: "Mary five", "deal five cards to
Mary". The rulebooks let a group deal fewer cards to children."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from voice_game.intent.words import NUMBER_WORDS, int_to_words, parse_number, words

QUESTION = "Fewer cards for anyone? Say a name and a number, like: Mary five. Or say no."
AGAIN = "Anyone else? Say a name and a number, or no."
MOST = 12
"""The largest number offered to the recogniser (a hand is 9 cards, 7 in a large group)."""

Say = Callable[[list[str]], None]
Listen = Callable[[list[str]], str | None]
"""Listen for one utterance among these phrases; None on silence."""


def hand_size_phrases(names: Sequence[str]) -> list[str]:
    """What the recogniser listens for while the question is open."""
    phrases = ["no", "no one", "nobody", "nothing"]
    for name in names:
        said = " ".join(words(name))
        for n in range(1, MOST + 1):
            number = int_to_words(n)
            noun = "card" if n == 1 else "cards"
            phrases += [f"{said} {number}", f"deal {number} {noun} to {said}"]
    return phrases


def read_hand_size(text: str, names: Sequence[str]) -> tuple[str, int] | None:
    """('Mary', 5) from 'deal five cards to Mary', 'Mary five' or 'five for Mary'."""
    tokens = words(text)
    for name in sorted(names, key=lambda n: -len(words(n))):
        said = words(name)
        size = len(said)
        at = next(
            (i for i in range(len(tokens) - size + 1) if tokens[i : i + size] == said), None
        )
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


def _is_no(text: str) -> bool:
    return bool(set(words(text)) & {"no", "nobody", "nothing", "none"})


def ask_hand_sizes(say: Say, listen: Listen, names: Sequence[str]) -> list[str]:
    """Ask once (and again after each answer) who gets fewer cards; the answers as
    ``--hand-size`` options ("Mary=5"). Silence, "no", or two misses end the question."""
    chosen: dict[str, int] = {}
    question = QUESTION
    misses = 0
    phrases = hand_size_phrases(names)
    while len(chosen) < len(names) and misses < 2:
        say([question])
        heard = listen(phrases)
        if not heard or _is_no(heard):
            break
        got = read_hand_size(heard, names)
        if got is None:
            misses += 1
            say(["I did not catch a name and a number."])
            continue
        name, number = got
        chosen[name] = number
        say([f"{name} gets {number} {'card' if number == 1 else 'cards'}."])
        question = AGAIN
    return [f"{name}={number}" for name, number in chosen.items()]
