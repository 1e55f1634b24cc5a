"""``voice-game hear`` stays bounded inside its documented limits: the phrase list it gives
the recogniser for the largest context is bounded (and the same as the game's for any
context of real cards), and silence is not fed to the detector or the decoder."""

from __future__ import annotations

import json
import random
import subprocess
import wave
from pathlib import Path

import numpy as np
import pytest

from voice_game.app import hear as hear_command
from voice_game.app.options import HearOptions
from voice_game.decks import available_decks, load_deck
from voice_game.dialogue import hear
from voice_game.dialogue.requests import turn_phrases
from voice_game.intent import CardName, TurnContext
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.vad import Endpointer

from ..conftest import require

RATE = 16000


class _Stop(Exception):
    """Raised by a spy once it has seen what it looks for."""


def _deck_cards() -> list[CardName]:
    return [
        CardName(card.event, card.aliases)
        for path in available_decks().values()
        for card in load_deck(path).cards
    ]


def _largest_context(path: Path) -> Path:
    """250 chain and 50 hand cards, each with an event text and 30 aliases of 300
    characters of real words (about 2.8 MB): inside every documented bound."""
    words = sorted({w for c in _deck_cards() for w in c.event.lower().split() if w.isalpha()})
    rng = random.Random(23)

    def text() -> str:
        out: list[str] = []
        while len(" ".join(out)) < 290:
            out.append(rng.choice(words))
        return " ".join(out)[:300]

    def card() -> dict[str, object]:
        return {"event": text(), "aliases": [text() for _ in range(30)]}

    data = {
        "chain": [card() for _ in range(250)],
        "hand": [card() for _ in range(50)],
        "players": ["Ann", "Ben"],
        "current": "Ann",
    }
    path.write_text(json.dumps(data))
    assert 2_700_000 < path.stat().st_size < hear.MAX_CONTEXT_BYTES
    return path


def _wav(path: Path, samples: np.ndarray) -> Path:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(samples.astype("<i2").tobytes())
    return path


def _hear(wav: Path, context: Path, model_path: Path) -> int:
    options = HearOptions(wav=wav, context=context, models=model_path.parent)
    return hear_command.cmd_hear(options)


def test_hear_gives_the_recogniser_a_bounded_phrase_list_for_the_largest_context(
    tmp_path, monkeypatch, model_path
):
    context = _largest_context(tmp_path / "context.json")
    given: list[list[str]] = []

    def spy(self: Recognizer, phrases: list[str] | None) -> None:
        given.append(list(phrases or []))
        raise _Stop

    monkeypatch.setattr(Recognizer, "set_phrases", spy)
    with pytest.raises(_Stop):
        _hear(_wav(tmp_path / "quiet.wav", np.zeros(RATE, np.int16)), context, model_path)
    (phrases,) = given
    size = sum(len(p) + 1 for p in phrases)
    assert size < 4_000_000, f"{len(phrases)} phrases of {size / 1e6:.1f} MB"
    card = hear.read_context(context).chain[0]
    said = [" ".join(alias.split()[2:8]) for alias in card.aliases]
    assert any(said[0] in p for p in phrases), "the card's first alias is heard"
    assert not any(s in p for p in phrases for s in said[hear.HEARD_ALIASES :])
    assert max(len(p.split()) for p in phrases) <= 3 * hear.HEARD_WORDS + 10


def test_a_context_of_real_cards_gives_the_same_phrase_list_as_the_game():
    cards = _deck_cards()
    assert len(cards) > 1000
    ctx = TurnContext(chain=tuple(cards), hand=tuple(cards[:200]), players=("Ann", "Ben"))
    assert hear.listening_context(ctx) == ctx
    small = TurnContext(chain=tuple(cards[:8]), hand=tuple(cards[8:14]), can_move=True)
    assert hear.hear_phrases(small) == turn_phrases(small)


class _Counted:
    """Counts the blocks the detector waits on and the audio the decoder is given."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, limit: int) -> None:
        self.waited = 0
        self.decoded = 0
        waiting, accept = Endpointer.waiting, Recognizer.accept

        def count_waiting(detector: Endpointer, block: np.ndarray) -> bool:
            self.waited += 1
            if self.waited > limit:
                raise AssertionError(f"more than {limit} blocks of silence were listened to")
            return waiting(detector, block)

        def count_accept(recognizer: Recognizer, pcm: bytes, raw: bytes | None = None) -> bool:
            self.decoded += 1
            return accept(recognizer, pcm, raw)

        monkeypatch.setattr(Endpointer, "waiting", count_waiting)
        monkeypatch.setattr(Recognizer, "accept", count_accept)


@pytest.mark.parametrize("level_db", [None, -65.0])
def test_ten_minutes_of_silence_are_not_listened_to(
    tmp_path, monkeypatch, capsys, model_path, level_db
):
    rng = np.random.default_rng(5)
    samples = (
        np.zeros(600 * RATE, np.int16)
        if level_db is None
        else rng.normal(0, 32768 * 10 ** (level_db / 20), 600 * RATE).astype(np.int16)
    )
    wav = _wav(tmp_path / "silence.wav", samples)
    context = tmp_path / "context.json"
    context.write_text(json.dumps({"chain": ["The first moon landing"], "hand": ["Jeans"]}))
    counted = _Counted(monkeypatch, limit=1000)
    assert _hear(wav, context, model_path) == 0
    assert (counted.waited, counted.decoded) == (0, 0)
    result = json.loads(capsys.readouterr().out)
    assert (result["transcript"], result["action"]) == ("", {"kind": "none"})


def test_a_command_after_two_minutes_of_quiet_is_heard_and_the_quiet_skipped(
    tmp_path, monkeypatch, capsys, model_path
):
    said = tmp_path / "said.wav"
    subprocess.run([require("espeak-ng"), "-w", str(said), "I doubt"], check=True)
    from voice_game.speech.audio import read_wav_16k

    words = np.frombuffer(read_wav_16k(said), np.int16)
    rng = np.random.default_rng(9)
    quiet = rng.normal(0, 32768 * 10 ** (-65 / 20), 120 * RATE).astype(np.int16)
    wav = _wav(tmp_path / "late.wav", np.concatenate([quiet, words, np.zeros(RATE, np.int16)]))
    context = tmp_path / "context.json"
    context.write_text(json.dumps({"chain": ["The first moon landing", "Jeans"], "hand": ["x"]}))
    counted = _Counted(monkeypatch, limit=1000)
    assert _hear(wav, context, model_path) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["action"] == {"kind": "doubt"}, result
    assert 0 < counted.waited < 400 and counted.decoded > 0
