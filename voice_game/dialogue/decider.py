"""One decision per utterance, for every moment a player speaks or types.

:func:`decide` takes what was heard (a :class:`~voice_game.heard.Heard`, typed lines
included) and the :class:`Moment` it was heard in, and returns one :class:`Decision`. The
keyboard game and the voice game (``Session.handle``), ``voice-game hear``, calibrate-mic
and the benchmark all call it, so a line means the same everywhere, and ``hear`` explains
exactly what the game would do.

Moments: ``turn`` (place, correct, order the start cards, doubt, undo, the host's
requests), ``final`` (the last card is down: doubt or accept), ``question`` (the game asked
something: a read-back, which card, where a card goes, or the placer's yes to an undo),
``over`` (after the last card: play again or leave) and ``setup`` (a set-up question or the
saved game's: the host's own words "quit", "help", "repeat" and "stop" are decided here, and
anything else is the answer, which the question reads: a count, names, rules, decks).

The utterance is parsed once (:func:`~voice_game.intent.understand`, which weighs how well
it was heard); the host's requests are read from the same words and weighed by the same
evidence. Only when nothing allowed fits is it read once more with every game action
allowed, so that the engine can refuse it with its reason.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Literal, get_args

from voice_game.heard import Heard
from voice_game.intent import (
    Choice,
    Command,
    Doubt,
    Move,
    NoAction,
    Place,
    Reading,
    TurnContext,
    heard_clearly,
    to_json,
    understand,
)
from voice_game.intent.alone import hand_card_alone
from voice_game.intent.answers import accepts, card_number, only_accepts, option_number
from voice_game.intent.commands import said_in_order
from voice_game.intent.late import late_correction
from voice_game.intent.model import CommandKind
from voice_game.intent.phrases import GOODBYE, PLAY_AGAIN, SETUP_HOST_PHRASES, RequestKind
from voice_game.intent.shorthand import spelled_out
from voice_game.intent.typed_setup import typed_answer
from voice_game.intent.understand import CAUTION, Caution, heard_surely
from voice_game.intent.words import words

from .answer_words import (
    after_the_game,
    answers_doubt,
    answers_read_back,
    chosen_offer,
    says_neither,
)
from .requests import Request, faces, heard_as_noise, read_request, request_json

MomentKind = Literal["turn", "final", "question", "over", "setup"]
MOMENTS: tuple[str, ...] = get_args(MomentKind)
QuestionKind = Literal["confirm", "card", "where", "undo", "request", "correct"]


@dataclass(frozen=True)
class Question:
    """The question the game has open.

    ``confirm``: a read-back of one reading or a choice of two (``offers``); ``card``:
    which hand card goes at the slot of ``offers[0]``; ``where``: where hand card ``card``
    goes; ``undo``: the placer's yes or no to taking their card back; ``request``: a host
    request heard faintly, read back (``request``); ``correct``: the placer's yes or no to
    moving their card as ``offers[0]`` (a :class:`~voice_game.intent.Move`) says.
    """

    kind: QuestionKind
    text: str = ""
    offers: tuple[Choice, ...] = ()
    card: int = -1
    request: Request | None = None


@dataclass(frozen=True)
class Moment:
    """When the utterance was heard: the turn's context and what is open."""

    ctx: TurnContext
    kind: MomentKind = "turn"
    question: Question | None = None
    rematch: bool = False
    """After the game: another game with the same players can be started."""


