"""The host's requests heard for real: spoken into the virtual room, heard by the real
microphone, detector and model with the game's own phrase list, answered by the session."""

from __future__ import annotations

from pathlib import Path

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

REQUESTS = ["more detail", "less detail", "my cards", "what is card two", "how do i play", "quit"]


class Requests(Table):
    """Says the next of ``said`` after each "(listening)"; a question of at most
    ``question_words`` words (a request heard faintly is read back in a word or two, "Card
    2?") is answered yes, as a person would."""

    def __init__(self, room: str, said: list[str], question_words: int = 4) -> None:
        super().__init__(room)
        self.left = list(said)
        self.question_words = question_words
        self.read_backs: list[str] = []

    def write(self, text: str) -> int:
        for line in text.splitlines():
            if line == "(listening)" and self.left:
                last = self.said[-1] if self.said else ""
                if last.endswith("?") and len(last.split()) <= self.question_words:
                    self.read_backs.append(last)
                    self.say("yes")
                else:
                    self.say(self.left.pop(0))
            elif not line.startswith("("):
                self.said.append(line)
        return len(text)


def play_scripted(session: Session, table: Table, model_path: Path) -> None:
    """Play ``session`` by voice with ``table`` speaking into the virtual room, through the
    real microphone, detector and model, until the game ends (the table says quit)."""
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


def test_detail_cards_and_rules_by_voice(virtual_room, model_path):
    cards = load_deck(ROOT / "tests" / "data" / "test-deck.toml").cards
    game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, 3))
    session = Session(game, voice=True, verbosity=Verbosity.BRIEF)
    table = Requests(virtual_room.room, REQUESTS)
    play_scripted(session, table, model_path)
    said = table.said
    assert "Normal detail from now on." in said
    assert "Brief detail from now on." in said
    hand = game.hand("Ann")
    assert any(line.startswith("Ann, your 9 cards are 1 ") for line in said)
    assert any(line.startswith("Card 2, ") and hand[1].event in line for line in said)
    assert any(line.startswith("Anno Domini is a game about time.") for line in said)
    assert said[-1].startswith("The game is saved.")
