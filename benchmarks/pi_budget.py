"""The Raspberry Pi's budget: instructions the listening pipeline executes per second of
audio on arm64, counted under qemu's instruction-counting plugin, beside plain Vosk's, and
the real-time factor that projects on a Pi 3, 4 and 5.

Time under qemu says nothing about a Pi (emulation is 5-50 times slower, and unevenly so), but
the number of arm64 instructions a program executes is the same under qemu as on the chip:
it depends on the code and the data, not on the emulator. So the workload runs in an arm64
Debian root (the one ``scripts/pi-check`` builds, with the game's pinned packages) under a
qemu built with plugins and its ``libinsn`` plugin. Each configuration runs twice, on 0 s and
on ``--seconds`` of audio, and the difference (start-up and model loading cancel out) divided
by the seconds is its cost per second of audio.

The projection divides that by how many instructions per second a core executes: its clock
times its instructions per cycle (IPC). IPC for this kind of code (Kaldi's decoder, ONNX and
small DSP kernels in NumPy) is not known for these cores; the ranges used below are written
down with the projection, and the real-time factor is given for both ends of each range.

Run (root, once the qemu build and the arm64 root exist; see ``docs/raspberry-pi.md``):

    python -m benchmarks.pi_budget --qemu BUILD/qemu-aarch64 --plugin BUILD/libinsn.so \\
        --root /var/tmp/voice_game-pi-check/run

``--inside`` is the workload itself, run by the driver in the arm64 root.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

CORES = {
    "Pi 3 (Cortex-A53, 1.2 GHz)": (1.2e9, 0.5, 0.9),
    "Pi Zero 2 (Cortex-A53, 1.0 GHz)": (1.0e9, 0.5, 0.9),
    "Pi 4 (Cortex-A72, 1.8 GHz)": (1.8e9, 1.0, 1.6),
    "Pi 5 (Cortex-A76, 2.4 GHz)": (2.4e9, 1.6, 2.6),
}
"""Clock and a range of instructions per cycle for one core. The A53 is in-order and dual
issue (sustained IPC well under 1 on branchy code, near 1 on simple vector loops); the A72 is
out-of-order, three-wide; the A76 four-wide with about half again the A72's IPC on the same
code. These are estimates, not measurements of this workload: the uncertainty of the
projection is mostly theirs."""

PHRASES = [
    "place the telephone before the moon landing",
    "i doubt",
    "card two after the first",
    "between the first and the second",
    "repeat",
]
RATE = 16000


# ---------------------------------------------------------------- inside the arm64 root


def _workload(mode: str, audio_path: str, seconds: float, model: str) -> None:
    """Run one configuration on the first ``seconds`` of the audio (inside the arm64 root)."""
    import numpy as np

    from voice_game.speech.listening import listen, pcm_blocks
    from voice_game.speech.recognizer import ALTERNATIVES, Recognizer
    from voice_game.speech.vad import Endpointer, VadSettings

    audio = np.load(audio_path)[: int(seconds * RATE)]
    recognizer = Recognizer(Path(model))
    if mode == "plain":  # plain Vosk: the whole vocabulary, one reading, every block
        recognizer.alternatives = 0
        recognizer.set_phrases(None)
        for block in pcm_blocks(audio):
            recognizer.accept(block.samples.tobytes())
        recognizer.final()
        return
    recognizer.alternatives = ALTERNATIVES
    endpointer = Endpointer(VadSettings())
    blocks = pcm_blocks(audio)
    heard = 0
    while True:
        recognizer.set_phrases(PHRASES)
        listened = listen(blocks, recognizer, endpointer, silence_timeout=None)
        if listened.heard is None:
            break
        heard += 1
    print(f"utterances heard: {heard}", file=sys.stderr)


# ---------------------------------------------------------------- on the host


def make_audio(path: Path, seconds: float, speech: bool) -> None:
    """``seconds`` of commands one after another with short pauses (``speech``), or of the
    room alone, both in pink noise 20 dB below the speech."""
    import numpy as np

    from benchmarks.voice import noise as nz
    from benchmarks.voice.synth import VOICES, synthesize

    total = int(seconds * RATE)
    out = np.zeros(total)
    if speech:
        at, k = int(0.5 * RATE), 0
        while at < total:
            words = nz.normalise(
                nz.trim(synthesize(PHRASES[k % len(PHRASES)], VOICES[0], "normal"))
            )
            end = min(total, at + len(words))
            out[at:end] = words[: end - at]
            at = end + int(0.7 * RATE)
            k += 1
    noise = nz.pink_noise(seconds + 1, 7)[:total]
    level = nz.rms(out[out != 0]) if speech else 3000.0
    mixed = out + noise * level / 10 ** (20 / 20)
    np.save(path, np.clip(np.round(mixed), -32768, 32767).astype(np.int16))


def count(args: argparse.Namespace, mode: str, audio: str, seconds: float) -> int:
    """Instructions executed by one run of the workload under qemu's plugin."""
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": "/home/pi",
        "PYTHONPATH": "/home/pi/voice_game",
        "OMP_NUM_THREADS": "1",
    }
    cmd = [
        str(args.qemu),
        "-L",
        str(args.root),
        "-cpu",
        "cortex-a72",
        "-plugin",
        f"{args.plugin},inline=on",
        "-d",
        "plugin",
        str(args.root / "usr/bin/python3.11"),
        "-m",
        "benchmarks.pi_budget",
        "--inside",
        mode,
        audio,
        str(seconds),
        args.model,
    ]
    started = time.perf_counter()
    done = subprocess.run(
        cmd, env=env, cwd=args.root / "home/pi/voice_game", capture_output=True, text=True
    )
    if done.returncode != 0:
        raise SystemExit(f"pi_budget: {mode} {seconds} s failed:\n{done.stderr[-2000:]}")
    found = re.findall(r"insns:\s*(\d+)", done.stdout + done.stderr)
    if not found:
        raise SystemExit(f"pi_budget: the plugin printed no count:\n{done.stderr[-2000:]}")
    print(
        f"  {mode:5s} {seconds:4.0f} s of {Path(audio).stem}: {int(found[-1]) / 1e9:.2f} G "
        f"instructions ({time.perf_counter() - started:.0f} s under qemu)",
        file=sys.stderr,
        flush=True,
    )
    return int(found[-1])


