"""The turn loop, independent of how words come in and go out.

A :class:`Session` takes one utterance or typed line at a time and answers with the
sentences to say. The keyboard game and the speaker both drive it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from voice_game.computer import computer_players
from voice_game.engine import actions as engine
from voice_game.engine.cards import CardFace
from voice_game.engine.events import (
    Event,
    GameStarted,
    Moved,
    Phase,
    Placed,
    Revealed,
    RoundStarted,
    StartOrdered,
    TurnStarted,
    Undone,
)
from voice_game.engine.game import Game
from voice_game.heard import Heard
from voice_game.intent import examples
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
from voice_game.intent.phrases import AFTER_THE_GAME, QUESTION_ANSWERS, card_answers

from .actions import to_engine
from .computers import sentences as computer_sentences
from .decider import Decision, Moment, MomentKind, Question, decide
from .practice import practice_lines
from .readback import read_back, request_question
from .refusals import refusal_sentence
from .render import (
    capital,
    chain_sentences,
    counts_sentence,
    hand_sentences,
    is_verdict,
    join_names,
    render,
    render_event,
    short_position,
    turn_sentences,
)
from .requests import Request
from .resume import resume_command
from .rules_talk import rules_sentences
from .verbosity import Verbosity, short_name

VOICE_COMMANDS = ("slower", "faster", "louder", "quieter", "stop")

Recorder = Callable[[Game], str | None]
"""Saves the game; returns a sentence for the table when saving failed."""
Rematch = Callable[[Game], tuple[Game, Recorder]]
"""A new game with the same players, rules and cards, and the recorder that saves it."""
AROUND = 2
"""'around the Moon landing' reads this many chain cards either side."""


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
    """One game's conversation: parse what was said, act, and say what happened."""

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
        self._record = record or (lambda _game: None)
        self._voice = voice
        self.verbosity = verbosity
        self._rematch = rematch
        self._quit_command = quit_command or resume_command(text=not voice)
        self._pending: Question | None = None
        self._last_lines: list[str] = []
        self._repeating = False
        self._misses = 0
        self.computers = computer_players(game.setup)
        self.saved = True
        """False from a move that could not be saved until one is saved again."""

    # --------------------------------------------------------------- what to say

    def _hands(self) -> dict[str, tuple[CardFace, ...]]:
        return {name: self.game.hand(name) for name in self.game.players}

    def opening(self, resumed: bool = False, summarised: bool = False) -> list[str]:
        """What to say when the game starts (or resumes). ``summarised``: the table has just
        heard and accepted a summary of the set-up (by voice), so the game's own sentence on
        its players, rules and hand size is not said again."""
        if resumed:
            lines = [f"The saved game goes on, in round {self.game.round}."]
            lines += self.prompt()
        else:
            events = self.game.events
            lines = self._render(events)
            if summarised and events and isinstance(events[0], GameStarted):
                lines = lines[1:]
            if self.verbosity is Verbosity.BRIEF:
                lines.append("Say my cards to hear your cards, or help at any time.")
            else:
                lines.append("Say help at any time to hear what you can say.")
        self._last_lines = lines
        return lines

    def prompt(self) -> list[str]:
        """The current turn's prompt: what just changed, whose turn, the chain, their cards."""
        game = self.game
        level = self.verbosity
        if game.phase is Phase.OVER:
            return [f"The game is over and {game.winner} won.", self._again_question()]
        player = game.current_player
        turn = turn_sentences(player, game.phase, game.chain, game.hand(player), level)
        if game.phase is Phase.FINAL:
            return [
                f"{game.last_placer} has placed their last card.",
                *chain_sentences(game.chain, level),
                *turn,
            ]
        if level is Verbosity.BRIEF:
            return self._last_change() + turn
        return turn

    def _last_change(self) -> list[str]:
        """The last placement or correction this round, in short names ([] if none)."""
        for event in reversed(self.game.events):
            if isinstance(event, Placed | Moved | StartOrdered):
                return render_event(event, None, self.verbosity)[:1]
            if isinstance(event, Undone | RoundStarted):
                return []
        return []

    def _again_question(self) -> str:
        if self._rematch is None:
            return "Say quit to leave."
        return "Play again with the same players, yes or quit?"

    def help_lines(self) -> list[str]:
        """Help for this moment: at most two sentences, two or three things to say now,
        and "more help" for the rest (:meth:`more_help_lines`)."""
        game = self.game
        more = "Say more help for everything else."
        if self._pending is not None:
            return [f"Answer the question, or say no. {more}"]
        if game.phase is Phase.ORDER_START:
            return [f"Say keep or swap to order the two start cards. {more}"]
        if game.phase is Phase.FINAL:
            return [f"Say I doubt to check the chain, or accept to let them win. {more}"]
        if game.phase is Phase.OVER:
            return [f"{self._again_question()} {more}"]
        sample = examples(self.context())[:1]
        like = f", like '{sample[0]}'" if sample else ""
        doubt = ", I doubt," if game.can_doubt else ""
        return [f"Say where a card goes{like}{doubt} or my cards. {more}"]

    def more_help_lines(self) -> list[str]:
        """Everything that can be said now."""
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
        lines.append(
            "Say rules to hear how to play, what is card 2 or tell me about a card for its "
            "full text, and more detail or less detail to change how much I say."
        )
        if self._voice:
            lines.append("And: slower, faster, louder, quieter, or stop.")
        return lines

    # --------------------------------------------------------------- context

    def answer_phrases(self) -> list[str]:
        """Extra phrases to listen for beside the turn's (:func:`.requests.turn_phrases`): the
        answers to an open question, and to the end of the game."""
        game = self.game
        hand = game.hand(game.current_player) if game.phase is not Phase.OVER else ()
        out: list[str] = []
        if game.phase is Phase.OVER:
            out += AFTER_THE_GAME
        if self._pending is None:
            return out
        out += QUESTION_ANSWERS
        if self._pending.kind == "card":
            out += card_answers(hand)
        return out

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

    @property
    def open_question(self) -> str | None:
        """The kind of question the game waits on an answer to (choice: a numbered reading;
        card: which hand card; undo: a yes from the placer), or None."""
        return None if self._pending is None else self._pending.kind

    def drop_question(self) -> None:
        """Forget an open question (a command from the screen is never an answer to it)."""
        self._pending = None

    # --------------------------------------------------------------- input

    def handle(self, said: Heard | str) -> Reply:
        """Answer one utterance, or one typed line (heard in full, with full confidence).

        What was heard faintly or only in part is asked back instead of acted on
        (:func:`voice_game.intent.understand`).
        """
        heard = Heard.typed(said) if isinstance(said, str) else said
        reply = self._handle(heard)
        if reply.lines and reply.understood and not self._repeating:
            self._last_lines = reply.lines
        self._repeating = False
        return reply

    def moment(self) -> Moment:
        """The moment an utterance would be heard in now, for :func:`.decider.decide`."""
        game = self.game
        pending = self._pending
        kind: MomentKind = "turn"
        if game.phase is Phase.OVER:
            kind = "over"
        elif pending is not None:
            kind = "question"
        elif game.phase is Phase.FINAL:
            kind = "final"
        return Moment(self.context(), kind, pending, rematch=self._rematch is not None)

    def _handle(self, heard: Heard) -> Reply:
        decision = decide(heard, self.moment())
        return self._apply(decision)

    def _apply(self, decision: Decision) -> Reply:
        """Do what :func:`.decider.decide` decided."""
        pending = self._pending
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
        self._pending = None
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
                return self._do_choice(decision.choice)
            case "decline":
                if pending is not None and pending.kind == "undo":
                    return Reply(["All right, it stays."] + self.prompt())
                return Reply(["All right. Say it again, please."] + self._example_line())
            case "where":
                question = f"Where does card {decision.card + 1} go?"
                self._pending = Question("where", question, card=decision.card)
                return Reply([question])
            case "rematch":
                assert self._rematch is not None
                self.game, self._record = self._rematch(self.game)
                self.computers = computer_players(self.game.setup)
                return Reply(self.opening())
            case "goodbye":
                return Reply(["Thank you for playing. Goodbye!"], done=True)
            case "prompt":
                return Reply(self.prompt())
        assert reading is not None
        if decision.kind == "ask" and decision.request is not None:
            question = request_question(decision.request)
            self._pending = Question("request", question, request=decision.request)
            return Reply([question])
        if decision.kind in ("act", "refused"):
            return self._do(reading)
        if decision.kind == "ask":
            return self._ask(reading)
        return self._not_understood(reading)

    def _ask(self, reading: Reading) -> Reply:
        """A read-back: one short yes/no question ("Telephone before moon landing?"), a
        choice of two ("Telephone at the start, or telephone at the end?"), or which card
        goes where when only that is open. Never a numbered menu."""
        choices = reading.alternatives or (
            (Choice(reading.action, reading.confidence, reading.explain),)
            if not isinstance(reading.action, NoAction)
            else ()
        )
        if not choices:
            return self._not_understood(reading)
        which = self._which_card_question(choices) if isinstance(reading.action, NoAction) else None
        if which is not None:
            self._pending = Question("card", which, tuple(choices))
            return Reply([which])
        offered = tuple(choices[:2])
        question = read_back(offered)
        self._pending = Question("confirm", question, offered)
        # "Repeat?" is not what a yes repeats: that stays the last thing said before it
        self._repeating = any(c.action == Command("repeat") for c in offered)
        return Reply([question])

    def _which_card_question(self, choices: Sequence[Choice]) -> str | None:
        """'Which card goes at the end?', when only that is open."""
        places = [c.action for c in choices]
        if len(places) < 2 or not all(isinstance(p, Place) for p in places):
            return None
        slots = {p.slot for p in places if isinstance(p, Place)}
        if len(slots) != 1:
            return None
        where = short_position(self.game.chain, slots.pop())
        if self.verbosity is not Verbosity.FULL:
            return f"Which card goes {where}?"
        hand = self.game.hand(self.game.current_player)
        named = [f"card {i} {short_name(card)}" for i, card in enumerate(hand[:3], start=1)]
        rest = f" Say my cards to hear all {len(hand)}." if len(hand) > 3 else ""
        return (
            f"Which card goes {where}? Say its number or its name, "
            f"like {', or '.join(named)}.{rest}"
        )

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
            case Place() | Move() | Doubt():
                hand = game.hand(game.current_player)
                outside = isinstance(action, Place) and not 0 <= action.card < len(hand)
                number = action.card + 1 if isinstance(action, Place) and outside else None
                return self._act(to_engine(action, hand), hand_number=number)
            case Command(kind=kind):
                return self._command(kind)
            case NoAction():
                return self._not_understood(reading)
        return self._not_understood(reading)  # pragma: no cover

    def _act(self, action: engine.Action, hand_number: int | None = None) -> Reply:
        try:
            events = self.game.apply(action)
        except engine.IllegalActionError as error:
            news = self._save()
            sentence = refusal_sentence(error.refusal, action, self.game, hand_number)
            return Reply([sentence, *self._example_line(), *news], understood=False)
        news = self._save()
        lines = self._render(events) + news
        if self.game.phase is Phase.OVER:
            lines.append(self._again_question() if self._rematch else "Thank you for playing.")
            return Reply(lines, events=events, done=self._rematch is None)
        return Reply(lines, events=events)

    def _save(self) -> list[str]:
        """Save the game; what the table must hear about it: the first move that could not be
        saved (said once, not after every move), and the first saved again."""
        problem = self._record(self.game)
        if problem is not None and self.saved:
            self.saved = False
            return [
                f"{problem} Moves are not being saved until this is mended; a resumed game "
                "would go on from the last saved move."
            ]
        if problem is None and not self.saved:
            self.saved = True
            return ["The game is saved again."]
        return []

    def farewell(self) -> str:
        """The last words when the players leave mid-game: how to go on, and whether the
        game is really saved."""
        if self.saved:
            return "The game is saved. Goodbye! To go on later, run: " + self._quit_command
        return (
            "The last moves could not be saved. Goodbye! To go on from the last saved move, "
            "run: " + self._quit_command
        )

    # --------------------------------------------------------------- the host's requests

    def _request(self, request: Request) -> Reply:
        game = self.game
        level = self.verbosity
        match request.kind:
            case "more_help":
                return Reply(self.more_help_lines())
            case "more" | "less":
                self.verbosity = level.more() if request.kind == "more" else level.less()
                if self.verbosity is level:
                    edge = "the most" if request.kind == "more" else "the least"
                    return Reply([f"This is already {edge} detail, {level.value}."])
                return Reply([f"{self.verbosity.value.capitalize()} detail from now on."])
            case "rules":
                return Reply(rules_sentences(game))
            case "hand_card":
                hand = game.hand(game.current_player)
                if not 0 <= request.index < len(hand):
                    return Reply(
                        [f"You have no card {request.index + 1}; you hold {len(hand)}."],
                        understood=False,
                    )
                card = hand[request.index]
                return Reply([f"Card {request.index + 1}, {short_name(card)}, {card.event}."])
            case "card":
                assert request.card is not None
                return Reply([f"{capital(short_name(request.card))}, {request.card.event}."])
            case "around":
                return self._around(request.index)
        return Reply(["Sorry, I cannot do that now."], understood=False)  # pragma: no cover

    def _around(self, index: int) -> Reply:
        chain = self.game.chain
        if index < 0:
            return Reply(
                ["Which card of the chain? Say around and its name, like around the first."],
                understood=False,
            )
        low, high = max(0, index - AROUND), min(len(chain), index + AROUND + 1)
        part = [f"{i} {short_name(chain[i - 1])}" for i in range(low + 1, high + 1)]
        return Reply([f"Cards {low + 1} to {high} of {len(chain)} are {join_names(part)}."])

    def _undo_target(self) -> str:
        """What an undo would take back, in short names ('the telephone')."""
        skipped = 0
        for event in reversed(self.game.events):
            if isinstance(event, Undone):
                skipped += 1
            elif isinstance(event, Placed | Moved | StartOrdered):
                if skipped:
                    skipped -= 1
                    continue
                if isinstance(event, StartOrdered):
                    return "the order of the start cards"
                where = short_position([c for c in event.chain if c != event.card], event.slot)
                return f"{short_name(event.card)} {where}"
        return "the last move"

    def _undo(self) -> Reply:
        game = self.game
        owner = game.undo_player or game.current_player
        what = self._undo_target()
        reply = self._act(engine.Undo())
        if not reply.understood:
            return reply
        lines = [line for line in reply.lines if not line.startswith("Undone:")]
        reply.lines = [f"{owner} takes back {what}.", *lines]
        return reply

    def _render(self, events: Sequence[Event]) -> list[str]:
        """Sentences for ``events``; a computer player's turn is only announced; in practice
        mode a wrong chain is followed by how far off its misplaced cards were."""
        lines: list[str] = []
        batch: list[Event] = []
        for event in events:
            if isinstance(event, TurnStarted) and event.player in self.computers:
                lines += render(batch, self._hands(), self.verbosity)
                batch = []
                lines.append(f"{event.player}'s turn.")
            else:
                batch.append(event)
            if self.practice and isinstance(event, Revealed) and not event.correct:
                lines += render(batch, self._hands(), self.verbosity)
                batch = []
                lines += practice_lines(event.chain)
        return lines + render(batch, self._hands(), self.verbosity)

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
        if self.verbosity is not Verbosity.FULL:
            # at brief and normal detail the computer's own words say the move: once
            reply = replace(reply, lines=self._without_echo(player.name, reply))
        return ComputerTurn(player.name, speech, reply)

    def _without_echo(self, player: str, reply: Reply) -> list[str]:
        """The reply's lines without the game's own sentence for the placement or correction
        ``player`` has just announced in its own words ("Ada puts X before Y")."""
        echoes = {
            line
            for event in reply.events
            if isinstance(event, Placed | Moved) and event.player == player
            for line in render_event(event, None, self.verbosity)[:1]
        }
        return [line for line in reply.lines if line not in echoes]

    def _command(self, kind: str) -> Reply:
        game = self.game
        match kind:
            case "repeat":
                self._repeating = True
                return Reply(list(self._last_lines) or self.prompt())
            case "chain":
                return Reply(chain_sentences(game.chain, self.verbosity))
            case "hand":
                player = game.current_player
                return Reply(hand_sentences(player, game.hand(player), self.verbosity))
            case "turn":
                return Reply([f"{game.current_player}, your turn."])
            case "counts":
                lines = [counts_sentence(game.hand_counts(), game.pile_count, self.verbosity)]
                if self.verbosity is not Verbosity.FULL:
                    lines.insert(0, f"The chain has {len(game.chain)} cards.")
                return Reply(lines)
            case "help":
                return Reply(self.help_lines())
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

    def _ask_undo(self) -> Reply:
        """Undo at once for the player who placed; anyone else needs a yes from them."""
        game = self.game
        owner = game.undo_player
        if owner is None or owner == game.current_player:
            return self._undo()
        if owner in self.computers:
            return Reply([f"{owner} has moved since; only your own move can be taken back."])
        question = f"{owner}, take back {self._undo_target()}? {owner}, say yes or no."
        self._pending = Question("undo", question)
        return Reply([question])