class DecisionKind(StrEnum):
    """What the game does with an utterance; the value is what ``hear`` and the benchmark
    record as ``decision``."""

    NOTHING = "nothing"
    """Nothing heard at all."""
    NOISE = "noise"
    """Other voices: nothing done, an open question stays open."""
    ACCEPT = "accept"
    """Let the last card stand (or have the engine say why not)."""
    REQUEST = "request"
    """A host request, at once."""
    ACT = "act"
    """Do ``reading.action``."""
    ASK = "ask"
    """Read back ``reading`` (or ``request``)."""
    CORRECT = "correct"
    """A correction said after a pause ("no, actually at the start"): ask the previous
    player whether their card moves as ``choice`` (a Move) says."""
    WHERE = "where"
    """A hand card named alone: ask where it goes."""
    REFUSED = "refused"
    """A clear game action not allowed now: the engine refuses it with its reason."""
    NONE = "none"
    """Not understood (``reading`` says why)."""
    ANSWER = "answer"
    """An answer to the open question: do ``choice``."""
    DECLINE = "decline"
    """No to the open question."""
    INFO = "info"
    """A read-out asked for while a question is open: do it, then ask again."""
    AGAIN = "again"
    """Say the open question again."""
    REMATCH = "rematch"
    """After the game: another one."""
    GOODBYE = "goodbye"
    """After the game: leave."""
    PROMPT = "prompt"
    """After the game: say what can be said."""
    HELP = "help"
    """At set-up: what the open question takes, then the question again."""


ASKING = frozenset({DecisionKind.ASK, DecisionKind.WHERE, DecisionKind.CORRECT})
"""Decisions that ask the player (status "ask")."""
NOT_ACTING = frozenset(
    {DecisionKind.NOTHING, DecisionKind.NOISE, DecisionKind.REFUSED, DecisionKind.NONE}
)
"""Decisions that do nothing (status "none"); every other decision acts."""


@dataclass(frozen=True)
class Decision:
    """What the game does with one utterance. ``heard`` is kept, so that every answer
    carries how sure the recogniser was."""

    kind: DecisionKind
    heard: Heard
    reading: Reading | None = None
    request: Request | None = None
    choice: Choice | None = None
    card: int = -1

    @property
    def status(self) -> str:
        """act, ask or none, as ``hear`` and the benchmark report it."""
        if self.kind in ASKING:
            return "ask"
        return "none" if self.kind in NOT_ACTING else "act"


ANSWERING_INFO = ("hand", "chain", "counts", "turn")
"""Read-outs a player may ask for while a question is open; the question is asked again."""


def decide(heard: Heard, moment: Moment, caution: Caution = CAUTION) -> Decision:
    """The one decision for ``heard`` at ``moment`` (``caution``: how much evidence a spoken
    reading needs to act at once; the game's own unless measuring another)."""
    if moment.kind == "setup" and not heard.spoken:
        return _setting_up(heard, moment, caution)  # an empty line is an answer: the default
    if not heard.said:
        noise = heard_as_noise(heard, None, None)
        return Decision(DecisionKind.NOISE if noise else DecisionKind.NOTHING, heard)
    if not heard.spoken and moment.kind != "setup":
        heard = _typed_in_full(heard, moment.ctx)
    text = heard.text.strip()
    if moment.kind == "over":
        return _after_the_game(heard, moment, caution)
    if moment.kind == "setup":
        return _setting_up(heard, moment, caution)
    clear = heard_surely(heard, caution.sure)
    if text and clear and accepts(text) and (moment.kind == "final" or only_accepts(text)):
        return Decision(DecisionKind.ACCEPT, heard)
    question = moment.question
    ctx = replace(moment.ctx, confirming=question is not None)
    # an answer to a question is taken from the game's own reading only: the raw audio's
    # reading never confirms by itself
    reading = understand(replace(heard, raw=None) if question else heard, ctx, caution)
    request = _request(heard, moment, reading)
    if request is not None:
        if clear:
            return Decision(DecisionKind.REQUEST, heard, reading, request)
        return Decision(DecisionKind.ASK, heard, reading, request)
    if heard_as_noise(heard, reading, None):
        return Decision(DecisionKind.NOISE, heard, reading)
    if question is not None:
        answered = _answer(heard, question, reading, ctx)
        if answered is not None:
            return answered
    late = late_correction(heard, ctx) if question is None else None
    if late is not None:
        return Decision(DecisionKind.CORRECT, heard, reading, choice=_choice(late))
    if reading.status == "act":
        return Decision(DecisionKind.ACT, heard, reading)
    if reading.status == "ask":
        return Decision(DecisionKind.ASK, heard, reading)
    alone = _card_alone(heard, ctx)
    if alone is not None:
        return Decision(DecisionKind.WHERE, heard, reading, card=alone)
    refused = None if question is not None else _refused(heard, ctx, caution)
    if refused is not None:
        return Decision(DecisionKind.REFUSED, heard, refused)
    return Decision(DecisionKind.NONE, heard, reading)


