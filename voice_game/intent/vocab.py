"""The recogniser's phrase list for this moment, and example sentences for re-prompts."""

from __future__ import annotations

from .describe import label
from .gate import refusal
from .lexicon import (
    COMMAND_PHRASES,
    DOUBT_PHRASES,
    MOVE_WORDS,
    POSITION_PHRASES,
    SECOND_LAST,
    WEAK_DOUBT_PHRASES,
)
from .model import Command, TurnContext
from .numbers import int_to_words, ordinal_to_words
from .text import words

# Filler the parser accepts and a recogniser should be able to hear.
FILLER: tuple[str, ...] = (
    "um",
    "uh",
    "hmm",
    "please",
    "i",
    "i'd",
    "let's",
    "put",
    "place",
    "play",
    "just",
    "right",
    "the",
    "a",
    "my",
    "it",
    "card",
    "number",
    "and",
    "okay",
    "so",
    "well",
    "maybe",
    "think",
)
# Vosk writes these contractions as single words; our phrases spell them out.
SPOKEN_FORMS: dict[str, str] = {
    "what is": "what's",
    "who is": "who's",
    "that is": "that's",
    "it is": "it's",
    "i would": "i'd",
    "let us": "let's",
    "everyones": "everyone's",
}


def vocabulary(ctx: TurnContext) -> list[str]:
    """Single lowercase words for a per-turn Vosk grammar (the caller adds "[unk]")."""
    phrases: list[str] = list(FILLER)
    for kind, said in COMMAND_PHRASES.items():
        if not refusal(Command(kind), ctx):
            phrases.extend(said)
    if ctx.can_doubt:
        phrases.extend(DOUBT_PHRASES + WEAK_DOUBT_PHRASES)
    if ctx.can_place or ctx.can_move or ctx.ordering_start:
        phrases.extend(p for group in POSITION_PHRASES.values() for p in group)
        phrases.extend(SECOND_LAST)
        phrases.extend(ordinal_to_words(n) for n in range(1, max(len(ctx.chain), 1) + 1))
        phrases.extend(int_to_words(n) for n in range(1, max(9, len(ctx.hand)) + 1))
    if ctx.can_move:
        phrases.extend(MOVE_WORDS)
    if ctx.ordering_start:
        phrases.extend(("then", "second"))
    for card in ctx.chain + ctx.hand:
        phrases.extend((card.event, *card.aliases))
    phrases.extend(ctx.players)
    return _words_of(phrases)


def _words_of(phrases: list[str]) -> list[str]:
    """Every distinct word of `phrases` in recogniser spelling, sorted."""
    out: set[str] = set()
    for phrase in phrases:
        canon = " ".join(words(phrase))
        for long, short in SPOKEN_FORMS.items():
            if long in canon:
                out.add(short)
        out.update(canon.split())
    return sorted(out - {k for k in SPOKEN_FORMS if " " not in k})


def examples(ctx: TurnContext) -> list[str]:
    """Two or three sentences that would work right now, built from the real cards."""
    if ctx.confirming:
        return ["yes", "no"]
    out: list[str] = []
    if ctx.ordering_start and len(ctx.chain) == 2:
        out += ["swap", "keep", f"{label(ctx.chain[1])} first"]
    if ctx.can_place and ctx.hand and ctx.chain:
        out.append(f"{label(ctx.hand[0])} before {label(ctx.chain[0])}")
        out.append("card 2 at the end" if len(ctx.hand) > 1 else "at the end")
    if ctx.can_doubt:
        out.append("I doubt")
    if ctx.can_move and len(ctx.chain) > 1 and len(out) < 3:
        out.append(f"move {label(ctx.chain[0])} to the end")
    if len(out) < 2:
        out += ["read the chain", "help"]
    return out[:3]
