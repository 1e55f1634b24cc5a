"""Playing by touch: seat codes, and a tap turned into the words a player would type.

A tap never reaches the engine by a path of its own: it becomes the sentence a player
would type for the same move ("card 2 after the third card", "I doubt"), and that sentence
goes through :meth:`Session.handle <voice_game.dialogue.session.Session.handle>`, the same
decider and engine as speech and typing. Only a seat's own code acts for that seat, and
only when the game waits on that seat.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from concurrent.futures import Future
from dataclasses import dataclass, field

from voice_game.dialogue.session import Reply, Session
from voice_game.engine.events import Phase
from voice_game.spoken.numbers import ordinal

CODE_DIGITS = 4
KINDS = ("place", "doubt", "accept", "undo", "keep", "swap")
"""What a tap can ask for."""


class SeatCodes:
    """A short random code for each person's seat, fresh for each run of the game."""

    def __init__(self, seats: Iterable[str]) -> None:
        self._by_seat: dict[str, str] = {}
        taken: set[str] = set()
        for seat in seats:
            code = _new_code(taken)
            taken.add(code)
            self._by_seat[seat] = code

    def seat_of(self, code: object) -> str | None:
        """The seat ``code`` belongs to, or None (compared in constant time)."""
        if not isinstance(code, str):
            return None
        found = None
        for seat, known in self._by_seat.items():
            if secrets.compare_digest(known.encode(), code.strip().encode()):
                found = seat
        return found

    def code_of(self, seat: str) -> str:
        """The code of ``seat``."""
        return self._by_seat[seat]

    @property
    def seats(self) -> tuple[str, ...]:
        """The seats that have a code (every person's seat; none for a computer player)."""
        return tuple(self._by_seat)

    def sentence(self) -> str:
        """The codes as the game says them: 'Seat codes: Ann 4821, Ben 0937.'"""
        spaced = (f"{seat} {' '.join(code)}" for seat, code in self._by_seat.items())
        return "Seat codes for playing by touch: " + ", ".join(spaced) + "."


def _new_code(taken: set[str]) -> str:
    while True:
        code = "".join(secrets.choice("0123456789") for _ in range(CODE_DIGITS))
        if code not in taken:
            return code


@dataclass
class Tap:
    """One tap from a joined seat: what it asks for, and on which table it was made."""

    seat: str
    kind: str
    version: int
    card: int = 0
    """place: the hand card, counted from 0."""
    slot: int = 0
    """place: the gap in the chain, 0 (before the first card) to the chain's length."""
    answer: Future[list[str]] = field(default_factory=Future)
    """Set to what the game said, once the tap is played."""

    def words(self, session: Session) -> list[str] | str:
        """The sentences to type for this tap, or (a str) why it cannot be played now."""
        game = session.game
        if game.phase is Phase.OVER:
            return "The game is over."
        if self.kind == "undo":
            owner = game.undo_player
            if owner != self.seat:
                return "Only your own last move can be taken back."
            if owner == game.current_player:
                return ["undo"]
            return ["undo", "yes"]  # asked of the placer, who is the one tapping
        if self.seat != game.current_player:
            return f"It is {game.current_player}'s turn, not yours."
        if self.kind == "place":
            hand, chain = game.hand(self.seat), game.chain
            if not 0 <= self.card < len(hand) or not 0 <= self.slot <= len(chain):
                return "That card or place is not on the table any more."
            return [place_words(self.card, self.slot, len(chain))]
        return {"doubt": ["I doubt"], "accept": ["accept"], "keep": ["keep"], "swap": ["swap"]}[
            self.kind
        ]


def place_words(card: int, slot: int, chain_length: int) -> str:
    """What a player types to place hand card ``card`` (from 0) in gap ``slot``."""
    if slot == 0:
        return f"card {card + 1} at the start"
    if slot == chain_length:
        return f"card {card + 1} at the end"
    return f"card {card + 1} after the {ordinal(slot)} card"


def play_tap(session: Session, tap: Tap, version: int) -> tuple[list[str], list[Reply]]:
    """Play ``tap`` on ``session``, whose table is now at view ``version``: the sentences it
    was typed as and the game's replies (none when it was refused before any was typed: a
    stale table, another seat's turn). An open question is dropped first: a tap is a whole
    command, never an answer to a question about something else."""
    if tap.version != version:
        return [], [Reply(["The table has changed since; look again and tap once more."], False)]
    words = tap.words(session)
    if isinstance(words, str):
        return [], [Reply([words], understood=False)]
    session.drop_question()
    replies: list[Reply] = []
    for line in words:
        if line == "yes" and session.open_question != "undo":
            break
        replies.append(session.handle(line))
    return words, replies
