"""The turn loop, independent of how words come in and go out.

A :class:`Session` takes one utterance or typed line at a time, has
:func:`.decider.decide` decide what it means, applies that decision to the game and
answers with the sentences to say. The keyboard game and the speaker both drive it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from voice_game.computer import computer_players
from voice_game.engine import actions as engine
from voice_game.engine.events import Event, Phase
from voice_game.engine.game import Game
from voice_game.heard import Heard
from voice_game.intent.model import (
    Choice,
    Command,
    Doubt,
    Move,
    Place,
    Reading,
    TurnContext,
)

from .actions import to_engine
from .after_game import GOODBYE, Rematch, game_over_line
from .computer_turns import computer_on_turn, without_echo
from .computers import sentences as computer_sentences
from .decider import Decision, Moment, decide
from .game_info import INFO_COMMANDS, INFO_REQUESTS, command_answer, request_answer
from .guidance import example_line, help_lines, more_help_lines, not_understood_lines
from .moment import moment_of, turn_context
from .narration import narrate
from .opening import new_game_opening, resumed_opening
from .questions import OpenQuestion
from .refusals import refusal_sentence
from .render import is_verdict
from .requests import Request
from .resume import resume_command
from .save_watch import Recorder, SaveWatch
from .turn_prompt import turn_prompt
from .undo_talk import taken_back, undo_target
from .verbosity import Verbosity, change_detail

VOICE_COMMANDS = ("slower", "faster", "louder", "quieter", "stop")


@dataclass
class Reply:
    """What the game answers to one utterance."""

    lines: list[str]
    understood: bool = True
    done: bool = False
    voice_command: str | None = None
    """slower, faster, louder, quieter or stop: for the speaker to act on."""
    events: list[Event] = field(default_factory=list)
    only_noise: bool = False
    """Not understood, and the game's own reading matched nothing or mostly nothing: other
    voices at the table, most likely. The voice game answers the first such in a row with
    its not-understood sound alone (:func:`~.voice_mode.play_by_voice`)."""

    @property
    def verdict_at(self) -> int | None:
        """Where a reveal's verdict starts in :attr:`lines` (its cue sounds just before)."""
        return next((i for i, line in enumerate(self.lines) if is_verdict(line)), None)


@dataclass
class ComputerTurn:
    """A computer player's move: what it says in its own voice, then the game's reply."""

    player: str
    speech: list[str]
    reply: Reply


