"""Reading a recording a user named (``hear``), streamed, whatever its format.

libsndfile (through the ``soundfile`` package) reads every WAV the world makes: 8/16/24/32-bit
PCM, 32/64-bit float, µ-law and A-law, WAVE_FORMAT_EXTENSIBLE, any number of channels, and
other formats (FLAC, OGG, AIFF) too. The file is read in blocks, mixed to mono and resampled
to 16 kHz as it goes, so a long recording costs time in proportion to its length and memory
for one block. Every problem is one :class:`AudioFileError` naming the file and what to do.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import soundfile

from .audio import SAMPLE_RATE, StreamResampler
from .audio import resample as whole_resample

MAX_SECONDS = 30 * 60
"""Longer recordings are refused: ``hear`` takes one spoken command."""
READ_SECONDS = 1.0
WHOLE_SECONDS = 60.0
CONVERT = "convert it with, e.g.: sox FILE -r 16000 -c 1 -b 16 out.wav"


class AudioFileError(ValueError):
    """The recording cannot be used; the message names the file and says what to do."""


@contextlib.contextmanager
def _quiet_stderr() -> Iterator[None]:
    """Silence file descriptor 2 (where C libraries write) for the duration."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        sys.stderr.flush()
        os.dup2(null, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(null)


def _check_path(path: Path) -> None:
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        raise AudioFileError(f"{path}: no such file") from None
    except OSError as error:
        raise AudioFileError(f"{path}: cannot be read ({error.strerror or error})") from None
    if stat.S_ISDIR(mode):
        raise AudioFileError(f"{path} is a folder; give one recording (a .wav file)")
    if not stat.S_ISREG(mode):
        raise AudioFileError(f"{path} is not a regular file; give one recording (a .wav file)")
    if path.stat().st_size == 0:
        raise AudioFileError(f"{path} is empty; record the command again")


def open_recording(path: Path | str, max_seconds: float = MAX_SECONDS) -> soundfile.SoundFile:
    """The opened recording; :class:`AudioFileError` when it cannot be used."""
    path = Path(path)
    _check_path(path)
    try:
        with _quiet_stderr():  # libsndfile's decoders print their own guesses about bad files
            sound = soundfile.SoundFile(str(path))
    except (soundfile.LibsndfileError, RuntimeError, TypeError, ValueError):
        raise AudioFileError(
            f"{path} is not a recording this program can read (WAV, FLAC, OGG or AIFF); " + CONVERT
        ) from None
    if sound.samplerate < 4000 or sound.samplerate > 384_000:
        sound.close()
        raise AudioFileError(
            f"{path} has an unusable sample rate ({sound.samplerate} Hz); {CONVERT}"
        )
    if sound.frames == 0:
        sound.close()
        raise AudioFileError(f"{path} holds no audio; record the command again")
    if sound.frames > max_seconds * sound.samplerate:
        seconds = sound.frames / sound.samplerate
        sound.close()
        raise AudioFileError(
            f"{path} is {seconds / 60:.0f} minutes long; hear takes one command "
            f"(at most {max_seconds / 60:.0f} minutes): cut it shorter"
        )
    return sound


def recording_blocks(sound: soundfile.SoundFile, path: Path | str) -> Iterator[np.ndarray]:
    """16 kHz mono int16 audio of an opened recording, one read block at a time.

    A recording of up to :data:`WHOLE_SECONDS` is read and resampled in one piece (exactly as
    the game has always heard such files); a longer one block by block, with a resampler
    that carries its state across blocks."""
    whole = sound.frames <= WHOLE_SECONDS * sound.samplerate
    stream = StreamResampler(sound.samplerate, SAMPLE_RATE)

    def resample(samples: np.ndarray) -> np.ndarray:
        return whole_resample(samples, sound.samplerate) if whole else stream(samples)

    size = sound.frames if whole else max(1, int(sound.samplerate * READ_SECONDS))
    exact = sound.subtype == "PCM_16"  # 16-bit samples pass through unscaled
    with sound:
        while True:
            try:
                data = sound.read(size, dtype="int16" if exact else "float32", always_2d=True)
            except (soundfile.LibsndfileError, RuntimeError) as error:
                raise AudioFileError(f"{path} is damaged part of the way in ({error})") from None
            if len(data) == 0:
                return
            if exact and data.shape[1] == 1:
                samples = data[:, 0].astype(np.float64)
            elif exact:
                samples = data.mean(axis=1, dtype=np.float64)
            else:
                mono = np.nan_to_num(data.mean(axis=1), nan=0.0, posinf=1.0, neginf=-1.0)
                samples = np.clip(mono, -1.0, 1.0).astype(np.float64) * 32767.0
            if sound.samplerate == SAMPLE_RATE:
                yield np.clip(np.round(samples), -32768, 32767).astype(np.int16)
            else:
                yield resample(samples)


__all__ = ["MAX_SECONDS", "AudioFileError", "open_recording", "recording_blocks"]
