"""Rival readings: what else the words heard may have been.

The recogniser's other readings sometimes say something else entirely ("chain" with "check
the chain" close behind). A reading that would act is read back instead, its rival offered
beside it, when a strong other reading would do something different. An ordinal heard
faintly has its sound-alikes as rivals ("first" heard as "fourth"); one heard clearly has
none unless asked for (the former rule, kept to measure it against: it read back ordinals
heard in full confidence, ``docs/benchmark.md``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from voice_game.heard import Heard

from .commands import SPOTTED
from .model import Choice, Move, NoAction, Place, Reading

SOUND_ALIKE = ("first", "third", "fourth", "last")
"""Ordinals a recogniser hears one for another with full confidence."""
RIVAL_SHARE = 0.25
"""An other reading of the recogniser with at least this share of the weight is a rival."""
MAX_RIVALS = 1
"""A read-back offers the reading and at most one rival: a choice between two."""


def rivals(
    heard: Heard,
    reading: Reading,
    read: Callable[[str], Reading],
    *,
    share: float = RIVAL_SHARE,
    faint: float = 0.9,
) -> list[Choice]:
    """The readings, other than ``reading``, that the words may have meant (``read`` parses
    a text in this turn), best first; empty when nothing else is likely. An ordinal heard
    with a confidence below ``faint`` may have been a sound-alike one."""
    placing = isinstance(reading.action, Place | Move)
    texts = list(_sound_alikes(heard, faint)) if placing else []
    texts += [text for text, weight in heard.alternatives if weight >= share]
    found: list[Choice] = []
    for text in texts:
        other = read(text)
        action = other.action
        if other.status == "none" or isinstance(action, NoAction) or action == reading.action:
            continue
        if other.confidence <= SPOTTED:
            continue  # a command's word among other words: no rival to what was heard
        if placing and not isinstance(action, Place | Move):
            continue  # chatter's other readings collapse onto commands: no rival to a move
        if all(choice.action != action for choice in found):
            found.append(Choice(action, other.confidence, other.explain))
    return found[:MAX_RIVALS]


def _sound_alikes(heard: Heard, faint: float) -> Iterator[str]:
    """What was heard with one of its ordinals heard faintly as a sound-alike one, every
    way."""
    said = heard.text.split()
    confidence: dict[str, float] = {}
    for word, heard_as in heard.matched:
        confidence[word] = min(heard_as, confidence.get(word, 1.0))
    for i, word in enumerate(said):
        if word in SOUND_ALIKE and confidence.get(word, 1.0) < faint:
            for other in SOUND_ALIKE:
                if other != word:
                    yield " ".join([*said[:i], other, *said[i + 1 :]])
