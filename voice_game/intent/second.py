"""The second decoder's reading weighed with the first's: when the raw audio's reading
answers the question the first would have asked, and when it turns the first's action into
a question. Each rule was found on the benchmark's records and replayed on them
(``docs/benchmark.md``); :func:`~.understand.understand` applies them.
"""

from __future__ import annotations

from collections.abc import Callable

from voice_game.heard import Heard
from voice_game.spoken.numbers import parse_number

from .agree import offers
from .agreeing import EXACT, means, means_another
from .cards import name_words, words_of
from .commands import SPOTTED, a_doubts_word
from .evidence import (
    FUNCTION_WORDS,
    HARMLESS,
    NUMBER_MARKERS,
    NUMBERING,
    REQUEST_WORDS,
    SURE,
    UNACCOUNTED,
    not_caught,
)
from .lexicon import STRUCTURE_WORDS
from .model import Action, Command, Doubt, Move, Place, Reading, TurnContext
from .phrases import DOUBT_CUES
from .rivals import SOUND_ALIKE
from .words import END_WORDS, words


def _spotted(reading: Reading) -> Command | None:
    """The command a reading asks about because one of its words was said among others
    (:func:`~.commands.spotted_commands`), if that is all it offers."""
    offered = offers(reading)
    if len(offered) != 1 or offered[0].confidence > SPOTTED:
        return None
    action = offered[0].action
    return action if isinstance(action, Command) else None


def spotted_by_both(clean: Reading, raw: Reading) -> tuple[Reading, Reading]:
    """The two readings with a command found by its words among others dropped unless both
    decoders found it: chatter heard through the phrase list often holds a command's word
    ("wait, whose drink is this" as "way it whose turn is this"), and a question to the
    table's chatter costs it more than a player's repeating a request."""
    mine, theirs = _spotted(clean), _spotted(raw)
    if mine is not None and not means(raw, mine):
        clean = not_caught(clean)
    if theirs is not None and not means(clean, theirs):
        raw = not_caught(raw)
    return clean, raw


def settled_by_raw(
    heard: Heard, clean: Reading, raw: Reading, ctx: TurnContext, sure: float = SURE
) -> bool:
    """True when the suppressed audio's reading asks about one placement, and the raw
    audio's reading acts on just that, heard surely by that decoder's own caution: the
    second decoder answers the question the first would have asked ("card two between the
    frozen food and golden glass" read back, "glass" faint; the raw audio heard "golden
    globes"). Placements, and a doubt on its own terms (:func:`_doubt_settled_by_raw`);
    requests are settled by :func:`request_only_raw` and :func:`setting_settled_by_raw`, an
    undo or a quit never.

    Both decoders read the same phrase list and share its mistakes, so a word that matters,
    heard faintly by the first and heard too by the second, is an answer only when the second
    heard it at full confidence and the first not far below half (:func:`_confirmed`). Not
    when the first heard a number, an ordinal or "card" faintly and the second numbered too,
    or the first heard "card" ("the pinyin" was "the five" to both; "put card one" was "what
    cards werther" and "put card werther"): a faint number alone, which the second did not
    hear and whose reading numbers nothing, is the first's guess at a filler ("four to the
    test cricket" for "put the test cricket"), and a card's number both heard after "card" is
    one when the second heard it surely (:func:`_card_number_confirmed`). Nor when the
    second heard an ordinal the first did not hear surely (:func:`_ordinal_unconfirmed`).
    Not when the first offers a choice of places (a rival reading it heard); a choice of
    cards for one place is settled (:func:`_which_card`)."""
    action = raw.action
    if clean.status != "ask" or raw.status != "act":
        return False
    faint = {word for word, confidence in heard.matched if confidence < sure}
    if isinstance(action, Doubt):
        return _doubt_settled_by_raw(heard, clean, action, faint, sure)
    if not isinstance(action, Place | Move):
        return False
    second = {word for word, _ in heard.raw.matched} if heard.raw is not None else set()
    first = {word for word, _ in heard.matched}
    numbered = second & NUMBERING or first & NUMBER_MARKERS
    if faint & NUMBERING and numbered and not _card_number_confirmed(heard):
        return False
    if not _confirmed(heard, faint - FUNCTION_WORDS) or _ordinal_unconfirmed(heard, sure):
        return False
    if _another_card_numbered(heard, action):
        return False
    offered = [choice.action for choice in offers(clean)]
    if len(offered) == 1:
        return offered[0] == action
    if not isinstance(action, Place) or action not in offered:
        return False
    return _which_card(heard, raw, offered, ctx)