def _typed_in_full(heard: Heard, ctx: TurnContext) -> Heard:
    """A typed line with its short forms and slips spelled out ("c3 b4 1" is "card 3 before
    1"; :mod:`voice_game.intent.shorthand`), the words of the cards in view kept."""
    names = (name for card in ctx.chain + ctx.hand for name in (card.event, *card.aliases))
    text = spelled_out(heard.text, (word for name in names for word in words(name)))
    return heard if text == heard.text else Heard.typed(text)


def _request(heard: Heard, moment: Moment, reading: Reading) -> Request | None:
    """The host request in the words, if any, unless the same words are a placement ("what's
    in the tristram shandy after the beginning" was "put the tristram shandy at the
    beginning") or "around" names no card of the chain."""
    if heard.mostly_unheard or not heard.text.strip():
        return None
    hand, chain = faces(moment.ctx)
    request = read_request(heard.text, hand, chain)
    if request is None or not heard.spoken:
        return request
    if request.kind is RequestKind.AROUND and request.card is None:
        return None
    if request.kind in (RequestKind.CARD, RequestKind.HAND_CARD) and isinstance(
        reading.action, Place | Move
    ):
        return None
    return request


def _answer(
    heard: Heard, question: Question, reading: Reading, ctx: TurnContext
) -> Decision | None:
    """The answer to the open question, or None when the words are not one (the question
    is then dropped and the words decided as in the turn)."""
    action = reading.action
    command = action.kind if isinstance(action, Command) and reading.status == "act" else ""
    text = heard.text
    offers = question.offers
    if question.kind == "confirm" and offers and isinstance(offers[0].action, Doubt):
        doubting = answers_doubt(text)  # "I doubt it, yes"; "no, I didn't say doubt"
        if doubting is False:
            return Decision(DecisionKind.DECLINE, heard, reading)
        if doubting and heard_surely(heard):
            return Decision(DecisionKind.ANSWER, heard, reading, choice=offers[0])
    if question.kind == "undo":
        if command == "yes":
            return Decision(DecisionKind.ANSWER, heard, reading, choice=_choice(Command("undo")))
        if command == "no":
            return Decision(DecisionKind.DECLINE, heard, reading)
        return None
    if question.kind == "correct" and question.offers:
        if command == "yes":
            return Decision(DecisionKind.ANSWER, heard, reading, choice=question.offers[0])
        if command == "no":
            return Decision(DecisionKind.DECLINE, heard, reading)
        return None
    if question.kind == "request":
        if command == "yes":
            return Decision(DecisionKind.REQUEST, heard, reading, question.request)
        if command == "no":
            return Decision(DecisionKind.DECLINE, heard, reading)
    if question.kind == "card" and question.offers:
        index = _which_card(text, reading, ctx)
        if index is not None:
            slot = question.offers[0].action
            assert isinstance(slot, Place)
            return Decision(
                DecisionKind.ANSWER, heard, reading, choice=_choice(Place(index, slot.slot))
            )
    if question.kind == "where":
        gap = _where(reading, question.card)
        if gap is not None:
            return Decision(
                DecisionKind.ANSWER, heard, reading, choice=_choice(Place(question.card, gap))
            )
    if command in ANSWERING_INFO:
        return Decision(DecisionKind.INFO, heard, reading)
    if command == "yes" and question.kind == "confirm" and question.offers:
        # "yes" to "this, or that?" takes the first: the reading the game heard best
        return Decision(DecisionKind.ANSWER, heard, reading, choice=question.offers[0])
    if command == "no":
        return Decision(DecisionKind.DECLINE, heard, reading)
    if question.kind == "confirm" and question.offers:
        number = option_number(text, len(question.offers))
        if number is not None:
            return Decision(DecisionKind.ANSWER, heard, reading, choice=question.offers[number])
    if question.kind == "confirm" and len(offers) == 1 and heard_surely(heard):
        agreed = answers_read_back(text, offers[0].explain)  # "yes yes yes", "definitely not"
        if agreed is not None:
            kind = DecisionKind.ANSWER if agreed else DecisionKind.DECLINE
            return Decision(kind, heard, reading, choice=offers[0] if agreed else None)
    if question.kind == "confirm" and len(offers) == 2 and heard_surely(heard):
        if says_neither(text):  # "neither", "none of those"; with a placement, the turn's
            placing = reading.status == "act" and isinstance(reading.action, Place | Move)
            return None if placing else Decision(DecisionKind.DECLINE, heard, reading)
        picked = chosen_offer(text, [offer.explain for offer in offers])  # "the metro one"
        if picked is not None:
            return Decision(DecisionKind.ANSWER, heard, reading, choice=offers[picked])
    if command == "repeat":
        return Decision(DecisionKind.AGAIN, heard, reading)
    return None


