"""``scripts/bench-voice``: build the corpus, speak it, mix noise, recognise, score, report."""

from __future__ import annotations

import argparse
import copy
import json
import multiprocessing as mp
import os
import random
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from testkit.arrays import cached_array
from testkit.voice.corpus import Utterance
from testkit.voice.metrics import scored, summarise
from testkit.voice.stream import decide, run_stream
from testkit.voice.synth import SPEEDS, VOICES, synthesize, voice_by_label
from voice_game.app.calibration import listening_settings
from voice_game.dialogue.closer import echoing
from voice_game.dialogue.hear import context_to_json
from voice_game.dialogue.requests import turn_phrases
from voice_game.heard import Heard
from voice_game.intent.phrases import ACCEPT_PHRASES
from voice_game.intent.unfinished import unfinished_in
from voice_game.speech.dereverb import Dereverberator
from voice_game.speech.recognizer import ALTERNATIVES, Recognizer
from voice_game.speech.vad import VadSettings, level_db

from . import noise as nz
from . import rooms
from .corpusargs import add_corpus_options, corpus_from
from .grammar import phrase_list
from .heardjson import heard_to_json

ROOT = Path(__file__).resolve().parents[2]
CONDITIONS: dict[str, float | None] = {"clean": None, "20dB": 20.0, "10dB": 10.0, "5dB": 5.0}
SYSTEMS = ("ours", "baseline", "ptt", "phrases", "dry")
PTT_MARGIN = (0.3, 0.3)
"""Push-to-talk: the key goes down this long before the first speech sample and up this
long after the last (a player presses, speaks, releases)."""
NOISE_SECONDS = {"steady": 60.0, "babble": 90.0}


def snr_of(condition: str) -> float | None:
    """The SNR of a condition (None: no noise): a close-talk one or a room's
    (:mod:`.rooms`). Raises ValueError naming an unknown condition."""
    if condition in CONDITIONS:
        return CONDITIONS[condition]
    room = rooms.parse(condition)
    if room is None:
        raise ValueError(
            f"unknown condition {condition!r}: one of {', '.join(CONDITIONS)}, or a room "
            "such as living-1m or bare-3m-10dB"
        )
    return room.snr_db


@dataclass(frozen=True)
class Options:
    """Everything one run depends on (sent to the workers)."""

    out: Path
    seed: int
    conditions: tuple[str, ...]
    systems: tuple[str, ...]
    model: Path | None
    lead_in: tuple[float, float] = (0.3, 0.8)
    tail: float = 10.5
    calibrated: bool = False
    """Seed the voice detector with the room's noise level, as ``scripts/calibrate-mic``
    measures it and ``voice-game play`` reads it from the settings file."""
    quieter_db: float = 0.0
    """Every room condition's audio this much quieter: a soft voice, or a microphone with
    little gain (docs/rooms.md, Levers). Close-talk is left as it is."""


def phrases_for(utt: Utterance) -> list[str]:
    """The game's phrase list for this turn (as ``play_by_voice`` builds it)."""
    return turn_phrases(utt.ctx)


def grammar_for(system: str, utt: Utterance) -> list[str] | None:
    """The phrase list of a system: ``ours`` (the game's; ``ptt`` is ours behind the
    push-to-talk gate, ``dry`` ours without dereverberation), ``phrases`` (the experiment in
    :mod:`.grammar`) or ``baseline`` (None: the model's full vocabulary)."""
    if system in ("ours", "ptt", "dry"):
        return phrases_for(utt)
    if system == "phrases":
        return phrase_list(utt.ctx, ACCEPT_PHRASES)
    return None


def assign_voices(corpus: list[Utterance], seed: int) -> list[Utterance]:
    """Spread voices evenly, speeds and noise kinds at random (seeded)."""
    from dataclasses import replace

    rng = random.Random(seed + 1)
    order = list(VOICES)
    out = []
    for i, u in enumerate(corpus):
        if i % len(order) == 0:
            rng.shuffle(order)
        out.append(
            replace(
                u,
                voice=order[i % len(order)].label,
                speed=rng.choice(SPEEDS),
                noise="babble" if rng.random() < 0.5 else "steady",
            )
        )
    return out