def _which_card(heard: Heard, raw: Reading, offered: list[Action], ctx: TurnContext) -> bool:
    """True when the first decoder asks which card goes to one place and the second's card
    is one the first lost or heard: "at the end" for "beer hymn at the end", the name lost
    at the onset; "i book to the hula before the dictionary", the jungle book or the hula
    hoop. Not when the first heard only another card's words ("i love before the cleaner",
    the second "i put the lamp ..."), nor a card's number ("my cards goes before ..." was
    "my first card ...", which the second heard as "my new york ..."), nor when the second
    named its card by a bare number word ("say one after the wealth of nations" was
    "sequoyah ..."). A name the first lost, the second must have heard exactly or in its
    one reading: "the top at the start", loose for the Big Top, was "move the third card to
    the start" (5 dB, the default run)."""
    places = [action for action in offered if isinstance(action, Place)]
    if len(places) != len(offered) or len({action.slot for action in places}) != 1:
        return False
    said = {word for word, _ in heard.matched}
    placed = raw.action
    if not isinstance(placed, Place):
        return False
    if said & NUMBERING:
        return _numbered_by_both(heard, placed)
    named = said & words_of(ctx.hand) - FUNCTION_WORDS
    if named and not named & name_words(ctx.hand[placed.card]):
        return False
    if heard.raw is None or _bare_number(heard.raw):
        return False
    # a name lost to the first decoder: the second heard it exactly or in its one reading
    return bool(named) or raw.confidence >= EXACT or heard_in_one_reading(heard.raw)


def _numbered_by_both(heard: Heard, placed: Place) -> bool:
    """True when both decoders heard one card's number after "card" or "number", the second
    at full confidence (:func:`_card_number_confirmed`), and it is the card the second
    places: "card number six just before the wizard of oz book", the first unsure between
    card six and a card its other reading named."""
    numbers = _numbers_marked(heard)
    return (
        numbers is not None
        and len(numbers) == 1
        and _card_number_confirmed(heard)
        and parse_number((numbers[0],)) == placed.card + 1
    )


def _bare_number(heard: Heard) -> bool:
    """True when a number word was heard without "card" or "number" before it ("say one
    after the wealth of nations"): a lost name's last word as often as a card's number."""
    return _numbers_marked(heard) is None


CONFIRMED = 0.99
"""The second decoder's confidence in a word the first heard faintly for its hearing to
count as an answer: full confidence, its lattice holding no rival ("york" at 0.97 for
"youtube" was no answer)."""
FAINT_FLOOR = 0.5
"""The first decoder's confidence below which a faint word is no longer the second's to
confirm: "dublin" at 0.35 for "the bull" was sure to the second and wrong."""


def _least_sure(said: tuple[tuple[str, float], ...]) -> dict[str, float]:
    """Each word's lowest confidence in ``said``."""
    least: dict[str, float] = {}
    for word, confidence in said:
        least[word] = min(confidence, least.get(word, 1.0))
    return least


def _confirmed(heard: Heard, faint: set[str]) -> bool:
    """True when every one of ``faint`` (words the first decoder heard faintly) that the
    second heard too, the second heard at :data:`CONFIRMED` and the first at
    :data:`FAINT_FLOOR` or above ("canned" at 0.65 to the first, 1.0 to the second): replayed
    on twelve runs' records, 86 placements acted on at once that were read back, none wrong
    (``docs/benchmark.md``)."""
    if heard.raw is None:
        return True
    first, second = _least_sure(heard.matched), _least_sure(heard.raw.matched)
    return all(
        first[word] >= FAINT_FLOOR and second[word] >= CONFIRMED for word in faint if word in second
    )


def _ordinal_unconfirmed(heard: Heard, sure: float = SURE) -> bool:
    """True when the second decoder heard a sound-alike ordinal ("fourth") that the first
    did not hear surely: "card three after the first one" was "... after the off one" to the
    first, "off" faint with "fourth" among its other readings, and "... the fourth one" to
    the second at full confidence."""
    if heard.raw is None:
        return False
    first = _least_sure(heard.matched)
    return any(word in SOUND_ALIKE and first.get(word, 0.0) < sure for word, _ in heard.raw.matched)


