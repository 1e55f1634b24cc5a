"""ALSA, under PortAudio: its messages go to the log, and a configuration it would die on is
found before the sound library is loaded.

alsa-lib prints its errors straight to the terminal ("ALSA lib pcm.c:8545:(snd_pcm_recover)
underrun occurred", a dozen "Unknown PCM" lines while PortAudio looks for devices); they mean
nothing to the table. :func:`quiet_alsa` hands them to the ``voice_game.alsa`` logger at debug
level instead (the journal, when logging is set up there; nowhere otherwise).

With a broken configuration (``ALSA_CONFIG_PATH=/dev/null``, a missing or empty file) alsa-lib
aborts the whole process while PortAudio starts (exit 134, no word). :func:`sound_library_problem`
checks the configuration path, then loads PortAudio once in a child process, so the game can
say what to do and offer the keyboard game instead of dying.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import logging
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

__all__ = ["config_path_problem", "quiet_alsa", "sound_library_problem"]

LOG = logging.getLogger("voice_game.alsa")
PROBE_SECONDS = 30.0
"""How long the child process may take to load PortAudio and list the devices."""
_PROBE = "import sounddevice; sounddevice.query_devices()"
_KEYBOARD = "or play by keyboard with: voice-game play --text"

_HANDLER = ctypes.CFUNCTYPE(
    None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p
)
"""alsa-lib's ``snd_lib_error_handler_t`` without its trailing variable arguments (which are
left unread: the format string is logged as it is)."""


def _to_log(
    file: bytes | None, line: int, function: bytes | None, err: int, fmt: bytes | None
) -> None:
    def text(value: bytes | None) -> str:
        return (value or b"").decode("utf-8", "replace")

    LOG.debug("ALSA lib %s:%d:(%s) %s (error %d)", text(file), line, text(function), text(fmt), err)


_installed: list[Any] = []
"""The installed handler, kept so that it is never freed while alsa-lib may call it."""


def quiet_alsa() -> bool:
    """Send alsa-lib's error messages to the log at debug level instead of the terminal.
    Call it before PortAudio is loaded; once is enough (later calls do nothing). False where
    there is no alsa-lib."""
    if _installed:
        return True
    name = ctypes.util.find_library("asound") or "libasound.so.2"
    try:
        library = ctypes.CDLL(name)
        set_handler = library.snd_lib_error_set_handler
    except (OSError, AttributeError):
        return False
    set_handler.argtypes = [_HANDLER]
    set_handler.restype = ctypes.c_int
    handler = _HANDLER(_to_log)
    set_handler(handler)
    _installed.append(handler)
    return True


def config_path_problem(environ: dict[str, str] | None = None) -> str | None:
    """A sentence when ``ALSA_CONFIG_PATH`` names something alsa-lib cannot start from (a
    missing, empty or unreadable file, a folder, ``/dev/null``); None when it is not set or
    names readable files."""
    value = (os.environ if environ is None else environ).get("ALSA_CONFIG_PATH")
    if value is None:
        return None
    for part in value.split(":") or [""]:
        path = Path(part)
        problem = None
        if not part:
            problem = "is empty"
        elif not path.exists():
            problem = "names no file"
        elif not path.is_file():
            problem = "is not a regular file"
        elif not os.access(path, os.R_OK):
            problem = "cannot be read"
        elif path.stat().st_size == 0:
            problem = "is an empty file"
        if problem is not None:
            shown = part if part.isprintable() else repr(part)
            return (
                f"ALSA_CONFIG_PATH={shown} {problem}, so ALSA, the sound library, cannot "
                "start. Unset it (unset ALSA_CONFIG_PATH) or point it at ALSA's own "
                f"configuration (/usr/share/alsa/alsa.conf), {_KEYBOARD}"
            )
    return None


@functools.cache
def sound_library_problem() -> str | None:
    """Why the sound library cannot be loaded here without taking the game down with it, in
    a sentence that says what to do; None when it can. The configuration path is checked
    first; then PortAudio is loaded once in a child process (about 0.3 s), and only its death
    by a signal counts (a PortAudio error is the caller's to report, with the device named)."""
    problem = config_path_problem()
    if problem is not None:
        return problem
    try:
        result = subprocess.run(
            [sys.executable, "-c", _PROBE],
            capture_output=True,
            timeout=PROBE_SECONDS,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return (
            f"The sound system did not answer within {PROBE_SECONDS:.0f} seconds while "
            f"looking for sound devices. Check the sound server and ALSA's configuration, "
            f"{_KEYBOARD}"
        )
    except OSError:
        return None  # no child process here: load it in this one, as before
    if result.returncode >= 0:
        return None
    try:
        name = signal.Signals(-result.returncode).name
    except ValueError:
        name = f"signal {-result.returncode}"
    return (
        f"ALSA, the sound library, stopped the program ({name}) while looking for sound "
        "devices: its configuration is missing or broken. "
        "Reinstall it (sudo apt-get install --reinstall libasound2-data) or check "
        f"ALSA_CONFIG_PATH and ~/.asoundrc, {_KEYBOARD}"
    )
