"""Recordings of every odd kind for ``hear``: read and heard when they can be converted,
refused with one line naming the file when they cannot; long files cost time in proportion."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from voice_game.speech.audiofile import AudioFileError, open_recording, recording_blocks
from voice_game.speech.listening import hear_wav, wav_blocks
from voice_game.speech.recognizer import Recognizer

from ..conftest import require

TURN = ["i doubt", "repeat", "pass"]
CONVERSIONS = {
    "24-bit": ["-b", "24"],
    "32-bit": ["-b", "32"],
    "float32": ["-e", "floating-point", "-b", "32"],
    "float64": ["-e", "floating-point", "-b", "64"],
    "mu-law": ["-e", "u-law"],
    "a-law": ["-e", "a-law"],
    "8-bit": ["-b", "8", "-e", "unsigned"],
    "6 channels": ["-c", "6"],
    "44.1 kHz stereo": ["-r", "44100", "-c", "2"],
    "8 kHz": ["-r", "8000"],
    "48 kHz 24-bit": ["-r", "48000", "-b", "24"],
}


def convert(source: Path, target: Path, options: list[str]) -> Path:
    subprocess.run([require("sox"), str(source), *options, "-t", "wav", str(target)], check=True)
    return target


@pytest.mark.parametrize("kind", list(CONVERSIONS))
def test_a_recording_in_any_wav_format_is_heard(
    kind: str, recognizer: Recognizer, speak_wav: Callable[..., Path], tmp_path: Path
) -> None:
    wav = convert(speak_wav("I doubt"), tmp_path / "odd.wav", CONVERSIONS[kind])
    recognizer.set_phrases(TURN)
    heard = hear_wav(recognizer, wav).heard
    assert heard is not None and heard.text == "i doubt"


def _special(tmp_path: Path, kind: str, speak_wav: Callable[..., Path]) -> Path:
    path = tmp_path / "odd.wav"
    if kind == "empty":
        path.write_bytes(b"")
    elif kind == "not audio":
        path.write_text("<html>this is not a recording</html>")
    elif kind == "header only":
        path.write_bytes(speak_wav("I doubt").read_bytes()[:44])
    elif kind == "folder":
        path.mkdir()
    elif kind == "pipe":
        os.mkfifo(path)
    elif kind == "missing":
        pass
    elif kind == "random bytes":
        path.write_bytes(np.random.default_rng(1).bytes(5000))
    elif kind == "RIFF with garbage":
        path.write_bytes(b"RIFF\xff\xff\xff\xffWAVEfmt " + bytes(200))
    return path


SPECIAL = {
    "empty": "is empty",
    "not audio": "is not a recording",
    "header only": "holds no audio",
    "folder": "is a folder",
    "pipe": "is not a regular file",
    "missing": "no such file",
    "random bytes": "is not a recording",
    "RIFF with garbage": "is not a recording",
}


@pytest.mark.parametrize("kind", list(SPECIAL))
def test_a_file_that_is_not_a_usable_recording_is_refused_in_one_line(
    kind: str, speak_wav: Callable[..., Path], tmp_path: Path
) -> None:
    path = _special(tmp_path, kind, speak_wav)
    with pytest.raises(AudioFileError, match=SPECIAL[kind]) as caught:
        wav_blocks(path)
    assert str(caught.value).startswith(str(path))
    context = tmp_path / "context.json"
    context.write_text(json.dumps({"chain": ["x"], "hand": ["y"]}))
    result = subprocess.run(
        [sys.executable, "-m", "voice_game", "hear", str(path), "--context", str(context)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [str(caught.value)]


def test_a_truncated_recording_is_heard_as_far_as_it_goes(
    recognizer: Recognizer, speak_wav: Callable[..., Path], tmp_path: Path
) -> None:
    whole = speak_wav("I doubt").read_bytes()
    cut = tmp_path / "cut.wav"
    cut.write_bytes(whole[: len(whole) - 2000])  # the header still promises all of it
    recognizer.set_phrases(TURN)
    heard = hear_wav(recognizer, cut).heard
    assert heard is not None and heard.text in ("i doubt", "i")


def test_a_recording_too_long_for_one_command_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "long.wav"
    subprocess.run(
        [require("sox"), "-n", "-r", "4000", "-c", "1", "-b", "8", str(path), "trim", "0", "1900"],
        check=True,
    )
    with pytest.raises(AudioFileError, match="minutes long"):
        open_recording(path)


def test_a_long_recording_is_streamed_in_blocks(tmp_path: Path) -> None:
    path = tmp_path / "ten-minutes.wav"
    subprocess.run(
        [require("sox"), "-n", "-r", "48000", "-c", "2", str(path), "trim", "0", "600"],
        check=True,
    )
    sizes = [len(block) for block in recording_blocks(open_recording(path), path)]
    assert len(sizes) == 600  # one second read at a time, never the whole file
    assert abs(sum(sizes) - 600 * 16000) <= 2
