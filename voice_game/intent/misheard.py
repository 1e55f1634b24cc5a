"""A spoken placement heard clearly that may still be misheard: the checks that read back
a placement whose words, however sure the recogniser was of them, are more often its guess
than the player's (a card named by one faint word, a chain card by a number in no name,
"one goes ..." left of a lost name, a hand card by a bare ordinal or number word, an end of
the chain said last while the card goes elsewhere).
Typed, every one of them acts.
"""

from __future__ import annotations

from voice_game.heard import Heard
from voice_game.spoken.numbers import number_words, ordinal_words, parse_number

from .cards import name_words, words_of
from .corrections import CHANGES_OF_MIND, first_position, taken_back_unsaid
from .evidence import FUNCTION_WORDS, NUMBER_MARKERS, SURE, pronoun_one
from .lexicon import GLUE, POSITION_OPENERS
from .model import Action, Move, Place, TurnContext
from .words import OPENING_SOUNDS


def may_be_misheard(
    heard: Heard, action: Action, ctx: TurnContext, sure: float = SURE, by_kind: bool = False
) -> bool:
    """True when ``action``, which the caution would take at once from ``heard``, is read
    back all the same for one of the checks below; ``by_kind`` is the former rule of
    :func:`_named_by_a_bare_number` (a bare number word read back however sure)."""
    return (
        named_by_one_faint_word(heard, action, ctx, sure)
        or _chain_card_by_a_number(heard, action, ctx)
        or taken_back_unsaid(heard, action)
        or _one_of_a_lost_name(heard, action)
        or _bare_ordinal_names_a_hand_card(heard, action)
        or _named_by_a_bare_number(heard, action, ctx, faint_only=not by_kind)
        or _opened_by_a_bare_number(heard, action, ctx)
        or _named_as_the_number(heard, action, ctx)
        or _an_end_left_out(heard, action, ctx)
    )


def named_by_one_faint_word(
    heard: Heard, action: Action, ctx: TurnContext, sure: float = SURE
) -> bool:
    """True when a card of a placement is named by one word of its names alone (of three
    letters or more), heard faintly ("marries" of Queen Victoria's white wedding, heard
    for "winnie")."""
    if isinstance(action, Place):
        cards = [ctx.hand[action.card], *ctx.chain[max(0, action.slot - 1) : action.slot + 1]]
    elif isinstance(action, Move):
        cards = [ctx.chain[action.card]]
    else:
        return False
    said = [(w, c) for w, c in heard.matched if len(w) >= 3 and w not in FUNCTION_WORDS]
    for card in cards:
        names = name_words(card)
        named = [c for w, c in said if w in names]
        if len(named) == 1 and named[0] < sure:
            return True
    return False


_ENDS = {"start": 0, "beginning": 0, "end": -1}
"""The chain's ends as words: the first gap, or the last."""
_CHANGING = CHANGES_OF_MIND | {"wait", "sorry", "mean", "meant", "hang", "hold", "instead"}
"""Words after which the place said before them is taken back."""
_CLOSING = frozenset({"please", "thanks", "then", "i", "think", "reckon", "guess", "surely"})
"""Words that may close a placement after its place ("... at the start, i think")."""


def _an_end_left_out(heard: Heard, action: Action, ctx: TurnContext) -> bool:
    """True when a spoken placement or move ends on an end of the chain ("start", "end", in
    no card's name) and puts its card elsewhere: "i put the first ballet after the marries
    start", heard for "... at the very start" with "after" faint, placed the ballet after
    Grace Kelly, the "start" taken into her name. Typed, it acts."""
    if not heard.spoken or not isinstance(action, Place | Move):
        return False
    last = len(ctx.chain) if isinstance(action, Place) else len(ctx.chain) - 1
    in_names = words_of((*ctx.hand, *ctx.chain))
    said = [word for word, _ in heard.matched]
    changed = [i for i, word in enumerate(said) if word in _CHANGING]  # "at the end, no, ..."
    said = said[changed[-1] + 1 :] if changed else said
    while said and said[-1] in _CLOSING:
        said = said[:-1]
    if not said or said[-1] not in _ENDS or said[-1] in in_names:
        return False  # an "end" inside the words is as often "and" or "erm" misheard
    return action.slot != _ENDS[said[-1]] % (last + 1)


