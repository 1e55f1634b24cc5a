"""``voice-game hear FILE.wav --context CONTEXT.json``: one utterance through the same
listening loop, recogniser phrase list and understanding the game uses, printed as one JSON
object (the context and the result: :mod:`voice_game.dialogue.hear`)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from voice_game.dialogue.hear import (
    MAX_SECONDS,
    ContextError,
    hear_phrases,
    hear_result,
    read_moment,
)
from voice_game.heard import Heard
from voice_game.intent.unfinished import unfinished_in

from .options import HearOptions


def cmd_hear(options: HearOptions) -> int:
    """Recognise ``options.wav`` with this context's phrase list and print the JSON result."""
    from voice_game.speech.audiofile import AudioFileError, open_recording
    from voice_game.speech.listening import listen, wav_blocks
    from voice_game.speech.model import ModelError, find_model
    from voice_game.speech.quiet import heard_blocks
    from voice_game.speech.recognizer import Recognizer
    from voice_game.speech.vad import Endpointer, VadSettings

    try:
        moment = read_moment(Path(options.context))
    except ContextError as error:
        print(f"{options.context}: {error}", file=sys.stderr)
        return 2
    try:
        # a file that cannot be used fails before the model loads
        open_recording(options.wav).close()
        recognizer = Recognizer(find_model(options.models))
        ctx = moment.ctx
        recognizer.set_phrases(hear_phrases(ctx))
        settings = VadSettings()
        blocks = heard_blocks(lambda: wav_blocks(options.wav), settings, max_seconds=MAX_SECONDS)
        listened = listen(
            blocks,
            recognizer,
            Endpointer(settings),
            max_seconds=MAX_SECONDS,
            unfinished=unfinished_in(ctx),
        )
        result = hear_result(listened.heard or Heard(""), moment)
    except (AudioFileError, ModelError) as error:
        print(error, file=sys.stderr)
        return 2
    print(json.dumps(result))
    return 0
