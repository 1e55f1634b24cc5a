"""The blind phrasings heard surely: each set's lines decided as the benchmark decides a
spoken turn (:func:`testkit.voice.stream.decide`), as if both decoders had heard every
word of the text at full confidence, so what is left is the parser's and the decision's
own share of the read-backs and false actions. (Typed at a keyboard, a harmless request
found by one of its words acts too: nobody types chatter to the game.)

    python -m benchmarks.voice.typed            # every blind set
    python -m benchmarks.voice.typed 6 7 8      # some of them

Prints one Markdown row per set: right at once / accepted, read-backs, not understood,
false actions and questions about chatter.
"""

from __future__ import annotations

import argparse
from collections import Counter

from testkit.voice.corpus import BLIND_SETS, blind_corpus
from testkit.voice.metrics import scored
from testkit.voice.stream import decide
from voice_game.heard import Heard


def surely(text: str) -> Heard:
    """``text`` as both decoders would give it having heard every word at full confidence."""
    words = " ".join(text.replace(",", " ").replace("?", " ").split())
    sure = tuple((word, 1.0) for word in words.split())
    return Heard(words, sure, raw=Heard(words, sure))


def outcomes(number: int) -> Counter[str]:
    """How many lines of blind set ``number`` end in each outcome, heard surely."""
    counts: Counter[str] = Counter()
    for u in blind_corpus(number=number):
        made = decide(surely(u.text), u.ctx)
        counts[scored(made, u.expected)[1]] += 1
    return counts


def row(number: int, counts: Counter[str]) -> str:
    """One Markdown row of the table."""
    acted, asked = counts["accept-act"], counts["accept-ask"]
    return (
        f"| blind{number} | {acted}/{acted + asked} | {asked} | {counts['none']} | "
        f"{counts['false']} | {counts['ask-chatter']} |"
    )


def main(argv: list[str] | None = None) -> None:
    """Print the table for the chosen sets (all by default)."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.voice.typed", description=__doc__)
    parser.add_argument("sets", nargs="*", type=int, help=f"of {sorted(BLIND_SETS)}")
    args = parser.parse_args(argv)
    unknown = [n for n in args.sets if n not in BLIND_SETS]
    if unknown:
        parser.error(f"no blind set {unknown[0]}; the sets are {sorted(BLIND_SETS)}")
    print("| set | at once / accepted | read back | not understood | false | chatter asked |")
    print("|---|---|---|---|---|---|")
    for number in args.sets or sorted(BLIND_SETS):
        print(row(number, outcomes(number)))


if __name__ == "__main__":
    main()
