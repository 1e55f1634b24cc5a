"""Undo a few recogniser slips seen on spoken placements, before positions are read.

The phrase list makes Vosk prefer whole phrases, but short function words still slip:
"at the start" comes out as "at to the start" or "that the start" (espeak-ng and flite
voices in ``tests/voice/test_hear_corpus.py``). Only placing words are rewritten, and only
word sequences that have no other reading at the table: a doubt or a command is never made
from a repaired word.
"""

from __future__ import annotations

_ENDS = ("start", "beginning", "end")

# Heard words -> meant words; matched anywhere in the utterance.
SLIPS: dict[tuple[str, ...], tuple[str, ...]] = {
    ("at", "to", "the"): ("at", "the"),
    **{("that", "the", end): ("at", "the", end) for end in _ENDS},
}


def unslip(tokens: tuple[str, ...]) -> tuple[str, ...]:
    """`tokens` with every known slip replaced by what was meant."""
    out = list(tokens)
    for heard, meant in SLIPS.items():
        i = 0
        while i + len(heard) <= len(out):
            if tuple(out[i : i + len(heard)]) == heard:
                out[i : i + len(heard)] = meant
                i += len(meant)
            else:
                i += 1
    return tuple(out)