class Session:
    """One game's conversation: what was said, decided on, applied to the game, and said
    back."""

    def __init__(
        self,
        game: Game,
        record: Recorder | None = None,
        *,
        voice: bool = False,
        verbosity: Verbosity = Verbosity.FULL,
        rematch: Rematch | None = None,
        quit_command: str | None = None,
        practice: bool = False,
    ) -> None:
        self.game = game
        self.practice = practice
        """After a wrong chain, also say how far off each misplaced card was."""
        self._saving = SaveWatch(record, quit_command or resume_command(text=not voice))
        self._voice = voice
        self.verbosity = verbosity
        self._rematch = rematch
        self._question = OpenQuestion()
        self._last_lines: list[str] = []
        self._repeating = False
        self._misses = 0
        self.computers = computer_players(game.setup)

    @property
    def saved(self) -> bool:
        """False from a move that could not be saved until one is saved again."""
        return self._saving.saved

    def opening(self, resumed: bool = False, summarised: bool = False) -> list[str]:
        """What to say when the game starts (or resumes). ``summarised``: the table has just
        heard and accepted a summary of the set-up (by voice), so the game's own sentence on
        its players, rules and hand size is not said again."""
        if resumed:
            lines = resumed_opening(self.game, self.prompt())
        else:
            events = self.game.events
            told = self._narrate(events)
            lines = new_game_opening(events, told, self.verbosity, summarised=summarised)
        self._last_lines = lines
        return lines

    def prompt(self) -> list[str]:
        """The current turn's prompt: what just changed, whose turn, the chain, their cards."""
        return turn_prompt(self.game, self.verbosity, rematch=self._rematch is not None)

    def farewell(self) -> str:
        """The last words when the players leave mid-game (:meth:`.SaveWatch.farewell`)."""
        return self._saving.farewell()

    def answer_phrases(self) -> list[str]:
        """Extra phrases to listen for beside the turn's (:func:`.requests.turn_phrases`): the
        answers to an open question, and to the end of the game."""
        return self._question.answer_phrases(self.game)

    def context(self) -> TurnContext:
        """What the intent parser needs to know about this moment."""
        return turn_context(
            self.game, confirming=self._question.pending is not None, computers=self.computers
        )

    @property
    def open_question(self) -> str | None:
        """The kind of question the game waits on an answer to (choice: a numbered reading;
        card: which hand card; undo: a yes from the placer), or None."""
        return self._question.kind

    def drop_question(self) -> None:
        """Forget an open question (a command from the screen is never an answer to it)."""
        self._question.drop()

    def moment(self) -> Moment:
        """The moment an utterance would be heard in now, for :func:`.decider.decide`."""
        return moment_of(
            self.game,
            self._question.pending,
            rematch=self._rematch is not None,
            computers=self.computers,
        )

    def handle(self, said: Heard | str) -> Reply:
        """Answer one utterance, or one typed line (heard in full, with full confidence).

        What was heard faintly or only in part is asked back instead of acted on
        (:func:`voice_game.intent.understand`).
        """
        heard = Heard.typed(said) if isinstance(said, str) else said
        reply = self._apply(decide(heard, self.moment()))
        if reply.lines and reply.understood and not self._repeating:
            self._last_lines = reply.lines
        self._repeating = False
        return reply

    def _apply(self, decision: Decision) -> Reply:
        """Do what :func:`.decider.decide` decided."""
        pending = self._question.pending
        reading = decision.reading
        match decision.kind:
            case "nothing":
                return Reply([], understood=False)
            case "noise":
                if reading is None:
                    return Reply(
                        ["Sorry, I did not catch that."], understood=False, only_noise=True
                    )
                # chatter: nothing done, and an open question stays open
                if pending is not None:
                    return Reply([pending.text], understood=False, only_noise=True)
                return replace(self._not_understood(reading), only_noise=True)
            case "info":
                assert pending is not None and reading is not None
                assert isinstance(reading.action, Command)
                return Reply([*self._command(reading.action.kind).lines, pending.text])
            case "again":
                assert pending is not None
                return Reply([pending.text])
        self._question.drop()
        match decision.kind:
            case "accept":
                return self._act(engine.Accept())
            case "request":
                assert decision.request is not None
                return self._request(decision.request)
            case "answer":
                assert decision.choice is not None
                if decision.choice.action == Command("undo"):
                    return self._undo()
                if pending is not None and pending.kind == "correct":
                    assert isinstance(decision.choice.action, Move)
                    return self._correct(decision.choice.action)
                return self._do_choice(decision.choice)
            case "decline":
                if pending is not None and pending.kind in ("undo", "correct"):
                    return Reply(["All right, it stays."] + self.prompt())
                return Reply(["All right. Say it again, please."] + self._example_line())
            case "where":
                return Reply([self._question.ask_where(decision.card)])
            case "correct":
                assert decision.choice is not None and isinstance(decision.choice.action, Move)
                owner = self.game.undo_player or ""
                move = decision.choice.action
                return Reply([self._question.ask_correct(owner, move, self.game.chain)])
            case "rematch":
                assert self._rematch is not None
                self.game, self._saving.record = self._rematch(self.game)
                self.computers = computer_players(self.game.setup)
                return Reply(self.opening())
            case "goodbye":
                return Reply([GOODBYE], done=True)
            case "prompt":
                return Reply(self.prompt())
        assert reading is not None
        if decision.kind == "ask" and decision.request is not None:
            return Reply([self._question.ask_request(decision.request)])
        if decision.kind in ("act", "refused"):
            return self._do(reading)
        if decision.kind == "ask":
            return self._ask(reading)
        return self._not_understood(reading)

    def _ask(self, reading: Reading) -> Reply:
        """A read-back of ``reading`` (:meth:`.OpenQuestion.ask_back`)."""
        game = self.game
        hand = game.hand(game.current_player)
        question = self._question.ask_back(reading, game.chain, hand, self.verbosity)
        if question is None:
            return self._not_understood(reading)
        # "Repeat?" is not what a yes repeats: that stays the last thing said before it
        self._repeating = self._question.asks_to_repeat
        return Reply([question])

    def _not_understood(self, reading: Reading) -> Reply:
        self._misses += 1
        lines = not_understood_lines(reading, self._example_line(), misses=self._misses)
        return Reply(lines, understood=False)

    def _example_line(self) -> list[str]:
        return example_line(self.game, self.context)

    def _do_choice(self, choice: Choice) -> Reply:
        return self._do(Reading(choice.action, choice.confidence, "act", choice.explain))

    def _do(self, reading: Reading) -> Reply:
        action = reading.action
        game = self.game
        self._misses = 0
        match action:
            case Place() | Move() | Doubt():
                hand = game.hand(game.current_player)
                outside = isinstance(action, Place) and not 0 <= action.card < len(hand)
                number = action.card + 1 if isinstance(action, Place) and outside else None
                return self._act(to_engine(action, hand), hand_number=number)
            case Command(kind=kind):
                return self._command(kind)
        return self._not_understood(reading)

    def _act(self, action: engine.Action, hand_number: int | None = None) -> Reply:
        try:
            events = self.game.apply(action)
        except engine.IllegalActionError as error:
            news = self._saving.save(self.game)
            sentence = refusal_sentence(error.refusal, action, self.game, hand_number)
            return Reply([sentence, *self._example_line(), *news], understood=False)
        lines = self._narrate(events) + self._saving.save(self.game)
        if self.game.phase is Phase.OVER:
            lines.append(game_over_line(self._rematch is not None))
            return Reply(lines, events=events, done=self._rematch is None)
        return Reply(lines, events=events)

    def _narrate(self, events: list[Event]) -> list[str]:
        return narrate(events, self.game, self.computers, self.verbosity, self.practice)

    def _request(self, request: Request) -> Reply:
        """The host's requests: help, detail, the rules, a card's text, part of the chain."""
        level = self.verbosity
        match request.kind:
            case "more_help":
                return Reply(more_help_lines(self.game, self.context, voice=self._voice))
            case "more" | "less":
                self.verbosity, said = change_detail(level, more=request.kind == "more")
                return Reply([said])
            case kind if kind in INFO_REQUESTS:
                lines, understood = request_answer(request, self.game)
                return Reply(lines, understood=understood)
        return Reply(["Sorry, I cannot do that now."], understood=False)  # pragma: no cover

    def _command(self, kind: str) -> Reply:
        game = self.game
        match kind:
            case "repeat":
                self._repeating = True
                return Reply(list(self._last_lines) or self.prompt())
            case _ if kind in INFO_COMMANDS:
                return Reply(command_answer(kind, game, self.verbosity))
            case "help":
                asking, rematch = self._question.pending is not None, self._rematch is not None
                return Reply(help_lines(game, self.context, asking=asking, rematch=rematch))
            case "undo":
                return self._ask_undo()
            case "quit":
                return Reply([self.farewell()], done=True)
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

    def _undo(self) -> Reply:
        game = self.game
        owner = game.undo_player or game.current_player
        what = undo_target(game.events)
        reply = self._act(engine.Undo())
        if reply.understood:
            reply.lines = taken_back(owner, what, reply.lines)
        return reply

    def _correct(self, move: Move) -> Reply:
        """The previous player's card taken back and placed where their correction said
        after a pause puts it (``move``: its chain index and its slot in the chain without
        it), as their own undo and placement."""
        game = self.game
        card = game.chain[move.card]
        if game.undo_placed != card or game.undo_player is None:
            return Reply(["That card can no longer be moved."] + self.prompt(), understood=False)
        taken = self._act(engine.Undo())
        if not taken.understood:
            return taken
        return self._act(engine.Place(card.id, move.slot))

    def _ask_undo(self) -> Reply:
        """Undo at once for the player who placed; anyone else needs a yes from them."""
        game = self.game
        owner = game.undo_player
        if owner is None or owner == game.current_player:
            return self._undo()
        if owner in self.computers:
            return Reply([f"{owner} has moved since; only your own move can be taken back."])
        return Reply([self._question.ask_undo(owner, undo_target(game.events))])

    def computer_to_move(self) -> bool:
        """True when the game goes on and a computer player is on turn."""
        return computer_on_turn(self.game, self.computers)

    def computer_move(self) -> ComputerTurn:
        """Let the computer player on turn decide and act, through the same engine actions."""
        player = self.computers[self.game.current_player]
        decision = player.decide(self.game)
        speech = computer_sentences(self.game, decision)
        reply = self._act(decision.action)
        self._last_lines = reply.lines
        if self.verbosity is not Verbosity.FULL:
            # at brief and normal detail the computer's own words say the move: once
            lines = without_echo(reply.lines, reply.events, player.name, self.verbosity)
            reply = replace(reply, lines=lines)
        return ComputerTurn(player.name, speech, reply)