def _another_card_numbered(heard: Heard, action: Action) -> bool:
    """True for a placement of a card other than the one the first decoder heard surely by
    its number ("card number five" heard, and the second decoder names card six)."""
    numbered = _card_number_said(heard)
    return isinstance(action, Place) and numbered is not None and numbered != action.card + 1


def _card_number_said(heard: Heard, sure: float = SURE) -> int | None:
    """The card number the decoder heard at ``sure`` or above after "card" or "number" ("the
    right of card number five ..." -> 5), if any."""
    said = heard.matched
    for (marker, _), (word, confidence) in zip(said, said[1:], strict=False):
        number = parse_number((word,))
        if marker in NUMBER_MARKERS and number is not None and confidence >= sure:
            return number
    return None


def request_only_raw(clean: Reading, raw: Reading) -> bool:
    """True when the raw audio's reading acts on a harmless request, heard surely by its own
    caution, and the first decoder's means nothing ("sorry what was that" heard as "the
    sorry what was that"), asks about just that request ("louder" faint), or offers it
    among harmless requests only: reading back "Repeat?" costs the table as long as
    repeating, and "stop" cuts either."""
    action = raw.action
    if raw.status != "act" or not isinstance(action, Command) or action.kind not in HARMLESS:
        return False
    offered = offers(clean)
    if clean.status == "none" or (len(offered) == 1 and offered[0].action == action):
        return True
    # a choice of harmless requests, the raw audio's among them ("many cards": the hand or
    # the counts, "how many cards" to the second); never against a doubt or a move offered
    return any(choice.action == action for choice in offered) and all(
        isinstance(choice.action, Command) and choice.action.kind in HARMLESS for choice in offered
    )


VOICE_SETTINGS = frozenset({"slower", "faster", "louder", "quieter", "stop"})
"""Requests about the host's voice: each undone by its opposite, or by speaking again."""


def setting_settled_by_raw(heard: Heard, clean: Reading, raw: Reading, sure: float = SURE) -> bool:
    """True when the first decoder asks about just the voice setting ("louder" at 0.88, "Louder?")
    that the raw audio's decoder acts on, heard surely by its own caution, and the second
    heard every faint word of the first's at full confidence (:func:`_confirmed`): a setting
    is undone by its opposite, and its question costs the table as long as the setting.
    Replayed on twelve runs' records: 20 read-backs acted on at once, none wrong
    (``docs/benchmark.md``)."""
    action = raw.action
    if raw.status != "act" or not isinstance(action, Command) or action.kind not in VOICE_SETTINGS:
        return False
    offered = offers(clean)
    if len(offered) != 1 or offered[0].action != action:
        return False
    return _confirmed(heard, {w for w, c in heard.matched if c < sure} - FUNCTION_WORDS)


def placement_only_raw(heard: Heard, clean: Reading, raw: Reading) -> bool:
    """True when the first decoder heard words that mean nothing and the raw audio's places
    a card, heard surely by its own caution (every number and position word sure, nothing
    unmatched): "at the start" heard as "and the put card" by the first, word for word by
    the second. Chatter the first decoder drops does not become a placement in the second
    (none in the benchmark's runs, ``docs/benchmark.md``): a placement names a card and a
    position. Not when the first heard nothing at all: its suppression found no voice."""
    return (
        bool(heard.matched)
        and clean.status == "none"
        and raw.status == "act"
        and isinstance(raw.action, Place | Move)
        and not _another_card_numbered(heard, raw.action)
    )


def _doubt_settled_by_raw(
    heard: Heard, clean: Reading, doubt: Doubt, faint: set[str], sure: float = SURE
) -> bool:
    """True when the first decoder asks about the doubt the raw audio's decoder heard in
    every word surely, and the first heard the doubt's own word ("doubt", "wrong") surely
    too, its faint words being only the glue around it ("i doubt that chain", "that"
    faint; "the chain is wrong", "the" faint) or words the second heard as something else
    ("le chain is wrong", "ancient i doubt that" for "hmm, i doubt that"): the doubt's word
    sure to both decoders is what a doubt needs (:func:`doubt_faint_in_raw`), and the words
    around it change nothing. A doubt the second heard in one sure reading is settled by
    :func:`~.weighty.weighty_settled_by_raw`."""

    offered = offers(clean)
    if len(offered) != 1 or offered[0].action != doubt:
        return False
    second = {word for word, _ in heard.raw.matched} if heard.raw is not None else set()
    if (faint - FUNCTION_WORDS) & second:
        return False
    return any(word in DOUBT_CUES and c >= sure for word, c in heard.matched)


