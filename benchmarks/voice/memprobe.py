"""A fresh process that loads the model and decodes a few utterances with one system, then
prints its peak resident memory and the model load time as one JSON line."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path

from testkit.voice.corpus import build_corpus
from testkit.voice.stream import run_stream
from voice_game.intent.unfinished import unfinished_in
from voice_game.speech.recognizer import ALTERNATIVES, Recognizer
from voice_game.speech.vad import VadSettings

from .noise import mix_at_snr
from .run import Options, assign_voices, layout, peak_rss_mb, phrases_for


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--system", choices=("ours", "baseline"), default="ours")
    p.add_argument("--out", type=Path, required=True)
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("-n", type=int, default=12)
    p.add_argument("--model", type=Path, default=None)
    a = p.parse_args()
    before = peak_rss_mb()
    started = time.perf_counter()
    ours = a.system == "ours"
    rec = Recognizer(a.model, alternatives=ALTERNATIVES if ours else 0)
    load = time.perf_counter() - started
    opts = Options(
        out=a.out, seed=a.seed, conditions=("clean",), systems=(a.system,), model=a.model
    )
    for utt in assign_voices(build_corpus(a.n, a.seed + 7), a.seed)[: a.n]:
        rec.set_phrases(phrases_for(utt) if ours else None)
        speech, noise, span, end = layout(utt, opts)
        vad = VadSettings() if ours else VadSettings(detector="energy", suppress_noise=0)
        pauses = unfinished_in(utt.ctx) if ours else None
        run_stream(
            rec, mix_at_snr(speech, noise, 10.0, span), end, utt.ctx, vad=vad, unfinished=pauses
        )
    print(
        json.dumps(
            {
                "system": a.system,
                "peak_rss_mb": round(peak_rss_mb(), 1),
                "rss_before_model_mb": round(before, 1),
                "model_load_seconds": round(load, 3),
            }
        )
    )


if __name__ == "__main__":
    main()