_PLACE_WORDS = frozenset({"before", "after", "between", "and"})
_CARDINALS = frozenset(number_words(1, 20))


def _chain_card_by_a_number(heard: Heard, action: Action, ctx: TurnContext) -> bool:
    """True when a spoken placement names a card on the table by a number word in no name
    on the table ("after the number three", "between one and two"): the phrase list names
    those cards by ordinal and by name, so such words are more often the recogniser's guess
    than the player's (a room's echo made "after the brothers grimm" into "after the number
    three", every word at full confidence). Typed, the same words act."""
    if not heard.spoken or not isinstance(action, Place | Move):
        return False
    said = [word for word, _ in heard.matched]
    numbers: set[str] = set()
    for i, word in enumerate(said):
        if word not in _PLACE_WORDS:
            continue
        rest = [w for w in said[i + 1 : i + 4] if w not in ("the", "number", "card", "no")]
        if rest and rest[0] in _CARDINALS:
            numbers.add(rest[0])
    return bool(numbers) and not numbers <= words_of(ctx.chain)


_PLACING_VERBS = frozenset({"goes", "go", "comes", "is", "should", "needs"})


def _one_of_a_lost_name(heard: Heard, action: Action) -> bool:
    """True when a spoken placement of card one opens with "one" and a verb ("one goes
    ... before the ring cycle"): that is the end of "the japanese dance one goes ...", the
    card's name lost at the onset, not "card one". Read back; typed, it acts."""
    said = [word for word, _ in heard.matched]
    return (
        heard.spoken
        and isinstance(action, Place)
        and action.card == 0
        and len(said) > 1
        and said[0] == "one"
        and said[1] in _PLACING_VERBS
    )


_BEFORE_A_CARD_NUMBER = NUMBER_MARKERS | OPENING_SOUNDS
"""Words after which a number is the card's: "card", "number", and "are" ("card" heard at
its onset)."""


def _named_by_a_bare_number(
    heard: Heard, action: Action, ctx: TurnContext, *, faint_only: bool = True
) -> bool:
    """True when a spoken placement takes its hand card from a number word inside the
    utterance without "card" or "number" before it, in no card's name ("i reckon the five
    goes after the cambridge", heard for "... the phaistos goes after ..."): a misheard
    name becomes one short number word far more easily than "card five". A number that
    opens the utterance may be "card N" with its first word lost at the onset, and is
    weighed by :func:`_opened_by_a_bare_number`. With ``faint_only``, only a number word
    heard below full confidence, though above the caution's threshold ("i reckon is:0.90
    one:0.90 goes after the death" for "... the swan goes ...", seed 17, 10 dB steady): one
    heard at full confidence acts. A "one" after an ordinal or a card's word is a pronoun
    ("after the second one", "the dickens one") and numbers nothing; "are" before the number
    is "card" heard at its onset ("are three at the start": in 39 of 41 such readings on nine
    record sets "card" or "number" was said before that number, and the other two were
    table talk)."""
    if not heard.spoken or not isinstance(action, Place):
        return False
    in_names = words_of((*ctx.hand, *ctx.chain))
    said = heard.matched
    words = [word for word, _ in said]
    return any(
        parse_number((word,)) == action.card + 1
        and word not in in_names
        and words[i - 1] not in _BEFORE_A_CARD_NUMBER
        and not (pronoun_one(words, i) or (word == "one" and words[i - 1] in in_names))
        and (not faint_only or confidence < 1.0)
        for i, (word, confidence) in enumerate(said)
        if i > 0
    )


