"""The voice game survives its sound system: a microphone that goes dead or silent, a sound
server (PulseAudio or PipeWire) that dies and comes back.

What happens, and what the table hears:

- The input stream stops delivering (unplugged, or the server went away): the game says and
  prints "The microphone stopped working ... The game is saved; I keep trying." and then
  tries to reopen it every few seconds, restarting PortAudio so that a restarted server and
  a replugged device are found again. When it works again it says so and listens on.
- The input delivers only digital silence for :data:`SILENT_SECONDS` (a muted or removed
  source that the server replaced with nothing): it says so once, reopens the input every
  :data:`RECHECK_SECONDS` (to follow a source that returns), and says when sound is back.
- The loudspeaker fails: sentences are still printed; speech is tried again after the next
  reconnection.

The save is never touched: every move was saved when it was made.
"""

from __future__ import annotations

import shutil
import subprocess
import time
from collections.abc import Callable, Iterator

import numpy as np

from voice_game.dialogue.save_state import SaveState
from voice_game.speech.listening import Block
from voice_game.speech.microphone import AudioStalled

SILENT_SECONDS = 20.0
"""Exact digital silence for this long means the input is not connected to anything."""
RECHECK_SECONDS = 4.0
"""While the input is silent, it is reopened this often (to follow a source that returns)."""
RETRY_SECONDS = 2.0


class SilentInput(AudioStalled):
    """The input delivers only zeros."""


class SoundBack(Exception):
    """A silent input delivers sound again."""


def watch_silence(
    blocks: Iterator[Block], seconds: float = SILENT_SECONDS, *, silent: bool = False
) -> Iterator[Block]:
    """``blocks``, raising :class:`SilentInput` after ``seconds`` of exact digital silence
    from the first block on; when the input was ``silent`` already, raising
    :class:`SoundBack` at its first sound.

    An input that gave any sound in this listen is connected: exact silence after it is a
    quiet source (a null sink, a gate), not a dead one, so the listen runs to its own timeout
    and the game asks again instead of blaming the microphone."""
    silent_since: float | None = None
    for block in blocks:
        if np.any(block.samples):
            if silent:
                raise SoundBack
            yield block
            yield from blocks  # sound came through: nothing more to watch in this listen
            return
        if silent_since is None:
            silent_since = block.at
        elif block.at - silent_since >= seconds:
            raise SilentInput(f"it has delivered only silence for {seconds:.0f} seconds")
        yield block


def silent_message(error: Exception) -> str:
    """What the table hears when the microphone delivers only silence."""
    return (
        f"The microphone hears nothing at all: {_reason(error)}. Check that it is plugged in "
        f"and not muted.{SaveState.after()}"
    )


def portaudio_error() -> type[Exception]:
    """sounddevice's error type (a stream that failed under the game)."""
    import sounddevice

    error: type[Exception] = sounddevice.PortAudioError
    return error


def restart_portaudio() -> None:
    """Make PortAudio forget its device list, so a restarted server or a replugged device is
    found again. Only call it with no stream open."""
    import sounddevice

    sounddevice._terminate()
    sounddevice._initialize()


def sound_server_problem(timeout: float = 3.0) -> str | None:
    """A sentence when a PulseAudio or PipeWire server is expected but refuses connections
    (asked with ``pactl info``); None when it answers or ``pactl`` is not installed."""
    pactl = shutil.which("pactl")
    if pactl is None:
        return None
    try:
        result = subprocess.run(
            [pactl, "info"], capture_output=True, text=True, timeout=timeout, check=False
        )
    except (OSError, subprocess.SubprocessError) as error:
        return f"The sound server does not answer ({error})."
    if result.returncode == 0:
        return None
    detail = (result.stderr or result.stdout).strip().splitlines()
    return (
        "The sound server (PulseAudio or PipeWire) refuses connections"
        + (f" ({detail[-1]})" if detail else "")
        + ". Start it (systemctl --user start pipewire-pulse, or pulseaudio --start) and try "
        "again; or play by keyboard with: voice-game play --text"
    )


class Reconnector:
    """Waits for the sound system to come back, saying what is going on."""

    def __init__(
        self,
        tell: Callable[[str], None],
        reopen: Callable[[], None],
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.tell = tell
        self.reopen = reopen
        self.sleep = sleep

    def recover(self, error: Exception) -> None:
        """Say what broke, then retry ``reopen`` until it works; say when it does."""
        self.tell(
            f"The microphone stopped working: {_reason(error)}.{SaveState.after()} "
            "I keep trying to reconnect."
        )
        failures = 0
        while True:
            self.sleep(RETRY_SECONDS if failures else 0.5)
            try:
                self.reopen()
            except Exception:  # noqa: BLE001 - not back yet: keep waiting
                failures += 1
                continue
            self.tell("The microphone works again. Let us go on.")
            return


def _reason(error: Exception) -> str:
    text = str(error)
    marker = "No microphone available ("
    if text.startswith(marker):
        text = text[len(marker) :].rsplit("). ", 1)[0]
    return text.strip().rstrip(".") or type(error).__name__


__all__ = [
    "Reconnector",
    "SilentInput",
    "SoundBack",
    "portaudio_error",
    "restart_portaudio",
    "silent_message",
    "sound_server_problem",
    "watch_silence",
]
