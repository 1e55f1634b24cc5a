"""Dereverberation: the listening loop's stage that takes a room's late echo out of the audio.

A player across the room reaches the microphone mostly as echo: at 2-3 m the reflections
carry 9-12 dB more energy than the direct sound ([docs/rooms.md](../../docs/rooms.md)), and
they smear one word into the next, so the recogniser hears the right words with low
confidence or the wrong ones with high confidence. Online weighted prediction error (WPE)
dereverberation predicts each short-time spectrum's late reverberation from the frames
:attr:`DereverbSettings.delay` to ``delay + taps - 1`` before it and subtracts the
prediction: per frequency, a recursive least-squares filter that keeps learning the room as
long as the game listens. The direct sound and the early reflections (the first 32 ms) are
left alone, so a close voice is not changed.

It uses past audio only and works block by block; its output is the input delayed by exactly
:data:`LATENCY_BLOCKS` blocks. For its first 3 s it only learns and passes the microphone's
samples on as they are. After that its output is used only while the room echoes
(:attr:`Dereverberator.echoing`: of the loud frames of the last seconds, the share of the
spectrum its prediction lowered by 3 dB or more). Close to the microphone the prediction
finds almost nothing (4-5 % of the bins, noise or not, in the benchmark's close-talk
conditions), across a room a lot (14-20 % at 0.5 to 3 m, with noise too), so a close
player's audio reaches the decoder untouched, as it would without the stage. Shed
(:meth:`Dereverberator.drop`), it passes the audio through with the same delay, so no
sample is lost or heard twice.

Written here rather than taken from ``nara_wpe``: one microphone needs a filter of a few taps
per frequency, and that library's general per-call work on small matrices cost 0.09 s of CPU
per second of audio on this project's 2-core test machine, where this one costs 0.024 s
(``python -m benchmarks.voice.stage_cost``) for the same figures (docs/rooms.md, Levers).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .audio import SAMPLE_RATE

LATENCY_BLOCKS = 2
"""The stage's delay in 20 ms blocks: a 32 ms analysis window plus its hop fit in two."""

BLOCK_SAMPLES = SAMPLE_RATE // 50
"""One 20 ms block of the listening loop (320 samples at 16 kHz)."""

REACH_BLOCKS = 7
"""How many blocks after a sound its predicted echo can be subtracted from (the window and
the frames the filter reads: 2,048 samples, rounded up to blocks)."""


@dataclass(frozen=True)
class DereverbSettings:
    """The filter: short-time spectra of ``size`` samples every ``shift``; the late echo of
    a frame predicted from the ``taps`` frames from ``delay`` frames before it; ``alpha``
    how slowly it forgets (0.999 at 8 ms a frame: it remembers about 8 s of the room)."""

    size: int = 512
    shift: int = 128
    taps: int = 8
    delay: int = 4
    alpha: float = 0.999
    learn_frames: int = 375
    """Frames (3 s) the filter only learns from before its output is used: a filter that
    has heard the room for less than a sentence takes the voice out with the echo."""
    floor: float = 256.0
    """The least power a frame's bin is taken to have (one int16 step of noise through the
    window): exact digital silence would otherwise divide by zero."""
    echo_share: float = 0.08
    """The room echoes (the output is used) while at least this share of the loud frames'
    bins from 300 Hz to 4 kHz lost 3 dB or more to the prediction (docs/rooms.md)."""


ECHO_BINS = slice(10, 128)
"""The bins the echo is looked for in: 312 Hz to 4 kHz at 16 kHz and 512 samples, where a
voice's energy is."""

LOWERED = 10 ** (3 / 10)
"""A bin counts as echo when the prediction took at least 3 dB from it (a power ratio)."""

LOUD = 10 ** (-20 / 10)
"""A frame counts towards :attr:`Dereverberator.echoing` when it is at most 20 dB below the
loud frames' mean power: the silences between commands say nothing about the room."""


