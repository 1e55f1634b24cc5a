"""Microphone input: find input devices and deliver audio blocks to the listening loop.

The input stream stays open once started; :meth:`Microphone.blocks` discards everything
captured before it was called (so the game never hears its own voice) and then yields 20 ms
blocks at 16 kHz, resampled when the device records at another rate. The listening loop
(:func:`.listening.listen`) finds the command in them; the microphone keeps the loop's
end-of-command detector (:attr:`Microphone.endpointer`), so the room's noise level is
remembered between commands.
"""

from __future__ import annotations

import contextlib
import queue
import time
from collections.abc import Iterator
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import numpy as np

from .alsa import quiet_alsa, sound_library_problem
from .audio import SAMPLE_RATE, StreamResampler
from .listening import Block
from .vad import Endpointer, VadSettings

__all__ = [
    "AudioStalled",
    "Microphone",
    "NoInputDeviceError",
    "VadSettings",
    "list_input_devices",
]

_LIST_DEVICES = "voice-game list-devices"


class NoInputDeviceError(RuntimeError):
    """No usable microphone; the message says what to do."""

    def __init__(self, detail: str) -> None:
        super().__init__(
            f"No microphone available ({detail}). Plug in a microphone, list the devices "
            f"with `{_LIST_DEVICES}` and choose one with --device, or play by keyboard with "
            "`voice-game play --text`."
        )


class AudioStalled(NoInputDeviceError):
    """The open microphone stopped delivering audio (unplugged, or the sound server went)."""


class AudioBackendError(RuntimeError):
    """PortAudio (the sound library under sounddevice) is missing or failing."""


def _sounddevice() -> ModuleType:
    quiet_alsa()
    problem = sound_library_problem()
    if problem is not None:
        raise AudioBackendError(problem)
    try:
        import sounddevice
    except OSError as exc:  # raised when libportaudio2 is not installed
        raise AudioBackendError(
            f"The PortAudio sound library is missing ({exc}). Install it: "
            "`sudo apt-get install libportaudio2` (Debian/Raspberry Pi OS)."
        ) from exc
    module: ModuleType = sounddevice
    return module


@dataclass(frozen=True)
class InputDevice:
    """A capture device as PortAudio sees it."""

    index: int
    name: str
    channels: int
    default_samplerate: float
    is_default: bool


def list_input_devices() -> list[InputDevice]:
    """Every device with at least one input channel; the default is flagged."""
    sd = _sounddevice()
    try:
        default_in = sd.default.device[0]
        devices = sd.query_devices()
    except sd.PortAudioError as exc:
        raise AudioBackendError(f"Cannot list audio devices: {exc}") from exc
    return [
        InputDevice(
            index=i,
            name=str(d["name"]),
            channels=int(d["max_input_channels"]),
            default_samplerate=float(d["default_samplerate"]),
            is_default=i == default_in,
        )
        for i, d in enumerate(devices)
        if int(d["max_input_channels"]) > 0
    ]


class _Blocks:
    """An always-running callback input stream feeding a bounded queue of blocks.

    Why this shape: through ALSA's pulse plugin a newly opened capture stream delivered its
    first audio 0.2-2 s late (measured), so opening the stream per utterance lost the
    player's first word. The stream therefore stays open; :meth:`drain` throws away what
    was captured while the game was not listening (e.g. while it was speaking).
    """

    def __init__(
        self,
        sd: ModuleType,
        device: str | int | None,
        rate: int,
        block: int,
        latency: float | str,
        resampler: StreamResampler | None,
    ) -> None:
        self._queue: queue.Queue[tuple[np.ndarray, float]] = queue.Queue(maxsize=1000)
        self._held: tuple[np.ndarray, float] | None = None
        self._resampler = resampler
        self.overflows = 0
        self.dropped = 0
        """Blocks thrown away because the listener fell more than the queue behind."""
        self._stream = sd.InputStream(
            device=device,
            samplerate=rate,
            channels=1,
            dtype="int16",
            blocksize=block,
            latency=latency,
            callback=self._callback,
        )
        self._stream.start()

    def _callback(self, indata: np.ndarray, frames: int, t: Any, status: Any) -> None:
        if status.input_overflow:
            self.overflows += 1
        block = (indata[:, 0].copy(), time.monotonic())  # stamped when captured
        try:
            self._queue.put_nowait(block)
        except queue.Full:
            self.dropped += 1
            with contextlib.suppress(queue.Empty):
                self._queue.get_nowait()
            with contextlib.suppress(queue.Full):
                self._queue.put_nowait(block)

    def wait_ready(self, timeout: float) -> bool:
        """Block until the first audio arrives (True) or ``timeout`` passes (False)."""
        try:
            self._queue.put(self._queue.get(timeout=timeout))
        except queue.Empty:
            return False
        return True

    def drain(self, before: float | None = None) -> None:
        """Discard what was captured before the moment ``before`` (``time.monotonic()``),
        or everything captured so far."""
        self._held = None
        with contextlib.suppress(queue.Empty):
            while True:
                block = self._queue.get_nowait()
                if before is not None and block[1] >= before:
                    self._held = block  # the first block to keep: the rest are newer
                    return

    def next(self, timeout: float = 3.0) -> tuple[np.ndarray, float] | None:
        """The next block at 16 kHz and when it was captured (``time.monotonic()``, so a
        listener that falls behind sees by how much), or None if audio stalled."""
        if self._held is not None:
            (raw, at), self._held = self._held, None
        else:
            try:
                raw, at = self._queue.get(timeout=timeout)
            except queue.Empty:
                return None
        return (self._resampler(raw) if self._resampler else raw), at

    def close(self) -> None:
        """Stop and close the stream."""
        self._stream.stop()
        self._stream.close()


