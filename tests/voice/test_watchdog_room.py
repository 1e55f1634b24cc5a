"""The watchdog on the real microphone: in the virtual room, with the real model and an
artificially slow second decoder, the loop falls behind, sheds that decoder, catches up and
hears both commands right; the microphone loses no block."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from voice_game.speech import listening
from voice_game.speech.microphone import Microphone, VadSettings
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.watchdog import Watchdog

from ..speech.test_watchdog import COMMAND, SlowSecond
from .room import say_into_room

PHRASES = [COMMAND, "i doubt", "repeat"]


def _say_soon(room: str, words: str) -> threading.Thread:
    def speak() -> None:
        time.sleep(1.0)
        say_into_room(room, words)

    thread = threading.Thread(target=speak)
    thread.start()
    return thread


def test_a_slow_machine_sheds_the_second_decoder_and_keeps_hearing(
    virtual_room, model_path: Path
) -> None:
    recognizer = Recognizer(model_path)
    slow = SlowSecond(recognizer)
    microphone = Microphone("pulse", vad=VadSettings())
    told: list[str] = []
    dog = Watchdog(
        listening.optional_stages(recognizer, microphone.endpointer), limit_s=0.5, tell=told.append
    )
    heard: list[str] = []
    try:
        for words in (COMMAND, "I doubt"):
            recognizer.set_phrases(PHRASES)
            speaking = _say_soon(virtual_room.room, words)
            listened = listening.listen(
                microphone.blocks(),
                slow,  # type: ignore[arg-type]
                microphone.endpointer,
                silence_timeout=20,
                watchdog=dog,
            )
            speaking.join(timeout=30)
            assert listened.heard is not None, f"nothing heard for {words!r}"
            heard.append(listened.heard.text)
        dropped = microphone.dropped
    finally:
        microphone.close()
    assert slow.second_blocks > 0, "the slow stage never ran: nothing was tested"
    assert dog.worst_lag > 0.5, "the loop never fell behind: nothing was tested"
    assert dog.shed == ["the second decoder"], told
    assert heard == [COMMAND, "i doubt"]
    assert dropped == 0
