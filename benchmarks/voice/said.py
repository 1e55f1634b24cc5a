"""A line said by espeak-ng and heard as the game hears a player: the game's own listening
loop (:func:`voice_game.speech.listening.listen`, as ``voice-game hear`` runs it on a
recording), so noise suppression, both decoders, the endpointer and a pause in the middle
of a command are what the game has, not one decoder given the whole file.

Shared by the blind benchmarks of the set-up and of the answers of play (``--heard
spoken``).
"""

from __future__ import annotations

import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from voice_game.config import AudioSettings
from voice_game.heard import Heard
from voice_game.speech.listening import listen, wav_blocks
from voice_game.speech.quiet import heard_blocks
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.vad import Endpointer, VadSettings

MAX_SECONDS = 10.0
"""The longest utterance heard (the game's own limit for one command)."""


@contextmanager
def said_wav(text: str, voice: str) -> Iterator[Path]:
    """``text`` said by espeak-ng in ``voice``, as a WAV file that lasts the block."""
    folder = Path(tempfile.mkdtemp())
    wav = folder / "said.wav"
    try:
        subprocess.run(["espeak-ng", "-v", voice, "-w", str(wav), text], check=True)
        yield wav
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def heard_by_the_game(
    recognizer: Recognizer,
    wav: Path,
    phrases: Sequence[str] | None,
    unfinished: Callable[[str], bool] | None = None,
) -> Heard:
    """The first utterance of ``wav`` as the game hears it listening with ``phrases`` (and
    ``unfinished``, as the turn passes it); nothing heard is an empty :class:`Heard`."""
    recognizer.set_phrases(list(phrases) if phrases is not None else None)
    settings = VadSettings()
    listened = listen(
        heard_blocks(lambda: wav_blocks(wav), settings, max_seconds=MAX_SECONDS),
        recognizer,
        Endpointer(settings),
        endpoint_ms=AudioSettings().endpoint_ms,
        max_seconds=MAX_SECONDS,
        unfinished=unfinished,
    )
    return listened.heard if listened.heard is not None else Heard("", ())
