"""Replay one recording through the game's endpointing on a simulated real-time clock.

The audio is cut into the microphone's blocks (``VadSettings.block_ms``, 20 ms). Block *i*
"arrives" at audio time ``(i + 1) * block``. Each block is processed (voice-activity check,
then ``Recognizer.accept``) and the processing time is measured with ``perf_counter``; the
simulated processor starts a block at ``max(arrival, previous finish)``. So a decoder slower
than real time falls behind exactly as it would live, without the benchmark having to sleep.

The endpointing is the algorithm of :class:`voice_game.speech.microphone.Microphone`
(``_wait_for_speech`` / ``_capture`` / ``_run``), re-stated here on a list of blocks: an
energy detector with an adaptive noise floor starts the utterance after ``min_speech_ms`` of
loud blocks (feeding the pre-roll), ends it after ``endpoint_ms`` of quiet, when Vosk's own
endpointer fires, or after ``max_seconds``; an utterance with no words at all is ignored and
listening goes on.

Latency = time of the decision (``final()`` and ``parse`` done) minus the audio time of the
last speech sample.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from voice_game.intent import Reading, TurnContext, understand
from voice_game.speech.recognizer import SAMPLE_RATE, Recognizer
from voice_game.speech.vad import Endpointer, VadSettings


@dataclass(frozen=True)
class Decision:
    """What the game decided for one utterance, and how fast."""

    transcript: str
    confidence: float
    reading: Reading | None
    latency: float | None
    ended_by: str
    decode_seconds: float
    audio_seconds: float


def run_stream(
    recognizer: Recognizer,
    audio: np.ndarray,
    speech_end: float,
    ctx: TurnContext,
    *,
    vad: VadSettings | None = None,
    endpoint_ms: int = 300,
    max_seconds: float = 10.0,
) -> Decision:
    """Stream ``audio`` (int16, 16 kHz) into ``recognizer`` as the game's microphone would."""
    vad = vad or VadSettings()
    block = SAMPLE_RATE * vad.block_ms // 1000
    block_s = vad.block_ms / 1000
    n_blocks = len(audio) // block
    endpointer = Endpointer(vad)
    clock = 0.0
    decode = 0.0
    i = 0
    recognizer.reset()

    while True:
        # wait for speech onset
        onset = None
        while i < n_blocks:
            samples = audio[i * block : (i + 1) * block]
            arrival = (i + 1) * block_s
            i += 1
            started = time.perf_counter()
            fired = endpointer.waiting(samples)
            if fired:
                recognizer.reset()
                for chunk in endpointer.preroll():
                    recognizer.accept(chunk)
            spent = time.perf_counter() - started
            clock = max(clock, arrival) + spent
            if fired:
                decode += spent
                onset = arrival
                break
        if onset is None:
            return Decision("", 0.0, None, None, "no-speech", decode, i * block_s)
        ended_by = "stream-end"
        while i < n_blocks:
            samples = audio[i * block : (i + 1) * block]
            arrival = (i + 1) * block_s
            i += 1
            started = time.perf_counter()
            quiet = endpointer.ended(samples, endpoint_ms)
            done = recognizer.accept(samples.tobytes())
            spent = time.perf_counter() - started
            decode += spent
            clock = max(clock, arrival) + spent
            if done:
                ended_by = "vosk"
                break
            if quiet:
                ended_by = "quiet"
                break
            if arrival - onset >= max_seconds:
                ended_by = "max-seconds"
                break
        started = time.perf_counter()
        transcript = recognizer.final()
        reading = understand(transcript.heard(), ctx) if transcript.text else None
        spent = time.perf_counter() - started
        decode += spent
        clock += spent
        if not transcript.is_empty or i >= n_blocks:
            return Decision(
                transcript.text,
                transcript.confidence,
                reading,
                clock - speech_end,
                ended_by,
                decode,
                i * block_s,
            )
        # a burst that gave no word at all: the game keeps listening
