"""The turn loop, independent of how words come in and go out.

A :class:`Session` takes one utterance or typed line at a time and answers with the
sentences to say. The keyboard game and the speaker both drive it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from voice_game.computer import computer_players
from voice_game.engine import actions as engine
from voice_game.engine.cards import CardFace
from voice_game.engine.events import Event, Phase, TurnStarted
from voice_game.engine.game import Game
from voice_game.heard import Heard
from voice_game.intent import examples, understand
from voice_game.intent.model import (
    CardName,
    Choice,
    Command,
    Doubt,
    Move,
    NoAction,
    Place,
    Reading,
    TurnContext,
)

from .computers import sentences as computer_sentences
from .refusals import refusal_sentence
from .render import (
    chain_sentences,
    counts_sentence,
    hand_sentences,
    render,
    turn_sentences,
)

ACCEPT_WORDS = re.compile(
    r"^\s*(?:i\s+)?(?:accept|no\s+doubt|i\s+don'?t\s+doubt|pass|you\s+win|well\s+done)\b",
    re.IGNORECASE,
)
VOICE_COMMANDS = ("slower", "faster", "louder", "quieter", "stop")

Recorder = Callable[[Game], str | None]
"""Saves the game; returns a sentence for the table when saving failed."""


@dataclass
class Reply:
    """What the game answers to one utterance."""

    lines: list[str]
    understood: bool = True
    done: bool = False
    voice_command: str | None = None
    """slower, faster, louder, quieter or stop: for the speaker to act on."""
    events: list[Event] = field(default_factory=list)


@dataclass
class ComputerTurn:
    """A computer player's move: what it says in its own voice, then the game's reply."""

    player: str
    speech: list[str]
    reply: Reply


@dataclass
class _Pending:
    choices: tuple[Choice, ...]
    question: str


class Session:
    """One game's conversation: parse what was said, act, and say what happened."""

    def __init__(self, game: Game, record: Recorder | None = None, *, voice: bool = False) -> None:
        self.game = game
        self._record = record or (lambda _game: None)
        self._voice = voice
        self._pending: _Pending | None = None
        self._last_lines: list[str] = []
        self._misses = 0
        self.computers = computer_players(game.setup)

    # --------------------------------------------------------------- what to say

    def _hands(self) -> dict[str, tuple[CardFace, ...]]:
        return {name: self.game.hand(name) for name in self.game.players}

    def opening(self, resumed: bool = False) -> list[str]:
        """What to say when the game starts (or resumes)."""
        if resumed:
            lines = [f"The saved game goes on, in round {self.game.round}."]
            lines += self.prompt()
        else:
            lines = self._render(self.game.events)
            lines.append("Say help at any time to hear what you can say.")
        self._last_lines = lines
        return lines

    def prompt(self) -> list[str]:
        """The current turn's prompt: whose turn, the chain, their cards."""
        game = self.game
        if game.phase is Phase.OVER:
            return [f"The game is over: {game.winner} won. Say quit to leave."]
        player = game.current_player
        turn = turn_sentences(player, game.phase, game.chain, game.hand(player))
        if game.phase is Phase.FINAL:
            return [
                f"{game.last_placer} has placed their last card.",
                *chain_sentences(game.chain),
                *turn,
            ]
        return turn

    def help_lines(self) -> list[str]:
        """Help that fits this moment."""
        game = self.game
        lines: list[str] = []
        if game.phase is Phase.ORDER_START:
            lines.append("Say keep or swap to order the two start cards.")
        elif game.phase is Phase.FINAL:
            lines.append("Say doubt to check the chain, or accept to let them win.")
        elif game.phase is Phase.PLACE:
            lines.append(
                "Place a card by saying where it goes, for example: "
                + "; or ".join(f"'{e}'" for e in examples(self.context()))
                + "."
            )
            if game.can_doubt:
                lines.append("Say I doubt if you think the chain is wrong.")
            if game.can_move:
                lines.append(
                    "You may first correct the chain, for example: "
                    "'move the first card to the end'."
                )
        lines.append(
            "You can also say: repeat, read the chain, my cards, whose turn, card counts, "
            "undo, or quit."
        )
        if self._voice:
            lines.append("And: slower, faster, louder, quieter, or stop.")
        return lines

    # --------------------------------------------------------------- context

    def answer_phrases(self) -> list[str]:
        """Extra phrases to listen for while a question is open (numbers of the options)."""
        if self._pending is None:
            return []
        return ["yes", "no", "one", "two", "three", "the first", "the second", "the third"]

    def context(self) -> TurnContext:
        """What the intent parser needs to know about this moment."""
        game = self.game
        player = game.current_player
        return TurnContext(
            chain=tuple(CardName(c.event, c.aliases) for c in game.chain),
            hand=tuple(CardName(c.event, c.aliases) for c in game.hand(player)),
            players=game.players,
            current=player,
            can_place=game.phase is Phase.PLACE,
            can_doubt=game.can_doubt,
            can_move=game.can_move,
            ordering_start=game.phase is Phase.ORDER_START,
            can_undo=game.can_undo,
            confirming=self._pending is not None,
        )

    # --------------------------------------------------------------- input

    def handle(self, said: Heard | str) -> Reply:
        """Answer one utterance, or one typed line (heard in full, with full confidence).

        What was heard faintly or only in part is asked back instead of acted on
        (:func:`voice_game.intent.understand`).
        """
        heard = Heard.typed(said) if isinstance(said, str) else said
        reply = self._handle(heard)
        if reply.lines:
            self._last_lines = reply.lines
        return reply

    def _handle(self, heard: Heard) -> Reply:
        text = heard.text.strip()
        if not text:
            return Reply([], understood=False)
        game = self.game
        if game.phase is Phase.FINAL and ACCEPT_WORDS.match(text) and not heard.unheard:
            return self._act(engine.Accept())
        reading = understand(heard, self.context())
        if self._pending is not None:
            answered = self._answer_pending(reading, text)
            if answered is not None:
                return answered
        if game.phase is Phase.OVER:
            if isinstance(reading.action, Command) and reading.action.kind == "quit":
                return Reply(["Goodbye!"], done=True)
            return Reply(self.prompt())
        if reading.status == "act":
            return self._do(reading)
        if reading.status == "ask":
            return self._ask(reading)
        refused = self._refused_reading(heard)
        if refused is not None:
            return self._do(refused)
        return self._not_understood(reading)

    def _refused_reading(self, heard: Heard) -> Reading | None:
        """A clear reading of a game action that is not allowed now, so that the engine
        refuses it with its coded reason (logged) instead of the parser dropping it."""
        if self._pending is not None or self.game.phase is Phase.OVER:
            return None
        anything = replace(
            self.context(), can_place=True, can_doubt=True, can_move=True, can_undo=True
        )
        reading = understand(heard, anything)
        action = reading.action
        if reading.status != "act":
            return None
        if isinstance(action, (Place, Move, Doubt)) or (
            isinstance(action, Command) and action.kind == "undo"
        ):
            return reading
        return None

    def _answer_pending(self, reading: Reading, text: str) -> Reply | None:
        pending = self._pending
        assert pending is not None
        action = reading.action
        if isinstance(action, Command) and action.kind == "yes":
            self._pending = None
            return self._do_choice(pending.choices[0])
        if isinstance(action, Command) and action.kind == "no":
            self._pending = None
            return Reply(["All right. Say it again, please."] + self._example_line())
        number = _choice_number(text, len(pending.choices))
        if number is not None:
            self._pending = None
            return self._do_choice(pending.choices[number])
        if isinstance(action, Command) and action.kind in ("repeat",):
            return Reply([pending.question])
        self._pending = None
        return None

    def _ask(self, reading: Reading) -> Reply:
        choices = reading.alternatives or (
            (Choice(reading.action, reading.confidence, reading.explain),)
            if not isinstance(reading.action, NoAction)
            else ()
        )
        if not choices:
            return self._not_understood(reading)
        if len(choices) == 1:
            question = f"Did you mean: {choices[0].explain}? Say yes or no."
        else:
            options = "; or ".join(
                f"{i}, {choice.explain}" for i, choice in enumerate(choices[:3], start=1)
            )
            lead = reading.action.reason if isinstance(reading.action, NoAction) else ""
            question = (
                (lead + " " if lead else "Did you mean ") + options + "? Say the number, or no."
            )
        self._pending = _Pending(tuple(choices[:3]), question)
        return Reply([question])

    def _not_understood(self, reading: Reading) -> Reply:
        self._misses += 1
        reason = reading.action.reason if isinstance(reading.action, NoAction) else ""
        lines = [reason or "Sorry, I did not understand that."]
        lines += self._example_line()
        if self._misses >= 2:
            lines.append("Say help to hear everything you can say.")
        return Reply(lines, understood=False)

    def _example_line(self) -> list[str]:
        game = self.game
        if game.phase is Phase.FINAL:
            return ["Say doubt, or accept."]
        if game.phase is Phase.ORDER_START:
            return ["Say keep, or swap."]
        if game.phase is Phase.OVER:
            return ["Say quit to leave."]
        sample = examples(self.context())
        return ["Try: " + ", or ".join(f"'{e}'" for e in sample) + "."] if sample else []

    # --------------------------------------------------------------- acting

    def _do_choice(self, choice: Choice) -> Reply:
        return self._do(Reading(choice.action, choice.confidence, "act", choice.explain))

    def _do(self, reading: Reading) -> Reply:
        action = reading.action
        game = self.game
        self._misses = 0
        match action:
            case Place(card=index, slot=slot):
                hand = game.hand(game.current_player)
                if not 0 <= index < len(hand):
                    asked = engine.Place(f"hand card {index + 1}", slot)
                    return self._act(asked, hand_number=index + 1)
                return self._act(engine.Place(hand[index].id, slot))
            case Move(card=index, slot=slot):
                return self._act(engine.Move(index, slot))
            case Doubt():
                return self._act(engine.Doubt())
            case Command(kind=kind):
                return self._command(kind)
            case NoAction():
                return self._not_understood(reading)
        return self._not_understood(reading)  # pragma: no cover

    def _act(self, action: engine.Action, hand_number: int | None = None) -> Reply:
        try:
            events = self.game.apply(action)
        except engine.IllegalActionError as error:
            problem = self._record(self.game)
            sentence = refusal_sentence(error.refusal, action, self.game, hand_number)
            lines = [sentence, *self._example_line(), *([problem] if problem else [])]
            return Reply(lines, understood=False)
        problem = self._record(self.game)
        lines = self._render(events)
        if problem:
            lines.append(problem)
        done = self.game.phase is Phase.OVER
        if done:
            lines.append("Thank you for playing.")
        return Reply(lines, events=events, done=done)

    def _render(self, events: Sequence[Event]) -> list[str]:
        """Sentences for ``events``; a computer player's turn is only announced."""
        lines: list[str] = []
        for event in events:
            if isinstance(event, TurnStarted) and event.player in self.computers:
                lines.append(f"{event.player}'s turn.")
            else:
                lines += render([event], self._hands())
        return lines

    # --------------------------------------------------------------- computer players

    def computer_to_move(self) -> bool:
        """True when the game goes on and a computer player is on turn."""
        game = self.game
        return game.phase is not Phase.OVER and game.current_player in self.computers

    def computer_move(self) -> ComputerTurn:
        """Let the computer player on turn decide and act, through the same engine actions."""
        player = self.computers[self.game.current_player]
        decision = player.decide(self.game)
        speech = computer_sentences(self.game, decision)
        reply = self._act(decision.action)
        self._last_lines = reply.lines
        return ComputerTurn(player.name, speech, reply)

    def _command(self, kind: str) -> Reply:
        game = self.game
        match kind:
            case "repeat":
                return Reply(list(self._last_lines) or self.prompt())
            case "chain":
                return Reply(chain_sentences(game.chain))
            case "hand":
                player = game.current_player
                return Reply(hand_sentences(player, game.hand(player)))
            case "turn":
                return Reply(self.prompt()[:1])
            case "counts":
                return Reply([counts_sentence(game.hand_counts(), game.pile_count)])
            case "help":
                return Reply(self.help_lines())
            case "undo":
                return self._act(engine.Undo())
            case "quit":
                return Reply(
                    [
                        "The game is saved. Goodbye! To go on later, run: voice-game play --resume"
                        + ("" if self._voice else " --text")
                    ],
                    done=True,
                )
            case "swap" | "keep":
                return self._act(engine.OrderStart(swap=kind == "swap"))
            case "yes" | "no":
                if game.phase is Phase.FINAL and kind == "no":
                    return self._act(engine.Accept())
                if game.phase is Phase.FINAL:
                    return Reply(["To doubt, say: I doubt. Or say accept."])
                return Reply(["There is no question to answer just now."] + self._example_line())
            case _ if kind in VOICE_COMMANDS:
                if not self._voice:
                    return Reply(["Speech settings only apply when playing by voice."])
                return Reply([], voice_command=kind)
        return Reply(["Sorry, I cannot do that now."], understood=False)


_NUMBER_ANSWERS = {
    "one": 0,
    "1": 0,
    "first": 0,
    "the first": 0,
    "two": 1,
    "2": 1,
    "second": 1,
    "the second": 1,
    "three": 2,
    "3": 2,
    "third": 2,
    "the third": 2,
}


def _choice_number(text: str, size: int) -> int | None:
    cleaned = re.sub(r"[^a-z0-9 ]", "", text.lower()).strip()
    cleaned = re.sub(r"^(number|option)\s+", "", cleaned)
    cleaned = (
        re.sub(r"\s+(one|please)$", "", cleaned) if cleaned not in _NUMBER_ANSWERS else cleaned
    )
    index = _NUMBER_ANSWERS.get(cleaned)
    return index if index is not None and index < size else None