def noise_track(kind: str, seed: int, cache: Path) -> np.ndarray:
    """The shared noise recording of this kind (made once per seed, then cached)."""

    def make() -> np.ndarray:
        if kind == "steady":
            return nz.pink_noise(NOISE_SECONDS[kind], seed)
        return nz.babble(NOISE_SECONDS[kind], seed, cache)

    return cached_array(cache / f"noise-{kind}-{seed}.npy", make)


def layout(utt: Utterance, opts: Options) -> tuple[np.ndarray, np.ndarray, slice, float]:
    """(speech, noise, span, speech_end): the player's words placed in a stretch of room."""
    cache = opts.out / "cache"
    rng = random.Random(f"{opts.seed}:{utt.uid}")
    words = nz.normalise(nz.trim(synthesize(utt.text, voice_by_label(utt.voice), utt.speed, cache)))
    lead = int(rng.uniform(*opts.lead_in) * nz.RATE)
    total = lead + len(words) + int(opts.tail * nz.RATE)
    speech = np.zeros(total)
    speech[lead : lead + len(words)] = words
    track = noise_track(utt.noise, opts.seed, cache)
    start = rng.randrange(len(track))
    noise = np.take(track, np.arange(start, start + total), mode="wrap")
    return speech, noise, slice(lead, lead + len(words)), (lead + len(words)) / nz.RATE


def condition_audio(
    condition: str,
    kind: str,
    speech: np.ndarray,
    noise: np.ndarray,
    span: slice,
    opts: Options,
) -> np.ndarray:
    """The utterance as the microphone hears it in ``condition``: close-talk with the noise
    (of ``kind``, steady or babble) mixed in, or across one of :mod:`.rooms`."""
    room = rooms.parse(condition)
    if room is None:
        return nz.mix_at_snr(speech, noise, CONDITIONS[condition], span)
    # the noise is mixed at the SNR over the speech's level, so it is quieter by as much
    softer = speech * 10 ** (-opts.quieter_db / 20)
    return rooms.hear_in_room(room, softer, noise, kind, span, opts.out / "cache")


WARM_UP = (
    "I think the telephone goes before the moon landing.",
    "Whose turn is it now? Read the chain again, please.",
    "No way, I doubt that one. Put it at the very end.",
)
"""What the dereverberation stage hears before an utterance: table talk from the same place."""
_WARMED: dict[str, Dereverberator] = {}