def _which_card(text: str, reading: Reading, ctx: TurnContext) -> int | None:
    """A hand card from 'card 5', 'five', 'the fifth' or its name; None if none fits."""
    number = card_number(text, len(ctx.hand))
    if number is not None:
        return number
    if reading.status == "act" and isinstance(reading.action, Place):
        return reading.action.card
    request = read_request(f"what is {text}", faces(ctx)[0], ())
    return request.index if request is not None and request.kind is RequestKind.CARD else None


def _where(reading: Reading, card: int) -> int | None:
    """The gap hand card ``card`` goes to, from an answer to "Where does card 5 go?": a
    placement of it, or only a position ("at the end") read as a question of which card."""
    action = reading.action
    if reading.status == "act" and isinstance(action, Place):
        return action.slot if action.card == card or len(reading.alternatives) == 0 else None
    places = [c.action for c in reading.alternatives if isinstance(c.action, Place)]
    if reading.status == "ask" and isinstance(action, NoAction) and places:
        slots = {place.slot for place in places}
        if len(slots) == 1 and len(places) == len(reading.alternatives):
            return slots.pop()  # "which card goes there?": the card asked about
    return None


def _card_alone(heard: Heard, ctx: TurnContext) -> int | None:
    """A hand card said alone, by its number ("card 5") or its own words ("desktop
    publishing", :func:`~voice_game.intent.alone.hand_card_alone`), heard clearly, while a
    card can be placed."""
    if not ctx.can_place or heard.unheard or not heard_clearly(heard):
        return None
    said = re.sub(r"[^a-z0-9 ]", " ", heard.text.lower()).split()
    if said and said[0] == "card":
        return card_number(heard.text, len(ctx.hand))
    return hand_card_alone(heard.text, ctx)


def _refused(heard: Heard, ctx: TurnContext, caution: Caution) -> Reading | None:
    """A clear reading of a game action that is not allowed now, so that the engine
    refuses it with its coded reason (logged) instead of the parser dropping it."""
    anything = replace(
        ctx, can_place=True, can_doubt=True, can_move=True, can_undo=True, ordering_start=True
    )
    reading = understand(heard, anything, caution)
    action = reading.action
    if reading.status != "act":
        return None
    if isinstance(action, Place | Move | Doubt) or (
        isinstance(action, Command) and action.kind in ("undo", "swap", "keep")
    ):
        return reading
    return None


