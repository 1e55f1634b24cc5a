"""Computer players against each other: win rates per pair of levels, game length, doubts.

    scripts/bench-computer                    # 6 pairs x 200 two-player games, lifestyle rules
    scripts/bench-computer --games 50 --rules wort-schrift-buch

Prints a Markdown table (the one in the README). No timing: the figures are about play.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter
from dataclasses import dataclass, field

from voice_game.computer import computer_players
from voice_game.computer.levels import Level
from voice_game.decks import load_decks
from voice_game.dialogue.setup import DEFAULT_DECKS
from voice_game.engine import Card, Doubted, Game, Phase, Revealed, Setup, preset

MAX_ACTIONS = 3000
SEATS = ("North", "South")


@dataclass
class Tally:
    """Everything counted over a run."""

    wins: Counter[tuple[Level, Level]] = field(default_factory=Counter)
    games: Counter[tuple[Level, Level]] = field(default_factory=Counter)
    pair_actions: Counter[tuple[Level, Level]] = field(default_factory=Counter)
    unfinished: int = 0
    actions: int = 0
    rounds: int = 0
    finished: int = 0
    doubts: Counter[Level] = field(default_factory=Counter)
    right_doubts: Counter[Level] = field(default_factory=Counter)


def play(
    cards: tuple[Card, ...], rules: str, levels: tuple[Level, Level], seed: int, tally: Tally
) -> str | None:
    """One game between two computer players; the winning level's seat name, or None."""
    first = seed % 2
    setup = Setup(
        SEATS,
        preset(rules),
        cards,
        seed,
        first,
        tuple((name, level.value) for name, level in zip(SEATS, levels, strict=True)),
    )
    game = Game(setup)
    players = computer_players(setup)
    level_of = dict(zip(SEATS, levels, strict=True))
    for _ in range(MAX_ACTIONS):
        if game.phase is Phase.OVER:
            break
        player = players[game.current_player]
        events = game.apply(player.decide(game).action)
        for i, event in enumerate(events):
            if isinstance(event, Doubted):
                revealed = events[i + 1]
                assert isinstance(revealed, Revealed)
                tally.doubts[level_of[event.player]] += 1
                tally.right_doubts[level_of[event.player]] += not revealed.correct
    if game.winner is None:
        tally.unfinished += 1
        return None
    tally.finished += 1
    tally.actions += len(game.history)
    tally.rounds += game.round
    return game.winner


def run(games: int, rules: str, seed: int) -> Tally:
    """``games`` games for each pair of different levels, seats and first player alternating."""
    decks = load_decks(DEFAULT_DECKS)
    cards = tuple(card for deck in decks for card in deck.cards)
    tally = Tally()
    for low, high in itertools.combinations(Level, 2):
        for k in range(games):
            levels = (low, high) if k % 2 == 0 else (high, low)
            before = tally.actions
            winner = play(cards, rules, levels, seed + k, tally)
            tally.games[(low, high)] += 1
            tally.pair_actions[(low, high)] += tally.actions - before
            if winner is not None and dict(zip(SEATS, levels, strict=True))[winner] is high:
                tally.wins[(low, high)] += 1
    return tally


def report(tally: Tally, rules: str) -> str:
    """The results as Markdown."""
    total = sum(tally.games.values())
    lines = [
        f"{total} two-player games, {rules} rules, all four decks; each row: the stronger level's "
        "share of wins (seats and first player alternate).",
        "",
        "| stronger | weaker | games | stronger wins % | mean actions per game |",
        "|---|---|---|---|---|",
    ]
    for (low, high), count in tally.games.items():
        share = 100 * tally.wins[(low, high)] / count
        length = tally.pair_actions[(low, high)] / count
        lines.append(f"| {high.value} | {low.value} | {count} | {share:.1f} | {length:.1f} |")
    lines += [
        "",
        "| level | doubts | right doubts % |",
        "|---|---|---|",
    ]
    for level in Level:
        doubts = tally.doubts[level]
        share = 100 * tally.right_doubts[level] / doubts if doubts else 0.0
        lines.append(f"| {level.value} | {doubts} | {share:.1f} |")
    finished = max(1, tally.finished)
    lines += [
        "",
        f"Mean game length: {tally.actions / finished:.1f} actions in "
        f"{tally.rounds / finished:.1f} rounds; unfinished after {MAX_ACTIONS} actions: "
        f"{tally.unfinished}.",
    ]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the tables."""
    parser = argparse.ArgumentParser(prog="bench-computer", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per pair of levels")
    parser.add_argument("--rules", default="lifestyle", help="rule preset")
    parser.add_argument("--seed", type=int, default=1, help="first game's seed")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    print(report(run(args.games, args.rules, args.seed), args.rules))
    return 0


if __name__ == "__main__":
    sys.exit(main())
