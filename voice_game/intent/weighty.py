"""A doubt, an undo or a quit settled by the raw audio's decoder: the commands that change the
game, acted on at once from the second decoder's reading only when that decoder heard them
in one reading, every word at full confidence. Found on the benchmark's records and
replayed on them (``docs/benchmark.md``); :func:`~.understand.understand` applies it.
"""

from __future__ import annotations

from collections.abc import Callable

from voice_game.heard import Heard

from .agree import offers
from .agreeing import means_another, means_only
from .evidence import FUNCTION_WORDS
from .model import Action, Command, Doubt, Reading
from .second import CONFIRMED, heard_in_one_reading
from .words import tokens_of

WEIGHTY = frozenset({"undo", "quit"})
"""Commands that change the game, as a doubt does: settled by the raw audio's reading only
when that decoder had no other (:func:`weighty_settled_by_raw`)."""


def weighty(action: Action) -> bool:
    """True for a doubt, an undo or a quit: the actions that change the game."""
    return isinstance(action, Doubt) or (isinstance(action, Command) and action.kind in WEIGHTY)


def weighty_settled_by_raw(
    heard: Heard, clean: Reading, raw: Reading, read: Callable[[str], Reading]
) -> bool:
    """True when the first decoder asks about just the doubt, undo or quit that the raw
    audio's decoder acts on, having heard it in one reading only, every word at full
    confidence (:func:`~.second.heard_in_one_reading`): "doubt it", "doubt" at 0.47 to the
    first; "undo that", "undo" at 0.54; "quit game". Defined on seeds 11-13 for the doubt (3
    read-backs acted on at once); on the held-out seeds 14 and 15, 7 more doubts, and over
    all runs 5 undos and 3 quits, none wrong. A second decoder with any other reading leaves
    the question, as does a first that offered something else.

    So too when the first decoder's reading means nothing and the command is among its other
    readings (:func:`lost_by_the_first`). ``read`` is the parser in this turn."""
    action = raw.action
    if not weighty(action) or raw.status != "act" or heard.raw is None:
        return False
    if clean.status == "none":
        return heard_in_one_reading(heard.raw) and lost_by_the_first(heard, action, read)
    offered = offers(clean)
    return (
        clean.status == "ask"
        and len(offered) == 1
        and offered[0].action == action
        and (heard_in_one_reading(heard.raw) or _alike_but_glue(heard.raw))
    )


def lost_by_the_first(heard: Heard, action: Action, read: Callable[[str], Reading]) -> bool:
    """True when one of the first decoder's other readings means ``action`` and none of its
    readings means anything else: "undo" heard as "and you" (its others "can you", "undo",
    "end you"), "doubt it" as "how does it" (beside "how it" and "doubt it"), the short word
    clipped at the onset by noise suppression. Not when another reading means something
    else: "quit" heard as "who it" beside "what" (repeat) and "quit". Replayed on seven
    record sets: 7 read-backs acted on at once, none wrong, nothing changed in chatter."""
    readings = [read(text) for text in (heard.text, *(text for text, _ in heard.alternatives))]
    return not any(means_another(reading, action) for reading in readings) and any(
        means_only(reading, action) for reading in readings
    )


def _alike_but_glue(heard: Heard) -> bool:
    """True when every reading of the decoder holds the same words but for glue ("quit the
    game" / "quit game"), each of those words heard at full confidence, nothing unmatched:
    the decoder was unsure of a "the" only."""
    if not heard.matched or heard.unheard:
        return False
    if any(c < CONFIRMED for w, c in heard.matched if w not in FUNCTION_WORDS):
        return False
    kept = [w for w in tokens_of(heard.text) if w not in FUNCTION_WORDS]
    return bool(kept) and all(
        [w for w in tokens_of(text) if w not in FUNCTION_WORDS] == kept
        for text, _ in heard.alternatives
    )
