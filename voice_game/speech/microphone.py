"""Microphone input: find input devices and capture one spoken command.

The input stream stays open once started; :meth:`Microphone.listen` discards everything
captured before it was called (so the game never hears its own voice), waits for speech,
feeds it to a :class:`~.recognizer.Recognizer` and ends the utterance as soon as the player
stops: an energy-based voice-activity detector with an adaptive noise floor ends it after
``endpoint_ms`` of trailing quiet, and Vosk's own endpointer (0.5 s of trailing silence in
this model's config) is a backstop.
"""

from __future__ import annotations

import contextlib
import queue
import time
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import numpy as np

from .recognizer import SAMPLE_RATE, Recognizer, Transcript, _lowpass_taps
from .vad import Endpointer, VadSettings

__all__ = ["Microphone", "NoInputDeviceError", "VadSettings", "list_input_devices"]

_LIST_DEVICES = "voice-game list-devices"


class NoInputDeviceError(RuntimeError):
    """No usable microphone; the message says what to do."""

    def __init__(self, detail: str) -> None:
        super().__init__(
            f"No microphone available ({detail}). Plug in a microphone, list the devices "
            f"with `{_LIST_DEVICES}` and choose one with --device, or play by keyboard with "
            "`voice-game play --text`."
        )


class AudioBackendError(RuntimeError):
    """PortAudio (the sound library under sounddevice) is missing or failing."""


def _sounddevice() -> ModuleType:
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


class StreamResampler:
    """Resample a stream of int16 blocks without clicks at block boundaries
    (anti-alias FIR with carried history, then linear interpolation with carried phase)."""

    def __init__(self, from_rate: int, to_rate: int) -> None:
        self.step = from_rate / to_rate
        self._taps = _lowpass_taps(0.45 * to_rate / from_rate) if to_rate < from_rate else None
        self._history = np.zeros(0 if self._taps is None else len(self._taps) - 1)
        self._carry = 0.0
        self._t = 1.0

    def __call__(self, block: np.ndarray) -> np.ndarray:
        x = np.asarray(block, dtype=np.float64).ravel()
        if self._taps is not None:
            buf = np.concatenate([self._history, x])
            self._history = buf[len(buf) - len(self._history) :]
            x = np.convolve(buf, self._taps, mode="valid")
        ext = np.concatenate([[self._carry], x])
        n = len(x)
        count = int(np.floor((n - self._t) / self.step)) + 1 if self._t <= n else 0
        times = self._t + self.step * np.arange(count)
        out = np.interp(times, np.arange(n + 1), ext)
        self._t = (self._t + self.step * count) - n
        self._carry = float(ext[-1])
        pcm: np.ndarray = np.clip(np.round(out), -32768, 32767).astype(np.int16)
        return pcm


@dataclass(frozen=True)
class ListenTiming:
    """Timings of the last :meth:`Microphone.listen` (seconds)."""

    waited: float
    speech: float
    endpoint_delay: float
    decode: float
    ended_by: str


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
        self._queue: queue.Queue[np.ndarray] = queue.Queue(maxsize=1000)
        self._resampler = resampler
        self.overflows = 0
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
        try:
            self._queue.put_nowait(indata[:, 0].copy())
        except queue.Full:
            with contextlib.suppress(queue.Empty):
                self._queue.get_nowait()
            with contextlib.suppress(queue.Full):
                self._queue.put_nowait(indata[:, 0].copy())

    def wait_ready(self, timeout: float) -> bool:
        """Block until the first audio arrives (True) or ``timeout`` passes (False)."""
        try:
            self._queue.put(self._queue.get(timeout=timeout))
        except queue.Empty:
            return False
        return True

    def drain(self) -> None:
        """Discard everything captured so far."""
        with contextlib.suppress(queue.Empty):
            while True:
                self._queue.get_nowait()

    def next(self, timeout: float = 3.0) -> tuple[np.ndarray, float] | None:
        """The next block at 16 kHz and when it was taken, or None if audio stalled."""
        try:
            raw = self._queue.get(timeout=timeout)
        except queue.Empty:
            return None
        return (self._resampler(raw) if self._resampler else raw), time.monotonic()

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
        self.last_timing: ListenTiming | None = None
        self._blocks: _Blocks | None = None
        self.endpointer = Endpointer(self.vad)

    def listen(
        self,
        recognizer: Recognizer,
        *,
        max_seconds: float = 10.0,
        silence_timeout: float = 8.0,
        endpoint_ms: int = 300,
    ) -> Transcript | None:
        """Capture one utterance and return its transcript, or None if nobody spoke within
        ``silence_timeout`` seconds. The utterance ends after ``endpoint_ms`` of quiet,
        when Vosk detects its end, or after ``max_seconds`` of speech. Uses the
        recogniser's current phrase list. A burst of noise that yields no words at all is
        ignored and listening continues.
        """
        blocks = self.open()
        blocks.drain()  # never hear what was said (or played) before listening began
        return self._run(blocks, recognizer, max_seconds, silence_timeout, endpoint_ms)

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

    def _run(
        self,
        blocks: _Blocks,
        recognizer: Recognizer,
        max_seconds: float,
        silence_timeout: float,
        endpoint_ms: int,
    ) -> Transcript | None:
        start = time.monotonic()
        deadline = start + silence_timeout
        while True:
            began = self._wait_for_speech(recognizer, blocks, deadline)
            if began is None:
                waited = time.monotonic() - start
                self.last_timing = ListenTiming(waited, 0.0, 0.0, 0.0, "timeout")
                return None
            ended_by, last_loud = self._capture(recognizer, blocks, began, max_seconds, endpoint_ms)
            decode_start = time.monotonic()
            transcript = recognizer.final()
            done = time.monotonic()
            self.last_timing = ListenTiming(
                waited=began - start,
                speech=last_loud - began,
                endpoint_delay=done - last_loud,
                decode=done - decode_start,
                ended_by=ended_by,
            )
            if not transcript.is_empty:
                return transcript
            # a noise burst that produced no word at all: keep listening

    def _wait_for_speech(
        self,
        recognizer: Recognizer,
        blocks: _Blocks,
        deadline: float,
    ) -> float | None:
        """Wait for speech onset; feed the pre-roll to the recogniser; return onset time."""
        endpointer = self.endpointer
        while True:
            got = blocks.next()
            if got is None:
                raise NoInputDeviceError(f"{self.device_name!r} stopped delivering audio")
            samples, now = got
            if endpointer.waiting(samples):
                recognizer.reset()
                for chunk in endpointer.preroll():
                    recognizer.accept(chunk)
                return now
            if now >= deadline:
                return None

    def _capture(
        self,
        recognizer: Recognizer,
        blocks: _Blocks,
        began: float,
        max_seconds: float,
        endpoint_ms: int,
    ) -> tuple[str, float]:
        """Feed speech until it ends; return why it ended and when it was last loud."""
        last_loud = began
        while True:
            got = blocks.next()
            if got is None:
                raise NoInputDeviceError(f"{self.device_name!r} stopped delivering audio")
            samples, now = got
            quiet = self.endpointer.ended(samples, endpoint_ms)
            if self.endpointer.last_loud:
                last_loud = now
            if recognizer.accept(samples.tobytes()):
                return "vosk", last_loud
            if quiet:
                return "quiet", last_loud
            if now - began >= max_seconds:
                return "max_seconds", last_loud
