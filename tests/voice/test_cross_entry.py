"""One set of recordings through the three entries gives the same decisions.

The live game (the recording played into the virtual room, heard through the microphone by
the voice game's :class:`Speaker`), ``voice-game hear FILE.wav`` and the benchmark's stream
all run the one listening loop, the game's phrase list for the turn and its decision (a host
request first, then :func:`voice_game.intent.understand`); this test feeds the same WAV
files to all three and compares what each would do.

The three do not hear the same samples: the benchmark and ``hear`` pad the file with
different stretches of quiet, and the room resamples it through PulseAudio, so Vosk meets
the speech at another offset within its 20 ms blocks and may give a word a slightly lower
confidence. An utterance whose decision flips on that ("card two before the moon landing" in
the en-gb voice is read back at about one offset in twenty: "two" heard at 0.86) would make
the test fail by chance, so each utterance here was checked to decide alike at every offset
from 300 to 510 ms in 10 ms steps, with Vosk's and a linear resampler.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from benchmarks.voice.metrics import scored
from benchmarks.voice.stream import run_stream
from voice_game.app.calibration import calibration_context
from voice_game.app.speaker import Speaker
from voice_game.config import AudioSettings
from voice_game.dialogue.decider import Moment, decide
from voice_game.dialogue.hear import context_from_json, context_to_json
from voice_game.dialogue.requests import turn_phrases
from voice_game.heard import Heard
from voice_game.intent import TurnContext
from voice_game.intent.unfinished import unfinished_in
from voice_game.speech.audio import SAMPLE_RATE, read_wav_16k
from voice_game.speech.microphone import Microphone
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.voice import EspeakVoice

from ..conftest import Room
from .room import ROOT, synthesise

SAID = (
    ("I doubt", "en-us"),
    ("card two before the moon landing", "en-us"),
    ("read the chain", "en-us+f3"),
    ("the telephone at the end", "en-gb"),
    ("whose turn is it", "en-gb"),
    ("could somebody open the window please", "en-us"),
)


def decision(heard: Heard | None, ctx: TurnContext) -> tuple[str, dict[str, Any]]:
    """What the session does with ``heard``: a host request first, then the parser."""
    if heard is None or not heard.said:
        return "none", {"kind": "none"}
    status, _result, got = scored(decide(heard, Moment(ctx)), None)
    return status, got


@pytest.fixture(scope="module")
def recordings() -> list[Path]:
    return [synthesise(text, voice) for text, voice in SAID]


def test_live_hear_and_benchmark_decide_alike(
    virtual_room: Room, recordings: list[Path], tmp_path: Path, model_path: Path
) -> None:
    ctx = calibration_context()
    context = tmp_path / "context.json"
    context.write_text(json.dumps(context_to_json(ctx)))
    assert context_from_json(json.loads(context.read_text())) == ctx
    recognizer = Recognizer(model_path)
    phrases = turn_phrases(ctx)  # as the game, hear and the benchmark listen in a turn

    # the benchmark's entry: the recording in a stretch of quiet room, streamed
    bench, bench_heard = [], []
    for wav in recordings:
        words = np.frombuffer(read_wav_16k(wav), dtype=np.int16)
        lead, tail = np.zeros(SAMPLE_RATE // 2, np.int16), np.zeros(2 * SAMPLE_RATE, np.int16)
        recognizer.set_phrases(phrases)
        end = (len(lead) + len(words)) / SAMPLE_RATE
        audio = np.concatenate([lead, words, tail])
        made = run_stream(recognizer, audio, end, ctx, unfinished=unfinished_in(ctx))
        status, _result, got = scored(made.decision, None)
        bench.append((status, got))
        bench_heard.append(made.transcript)

    # voice-game hear on each file
    heard_cli, cli_heard = [], []
    for wav in recordings:
        done = subprocess.run(
            [sys.executable, "-m", "voice_game", "hear", str(wav), "--context", str(context)],
            capture_output=True,
            text=True,
            cwd=ROOT,
            timeout=120,
            check=True,
        )
        result = json.loads(done.stdout)
        heard_cli.append((result["status"], result["action"]))
        cli_heard.append(result["transcript"])

    # the live game: played into the room, heard by the voice game's speaker
    live, live_heard = [], []
    voice = EspeakVoice()  # the default output and input are this session's private sinks
    with Microphone() as microphone:
        speaker = Speaker(voice, microphone, recognizer, io.StringIO(), AudioSettings())
        for wav in recordings:
            player = threading.Timer(
                0.8,
                lambda w=wav: subprocess.run(
                    ["paplay", f"--device={virtual_room.room}", str(w)], check=True
                ),
            )
            player.start()
            heard = speaker.listen(phrases, timeout=8.0, unfinished=unfinished_in(ctx))
            player.join()
            live.append(decision(heard, ctx))
            live_heard.append(heard.text if heard else "")

    expected = [
        (text, {"benchmark": bench_text, "hear": cli_text, "live": live_text})
        for (text, _), bench_text, cli_text, live_text in zip(
            SAID, bench_heard, cli_heard, live_heard, strict=True
        )
    ]
    assert heard_cli == bench, (heard_cli, bench, expected)
    assert live == bench, (live, bench, expected)
    # the clear commands are understood at once (so the comparison is not of nothing)
    assert [status for status, _ in bench[:5]] == ["act"] * 5, expected
