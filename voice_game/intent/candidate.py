"""A possible reading of an utterance, before the best one is chosen."""

from __future__ import annotations

from dataclasses import dataclass

from .model import Action, NoAction


@dataclass(frozen=True)
class Candidate:
    """One reading with its fit (0..1).

    `exact`: the words were a known phrase verbatim (a Doubt acts only then).
    `options`: set for a "which one?" question; `action` is then a NoAction asking it.
    A NoAction without options is an error: the words fit, but say something impossible.
    """

    action: Action
    score: float
    explain: str
    exact: bool = False
    options: tuple[Candidate, ...] = ()

    @property
    def is_error(self) -> bool:
        """True for a reading that fits but cannot be done (reason in the NoAction)."""
        return isinstance(self.action, NoAction) and not self.options


def error(reason: str, score: float) -> Candidate:
    """An error candidate: the words fit `score`, but `reason` says why nothing can happen."""
    return Candidate(NoAction(reason), score, reason)
