"""A seeded corpus of synthesised spoken commands and table chatter for ``voice-game hear``.

Every utterance has a realistic turn context drawn from the real decks (a chain of 1 to 8
cards in year order, a hand of 1 to 6), a voice (espeak-ng accents and flite voices) and
the action JSON ``voice-game hear`` must print for it; chatter expects no action.

:func:`build_corpus` makes the corpus (deterministic for a seed), :func:`synthesise_all`
renders it to WAV files, :func:`run_corpus` runs it through the in-process hear pipeline
(one recogniser, :func:`voice_game.dialogue.hear.hear_result`), and :func:`summary` turns
the results into figures and a printable report.

Run by hand (prints the report; ``--seed N`` for another corpus, ``--keep DIR`` to keep
the WAVs)::

    .venv/bin/python -m tests.voice.hear_corpus
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from testkit.voice.corpus import Utterance, hear_corpus
from testkit.voice.synth import synthesize, voice_by_label, write_wav
from voice_game.app.hear import hear_recording
from voice_game.dialogue.hear import hear_result
from voice_game.dialogue.requests import turn_phrases
from voice_game.heard import Heard
from voice_game.speech.recognizer import Recognizer

SEED = 20240607

HEAR_VOICES = (
    "espeak:en-us", "espeak:en-gb", "espeak:en-us+f3", "espeak:en-gb-scotland",
    "espeak:en-us+m7", "flite:kal", "flite:slt", "flite:rms", "flite:awb",
)  # fmt: skip
"""The voices of the shared synthesiser this test speaks with, in turn."""
SPEEDS = ("slow", "normal")


def build_corpus(seed: int = SEED, known: frozenset[str] | None = None) -> list[Utterance]:
    """The shared generator's hear corpus, voices in turn and speeds drawn (seeded)."""
    rng = random.Random(seed + 1)
    return [
        replace(u, voice=HEAR_VOICES[i % len(HEAR_VOICES)], speed=rng.choice(SPEEDS))
        for i, u in enumerate(hear_corpus(seed, known))
    ]


@dataclass
class Outcome:
    """What the pipeline made of one utterance."""

    utterance: Utterance
    result: dict[str, Any]
    phrases: int = 0
    grammar_seconds: float = 0.0
    decode_seconds: float = 0.0

    @property
    def acted(self) -> bool:
        return bool(self.result["status"] == "act")

    @property
    def right(self) -> bool:
        u = self.utterance
        return not u.is_chatter and self.acted and self.result["action"] == u.expected

    @property
    def confirmed(self) -> bool:
        """The right action, read back first ("Did you mean ...?"): one "yes" completes it."""
        u = self.utterance
        return (
            not u.is_chatter
            and self.result["status"] == "ask"
            and self.result["action"] == u.expected
        )

    @property
    def wrong(self) -> bool:
        """An action was taken that was not the one meant (any action, for chatter)."""
        return self.acted and not self.right


# --- audio ------------------------------------------------------------------------------


def synthesise(u: Utterance, path: Path) -> Path:
    """Render one utterance to a WAV file with the shared synthesiser."""
    return write_wav(path, synthesize(u.text, voice_by_label(u.voice), u.speed))


def synthesise_all(corpus: list[Utterance], folder: Path, workers: int = 2) -> list[Path]:
    """Render every utterance (in parallel); WAV paths in corpus order."""
    for program in ("espeak-ng", "flite"):
        if shutil.which(program) is None:
            raise RuntimeError(f"{program} is not installed (apt-get install espeak-ng flite)")
    paths = [folder / f"u{i:03d}.wav" for i in range(len(corpus))]
    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(synthesise, corpus, paths))
    return paths


def run_corpus(recognizer: Recognizer, corpus: list[Utterance], wavs: list[Path]) -> list[Outcome]:
    """Every utterance through the in-process hear pipeline with one recogniser."""
    outcomes: list[Outcome] = []
    for u, wav in zip(corpus, wavs, strict=True):
        ctx = u.ctx
        started = time.perf_counter()
        phrases = turn_phrases(ctx)
        recognizer.set_phrases(phrases)
        grammar = time.perf_counter() - started
        listened = hear_recording(recognizer, wav, ctx)  # what voice-game hear runs
        result = hear_result(listened.heard or Heard(""), ctx)
        outcomes.append(Outcome(u, result, len(phrases), grammar, listened.decode_seconds))
    return outcomes


# --- figures ----------------------------------------------------------------------------


