"""The question the game has open and waits on an answer to, and how each is asked."""

from __future__ import annotations

from collections.abc import Sequence

from voice_game.engine.cards import CardFace
from voice_game.engine.events import Phase
from voice_game.engine.game import Game
from voice_game.intent.model import Choice, Command, Move, NoAction, Place, Reading
from voice_game.intent.phrases import AFTER_THE_GAME, QUESTION_ANSWERS, card_answers

from .decider import Question, QuestionKind
from .readback import read_back, request_question
from .render import short_position
from .requests import Request
from .verbosity import Verbosity, short_name


class OpenQuestion:
    """At most one open question: asked, answered (or dropped), then forgotten."""

    def __init__(self) -> None:
        self.pending: Question | None = None

    @property
    def kind(self) -> QuestionKind | None:
        """The kind of question open (see :class:`.decider.Question`), or None."""
        return None if self.pending is None else self.pending.kind

    def drop(self) -> None:
        """Forget the open question."""
        self.pending = None

    def answer_phrases(self, game: Game) -> list[str]:
        """The answers to listen for: to the end of ``game``, and to the open question (a
        card question also takes the numbers and names of the hand on turn)."""
        over = game.phase is Phase.OVER
        hand = game.hand(game.current_player) if not over else ()
        out: list[str] = list(AFTER_THE_GAME) if over else []
        if self.pending is None:
            return out
        out += QUESTION_ANSWERS
        if self.pending.kind == "card":
            out += card_answers(hand)
        return out

    def _ask(self, question: Question) -> str:
        self.pending = question
        return question.text

    def ask_where(self, card: int) -> str:
        """'Where does card 2 go?' for hand card ``card``."""
        text = f"Where does card {card + 1} go?"
        return self._ask(Question("where", text, card=card))

    def ask_request(self, request: Request) -> str:
        """A host request heard faintly, read back."""
        return self._ask(Question("request", request_question(request), request=request))

    def ask_undo(self, owner: str, what: str) -> str:
        """Ask ``owner`` whether ``what`` (their move) may be taken back."""
        return self._ask(Question("undo", f"{owner}, take back {what}? {owner}, say yes or no."))

    def ask_correct(self, owner: str, move: Move, chain: Sequence[CardFace]) -> str:
        """Ask ``owner`` whether their card, chain card ``move.card``, moves as a correction
        said after a pause puts it ("Ann, move the telephone before the wheel?")."""
        card = chain[move.card]
        rest = [*chain[: move.card], *chain[move.card + 1 :]]
        where = short_position(rest, move.slot)
        text = f"{owner}, move {short_name(card)} {where}?"
        return self._ask(Question("correct", text, (Choice(move, 1.0, ""),)))

    def ask_back(
        self,
        reading: Reading,
        chain: Sequence[CardFace],
        hand: Sequence[CardFace],
        level: Verbosity,
    ) -> str | None:
        """A read-back: one short yes/no question ("Telephone before moon landing?"), a
        choice of two ("Telephone at the start, or telephone at the end?"), or which card
        goes where when only that is open. Never a numbered menu. None when the reading
        offers nothing to ask about."""
        choices = reading.alternatives or (
            (Choice(reading.action, reading.confidence, reading.explain),)
            if not isinstance(reading.action, NoAction)
            else ()
        )
        if not choices:
            return None
        if isinstance(reading.action, NoAction):
            which = which_card_question(choices, chain, hand, level)
            if which is not None:
                return self._ask(Question("card", which, tuple(choices)))
        offered = tuple(choices[:2])
        return self._ask(Question("confirm", read_back(offered), offered))

    @property
    def asks_to_repeat(self) -> bool:
        """True when the open read-back offers "repeat" (a yes repeats what was said before
        it, not the question)."""
        offers = self.pending.offers if self.pending is not None else ()
        return any(choice.action == Command("repeat") for choice in offers)


def which_card_question(
    choices: Sequence[Choice],
    chain: Sequence[CardFace],
    hand: Sequence[CardFace],
    level: Verbosity,
) -> str | None:
    """'Which card goes at the end?', when only that is open (all ``choices`` place a card
    at one slot of ``chain``); None otherwise."""
    places = [c.action for c in choices]
    if len(places) < 2 or not all(isinstance(p, Place) for p in places):
        return None
    slots = {p.slot for p in places if isinstance(p, Place)}
    if len(slots) != 1:
        return None
    where = short_position(chain, slots.pop())
    if level is not Verbosity.FULL:
        return f"Which card goes {where}?"
    named = [f"card {i} {short_name(card)}" for i, card in enumerate(hand[:3], start=1)]
    rest = f" Say my cards to hear all {len(hand)}." if len(hand) > 3 else ""
    return f"Which card goes {where}? Say its number or its name, like {', or '.join(named)}.{rest}"
