"""Choosing the reading: candidate readings, which of them are allowed at this moment of
the game, and the choice between acting, asking back and doing nothing.

A possible reading of an utterance, before the best one is chosen.

Which readings are allowed at this moment of the game.

Choose among candidate readings: act, ask or none.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import Action, Choice, Command, Doubt, Move, NoAction, Place, Reading, TurnContext


@dataclass(frozen=True)
class Candidate:
    """One reading with its fit (0..1).

    `exact`: the words were a known phrase verbatim (a Doubt acts only then).
    `loose`: the words only resemble a phrase ("the speak softer"): read back, never acted on.
    `options`: set for a "which one?" question; `action` is then a NoAction asking it.
    A NoAction without options is an error: the words fit, but say something impossible.
    """

    action: Action
    score: float
    explain: str
    exact: bool = False
    loose: bool = False
    options: tuple[Candidate, ...] = ()

    @property
    def is_error(self) -> bool:
        """True for a reading that fits but cannot be done (reason in the NoAction)."""
        return isinstance(self.action, NoAction) and not self.options


def error(reason: str, score: float) -> Candidate:
    """An error candidate: the words fit `score`, but `reason` says why nothing can happen."""
    return Candidate(NoAction(reason), score, reason)


def refusal(action: Action, ctx: TurnContext) -> str:
    """Why `action` is not allowed now, in words to speak; '' when it is allowed."""
    if isinstance(action, Place) and not ctx.can_place:
        if ctx.confirming:
            return "Please answer yes or no first."
        if ctx.ordering_start:
            return "First put the two start cards in order: say swap or keep."
        return "You can't place a card right now."
    if isinstance(action, Move) and not ctx.can_move:
        return "You can't change the order of the chain now."
    if isinstance(action, Doubt) and not ctx.can_doubt:
        return "You can't doubt right now."
    if isinstance(action, Command):
        return _command_refusal(action.kind, ctx)
    return ""


def _command_refusal(kind: str, ctx: TurnContext) -> str:
    """Why a command is not allowed now; '' when it is."""
    if kind in ("yes", "no") and not ctx.confirming:
        return "There is no question to answer right now."
    if kind == "undo" and not ctx.can_undo:
        return "There is nothing to undo."
    if kind in ("swap", "keep") and not ctx.ordering_start:
        return "There are no start cards to order."
    return ""


ACT = 0.8  # a reading this good acts at once when nothing else is close
ASK = 0.55  # below this, nothing fits
MARGIN = 0.1  # readings within this of the best are "close"
COMPETE = 0.5  # a doubt acts only if no other reading fits this well
MAX_OPTIONS = 4
TWO = 2
"""A read-back of close readings offers the best and the next: never a menu of three."""
NOT_UNDERSTOOD = "Sorry, I did not understand."


def decide(candidates: list[Candidate], ctx: TurnContext) -> Reading:
    """The reading to return for these candidates in this context."""
    gated = [_gate(c, ctx) for c in candidates]
    real = _best_per_action([c for c in gated if not c.is_error])
    errors = sorted((c for c in gated if c.is_error), key=lambda c: -c.score)
    best = real[0] if real else None
    if (
        errors
        and errors[0].score >= ASK
        and (best is None or errors[0].score > best.score + MARGIN)
    ):
        return _none(errors[0].explain, errors[0].score)
    if best is None or best.score < ASK:
        reason = errors[0].explain if errors and errors[0].score >= ASK else NOT_UNDERSTOOD
        return _none(reason, best.score if best else 0.0)
    if best.options:
        return _ask(best, list(best.options))
    close = [c for c in real[1:] if c.score >= max(ASK, best.score - MARGIN)]
    if best.score >= ACT and not close and not best.loose and _doubt_is_clear(best, real):
        return Reading(best.action, _clamp(best.score), "act", best.explain)
    return _ask(best, [best, *close][:TWO])


def _gate(c: Candidate, ctx: TurnContext) -> Candidate:
    """An error in place of a reading that is not allowed now."""
    action = c.options[0].action if c.options else c.action
    reason = refusal(action, ctx)
    return error(reason, c.score) if reason else c


def _best_per_action(cands: list[Candidate]) -> list[Candidate]:
    """One candidate per distinct action (the best), best first."""
    best: dict[object, Candidate] = {}
    for c in cands:
        k = (c.action, tuple(o.action for o in c.options))
        if k not in best or c.score > best[k].score:
            best[k] = c
    return sorted(best.values(), key=lambda c: -c.score)


def _doubt_is_clear(best: Candidate, real: list[Candidate]) -> bool:
    """A doubt acts only from a verbatim phrase with no rival reading.

    Rivals are other verbatim phrases and any Place or Move that fits; a near-miss of a
    command phrase ("doubt the chain" ~ "the chain") is not a rival to a verbatim doubt.
    """
    if not isinstance(best.action, Doubt):
        return True
    rivals = [c for c in real[1:] if c.exact or isinstance(c.action, (Place, Move))]
    return best.exact and not any(c.score >= COMPETE for c in rivals)


def _ask(best: Candidate, options: list[Candidate]) -> Reading:
    """A read-back question offering `options`, best first."""
    choices = tuple(Choice(o.action, _clamp(o.score), o.explain) for o in options[:MAX_OPTIONS])
    return Reading(best.action, _clamp(best.score), "ask", best.explain, choices)


def _none(reason: str, score: float) -> Reading:
    """Nothing to do, and why."""
    return Reading(NoAction(reason), _clamp(score), "none", reason)


def _clamp(x: float) -> float:
    """Keep a confidence within 0..1."""
    return max(0.0, min(1.0, round(x, 3)))
