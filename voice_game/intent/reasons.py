"""A command said with a reason: one command's own words at one end of the utterance and
a remark of the speaker's at the other ("louder please, I can't hear over the music",
"that can't be right, I'll doubt it", "right, we're done, end the game").

At a table a request rarely comes bare, and the remark around it is anything at all, so it
is not matched against a list. What makes the end a command is checked instead:

- the end is one of the command's phrases word for word, and holds the words that say
  that command wherever they come (:data:`~.commands.KEY_WORDS`: "louder", "speak up",
  "undo", "end the game"; a doubt's "doubt" or "challenge"), so "oops, I spilled my drink"
  or "what time is the taxi" never become an undo or a repeat;
- the remark names no card, no place in the chain and no other command, and holds no
  doubt or protest unless the command is a doubt;
- only some commands may open such a sentence: "help me open this bottle", "repeat the
  story about your holiday" and "I doubt we'll finish before midnight" are chatter, so
  help, repeat and a doubt count only at the end;
- a command at the end is the speaker's own: not one that somebody else would give ("I
  knew you would doubt it", "grandma needs help"), and not after a negation.
"""

from __future__ import annotations

from .commands import (
    KEY_WORDS,
    NOT_A_COMMAND,
    doubt_like,
    names_a_card,
    only_reported,
    said_in_order,
)
from .decide import Candidate
from .lexicon import GLUE, cores, exact
from .model import Command, CommandKind, Doubt, TurnContext
from .phrases import COMMAND_PHRASES, DOUBT_PHRASES, DOUBT_STEMS
from .remarks import player_words
from .wording import COMMAND_WORDS

REASONED = 1.0
"""The fit of a command said with its reason: a phrase said word for word, which acts
when heard clearly and nothing else fits."""
REMARK_WORDS = 2
"""The fewest words beyond glue a remark has: "i louder" ("I love this song"), "faster the"
("pass the dip") and "no that's louder louder" were the recogniser's phrase list heard in
chatter and in a doubt, not a command with its reason."""
ENDERS: frozenset[CommandKind | None] = frozenset(
    {None, "louder", "quieter", "faster", "slower", "undo", "quit", "stop", "repeat", "help"}
)
"""The commands (None: a doubt) that may end a sentence after a reason ("that can't be
right, I'll doubt it"). Not a question about the game: "have you seen my keys" was heard
"have you say my cards"."""
OPENERS: frozenset[CommandKind] = frozenset({"louder", "quieter", "faster", "slower"})
"""The commands that may open a sentence that goes on with a reason ("faster, you're
talking like a snail"): the four settings of the host's voice, harmless and set back in a
word. Not help, repeat or a doubt, nor a question about the game, which open chatter as
often ("whose turn is it to get the pizza", "my hand hurts"), nor quit, stop or undo:
"end game strategy is everything", "enough crisps for me", "undo this jar for me"."""
BINDERS = frozenset(
    """you he she they we someone anyone anybody everyone nobody him her them it would will
    could should might must can to not never no always ever dare some any the a an my your
    his their our needs need needed wants want get got gets with for of without believe""".split()
)
"""Words that, just before a command's phrase at the end, make it part of the remark
("you would doubt it", "grandma needs help", "can you believe louder": "can you be a little
quieter" as both decoders' first reading heard it, seeds 11 and 32), not the speaker's own
command."""
AUXILIARIES = frozenset("will would am gonna going to want shall have really just do".split())
"""Words between "i" and the speaker's own command at the end ("i'll doubt it", "i'm
gonna doubt it", "i want to challenge that")."""


def reasoned_candidates(tokens: tuple[str, ...], ctx: TurnContext) -> list[Candidate]:
    """The one command said with its reason, if exactly one kind is (see the module)."""
    said = set(tokens)
    if not any(set(key) <= said for keys in KEY_WORDS.values() for key in keys) and not any(
        t.startswith(DOUBT_STEMS) for t in tokens
    ):
        return []  # no command's key word nor a doubt's: most placements end here
    names = player_words(ctx)
    found: set[CommandKind | None] = set()
    for cut in range(1, len(tokens)):
        head, tail = tokens[:cut], tokens[cut:]
        if _goes_on_with_a_reason(tail, names):
            found |= {
                k for k in _kinds_said(head) if k in OPENERS and _a_reason(tail, k, ctx, True)
            }
        head, tail = _without(head, names), _without(tail, names)
        if head and tail:
            found |= {
                k
                for k in _kinds_said(tail)
                if k in ENDERS and _a_reason(head, k, ctx) and _speakers_own(head)
            }
    if len(found) != 1:
        return []
    others = {k for k, keys in KEY_WORDS.items() if any(said_in_order(w, tokens) for w in keys)}
    if others - found:
        return []  # "can you read doubt that chain": the chain's words are said too
    kind = found.pop()
    if kind is None and only_reported(tokens):
        return []  # "i didn't say doubt", "did you say doubt"
    if kind is None:
        return [Candidate(Doubt(), REASONED, "doubt the chain", exact=True)]
    return [Candidate(Command(kind), REASONED, COMMAND_WORDS[kind], exact=True)]


NOT_A_NEW_SENTENCE = frozenset({"than", "as", "on", "with", "at", "and"})
"""Words that, just after an opening command, carry its sentence on: "faster than Ben's
driving", "stop at the shop"."""


