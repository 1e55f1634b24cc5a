"""Every reading of both decoders points one way: the best reading of each decoder means
the same placement, doubt, undo or quit, and none of their other readings means anything
else. Then the faint words of either are only the recogniser's doubt about how to spell what
both heard ("lava lamp after wal mart", "aldus press at the end", "them i doubt that"), and
the game acts at once. Found on the benchmark's records and replayed on them
(``docs/benchmark.md``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from voice_game.heard import Heard

from .agree import offers
from .agreeing import EXACT, means_another, means_only
from .evidence import NUMBERING, UNACCOUNTED, pronoun_one
from .misheard import may_be_misheard, named_by_one_faint_word, with_a_lost_place_word
from .model import Action, Doubt, Move, NoAction, Place, Reading, TurnContext
from .rivals import SOUND_ALIKE
from .second import doubt_faint_in_raw, heard_in_one_reading, sounds_like_another_ordinal
from .weighty import weighty

_CARD_WORDS = frozenset({"card", "cards"})


def unanimous(heard: Heard, read: Callable[[str], Reading], ctx: TurnContext) -> Reading | None:
    """The first decoder's reading when its best reading acts on a placement, a doubt, an undo
    or a quit, the second decoder's acts on it too or asks about it alone, every other
    reading of either means that too or nothing at all, the readings listed carry all the
    weight their faint words lost (:func:`_every_reading_listed`), and nothing that numbers a
    card or place ("card", "three", "fourth") was heard below full confidence by either (by
    the first, only when the second did not place the card in one reading:
    :func:`_placed_by_the_second`); None otherwise. An undo or a quit was added last: "quit:0.85
    the game" to one decoder and "quit:0.79 the game" to the other, both beside "put the
    game", which means nothing (13 read-backs acted on at once on seven record sets, none
    wrong, chatter unchanged). Not with a stretch that matched nothing, nor with a hand card
    named by an ordinal a recogniser hears for another ("last card" for "first card", both
    decoders at full confidence), nor where the decoders share their guesses and a placement
    is read back however sure they were (:func:`~.misheard.may_be_misheard`: "one after the
    wealth of nations" for "sequoyah after ..."; :func:`~.misheard.with_a_lost_place_word`).
    ``read`` is the parser in this turn."""
    raw = heard.raw
    if raw is None or not heard.spoken or heard.unheard or raw.unheard:
        return None
    if not _every_reading_listed(heard) or not _every_reading_listed(raw):
        return None
    first, second = read(heard.text), read(raw.text)
    if first.status != "act" or not means_only(second, first.action):
        return None
    action = first.action
    if not isinstance(action, Place | Move | Doubt) and not weighty(action):
        return None
    if isinstance(action, Doubt) and doubt_faint_in_raw(heard, second):
        return None  # "i doubt" beside a faint "liar", chatter ("i doubt ben will ever win")
    if _a_faint_number(raw) or (_a_faint_number(heard) and not _placed_by_the_second(raw, action)):
        return None
    if _an_ordinal_card(heard.text) or _an_ordinal_card(raw.text):
        return None
    both = (replace(heard, raw=None), raw)
    for one in both:
        if may_be_misheard(one, action, ctx, sure=0.0) or with_a_lost_place_word(one, action, ctx):
            return None
    if first.confidence < EXACT and all(named_by_one_faint_word(one, action, ctx) for one in both):
        return None  # "after law it", "law" faint to both, a word of "... england's law courts"
    for text, _share in (*heard.alternatives, *raw.alternatives):
        other = read(text)
        if means_another(other, action) and not _names_no_card_there(other, action):
            return None
    return first


def _names_no_card_there(other: Reading, action: Action) -> bool:
    """True when ``other`` names the placement's place and no card: it asks which card
    ("the and the between silent piece and the pampers" beside "the airbnb between ...",
    seed 2024, clean), so it names no other card than the one placed."""
    if not isinstance(action, Place) or not isinstance(other.action, NoAction):
        return False
    offered = [choice.action for choice in offers(other)]
    return bool(offered) and all(
        isinstance(placed, Place) and placed.slot == action.slot for placed in offered
    )


def _a_faint_number(heard: Heard) -> bool:
    """True when a word that numbers a card or place was heard below full confidence, or
    "last" where another reading may have heard "first" ("before the faster"); the "one"
    of "the last one" numbers nothing."""
    said = [word for word, _ in heard.matched]
    return any(
        (word in NUMBERING or (word == "last" and sounds_like_another_ordinal(heard, word)))
        and confidence < EXACT
        and not pronoun_one(said, i)
        for i, (word, confidence) in enumerate(heard.matched)
    )


def _placed_by_the_second(raw: Heard, action: Action) -> bool:
    """True for a placement the second decoder heard in one reading, every word at full
    confidence (:func:`~.second.heard_in_one_reading`): a number the first heard faintly in
    the same words is its doubt about a word the second had none of ("card four between the
    third and the fourth:0.81", its other reading "... and the off"; "card:0.84 two:0.84
    after the fifth one"). Replayed on seven record sets: 8 read-backs acted on at once,
    none wrong."""
    return isinstance(action, Place | Move) and heard_in_one_reading(raw)


def _every_reading_listed(heard: Heard) -> bool:
    """True when the other readings listed carry the weight the faintest word lost: what
    else the recogniser heard is all there to weigh."""
    faintest = min((confidence for _, confidence in heard.matched), default=1.0)
    listed = sum(share for _, share in heard.alternatives)
    return listed >= 1.0 - faintest - UNACCOUNTED


def _an_ordinal_card(text: str) -> bool:
    """True when ``text`` names a card by a sound-alike ordinal before "card" ("last card
    between the first and the second")."""
    said = text.split()
    return any(
        word in SOUND_ALIKE and said[i + 1] in _CARD_WORDS for i, word in enumerate(said[:-1])
    )


__all__ = ["unanimous"]
