"""``voice-game hear FILE.wav --context CONTEXT.json``: one utterance through the same
listening loop, recogniser phrase list and understanding the game uses, printed as one JSON
object (the context and the result: :mod:`voice_game.dialogue.hear`)."""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from voice_game.dialogue.hear import (
    MAX_SECONDS,
    ContextError,
    hear_phrases,
    hear_result,
    moment_phrases,
    read_moment,
)
from voice_game.heard import Heard
from voice_game.intent.unfinished import unfinished_in

from .options import HearOptions

if TYPE_CHECKING:
    from voice_game.intent import TurnContext
    from voice_game.speech.listening import Listened
    from voice_game.speech.recognizer import Recognizer


def hear_recording(
    recognizer: Recognizer, wav: Path | str, ctx: TurnContext, phrases: list[str] | None = None
) -> Listened:
    """The first utterance of the recording ``wav`` as ``hear`` hears it at the turn ``ctx``:
    this turn's phrase list (or ``phrases``), a pause mid-command waited through
    (:func:`listen_to_recording`)."""
    chosen = hear_phrases(ctx) if phrases is None else phrases
    return listen_to_recording(recognizer, wav, chosen, unfinished_in(ctx))


def listen_to_recording(
    recognizer: Recognizer,
    wav: Path | str,
    phrases: Sequence[str] | None,
    unfinished: Callable[[str], bool] | None = None,
) -> Listened:
    """The first utterance of the recording ``wav`` through the game's listening loop and
    settings (dereverberation included), silence skipped, with ``phrases`` (None: the model's
    whole vocabulary) and ``unfinished`` as the game passes them."""
    from voice_game.speech.listening import listen, wav_blocks
    from voice_game.speech.quiet import heard_blocks
    from voice_game.speech.vad import Endpointer, VadSettings

    recognizer.set_phrases(list(phrases) if phrases is not None else None)
    settings = VadSettings()
    return listen(
        heard_blocks(lambda: wav_blocks(wav), settings, max_seconds=MAX_SECONDS),
        recognizer,
        Endpointer(settings),
        max_seconds=MAX_SECONDS,
        unfinished=unfinished,
    )


def cmd_hear(options: HearOptions) -> int:
    """Recognise ``options.wav`` with this context's phrase list and print the JSON result."""
    from voice_game.speech.audiofile import AudioFileError, open_recording
    from voice_game.speech.model import ModelError, find_model
    from voice_game.speech.recognizer import Recognizer

    try:
        moment = read_moment(Path(options.context))
    except ContextError as error:
        print(f"{options.context}: {error}", file=sys.stderr)
        return 2
    try:
        # a file that cannot be used fails before the model loads
        open_recording(options.wav).close()
        recognizer = Recognizer(find_model(options.models))
        listened = hear_recording(recognizer, options.wav, moment.ctx, moment_phrases(moment))
        result = hear_result(listened.heard or Heard(""), moment)
    except (AudioFileError, ModelError) as error:
        print(error, file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0
