"""A correction said after a pause, heard for real: Ann places by voice, then says "no
actually at the start" once Ben is on turn; the game asks Ann, she says yes, and her card
moves. The real microphone in the virtual room, the real model and detector."""

from __future__ import annotations

import threading

from voice_game.app.speaker import Speaker
from voice_game.config import AudioSettings
from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.dialogue.verbosity import Verbosity
from voice_game.dialogue.voice_loop import play_by_voice
from voice_game.engine import Game, Setup, preset
from voice_game.speech.microphone import Microphone, VadSettings
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.voice import EspeakVoice

from .room import ROOT
from .test_name_recording import Played, Table

SAID = ["card one at the end", "no actually at the start", "quit"]


class Ann(Table):
    """Says the next line after each "(listening)", and yes to any short question."""

    def __init__(self, room: str) -> None:
        super().__init__(room)
        self.left = list(SAID)
        self.questions: list[str] = []

    def write(self, text: str) -> int:
        for line in text.splitlines():
            if line == "(listening)" and (self.left or self.questions):
                last = self.said[-1] if self.said else ""
                if last.endswith("?") and len(last.split()) <= 9 and last not in self.questions:
                    self.questions.append(last)
                    words = "yes"
                elif self.left:
                    words = self.left.pop(0)
                else:
                    continue
                thread = threading.Thread(target=self._speak, args=(words,))
                thread.start()
                self.threads.append(thread)
            elif not line.startswith("("):
                self.said.append(line)
        return len(text)


def test_a_correction_after_a_pause_moves_the_last_card_by_voice(virtual_room, model_path):
    cards = load_deck(ROOT / "tests" / "data" / "test-deck.toml").cards
    game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, 3))
    start = game.chain[0]
    placed = game.hand("Ann")[0]
    session = Session(game, voice=True, verbosity=Verbosity.BRIEF)
    table = Ann(virtual_room.room)
    speaker = Speaker(
        EspeakVoice(player=Played()),
        Microphone("pulse", vad=VadSettings()),
        Recognizer(model_path),
        table,
        AudioSettings(),
    )
    try:
        assert play_by_voice(speaker, speaker, session, resumed=False) == 0
    finally:
        speaker.microphone.close()
        for thread in table.threads:
            thread.join(timeout=30)
    moves = [q for q in table.questions if q.startswith("Ann, move ")]
    assert moves, f"the correction was never offered to Ann: {table.said}"
    assert game.chain == (placed, start), table.said
    assert game.current_player == "Ben"
    assert not any(line.startswith("Which card goes") for line in table.said)
