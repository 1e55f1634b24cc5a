"""The words around readings: short descriptions ("telephone before moon landing"), the
recogniser's phrase list for this moment, and example sentences for re-prompts.

Short human words for readings: "telephone before moon landing".

The recogniser's phrase list for this moment, and example sentences for re-prompts.
"""

from __future__ import annotations

import re

from voice_game.spoken.numbers import digits_to_words, int_to_words, ordinal_to_words

from .decide import refusal
from .lexicon import MOVE_WORDS, SECOND_LAST
from .model import (
    Action,
    CardName,
    Command,
    CommandKind,
    Doubt,
    Framing,
    Move,
    NoAction,
    Place,
    TurnContext,
)
from .phrases import (
    ACCEPT_PHRASES,
    FILLER,
    HOST_DOUBTS,
    HOST_WORDS,
    NATURAL_COMMANDS,
    NATURAL_DOUBTS,
    NATURAL_PLACING,
    WEAK_DOUBT_PHRASES,
)
from .words import words

COMMAND_WORDS: dict[CommandKind, str] = {
    "repeat": "repeat that",
    "chain": "read the chain",
    "hand": "read your cards",
    "turn": "say whose turn it is",
    "counts": "say how many cards everyone holds",
    "help": "help",
    "undo": "undo",
    "quit": "quit the game",
    "yes": "yes",
    "no": "no",
    "stop": "stop speaking",
    "slower": "speak slower",
    "faster": "speak faster",
    "louder": "speak louder",
    "quieter": "speak more quietly",
    "swap": "swap the start cards",
    "keep": "keep the start cards as they are",
}


def label(card: CardName) -> str:
    """The short spoken name of a card."""
    return card.spoken


def where(chain: tuple[CardName, ...], slot: int, kind: Framing = "") -> str:
    """Words for a gap in `chain`, in the player's own framing when `kind` is given.

    kind: "before", "after", "between", "start", "end" or "" (pick the clearest).
    """
    if not chain:
        return "to start the chain"
    if kind == "before" and slot < len(chain):
        return f"before {label(chain[slot])}"
    if kind == "after" and slot > 0:
        return f"after {label(chain[slot - 1])}"
    if kind == "start" and slot == 0:
        return "at the start"
    if kind == "end" and slot == len(chain):
        return "at the end"
    if slot <= 0:
        return f"before {label(chain[0])}"
    if slot >= len(chain):
        return f"after {label(chain[-1])}"
    return f"between {label(chain[slot - 1])} and {label(chain[slot])}"


def explain(action: Action, ctx: TurnContext, kind: Framing = "") -> str:
    """Describe any action in the words the game would read back (`kind`: see `where`)."""
    if isinstance(action, Place):
        return f"{label(ctx.hand[action.card])} {where(ctx.chain, action.slot, kind)}"
    if isinstance(action, Move):
        rest = ctx.chain[: action.card] + ctx.chain[action.card + 1 :]
        return f"move {label(ctx.chain[action.card])} {where(rest, action.slot, kind)}"
    if isinstance(action, Doubt):
        return "doubt the chain"
    if isinstance(action, Command):
        return COMMAND_WORDS[action.kind]
    if isinstance(action, NoAction):
        return action.reason
    raise TypeError(f"not an action: {action!r}")


def hand_list(hand: tuple[CardName, ...]) -> str:
    """'card 1, telephone; card 2, jeans' for a which-card question."""
    return "; ".join(f"card {i + 1}, {label(c)}" for i, c in enumerate(hand))


# Vosk writes these contractions as single words; the lexicon spells them out.
SPOKEN_FORMS: dict[str, str] = {
    "what is": "what's",
    "who is": "who's",
    "that is": "that's",
    "it is": "it's",
    "let us": "let's",
    "everyones": "everyone's",
}
# How a sentence about a hand card may open. "i would", not "i'd": with "i'd" in the list
# "I doubt the chain" came out as "i'd out the chain" (espeak-ng en-gb); the parser reads
# "i put the" and "i would put the" alike.
OPENERS: tuple[str, ...] = ("the", "put the", "i would put the", "")
# Where a card may go without naming a chain card.
ENDS: tuple[str, ...] = ("at the end", "at the start", "at the beginning", "to the end")
# With one card in hand the card may be left out.
ONE_CARD_OPENERS: tuple[str, ...] = ("put it", "it goes", "")
_ARTICLES = frozenset({"the", "a", "an"})
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "`": "'", "&": " and "})
_TOKEN = re.compile(r"[a-z0-9']+")