def warm_up_audio(cond: str, opts: Options) -> np.ndarray:
    """:data:`WARM_UP` said in ``cond`` (another voice than the answers, steady noise)."""
    cache = opts.out / "cache"
    talk = [
        nz.normalise(nz.trim(synthesize(t, voice_by_label("espeak:en-gb"), "normal", cache)))
        for t in WARM_UP
    ]
    gap = np.zeros(nz.RATE // 2)
    speech = np.concatenate([part for t in talk for part in (gap, t)] + [gap])
    track = noise_track("steady", opts.seed, cache)
    noise = np.take(track, np.arange(len(speech)), mode="wrap")
    return condition_audio(cond, "steady", speech, noise, slice(0, len(speech)), opts)


def warmed_stage(cond: str, opts: Options) -> Dereverberator:
    """The game's dereverberation stage as it would be after a while at the table: it has
    heard :func:`warm_up_audio` in ``cond``. A copy each time, so every utterance starts
    from the same state, whatever the order the workers take them in."""
    if cond not in _WARMED:
        stage = Dereverberator()
        stage.feed(warm_up_audio(cond, opts))
        _WARMED[cond] = stage
    return copy.deepcopy(_WARMED[cond])


_REC: Recognizer | None = None


def _recognizer(model: Path | None) -> Recognizer:
    global _REC
    if _REC is None:
        _REC = Recognizer(model)
    return _REC


def peak_rss_mb() -> float:
    """This process's peak resident memory (VmHWM) in MB."""
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run_utterance(utt: Utterance, opts: Options) -> dict[str, Any]:
    """Every (system, condition) decision for one utterance, scored."""
    rec = _recognizer(opts.model)
    speech, noise, span, speech_end = layout(utt, opts)
    mixes = {c: condition_audio(c, utt.noise, speech, noise, span, opts) for c in opts.conditions}
    records: list[dict[str, Any]] = []
    switches: list[float] = []
    for system in opts.systems:
        # the game asks Vosk for alternatives, finds speech with Silero and suppresses noise
        # for the recogniser; the plain-Vosk baseline takes one reading of the raw audio and
        # finds speech by its level alone (the game's former detector)
        plain = system in ("baseline", "phrases")
        rec.alternatives = 0 if plain else ALTERNATIVES
        detector = "energy" if plain else "silero"
        suppress = 0 if plain else VadSettings().suppress_noise
        # the game's dereverberation stage, warmed on the room; dry is ours without it
        staged = not plain and system != "dry" and VadSettings().dereverb
        key = None
        if system == "ptt":
            key = (span.start / nz.RATE - PTT_MARGIN[0], speech_end + PTT_MARGIN[1])
        started = time.perf_counter()
        rec.set_phrases(grammar_for(system, utt))
        switch = time.perf_counter() - started
        if system == "ours":
            switches.append(switch)
        for cond in opts.conditions:
            vad = VadSettings(detector=detector, suppress_noise=suppress, dereverb=staged)
            endpoint_ms = 300
            snr = snr_of(cond)
            if opts.calibrated and snr is not None and span.start > 0:
                # what calibrate-mic would have measured and recommended in this room: the
                # noise level alone, and the margin and endpoint for this SNR
                endpoint_ms, margin = listening_settings(snr)
                vad = VadSettings(
                    noise_db=level_db(mixes[cond][: span.start]),
                    margin_db=margin,
                    detector=detector,
                    suppress_noise=suppress,
                    dereverb=staged,
                )
            audio = mixes[cond]
            d = run_stream(
                rec,
                audio,
                speech_end,
                utt.ctx,
                vad=vad,
                endpoint_ms=endpoint_ms,
                key=key,
                unfinished=None if plain else unfinished_in(utt.ctx),
                dereverberator=warmed_stage(cond, opts) if staged else None,
            )
            status, result, got = scored(d.decision, utt.expected)
            records.append(
                {
                    "uid": utt.uid,
                    "system": system,
                    "condition": cond,
                    "noise": utt.noise,
                    "voice": utt.voice,
                    "speed": utt.speed,
                    "category": utt.category,
                    "text": utt.text,
                    "transcript": d.transcript,
                    "confidence": round(d.confidence, 3),
                    "expected": utt.expected,
                    "got": got,
                    "status": status,
                    "outcome": result,
                    "ended_by": d.ended_by,
                    "latency": None if d.latency is None else round(d.latency, 4),
                    "decode_seconds": round(d.decode_seconds, 4),
                    "audio_seconds": round(d.audio_seconds, 3),
                    "after_noise": d.after_noise,
                    "echo_db": None
                    if d.heard is None or d.heard.echo_db is None
                    else round(d.heard.echo_db, 1),
                    "closer": d.decision is not None
                    and d.decision.kind == "none"
                    and echoing(d.heard),
                    "heard": heard_to_json(d.heard),
                }
            )
    return {
        "records": records,
        "switch_seconds": switches,
        "pid": os.getpid(),
        "peak_rss_mb": peak_rss_mb(),
        "load_seconds": rec.load_seconds,
    }


def _work(args: tuple[Utterance, Options]) -> dict[str, Any]:
    return run_utterance(*args)


def text_records(corpus: list[Utterance]) -> list[dict[str, Any]]:
    """The parser alone on the exact words: the ceiling no recogniser can beat."""
    out = []
    for utt in corpus:
        made = decide(Heard.typed(utt.text), utt.ctx)
        status, result, got = scored(made, utt.expected)
        reading = made.reading if made is not None else None
        out.append(
            {
                "uid": utt.uid,
                "system": "text",
                "condition": "text",
                "category": utt.category,
                "voice": "",
                "text": utt.text,
                "transcript": utt.text,
                "expected": utt.expected,
                "got": got,
                "status": status,
                "outcome": result,
                "explain": reading.explain if reading is not None else "",
            }
        )
    return out


def memory_probe(system: str, opts: Options, n: int = 12) -> dict[str, Any]:
    """Peak RSS and model load time of a fresh process running one system (clean audio)."""
    cmd = [
        sys.executable,
        "-m",
        "benchmarks.voice.memprobe",
        "--system",
        system,
        "--out",
        str(opts.out),
        "--seed",
        str(opts.seed),
        "-n",
        str(n),
    ]
    if opts.model:
        cmd += ["--model", str(opts.model)]
    done = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, check=True)
    summary: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return summary


