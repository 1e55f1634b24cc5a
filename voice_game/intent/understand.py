"""understand(): what was heard and the turn's context to one decision, parse and caution
together. Every entry uses it through the one decider (``voice_game.dialogue.decider``):
the live voice game, the keyboard game, ``hear``, calibrate-mic and the benchmark.

The caution comes from the evidence, not from the kind of command: a reading whose every
word was heard with high confidence (:attr:`Caution.sure`), with nothing unmatched, acts at
once, ordinals and card numbers included. It is read back when the evidence is weak: a
number, an ordinal or a command word heard faintly, a short placement with a faint name
word, a stretch of speech that matched nothing beside a command, a command of a word or two
heard in far longer speech, or a rival reading of the recogniser (its other readings, the
raw audio's) that would do something else. Speech mostly unmatched is dropped: chatter
collapses onto one command word ("can somebody open the window" -> "cancel"). Harmless
information requests (repeat, read the chain, my cards, ...) act at once when heard clearly.

parse(): a transcript and the turn's context to one Reading.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from voice_game.heard import UNHEARD, Heard

from .afterthoughts import placed_after_a_remark, placed_before_a_remark
from .agree import agree, choices, offers
from .agreeing import EXACT, agreeing_evidence, agreeing_reading, means_only
from .cards import words_of
from .chain_fixes import table_move_candidates
from .commands import (
    SPOTTED,
    command_candidates,
    doubt_candidates,
    opens_with_a_protest,
    spotted_commands,
)
from .corrections import corrected
from .decide import ACT, NOT_UNDERSTOOD, Candidate, decide
from .evidence import (
    COMMAND_PHRASE_WORDS,
    FUNCTION_WORDS,
    HALF,
    HARMLESS,
    HARMLESS_REQUEST_WORDS,
    NUMBER_MARKERS,
    NUMBERING,
    POSITION_WORDS,
    SURE,
    not_caught,
    pronoun_one,
    read_back,
    said_for_to,
    talk_around,
)
from .lexicon import GLUE, NOISE
from .misheard import may_be_misheard, with_a_lost_place_word
from .model import Choice, Command, Doubt, Move, NoAction, Place, Reading, TurnContext
from .placing import move_candidates, order_candidates, place_candidates
from .reasons import reasoned_candidates
from .remarks import unaddressed, unremarked
from .rivals import RIVAL_SHARE, SOUND_ALIKE, rivals
from .second import (
    FAINT_FLOOR,
    doubt_faint_in_raw,
    names_nothing,
    ordinal_faint_in_raw,
    placement_only_raw,
    raw_heard_otherwise,
    request_confirmed_by_raw,
    request_only_raw,
    setting_settled_by_raw,
    settled_by_raw,
    spotted_by_both,
)
from .unanimous import unanimous
from .weighty import weighty_settled_by_raw
from .words import END_WORDS, repair, tokens_of, unslip, without_articles, words

NOTHING = "I heard nothing."
TOO_LONG = "That is too long for one move; say it in a few words."
MAX_CHARS = 2000
MAX_WORDS = 150
"""Longer input is refused at once: no move needs it, and parsing time stays bounded."""


def parse(text: str, ctx: TurnContext) -> Reading:
    """Read what the player said or typed, given what is on the table and allowed now.

    Never raises on any text; returns status "none" when nothing fits.
    """
    if len(text) > MAX_CHARS:
        return Reading(NoAction(TOO_LONG), 0.0, "none", TOO_LONG)
    tokens = tokens_of(text)
    if not tokens:  # "hmm" typed or said was heard: it says nothing
        reason = NOTHING if not words(text) else NOT_UNDERSTOOD
        return Reading(NoAction(reason), 0.0, "none", reason)
    if len(tokens) > MAX_WORDS:
        return Reading(NoAction(TOO_LONG), 0.0, "none", TOO_LONG)
    for plainer in (corrected(tokens), unaddressed(tokens, ctx)):
        if plainer is not None and (again := parse(" ".join(plainer), ctx)).status != "none":
            return again
    candidates: list[Candidate] = []
    candidates += command_candidates(tokens, ctx)
    candidates += doubt_candidates(tokens, ctx)
    if not any(c.exact for c in candidates):
        candidates += reasoned_candidates(tokens, ctx)
    if not candidates:
        candidates += spotted_commands(tokens, ctx)
    placing_words: tuple[str, ...] = ()  # "no way the taj mahal is before guernica": none
    if not opens_with_a_protest(tokens):
        placing_words = unslip(repair(unremarked(tokens, ctx), ctx))
    candidates += place_candidates(placing_words, ctx)
    candidates += move_candidates(placing_words, ctx)
    candidates += table_move_candidates(placing_words, ctx)
    candidates += order_candidates(placing_words, ctx)
    if not any(c.score >= ACT for c in candidates):
        candidates += placed_before_a_remark(placing_words, ctx) or placed_after_a_remark(
            placing_words, ctx
        )
    return decide(candidates, ctx)


@dataclass(frozen=True)
class Caution:
    """How much evidence a spoken reading needs to act at once.

    ``sure``: the word confidence below which a number, ordinal or command word is read
    back. ``rival_share``: the share of the recogniser's weight at which another reading of
    it is a rival. ``by_kind``: also read back what only the kind of words made doubtful
    (an ordinal with a sound-alike elsewhere, a hand card named by a bare number word),
    heard however clearly: the former rule, kept to measure it against.
    ``loose_harmless``: see :func:`_loosely_harmless`; off, the former rule.
    """

    sure: float = SURE
    rival_share: float = RIVAL_SHARE
    by_kind: bool = False
    loose_harmless: bool = True
    """A harmless request the parser found by a loose match acts when heard surely."""
    raw_settles: bool = True
    """See :func:`settled_by_raw` and :func:`~.unanimous.unanimous`; off, the former rule
    (the raw reading never acts)."""
    sure_stands: bool = True
    """See :func:`_sure_against_a_question`; off, the former rule (any question of the raw
    audio's decoder that does not offer the action makes it a read-back)."""
    readings_agree: bool = True
    """See :mod:`.agreeing` and :func:`_heard_so_by_both`; off, the former rules (a word
    is as sure as the share of readings that hold it, whatever the others mean; "the start"
    alone is always read back)."""


CAUTION = Caution()
"""The game's caution."""
SHORT_PLACEMENT = 5
"""A placement of at most this many words is read back when a name word was faint."""


def understand(heard: Heard, ctx: TurnContext, caution: Caution = CAUTION) -> Reading:
    """The decision for ``heard`` in this turn: the parser's reading, made cautious; when
    the best reading means nothing here, the first of the recogniser's other readings that
    places a card, read back. With the raw audio's reading too, the two are weighed together
    (:func:`~.agree.agree`). Each text is parsed once, whichever decoder or reading
    holds it."""
    return _understood(heard, ctx, caution, _each_parsed_once(ctx))


def _understood(
    heard: Heard, ctx: TurnContext, caution: Caution, read: Callable[[str], Reading]
) -> Reading:
    """:func:`understand` with the utterance's parser cache ``read``."""
    if heard.raw is not None:
        clean = _understood(replace(heard, raw=None), ctx, caution, read)
        longer = (
            clean.status == "act"
            and not isinstance(clean.action, Place | Move)
            and _inside_longer_speech(heard)
        )
        if longer:
            clean = read_back(clean)
        raw = _understood(heard.raw, ctx, caution, read)
        clean, raw = spotted_by_both(clean, raw)
        if caution.readings_agree and not longer:
            known = _heard_so_by_both(heard, read, ctx, caution.sure) or (
                unanimous(heard, read, ctx) if caution.raw_settles else None
            )
            if known is not None:
                return known
        if (
            caution.raw_settles
            and not longer
            and (
                settled_by_raw(heard, clean, raw, ctx, caution.sure)
                or request_only_raw(clean, raw)
                or setting_settled_by_raw(heard, clean, raw, caution.sure)
                or placement_only_raw(heard, clean, raw)
                or weighty_settled_by_raw(heard, clean, raw, read)
            )
        ):
            return raw
        if caution.raw_settles and not longer:
            both = _one_harmless_request_to_both(heard, clean, raw, read, ctx, caution.sure)
            if both is not None:
                return both
        if caution.sure_stands and _sure_against_a_question(heard, clean, raw, caution.sure, read):
            decided = clean
        else:
            decided = agree(clean, raw)
        doubting = decided.status == "act" and isinstance(decided.action, Doubt)
        if doubting and raw.status == "ask" and doubt_faint_in_raw(heard, read(heard.raw.text)):
            return read_back(decided)
        if decided.status == "act" and not (raw.status == "act" and raw.action == decided.action):
            if names_nothing(heard, decided.action, ctx):
                return read_back(decided)
            confirmed = request_confirmed_by_raw(heard, raw, decided.action)
            if not confirmed and raw_heard_otherwise(heard, decided.action, ctx):
                return read_back(decided)
            if ordinal_faint_in_raw(heard, decided.action, ctx, read):
                alike = rivals(heard, decided, read, faint=2.0)
                return read_back(decided, alike)
        return decided
    parsed = read(heard.text)
    if caution.readings_agree:
        parsed = agreeing_reading(parsed, heard, read)
        heard = agreeing_evidence(heard, parsed, read)
    if caution.loose_harmless:
        parsed = _loosely_harmless(parsed, heard, ctx, caution.sure)
    reading = cautious(parsed, heard, caution)
    if reading.status == "ask" and parsed.status == "act":
        reading = _faint_extras_dropped(reading, parsed, heard, read, ctx, caution)
    if reading.status == "act" and may_be_misheard(
        heard, reading.action, ctx, caution.sure, caution.by_kind
    ):
        reading = read_back(reading)
    if reading.status == "act":
        reading = _offered_with_a_lost_place_word(reading, heard, read, ctx)
    if heard.spoken and parsed.status == "act" and reading.status != "none":
        others = rivals(
            heard,
            parsed,
            read,
            share=caution.rival_share,
            faint=2.0 if caution.by_kind else caution.sure,
        )
        if others:
            return read_back(parsed, others)
    if reading.status != "none" or heard.mostly_unheard:
        return reading
    for text, _share in heard.alternatives:
        other = read(text)
        # only a placement: chatter's other readings collapse onto short commands and doubts
        if other.status == "act" and isinstance(other.action, Place | Move):
            return read_back(other)
        if (
            other.status == "ask"
            and other.alternatives
            and all(isinstance(c.action, Place | Move) for c in other.alternatives)
        ):
            return other
    if heard.spoken and reading.status == "none":
        at_an_end = _at_an_end(heard.text, read, ctx)
        if at_an_end is not None:
            return read_back(at_an_end)
    return reading


_NUMBERS_AND_ORDINALS = NUMBERING - NUMBER_MARKERS | frozenset(SOUND_ALIKE)
"""Words that number a card or a place ("last" among them), where the decoders' mistakes
matter most."""


def _sure_against_a_question(
    heard: Heard, clean: Reading, raw: Reading, sure: float, read: Callable[[str], Reading]
) -> bool:
    """True when the first decoder's reading acts on words it heard surely, every one
    (:func:`heard_surely`), and the raw audio's decoder only asks, about something else:
    its question comes from its own faint words ("scrooge goes i:0.77 doubt:0.77 the second
    one" for "scrooge goes after the second one"; "are:0.76 take:0.53 that the start" for
    "card six at the start"), no contradiction of what the first heard clearly. Not when
    the second heard every word the first did and more ("check the chain", a doubt, was
    "the chain" to the first, a request): the first may have lost the word that mattered.
    Nor when the first named a card loosely: "the underground before the david", "david"
    loose for a chain card, was "... the cities" (held-out seed 19, 10 dB); nor when the
    second heard a number or ordinal the first did not ("card three after the first one" was
    "... the fourth one" to the first, "... the last one" to the second); nor when most of the
    first's weight is on readings that do not mean it ("the last at the end"). Replayed on eight
    runs' records and the four blind sets: 33 read-backs right at once, none wrong
    (``docs/benchmark.md``). "Surely" is as the caution weighs the first decoder's words
    (:func:`~.agreeing.agreeing_evidence`): a word faint only because its other readings
    spell it otherwise and mean the same counts as sure (17 more read-backs right at once
    on eleven record sets, none wrong). A raw reading that acts on something else still
    makes a read-back, and the rules after it (a doubt's word faint to the raw decoder,
    another card or place it heard, a faint sound-alike ordinal) still apply."""
    if clean.status != "act" or raw.status != "ask" or heard.raw is None:
        return False
    if clean.confidence < EXACT:
        return False  # a loose name: "the underground before the david" for "... the cities"
    first = Counter(word for word, _ in heard.matched)
    more = Counter(word for word, _ in heard.raw.matched)
    if len(heard.raw.matched) > len(heard.matched) and not first - more:
        return False  # the second heard all of it and more: "check" of "check the chain"
    if (set(more) - set(first)) & _NUMBERS_AND_ORDINALS:
        return False  # another number or ordinal: "after the fourth one" / "after the last one"
    others = (
        share for text, share in heard.alternatives if not means_only(read(text), clean.action)
    )
    if sum(others) > HALF:
        return False  # most of the first's weight elsewhere: "the last at the end" (seed 41)
    first_heard = replace(heard, raw=None)
    return heard_surely(agreeing_evidence(first_heard, read(heard.text), read), sure)


def _one_harmless_request_to_both(
    heard: Heard,
    clean: Reading,
    raw: Reading,
    read: Callable[[str], Reading],
    ctx: TurnContext,
    sure: float,
) -> Reading | None:
    """The one harmless request both decoders ask about, as an action, when the words of
    the harmless requests that each heard were heard surely ("please" and "up" carry none
    of them), no other reading of either means anything else, and no card's word was
    heard: "i help me play" for "help me please" (default run, 10 dB steady), "did you
    read my cards again" for "could you ...". "Help?" costs the table as long as the
    help, and "stop" cuts it. Chatter reached a request through a faint word of it ("way
    it whose turn:0.75 does this", "my turn is what:0.48 was that", "many:0.54 you repeat
    the again", "repeat sorry:0.30 it" for "is the pizza here yet": one word of a request
    beside a word heard below half), and a doubt lost its word beside another reading
    ("after the chain", with "i doubt the chain" among the others)."""
    first, second = offers(clean), offers(raw)
    if len(first) != 1 or len(second) != 1 or first[0].action != second[0].action:
        return None
    action = first[0].action
    if not isinstance(action, Command) or action.kind not in HARMLESS or heard.raw is None:
        return None
    spotted = first[0].confidence <= SPOTTED
    for each in (heard, heard.raw):
        if not heard_clearly(each) or _a_cards_word(each, ctx):
            return None
        if spotted and talk_around(each, action.kind):
            return None
        if any(c < sure for w, c in each.matched if w in HARMLESS_REQUEST_WORDS):
            return None
        one_word = sum(w in HARMLESS_REQUEST_WORDS for w, _ in each.matched) < 2
        if one_word and any(c < FAINT_FLOOR for _, c in each.matched):
            return None
        for text, _share in each.alternatives:
            other = read(text)
            if other.status != "none" and any(c.action != action for c in choices(other)):
                return None
    return Reading(action, clean.confidence, "act", clean.explain)


def _each_parsed_once(ctx: TurnContext) -> Callable[[str], Reading]:
    """The parser in this turn, each text parsed once however many rules weigh the
    recogniser's readings of one utterance (the readings that agree, the rivals, the
    fallback to another reading)."""
    parsed: dict[str, Reading] = {}

    def read(text: str) -> Reading:
        if text not in parsed:
            parsed[text] = parse(text, ctx)
        return parsed[text]

    return read


def _faint_extras_dropped(
    reading: Reading,
    parsed: Reading,
    heard: Heard,
    read: Callable[[str], Reading],
    ctx: TurnContext,
    caution: Caution,
) -> Reading:
    """A short spoken placement read back for a faint word that is in no card's names nor a
    position, and without which the words still mean the same move ("after well table" for
    "after twelve tables", "well" faint; "crayola after mother's day please"), judged again
    without it: the move never rested on that word. So too a faint "two" written for "to"
    (:func:`~.evidence.said_for_to`: "move the third card two:0.51 the start"), judged again
    as "to". A slip the parser mends ("at the are" for "at the start") rests on its word, and
    keeps its question."""
    if not heard.spoken or not isinstance(parsed.action, Place | Move):
        return reading
    meaningful = words_of((*ctx.chain, *ctx.hand)) | POSITION_WORDS | NUMBERING | FUNCTION_WORDS
    said = [w for w, _ in heard.words]
    extra = {w for w, c in heard.matched if c < caution.sure and w not in meaningful}
    to = {i for i, (w, c) in enumerate(heard.words) if c < caution.sure and said_for_to(said, i)}
    if not extra and not to:
        return reading
    kept = tuple(
        ("to", c) if i in to else (w, c) for i, (w, c) in enumerate(heard.words) if w not in extra
    )
    without = replace(heard, text=" ".join(w for w, _ in kept if w != UNHEARD), words=kept)
    again = read(without.text)
    if again.status != "act" or again.action != parsed.action:
        return reading
    judged = cautious(again, without, caution)
    return judged if judged.status == "act" else reading


def _offered_with_a_lost_place_word(
    reading: Reading, heard: Heard, read: Callable[[str], Reading], ctx: TurnContext
) -> Reading:
    """A placement at an end read from "the last" or "the first" with no word of place
    (:func:`~.misheard.with_a_lost_place_word`), read back with "before the last" or
    "after the first" offered beside it: "first christmas before the last" was heard as
    "first christmas the on the last" by both decoders and placed at the end (default run,
    10 dB steady)."""
    restored = with_a_lost_place_word(heard, reading.action, ctx)
    if restored is None:
        return reading
    other = read(restored)
    if other.status != "act" or other.action == reading.action:
        return read_back(reading)
    return read_back(reading, [Choice(other.action, other.confidence, other.explain)])


def _loosely_harmless(
    reading: Reading, heard: Heard, ctx: TurnContext, sure: float = SURE
) -> Reading:
    """A harmless request that the parser found by a loose match, its one reading ("read
    me the chain", "is it my go", "what's in my hand again"), as an action when every word
    was heard surely, nothing went unmatched and no word spoken is a card's own: reading back
    "Read the chain?" costs the table as long as reading the wrong thing, and "stop" cuts
    either. A card's word beside the request is how the recogniser hears chatter through the
    turn's phrase list ("have you seen my keys" as "nbc my cards"), so that stays a question.
    Doubt, undo, quit and placements keep their read-back; the harmless request still passes
    :func:`cautious`."""
    if reading.status != "ask" or len(reading.alternatives) != 1:
        return reading
    if heard.spoken and reading.alternatives[0].confidence <= SPOTTED:
        return reading  # a command's word inside other words: chatter says "help" too
    action = reading.alternatives[0].action
    if not isinstance(action, Command) or action.kind not in HARMLESS:
        return reading
    if not heard_surely(heard, sure) or (heard.spoken and _a_cards_word(heard, ctx)):
        return reading
    return Reading(action, reading.confidence, "act", reading.explain)


def _a_cards_word(heard: Heard, ctx: TurnContext) -> bool:
    """True when a word heard belongs to a card's names and to no command's phrases."""
    names = words_of((*ctx.chain, *ctx.hand))
    return any(
        word in names and word not in COMMAND_PHRASE_WORDS and word not in GLUE
        for word, _ in heard.matched
    )


def _at_an_end(text: str, read: Callable[[str], Reading], ctx: TurnContext) -> Reading | None:
    """With one card in hand, "the start" or "the end" alone is "at the start" / "at the
    end" with its first word lost in the noise: that placement, to be read back (never
    acted on: chatter and other commands are heard as "the start" too)."""
    said = without_articles(tokens_of(text))
    if len(ctx.hand) != 1 or len(said) != 1 or said[0] not in END_WORDS:
        return None
    reading = read(f"at the {said[0]}")
    return reading if reading.status == "act" and isinstance(reading.action, Place) else None


HEARD_FOR: dict[tuple[str, ...], str] = {
    ("and", "the", "game"): "end the game",
    ("in", "the", "game"): "end the game",
}
"""Whole utterances the small model hears, in both decoders and at full confidence, for a
command it listens for: "end the game" reached it as "and the game" or "in the game" 14 times
in 16 on three runs and the blind sets, and no chatter did."""


def _heard_so_by_both(
    heard: Heard, read: Callable[[str], Reading], ctx: TurnContext, sure: float
) -> Reading | None:
    """What both decoders heard surely in every word, the same words, said as quickly as
    they take, means at once when it is a known mishearing (:data:`HEARD_FOR`) or, with one
    card in hand, "the start" or "the end" ("at" lost at the onset). Chatter reaches those
    words only faintly ("could you open the window" as "the end" at 0.3-0.5 on the
    benchmark), so the other rules read a single reading of them back."""
    raw = heard.raw
    if raw is None or not heard_surely(heard, sure) or not heard_surely(raw, sure):
        return None
    said = tokens_of(heard.text)
    if said != tokens_of(raw.text) or _few_words_unsure(heard, sure=sure):
        return None
    if said in HEARD_FOR:
        meant = read(HEARD_FOR[said])
        return meant if meant.status == "act" else None
    return _at_an_end(heard.text, read, ctx)


def cautious(reading: Reading, heard: Heard, caution: Caution = CAUTION) -> Reading:
    """``reading`` adjusted for how well ``heard`` was heard."""
    if reading.status != "act":
        return reading
    action = reading.action
    sure = caution.sure
    if isinstance(action, Command) and action.kind in HARMLESS:
        return _harmless(reading, heard, sure)
    placing = isinstance(action, Place | Move)
    heard_words = len(heard.text.split())
    unknown_words = heard.unheard
    # A doubt or a command must be heard clearly in its own words (not "the" of "quit the
    # game", "that" of "i doubt that chain" or a "hmm" before it), a placement in its numbers.
    said = [word for word, _ in heard.matched]
    unsure_number = any(
        (word in POSITION_WORDS or (not placing and word not in FUNCTION_WORDS | NOISE))
        and confidence < sure
        and not (placing and pronoun_one(said, i))
        for i, (word, confidence) in enumerate(heard.matched)
    )
    # A short placement stands on its few name words: one heard faintly may be another
    # card's word ("lee" of Bruce Lee for "cleaner"), so it is read back.
    unsure_name = (
        placing
        and heard_words <= SHORT_PLACEMENT
        and any(
            word not in FUNCTION_WORDS and confidence < sure and not pronoun_one(said, i)
            for i, (word, confidence) in enumerate(heard.matched)
        )
    )
    unsure_number = unsure_number or unsure_name or _few_words_unsure(heard, placing, sure)
    # Chatter collapses onto short commands ("cancel" -> undo, "exit" -> quit); a placement
    # names a card and a position, which noise does not produce by chance.
    short_or_command = heard_words <= 2 or not placing
    if not unsure_number and (unknown_words == 0 or not short_or_command):
        return reading
    if unknown_words and unknown_words >= max(1, heard_words):
        return not_caught(reading)
    return read_back(reading)


SLOW = 1.1
"""Seconds of speech per word heard (from the onset, or the push-to-talk press, to the last
voice) too slow for a command of one or two words: the words are a fragment of something
longer ("card number three at the end" heard as "again") or of chatter ("can you turn the
music down" heard as "volume down")."""


def _few_words_unsure(heard: Heard, placing: bool = False, sure: float = SURE) -> bool:
    """True for one word heard faintly, or a command of one or two words heard in a stretch
    of speech far longer than they take: chatter collapses onto short commands ("the pizza
    is here" -> "repeat")."""
    said = heard.matched
    if len(said) == 1 and said[0][1] < sure:
        return True
    if placing or not 0 < len(said) <= 2 or heard.start is None or heard.end is None:
        return False
    return heard.end - heard.start > SLOW * len(said)


EXTRA_WORDS = 3
"""Words the raw audio's decoder heard beyond a command of one or two words that show the
command was part of longer speech."""


def _inside_longer_speech(heard: Heard) -> bool:
    """True for a command of one or two words that the raw audio's decoder heard among at
    least :data:`EXTRA_WORDS` words it does not account for: noise suppression kept the
    words that fit the phrase list and dropped the rest of the sentence ("can you turn the
    music down" heard as "volume down", the raw audio as "the end and are my turn volume
    down")."""
    said = [word for word, _ in heard.matched]
    if heard.raw is None or not 0 < len(said) <= 2:
        return False
    extra = Counter(word for word, _ in heard.raw.matched)
    extra.subtract(said)
    return sum(n for n in extra.values() if n > 0) >= EXTRA_WORDS


def heard_clearly(heard: Heard) -> bool:
    """True when a harmless request may act on ``heard`` at once: not mostly unmatched
    speech, and not one word heard faintly or a word or two heard in a long stretch of
    speech or inside longer speech (the host's own requests, "rules" or "what is card 2",
    are held to this too)."""
    return not heard.spoken or not (
        heard.mostly_unheard or _few_words_unsure(heard) or _inside_longer_speech(heard)
    )


def heard_surely(heard: Heard, sure: float = SURE) -> bool:
    """True when what was heard may act at once whatever it says: typed, or every word
    heard at ``sure`` or above, nothing unmatched, and :func:`heard_clearly`."""
    if not heard.spoken:
        return True
    return (
        not heard.unheard
        and heard_clearly(heard)
        and all(confidence >= sure for _, confidence in heard.matched)
    )


def _harmless(reading: Reading, heard: Heard, sure: float = SURE) -> Reading:
    """A harmless request acts at once unless it is one word heard unsure (read back) or
    one heard in mostly unmatched speech (dropped)."""
    if heard.mostly_unheard:
        return not_caught(reading)
    if _few_words_unsure(heard, sure=sure):
        return read_back(reading)
    return reading