def heard_in_one_reading(heard: Heard) -> bool:
    """True when the decoder had one reading only: no other, nothing unmatched, every word
    at :data:`CONFIRMED`."""
    return (
        bool(heard.matched)
        and not heard.alternatives
        and not heard.unheard
        and all(confidence >= CONFIRMED for _, confidence in heard.matched)
    )


def raw_heard_otherwise(heard: Heard, action: Action, ctx: TurnContext) -> bool:
    """True when the raw audio's decoder, not acting on ``action`` itself, heard what makes
    it doubtful: a request's own word barely heard (:func:`request_word_faint`), another
    hand card's name (:func:`raw_names_another_card`) or another position
    (:func:`raw_places_otherwise`). Read back."""
    return (
        request_word_faint(heard, action)
        or raw_names_another_card(heard, action, ctx)
        or raw_places_otherwise(heard, action)
    )


FAINT_REQUEST = 0.6
"""A request's own word heard below this, which the other decoder did not confirm, was
chatter in four benchmark runs ("cards" at 0.55, "chain" at 0.46) and never a request."""


def request_word_faint(heard: Heard, action: Action) -> bool:
    """True for a harmless request whose own word ("chain", "cards") the first decoder heard
    below :data:`FAINT_REQUEST`, and that the raw audio's decoder did not hear as that request:
    chatter heard through the phrase list ("what time is the train tomorrow" as "what is the
    chain", "chain" at 0.46; "have you seen my keys" as "can you read my cards")."""
    if not isinstance(action, Command) or action.kind not in HARMLESS or heard.raw is None:
        return False
    if not heard.raw.matched:
        return False  # the raw audio's decoder heard nothing: no other reading to weigh
    return any(
        confidence < FAINT_REQUEST and word in REQUEST_WORDS for word, confidence in heard.matched
    )


def request_confirmed_by_raw(heard: Heard, raw: Reading, action: Action) -> bool:
    """True when the raw audio's decoder asks about just the harmless request the first acts
    on, having heard surely every one of the request's words the first heard below
    :data:`FAINT_REQUEST`: "whose:0.48 turn is it now" to the first, "whose:0.93 turn:0.93
    in:0.38 it now" to the second (seeds 11 and 19, clean). Then the faint word is no sign
    of chatter (:func:`request_word_faint`). Not when the second lacks it: "read my hand"
    for "say that again" was "read my again" to the second."""
    if not isinstance(action, Command) or action.kind not in HARMLESS or heard.raw is None:
        return False
    if [choice.action for choice in offers(raw)] != [action]:
        return False
    second = _least_sure(heard.raw.matched)
    faint = {
        word
        for word, confidence in heard.matched
        if confidence < FAINT_REQUEST and word in REQUEST_WORDS
    }
    return all(second.get(word, 0.0) >= SURE for word in faint)


def raw_names_another_card(heard: Heard, action: Action, ctx: TurnContext) -> bool:
    """True for a placement of one hand card when the raw audio's decoder heard every word
    of another hand card's name, none of which the first heard ("put the houdini dies
    before the futura" was "photocopy the i before the futura" to the first decoder, "put
    the houdini dies ... the futura" to the second), or another card's number after "card"
    or "number", however faintly, where the first heard one surely ("card number two
    before the second one" was "number three ..." to the first, "at number two:0.86 at on
    the second one" to the second: seed 31, 10 dB steady)."""
    if not isinstance(action, Place) or heard.raw is None:
        return False
    numbered = _card_number_said(heard)
    if numbered is not None and _card_number_said(heard.raw, sure=0.0) not in (None, numbered):
        return True
    first = {word for word, _ in heard.matched}
    second = {word for word, _ in heard.raw.matched}
    for index, card in enumerate(ctx.hand):
        if index == action.card:
            continue
        for name in card.aliases:
            own = {w for w in words(name) if len(w) >= 3 and w not in FUNCTION_WORDS}
            if own and own <= second and not own & first:
                return True
    return False


ORDINAL_ONSETS = {"first": "f", "fourth": "f", "third": "th", "last": "l"}
"""How each sound-alike ordinal begins: a reading that put another word in its place
beginning so may have heard that ordinal ("before the last", 0.81, was "before the faster"
in its other reading, for "before the first": seed 41, 20 dB steady)."""


