"""Numbered places of the chain: a chain card moved to one ("move card 3 to position 1", "move
the fifth card to second place", "... to the last place") when correcting is allowed, a hand
card placed at one ("card two in third place", "card 4 position 1"), and a move said as
"take X and put it ..." ("take the second card and put it at the end"). Read by
:mod:`.placing`; measured on the corrections' and keyboard blind sets."""

from __future__ import annotations

from voice_game.spoken.numbers import number_words, ordinal_words

from .model import CardName

POSITION_NOUNS = frozenset({"position", "place", "spot", "slot"})
INTO = frozenset({"to", "into", "in", "at"})
AFTERWORDS = frozenset({"please", "thanks", "then", "instead"})
"""Words that may close a move after its place ("... to position one, please")."""
NUMBERS = number_words(1, 20)
ORDINALS = ordinal_words(1, 20)
NO_SUCH_PLACE = ("<no such place>",)
"""What :func:`numbered_placement` gives for a place the chain lacks (no word a player says)."""
BESIDE = frozenset({"before", "after", "between", "and", "than"})
"""Words before a numbered place that make it a card's ("after the second place")."""
TAKING = frozenset({"take", "grab", "pick"})
PUTTING = frozenset({"put", "stick", "place", "move", "shove", "pop", "drop", "slide"})


def numbered_place(words: tuple[str, ...], chain: tuple[CardName, ...]) -> tuple[int, int] | None:
    """Where the words after a move verb end in a numbered place of the chain: (the index
    where the place's words begin, the card's index in the chain once moved), or None.
    "to position one" and "to first place" are 0; "to the last place" the chain's last."""
    words = _without_afterwords(words)
    for at in range(len(words) - 2, 0, -1):
        if words[at] not in INTO:
            continue
        rest = words[at + 1 :]
        rest = rest[1:] if rest[:1] == ("the",) else rest
        final = _final_place(rest, len(chain))
        if final is not None:
            return at, final
    return None


def numbered_placement(tokens: tuple[str, ...], chain: tuple[CardName, ...]) -> tuple[str, ...]:
    """A placement at a numbered place in the words of a chain's places: "card 4 position 1"
    is "card 4 at the start", "the crayons in third place" "the crayons after the second";
    ``tokens`` themselves when they end in no numbered place, and a place the chain lacks as
    :data:`NO_SUCH_PLACE` ("card 2 in position 9")."""
    words = _without_afterwords(tokens)
    for cut in range(len(words) - 4, len(words) - 1):  # the longest place first
        if cut < 1 or set(words[max(0, cut - 2) : cut]) & BESIDE:
            continue  # "after the second place" names a card, read as it is
        rest = words[cut:]
        rest = rest[1:] if rest[0] in INTO else rest
        rest = rest[1:] if rest[:1] == ("the",) else rest
        final = _final_place(rest, len(chain) + 1)
        if final is None:
            continue
        if final == 0:
            return (*words[:cut], "at", "the", "start")
        if final == len(chain):
            return (*words[:cut], "at", "the", "end")
        if final < len(chain):
            return (*words[:cut], "after", "the", ORDINALS[final - 1])
        return NO_SUCH_PLACE
    return tokens


def _without_afterwords(words: tuple[str, ...]) -> tuple[str, ...]:
    while words and words[-1] in AFTERWORDS:
        words = words[:-1]
    return words


def _final_place(words: tuple[str, ...], places: int) -> int | None:
    """The 0-based place ``words`` name ("position one", "third place", "last place"), or
    None; ``places``: how many there are (the last one's number)."""
    if len(words) != 2:
        return None
    if words[0] in POSITION_NOUNS and words[1] in NUMBERS:
        return NUMBERS.index(words[1])
    if words[1] in POSITION_NOUNS and words[0] in ORDINALS:
        return ORDINALS.index(words[0])
    if words[1] in POSITION_NOUNS and words[0] == "last":
        return places - 1
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
