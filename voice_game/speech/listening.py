"""The one listening loop: audio blocks in, one heard utterance out.

Every entry runs it: the live game on the microphone's blocks, ``hear`` and the tests on a
WAV file's blocks, calibrate-mic on the microphone while it also keeps the audio, and the
benchmark on a recording mixed with noise. So what is measured is what is played.

The source is any iterator of :class:`Block`: 20 ms of 16 kHz mono int16 audio and the time
it was taken, in seconds on the source's own clock (``time.monotonic()`` for the microphone,
the audio's position for a file). The loop never looks at a wall clock; it measures only how
long its own work takes, so a file "plays" exactly as the microphone would deliver it.

- A source that ends (a file) ends the utterance; a source that stops delivering raises in
  its ``__next__`` (the microphone raises :class:`~.microphone.AudioStalled`), so a dead
  stream is noticed within one block timeout.
- Push-to-talk marks each block with the talk key's state (:attr:`Block.talk`, set by
  :func:`voice_game.app.controls.gated`). While the key is up nothing starts, but the blocks still
  teach the detector and the noise suppressor the room. A held key *is* the utterance: it
  starts at the press (with :data:`TALK_PREROLL_MS` before it) and ends at the release or
  after ``max_seconds``; neither the detector nor Vosk's endpointer ends it in between (a
  Vosk endpoint only splits the transcript, whose parts are joined). A release is answered
  even when nothing was heard, so the player is told. After a tapped key (a terminal sees
  no release) the detector finds the command as hands-free, but only from the tap on.

When the recogniser hears noise-suppressed audio, a second decoder hears the same blocks
cleaned another way (:attr:`~.vad.Endpointer.second`: by RNNoise in steady noise, else raw;
:meth:`~.recognizer.Recognizer.accept`); understanding weighs both readings.

The end-of-command detector is inside: an energy detector with an adaptive noise level
(:class:`~.vad.Endpointer`, kept by the caller between utterances) starts the utterance after
``min_speech_ms`` of loud blocks (feeding the pre-roll to the recogniser), and ends it after
``endpoint_ms`` of quiet, when Vosk's own endpointer fires, or after ``max_seconds``. A burst
that yields no word at all is ignored and listening goes on.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

import numpy as np

from voice_game.heard import Heard

from .audio import SAMPLE_RATE
from .audiofile import open_recording, recording_blocks
from .recognizer import Recognizer, Transcript, joined
from .vad import Endpointer, VadSettings
from .watchdog import Stage, Watchdog

BLOCK_MS = 20
"""The length of one block (the microphone's and the detector's unit)."""

TALK_PREROLL_MS = 200
"""Audio from before a press of the talk key that the recogniser also hears (a player's first sound
often comes with the press)."""

PAUSE_MS = 500
"""How much longer the loop listens when a pause would end a command whose words so far stop
mid-way ("card one between the ..."; ``unfinished`` of :func:`listen`): a pause of
``endpoint_ms`` plus this ends it."""

MAX_PAUSES = 2
"""How many pauses one command may be waited through (the chatter around a table can also
end on "the")."""

AFTER_PAUSE_S = 3.0
"""Once a pause has been waited through, the command ends at most this long after it (with
the voices around a table, what follows the pause may never fall quiet)."""

Talk = Literal["up", "held", "tapped"]
"""The talk key under push-to-talk: up, held down (a button), or tapped (a terminal's key)."""


@dataclass(frozen=True)
class Block:
    """One block of 16 kHz mono int16 audio and when it was taken (seconds); under
    push-to-talk, also the talk key's state when it was taken (None: hands-free)."""

    samples: np.ndarray
    at: float
    talk: Talk | None = None


@dataclass(frozen=True)
class Listened:
    """What one pass of the loop heard, and how it went.

    ``heard`` is None when nobody spoke before ``silence_timeout`` or the end of the source.
    ``ended_by``: ``quiet`` (``endpoint_ms`` of quiet), ``vosk`` (its endpointer),
    ``release`` (of the held talk key), ``max-seconds``, ``stream-end``, ``timeout`` or
    ``no-speech`` (the source ended first).
    Times are on the source's clock: ``decided_at`` is when the transcript was ready, had
    the loop's work been done as the blocks arrived (a slow decoder falls behind).
    """

    heard: Heard | None
    ended_by: str
    started_at: float
    decided_at: float
    decode_seconds: float
    last_at: float

    @property
    def waited(self) -> float:
        """Seconds from the first block to the start of speech (or to giving up)."""
        start = self.heard.start if self.heard is not None else None
        return (start if start is not None else self.last_at) - self.started_at


def listen(
    blocks: Iterator[Block],
    recognizer: Recognizer,
    endpointer: Endpointer,
    *,
    endpoint_ms: int = 300,
    max_seconds: float = 10.0,
    silence_timeout: float | None = None,
    unfinished: Callable[[str], bool] | None = None,
    watchdog: Watchdog | None = None,
) -> Listened:
    """Listen on ``blocks`` for one utterance with the recogniser's current phrase list.

    ``unfinished`` tells from the words heard so far that the player paused in the middle
    of a command (:func:`voice_game.intent.unfinished.unfinished_in`): a pause that would end
    the command (the detector's, or Vosk's endpointer) is then waited through, up to
    ``PAUSE_MS`` longer, at most ``MAX_PAUSES`` times. A ``watchdog`` (kept by the caller
    between utterances, see :func:`optional_stages`) is shown the loop's lag after every
    block and sheds optional stages when the loop falls behind the audio."""
    endpointer.preroll()  # a former pass's audio is never part of this utterance
    return _Pass(blocks, recognizer, endpointer, unfinished, watchdog).run(
        endpoint_ms, max_seconds, silence_timeout
    )


def optional_stages(recognizer: Recognizer, endpointer: Endpointer) -> list[Stage]:
    """The loop's stages that may be shed to keep up, first the one whose loss costs least
    for what it saves: the second decoder (a whole second Vosk search, with its final
    readings), RNNoise (the second decoder's cleaning in steady noise, 0.04 s of CPU per second
    of audio here), then dereverberation (0.024 s; it helps every command across a room). The
    figures: ``python -m benchmarks.voice.stage_cost``. Noise suppression, the detector and
    the first decoder always run."""
    stages = [
        Stage("the second decoder", recognizer.drop_second),
        Stage("RNNoise", endpointer.drop_rnnoise),
    ]
    if endpointer.dereverberating:
        stages.append(Stage("dereverberation", endpointer.drop_dereverb))
    return stages


class _Pass:
    """One call of :func:`listen`: its source, its clock and the work it measured."""

    def __init__(
        self,
        blocks: Iterator[Block],
        recognizer: Recognizer,
        endpointer: Endpointer,
        unfinished: Callable[[str], bool] | None = None,
        watchdog: Watchdog | None = None,
    ):
        self.blocks = blocks
        self.recognizer = recognizer
        self.endpointer = endpointer
        self.unfinished = unfinished
        self.watchdog = watchdog
        self.started_at: float | None = None
        self.last_at = 0.0
        self.clock = 0.0
        self.decode = 0.0
        self.timed_out = False
        self.parts: list[Transcript] = []
        """What Vosk's endpointer cut off inside a held key's window or before a pause that
        was waited through, to join with the rest."""
        self.finished = False
        """True when the last part is already in :attr:`parts` (cut at the pause that ended
        the command, to judge its words)."""
        self.levels: list[float] = []
        """The level (dBFS) of every block of the utterance, for :func:`echo_db`."""
        self.last_loud_block = -1
        """The index in :attr:`levels` of the last block the detector heard as a voice."""

    def _second(self, block: bytes) -> bytes | None:
        """The block for the second decoder, when the first hears it noise-suppressed."""
        return block if self.endpointer.suppressing and self.recognizer.second else None

    def _take(self) -> Block | None:
        block = next(self.blocks, None)
        if block is not None:
            if self.started_at is None:
                self.started_at = block.at
                self.clock = block.at
            self.last_at = block.at
        return block

    def _done(self, block_at: float, spent: float) -> None:
        """Account for ``spent`` seconds of work on the block taken at ``block_at``."""
        self.clock = max(self.clock, block_at) + spent
        if self.watchdog is not None:
            self.watchdog.check(self.clock - block_at, block_at)

    def _result(self, heard: Heard | None, ended_by: str) -> Listened:
        started = self.started_at if self.started_at is not None else 0.0
        return Listened(heard, ended_by, started, self.clock, self.decode, self.last_at)

    def run(self, endpoint_ms: int, max_seconds: float, silence_timeout: float | None) -> Listened:
        while True:
            found = self._wait_for_speech(silence_timeout)
            if found is None:
                return self._result(None, "timeout" if self.timed_out else "no-speech")
            onset, held = found
            self.levels = []
            self.last_loud_block = -1
            if held:
                ended_by, last_loud = self._hold(onset, max_seconds)
            else:
                ended_by, last_loud = self._capture(onset, endpoint_ms, max_seconds)
            began = time.perf_counter()
            last = [] if self.finished else [self.recognizer.final()]
            transcript = joined([*self.parts, *last])
            self.parts = []
            self.finished = False
            spent = time.perf_counter() - began
            self.decode += spent
            self.clock += spent
            if not transcript.is_empty or ended_by in ("stream-end", "release"):
                heard = transcript.heard(start=onset, end=last_loud)
                echo = echo_db(self.levels, self.endpointer.noise_db, self.last_loud_block)
                return self._result(replace(heard, echo_db=echo), ended_by)
            # a burst that gave no word at all: keep listening (a released key is answered)

    def _wait_for_speech(self, silence_timeout: float | None) -> tuple[float, bool] | None:
        """Feed blocks to the detector until speech begins, as the detector hears it or at
        the press of the talk key (the pre-roll then goes to the recogniser); return the
        onset time and whether the key is held, or None on timeout or the end of the source.
        While the talk key is up the detector only learns the room."""
        while (block := self._take()) is not None:
            began = time.perf_counter()
            heard = self.endpointer.waiting(block.samples)
            held = block.talk == "held"
            fired = held or (heard and block.talk != "up")
            if fired:
                self.recognizer.reset()
                if held:
                    self.endpointer.begin()
                preroll = self.endpointer.preroll_pairs()
                if held:
                    preroll = preroll[-max(1, TALK_PREROLL_MS // BLOCK_MS) :]
                for cleaned, second in preroll:
                    self.recognizer.accept(cleaned, self._second(second))
            spent = time.perf_counter() - began
            self._done(block.at, spent)
            if fired:
                self.decode += spent
                return block.at, held
            assert self.started_at is not None
            if silence_timeout is not None and block.at - self.started_at >= silence_timeout:
                self.timed_out = True
                return None
        return None

    def _capture(self, onset: float, endpoint_ms: int, max_seconds: float) -> tuple[str, float]:
        """Feed speech until it ends; return why it ended and when it was last loud. A pause
        after words that stop mid-command is waited through (:data:`PAUSE_MS`)."""
        last_loud = onset
        needed = endpoint_ms
        pauses = 0
        waiting = False
        while (block := self._take()) is not None:
            began = time.perf_counter()
            quiet = self.endpointer.ended(block.samples, needed)
            self.levels.append(self.endpointer.level)
            done = self.recognizer.accept(
                self.endpointer.cleaned, self._second(self.endpointer.second)
            )
            if self.endpointer.last_loud:
                last_loud = block.at
                self.last_loud_block = len(self.levels) - 1
                needed, waiting = endpoint_ms, False
            ends = done or quiet
            if ends and not waiting and self.unfinished is not None:
                if pauses < MAX_PAUSES and self._mid_command():
                    pauses += 1
                    needed, waiting = endpoint_ms + PAUSE_MS, True
                    if pauses == 1:
                        max_seconds = min(max_seconds, block.at - onset + AFTER_PAUSE_S)
                    ends = False
                else:
                    self.finished = True
            spent = time.perf_counter() - began
            self.decode += spent
            self._done(block.at, spent)
            if ends:
                return ("vosk" if done else "quiet"), last_loud
            if block.at - onset >= max_seconds:
                return "max-seconds", last_loud
        return "stream-end", last_loud

    def _mid_command(self) -> bool:
        """At a pause that would end the command: cut Vosk's words up to here into
        :attr:`parts` (its words so far lag the audio by a word or two, its final ones do
        not), and tell whether they stop mid-command (``unfinished``)."""
        assert self.unfinished is not None
        self.parts.append(self.recognizer.final())
        return self.unfinished(" ".join(part.text for part in self.parts if part.text))

    def _hold(self, onset: float, max_seconds: float) -> tuple[str, float]:
        """Feed everything while the talk key is held: the window is the utterance. Return
        why it ended and when the detector last heard a voice in it (the press if never)."""
        last_loud = onset
        while (block := self._take()) is not None:
            if block.talk != "held":
                return "release", last_loud
            began = time.perf_counter()
            self.endpointer.ended(block.samples, 0)  # cleans the block; its "end" is not used
            self.levels.append(self.endpointer.level)
            if self.recognizer.accept(
                self.endpointer.cleaned, self._second(self.endpointer.second)
            ):
                self.parts.append(self.recognizer.final())
            spent = time.perf_counter() - began
            self.decode += spent
            self._done(block.at, spent)
            if self.endpointer.last_loud:
                last_loud = block.at
                self.last_loud_block = len(self.levels) - 1
            if block.at - onset >= max_seconds:
                return "max-seconds", last_loud
        return "stream-end", last_loud


ECHO_MIN_BLOCKS = 30
"""An utterance shorter than this many blocks (0.6 s) has too few pauses to judge the room."""

ECHO_TAIL_BLOCKS = range(3, 6)
"""The blocks 60 to 120 ms after the last word, where a room's echo still rings."""

MIC_FLOOR_DB = -65.0
"""A real microphone's own noise is about this loud; below it (digital silence, as in a
synthetic recording) the room's noise is taken to be this."""


def echo_db(levels: list[float], noise_db: float, last_loud: int) -> float | None:
    """How far above the room's noise an utterance's quietest moments and the 60-120 ms after
    its last word stay (the smaller of the two, in dB over ``noise_db``, at least
    :data:`MIC_FLOOR_DB`), or None when it is too short to tell. ``last_loud`` is the index
    in ``levels`` of the last block heard as a voice.

    Close to the microphone, the pauses between syllables fall to the room's noise and the
    sound stops with the last word; across a room, its echo fills the pauses and rings on
    after it. Noise fills the pauses too, but at the noise's own level, so it does not count.
    Measured on the benchmark's recordings (`benchmarks/voice/rooms.py`): close-talk, clean
    or with noise at 5-20 dB, at most 5 dB for 90 % of utterances; a living room (RT60 0.5 s)
    median 10-12 dB, a bare room (1 s) 19-20 dB; with noise at 10 dB in either room, at most
    8 dB."""
    tail = [levels[last_loud + k] for k in ECHO_TAIL_BLOCKS if 0 <= last_loud + k < len(levels)]
    if len(levels) < ECHO_MIN_BLOCKS or last_loud < 0 or len(tail) < len(ECHO_TAIL_BLOCKS):
        return None
    floor = max(noise_db, MIC_FLOOR_DB)
    pauses = float(np.percentile(np.asarray(levels[: last_loud + 1]), 10))
    return min(pauses, float(np.mean(tail))) - floor


def pcm_blocks(audio: np.ndarray | bytes, *, block_ms: int = BLOCK_MS) -> Iterator[Block]:
    """A recording as the microphone would deliver it: block *i* is taken at the end of
    its audio, ``(i + 1) * block_ms`` (a trailing part shorter than a block is dropped)."""
    samples = np.frombuffer(audio, dtype="<i2") if isinstance(audio, bytes) else audio
    size = SAMPLE_RATE * block_ms // 1000
    for i in range(len(samples) // size):
        yield Block(samples[i * size : (i + 1) * size], (i + 1) * block_ms / 1000)


def wav_blocks(
    path: Path | str, *, lead_ms: int = 300, tail_ms: int = 600, block_ms: int = BLOCK_MS
) -> Iterator[Block]:
    """A recording (any WAV: PCM of any width, float, µ-law, any rate and channels) as
    blocks, with ``lead_ms`` of silence before (as a room is quiet before a command) and
    ``tail_ms`` after (so the quiet that ends a command follows it). Read as it is listened
    to, so a long file costs time in proportion and memory for one block. Raises
    :class:`~.audiofile.AudioFileError` (a ValueError) at once for a file that cannot be used.
    """
    sound = open_recording(path)
    size = SAMPLE_RATE * block_ms // 1000
    lead = np.zeros(SAMPLE_RATE * lead_ms // 1000, dtype=np.int16)
    tail = np.zeros(SAMPLE_RATE * tail_ms // 1000, dtype=np.int16)

    def blocks() -> Iterator[Block]:
        pending = np.zeros(0, dtype=np.int16)
        count = 0
        for part in itertools.chain([lead], recording_blocks(sound, path), [tail]):
            pending = np.concatenate([pending, part])
            whole = len(pending) // size
            for i in range(whole):
                count += 1
                yield Block(pending[i * size : (i + 1) * size], count * block_ms / 1000)
            pending = pending[whole * size :]

    return blocks()


def hear_wav(
    recognizer: Recognizer,
    path: Path | str,
    *,
    vad: VadSettings | None = None,
    endpoint_ms: int = 300,
    unfinished: Callable[[str], bool] | None = None,
) -> Listened:
    """The first utterance in a WAV file, heard as the microphone would hear it."""
    return listen(
        wav_blocks(path),
        recognizer,
        Endpointer(vad),
        endpoint_ms=endpoint_ms,
        unfinished=unfinished,
    )


__all__ = [
    "BLOCK_MS",
    "AFTER_PAUSE_S",
    "MAX_PAUSES",
    "PAUSE_MS",
    "TALK_PREROLL_MS",
    "Block",
    "Listened",
    "Talk",
    "ECHO_MIN_BLOCKS",
    "ECHO_TAIL_BLOCKS",
    "MIC_FLOOR_DB",
    "echo_db",
    "hear_wav",
    "listen",
    "optional_stages",
    "pcm_blocks",
    "wav_blocks",
]