def _after_the_game(heard: Heard, moment: Moment, caution: Caution) -> Decision:
    """After the last card: another game with the same players, or leave. Only what was
    heard clearly acts (a faint "again" starts no rematch): anything else gets the question
    again."""
    if not heard.text.strip():
        return Decision(DecisionKind.NOTHING, heard)
    said_as = heard if heard.spoken else Heard.typed(typed_answer(heard.text))  # "q", "ja"
    ctx = replace(moment.ctx, confirming=True, can_place=False, can_doubt=False)
    reading = understand(said_as, ctx, caution)
    kind = reading.action.kind if isinstance(reading.action, Command) else ""
    clear = heard_surely(said_as, caution.sure)
    acts = reading.status == "act" and clear
    said = re.sub(r"[^a-z ]", "", said_as.text.lower()).strip()
    # "play again", "another game" are no commands of the turn: the table's own words count
    # "one more round", "call it a night": read from the words heard surely only
    choice = after_the_game(" ".join(w for w, c in said_as.matched if c >= caution.sure))
    again = (clear and said in PLAY_AGAIN) or (acts and kind == "yes") or choice == "again"
    if moment.rematch and again:
        return Decision(DecisionKind.REMATCH, heard, reading)
    if (
        (clear and said in GOODBYE)
        or (acts and kind in ("quit", "no", "stop"))
        or (choice == "leave")
    ):
        return Decision(DecisionKind.GOODBYE, heard, reading)
    return Decision(DecisionKind.PROMPT, heard, reading)


SETUP_WORDS: dict[str, DecisionKind] = {  # what a host word does at set-up
    "quit": DecisionKind.GOODBYE,
    "help": DecisionKind.HELP,
    "repeat": DecisionKind.AGAIN,
    "stop": DecisionKind.AGAIN,
}
"""The host's own words at set-up and what they do: "stop" (as in a turn, "stop talking")
asks the question again rather than leaving; "quit" leaves."""
SETUP_KEYS: dict[str, tuple[tuple[str, ...], ...]] = {
    "quit": (("quit",), ("exit",), ("end", "game")),
    "help": (("help",),),
    "repeat": (("repeat",), ("say", "again"), ("pardon",)),
    "stop": (("stop",), ("shush",), ("hush",)),
}
"""The words that must be said for a host word at set-up: a set-up answer is read by its
question, so one word off a host word is the answer ("new game" is not "end game", "start
again" not "say again")."""
LEAVING = ("goodbye", "bye", "exit")
SETUP_PHRASES: dict[CommandKind, tuple[tuple[str, ...], ...]] = {
    kind: tuple(tuple(re.sub(r"[^a-z ]", "", phrase).split()) for phrase in phrases)
    for kind, phrases in SETUP_HOST_PHRASES.items()
}
"""The words of :data:`~voice_game.intent.phrases.SETUP_HOST_PHRASES`, as the set-up moment
reads them (without apostrophes: "dont understand")."""


def _setting_up(heard: Heard, moment: Moment, caution: Caution) -> Decision:
    """At a set-up question: the host's own words act when heard clearly and are read back
    in one word when heard faintly ("Quit?", a reading of the command); anything else,
    an empty typed line included ("press enter for all"), is the answer (kind ``answer``,
    no choice: the question reads the words)."""
    ctx = replace(moment.ctx, confirming=True, can_place=False, can_doubt=False, can_undo=False)
    reading = understand(heard, ctx, caution)
    actions = [reading.action, *(choice.action for choice in reading.alternatives)]
    said = re.sub(r"[^a-z ]", "", heard.text.lower()).strip()
    tokens = tuple(said.split())
    word = next(
        (
            a
            for a in actions
            if isinstance(a, Command)
            and any(said_in_order(key, tokens) for key in SETUP_KEYS.get(a.kind, ()))
        ),
        None,
    )
    phrased = next((kind for kind, keys in SETUP_PHRASES.items() if _said_any(keys, tokens)), None)
    clear = heard_surely(heard, caution.sure)
    if said in LEAVING and clear:
        return Decision(DecisionKind.GOODBYE, heard, reading)
    if phrased is not None and (word is None or reading.status == "none"):
        word, clear = Command(phrased), clear and not _leaving_among_words(phrased, heard, tokens)
        if clear:
            return Decision(SETUP_WORDS[phrased], heard, replace(reading, action=word))
        return Decision(DecisionKind.ASK, heard, replace(reading, action=word))
    if word is None or reading.status == "none":
        return Decision(DecisionKind.ANSWER, heard, reading)
    if _leaving_among_words(word.kind, heard, tokens):
        clear = False
    if reading.status == "act" and reading.action == word and clear:
        return Decision(SETUP_WORDS[word.kind], heard, reading)
    return Decision(DecisionKind.ASK, heard, replace(reading, action=word))