def run(
    corpus: list[Utterance], opts: Options, workers: int, log: Any = sys.stderr
) -> dict[str, Any]:
    """Run the benchmark on ``corpus``; return the results document."""
    started = time.perf_counter()
    opts.out.mkdir(parents=True, exist_ok=True)
    cache = opts.out / "cache"
    for kind in sorted({u.noise for u in corpus}):
        noise_track(kind, opts.seed, cache)
    tasks = [(u, opts) for u in corpus]
    results: list[dict[str, Any]] = []
    if workers > 1:
        with mp.get_context("fork").Pool(workers) as pool:
            for k, res in enumerate(pool.imap_unordered(_work, tasks, chunksize=2), 1):
                results.append(res)
                if k % 25 == 0 or k == len(tasks):
                    print(
                        f"  {k}/{len(tasks)} utterances ({time.perf_counter() - started:.0f} s)",
                        file=log,
                        flush=True,
                    )
    else:
        results = [_work(t) for t in tasks]
    records = [r for res in results for r in res["records"]]
    switches = [s for res in results for s in res["switch_seconds"]]
    worker_rss = max(res["peak_rss_mb"] for res in results)
    probed: dict[str, dict[str, Any]] = {}

    def memory(system: str) -> dict[str, Any]:
        """Peak memory of the system's process; push-to-talk and the other variants of ours
        run in ours's process, so they share its probe (made once, whichever comes first)."""
        kind = "baseline" if system == "baseline" else "ours"
        if kind not in probed:
            probed[kind] = memory_probe(kind, opts)
        return probed[kind]

    by: dict[str, Any] = {}
    for system in opts.systems:
        mine = [r for r in records if r["system"] == system]
        by[system] = {
            "conditions": {
                c: summarise(r for r in mine if r["condition"] == c) for c in opts.conditions
            },
            "by_noise": {
                f"{c}/{k}": summarise(r for r in mine if r["condition"] == c and r["noise"] == k)
                for c in opts.conditions
                if snr_of(c) is not None
                for k in ("steady", "babble")
            },
            "by_voice": {
                v: summarise(r for r in mine if r["voice"] == v)
                for v in sorted({r["voice"] for r in mine})
            },
            "by_speed": {
                k: summarise(r for r in mine if r["speed"] == k)
                for k in sorted({r["speed"] for r in mine})
            },
            "by_category": {
                k: summarise(r for r in mine if r["category"] == k)
                for k in sorted({r["category"] for r in mine})
            },
            "overall": summarise(mine),
            "memory": memory(system),
        }
    text = text_records(corpus)
    doc = {
        "command": "scripts/bench-voice " + " ".join(sys.argv[1:]),
        "seed": opts.seed,
        "utterances": len(corpus),
        "voices": sorted({u.voice for u in corpus}),
        "conditions": list(opts.conditions),
        "workers": workers,
        "cpus": os.cpu_count(),
        "snr_definition": "20*log10(rms(speech)/rms(noise)), both over the utterance's "
        "active speech samples; the noise also runs before and after",
        "systems": by,
        "text_ceiling": summarise(text),
        "phrase_switch_ms": {
            "median": round(1000 * float(np.median(switches)), 2) if switches else None,
            "p95": round(1000 * float(np.percentile(switches, 95)), 2) if switches else None,
        },
        "worker_peak_rss_mb": round(worker_rss, 1),
        "wall_seconds": None,
        "errors": [
            r
            for r in records
            if r["system"] == "ours" and r["outcome"] in ("false", "none", "ask-wrong")
        ],
        "parser_errors": [
            dict(r, context=context_to_json(u.ctx))
            for r, u in zip(text, corpus, strict=True)
            if r["outcome"] not in ("accept-act", "rejected")
        ],
    }
    (opts.out / "records.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in records), encoding="utf-8"
    )
    doc["wall_seconds"] = round(time.perf_counter() - started, 1)
    doc["calibrated"] = opts.calibrated
    doc["quieter_db"] = opts.quieter_db
    return doc


