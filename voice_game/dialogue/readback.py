"""Read-backs: the short question the game asks when it is not sure what it heard.

One reading is one yes/no question of a few words ("Telephone before moon landing?",
"Doubt?", "Help?"); two close readings are one choice ("Telephone at the start, or
telephone at the end?"), answered by saying one of them again, "the first" or "the
second", or no. Never a numbered menu: a read-back takes about as long as the command.
"""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.intent import Choice, Command, Doubt
from voice_game.intent.phrases import RequestKind

from .requests import Request

ONE_WORD = {
    "help": "Help?",
    "stop": "Stop?",
    "repeat": "Repeat?",
    "quit": "Quit?",
    "undo": "Undo?",
    "yes": "Yes?",
    "no": "No?",
}
"""The host's own words, read back in one word."""
REQUESTS = {
    RequestKind.MORE: "More detail?",
    RequestKind.LESS: "Less detail?",
    RequestKind.RULES: "The rules?",
    RequestKind.MORE_HELP: "More help?",
}
"""Host requests without a card, read back."""


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def offer(choice: Choice) -> str:
    """One reading in a few words, without the question mark."""
    action = choice.action
    if isinstance(action, Doubt):
        return "Doubt"
    if isinstance(action, Command) and action.kind in ONE_WORD:
        return ONE_WORD[action.kind].rstrip("?")
    return _capital(choice.explain)


def read_back(offers: Sequence[Choice]) -> str:
    """The question for one reading or a choice of two."""
    said = [offer(c) for c in offers[:2]]
    if len(said) == 1:
        return said[0] + "?"
    return f"{said[0]}, or {said[1][:1].lower() + said[1][1:]}?"


def request_question(request: Request) -> str:
    """A host request heard faintly, read back ("More detail?", "Card 2?")."""
    if request.kind in REQUESTS:
        return REQUESTS[request.kind]
    if request.kind is RequestKind.HAND_CARD:
        return f"Card {request.index + 1}?"
    if request.card is not None:
        name = request.card.aliases[0] if request.card.aliases else request.card.event
        return f"{'Around' if request.kind is RequestKind.AROUND else 'About'} the {name}?"
    return "Did you ask me something?"