@dataclass
class Summary:
    commands: int
    right: int
    confirmed: int
    wrong: int
    chatter: int
    chatter_acted: int
    total: int
    report: str

    @property
    def accuracy(self) -> float:
        """Share of commands understood: acted on at once, or read back right."""
        return (self.right + self.confirmed) / self.commands if self.commands else 0.0

    @property
    def at_once(self) -> float:
        """Share of commands acted on at once with the right action."""
        return self.right / self.commands if self.commands else 0.0

    @property
    def wrong_rate(self) -> float:
        return (self.wrong + self.chatter_acted) / self.total if self.total else 0.0


def _rate(outs: Iterable[Outcome]) -> str:
    outs = list(outs)
    right = sum(o.right for o in outs)
    asked = sum(o.confirmed for o in outs)
    wrong = sum(o.wrong for o in outs)
    share = 100 * (right + asked) / max(1, len(outs))
    return (
        f"{right + asked}/{len(outs)} understood ({share:.0f}%): {right} at once, "
        f"{asked} read back; {wrong} wrong"
    )


def summary(outcomes: list[Outcome]) -> Summary:
    """Figures per kind and per voice, timing, and every failure with its transcript."""
    cmds = [o for o in outcomes if not o.utterance.is_chatter]
    chat = [o for o in outcomes if o.utterance.is_chatter]
    lines = [
        f"commands: {_rate(cmds)}",
        f"chatter: {sum(o.acted for o in chat)}/{len(chat)} acted "
        f"(statuses {dict(Counter(o.result['status'] for o in chat))})",
        "per kind:",
    ]
    by_kind: dict[str, list[Outcome]] = defaultdict(list)
    by_voice: dict[str, list[Outcome]] = defaultdict(list)
    for o in cmds:
        by_kind[o.utterance.category].append(o)
        by_voice[o.utterance.voice].append(o)
    for kind, outs in by_kind.items():
        lines.append(f"  {kind:14} {_rate(outs)}")
    lines.append("per voice (commands):")
    for voice, outs in sorted(by_voice.items()):
        lines.append(f"  {voice:20} {_rate(outs)}")
    grammar = [o.grammar_seconds for o in outcomes]
    decode = [o.decode_seconds for o in outcomes]
    phrases = [o.phrases for o in outcomes]
    lines.append(
        f"phrase list: median {statistics.median(phrases):.0f} phrases (max {max(phrases)}); "
        f"vocabulary()+set_phrases median {1000 * statistics.median(grammar):.1f} ms "
        f"(max {1000 * max(grammar):.1f}); decoding median "
        f"{1000 * statistics.median(decode):.0f} ms (max {1000 * max(decode):.0f})"
    )
    lines.append("failures (said -> heard -> status action):")
    for o in outcomes:
        if o.right or (o.utterance.is_chatter and not o.acted):
            continue
        u, r = o.utterance, o.result
        tag = "WRONG" if o.wrong else "miss "
        lines.append(
            f"  {tag} [{u.category}] {u.voice}: {u.text!r} -> {r['transcript']!r} -> "
            f"{r['status']} {json.dumps(r['action'])} (want {json.dumps(u.expected)}; "
            f"chain {len(u.ctx.chain)}, hand {len(u.ctx.hand)})"
        )
    return Summary(
        commands=len(cmds),
        right=sum(o.right for o in cmds),
        confirmed=sum(o.confirmed for o in cmds),
        wrong=sum(o.wrong for o in cmds),
        chatter=len(chat),
        chatter_acted=sum(o.acted for o in chat),
        total=len(outcomes),
        report="\n".join(lines),
    )


def main(argv: list[str] | None = None) -> int:
    from voice_game.speech.model import find_model

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--keep", type=Path, help="folder to keep the WAV files in")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    recognizer = Recognizer(find_model())
    corpus = build_corpus(args.seed, recognizer.vocabulary)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="hear-corpus-"))
    folder.mkdir(parents=True, exist_ok=True)
    wavs = synthesise_all(corpus, folder)
    synthesised = time.perf_counter() - started
    outcomes = run_corpus(recognizer, corpus, wavs)
    s = summary(outcomes)
    print(s.report)
    print(
        f"understood {100 * s.accuracy:.1f}% (at once {100 * s.at_once:.1f}%), "
        f"wrong {100 * s.wrong_rate:.2f}%, "
        f"chatter acted {s.chatter_acted}; {len(corpus)} utterances, synthesis+load "
        f"{synthesised:.0f} s, total {time.perf_counter() - started:.0f} s"
    )
    if not args.keep:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
