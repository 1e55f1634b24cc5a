"""A whole voice game driven by scripted :class:`Heard` values: no audio, the real loop.

What the recogniser would report (unheard stretches, faint words) reaches the caution layer
in live play: chatter heard as "cancel" does not undo, a faint "third" is read back.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.dialogue.voice_loop import MAX_REMINDERS, play_by_voice
from voice_game.engine.game import Game, Setup
from voice_game.engine.rules import preset
from voice_game.heard import UNHEARD, Heard
from voice_game.speech.cues import Cue

from .scripting import DECK


class Mouth:
    """Collects what the game says and the cues it plays."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.cues: list[Cue] = []
        self.adjusted: list[str] = []

    def say(self, lines: Sequence[str]) -> None:
        self.lines.extend(line for line in lines if line)

    def cue(self, cue: Cue) -> None:
        self.cues.append(cue)

    def adjust(self, command: str) -> list[str]:
        self.adjusted.append(command)
        return [f"({command})"]


class Ears:
    """Hears the scripted utterances in order; after each, runs a check on the game."""

    def __init__(self, script: list[Heard | None]) -> None:
        self.script = list(script)
        self.phrases: list[Sequence[str] | None] = []

    def listen(
        self,
        phrases: Sequence[str] | None,
        timeout: float,
        unfinished: Callable[[str], bool] | None = None,
    ) -> Heard | None:
        self.phrases.append(phrases)
        assert self.script, "the game asked for more than the script holds"
        return self.script.pop(0)


def voice_session() -> Session:
    cards = load_deck(DECK).cards
    return Session(Game(Setup(("Ann", "Ben"), preset("lifestyle"), cards, 3)), voice=True)


def said(words: str, *, faint: dict[str, float] | None = None, unheard: int = 0) -> Heard:
    """What the recogniser reports for ``words``: ``faint`` words at lower confidence,
    ``unheard`` stretches of speech that matched nothing (placed before the words)."""
    faint = faint or {}
    pairs = tuple((w, faint.get(w, 1.0)) for w in words.split())
    return Heard(words, ((UNHEARD, 0.6),) * unheard + pairs)


def run(script: list[Heard | None]) -> tuple[Session, Mouth, Ears, int]:
    session = voice_session()
    mouth, ears = Mouth(), Ears(script)
    status = play_by_voice(mouth, ears, session, resumed=False)
    assert not ears.script, "the game ended before the script did"
    return session, mouth, ears, status


def test_chatter_heard_as_cancel_does_not_undo_but_a_clear_undo_does():
    session, mouth, _ears, status = run(
        [
            said("card one at the end"),
            said("cancel", unheard=2),  # "can somebody open the window"
            said("take it back", unheard=1),
            said("undo"),
            said("yes"),  # Ann, who placed the card, agrees to take it back
            said("quit"),
        ]
    )
    assert status == 0
    undone = [e for e in session.game.events if type(e).__name__ == "Undone"]
    assert len(undone) == 1, "only the clearly heard undo took the card back"
    # the chatter gets the not-understood sound alone, no sentence over the next player
    assert "Sorry, I only caught part of that." not in mouth.lines
    assert "Undo?" in mouth.lines
    assert mouth.cues.count(Cue.NOT_UNDERSTOOD) == 1


def chatter(stretches: int = 2) -> Heard:
    """Speech of which nothing matched the phrase list."""
    return Heard("", ((UNHEARD, 0.6),) * stretches)


def test_chatter_gets_the_sound_alone_and_a_second_in_a_row_gets_the_words():
    _session, mouth, _ears, _status = run(
        [
            chatter(),
            said("card one at the end"),
            chatter(),
            chatter(1),
            said("card one at the end"),
            said("cancel", unheard=2),
            said("cancel", unheard=2),
            said("quit"),
        ]
    )
    assert mouth.cues.count(Cue.NOT_UNDERSTOOD) == 5, "every miss has its sound"
    # the first burst and the first "cancel" in a row: the sound alone; the second: words
    assert mouth.lines.count("Sorry, I did not catch that.") == 1
    assert mouth.lines.count("Sorry, I only caught part of that.") == 1


def test_a_read_back_stays_open_through_chatter():
    session, mouth, _ears, _status = run(
        [
            said("card one at the end"),
            said("card one at the end"),
            said("card one after the third", faint={"third": 0.55}),  # Ann: read back
            chatter(),
            said("cancel", unheard=2),  # "can somebody open the window"
            said("yes"),
            said("quit"),
        ]
    )
    assert len(session.game.chain) == 4, "the yes after the chatter placed the card"
    # the second burst in a row asks the question again
    question = "Stonehenge after everest, or stonehenge after suez canal?"
    assert mouth.lines.count(question) == 2
    assert any(line.startswith("Ann places: Stonehenge") for line in mouth.lines)


def test_a_faint_third_is_read_back_and_acted_on_after_yes():
    session, mouth, ears, _status = run(
        [
            said("card one at the end"),  # Ann: the chain has two cards
            said("card one at the end"),  # Ben: three
            said("card one after the third", faint={"third": 0.55}),  # Ann
            said("yes"),
            said("quit"),
        ]
    )
    game = session.game
    # read back, with what the sound-alike "first" would mean
    asked = mouth.lines.index("Stonehenge after everest, or stonehenge after suez canal?")
    assert mouth.lines[asked + 1].startswith("Ann places: Stonehenge"), "placed after yes"
    assert len(game.chain) == 4
    assert ears.phrases[3] is not None and "yes" in ears.phrases[3]


def test_an_ordinal_heard_clearly_acts_at_once_even_with_a_sound_alike_elsewhere():
    session, mouth, _ears, _status = run(
        [
            said("card one at the end"),
            said("card one at the end"),
            said("card one after the second"),
            said("quit"),
        ]
    )
    assert len(session.game.chain) == 4
    assert not any(line.endswith("?") and "after" in line for line in mouth.lines)
    # "third" heard at full confidence acts at once (the caution goes by the evidence:
    # docs/benchmark.md weighs this against the rare "first" heard as "third")
    session, mouth, _ears, _status = run(
        [
            said("card one at the end"),
            said("card one at the end"),
            said("card one after the third"),
            said("quit"),
        ]
    )
    assert "Stonehenge after everest, or stonehenge after suez canal?" not in mouth.lines
    assert session.game.chain[3].event.startswith("Stonehenge"), "placed after the third"


def test_silence_is_reminded_at_most_twice_and_voice_commands_reach_the_voice():
    _session, mouth, _ears, _status = run(
        [None] * (MAX_REMINDERS + 1) + [said("slower"), said("quit")]
    )
    reminders = [line for line in mouth.lines if "it is still your turn" in line]
    assert len(reminders) == MAX_REMINDERS
    assert mouth.adjusted == ["slower"]
    assert Cue.UNDERSTOOD in mouth.cues


def test_a_miss_heard_through_an_echo_asks_once_to_come_closer():
    from dataclasses import replace

    from voice_game.dialogue.closer import CLOSER

    echoed = replace(said("purple elephant"), echo_db=25.0)
    close = replace(said("purple elephant"), echo_db=2.0)
    _, mouth, _, _ = run([close, echoed, echoed, said("quit")])
    assert mouth.lines.count(CLOSER) == 1  # once a game, and not for the close-by miss
    first_miss = mouth.lines.index("Sorry, I did not understand.")
    assert mouth.lines.index(CLOSER) > mouth.lines.index(
        "Sorry, I did not understand.", first_miss + 1
    )
