"""What each stage of the listening loop costs: CPU seconds per second of audio, one core.

    python -m benchmarks.voice.stage_cost            # 10 s of espeak-ng commands, 3 runs

The watchdog sheds the optional stages costliest first (``speech/listening.py``,
``optional_stages``); this prints the figures that order rests on: each stage alone on the
same audio, fed 20 ms block by block as the loop feeds it, median of ``--runs`` runs (the
first of each warms its imports). Numbers are this machine's; on a Raspberry Pi scale them by
the ratio in docs/raspberry-pi.md.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from testkit.voice.corpus import build_corpus
from testkit.voice.synth import synthesize, voice_by_label
from voice_game.dialogue.requests import turn_phrases
from voice_game.speech.dereverb import Dereverberator
from voice_game.speech.listening import pcm_blocks
from voice_game.speech.model import find_model
from voice_game.speech.recognizer import ALTERNATIVES, Recognizer

from . import noise as nz

TALK = (
    "I think the telephone goes before the moon landing",
    "whose turn is it now",
    "no way I doubt that one",
    "card three between the first and the second",
)


def _audio(seconds: float, cache: Path) -> np.ndarray:
    voice = voice_by_label("espeak:en-us")
    parts: list[np.ndarray] = []
    while sum(len(p) for p in parts) < seconds * nz.RATE:
        for text in TALK:
            parts += [nz.normalise(nz.trim(synthesize(text, voice, "normal", cache)))]
            parts += [np.zeros(nz.RATE // 2)]
    audio = np.concatenate(parts)[: int(seconds * nz.RATE)]
    samples: np.ndarray = np.clip(audio, -32768, 32767).astype(np.int16)
    return samples


def _stages(model: Path) -> dict[str, Callable[[], Callable[[np.ndarray], object]]]:
    """A fresh instance of each stage, as a function of one int16 block."""
    from voice_game.speech.denoise import NoiseSuppressor
    from voice_game.speech.gate import SpectralGate
    from voice_game.speech.rnnoise import RNNoiseSuppressor
    from voice_game.speech.silero import SileroDetector

    def decoder() -> Callable[[np.ndarray], object]:
        recognizer = Recognizer(model)
        recognizer.alternatives = ALTERNATIVES
        # a turn's phrase list, as the game builds it (its size sets the decoder's cost)
        recognizer.set_phrases(turn_phrases(build_corpus(1, seed=2024)[0].ctx))
        recognizer.second = False
        return lambda block: recognizer.accept(block.tobytes())

    def gate() -> Callable[[np.ndarray], object]:
        spectral = SpectralGate()
        return lambda block: spectral(block, learn=False)

    return {
        "one Vosk decoder (the second costs the same)": decoder,
        "dereverberation": Dereverberator,
        "RNNoise": RNNoiseSuppressor,
        "WebRTC noise suppression": NoiseSuppressor,
        "spectral gate": gate,
        "Silero voice detector": SileroDetector,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--model", type=Path, default=None)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        audio = _audio(args.seconds, Path(folder))
    blocks = [block.samples for block in pcm_blocks(audio)]
    print(f"| stage | CPU s per s of audio (median of {args.runs}) |")
    print("|---|---|")
    for name, make in _stages(find_model(args.model)).items():
        costs = []
        for _ in range(args.runs):
            stage = make()
            started = time.process_time()
            for block in blocks:
                stage(block)
            costs.append((time.process_time() - started) / args.seconds)
        print(f"| {name} | {statistics.median(costs):.4f} |")


if __name__ == "__main__":
    main()
