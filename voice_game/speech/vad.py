"""Voice activity over short audio blocks: when speech begins, when it ends, how loud the
room is. No audio device: the microphone and the benchmark both use it.

A block is speech when it stands out from the room's noise level by a margin and, with the
Silero detector (the default), when Silero also calls it speech: in steady noise the level
alone cannot tell a voice from a fan, and Silero can (``benchmarks/voice/vadcheck.py``)."""

from __future__ import annotations

import sys
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from .dereverb import LATENCY_BLOCKS, Dereverberator

if TYPE_CHECKING:
    from .gate import SpectralGate

MIN_NOISE_BLOCKS = 25
"""Blocks heard before the noise level is taken from their percentile (half a second)."""


CHATTER_BLOCKS = 2
"""Blocks Silero called speech while waiting that make the room one of other voices for
the second decoder's audio (:attr:`Endpointer.steady_noise`): fewer than the five the
voices' level needs, as chatter not yet heard long gets RNNoise, which takes the player's
voice out with it."""


SETTLE_BLOCKS = 10
"""With Silero, a new detector listens this long (200 ms, less than the pause after the
listening cue) before speech may begin, to learn the room's noise and voices first."""


_told_rnnoise_missing = False


def _rnnoise_or_none() -> Callable[[np.ndarray], bytes] | None:
    """RNNoise for the second decoder, or None (the raw audio) where its wheels are missing,
    as in a ``.venv`` set up before it was added; the player is told once what to run."""
    global _told_rnnoise_missing
    try:
        from .rnnoise import RNNoiseSuppressor

        return RNNoiseSuppressor()
    except (ImportError, OSError) as error:
        if not _told_rnnoise_missing:
            _told_rnnoise_missing = True
            print(
                f"voice-game: RNNoise cannot be used ({error}); hearing in steady noise is"
                " weaker. Install it with scripts/setup-play (or scripts/setup).",
                file=sys.stderr,
            )
        return None


@dataclass(frozen=True)
class VadSettings:
    """Energy voice-activity detection. Levels are dBFS per block."""

    block_ms: int = 20
    min_speech_ms: int = 60
    preroll_ms: int = 300
    margin_db: float = 12.0
    floor_db: float = -50.0
    noise_db: float | None = None
    """The room's noise level measured by calibration; the level tracker starts from it."""
    noise_window_ms: int = 3000
    """While waiting for speech, the noise level is the 15th percentile of block levels over
    (up to) this window, so steady room noise louder than ``floor_db`` is learnt within half
    a second instead of counting as speech forever."""
    detector: str = "silero"
    """``silero`` (Silero VAD and the level) or ``energy`` (the level alone)."""
    speech_probability: float = 0.5
    """Silero's probability above which a block may be speech."""
    voiced_margin_db: float = 3.0
    """With Silero, how far above the room's noise a block must be to count as speech (the
    player is nearer the microphone than the chatter around the table)."""
    voices_margin_db: float = 5.0
    """With Silero, how far above the other voices heard while waiting (the median level of
    the blocks Silero called speech) a block must be to be the player's command."""
    suppress_noise: int = 3
    """WebRTC noise suppression of the audio given to the recogniser (0 off, 1-3 stronger);
    the detector itself reads the raw audio."""
    spectral_gate: bool = True
    """With noise suppression, a spectral gate in front of it that learns the room while
    waiting and lowers what does not stand out above it, in a steady room only (``gate.py``)."""
    rnnoise: bool = True
    """With noise suppression, the recogniser's second decoder hears the audio cleaned by
    RNNoise instead of the raw audio in a room that is noisy but without other voices
    (:attr:`Endpointer.steady_noise`). RNNoise takes steady noise out far more deeply than
    WebRTC's suppressor, but around chatter it also takes out much of the player's voice,
    and in a quiet room it only changes the voice."""
    drop_db: float = 10.0
    """With Silero, once a command has begun in a room that is not quiet, a block this far
    below the command's typical level is the room again (other voices further away), so
    the command has ended. In a quiet room it is not used: there a softer stretch inside a
    sentence ("... between new york times | and the four paper") ended the command, and the
    level and Silero find its end without it."""
    quiet_room_db: float = -70.0
    """A room whose noise level at the onset of a command is below this is quiet."""
    dereverb: bool = True
    """Take the room's late echo out of every block before the detector and the first
    decoder hear it (``dereverb.py``; the blocks then arrive two blocks, 40 ms, later)."""
    dereverb_second: bool = False
    """The second decoder (and RNNoise) hear the dereverberated audio too, instead of the
    microphone's own of the same moment: two readings of one audio agree on the same
    mistakes, which the doubt's check in the raw reading relies on them not doing."""


def level_db(block: np.ndarray) -> float:
    """RMS level of an int16 block in dBFS (silence is about -90)."""
    rms = float(np.sqrt(np.mean(np.square(block.astype(np.float64))))) if len(block) else 0.0
    return 20 * float(np.log10(max(rms, 1e-3) / 32768))