class Dereverberator:
    """Feed 20 ms blocks of int16 audio; each call returns the block of
    :data:`LATENCY_BLOCKS` blocks ago, with the late echo taken out (once :meth:`drop` was
    called: as it came in)."""

    def __init__(self, settings: DereverbSettings | None = None) -> None:
        s = self.settings = settings or DereverbSettings()
        if s.size % s.shift or LATENCY_BLOCKS * BLOCK_SAMPLES - (s.size - s.shift) < s.shift:
            raise ValueError("the window must be whole hops and fit in the stage's latency")
        self._window = np.hanning(s.size + 1)[:-1]  # periodic, for analysis and synthesis
        self._norm = s.shift / float(np.sum(self._window**2))
        bins = s.size // 2 + 1
        self._frame = np.zeros(s.size)
        """The last ``size`` samples, the analysis window's reach."""
        self._pending = np.zeros(0)
        """Samples in, not yet a whole hop."""
        self._sum = np.zeros(s.size)
        """The overlap-add of the filtered frames over the window's reach."""
        self._out = np.zeros(LATENCY_BLOCKS * BLOCK_SAMPLES - (s.size - s.shift))
        """Finished output not yet returned (starts with the delay's zeros)."""
        history = s.delay + s.taps - 1
        self._past = np.zeros((history, bins), dtype=complex)
        """The spectra of the frames before the current one, a ring: :attr:`_newest` is
        the last frame's place, :attr:`_oldest` the one the next frame takes."""
        self._powers = np.zeros((history, bins))
        """Their power, in the same places; :attr:`_power_sum` is its sum."""
        self._power_sum = np.zeros(bins)
        self._newest = history - 1
        self._oldest = 0
        self._lags = [
            np.array([(newest - lag + 1) % history for lag in range(s.delay, s.delay + s.taps)])
            for newest in range(history)
        ]
        """For each place of the newest frame, the places of the frames the filter reads."""
        self._inverse = np.tile(np.eye(s.taps, dtype=complex), (bins, 1, 1))
        self._filter = np.zeros((bins, s.taps), dtype=complex)
        self._frames = 0
        self._echo = 0.0
        """The loud frames' share of bins lowered by the prediction, an average that forgets
        as the filter does; :attr:`_weight` is the sum of its weights, :attr:`_level` the
        same average of their power."""
        self._weight = 0.0
        self._level = 0.0
        self.running = True
        """False once shed: the audio then passes through."""

    @property
    def echoing(self) -> bool:
        """Whether the room echoes enough for the filtered audio to be used: the share of
        the loud frames' bins its prediction lowered by 3 dB or more is at least
        :attr:`DereverbSettings.echo_share`."""
        return self._weight > 0 and self._echo / self._weight >= self.settings.echo_share

    def __call__(self, block: np.ndarray) -> np.ndarray:
        """The int16 block :data:`LATENCY_BLOCKS` blocks before ``block``, dereverberated."""
        samples = block.astype(np.float64)
        if self.running:
            self._pending = np.concatenate([self._pending, samples])
            shift = self.settings.shift
            while len(self._pending) >= shift:
                self._hop(self._pending[:shift])
                self._pending = self._pending[shift:]
        else:
            self._out = np.concatenate([self._out, samples])
        n = len(block)
        given, self._out = self._out[:n], self._out[n:]
        return np.clip(np.round(given), -32768, 32767).astype(np.int16)

    def feed(self, audio: np.ndarray) -> np.ndarray:
        """Whole blocks of audio (any float or int array, rounded and clipped to int16) through
        the stage; the output, as long as the whole blocks fed, is delayed by the latency."""
        samples = np.clip(np.round(audio), -32768, 32767).astype(np.int16)
        blocks = len(samples) // BLOCK_SAMPLES
        out = [self(samples[i * BLOCK_SAMPLES : (i + 1) * BLOCK_SAMPLES]) for i in range(blocks)]
        return np.concatenate(out) if out else np.zeros(0, dtype=np.int16)

    def drop(self) -> None:
        """Stop filtering for good (the watchdog sheds this stage when the machine cannot
        keep up): what is in flight is passed on raw, and then every block as it comes."""
        if not self.running:
            return
        self.running = False
        s = self.settings
        # finished output reaches up to the window's start plus one hop; the raw audio from
        # there on is the rest of the window and the samples not yet a whole hop
        self._out = np.concatenate([self._out, self._frame[s.shift :], self._pending])
        self._pending = np.zeros(0)

    def _hop(self, new: np.ndarray) -> None:
        s = self.settings
        self._frame = np.concatenate([self._frame[s.shift :], new])
        spectrum = np.fft.rfft(self._frame * self._window)
        filtered = self._filtered(spectrum)
        self._sum = np.concatenate([self._sum[s.shift :], np.zeros(s.shift)])
        self._sum += np.fft.irfft(filtered, s.size) * self._window * self._norm
        # while it learns, the microphone's own samples, exactly (the overlap-add would
        # round them, differently for every alignment of its frames to the audio)
        # and while the room is too dry for the filter to find an echo
        used = self._frames > s.learn_frames and self.echoing
        done = self._sum[: s.shift] if used else self._frame[: s.shift]
        self._out = np.concatenate([self._out, done])

    def _filtered(self, spectrum: np.ndarray) -> np.ndarray:
        """One frame through the recursive least-squares prediction filter of every bin."""
        s = self.settings
        past = self._past[self._lags[self._newest]]  # (taps, bins): delay .. delay+taps-1 ago
        estimate = np.einsum("tf,ft->f", past, np.conj(self._filter))
        cleaned: np.ndarray = spectrum - estimate
        # the power the prediction error is weighed by: the frame's and the ones before it
        power = np.abs(spectrum) ** 2
        weight = np.maximum((self._power_sum + power) / (len(self._powers) + 1), s.floor)
        self._power_sum += power - self._powers[self._oldest]
        gain_num = np.einsum("fij,jf->fi", self._inverse, past)
        denominator = s.alpha * weight + np.real(np.einsum("jf,fj->f", np.conj(past), gain_num))
        gain = gain_num / denominator[:, None]
        # the inverse is Hermitian, so past^H P is the conjugate of P past
        self._inverse -= gain[:, :, None] * np.conj(gain_num)[:, None, :]
        self._inverse *= 1.0 / s.alpha
        self._filter += gain * np.conj(cleaned)[:, None]
        self._frames += 1
        self._weigh_echo(power[ECHO_BINS], np.abs(cleaned[ECHO_BINS]) ** 2)
        if self._frames % 256 == 0:  # rounding drifts the inverse away from Hermitian
            self._inverse = (self._inverse + np.conj(np.swapaxes(self._inverse, 1, 2))) / 2
            self._power_sum = np.sum(self._powers, axis=0) - self._powers[self._oldest] + power
        if not (np.all(np.isfinite(self._filter)) and np.all(np.isfinite(cleaned))):
            self._restart()
            cleaned = spectrum
        elif self._frames <= s.learn_frames:
            cleaned = spectrum
        # the oldest frame's place now holds this one
        self._past[self._oldest] = spectrum
        self._powers[self._oldest] = power
        self._newest = self._oldest
        self._oldest = (self._oldest + 1) % len(self._past)
        return cleaned

    def _weigh_echo(self, heard: np.ndarray, left: np.ndarray) -> None:
        """Count one frame towards :attr:`echoing`: ``heard`` and ``left`` are the powers of
        its bins before and after the prediction was taken out."""
        alpha = self.settings.alpha
        power = float(np.sum(heard))
        if self._weight > 0 and power < LOUD * self._level / self._weight:
            return
        share = np.count_nonzero(heard > LOWERED * left) / len(heard)
        self._echo = alpha * self._echo + (1 - alpha) * share
        self._level = alpha * self._level + (1 - alpha) * power
        self._weight = alpha * self._weight + (1 - alpha)

    def _restart(self) -> None:
        """Forget the room (a filter that lost its numbers starts learning again)."""
        bins, taps = self._filter.shape
        self._inverse = np.tile(np.eye(taps, dtype=complex), (bins, 1, 1))
        self._filter = np.zeros((bins, taps), dtype=complex)
        self._frames = 0


__all__ = ["BLOCK_SAMPLES", "LATENCY_BLOCKS", "REACH_BLOCKS", "DereverbSettings", "Dereverberator"]
