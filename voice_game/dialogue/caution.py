"""Extra care with speech: a reading taken from a partly unheard utterance is confirmed.

When Vosk hears stretches of speech that match nothing in the turn's phrase list it reports
them as ``[unk]``. Chatter then often collapses onto one command word ("can somebody open the
window" -> "cancel"). So a reading that would act is asked back when part of the utterance was
not understood, and dropped when most of it was not. Harmless information requests (repeat,
read the chain, my cards, ...) still act at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.intent import Choice, Command, Move, NoAction, Place, Reading

HARMLESS = frozenset({"repeat", "chain", "hand", "turn", "counts", "help"})
POSITION_WORDS = frozenset(
    "one two three four five six seven eight nine ten eleven twelve first second third fourth "
    "fifth sixth seventh eighth ninth tenth eleventh twelfth last".split()
)
"""Numbers and ordinals: the words whose confusion ("first" heard as "third") places a card
in the wrong spot."""
SURE = 0.9
"""Below this word confidence a number or ordinal is read back before acting."""


def cautious(
    reading: Reading,
    heard_words: int,
    unknown_words: int,
    word_confidences: Sequence[tuple[str, float]] = (),
) -> Reading:
    """``reading`` adjusted for an utterance of ``heard_words`` words plus ``unknown_words``
    stretches the recogniser could not match; ``word_confidences`` are the recogniser's
    (word, confidence) pairs, when it gave them."""
    if reading.status != "act":
        return reading
    action = reading.action
    if isinstance(action, Command) and action.kind in HARMLESS:
        return reading
    placing = isinstance(action, Place | Move)
    # A doubt or a command must be heard clearly in every word; a placement in its numbers.
    unsure_number = any(
        (word in POSITION_WORDS or not placing) and confidence < SURE
        for word, confidence in word_confidences
        if word != "[unk]"
    )
    # Chatter collapses onto short commands ("cancel" -> undo, "exit" -> quit); a placement
    # names a card and a position, which noise does not produce by chance.
    short_or_command = heard_words <= 2 or not placing
    if not unsure_number and (unknown_words == 0 or not short_or_command):
        return reading
    if unknown_words and unknown_words >= max(1, heard_words):
        return Reading(
            NoAction("Sorry, I only caught part of that."),
            reading.confidence,
            "none",
            reading.explain,
        )
    return Reading(
        action,
        reading.confidence,
        "ask",
        reading.explain,
        (Choice(action, reading.confidence, reading.explain),),
    )
