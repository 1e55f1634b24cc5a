"""An experimental phrase list for comparison (system ``phrases``): the game's single-word
list plus multi-word phrases ("before the moon landing", "card two", "at the end").

Vosk builds an n-gram model from its phrase list, so word pairs that occur in phrases are
preferred over a bag of single words (see voice_game/speech/recognizer.py). This measures how
much that would help; the game itself uses :func:`voice_game.intent.vocabulary`.
"""

from __future__ import annotations

from voice_game.intent import TurnContext, vocabulary
from voice_game.intent.lexicon import POSITION_PHRASES
from voice_game.intent.phrases import COMMAND_PHRASES, DOUBT_PHRASES
from voice_game.spoken.numbers import int_to_words, ordinal_to_words

ORDINALS = [ordinal_to_words(n) for n in range(1, 13)]
NUMBERS = [int_to_words(n) for n in range(1, 10)]


def phrase_list(ctx: TurnContext, extra: tuple[str, ...] = ()) -> list[str]:
    """Single words (coverage) plus the multi-word phrases a player says in this turn."""
    out: list[str] = [*vocabulary(ctx), *extra]
    for group in COMMAND_PHRASES.values():
        out.extend(group)
    if ctx.can_doubt:
        out.extend(DOUBT_PHRASES)
    names = [n for c in ctx.chain + ctx.hand for n in (c.event, *c.aliases)]
    for name in names:
        bare = name.lower().removeprefix("the ")
        out += [f"the {bare}", f"before the {bare}", f"after the {bare}", f"and the {bare}"]
    for o in ORDINALS[: max(len(ctx.chain), 1)]:
        out += [f"before the {o}", f"after the {o}", f"between the {o}", f"and the {o}"]
    for i, num in enumerate(NUMBERS[: max(len(ctx.hand), 1)]):
        out += [f"card {num}", f"number {num}", f"my {ORDINALS[i]} card"]
    for key in ("start", "end"):
        out.extend(POSITION_PHRASES[key])
    return out
