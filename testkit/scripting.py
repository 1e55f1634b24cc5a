"""Plan a whole game's typed commands by playing it through the engine with known years.

The plan makes every situation of a preset happen: a right doubt, a wrong doubt, a player
reaching two cards (reversal), a wrong winning chain (overtime), and finally a win. The
scripted games of the tests and the kill-resume check (``scripts/kill-resume``) are planned
here, and :func:`right_slot` is the oracle of the speech benchmark's and the voice tests'
scripted players.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from voice_game.decks import load_deck
from voice_game.engine import (
    Accept,
    Doubt,
    Game,
    OrderStart,
    Phase,
    Place,
    Setup,
    Span,
    judge_chain,
    preset,
)

DECK = Path(__file__).resolve().parents[1] / "tests" / "data" / "test-deck.toml"
PLAYERS = ("Ann", "Ben", "Cara")


def play(
    args: list[str], text: str, tmp_path: Path, **extra: Any
) -> subprocess.CompletedProcess[str]:
    """``voice-game play --text`` with ``args``, typing ``text``, its state kept in ``tmp_path``."""
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "state"))
    run: dict[str, Any] = {"capture_output": True, "text": True, "timeout": 60, "env": env}
    return subprocess.run(
        [sys.executable, "-m", "voice_game", "play", "--text", *args],
        input=text,
        **(run | extra),
    )


def new_game_args(rules: str, seed: int, players: tuple[str, ...] = PLAYERS) -> list[str]:
    """``voice-game play`` options for a new game on the test deck."""
    return [
        "--players",
        ",".join(players),
        "--rules",
        rules,
        "--deck",
        str(DECK),
        "--seed",
        str(seed),
    ]


@dataclass
class Plan:
    """A planned game: the typed lines, and the engine game they lead to."""

    lines: list[str] = field(default_factory=list)
    game: Game | None = None


def _spans(game: Game, ids: list[str]) -> list[Span]:
    by_id = {card.id: card for card in game.setup.cards}
    return [by_id[i].span for i in ids]


def _slots(game: Game, card_id: str, want_correct: bool) -> list[int]:
    chain = [c.id for c in game.chain]
    good = []
    for slot in range(len(chain) + 1):
        ids = chain[:slot] + [card_id] + chain[slot:]
        if judge_chain(_spans(game, ids)).correct == want_correct:
            good.append(slot)
    return good


def right_slot(game: Game, card_id: str) -> int:
    """Where the card goes in the chain to keep it right (the end if nowhere); an oracle
    that reads the hidden years, for scripted players only."""
    spans = {card.id: card.span for card in game.setup.cards}
    chain = [card.id for card in game.chain]
    for slot in range(len(chain) + 1):
        ids = chain[:slot] + [card_id] + chain[slot:]
        if judge_chain([spans[i] for i in ids]).correct:
            return slot
    return len(chain)


def _say_slot(game: Game, slot: int) -> str:
    chain = game.chain
    by_id = {card.id: card for card in game.setup.cards}
    if slot == 0:
        return "at the start"
    if slot == len(chain):
        return "at the end"
    return f"after the {by_id[chain[slot - 1].id].aliases[0]}"


def plan_game(rules: str, players: tuple[str, ...], seed: int) -> Plan:
    """The typed lines of a whole game, and the engine game they lead to."""
    cards = load_deck(DECK).cards
    game = Game(Setup(players, preset(rules), cards, seed))
    plan = Plan(game=game)
    placements = 0
    doubt_next = False
    wrong_doubt_done = False
    overtime_done = False
    final_wrong = False
    for _ in range(400):
        if game.phase is Phase.OVER:
            break
        if game.phase is Phase.ORDER_START:
            first, second = (c.id for c in game.chain)
            swap = not judge_chain(_spans(game, [first, second])).correct
            plan.lines.append("swap" if swap else "keep")
            game.apply(OrderStart(swap))
            continue
        if game.phase is Phase.FINAL:
            if final_wrong:
                plan.lines.append("I doubt")
                game.apply(Doubt())
                overtime_done = True
                final_wrong = False
            else:
                plan.lines.append("accept")
                game.apply(Accept())
            continue
        if doubt_next and game.can_doubt:
            plan.lines.append("I doubt")
            game.apply(Doubt())
            doubt_next = False
            continue
        if placements == 3 and not wrong_doubt_done and game.can_doubt:
            plan.lines.append("doubt")
            game.apply(Doubt())
            wrong_doubt_done = True
            continue
        hand = game.hand(game.current_player)
        last_card = len(hand) == 1
        want_wrong = placements == 1 or (last_card and not overtime_done)
        card = hand[0]
        slots = _slots(game, card.id, want_correct=not want_wrong)
        if not slots:
            slots = list(range(len(game.chain) + 1))
            want_wrong = False
        slot = slots[0]
        plan.lines.append(f"card 1 {_say_slot(game, slot)}")
        game.apply(Place(card.id, slot))
        placements += 1
        if want_wrong and not last_card:
            doubt_next = True
        if want_wrong and last_card:
            final_wrong = True
    return plan
