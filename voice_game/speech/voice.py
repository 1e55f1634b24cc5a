"""Speech output: render text to audio with espeak-ng and play it on a chosen device.

Why the ``espeak-ng`` program and not pyttsx3: pyttsx3 2.99's espeak driver (measured here,
see ``docs/speech-notes.md``) prints "Audio saved to ..." on stdout for every
``save_to_file`` (which would corrupt the text-mode game), keeps the last save target so a
later ``say()`` silently overwrites that file instead of speaking, and plays through
``aplay`` on the default device with no way to stop it or to know when it ends. The
``espeak-ng --stdout`` program (the same synthesiser) renders a WAV in about 10-20 ms for a
sentence, so rendering is done there and playback goes through sounddevice, which gives the
game the output device, exact knowledge of when it is speaking, and an immediate ``stop()``.
"""

from __future__ import annotations

import io
import shutil
import subprocess
import threading
import time
import wave
from collections import OrderedDict
from types import ModuleType
from typing import Any, Protocol, runtime_checkable

import numpy as np

from voice_game.spoken import spoken

from .alsa import quiet_alsa, sound_library_problem

DEFAULT_RATE = 175
"""Default speaking rate in words per minute (espeak-ng's own default)."""

DEFAULT_VOICE = "en-us"


class SpeechOutputError(RuntimeError):
    """Speech could not be rendered or played; the message says what to do."""


@runtime_checkable
class Voice(Protocol):
    """Something that speaks. ``say`` blocks until the sentence has been heard."""

    rate: int
    volume: float

    def say(self, text: str) -> None:
        """Speak ``text``; return when it has been played (or :meth:`stop` was called)."""
        ...

    def stop(self) -> None:
        """Cut off speech now (safe to call from another thread, or when silent)."""
        ...


def render(
    text: str, *, rate: int = DEFAULT_RATE, voice: str = DEFAULT_VOICE
) -> tuple[np.ndarray, int]:
    """Render ``text`` with espeak-ng; return mono int16 samples and their sample rate."""
    exe = shutil.which("espeak-ng")
    if exe is None:
        raise SpeechOutputError(
            "espeak-ng is not installed. Install it: `sudo apt-get install espeak-ng`, "
            "or play with `voice-game play --text`."
        )
    if not 80 <= rate <= 450:
        raise ValueError(f"Speech rate {rate} is out of range; use 80 to 450 words per minute.")
    try:
        result = subprocess.run(
            [exe, "-v", voice, "-s", str(rate), "--stdout", "--", text],
            capture_output=True,
            timeout=30,
            check=True,
        )
    except subprocess.CalledProcessError as exc:
        raise SpeechOutputError(
            f"espeak-ng failed ({exc.stderr.decode(errors='replace').strip()}). "
            f"Check the voice name {voice!r} with `espeak-ng --voices=en`."
        ) from exc
    with wave.open(io.BytesIO(result.stdout), "rb") as wav:
        rate_hz = wav.getframerate()
        # espeak-ng streams to stdout without knowing the length: read all bytes after
        # the header rather than trusting the header's frame count.
        frames = wav.readframes(1 << 30)
    samples = np.frombuffer(frames, dtype="<i2").copy()
    return samples, rate_hz


def _sounddevice() -> ModuleType:
    quiet_alsa()
    problem = sound_library_problem()
    if problem is not None:
        raise SpeechOutputError(problem)
    try:
        import sounddevice
    except OSError as exc:
        raise SpeechOutputError(
            f"The PortAudio sound library is missing ({exc}). Install it: "
            "`sudo apt-get install libportaudio2`, or play with `voice-game play --text`."
        ) from exc
    module: ModuleType = sounddevice
    return module