def ordinal_faint_in_raw(
    heard: Heard, action: Action, ctx: TurnContext, read: Callable[[str], Reading]
) -> bool:
    """True for a placement by an ordinal that is heard for another with full confidence
    ("first" and "last", "third" and "fourth"), sure to the first decoder and faint to the
    raw audio's: "card three after the first one" was "... after the last" to both, "last"
    faint to the second. Read back with its sound-alike offered, when some reading holds
    another such ordinal or its weight went to readings not listed
    (:func:`_lost_to_another_ordinal`). A word said within the placed card's name, next to
    another of its words ("first" of "first christmas"), numbers nothing."""
    if not isinstance(action, Place | Move) or heard.raw is None:
        return False
    card = ctx.hand[action.card] if isinstance(action, Place) else ctx.chain[action.card]
    names = name_words(card)
    said = [word for word, _ in heard.matched]
    raw_heard = dict(heard.raw.matched)
    return any(
        word in SOUND_ALIKE
        and raw_heard.get(word, 1.0) < SURE
        and not _within_the_name(said, i, names)
        and not (word == "first" and first_heard_surely(heard, ctx))
        and _lost_to_another_ordinal(heard, word, raw_heard.get(word, 1.0), action, read)
        for i, word in enumerate(said)
    )


def first_heard_surely(heard: Heard, ctx: TurnContext) -> bool:
    """True when the first decoder heard "first" at full confidence in every one of its
    readings, with nothing unmatched: the second decoder's other ordinal for it is then its
    own slip. Over nine benchmark record sets the first decoder heard "first" surely 337
    times when "first" was said and never when another ordinal was, while the second heard
    a said "first" as "third" (9 times), "last" (8) or "fourth" (2) at full confidence. A
    chain card named with "first" ("before the first stamp") may have lost its other words
    to both decoders ("before the first", 20 dB chatter), so then the first decoder must
    have heard everything in one reading."""
    said = [(word, confidence) for word, confidence in heard.matched if word == "first"]
    if heard.unheard or not said or any(confidence < CONFIRMED for _, confidence in said):
        return False
    if any("first" not in text.split() for text, _ in heard.alternatives):
        return False
    if any("first" in name_words(card) for card in ctx.chain):
        return heard_in_one_reading(heard)
    return True


def _lost_to_another_ordinal(
    heard: Heard, word: str, confidence: float, action: Action, read: Callable[[str], Reading]
) -> bool:
    """True unless the raw decoder's other readings account for the weight it took off
    ``word`` (its ``confidence``), none of those without ``word`` means another move, and
    no reading of either decoder, best or other, holds a sound-alike ordinal but ``word``:
    "card one after the very one" (raw, 0.26) for "... the third one", "third" at 0.74
    (seed 2024, 10 dB steady). "... after the hirst", a card on the table, for "... after
    the first" is another move (seed 32, clean), and "... after the faster" for "... after
    the last" may be "first" (:func:`sounds_like_another_ordinal`). ``read`` is the parser
    in this turn."""
    raw = heard.raw
    assert raw is not None
    if sounds_like_another_ordinal(heard, word):
        return True
    others = set(SOUND_ALIKE) - {word}
    texts = [heard.text, raw.text, *(text for text, _ in (*heard.alternatives, *raw.alternatives))]
    if any(others & set(text.split()) for text in texts):
        return True
    without = [(text, share) for text, share in raw.alternatives if word not in text.split()]
    if any(means_another(read(text), action) for text, _ in without):
        return True
    return sum(share for _, share in without) < 1.0 - confidence - UNACCOUNTED


def sounds_like_another_ordinal(heard: Heard, word: str) -> bool:
    """True when a reading of either decoder without the sound-alike ordinal ``word`` holds,
    beyond the best reading's words and glue, a word that begins as another sound-alike
    ordinal does (:data:`ORDINAL_ONSETS`: "faster" for "first"); "left" for "last" begins as
    "last" itself."""
    onsets = {onset for other, onset in ORDINAL_ONSETS.items() if other != word}
    onsets.discard(ORDINAL_ONSETS.get(word, ""))
    readings = [heard, *([heard.raw] if heard.raw is not None else [])]
    for one in readings:
        best = set(one.text.split())
        for text, _ in one.alternatives:
            said = text.split()
            if word in said:
                continue
            rivals = set(said) - best - FUNCTION_WORDS
            if any(rival.startswith(onset) for rival in rivals for onset in onsets):
                return True
    return False


