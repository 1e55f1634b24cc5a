"""``python -m benchmarks.voice.onsets``: where the listening loop puts a command in time.

For benchmark utterances (the same corpus, voices, layout and mixes as ``scripts/bench-voice``)
it runs the game's listening loop (system ``ours``) and reports, per utterance and condition,
the onset and end the loop found against the true speech span (ms, negative = early), how the
command ended, the transcript and the outcome. ``--trace UID`` prints the detector's view of
every block of one utterance (Silero probability, level, the thresholds it had to pass).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np

from testkit.voice.corpus import build_corpus, natural_corpus
from testkit.voice.metrics import scored
from testkit.voice.stream import decide
from voice_game.intent.unfinished import unfinished_in
from voice_game.speech.listening import listen, pcm_blocks
from voice_game.speech.recognizer import ALTERNATIVES
from voice_game.speech.vad import Endpointer, VadSettings, level_db

from . import noise as nz
from .run import CONDITIONS, Options, _recognizer, assign_voices, grammar_for, layout


class Traced(Endpointer):
    """The game's detector, keeping what it saw of every block."""

    def __init__(self, settings: VadSettings) -> None:
        super().__init__(settings)
        self.trace: list[dict[str, Any]] = []

    def _note(self, phase: str, block: np.ndarray) -> None:
        prob = getattr(self._speech, "probability", None)
        self.trace.append(
            {
                "phase": phase,
                "level": round(level_db(block), 1),
                "prob": None if prob is None else round(prob, 2),
                "noise": round(self.noise_db, 1),
                "voices": None if self.voices_db is None else round(self.voices_db, 1),
                "loud": self.last_loud,
            }
        )

    def waiting(self, block: np.ndarray) -> bool:
        fired = super().waiting(block)
        self._note("onset" if fired else "wait", block)
        return fired

    def ended(self, block: np.ndarray, endpoint_ms: int) -> bool:
        done = super().ended(block, endpoint_ms)
        self._note("speech", block)
        return done


def analyse(
    utt: Any, opts: Options, conditions: list[str], trace: bool, vad: VadSettings
) -> list[dict[str, Any]]:
    """One utterance in each condition: where the loop put it, and what came of it."""
    rec = _recognizer(opts.model)
    rec.alternatives = ALTERNATIVES
    rec.set_phrases(grammar_for("ours", utt))
    speech, noise, span, speech_end = layout(utt, opts)
    out = []
    for cond in conditions:
        audio = nz.mix_at_snr(speech, noise, CONDITIONS[cond], span)
        ep = Traced(vad)
        listened = listen(
            pcm_blocks(audio),
            rec,
            ep,
            endpoint_ms=300,
            max_seconds=10.0,
            unfinished=unfinished_in(utt.ctx),
        )
        heard = listened.heard
        _, result, _ = scored(decide(heard, utt.ctx) if heard is not None else None, utt.expected)
        start = span.start / nz.RATE
        row = {
            "uid": utt.uid,
            "condition": cond,
            "noise": utt.noise,
            "voice": utt.voice,
            "speed": utt.speed,
            "text": utt.text,
            "transcript": "" if heard is None else heard.text,
            "outcome": result,
            "command": utt.expected is not None,
            "ended_by": listened.ended_by,
            "onset_ms": None
            if heard is None or heard.start is None
            else round(1000 * (heard.start - start)),
            "end_ms": None
            if heard is None or heard.end is None
            else round(1000 * (heard.end - speech_end)),
            "speech_ms": round(1000 * (speech_end - start)),
        }
        if trace:
            row["blocks"] = [
                dict(b, at_ms=round(20 * (i + 1) - 1000 * start)) for i, b in enumerate(ep.trace)
            ]
        out.append(row)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=80)
    parser.add_argument("--natural", type=int, default=20)
    parser.add_argument("--seed", type=int, default=2024)
    parser.add_argument("--conditions", default=",".join(CONDITIONS))
    parser.add_argument("--uids", default="", help="only these utterances (comma-separated)")
    parser.add_argument("--trace", action="store_true", help="print every block")
    parser.add_argument("--out", type=Path, default=Path("bench-out"))
    parser.add_argument(
        "--vad", action="append", default=[], help="a detector setting, e.g. drop_db=15"
    )
    parser.add_argument("--lead-in", type=float, default=None, help="seconds of room first")
    parser.add_argument("--json", type=Path, default=None, help="write the rows here")
    args = parser.parse_args(argv)
    corpus = build_corpus(args.size, args.seed) + natural_corpus(args.natural, args.seed)
    corpus = assign_voices(corpus, args.seed)
    if args.uids:
        corpus = [u for u in corpus if u.uid in args.uids.split(",")]
    opts = Options(args.out, args.seed, tuple(CONDITIONS), ("ours",), None)
    if args.lead_in is not None:
        opts = dataclasses.replace(opts, lead_in=(args.lead_in, args.lead_in + 0.5))
    conditions = args.conditions.split(",")
    fields = {f.name: f.type for f in dataclasses.fields(VadSettings)}
    changes: dict[str, Any] = {}
    for item in args.vad:
        name, value = item.split("=", 1)
        kind = fields[name]
        changes[name] = (
            value if "str" in str(kind) else (int(value) if "int" in str(kind) else float(value))
        )
    vad = VadSettings(**changes)
    rows = [r for u in corpus for r in analyse(u, opts, conditions, args.trace, vad)]
    for r in rows:
        print(
            f"{r['uid']} {r['condition']:>5} {r['noise']:<6} onset {r['onset_ms']!s:>5} "
            f"end {r['end_ms']!s:>5} {r['ended_by']:<9} {r['outcome']:<10} "
            f"{r['text']!r} -> {r['transcript']!r}"
        )
        for b in r.get("blocks", []):
            print(
                f"    {b['at_ms']:>6} {b['phase']:<6} lvl {b['level']:>6} p {b['prob']!s:>4} "
                f"noise {b['noise']:>6} voices {b['voices']!s:>6} {'LOUD' if b['loud'] else ''}"
            )
    summary: Counter[tuple[str, str, str]] = Counter()
    for r in rows:
        summary[(r["condition"], r["noise"], r["outcome"])] += 1
    onsets: dict[tuple[str, str], list[int]] = {}
    for r in rows:
        if r["onset_ms"] is not None:
            onsets.setdefault((r["condition"], r["noise"]), []).append(r["onset_ms"])
    for key, vals in sorted(onsets.items()):
        a = np.array(vals)
        print(
            f"{key[0]:>5} {key[1]:<6} onset ms median {np.median(a):.0f} "
            f"p90 {np.percentile(a, 90):.0f}  early(<-100) {np.sum(a < -100)}  "
            f"late(>150) {np.sum(a > 150)} / {len(a)}",
            file=sys.stderr,
        )
    if args.json:
        args.json.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