class Microphone:
    """A sounddevice input delivering 16 kHz mono int16 to a recogniser.

    ``device`` is a PortAudio device index, a (part of a) name, or None for the default.
    When the device cannot record at ``samplerate`` it is opened at its own default rate
    and resampled. Raises :class:`NoInputDeviceError` when there is no such input.
    """

    latency: float | str = "low"
    """PortAudio input latency setting."""
    start_timeout: float = 5.0
    """How long to wait for a newly opened device's first audio."""

    def __init__(
        self,
        device: str | int | None = None,
        samplerate: int = SAMPLE_RATE,
        vad: VadSettings | None = None,
    ) -> None:
        sd = _sounddevice()
        self._sd = sd
        self.vad = vad or VadSettings()
        self.samplerate = samplerate
        try:
            info: Any = sd.query_devices(device, "input")
        except (ValueError, sd.PortAudioError) as exc:
            raise NoInputDeviceError(str(exc)) from exc
        if int(info["max_input_channels"]) < 1:
            raise NoInputDeviceError(f"{info['name']!r} has no input channels")
        self.device = device
        self.device_name = str(info["name"])
        try:
            sd.check_input_settings(device, samplerate=samplerate, channels=1, dtype="int16")
            self.device_rate = samplerate
        except (ValueError, sd.PortAudioError):
            self.device_rate = int(info["default_samplerate"])
        self._blocks: _Blocks | None = None
        self.endpointer = Endpointer(self.vad)

    block_timeout: float = 3.0
    """A stream that delivers nothing for this long is taken as dead."""

    def blocks(self, since: float | None = None) -> Iterator[Block]:
        """Blocks captured from the moment ``since`` (``time.monotonic()``; by default the
        first ``next``), each stamped with ``time.monotonic()`` when captured.

        Opens the stream on first use; what was captured before is thrown away, so what was
        said or played before listening began is never heard, and what was said after
        ``since`` is heard however late the caller starts reading.
        Raises :class:`AudioStalled` when no audio arrives for :attr:`block_timeout`.
        """
        blocks = self.open()
        blocks.drain(since)
        while True:
            got = blocks.next(self.block_timeout)
            if got is None:
                raise AudioStalled(f"{self.device_name!r} stopped delivering audio")
            samples, at = got
            yield Block(samples, at)

    @property
    def dropped(self) -> int:
        """Blocks lost so far because the listener fell the whole queue (20 s) behind."""
        return 0 if self._blocks is None else self._blocks.dropped

    def open(self) -> _Blocks:
        """Start capturing (done by the first :meth:`listen`; call early to warm up)."""
        if self._blocks is not None:
            return self._blocks
        sd = self._sd
        block = self.device_rate * self.vad.block_ms // 1000
        resampler = (
            StreamResampler(self.device_rate, self.samplerate)
            if self.device_rate != self.samplerate
            else None
        )
        try:
            blocks = _Blocks(sd, self.device, self.device_rate, block, self.latency, resampler)
        except (ValueError, sd.PortAudioError) as exc:
            raise NoInputDeviceError(f"cannot open {self.device_name!r}: {exc}") from exc
        if not blocks.wait_ready(self.start_timeout):
            blocks.close()
            raise NoInputDeviceError(
                f"{self.device_name!r} delivered no audio within {self.start_timeout:.0f} s"
            )
        self._blocks = blocks
        return blocks

    def close(self) -> None:
        """Stop capturing and release the device."""
        if self._blocks is not None:
            self._blocks.close()
            self._blocks = None

    def __enter__(self) -> Microphone:
        self.open()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        # An open PortAudio stream left to the garbage collector crashed the interpreter
        # (SIGILL in the callback thread); close it deterministically instead.
        with contextlib.suppress(Exception):
            self.close()
