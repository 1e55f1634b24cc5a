"""A chain card moved to a numbered place ("move card 3 to position 1", "move the fifth card
to second place", "... to the last place"), and a move said as "take X and put it ..."
("take the second card and put it at the end"). Read for :func:`.placing.move_candidates`
when correcting is allowed; measured on the corrections' blind sets
(``python -m benchmarks.voice.correction_blind``)."""

from __future__ import annotations

from voice_game.spoken.numbers import number_words, ordinal_words

from .model import CardName

POSITION_NOUNS = frozenset({"position", "place", "spot", "slot"})
INTO = frozenset({"to", "into", "in", "at"})
AFTERWORDS = frozenset({"please", "thanks", "then", "instead"})
"""Words that may close a move after its place ("... to position one, please")."""
NUMBERS = number_words(1, 20)
ORDINALS = ordinal_words(1, 20)
TAKING = frozenset({"take", "grab", "pick"})
PUTTING = frozenset({"put", "stick", "place", "move", "shove", "pop", "drop", "slide"})


def numbered_place(words: tuple[str, ...], chain: tuple[CardName, ...]) -> tuple[int, int] | None:
    """Where the words after a move verb end in a numbered place of the chain: (the index
    where the place's words begin, the card's index in the chain once moved), or None.
    "to position one" and "to first place" are 0; "to the last place" the chain's last."""
    while words and words[-1] in AFTERWORDS:
        words = words[:-1]
    for at in range(len(words) - 2, 0, -1):
        if words[at] not in INTO:
            continue
        rest = words[at + 1 :]
        rest = rest[1:] if rest[:1] == ("the",) else rest
        if len(rest) != 2:
            continue
        if rest[0] in POSITION_NOUNS and rest[1] in NUMBERS:
            return at, NUMBERS.index(rest[1])
        if rest[1] in POSITION_NOUNS and rest[0] in ORDINALS:
            return at, ORDINALS.index(rest[0])
        if rest[1] in POSITION_NOUNS and rest[0] == "last":
            return at, len(chain) - 1
    return None


def taken_and_put(tokens: tuple[str, ...]) -> tuple[str, ...] | None:
    """ "take the second card and put it at the end" as "move the second card at the end";
    None for other words ("take that back" is an undo)."""
    if not tokens or tokens[0] not in TAKING:
        return None
    for at in range(2, len(tokens) - 2):
        if tokens[at] == "and" and tokens[at + 1] in PUTTING and tokens[at + 2] in ("it", "that"):
            return ("move", *tokens[1:at], *tokens[at + 3 :])
    return None