def _within_the_name(said: list[str], i: int, names: set[str]) -> bool:
    """True when ``said[i]`` is a word of ``names`` beside another of them."""
    beside = [said[j] for j in (i - 1, i + 1) if 0 <= j < len(said)]
    return said[i] in names and any(word in names and word not in FUNCTION_WORDS for word in beside)


def doubt_faint_in_raw(heard: Heard, raw_words: Reading) -> bool:
    """True when a doubt's own words ("wrong", "challenge", "doubting") were heard, but the raw
    audio's decoder heard none of them surely: a doubt, the one move no undo takes back,
    needs both decoders ("shush, enough" was "challenge it now" at full confidence to one,
    a faint "challenge enough" to the other). Not when the raw decoder's words, whatever its
    confidence, are themselves a doubt phrase word for word (``raw_words``: its text as
    typed) with the doubt's word at :data:`FAINT_FLOOR` or above ("doubt" at 0.78, "i
    doubt:0.65 the chain"): both decoders said the same doubt."""
    if not any(a_doubts_word(word) for word, _ in heard.matched) or heard.raw is None:
        return False
    raw_cues = [c for word, c in heard.raw.matched if a_doubts_word(word)]
    if any(c >= SURE for c in raw_cues):
        return False
    both_said_it = raw_words.status == "act" and isinstance(raw_words.action, Doubt)
    return not (both_said_it and raw_cues and max(raw_cues) >= FAINT_FLOOR)


def _numbers_marked(heard: Heard) -> list[str] | None:
    """The number words heard, in order, when each follows "card" or "number"; None when
    one does not ("the five")."""
    said = [word for word, _ in heard.matched]
    numbers = []
    for i, word in enumerate(said):
        if parse_number((word,)) is not None:
            if i == 0 or said[i - 1] not in NUMBER_MARKERS:
                return None
            numbers.append(word)
    return numbers


def _card_number_confirmed(heard: Heard) -> bool:
    """True when both decoders heard the same card numbers, each after "card" or "number"
    ("card eight just before melting clocks"), and the second heard every number, ordinal
    and "card" the first heard faintly at full confidence, the first not far below half
    (:data:`FAINT_FLOOR`), as :func:`_confirmed` weighs a name. A bare number ("the five"
    for "the pinyin") or a number one decoder did not hear ("put card werther" for "put
    card one") is no answer."""
    if heard.raw is None:
        return False
    numbers = _numbers_marked(heard)
    if not numbers or numbers != _numbers_marked(heard.raw):
        return False
    first, second = _least_sure(heard.matched), _least_sure(heard.raw.matched)
    return all(
        first[word] >= FAINT_FLOOR and second.get(word, 0.0) >= CONFIRMED
        for word in first
        if word in NUMBERING and first[word] < SURE
    )


def raw_places_otherwise(heard: Heard, action: Action) -> bool:
    """True for a placement whose position word ("before", "after", "between") the raw
    audio's decoder did not hear at all, hearing another surely: "put the waterfall house
    between the new yorker and ..." was "... before the new yorker" to the first decoder,
    every word sure, and "... between the new yorker" to the second (held-out seed 15, 10 dB
    steady). Read back, not placed before the New Yorker."""
    if not isinstance(action, Place | Move) or heard.raw is None:
        return False
    first = {word for word, _ in heard.matched} & STRUCTURE_WORDS
    heard_by_raw = {word for word, _ in heard.raw.matched} & STRUCTURE_WORDS
    sure_to_raw = {word for word, c in heard.raw.matched if c >= SURE} & STRUCTURE_WORDS
    return bool(first and sure_to_raw) and not first & heard_by_raw


def names_nothing(heard: Heard, action: Action, ctx: TurnContext) -> bool:
    """True for a spoken placement put before, after or between something its words do not
    name: no card, number, ordinal or end, only a pronoun ("before that", one card on the
    table and one in hand). Such few common words are how chatter reaches the phrase list
    ("my phone is almost dead" heard "before goes to that", seed 31, clean), so they act
    only when the raw audio's decoder heard the same placement."""
    if not isinstance(action, Place | Move):
        return False
    said = {word for word, _ in heard.matched}
    names = words_of((*ctx.hand, *ctx.chain)) - FUNCTION_WORDS
    return not said & (names | _NAMING_A_PLACE) and bool(said & STRUCTURE_WORDS)


_NAMING_A_PLACE = NUMBERING | {"last", *END_WORDS}
"""Words that name a place without a card's name: numbers, ordinals, "last" and the ends."""