class AudioPlayer:
    """Blocking, stoppable playback of int16 mono audio on one output device.

    ``device`` is a PortAudio index, (part of) a name, or None for the default output.
    Only one sound plays at a time; :meth:`stop` ends it within one audio block.

    Playback uses blocking writes of ``block_ms`` chunks. A callback stream with
    ``CallbackStop`` was tried first: through ALSA's pulse plugin it reported "finished"
    before the sound had played, and after an abort its ``stop()`` hung in an endless
    underrun loop. Blocking writes end within a few ms of the real end of the sound.
    """

    block_ms = 40
    latency = 0.1

    def __init__(self, device: str | int | None = None) -> None:
        sd = _sounddevice()
        self._sd = sd
        try:
            info: Any = sd.query_devices(device, "output")
        except (ValueError, sd.PortAudioError) as exc:
            raise SpeechOutputError(
                f"No speaker available ({exc}). Connect a speaker, list the devices with "
                "`voice-game list-devices` and choose one, or play with `voice-game play "
                "--text`."
            ) from exc
        self.device = device
        self.device_name = str(info["name"])
        self._default_rate = int(info["default_samplerate"])
        self._lock = threading.Lock()
        self._stopped = threading.Event()
        self._playing = threading.Event()

    @property
    def playing(self) -> bool:
        """True from the start of :meth:`play` until the sound has been played or stopped."""
        return self._playing.is_set()

    def _device_rate(self, samplerate: int) -> int:
        try:
            self._sd.check_output_settings(
                self.device, samplerate=samplerate, channels=1, dtype="int16"
            )
            return samplerate
        except (ValueError, self._sd.PortAudioError):
            return self._default_rate

    def play(
        self,
        samples: np.ndarray,
        samplerate: int,
        *,
        volume: float = 1.0,
        cancel: threading.Event | None = None,
    ) -> bool:
        """Play and block until done; return False if :meth:`stop` (or ``cancel``, an event
        the caller may set before or during playing) cut it short."""
        data = np.asarray(samples, dtype=np.float64) * max(0.0, min(1.0, volume))
        rate = self._device_rate(samplerate)
        if rate != samplerate and len(data):
            n_out = max(1, round(len(data) * rate / samplerate))
            data = np.interp(np.arange(n_out) * (samplerate / rate), np.arange(len(data)), data)
        pcm = np.clip(np.round(data), -32768, 32767).astype(np.int16).reshape(-1, 1)
        # Closing the stream discards what the sound server still buffers (through ALSA's
        # pulse plugin the last ~120 ms of a cue were lost), so flush with trailing silence.
        tail = np.zeros((int(rate * (self.latency + 0.1)), 1), dtype=np.int16)
        sound_seconds = len(pcm) / rate
        pcm = np.concatenate([pcm, tail])
        step = max(1, rate * self.block_ms // 1000)
        with self._lock:
            self._stopped.clear()
            if cancel is not None and cancel.is_set():
                return False
            self._playing.set()
            try:
                stream = self._sd.OutputStream(
                    device=self.device,
                    samplerate=rate,
                    channels=1,
                    dtype="int16",
                    latency=self.latency,
                )
            except (ValueError, self._sd.PortAudioError) as exc:
                self._playing.clear()
                raise SpeechOutputError(
                    f"Cannot open the speaker {self.device_name!r}: {exc}. Choose another "
                    "device (`voice-game list-devices`) or play with `--text`."
                ) from exc
            try:
                stream.start()
                ends_at = time.monotonic() + sound_seconds + float(stream.latency)
                for i in range(0, len(pcm), step):
                    if cancel is not None and cancel.is_set():
                        self._stopped.set()
                    if self._stopped.is_set():
                        stream.abort()  # drops what is still buffered
                        break
                    stream.write(pcm[i : i + step])
                else:
                    stream.stop()
                    # stop() returns once PortAudio's buffer is empty, but the sound server
                    # may still hold up to one latency of audio: wait for it too.
                    while not self._stopped.is_set() and time.monotonic() < ends_at:
                        time.sleep(min(0.01, max(0.0, ends_at - time.monotonic())))
            finally:
                stream.close()
                self._playing.clear()
        return not self._stopped.is_set()

    def stop(self) -> None:
        """Stop the current sound within one block (no-op when silent). Only sets a flag:
        the playing thread aborts its own stream, which is safer with PortAudio than
        aborting from another thread."""
        self._stopped.set()


class RenderedVoice:
    """A voice that renders each sentence to audio and plays it with sounddevice: the game
    chooses the output device, knows exactly when it is speaking, and stops at once.
    Backends supply :meth:`_render` (espeak-ng here, pyttsx3 in :mod:`.tts`).

    ``rate`` is words per minute, ``volume`` 0.0-1.0 (applied at playback, so changing it
    does not invalidate the cache). Repeated sentences ("Your turn", prompts, help) are
    rendered once and kept in an LRU cache of ``cache_size`` entries.
    """

    backend = ""
    """The backend's name, as ``--tts`` spells it."""

    def __init__(
        self,
        device: str | int | None = None,
        *,
        rate: int = DEFAULT_RATE,
        volume: float = 1.0,
        voice: str = DEFAULT_VOICE,
        player: AudioPlayer | None = None,
        cache_size: int = 256,
    ) -> None:
        self.player = player or AudioPlayer(device)
        self.rate = rate
        self.volume = volume
        self.voice = voice
        self._cache: OrderedDict[tuple[str, int, str], tuple[np.ndarray, int]] = OrderedDict()
        self._cache_size = cache_size
        self._cut = threading.Event()

    @property
    def speaking(self) -> bool:
        """True while a sentence is being played."""
        return self.player.playing

    def _render(self, text: str, rate: int, voice: str) -> tuple[np.ndarray, int]:
        """Mono int16 samples and their sample rate for ``text``."""
        raise NotImplementedError

    def render(self, text: str) -> tuple[np.ndarray, int]:
        """Rendered audio for ``text`` at the current rate and voice (cached)."""
        key = (text, self.rate, self.voice)
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        audio = self._render(text, self.rate, self.voice)
        self._cache[key] = audio
        if len(self._cache) > self._cache_size:
            self._cache.popitem(last=False)
        return audio

    def say(self, text: str) -> None:
        """Speak ``text`` and return when it has been played or :meth:`stop` was called."""
        if not text.strip():
            return
        self._cut.clear()
        samples, samplerate = self.render(spoken(text))
        self.player.play(samples, samplerate, volume=self.volume, cancel=self._cut)

    def stop(self) -> None:
        """Cut off the current sentence at once, also while it is still being rendered."""
        self._cut.set()
        self.player.stop()


class EspeakVoice(RenderedVoice):
    """The game's default voice on Linux: the ``espeak-ng`` program renders each sentence
    (10-30 ms). ``voice`` is an espeak-ng voice name."""

    backend = "espeak-ng"

    def _render(self, text: str, rate: int, voice: str) -> tuple[np.ndarray, int]:
        return render(text, rate=rate, voice=voice)