def main(argv: list[str] | None = None) -> int:
    from .report import check_targets, plot, room_table, table

    parser = argparse.ArgumentParser(prog="scripts/bench-voice", description=__doc__)
    add_corpus_options(parser)
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--out", type=Path, default=ROOT / "bench-out")
    parser.add_argument(
        "--conditions",
        default=",".join(CONDITIONS),
        help="close-talk (clean,20dB,10dB,5dB) and rooms (living-1m, bare-3m-10dB, ...)",
    )
    parser.add_argument(
        "--rooms",
        action="store_true",
        help="every room at every distance, alone and at 10 dB (instead of --conditions)",
    )
    parser.add_argument("--systems", default="ours,ptt,baseline", help=f"of {','.join(SYSTEMS)}")
    parser.add_argument("--voices", default="", help="comma-separated voice labels to use")
    parser.add_argument(
        "--categories",
        default="",
        help="comma-separated categories to keep (voices, speeds and noise as in the full run)",
    )
    parser.add_argument("--model", type=Path, default=None)
    parser.add_argument(
        "--quieter",
        type=float,
        default=0.0,
        metavar="DB",
        help="every room condition's audio this many dB quieter (a soft voice; default 0)",
    )
    parser.add_argument(
        "--calibrated",
        action="store_true",
        help="seed the voice detector with the room's noise level, as after calibrate-mic",
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    corpus = corpus_from(args)
    corpus = assign_voices(corpus, args.seed)
    if args.voices:
        from dataclasses import replace

        chosen = args.voices.split(",")
        corpus = [replace(u, voice=chosen[i % len(chosen)]) for i, u in enumerate(corpus)]
    if args.categories:
        kept = set(args.categories.split(","))
        corpus = [u for u in corpus if u.category in kept]
    chosen_conditions = tuple(rooms.conditions() if args.rooms else args.conditions.split(","))
    try:
        for condition in chosen_conditions:
            snr_of(condition)
    except ValueError as error:
        parser.error(str(error))
    opts = Options(
        out=args.out,
        seed=args.seed,
        conditions=chosen_conditions,
        systems=tuple(args.systems.split(",")),
        model=args.model,
        calibrated=args.calibrated,
        quieter_db=args.quieter,
    )
    print(
        f"bench-voice: {len(corpus)} utterances x {len(opts.conditions)} conditions x "
        f"{len(opts.systems)} systems, {args.workers} workers",
        file=sys.stderr,
    )
    doc = run(corpus, opts, args.workers)
    doc["wall_seconds"] = round(time.perf_counter() - started, 1)
    doc["calibrated"] = args.calibrated
    doc["targets"] = check_targets(doc)
    (args.out / "results.json").write_text(json.dumps(doc, indent=1), encoding="utf-8")
    plot(doc, args.out / "results.png")
    print(table(doc))
    if room_table(doc):
        print("\n" + room_table(doc))
    print(f"\nwrote {args.out / 'results.json'} and {args.out / 'results.png'}")
    return 0
