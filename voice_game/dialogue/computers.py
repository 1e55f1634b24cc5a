"""Computer players at the table: seats and names, their voices, and what they say.

The decisions come from :mod:`voice_game.computer`; this module only seats the players and
puts their moves into short sentences of their own.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from voice_game.computer import Decision, Level
from voice_game.engine.actions import Accept, Doubt, Move, OrderStart, Place
from voice_game.engine.cards import CardFace
from voice_game.engine.game import Game

from .verbosity import short_name

COMPUTER_WORD = "computer"
COMPUTER_NAMES = ("Ada", "Max", "Zoe", "Otto", "Iris", "Leo", "Nora", "Hugo", "Vera")
VOICE_VARIANTS = ("en-gb+m3", "en-us+f2", "en-gb-scotland+m7", "en-us+f4", "en-029+m5")
"""An espeak-ng voice for each computer seat in turn, none of them the game's own voice."""
MAX_COMPUTERS = 5
DEFAULT_PAUSE = 1.5
"""Seconds a computer player 'thinks' before it moves (0 with --fast)."""


class ComputerSeatError(ValueError):
    """The computer players asked for cannot be seated."""


def seat_computers(
    names: Sequence[str], extra: int, level: Level
) -> tuple[list[str], tuple[tuple[str, str], ...]]:
    """Seat the players: each name ``computer`` and ``extra`` more become computer players.

    Returns the seating order and the computer seats as (name, level).
    """
    if not 0 <= extra <= MAX_COMPUTERS:
        raise ComputerSeatError(f"Choose 0 to {MAX_COMPUTERS} computer players, not {extra}.")
    taken = {name.casefold() for name in names if name.casefold() != COMPUTER_WORD}
    free = [name for name in COMPUTER_NAMES if name.casefold() not in taken]
    seats: list[str] = []
    computers: list[tuple[str, str]] = []
    wanted = [*names, *([COMPUTER_WORD] * extra)]
    if sum(1 for name in wanted if name.casefold() == COMPUTER_WORD) > MAX_COMPUTERS:
        raise ComputerSeatError(f"At most {MAX_COMPUTERS} computer players can join a game.")
    for name in wanted:
        if name.casefold() == COMPUTER_WORD:
            name = free.pop(0)
            computers.append((name, level.value))
        seats.append(name)
    return seats, tuple(computers)


def voice_for(game: Game, name: str) -> str:
    """The espeak-ng voice of computer player ``name``."""
    names = [seat for seat, _level in game.setup.computers]
    return VOICE_VARIANTS[names.index(name) % len(VOICE_VARIANTS)]


def _where(chain: Sequence[CardFace], slot: int) -> str:
    if not chain:
        return "down first"
    if slot == 0:
        return f"before {short_name(chain[0])}"
    if slot >= len(chain):
        return f"after {short_name(chain[-1])}"
    return f"between {short_name(chain[slot - 1])} and {short_name(chain[slot])}"


def _opener(decision: Decision, rng: random.Random) -> str:
    if decision.confidence >= 0.9:
        return rng.choice(("Easy.", "I know this one.", "Right."))
    if decision.confidence >= 0.6:
        return rng.choice(("Let me see.", "I think so.", "Well."))
    return rng.choice(("Hmm.", "Tricky.", "Let me guess."))


def sentences(game: Game, decision: Decision) -> list[str]:
    """What a computer player says before its move, in its own short words."""
    rng = random.Random(f"{game.setup.seed}:{len(game.history)}")
    chain = game.chain
    match decision.action:
        case Place(card_id=card_id, slot=slot):
            card = next(c for c in game.hand(game.current_player) if c.id == card_id)
            return [f"{_opener(decision, rng)} I'll put {short_name(card)} {_where(chain, slot)}."]
        case Move(index=index, slot=slot):
            rest = chain[:index] + chain[index + 1 :]
            return [f"Wait. First I'll move {short_name(chain[index])} {_where(rest, slot)}."]
        case Doubt():
            return [rng.choice(("I doubt it.", "That can't be right. I doubt it.", "I doubt."))]
        case Accept():
            return [f"I accept. Well done, {game.last_placer}."]
        case OrderStart(swap=swap):
            return ["I'll swap them." if swap else "I'll keep them as they are."]
    return []  # pragma: no cover - every action a policy takes is handled above
