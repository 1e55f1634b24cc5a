"""A quiet terminal: no leak report from a native extension at exit, alsa-lib's messages in the
log instead of on the screen, and a sentence (not an abort) for an ALSA configuration that
alsa-lib dies on. Each check runs a real child process, as a player's terminal sees it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from voice_game.speech.alsa import config_path_problem

ROOT = Path(__file__).resolve().parents[2]


def run(code: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        check=False,
    )


HELD_AT_EXIT = """
import threading, time
import numpy as np
from voice_game.speech.rnnoise import RNNoiseSuppressor
suppressor = RNNoiseSuppressor()
assert suppressor(np.full(3200, 1000, np.int16))  # its soxr streams did work
class Holder: pass
holder = Holder(); holder.suppressor = suppressor; holder.me = holder
threading.Thread(target=lambda: (holder, time.sleep(100)), daemon=True).start()
print("held by a running thread at exit")
"""


def test_no_nanobind_leak_report_when_a_suppressor_outlives_the_game() -> None:
    result = run(HELD_AT_EXIT)
    assert result.returncode == 0, result.stderr
    assert "held by a running thread at exit" in result.stdout, result.stderr
    assert "nanobind" not in result.stderr, result.stderr
    assert "leaked" not in result.stderr, result.stderr


OPEN_UNKNOWN_PCM = """
import ctypes, logging, sys
logging.basicConfig(level=logging.DEBUG, stream=sys.stdout, format="log: %(message)s")
if sys.argv[-1] == "quiet":
    from voice_game.speech.alsa import quiet_alsa
    assert quiet_alsa()
alsa = ctypes.CDLL("libasound.so.2")
pcm = ctypes.c_void_p()
print("open:", alsa.snd_pcm_open(ctypes.byref(pcm), b"no-such-pcm", 0, 0))
"""


def test_alsa_messages_go_to_the_log_at_debug_level() -> None:
    loud = subprocess.run(
        [sys.executable, "-c", OPEN_UNKNOWN_PCM, "loud"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "open: -2" in loud.stdout, loud.stderr  # alsa-lib refused the PCM ...
    assert "ALSA lib" in loud.stderr and "Unknown PCM" in loud.stderr  # ... and said so
    quiet = subprocess.run(
        [sys.executable, "-c", OPEN_UNKNOWN_PCM, "quiet"],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )
    assert "open: -2" in quiet.stdout, quiet.stderr
    assert "ALSA lib" not in quiet.stderr, quiet.stderr
    assert "log: ALSA lib pcm.c" in quiet.stdout and "Unknown PCM" in quiet.stdout


@pytest.mark.parametrize(
    ("value", "problem"),
    [
        ("/dev/null", "is not a regular file"),
        ("/no/such/alsa.conf", "names no file"),
        ("/", "is not a regular file"),
        ("", "is empty"),
    ],
)
def test_an_alsa_config_path_alsa_would_die_on_is_named(value: str, problem: str) -> None:
    sentence = config_path_problem({"ALSA_CONFIG_PATH": value})
    assert sentence is not None
    assert f"ALSA_CONFIG_PATH={value} {problem}" in sentence
    assert "unset ALSA_CONFIG_PATH" in sentence and "voice-game play --text" in sentence


def test_no_alsa_config_path_is_no_problem() -> None:
    assert config_path_problem({}) is None
    assert config_path_problem({"ALSA_CONFIG_PATH": "/usr/share/alsa/alsa.conf"}) is None


def voice_game(tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "voice_game", *args],
        capture_output=True,
        text=True,
        timeout=180,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        check=False,
    )


def test_play_with_alsa_config_path_dev_null_says_what_to_do(
    tmp_path: Path, model_path: Path
) -> None:
    result = voice_game(
        tmp_path,
        "play",
        "--models",
        str(model_path.parent),
        "--save",
        str(tmp_path / "game.json"),
        "--config",
        str(tmp_path / "none.toml"),
        ALSA_CONFIG_PATH="/dev/null",
    )
    output = result.stdout + result.stderr
    assert result.returncode == 1, output  # the keyboard game, ended by the closed input
    assert "ALSA_CONFIG_PATH=/dev/null is not a regular file" in output, output
    assert "Starting the keyboard game instead." in output, output


def test_a_config_alsa_aborts_on_is_caught_in_a_child_process(tmp_path: Path) -> None:
    config = tmp_path / "asound.conf"
    config.write_text("# a file with nothing in it: alsa-lib aborts on it\n", encoding="utf-8")
    aborted = run("import sounddevice", ALSA_CONFIG_PATH=str(config))
    assert aborted.returncode == -6, (aborted.returncode, aborted.stderr)  # SIGABRT, no word
    result = voice_game(tmp_path, "list-devices", ALSA_CONFIG_PATH=str(config))
    assert result.returncode == 1, result.stderr
    assert "ALSA, the sound library, stopped the program (SIGABRT)" in result.stderr