def _opened_by_a_bare_number(heard: Heard, action: Action, ctx: TurnContext) -> bool:
    """True when a spoken placement takes its hand card from a number word that opens the
    utterance, in no card's name, and no reading of the recogniser has "card" or "number"
    before that number: "card one between ..." with "card" lost at the onset is heard so in
    some other reading ("one after the shark film", its other reading "card one after the
    shark film"), a name's last sound heard as a number in none ("sequoyah after the wealth
    of nations" as "one after ...", seed 11; "who wants another beer" as "one at the end",
    the default run, 10 dB chatter). Read back; typed, it acts."""
    if not heard.spoken or not isinstance(action, Place) or not heard.matched:
        return False
    number = heard.matched[0][0]
    if parse_number((number,)) != action.card + 1 or number in words_of((*ctx.hand, *ctx.chain)):
        return False
    readings = [heard.text, *(text for text, _ in heard.alternatives)]
    return not any(
        f" {marker} {number} " in f" {text} " for text in readings for marker in NUMBER_MARKERS
    )


def _named_as_the_number(heard: Heard, action: Action, ctx: TurnContext) -> bool:
    """True when a spoken placement takes its hand card from "the number N", N in no card's
    name: players say "card number three" or "number three", and "the number three" is
    how the recogniser hears a short name ("put the number three at the start" for "put the
    rsa at the start", both decoders, seed 19, 20 and 10 dB steady). Read back; typed, it
    acts."""
    if not heard.spoken or not isinstance(action, Place):
        return False
    said = [word for word, _ in heard.matched]
    in_names = words_of((*ctx.hand, *ctx.chain))
    return any(
        said[i : i + 2] == ["the", "number"]
        and parse_number((said[i + 2],)) == action.card + 1
        and said[i + 2] not in in_names
        for i in range(len(said) - 2)
    )


_ORDINALS = frozenset(ordinal_words(1, 20))


def _bare_ordinal_names_a_hand_card(heard: Heard, action: Action) -> bool:
    """True for a spoken placement whose card is named by an ordinal alone, without "card"
    or "one" ("i reckon the first goes after the cambridge"): players say "my first card"
    or "card one", and both decoders heard "the first" for "the phaistos" (the default
    run, clean). Read back; typed, it acts."""
    if not heard.spoken or not isinstance(action, Place):
        return False
    said = tuple(word for word, _ in heard.matched)
    opener = first_position(said)
    if opener is None:
        return False
    named = [word for word in said[:opener] if word not in GLUE]
    return len(named) == 1 and named[0] in _ORDINALS


_LOST_BEFORE = {"last": "before", "first": "after"}
"""The word of place lost before "the last" and "the first" that moves the card off the
end: "before the last" is not the end, "after the first" not the start."""


def with_a_lost_place_word(heard: Heard, action: Action, ctx: TurnContext) -> str | None:
    """For a spoken placement at an end read from "last" or "first" closing the utterance
    after "the" or a word that is no card's (of three letters or more), no glue and no
    number ("first christmas the on the last" and "first christmas the on last", both heard
    for "... before the last"), with no word of place anywhere: the words with the word of
    place that may have been lost put back ("... before the last", "... the on before the
    last"), for the reading to offer beside it. Said after a card's name, a verb or "card"
    ("desktop publishing last", "goes last", "my last card first") the end is meant and
    acts; typed, it acts."""
    if not heard.spoken or not isinstance(action, Place | Move):
        return None
    said = [word for word, _ in heard.matched]
    while said and said[-1] == "one":
        said.pop()
    if len(said) < 3 or said[-1] not in _LOST_BEFORE:
        return None
    if any(word in POSITION_OPENERS for word in said):
        return None
    before = said[-2]
    names = {word for word in words_of((*ctx.hand, *ctx.chain)) if len(word) >= 3}
    meant = GLUE | NUMBER_MARKERS | _CARDINALS | _PLACING_VERBS | names
    if before != "the" and before in meant:
        return None
    kept = said[:-2] if before == "the" else said[:-1]
    return " ".join([*kept, _LOST_BEFORE[said[-1]], "the", said[-1]])
