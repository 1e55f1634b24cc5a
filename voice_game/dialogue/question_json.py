"""The open question in CONTEXT.json (``"question"``), so that ``voice-game hear`` decides an
answer with the question the game had open: its kind, its words and the readings it offered
("Safety match before basketball?": one offer; a choice of two; "Doubt?")."""

from __future__ import annotations

from typing import Any, cast, get_args

from voice_game.intent import Choice, Command, Doubt, Move, Place
from voice_game.intent.model import COMMAND_KINDS, Action, CommandKind, TurnContext, to_json

from .decider import Question, QuestionKind

QUESTION_KINDS: tuple[str, ...] = get_args(QuestionKind)
MOST_OFFERS = 2
MOST_TEXT = 300


class QuestionError(ValueError):
    """The ``"question"`` of CONTEXT.json cannot be used; the message says why."""


def question_to_json(question: Question) -> dict[str, Any]:
    """``{"kind": ..., "text": ..., "card": ..., "offers": [action JSON with "explain"]}``."""
    offers = [{**to_json(c.action), "explain": c.explain} for c in question.offers]
    return {"kind": question.kind, "text": question.text, "card": question.card, "offers": offers}


def question_from_json(data: Any, ctx: TurnContext) -> Question:
    """The question ``data`` describes, checked against the turn ``ctx``."""
    if not isinstance(data, dict):
        raise QuestionError("'question' must be an object")
    kind = data.get("kind", "confirm")
    if kind not in QUESTION_KINDS:
        raise QuestionError(f"'question.kind' must be one of {', '.join(QUESTION_KINDS)}")
    text = _text(data.get("text", ""), "question.text")
    card = data.get("card", -1)
    if not isinstance(card, int) or isinstance(card, bool) or not -1 <= card < len(ctx.hand):
        raise QuestionError("'question.card' must be -1 or a hand card's index")
    offers = data.get("offers", [])
    if not isinstance(offers, list) or len(offers) > MOST_OFFERS:
        raise QuestionError(f"'question.offers' must be a list of at most {MOST_OFFERS}")
    choices = tuple(_choice(offer, ctx) for offer in offers)
    return Question(cast(QuestionKind, kind), text, choices, card)


def _text(value: Any, key: str) -> str:
    if not isinstance(value, str) or len(value) > MOST_TEXT:
        raise QuestionError(f"'{key}' must be a text of at most {MOST_TEXT} characters")
    return value


def _choice(offer: Any, ctx: TurnContext) -> Choice:
    if not isinstance(offer, dict):
        raise QuestionError("each offer must be an object")
    return Choice(_action(offer, ctx), 1.0, _text(offer.get("explain", ""), "offer.explain"))


def _action(offer: dict[str, Any], ctx: TurnContext) -> Action:
    kind = offer.get("kind")
    if kind == "doubt":
        return Doubt()
    if kind in COMMAND_KINDS:
        return Command(cast(CommandKind, kind))
    if kind in ("place", "move"):
        cards = len(ctx.hand) if kind == "place" else len(ctx.chain)
        slots = len(ctx.chain) + (1 if kind == "place" else 0)
        card, slot = _index(offer.get("card"), cards), _index(offer.get("slot"), slots)
        if card is None or slot is None:
            raise QuestionError(f"an offered {kind} names a card or gap the turn lacks")
        return Place(card, slot) if kind == "place" else Move(card, slot)
    raise QuestionError("an offer's 'kind' must be place, move, doubt or a command")


def _index(value: Any, size: int) -> int | None:
    """``value`` when it is an index below ``size``."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < size:
        return value
    return None