PRONOUNS = frozenset("i you it we they he she that this there".split())
SUBJECT_VERBS = frozenset("would is are was were makes sounds".split())
"""A word after an opening command that, with one of these after it, made the command's word
part of a subject ("louder music would be nice", "faster cars are more fun"); after a
pronoun it is a remark of its own ("louder, it is too quiet")."""


def _goes_on_with_a_reason(rest: tuple[str, ...], names: frozenset[str]) -> bool:
    """True when ``rest``, said after an opening command, is a remark of its own: it starts
    with neither a player's name (the command was said to that player: "slow down, Chloe,
    the crisps aren't going anywhere"), nor a verb in -ing ("quit hogging the crisps"), nor
    a word that carries the command's sentence on (:data:`NOT_A_NEW_SENTENCE`), nor a
    subject's word and its verb (:data:`SUBJECT_VERBS`)."""
    first = rest[0]
    if len(rest) > 1 and first not in PRONOUNS and rest[1] in SUBJECT_VERBS:
        return False  # "louder music would be nice": the command's word was the subject's
    return first not in names and not first.endswith("ing") and first not in NOT_A_NEW_SENTENCE


def _without(part: tuple[str, ...], names: frozenset[str]) -> tuple[str, ...]:
    """``part`` without the players' names ("nah, i doubt it, anna")."""
    return tuple(t for t in part if t not in names)


def _kinds_said(part: tuple[str, ...]) -> set[CommandKind | None]:
    """The commands (None for a doubt) of which ``part`` is a phrase word for word,
    holding that command's key words."""
    forms = cores(part)
    kinds: set[CommandKind | None] = {
        kind
        for kind, keys in KEY_WORDS.items()
        if exact(forms, COMMAND_PHRASES[kind]) and any(said_in_order(k, part) for k in keys)
    }
    if exact(forms, DOUBT_PHRASES) and any(t.startswith(DOUBT_STEMS) for t in part):
        kinds.add(None)
    return kinds


def _a_reason(
    remark: tuple[str, ...], kind: CommandKind | None, ctx: TurnContext, after: bool = False
) -> bool:
    """True when ``remark`` says something of its own (:data:`REMARK_WORDS` words beyond
    glue) and names no place or other command ("i can't hear" may go with "louder"), nor a
    card unless it comes ``after`` a setting of the host's voice (:data:`OPENERS`: "slower
    please, i'm writing it down" with a card about writing in view; before the command a
    card's word was the recogniser's fill, "less shorter sends louder" for chatter),
    by its key words or by one of its phrases said word for word within it, and no doubt
    unless ``kind`` is one (None)."""
    if len([t for t in remark if t not in GLUE]) < REMARK_WORDS:
        return False
    if set(remark) & NOT_A_COMMAND:
        return False
    if names_a_card(remark, ctx) and not (after and kind in OPENERS):
        return False  # a setting of the voice is harmless: "quieter, the little ones sleep"
    if kind is not None and doubt_like(remark):
        return False
    if kind is None and remark[:2] in ASKING:
        return False  # "could you open the window" heard "could you opens doubt"
    if any(
        _a_phrase_of_another(remark[start:end], kind)
        for start in range(len(remark))
        for end in range(start + 2, min(len(remark), start + LONGEST_PHRASE) + 1)
    ):
        return False  # "read the table, i doubt" (for "read the timeline out again")
    return not any(
        said_in_order(key, remark) for other, keys in KEY_WORDS.items() if other != kind
        for key in keys
    )  # fmt: skip


ASKING = frozenset({("could", "you"), ("would", "you"), ("can", "you"), ("will", "you")})
"""How a question to someone opens: before a doubt it is no reason of the speaker's own
("could you open the window" was heard "could you opens between doubt", its other reading
"could you opens doubt": seed 32, 10 dB steady)."""
LONGEST_PHRASE = max(len(p.split()) for phrases in COMMAND_PHRASES.values() for p in phrases)
"""The most words of a command's phrase."""
_KINDS_OF_PHRASE: dict[str, frozenset[CommandKind]] = {
    phrase: frozenset(kind for kind, phrases in COMMAND_PHRASES.items() if phrase in phrases)
    for phrases in COMMAND_PHRASES.values()
    for phrase in phrases
}
"""Each command phrase and the commands it is a phrase of."""


def _a_phrase_of_another(part: tuple[str, ...], kind: CommandKind | None) -> bool:
    """True when ``part`` is word for word a phrase of a command other than ``kind``, or
    than a yes or no ("no no no, that's nowhere near, doubt" is a protest)."""
    return bool(_KINDS_OF_PHRASE.get(" ".join(part), frozenset()) - {kind, "yes", "no"})


def _speakers_own(remark: tuple[str, ...]) -> bool:
    """True when a command just after ``remark`` is the speaker's: the remark's last word
    binds nothing to it, or only "i" and :data:`AUXILIARIES` come between ("i'll")."""
    at = len(remark) - 1
    while at >= 0 and remark[at] in AUXILIARIES:
        at -= 1
    if at < len(remark) - 1:
        return at >= 0 and remark[at] == "i"
    return remark[at] not in BINDERS