def project(per_second: float) -> dict[str, tuple[float, float]]:
    """The real-time factor on each core, for the high and the low end of its IPC range."""
    return {
        core: (per_second / (clock * high), per_second / (clock * low))
        for core, (clock, low, high) in CORES.items()
    }


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["--inside"]:
        _workload(*argv[1:3], float(argv[3]), argv[4])
        return 0
    parser = argparse.ArgumentParser(prog="python -m benchmarks.pi_budget", description=__doc__)
    parser.add_argument("--qemu", type=Path, required=True, help="qemu-aarch64 built with plugins")
    parser.add_argument("--plugin", type=Path, required=True, help="qemu's libinsn.so")
    parser.add_argument("--root", type=Path, required=True, help="the arm64 Debian root")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--model", default="/home/pi/voice_game/models/vosk-model-small-en-us-0.15")
    parser.add_argument("--out", type=Path, default=Path("bench-out/pi-budget.json"))
    args = parser.parse_args(argv)
    # what is measured is what runs: this checkout's package and this file, in the root
    here = Path(__file__).resolve().parents[1]
    inside = args.root / "home/pi/voice_game"
    shutil.copytree(here / "voice_game", inside / "voice_game", dirs_exist_ok=True)
    shutil.copy(Path(__file__), inside / "benchmarks" / "pi_budget.py")
    tmp = args.root / "tmp"
    audios = {"speech": tmp / "budget-speech.npy", "room": tmp / "budget-room.npy"}
    for kind, path in audios.items():
        make_audio(path, args.seconds, speech=kind == "speech")
    figures: dict[str, dict[str, float]] = {}
    start_up: dict[str, int] = {}  # start-up and model loading, the same for any audio
    for kind, path in audios.items():
        seen = f"/tmp/{path.name}"
        for mode in ("plain", "ours"):
            if kind == "room" and mode == "plain":
                continue  # plain Vosk decodes every block alike
            if mode not in start_up:
                start_up[mode] = count(args, mode, seen, 0.0)
            base = start_up[mode]
            full = count(args, mode, seen, args.seconds)
            figures.setdefault(mode, {})[kind] = (full - base) / args.seconds
    doc = {
        "seconds": args.seconds,
        "instructions_per_audio_second": figures,
        "cores": {k: {"clock": v[0], "ipc": [v[1], v[2]]} for k, v in CORES.items()},
        "real_time_factor": {
            f"{mode} / {kind}": project(value)
            for mode, kinds in figures.items()
            for kind, value in kinds.items()
        },
        "threads": os.environ.get("OMP_NUM_THREADS", "1"),
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    print("| per second of audio | G instructions | " + " | ".join(CORES) + " |")
    print("|---|---|" + "---|" * len(CORES))
    for mode, kinds in figures.items():
        for kind, value in kinds.items():
            cells = [f"{lo:.2f}-{hi:.2f}" for lo, hi in project(value).values()]
            print(f"| {mode}, {kind} | {value / 1e9:.2f} | " + " | ".join(cells) + " |")
    print(f"\nwrote {args.out}; real-time factor ranges use each core's IPC range")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