COMMAND_WEIGHT = 3
"""How many times each command and doubt phrase is given to the recogniser. Vosk estimates
its bigram from phrase counts, and a turn's placements give hundreds of phrases opening
with "the", "card" or "before", against one or two for "help" or "whose": a command said
alone lost its first word ("help me please" heard as "i me please" even clean). Measured
on the benchmark's audio (``docs/benchmark.md``): three is better than one or ten."""


def listening_phrases(ctx: TurnContext) -> list[str]:
    """The phrase list the game listens with in this turn (the live game, ``hear`` and the
    benchmark all use it): the :func:`vocabulary` and the ways to accept, with the commands
    and doubts allowed now given :data:`COMMAND_WEIGHT` times."""
    phrases = [*vocabulary(ctx), *ACCEPT_PHRASES]
    weighted = [p for p in phrases if p in _COMMAND_SAID]
    return phrases + weighted * (COMMAND_WEIGHT - 1)


def vocabulary(ctx: TurnContext) -> list[str]:
    """Whole phrases for a per-turn Vosk grammar (the caller adds "[unk]").

    Vosk estimates a bigram language model from these phrases, so what matters is which
    word pairs occur: every command and doubt allowed now; "before the <name>",
    "after the <name>" and "between the <a> and the <b>" for the chain's cards (by name
    and by ordinal); "card <n> ..." for each card in hand and "<name> ..." sentences for
    the hand's names. Nothing for moments that cannot happen now (no "yes" unless a
    question is open, no placements when placing is not allowed). Lowercase words in the
    recogniser's spelling (digits as words, "what's"), distinct, in a stable order.

    Measured on ``tests/voice/test_hear_corpus.py`` (see ``docs/hear-accuracy.md``): a
    median of about 480 phrases (770 with eight cards on the table and six in hand);
    building the list and ``set_phrases`` take about 6 ms, decoding stays about 70 ms.
    """
    phrases: list[str] = list(FILLER)
    for kind, said in HOST_WORDS.items():
        if not refusal(Command(kind), ctx):
            phrases.extend(said)
            phrases.extend(NATURAL_COMMANDS.get(kind, ()))
    if ctx.can_doubt:
        phrases.extend(HOST_DOUBTS + WEAK_DOUBT_PHRASES + NATURAL_DOUBTS)
    if ctx.can_place:
        phrases.extend(_placements(ctx))
        phrases.extend(NATURAL_PLACING)
    if ctx.can_move:
        phrases.extend(_moves(ctx))
    if ctx.ordering_start:
        phrases.extend(_ordering(ctx))
    if ctx.last_placed is not None:
        phrases.extend(_late_corrections(ctx, ctx.last_placed))
    return spoken_forms(phrases)


LATE_SAID = ("no actually", "no wait", "sorry i meant", "actually", "i meant", "no sorry")
"""How a correction said after a pause opens (:mod:`.late`), as the recogniser listens for it."""


def _late_corrections(ctx: TurnContext, card: int) -> list[str]:
    """The previous player's correction of their card ("no actually after the wheel"): each
    opener with one position of each kind in the chain without their card."""
    rest = ctx.chain[:card] + ctx.chain[card + 1 :]
    kinds = _kinds(_wheres(rest))
    return [
        f"{opener} {group[n % len(group)]}" for n, opener in enumerate(LATE_SAID) for group in kinds
    ]


def _names(card: CardName) -> list[str]:
    """A card's names as spoken, without a leading article: aliases first, then the event."""
    out: list[str] = []
    for name in (*card.aliases, card.event):
        said = _bare(_say(name))
        if said and said not in out:
            out.append(said)
    return out


def _anchors(chain: tuple[CardName, ...]) -> list[str]:
    """Words that name a chain card after "before"/"after": names and ordinals."""
    out = [f"the {name}" for card in chain for name in _names(card)]
    out += [f"the {ordinal_to_words(k)}" for k in range(1, len(chain) + 1)]
    if len(chain) > 1:
        out.append("the last")
    return out


def _pairs(chain: tuple[CardName, ...]) -> list[str]:
    """'between the <a> and the <b>' for neighbours, by name and by ordinal."""
    out: list[str] = []
    for k in range(len(chain) - 1):
        for a in _names(chain[k])[:2]:
            for b in _names(chain[k + 1])[:2]:
                out.append(f"between the {a} and the {b}")
        out.append(f"between the {ordinal_to_words(k + 1)} and the {ordinal_to_words(k + 2)}")
    return out