QUIT_ALONE = frozenset((*SETUP_KEYS["quit"], *SETUP_PHRASES["quit"]))
"""A quit said alone ("quit", "end game", "turn it off"): it acts at once."""


def _leaving_among_words(kind: str, heard: Heard, tokens: tuple[str, ...]) -> bool:
    """A spoken "quit" with other words ("carry on with that one" was heard "carry on
    quit"): read back, for leaving ends the set-up; said alone it acts."""
    return kind == "quit" and heard.spoken and tokens not in QUIT_ALONE


def _said_any(keys: tuple[tuple[str, ...], ...], tokens: tuple[str, ...]) -> bool:
    """True when the words of one of ``keys`` are said together, in order."""
    return any(said_in_order(key, tokens, 0) for key in keys)


def _choice(action: Place | Move | Command) -> Choice:
    return Choice(action, 1.0, "")


def decision_json(decision: Decision) -> dict[str, object]:
    """The decision as ``hear`` prints it and the benchmark records it: ``action`` (the JSON
    of the action, a host request as kind ``request``, or kind ``none``), ``status`` (act,
    ask or none), ``decision`` (the kind above) and ``explain``."""
    reading, request = decision.reading, decision.request
    heard = decision.heard
    if decision.kind == "request" or (decision.kind == "ask" and request is not None):
        assert request is not None
        action: dict[str, object] = request_json(request)
        explain = "a request to the host" + (" (read back)" if decision.kind == "ask" else "")
    elif decision.kind == "accept":
        action, explain = {"kind": "accept"}, "let the last card stand"
    elif decision.kind == "answer" and decision.choice is not None:
        action, explain = dict(to_json(decision.choice.action)), "an answer to the question"
    elif decision.kind == "correct" and decision.choice is not None:
        action = dict(to_json(decision.choice.action))
        explain = "a correction after a pause: its placer is asked to move the last card"
    elif decision.kind == "where":
        action, explain = {"kind": "none"}, f"where does card {decision.card + 1} go?"
    elif decision.kind == "decline":
        action, explain = {"kind": "no"}, "no to the question"
    elif decision.kind == "again":
        action, explain = {"kind": "repeat"}, "the question again"
    elif decision.kind == "info" and reading is not None:
        action, explain = dict(to_json(reading.action)), "then the question again"
    elif decision.kind == "answer":
        action, explain = {"kind": "answer"}, "an answer to the question, which reads it"
    elif decision.kind in ("rematch", "goodbye", "prompt", "help"):
        action, explain = {"kind": decision.kind}, decision.kind
    elif reading is not None and decision.kind in ("act", "ask", "refused"):
        action = dict(to_json(reading.action)) if decision.kind != "refused" else {"kind": "none"}
        explain = reading.explain
    else:
        action = {"kind": "none"}
        explain = reading.explain if reading is not None else ""
    confidence = heard.confidence if reading is None else min(heard.confidence, reading.confidence)
    return {
        "transcript": heard.text,
        "action": action,
        "confidence": round(confidence if heard.spoken else 1.0, 3),
        "status": decision.status,
        "decision": decision.kind,
        "explain": explain,
    }


def offers(decision: Decision) -> list[dict[str, object]]:
    """The actions a read-back offers, as JSON (one yes completes the first; a choice of two
    is answered by naming one)."""
    reading = decision.reading
    if decision.kind == "correct" and decision.choice is not None:
        return [dict(to_json(decision.choice.action))]
    if decision.kind != "ask":
        return []
    if decision.request is not None:
        return [request_json(decision.request)]
    assert reading is not None
    if reading.alternatives:
        limit = None if isinstance(reading.action, NoAction) else 2
        return [dict(to_json(c.action)) for c in reading.alternatives[:limit]]
    return [] if isinstance(reading.action, NoAction) else [dict(to_json(reading.action))]
