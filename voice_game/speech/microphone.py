"""Microphone input: find input devices and capture one spoken command.

:meth:`Microphone.listen` opens the input only while listening (so the game never hears
its own voice), waits for speech, feeds it to a :class:`~.recognizer.Recognizer` and ends
the utterance as soon as the player stops: an energy-based voice-activity detector with an
adaptive noise floor ends it after ``endpoint_ms`` of trailing quiet, and Vosk's own
endpointer (0.5 s of trailing silence in this model's config) is a backstop.
"""

from __future__ import annotations

import queue
import time
from collections import deque
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import numpy as np

from .recognizer import SAMPLE_RATE, Recognizer, Transcript, _lowpass_taps

_LIST_DEVICES = "voice-game --list-devices"


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
    return sounddevice


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
        return np.clip(np.round(out), -32768, 32767).astype(np.int16)


@dataclass(frozen=True)
class ListenTiming:
    """Timings of the last :meth:`Microphone.listen` (seconds)."""

    waited: float
    speech: float
    endpoint_delay: float
    decode: float
    ended_by: str


@dataclass(frozen=True)
class VadSettings:
    """Energy voice-activity detection. Levels are dBFS per block."""

    block_ms: int = 20
    min_speech_ms: int = 60
    preroll_ms: int = 300
    margin_db: float = 12.0
    floor_db: float = -50.0


def _level_db(block: np.ndarray) -> float:
    rms = float(np.sqrt(np.mean(np.square(block.astype(np.float64))))) if len(block) else 0.0
    return 20 * np.log10(max(rms, 1e-3) / 32768)


class Microphone:
    """A sounddevice input delivering 16 kHz mono int16 to a recogniser.

    ``device`` is a PortAudio device index, a (part of a) name, or None for the default.
    When the device cannot record at ``samplerate`` it is opened at its own default rate
    and resampled. Raises :class:`NoInputDeviceError` when there is no such input.
    """

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
        self._noise_db = self.vad.floor_db - self.vad.margin_db

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
        sd = self._sd
        vad = self.vad
        block = self.device_rate * vad.block_ms // 1000
        blocks: queue.Queue[np.ndarray] = queue.Queue()

        def callback(indata: np.ndarray, frames: int, t: Any, status: Any) -> None:
            blocks.put(indata[:, 0].copy())

        resampler = (
            StreamResampler(self.device_rate, self.samplerate)
            if self.device_rate != self.samplerate
            else None
        )
        try:
            stream = sd.InputStream(
                device=self.device,
                samplerate=self.device_rate,
                channels=1,
                dtype="int16",
                blocksize=block,
                callback=callback,
            )
        except (ValueError, sd.PortAudioError) as exc:
            raise NoInputDeviceError(f"cannot open {self.device_name!r}: {exc}") from exc
        with stream:
            return self._run(
                recognizer, blocks, resampler, max_seconds, silence_timeout, endpoint_ms
            )

    def _run(
        self,
        recognizer: Recognizer,
        blocks: queue.Queue[np.ndarray],
        resampler: StreamResampler | None,
        max_seconds: float,
        silence_timeout: float,
        endpoint_ms: int,
    ) -> Transcript | None:
        start = time.monotonic()
        deadline = start + silence_timeout
        while True:
            began = self._wait_for_speech(recognizer, blocks, resampler, deadline)
            if began is None:
                waited = time.monotonic() - start
                self.last_timing = ListenTiming(waited, 0.0, 0.0, 0.0, "timeout")
                return None
            ended_by, last_loud = self._capture(
                recognizer, blocks, resampler, began, max_seconds, endpoint_ms
            )
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

    def _next_block(
        self, blocks: queue.Queue[np.ndarray], resampler: StreamResampler | None
    ) -> tuple[np.ndarray, float]:
        try:
            raw = blocks.get(timeout=2.0)
        except queue.Empty:
            raise NoInputDeviceError(f"{self.device_name!r} delivers no audio") from None
        return (resampler(raw) if resampler else raw), time.monotonic()

    def _is_loud(self, samples: np.ndarray) -> tuple[bool, float]:
        level = _level_db(samples)
        return level > max(self._noise_db + self.vad.margin_db, self.vad.floor_db), level

    def _wait_for_speech(
        self,
        recognizer: Recognizer,
        blocks: queue.Queue[np.ndarray],
        resampler: StreamResampler | None,
        deadline: float,
    ) -> float | None:
        """Wait for speech onset; feed the pre-roll to the recogniser; return onset time."""
        vad = self.vad
        preroll: deque[bytes] = deque(maxlen=max(1, vad.preroll_ms // vad.block_ms))
        loud_run = 0
        while True:
            samples, now = self._next_block(blocks, resampler)
            loud, level = self._is_loud(samples)
            preroll.append(samples.tobytes())
            if loud:
                loud_run += 1
            else:
                loud_run = 0
                self._noise_db += 0.05 * (level - self._noise_db)  # slow noise tracking
            if loud_run * vad.block_ms >= vad.min_speech_ms:
                recognizer.reset()
                for chunk in preroll:
                    recognizer.accept(chunk)
                return now
            if now >= deadline:
                return None

    def _capture(
        self,
        recognizer: Recognizer,
        blocks: queue.Queue[np.ndarray],
        resampler: StreamResampler | None,
        began: float,
        max_seconds: float,
        endpoint_ms: int,
    ) -> tuple[str, float]:
        """Feed speech until it ends; return why it ended and when it was last loud."""
        quiet_ms = 0
        last_loud = began
        while True:
            samples, now = self._next_block(blocks, resampler)
            loud, _level = self._is_loud(samples)
            if loud:
                quiet_ms = 0
                last_loud = now
            else:
                quiet_ms += self.vad.block_ms
            if recognizer.accept(samples.tobytes()):
                return "vosk", last_loud
            if quiet_ms >= endpoint_ms:
                return "quiet", last_loud
            if now - began >= max_seconds:
                return "max_seconds", last_loud
