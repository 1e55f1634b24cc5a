"""How soon a stop cuts the game's voice: from ``stop()`` (what the stop button, the stop key and
a press of talk call) to the sentence's ``say()`` returning, on the default output.

    .venv/bin/python -m benchmarks.stop              # 10 stops, 0.5 s into a long sentence
    .venv/bin/python -m benchmarks.stop --times 3

Uses the game's voice (espeak-ng and its player) on the default output: the virtual room's
sink in the lab (scripts/virtual-room), the loudspeaker on the Pi. Prints the median and the
slowest, in ms. The unit tests check only that a stop cuts the sentence; this is the figure.
"""

from __future__ import annotations

import argparse
import statistics
import threading
import time

from voice_game.speech.voice import EspeakVoice

SENTENCE = (
    "This is a long sentence that would take several seconds to speak completely, "
    "if nobody stopped it before the end."
)


def one_stop(voice: EspeakVoice, after: float) -> float:
    """Seconds from stop() to say() returning, with stop() called ``after`` s into playing."""
    stopped_at: list[float] = []

    def stop() -> None:
        stopped_at.append(time.perf_counter())
        voice.stop()

    timer = threading.Timer(after, stop)
    timer.start()
    voice.say(SENTENCE)
    returned = time.perf_counter()
    timer.join()
    return returned - stopped_at[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="benchmarks.stop", description=__doc__)
    parser.add_argument("--times", type=int, default=10, help="stops to measure")
    parser.add_argument("--after", type=float, default=0.5, help="seconds into the sentence")
    args = parser.parse_args(argv)
    voice = EspeakVoice()
    voice.render(SENTENCE)  # rendered once, as a repeated sentence is; only playing is timed
    took = [one_stop(voice, args.after) for _ in range(max(1, args.times))]
    median = 1000 * statistics.median(took)
    slowest = 1000 * max(took)
    print(f"stop to cut ({len(took)} stops): median {median:.0f} ms, slowest {slowest:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
