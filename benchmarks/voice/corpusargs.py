"""The options that choose a benchmark corpus, shared by ``bench-voice`` and ``curve``:
``--size`` and ``--natural`` of the seed's corpus, ``--blind`` ... ``--blind11`` (a size per
blind set: -1 all, 0 none) and ``--seed``."""

from __future__ import annotations

import argparse

from testkit.voice.corpus import (
    BLIND_SETS,
    Utterance,
    build_corpus,
    chosen_blind,
    natural_corpus,
)


def blind_option(number: int) -> str:
    """The option that chooses blind set ``number``: ``--blind``, ``--blind2`` ..."""
    return "--blind" if number == 1 else f"--blind{number}"


def add_corpus_options(parser: argparse.ArgumentParser) -> None:
    """Add the corpus options, with the full run's defaults (330 + 60, the first blind set)."""
    parser.add_argument("--size", type=int, default=330, help="utterances (default 330)")
    parser.add_argument(
        "--natural",
        type=int,
        default=60,
        help="natural phrasings added after them (default 60; 0 for none)",
    )
    for number in BLIND_SETS:
        parser.add_argument(
            blind_option(number),
            type=int,
            default=-1 if number == 1 else 0,
            help=f"blind set {number}'s phrasings added after them (-1 all, 0 none; "
            + ("default all)" if number == 1 else "default none)"),
        )
    parser.add_argument("--seed", type=int, default=2024)


def corpus_from(args: argparse.Namespace) -> list[Utterance]:
    """The corpus the parsed options choose: the seed's, its natural phrasings, the blind."""
    sizes = {n: int(getattr(args, blind_option(n)[2:])) for n in BLIND_SETS}
    return (
        build_corpus(args.size, args.seed)
        + natural_corpus(args.natural, args.seed)
        + chosen_blind(sizes)
    )
