"""A recogniser library that cannot load (libatomic missing on arm64) is explained, and the
keyboard game is offered instead of a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from voice_game.speech.native import explain_load_error, recognizer_problem

ARM64_ERROR = (
    "cannot load library '/home/pi/voice_game/.venv/lib/python3.11/site-packages/vosk/"
    "libvosk.so': libatomic.so.1: cannot open shared object file: No such file or directory"
)
"""The error the aarch64 Vosk wheel gave on Debian bookworm arm64 without libatomic1."""


def test_the_arm64_error_names_the_package_to_install():
    message = explain_load_error(OSError(ARM64_ERROR))
    assert "libatomic.so.1" in message
    assert "sudo apt-get install libatomic1" in message


def test_an_unknown_library_is_named():
    message = explain_load_error(OSError("libfoo.so.3: cannot open shared object file"))
    assert "libfoo.so.3" in message and "apt-get install" not in message


def test_the_real_library_loads_here():
    assert recognizer_problem() is None


def _broken_vosk(tmp_path: Path) -> Path:
    """A ``vosk`` package that fails exactly as the real one does without libatomic1."""
    package = tmp_path / "fake" / "vosk"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text(f"raise OSError({ARM64_ERROR!r})\n")
    return package.parent


def test_play_offers_the_keyboard_game(tmp_path):
    env = dict(
        os.environ,
        PYTHONPATH=str(_broken_vosk(tmp_path)),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "voice_game",
            "play",
            "--players",
            "Ann,Ben",
            "--rules",
            "lifestyle",
            "--deck",
            "lifestyle",
            "--seed",
            "3",
            "--save",
            str(tmp_path / "s.json"),
        ],
        input="my cards\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert "Traceback" not in result.stderr
    assert "sudo apt-get install libatomic1" in result.stderr
    assert "Starting the keyboard game instead." in result.stderr
    assert "Ann" in result.stdout  # the keyboard game ran
    assert result.returncode == 0, result.stderr


def test_hear_explains_instead_of_a_traceback(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(_broken_vosk(tmp_path)))
    context = tmp_path / "context.json"
    context.write_text('{"chain": [], "hand": []}')
    result = subprocess.run(
        [sys.executable, "-m", "voice_game", "hear", str(context), "--context", str(context)],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "libatomic1" in result.stderr
