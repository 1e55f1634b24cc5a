"""A line said by espeak-ng and heard as the game hears a player: through the game's own
listening loop, by the function ``voice-game hear`` runs on a recording, so noise
suppression, both decoders, the endpointer and a pause in the middle of a command are what
the game has, not one decoder given the whole file.

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

from voice_game.app.hear import listen_to_recording
from voice_game.heard import Heard
from voice_game.speech.recognizer import Recognizer


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
    ``unfinished``, as the turn passes it), by the function ``voice-game hear`` runs
    (:func:`voice_game.app.hear.listen_to_recording`); nothing heard is an empty
    :class:`Heard`."""
    heard = listen_to_recording(recognizer, wav, phrases, unfinished).heard
    return heard if heard is not None else Heard("", ())
