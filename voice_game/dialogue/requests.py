"""The host's own requests: detail, rules, more help, one card, part of the chain ("more
detail", "how do I play", "what is card 3", "around the Moon landing"). The decider
(:mod:`.decider`) reads them from the same words as the game's parser and weighs them by the
same evidence.

Pure: text and the cards in view in, a :class:`Request` (or None) out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz

from voice_game.engine.cards import CardFace
from voice_game.heard import Heard
from voice_game.intent import (
    Reading,
    TurnContext,
    listening_phrases,
)
from voice_game.intent.phrases import REQUEST_PHRASES, RequestKind, request_phrases
from voice_game.spoken.numbers import number_words, ordinal_words

NAME_FLOOR = 80.0
_NUMBERS = number_words(0, 20)
_ORDINALS = ordinal_words(0, 20)

_ABOUT = re.compile(r"^(?:tell me about|what is|what's|whats|read|describe|which is) (.+)$")
_NOT_CARDS = ("the chain", "chain", "on the table", "the table", "in my hand", "my hand")
_AROUND = re.compile(r"^(?:read )?(?:the chain )?around (.+)$")


@dataclass(frozen=True)
class Request:
    """A host request: its kind, and the card it is about (``index``, ``card``)."""

    kind: RequestKind
    index: int = -1
    card: CardFace | None = None


def turn_phrases(ctx: TurnContext) -> list[str]:
    """The phrase list the game listens with in a turn (the live game, ``hear`` and the
    benchmark): the parser's (:func:`~voice_game.intent.listening_phrases`) and the host's
    requests about the cards in view."""
    return [*listening_phrases(ctx), *request_phrases(ctx.hand, ctx.chain)]


def faces(ctx: TurnContext) -> tuple[list[CardFace], list[CardFace]]:
    """The hand and the chain of ``ctx`` as the host's requests read them."""
    return (
        [CardFace("", card.event, card.aliases) for card in ctx.hand],
        [CardFace("", card.event, card.aliases) for card in ctx.chain],
    )


def heard_as_noise(heard: Heard, reading: Reading | None, request: Request | None) -> bool:
    """True when the session takes what was heard in a turn as other voices at the table:
    nothing said, or speech mostly unmatched that means nothing (no request, a reading of
    status "none"). The voice game answers it with its not-understood sound alone and listens
    again (:attr:`~.session.Reply.only_noise`)."""
    if not heard.said:
        return heard.spoken
    return (
        request is None
        and (reading is None or reading.status == "none")
        and heard.spoken
        and (not heard.text.strip() or heard.mostly_unheard)
    )


def request_json(request: Request) -> dict[str, object]:
    """A request as ``hear`` and the benchmark record it (kind ``request``)."""
    out: dict[str, object] = {"kind": "request", "request": request.kind}
    if request.index >= 0:
        out["index"] = request.index
    return out


def read_request(text: str, hand: Sequence[CardFace], chain: Sequence[CardFace]) -> Request | None:
    """The host request ``text`` makes, or None (then the game's parser reads it)."""
    said = _clean(text)
    for kind, phrases in REQUEST_PHRASES.items():
        if said in phrases:
            return Request(kind)
    around = _AROUND.match(said)
    if around:
        index = _position(around.group(1), len(chain))
        if index is None:
            index = _named(around.group(1), chain)
        if index is None:
            return Request(RequestKind.AROUND)
        return Request(RequestKind.AROUND, index, chain[index])
    about = _ABOUT.match(said)
    if about and about.group(1) not in _NOT_CARDS:
        subject = about.group(1)
        number = _card_number(subject)
        if number is not None:
            return Request(RequestKind.HAND_CARD, number - 1)
        if subject.startswith("my "):
            return None  # "read my cards", "read my hand": the game's own commands
        for cards in (hand, chain):
            index = _named(subject, cards)
            if index is not None:
                return Request(RequestKind.CARD, index, cards[index])
    return None


def _clean(text: str) -> str:
    lowered = re.sub(r"[^a-z0-9' ]", " ", text.lower().replace("-", " "))
    words = [w for w in lowered.split() if w not in ("please", "um", "uh")]
    return " ".join(words)


def _number(word: str) -> int | None:
    if word.isdigit():
        return int(word) if len(word) <= 6 else None  # no int() of a pasted number
    return _NUMBERS.index(word) if word in _NUMBERS else None


def _card_number(subject: str) -> int | None:
    """'card 3', 'card number three', 'my third card' -> 3."""
    words = [w for w in subject.split() if w not in ("my", "the", "number")]
    if len(words) == 2 and words[0] == "card":
        return _number(words[1])
    if len(words) == 2 and words[1] == "card" and words[0] in _ORDINALS:
        return _ORDINALS.index(words[0])
    return None


def _position(subject: str, size: int) -> int | None:
    """'the third', 'card 3', 'the last' as a 0-based chain index."""
    words = [w for w in subject.split() if w not in ("the", "card", "one", "number")]
    if words == ["last"] and size:
        return size - 1
    if len(words) == 1:
        ordinal = _ORDINALS.index(words[0]) if words[0] in _ORDINALS else _number(words[0])
        if ordinal is not None and 1 <= ordinal <= size:
            return ordinal - 1
    return None


def _named(subject: str, cards: Sequence[CardFace]) -> int | None:
    """The card whose alias or event ``subject`` names best, if it is close enough. A
    subject of several words may be part of a name ("moon landing" of "Apollo 11 moon
    landing"), but every word of it must be the name's (:func:`_explained`): "the have the
    linear b" was "the asterix between ... and the linear b", not a request about Linear B."""
    subject = re.sub(r"^(the|a|an) ", "", subject.strip())
    best, best_score = None, NAME_FLOOR
    for index, card in enumerate(cards):
        for name in (*card.aliases, card.event):
            score = fuzz.ratio(subject, _clean(name))
            if len(subject.split()) >= 2 and _explained(subject, _clean(name)):
                score = max(score, fuzz.token_set_ratio(subject, _clean(name)))
            if score > best_score or (score == best_score and best is None):
                best, best_score = index, score
    return best


UNNAMING = frozenset({"the", "a", "an", "of", "card"})
"""Words a subject may carry beside the words of a card's name ("the card of the ...")."""


def _explained(subject: str, name: str) -> bool:
    """True when every word of ``subject`` is a word of ``name`` (or sounds like one) or
    one of :data:`UNNAMING`: no word is left that the name does not account for."""
    name_words = name.split()
    return all(
        word in UNNAMING or any(fuzz.ratio(word, other) >= NAME_FLOOR for other in name_words)
        for word in subject.split()
    )
