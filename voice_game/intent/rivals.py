"""Rival readings: what else the words heard may have been.

A recogniser hears one word for a similar one with full confidence ("card six before the
first" as "... before the fourth" or "... before the last", even in clean audio), and its
other readings sometimes say something else entirely ("chain" with "check the chain" close
behind). A reading that would act is read back instead, its rivals offered beside it, when
a sound-alike ordinal or a strong other reading would do something different.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from voice_game.heard import Heard

from .model import Choice, Move, NoAction, Place, Reading

SOUND_ALIKE = ("first", "third", "fourth", "last")
"""Ordinals a recogniser hears one for another with full confidence."""
RIVAL_SHARE = 0.25
"""An other reading of the recogniser with at least this share of the weight is a rival."""
MAX_RIVALS = 2


def rivals(heard: Heard, reading: Reading, read: Callable[[str], Reading]) -> list[Choice]:
    """The readings, other than ``reading``, that the words may have meant (``read`` parses
    a text in this turn), best first; empty when nothing else is likely."""
    placing = isinstance(reading.action, Place | Move)
    texts = list(_sound_alikes(heard.text)) if placing else []
    texts += [text for text, share in heard.alternatives if share >= RIVAL_SHARE]
    found: list[Choice] = []
    for text in texts:
        other = read(text)
        action = other.action
        if other.status == "none" or isinstance(action, NoAction) or action == reading.action:
            continue
        if placing and not isinstance(action, Place | Move):
            continue  # chatter's other readings collapse onto commands: no rival to a move
        if all(choice.action != action for choice in found):
            found.append(Choice(action, other.confidence, other.explain))
    return found[:MAX_RIVALS]


def _sound_alikes(text: str) -> Iterator[str]:
    """``text`` with one of its ordinals heard as a sound-alike one, every way."""
    said = text.split()
    for i, word in enumerate(said):
        if word in SOUND_ALIKE:
            for other in SOUND_ALIKE:
                if other != word:
                    yield " ".join([*said[:i], other, *said[i + 1 :]])
