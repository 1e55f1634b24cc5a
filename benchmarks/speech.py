"""Speech budget: how long the table listens to the game, per verbosity level.

    scripts/bench-speech                 # 3 games per level, chains of 10 to 20 cards
    scripts/bench-speech --games 1       # a quick look

Scripted games drive the real voice loop (``play_by_voice``) and the real set-up questions
(``voice_setup_questions``). Every sentence goes through the game's own voice path (the speech
normaliser and espeak-ng at the configured rate), and every cue through the cue player; the
figure is the length of the rendered audio, so it is what the table hears, without waiting
for it to play. The players' answers are typed lines (what they say does not change what the
game says); for set-up, their answers are rendered with espeak-ng too and an end-of-speech
pause is added, so that figure is the whole exchange. The keyboard game is played with the same
scripts and measured in lines and words per placement turn.

Prints a Markdown table (the one in the README). No timing of the program itself.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from testkit.scripting import right_slot
from voice_game.app.options import PlayOptions
from voice_game.app.voice_setup import voice_setup_questions, with_table
from voice_game.config import AudioSettings
from voice_game.decks import load_decks
from voice_game.dialogue.session import Session
from voice_game.dialogue.setup import DEFAULT_DECKS
from voice_game.dialogue.verbosity import Verbosity
from voice_game.dialogue.voice_loop import play_by_voice
from voice_game.engine import Game, Phase, Setup, judge_chain, preset
from voice_game.heard import Heard
from voice_game.speech.cues import Cue, play_cue
from voice_game.speech.voice import EspeakVoice

PLAYERS = ("Ann", "Ben", "Cara")
CHAIN_FROM, CHAIN_TO = 10, 20
"""Placement turns are measured while the chain holds this many cards."""
BUDGET_MEDIAN, BUDGET_P95, BUDGET_FIRST, BUDGET_SETUP = 10.0, 20.0, 20.0, 45.0


class Meter:
    """An audio player that plays nothing and adds up how long the audio would last."""

    playing = False

    def __init__(self) -> None:
        self.seconds = 0.0

    def play(
        self,
        samples: np.ndarray,
        samplerate: int,
        *,
        volume: float = 1.0,
        cancel: threading.Event | None = None,
    ) -> bool:
        del volume, cancel
        self.seconds += len(samples) / samplerate
        return True

    def stop(self) -> None:
        """Nothing plays, so nothing to stop."""


class MeasuredSpeaker:
    """Speaks through the game's voice path into a :class:`Meter`."""

    def __init__(self, rate: int) -> None:
        self.meter = Meter()
        self.voice = EspeakVoice(rate=rate, player=self.meter)  # type: ignore[arg-type]
        self.lines: list[str] = []

    def say(self, lines: Sequence[str]) -> None:
        for line in lines:
            if line:
                self.lines.append(line)
                self.voice.say(line)

    def cue(self, cue: Cue) -> None:
        play_cue(cue, self.meter)  # type: ignore[arg-type]

    def adjust(self, command: str) -> list[str]:
        del command
        return []


@dataclass
class Turns:
    """Seconds (voice) or lines and words (keyboard) per placement turn."""

    seconds: list[float] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    words: list[int] = field(default_factory=list)


def next_words(game: Game) -> str:
    """What a player who knows the years says now: a right placement, keep/swap, accept."""
    if game.phase is Phase.OVER or len(game.chain) > CHAIN_TO:
        return "quit"
    if game.phase is Phase.FINAL:
        return "accept"
    if game.phase is Phase.ORDER_START:
        spans = {card.id: card.span for card in game.setup.cards}
        in_order = judge_chain([spans[card.id] for card in game.chain]).correct
        return "keep" if in_order else "swap"
    hand = game.hand(game.current_player)
    slot = right_slot(game, hand[0].id)
    if slot == 0:
        return "card 1 at the start"
    if slot == len(game.chain):
        return "card 1 at the end"
    return f"card 1 after card {slot}"


