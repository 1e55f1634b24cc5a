"""Answers that only read the game: the chain, a hand, whose turn, the card counts, one
card's full text, part of a long chain, and the rules."""

from __future__ import annotations

from voice_game.engine.game import Game

from .render import capital, chain_sentences, counts_sentence, hand_sentences, join_names
from .requests import Request
from .rules_talk import rules_sentences
from .verbosity import Verbosity, short_name

AROUND = 2
"""'around the Moon landing' reads this many chain cards either side."""
INFO_COMMANDS = ("chain", "hand", "turn", "counts")
"""The commands :func:`command_answer` answers."""
INFO_REQUESTS = ("rules", "hand_card", "card", "around")
"""The kinds of host request :func:`request_answer` answers."""


def command_answer(kind: str, game: Game, level: Verbosity) -> list[str]:
    """The sentences for the command ``kind``, one of :data:`INFO_COMMANDS`."""
    match kind:
        case "chain":
            return chain_sentences(game.chain, level)
        case "hand":
            player = game.current_player
            return hand_sentences(player, game.hand(player), level)
        case "turn":
            return [f"{game.current_player}, your turn."]
    lines = [counts_sentence(game.hand_counts(), game.pile_count, level)]
    if level is not Verbosity.FULL:
        lines.insert(0, f"The chain has {len(game.chain)} cards.")
    return lines


def request_answer(request: Request, game: Game) -> tuple[list[str], bool]:
    """The sentences for ``request`` (of a kind in :data:`INFO_REQUESTS`), and whether it
    could be answered (False for a card or a place that is not there)."""
    match request.kind:
        case "rules":
            return rules_sentences(game), True
        case "hand_card":
            hand = game.hand(game.current_player)
            if not 0 <= request.index < len(hand):
                return [f"You have no card {request.index + 1}; you hold {len(hand)}."], False
            card = hand[request.index]
            return [f"Card {request.index + 1}, {short_name(card)}, {card.event}."], True
        case "card":
            assert request.card is not None
            return [f"{capital(short_name(request.card))}, {request.card.event}."], True
    return around(game, request.index)


def around(game: Game, index: int) -> tuple[list[str], bool]:
    """Chain card ``index`` with :data:`AROUND` cards either side ('Cards 3 to 7 of 12 are
    ...'), and whether there is such a card."""
    chain = game.chain
    if index < 0:
        return ["Which card of the chain? Say around and its name, like around the first."], False
    low, high = max(0, index - AROUND), min(len(chain), index + AROUND + 1)
    part = [f"{i} {short_name(chain[i - 1])}" for i in range(low + 1, high + 1)]
    return [f"Cards {low + 1} to {high} of {len(chain)} are {join_names(part)}."], True
