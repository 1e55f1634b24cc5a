"""``python -m benchmarks.voice.ceiling``: how many lost commands a better choice could save.

For every command the game does not accept (the benchmark's corpus, voices, layout, mixes and
stream: :func:`~.stream.run_stream`, system ``ours``), it asks whether any reading the
recogniser gave, the best and the other readings of both decoders, would have been accepted
had it been the exact words (typed). That count is the most any re-scoring of the readings
could gain; what remains is lost in recognition itself.

    python -m benchmarks.voice.ceiling --conditions 10dB
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

from testkit.voice.corpus import Utterance, build_corpus, natural_corpus
from testkit.voice.metrics import scored
from testkit.voice.stream import decide, run_stream
from voice_game.heard import Heard
from voice_game.intent.unfinished import unfinished_in
from voice_game.speech.recognizer import ALTERNATIVES
from voice_game.speech.vad import VadSettings

from . import noise as nz
from .run import CONDITIONS, Options, _recognizer, assign_voices, grammar_for, layout

ACCEPTED = ("accept-act", "accept-ask")


def readings(heard: Heard | None) -> list[str]:
    """Every reading of an utterance: both decoders' best and other readings."""
    if heard is None:
        return []
    texts = [heard.text, *(text for text, _ in heard.alternatives)]
    if heard.raw is not None:
        texts += [heard.raw.text, *(text for text, _ in heard.raw.alternatives)]
    return [text for text in dict.fromkeys(texts) if text]


def right_reading(utt: Utterance, heard: Heard | None) -> str | None:
    """The first reading that the game would accept as typed words, if any."""
    for text in readings(heard):
        if scored(decide(Heard.typed(text), utt.ctx), utt.expected)[1] in ACCEPTED:
            return text
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=330)
    parser.add_argument("--natural", type=int, default=60)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--conditions", default="10dB")
    parser.add_argument("--out", type=Path, default=Path("bench-out"))
    args = parser.parse_args(argv)
    corpus = build_corpus(args.size, args.seed) + natural_corpus(args.natural, args.seed)
    corpus = assign_voices(corpus, args.seed)
    conditions = args.conditions.split(",")
    opts = Options(args.out, args.seed, tuple(conditions), ("ours",), None)
    rec = _recognizer(None)
    rec.alternatives = ALTERNATIVES
    tally: Counter[tuple[str, str, str]] = Counter()
    for utt in corpus:
        if utt.expected is None:
            continue
        speech, noise, span, speech_end = layout(utt, opts)
        for cond in conditions:
            rec.set_phrases(grammar_for("ours", utt))
            audio = nz.mix_at_snr(speech, noise, CONDITIONS[cond], span)
            pauses = unfinished_in(utt.ctx)
            made = run_stream(rec, audio, speech_end, utt.ctx, vad=VadSettings(), unfinished=pauses)
            result = scored(made.decision, utt.expected)[1]
            if result in ACCEPTED:
                tally[(cond, utt.noise, "accepted")] += 1
                continue
            saved = right_reading(utt, made.heard)
            tally[(cond, utt.noise, "lost, a reading was right" if saved else "lost")] += 1
            print(
                f"{cond:>5} {utt.noise:<6} {result:<9} {utt.text!r} -> {made.transcript!r}"
                + (f"  (right: {saved!r})" if saved else ""),
                flush=True,
            )
    for key in sorted(tally):
        print(f"{key[0]:>5} {key[1]:<6} {key[2]:<26} {tally[key]}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