class ScriptedEars:
    """Answers the voice loop with :func:`next_words` and notes each placement turn."""

    def __init__(self, session: Session, speaker: MeasuredSpeaker, turns: Turns) -> None:
        self.session = session
        self.speaker = speaker
        self.turns = turns
        self.mark: float | None = None
        self.placing = False
        self.first_turn: float | None = None
        """Seconds of audio until the first listening cue has sounded."""

    def listen(
        self,
        phrases: Sequence[str] | None,
        timeout: float,
        unfinished: Callable[[str], bool] | None = None,
    ) -> Heard | None:
        del phrases, timeout, unfinished
        self.speaker.cue(Cue.LISTENING)
        now = self.speaker.meter.seconds
        if self.first_turn is None:
            self.first_turn = now
        if self.placing and self.mark is not None:
            self.turns.seconds.append(now - self.mark)
        words = next_words(self.session.game)
        chain = len(self.session.game.chain)
        self.placing = words.startswith("card") and CHAIN_FROM <= chain <= CHAIN_TO
        self.mark = now
        return Heard.typed(words)


def new_game(seed: int, level: Verbosity, *, voice: bool) -> Session:
    cards = tuple(card for deck in load_decks(list(DEFAULT_DECKS)) for card in deck.cards)
    game = Game(Setup(PLAYERS, preset("lifestyle"), cards, seed))
    return Session(game, voice=voice, verbosity=level)


def voice_turns(level: Verbosity, seeds: Sequence[int], rate: int) -> tuple[Turns, float]:
    """Placement turns by voice, and the seconds from 'new game' to the first listening cue."""
    turns = Turns()
    first: list[float] = []
    for seed in seeds:
        speaker = MeasuredSpeaker(rate)
        speaker.say(["Welcome to Anno Domini."])
        session = new_game(seed, level, voice=True)
        ears = ScriptedEars(session, speaker, turns)
        play_by_voice(speaker, ears, session, resumed=False)
        assert ears.first_turn is not None
        first.append(ears.first_turn)
    return turns, statistics.median(first)


def text_turns(level: Verbosity, seeds: Sequence[int]) -> Turns:
    """Placement turns in the keyboard game: lines and words printed."""
    turns = Turns()
    for seed in seeds:
        session = new_game(seed, level, voice=False)
        for _ in range(200):
            words = next_words(session.game)
            placing = words.startswith("card") and len(session.game.chain) >= CHAIN_FROM
            reply = session.handle(words)
            if placing:
                turns.lines.append(len(reply.lines))
                turns.words.append(sum(len(line.split()) for line in reply.lines))
            if reply.done:
                break
    return turns


class SetupConversation(MeasuredSpeaker):
    """The set-up questions, answered by three players whose words are rendered too."""

    ANSWERS = {
        "How many players": "three",
        "Player 1, your": "anna",
        "Player 2, your": "ben",
        "Player 3, your": "sara",
        "say what to change": "start",
        "what to change": "start",
    }

    def __init__(self, rate: int, endpoint_ms: int, players: int = 3) -> None:
        super().__init__(rate)
        self.endpoint = endpoint_ms / 1000
        self.answers = dict(self.ANSWERS, **{"How many players": ("two", "three")[players - 2]})

    def listen(
        self,
        phrases: Sequence[str] | None,
        timeout: float,
        unfinished: Callable[[str], bool] | None = None,
    ) -> Heard | None:
        del phrases, timeout, unfinished
        self.cue(Cue.LISTENING)
        asked = self.lines[-1] if self.lines else ""
        answer = next((a for q, a in self.answers.items() if q in asked), "yes")
        self.voice.say(answer)  # the player speaking, heard by everyone
        self.meter.seconds += self.endpoint
        # Spoken, heard clearly: a spoken name is read back, a typed one would not be.
        return Heard(answer, tuple((word, 1.0) for word in answer.split()))