def _wheres(chain: tuple[CardName, ...]) -> list[str]:
    """Every position phrase for this chain: ends, before/after each anchor, between pairs."""
    out = list(ENDS)
    for n, anchor in enumerate(_anchors(chain)):
        out += [f"before {anchor}", f"after {anchor}"]
        out.append(f"{('just', 'right', 'goes')[n % 3]} {('before', 'after')[n % 2]} {anchor}")
    return out + _pairs(chain)


def _placements(ctx: TurnContext) -> list[str]:
    """Sentences placing a hand card, covering every word pair a placement needs.

    Not the full cross product: each hand reference is said with every kind of position
    once (the anchors taking turns), and each position is said on its own too.
    """
    wheres = _wheres(ctx.chain)
    out = list(wheres)
    if len(ctx.hand) == 1:
        out += [f"{o} {w}".strip() for o in ONE_CARD_OPENERS for w in ENDS + (wheres[-1],)]
    refs: list[str] = []
    for i, card in enumerate(ctx.hand):
        number = int_to_words(i + 1)
        refs += [f"card {number}", f"card number {number}", f"put card {number}"]
        refs += [f"{o} {name}".strip() for name in _names(card) for o in OPENERS]
    kinds = _kinds(wheres)
    for n, ref in enumerate(refs):
        out += [f"{ref} {ENDS[0]}", f"{ref} {ENDS[1]}"]
        for group in kinds:
            out.append(f"{ref} {group[n % len(group)]}")
    return out


def _kinds(wheres: list[str]) -> list[list[str]]:
    """Position phrases grouped by kind: the ends, before, after, between."""
    groups: dict[str, list[str]] = {}
    for w in wheres:
        first = w.split()[0]
        kind = w.split()[1] if first in ("just", "right", "goes") else first
        groups.setdefault(kind if kind in ("before", "after", "between") else "end", []).append(w)
    return list(groups.values())


def _moves(ctx: TurnContext) -> list[str]:
    """'move the <chain card> before/after/to ...' for correcting the chain."""
    wheres = _wheres(ctx.chain)
    refs = _anchors(ctx.chain)
    refs += [f"the {ordinal_to_words(k)} card" for k in range(1, len(ctx.chain) + 1)]
    kinds = _kinds(wheres)  # once: per reference it made the list quadratic in the chain
    out: list[str] = []
    for n, ref in enumerate(refs):
        for group in kinds:
            out.append(f"move {ref} {group[n % len(group)]}")
    out += [f"{verb} {refs[0]} {ENDS[0]}" for verb in MOVE_WORDS if refs]
    return out + list(SECOND_LAST)


def _ordering(ctx: TurnContext) -> list[str]:
    """'the telephone first', 'the moon landing then the telephone' for the start cards."""
    out: list[str] = []
    for card in ctx.chain:
        for name in _names(card):
            out += [f"the {name} first", f"the {name} second", f"the {name} last"]
            out += [
                f"the {name} before the {other}"
                for c in ctx.chain
                if c != card
                for other in _names(c)[:1]
            ]
    return out


def _say(text: str) -> str:
    """Lowercase words in the recogniser's spelling: digits as words, apostrophes kept."""
    out: list[str] = []
    for token in _TOKEN.findall(text.lower().translate(_QUOTES).replace("-", " ")):
        token = token.strip("'")
        if token.isdigit():
            out.append(digits_to_words(token))
        elif token:
            out.append(" ".join(words(token)) if token[0].isdigit() else token)
    return " ".join(out)


def _bare(name: str) -> str:
    """A name without a leading article ("the telephone" -> "telephone")."""
    parts = name.split()
    while parts and parts[0] in _ARTICLES and len(parts) > 1:
        parts = parts[1:]
    return " ".join(parts)


def spoken_forms(phrases: list[str]) -> list[str]:
    """Each phrase in recogniser spelling, plus its contracted form ("what's"), deduplicated."""
    out: dict[str, None] = {}
    for phrase in phrases:
        said = _say(phrase)
        if not said:
            continue
        out[said] = None
        short = f" {said} "
        for long, contracted in SPOKEN_FORMS.items():
            short = short.replace(f" {long} ", f" {contracted} ")
        out[short.strip()] = None
    return list(out)


_COMMAND_SAID = frozenset(
    _say(phrase)
    for phrase in (
        *(said for kind in HOST_WORDS.values() for said in kind),
        *(said for kind in NATURAL_COMMANDS.values() for said in kind),
        *HOST_DOUBTS,
        *NATURAL_DOUBTS,
    )
)
"""Command and doubt phrases in the recogniser's spelling (weighted in the phrase list)."""


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
