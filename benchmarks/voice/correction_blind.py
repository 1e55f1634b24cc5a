"""A blind set of chain corrections: what a table says to move a card of the chain before
placing (the Lifestyle and Showbizz rules allow it), decided as the game decides a turn.

Each line of ``testkit/voice/data/correction-blind-phrasings.jsonl`` (written by a helper who
read no code, only ``blind-scenes.json`` and what the game says of corrections: "You may
first correct the chain, for example: 'move the first card to the end'") is given to
:func:`~voice_game.dialogue.decider.decide` in its scene's turn with correcting allowed,
heard word for word by both decoders at full confidence (``--typed``: as the keyboard game
reads a typed line; ``--spoken``: said by espeak-ng, voices taking turns, and heard by the
real model through the game's own listening loop with the turn's phrase list), and scored as
the turn benchmark scores. Placements and doubts are
among the lines, so that a correction's reading is checked not to swallow them.

    python -m benchmarks.voice.correction_blind [--typed | --spoken] [--show] [--set PATH]

Prints one Markdown row per kind of command and a total (the keyboard benchmark's table).
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path
from typing import Any

from benchmarks.voice.keyboard_blind import keyboard_corpus, report
from benchmarks.voice.setup_blind import VOICES, Hearing, hearer
from benchmarks.voice.typed import surely
from testkit.voice.corpus import Utterance
from testkit.voice.metrics import scored
from testkit.voice.stream import decide
from voice_game.dialogue.requests import turn_phrases
from voice_game.heard import Heard
from voice_game.intent.unfinished import unfinished_in

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "testkit" / "voice" / "data" / "correction-blind-phrasings.jsonl"


def move_json(meaning: dict[str, Any], chain_length: int) -> dict[str, Any]:
    """A correction as the helper wrote it (the card and the card it goes next to, both as
    the chain stands, or an end) as the game's action: the card and its gap in the chain
    once it is taken out (:class:`voice_game.intent.Move`)."""
    card = int(meaning["card"])
    rest = [i for i in range(chain_length) if i != card]
    if meaning.get("to") == "start":
        slot = 0
    elif meaning.get("to") == "end":
        slot = len(rest)
    elif "before" in meaning:
        slot = rest.index(int(meaning["before"]))
    else:
        slot = rest.index(int(meaning["after"])) + 1
    return {"kind": "move", "card": card, "slot": slot}


def correction_corpus(path: Path = DATA) -> list[Utterance]:
    """The lines of ``path``, each in its scene's turn with correcting the chain allowed."""
    out: list[Utterance] = []
    for u in keyboard_corpus(path):
        expected = u.expected
        if expected is not None and expected["kind"] == "move":
            expected = move_json(expected, len(u.ctx.chain))
        ctx = replace(u.ctx, can_move=True)
        uid = "mv" + u.uid.removeprefix("kb")
        out.append(replace(u, uid=uid, category="correction", ctx=ctx, expected=expected))
    return out


def outcome(u: Utterance, typed: bool = False, hear: Hearing | None = None) -> tuple[str, object]:
    """What the decider did with ``u`` (heard word for word, typed, or by ``hear`` with the
    turn's phrase list): outcome and action."""
    if hear is not None:
        heard = hear(turn_phrases(u.ctx), unfinished_in(u.ctx))
    else:
        heard = Heard.typed(u.text) if typed else surely(u.text)
    status, result, got = scored(decide(heard, u.ctx), u.expected)
    return result, got


def main(argv: list[str] | None = None) -> None:
    """Print the table (and with ``--show`` every line not right at once)."""
    parser = argparse.ArgumentParser(
        prog="python -m benchmarks.voice.correction_blind", description=__doc__
    )
    said = parser.add_mutually_exclusive_group()
    said.add_argument("--typed", action="store_true", help="as the keyboard game reads it")
    said.add_argument("--spoken", action="store_true", help="said by espeak-ng, heard by the game")
    parser.add_argument("--show", action="store_true", help="print every line not right at once")
    parser.add_argument("--set", type=Path, default=DATA, help="another set of the same format")
    args = parser.parse_args(argv)
    recognizer = None
    if args.spoken:
        from voice_game.speech.model import find_model
        from voice_game.speech.recognizer import Recognizer

        recognizer = Recognizer(find_model(None))
    corpus = correction_corpus(args.set)
    hears = [
        None if recognizer is None else hearer(u.text, recognizer, VOICES[n % len(VOICES)])
        for n, u in enumerate(corpus)
    ]  # each line its voice, in turn
    report(
        ((u, *outcome(u, args.typed, hear)) for u, hear in zip(corpus, hears, strict=True)),
        args.show,
    )


if __name__ == "__main__":
    main()