class FirstTurn(Exception):
    """The first turn is listening: the set-up is over."""


class FirstListen:
    """Ears that sound the listening cue once and stop the game there."""

    def __init__(self, speaker: MeasuredSpeaker) -> None:
        self.speaker = speaker

    def listen(
        self,
        phrases: Sequence[str] | None,
        timeout: float,
        unfinished: Callable[[str], bool] | None = None,
    ) -> Heard | None:
        del phrases, timeout, unfinished
        self.speaker.cue(Cue.LISTENING)
        raise FirstTurn


def setup_seconds(rate: int, players: int = 3) -> float:
    """From "Welcome" to the first turn listening: every set-up question for ``players``
    players whose names are on the list, their answers, and the game's opening."""
    talk = SetupConversation(rate, AudioSettings().endpoint_ms, players)
    talk.say(["Welcome to Anno Domini."])
    chosen = voice_setup_questions(talk, PlayOptions())
    summarised = chosen is not None
    args = with_table(PlayOptions(), chosen)
    assert args.players == ("Anna", "Ben", "Sara")[:players], args.players
    assert args.deck is not None and args.rules is not None, "the set-up chose decks and rules"
    cards = tuple(card for deck in load_decks(args.deck) for card in deck.cards)
    game = Game(Setup(args.players, preset(args.rules), cards, 1))
    session = Session(game, voice=True, verbosity=Verbosity.BRIEF)
    try:
        play_by_voice(talk, FirstListen(talk), session, resumed=False, summarised=summarised)
    except FirstTurn:
        return talk.meter.seconds
    raise AssertionError("the game never listened for the first turn")


def p95(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=3, help="games per level (default 3)")
    parser.add_argument("--rate", type=int, default=AudioSettings().rate, help="words a minute")
    args = parser.parse_args(argv)
    seeds = list(range(1, args.games + 1))
    print(
        f"Speech budget: {args.games} game(s) per level, 3 players, Wild Mix, rate {args.rate}; "
        f"placement turns with {CHAIN_FROM} to {CHAIN_TO} cards in the chain."
    )
    print()
    print(
        "| verbosity | turns | speech per placement turn, median / p95 (s) "
        "| new game to first turn (s) | keyboard lines per turn, median / max "
        "| keyboard words per turn, median / p95 |"
    )
    print("|---|---|---|---|---|---|")
    failed: list[str] = []
    for level in Verbosity:
        turns, first = voice_turns(level, seeds, args.rate)
        text = text_turns(level, seeds)
        median, high = statistics.median(turns.seconds), p95(turns.seconds)
        print(
            f"| {level.value} | {len(turns.seconds)} | {median:.1f} / {high:.1f} | {first:.1f} "
            f"| {statistics.median(text.lines):.0f} / {max(text.lines)} "
            f"| {statistics.median(text.words):.0f} / {p95(text.words):.0f} |"
        )
        if level is Verbosity.BRIEF:
            failed += [f"median {median:.1f} s"] if median > BUDGET_MEDIAN else []
            failed += [f"p95 {high:.1f} s"] if high > BUDGET_P95 else []
            failed += [f"first turn {first:.1f} s"] if first > BUDGET_FIRST else []
    setup = setup_seconds(args.rate)
    print()
    print(
        f"Set-up by voice, Welcome to the first turn listening (questions, answers, cues, "
        f"the game's opening): {setup_seconds(args.rate, 2):.1f} s for two players, "
        f"{setup:.1f} s for three"
    )
    if setup > BUDGET_SETUP:
        failed.append(f"set-up {setup:.1f} s")
    print()
    if failed:
        print("Over budget at brief: " + ", ".join(failed))
        return 1
    print(
        f"Within budget at brief (median <= {BUDGET_MEDIAN:.0f} s, p95 <= {BUDGET_P95:.0f} s, "
        f"first turn <= {BUDGET_FIRST:.0f} s, set-up <= {BUDGET_SETUP:.0f} s)."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