class Endpointer:
    """Feed blocks with :meth:`waiting` until speech begins, then with :meth:`ended` until
    it ends. Keeps the room's noise level between utterances."""

    def __init__(
        self, settings: VadSettings | None = None, dereverberator: Dereverberator | None = None
    ) -> None:
        """``dereverberator``: one that has already learnt the room (the benchmark's); by
        default a new one when ``settings.dereverb``."""
        self.settings = settings or VadSettings()
        s = self.settings
        if dereverberator is None and s.dereverb:
            dereverberator = Dereverberator()
        self._dereverb = dereverberator
        self._delay_blocks = 0 if dereverberator is None else LATENCY_BLOCKS
        self._microphone: deque[np.ndarray] = deque(maxlen=self._delay_blocks + 1)
        """The microphone's last blocks: the first is the moment the stage's output is of.
        Before the first block it is filled with silence, as the stage's output is."""
        self.noise_db = s.noise_db if s.noise_db is not None else s.floor_db - s.margin_db
        self._levels: deque[float] = deque(maxlen=max(10, s.noise_window_ms // s.block_ms))
        self._preroll: deque[tuple[bytes, bytes, bytes]] = deque(
            maxlen=max(1, s.preroll_ms // s.block_ms)
        )
        self._loud_run = 0
        self._quiet_ms = 0
        self._voiced: list[float] = []
        self._voices: deque[float] = deque(maxlen=max(10, s.noise_window_ms // s.block_ms))
        self.voices_db: float | None = None
        """The level of other voices in the room (chatter), learnt while waiting."""
        self.last_loud = False
        self.voiced = False
        self.quiet_room = False
        """Whether the room was quiet (``quiet_room_db``) at the onset of the current
        command; set by :meth:`begin`."""
        self.steady_noise = False
        """Whether the room was noisy at the onset of the current command (not quiet) and
        hardly a voice was heard while waiting for it (``CHATTER_BLOCKS``): then the second
        decoder hears RNNoise's audio, else the raw audio. Set by :meth:`begin`."""
        self._speech: Callable[[np.ndarray], float] | None = None
        if s.detector == "silero":
            from .silero import SileroDetector

            self._speech = SileroDetector()
        self._suppress: Callable[[np.ndarray], bytes] | None = None
        if s.suppress_noise:
            from .denoise import NoiseSuppressor

            self._suppress = NoiseSuppressor(s.suppress_noise)
        self._gate: SpectralGate | None = None
        if s.suppress_noise and s.spectral_gate:
            from .gate import SpectralGate

            self._gate = SpectralGate()
        self._rnnoise: Callable[[np.ndarray], bytes] | None = None
        if s.suppress_noise and s.rnnoise:
            self._rnnoise = _rnnoise_or_none()
        self.cleaned = b""
        """The last block fed, as the recogniser should hear it (noise suppressed)."""
        self.level = -90.0
        """The level (dBFS) of the last block of speech fed to :meth:`ended`, as the
        microphone heard it (before dereverberation)."""
        self.second = b""
        """The last block fed, as the second decoder should hear it: cleaned by RNNoise in
        steady noise, else raw (see :attr:`steady_noise`)."""
        self._raw = b""
        self._rnnoise_cleaned = b""

    def _for_second(self, raw: bytes, rnnoise_cleaned: bytes) -> bytes:
        """What the second decoder hears of a block: RNNoise's audio in steady noise, else
        the raw audio (:attr:`steady_noise`)."""
        return rnnoise_cleaned if self.steady_noise else raw

    def _clean(self, block: np.ndarray, *, waiting: bool) -> None:
        """Clean the block for both decoders; while ``waiting`` it also teaches the gate the
        room. RNNoise hears every block, whichever decoder uses it, so that it knows the room
        when a command starts."""
        raw = block if self.settings.dereverb_second else self._as_recorded
        self._raw = raw.tobytes()
        gated = block if self._gate is None else self._gate(block, learn=waiting)
        self.cleaned = gated.tobytes() if self._suppress is None else self._suppress(gated)
        self._rnnoise_cleaned = self._raw if self._rnnoise is None else self._rnnoise(raw)
        self.second = self._for_second(self._raw, self._rnnoise_cleaned)

    def _loud(self, level: float, block: np.ndarray) -> bool:
        s = self.settings
        if self._speech is None:
            self.last_loud = level > max(self.noise_db + s.margin_db, s.floor_db)
        else:
            self.voiced = self._speech(block) >= s.speech_probability
            threshold = max(self.noise_db + s.voiced_margin_db, s.floor_db)
            if self.voices_db is not None:
                threshold = max(threshold, self.voices_db + s.voices_margin_db)
            self.last_loud = self.voiced and level > threshold
        return self.last_loud

    def is_loud(self, block: np.ndarray) -> bool:
        """True when ``block`` is speech standing out from the room's noise."""
        return self._loud(level_db(block), block)

    def _heard(self, block: np.ndarray) -> np.ndarray:
        """The block as the detector and the first decoder hear it: dereverberated (and so
        delayed by the stage's latency). The microphone's own block of the same moment is
        kept for the second decoder and :attr:`level`."""
        if not self._microphone:
            silence = np.zeros_like(block)
            self._microphone.extend(silence for _ in range(self._delay_blocks))
        self._microphone.append(block)
        return block if self._dereverb is None else self._dereverb(block)

    @property
    def _as_recorded(self) -> np.ndarray:
        """The microphone's block of the moment the last :meth:`_heard` block is of."""
        return self._microphone[0]

    def drop_dereverb(self) -> None:
        """Stop dereverberation for good (the watchdog sheds it when the machine cannot keep
        up): the audio then passes through with the same delay, so nothing is lost."""
        if self._dereverb is not None:
            self._dereverb.drop()

    @property
    def dereverberating(self) -> bool:
        """True while the audio is dereverberated (not off, not shed)."""
        return self._dereverb is not None and self._dereverb.running

    def waiting(self, block: np.ndarray) -> bool:
        """Feed a block while waiting; True once speech has begun (see :meth:`preroll`)."""
        block = self._heard(block)
        level = level_db(block)
        loud = self._loud(level, block)
        self._clean(block, waiting=True)
        self._preroll.append((self.cleaned, self._raw, self._rnnoise_cleaned))
        self._levels.append(level)
        if self._speech is not None and self.voiced:
            self._voices.append(level)
            self._learn_voices()
        # Silero tells voices from noise, so the level may be learnt from fewer blocks
        if len(self._levels) >= (5 if self._speech else MIN_NOISE_BLOCKS):
            self.noise_db = float(np.percentile(np.fromiter(self._levels, float), 15))
        if loud:
            self._loud_run += 1
        else:
            self._loud_run = 0
            self.noise_db += 0.05 * (level - self.noise_db)
        settling = self._speech is not None and len(self._levels) < SETTLE_BLOCKS
        if not settling and self._loud_run * self.settings.block_ms >= self.settings.min_speech_ms:
            for _ in range(min(self._loud_run, len(self._voices))):
                self._voices.pop()  # the command's own start, not the room's voices
            self._learn_voices()
            self.begin()
            return True
        return False

    def _learn_voices(self) -> None:
        """The level of the voices heard while waiting (other people at the table)."""
        enough = len(self._voices) >= 5
        self.voices_db = float(np.median(np.fromiter(self._voices, float))) if enough else None

    def begin(self) -> None:
        """A command starts now: when the detector hears it start, or at the talk key's
        press. The room is judged for it here: quiet or not (``quiet_room_db``), and
        whether its noise is steady (:attr:`steady_noise`)."""
        self._loud_run = 0
        self._quiet_ms = 0
        self._voiced = []
        self.quiet_room = self.noise_db < self.settings.quiet_room_db
        self.steady_noise = not self.quiet_room and len(self._voices) < CHATTER_BLOCKS
        if self._gate is not None:
            self._gate.begin()

    def drop_rnnoise(self) -> None:
        """Stop RNNoise for good (the listening loop's watchdog sheds it when the machine
        cannot keep up): the second decoder then hears the raw audio in steady noise too."""
        self._rnnoise = None

    @property
    def suppressing(self) -> bool:
        """True when the recogniser's audio is noise-suppressed (so it differs from the raw)."""
        return self._suppress is not None

    def preroll(self) -> list[bytes]:
        """The blocks just before (and at) the onset, to give the recogniser the first sound."""
        return [cleaned for cleaned, _ in self.preroll_pairs()]

    def preroll_pairs(self) -> list[tuple[bytes, bytes]]:
        """The pre-roll as (cleaned, second) blocks, for the recogniser's two decoders (the
        second as judged by the last :meth:`begin`)."""
        blocks = [(c, self._for_second(raw, rn)) for c, raw, rn in self._preroll]
        self._preroll.clear()
        return blocks

    def ended(self, block: np.ndarray, endpoint_ms: int) -> bool:
        """Feed a block of speech; True once ``endpoint_ms`` of quiet followed it.
        :attr:`cleaned` then holds the block for the recogniser."""
        block = self._heard(block)
        self._clean(block, waiting=False)
        level = level_db(block)
        # the echo measure (listening.echo_db) reads the room as the microphone heard it
        self.level = level_db(self._as_recorded)
        loud = self._loud(level, block)
        if loud and self._speech is not None:
            if (
                not self.quiet_room
                and len(self._voiced) >= 5
                and level < float(np.median(self._voiced)) - self.settings.drop_db
            ):
                loud = self.last_loud = False
            else:
                self._voiced.append(level)
        if loud:
            self._quiet_ms = 0
        else:
            self._quiet_ms += self.settings.block_ms
        return self._quiet_ms >= endpoint_ms
