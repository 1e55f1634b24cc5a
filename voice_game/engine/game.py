"""The game aggregate: one table of Anno Domini, driven by actions, emitting events.

Pure and deterministic: the same set-up and actions always give the same events.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from contextlib import suppress
from dataclasses import dataclass, field

from .actions import (
    Accept,
    Action,
    Doubt,
    IllegalActionError,
    Move,
    OrderStart,
    Place,
    Refusal,
    Undo,
)
from .cards import Card, CardFace
from .events import (
    ChainPutAside,
    Dealt,
    DirectionReversed,
    Doubted,
    DrawPurpose,
    Event,
    GameStarted,
    LastCardPlaced,
    Moved,
    Overtime,
    Penalty,
    PenaltyReason,
    Phase,
    PileEmpty,
    Placed,
    Refused,
    Reshuffled,
    Revealed,
    RevealedCard,
    RoundStarted,
    StartOrdered,
    TurnStarted,
    Undoable,
    Undone,
    WinBy,
    Won,
)
from .judge import judge_chain
from .rules import NextRoundFirst, Rules

MIN_PLAYERS = 2
MAX_PLAYERS = 10


class SetupError(ValueError):
    """The game cannot start as asked (players, cards)."""


@dataclass(frozen=True)
class Setup:
    """Everything that fixes a game before the first action."""

    players: tuple[str, ...]
    rules: Rules
    cards: tuple[Card, ...]
    seed: int
    first_player: int = 0
    computers: tuple[tuple[str, str], ...] = ()
    """Seats the computer plays, as (name, level); the engine treats them like people."""
    teams: tuple[tuple[str, ...], ...] = ()
    """The people at each seat, in seating order, when some seats are teams; empty when
    every seat is one person (the seat's name)."""

    def members(self, seat: int) -> tuple[str, ...]:
        """The people playing at ``seat``."""
        return self.teams[seat] if self.teams else (self.players[seat],)

    @property
    def people(self) -> int:
        """How many people sit at the table (a team counts each of its members)."""
        return sum(len(self.members(seat)) for seat in range(len(self.players)))


@dataclass
class _State:
    hands: list[list[Card]]
    pile: list[Card]
    aside: list[Card]
    chain: list[Card]
    current: int
    direction: int = 1
    reversed_once: bool = False
    phase: Phase = Phase.PLACE
    last_placer: int | None = None
    round: int = 0
    corrected_this_turn: bool = False
    rng_state: object = None
    undo_actor: int | None = None
    undo_stack: list[_State] = field(default_factory=list)
    undo_action: Undoable | None = None
    """On an undo snapshot: what the action it takes back did (place, move, order-start)."""
    undo_card: CardFace | None = None

    def copy(self) -> _State:
        return _State(
            hands=[list(hand) for hand in self.hands],
            pile=list(self.pile),
            aside=list(self.aside),
            chain=list(self.chain),
            current=self.current,
            direction=self.direction,
            reversed_once=self.reversed_once,
            phase=self.phase,
            last_placer=self.last_placer,
            round=self.round,
            corrected_this_turn=self.corrected_this_turn,
            rng_state=self.rng_state,
            undo_actor=None,
            undo_stack=[],
        )


def hand_sizes(setup: Setup) -> tuple[int, ...]:
    """Cards dealt to each seat: the rules' size for this many people at the table, or the
    size the group chose for a named player (the smallest, when a team has several).

    Raises :class:`SetupError` when a named player is not at the table.
    """
    rules = setup.rules
    base = rules.hand_size_for(setup.people)
    chosen = {name.strip().casefold(): size for name, size in rules.player_hand_sizes}
    seat_of: dict[str, int] = {}
    for seat, name in enumerate(setup.players):
        for person in {name, *setup.members(seat)}:
            seat_of[person.strip().casefold()] = seat
    unknown = [name for name, _ in rules.player_hand_sizes if name.casefold() not in seat_of]
    if unknown:
        raise SetupError(f"A hand size is given for {unknown[0]}, who is not at the table.")
    sizes = [base] * len(setup.players)
    for seat in range(len(setup.players)):
        own = [
            chosen[person.strip().casefold()]
            for person in {setup.players[seat], *setup.members(seat)}
            if person.strip().casefold() in chosen
        ]
        if own:
            sizes[seat] = min(own)
    return tuple(sizes)


class Game:
    """One game from deal to winner. Call :meth:`apply` with each player's action."""

    def __init__(self, setup: Setup) -> None:
        players = setup.players
        if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
            raise SetupError(f"Anno Domini needs 2 to 10 players, not {len(players)}.")
        if len(players) > setup.rules.max_seats:
            raise SetupError(
                f"With more than {setup.rules.max_seats} players these rules play in teams: "
                "join names into teams, for example 'Ann and Ben'."
            )
        cleaned = [name.strip() for name in players]
        if any(not name for name in cleaned):
            raise SetupError("Every player needs a name.")
        if len({name.casefold() for name in cleaned}) != len(cleaned):
            raise SetupError("Two players have the same name; give everyone a different name.")
        unknown = {name for name, _level in setup.computers} - set(cleaned)
        if unknown:
            missing = ", ".join(sorted(unknown))
            raise SetupError(f"A computer player is not at the table: {missing}.")
        if not 0 <= setup.first_player < len(players):
            raise SetupError("The first player must be one of the players.")
        if setup.teams and (
            len(setup.teams) != len(players) or any(not team for team in setup.teams)
        ):
            raise SetupError("Every seat needs its players.")
        people = [name.strip().casefold() for team in setup.teams for name in team]
        if len(set(people)) != len(people):
            raise SetupError("Two players have the same name; give everyone a different name.")
        ids = [card.id for card in setup.cards]
        if len(set(ids)) != len(ids):
            raise SetupError("The same card is in the deck twice.")
        sizes = hand_sizes(setup)
        needed = sum(sizes) + 1
        if len(setup.cards) < needed:
            raise SetupError(
                f"{len(players)} players with {max(sizes)} cards each need at least {needed} "
                f"cards, but the decks hold {len(setup.cards)}."
                if len(set(sizes)) == 1
                else f"Dealing {sum(sizes)} cards needs at least {needed} cards, "
                f"but the decks hold {len(setup.cards)}."
            )
        self.setup = setup
        self.players: tuple[str, ...] = tuple(cleaned)
        self.rules = setup.rules
        self.events: list[Event] = []
        self.history: list[Action] = []
        rng = random.Random(setup.seed)
        deck = sorted(setup.cards, key=lambda card: card.id)
        rng.shuffle(deck)
        self._rng = rng
        self._s = _State(
            hands=[[] for _ in players],
            pile=deck,
            aside=[],
            chain=[],
            current=setup.first_player,
        )
        self._winner: int | None = None
        self._start(sizes)

    # ----------------------------------------------------------------- public view

    @property
    def phase(self) -> Phase:
        """What the current player may do."""
        return self._s.phase

    @property
    def current_player(self) -> str:
        """The name of the player whose turn it is."""
        return self.players[self._s.current]

    @property
    def current_index(self) -> int:
        """The seat of the player whose turn it is."""
        return self._s.current

    @property
    def chain(self) -> tuple[CardFace, ...]:
        """The chain as everyone sees it, earliest first."""
        return tuple(card.face for card in self._s.chain)

    def hand(self, player: str | int) -> tuple[CardFace, ...]:
        """A player's hand (faces only; hands lie face up)."""
        return tuple(card.face for card in self._s.hands[self._seat(player)])

    def hand_counts(self) -> dict[str, int]:
        """How many cards each player holds, in seating order."""
        return {name: len(hand) for name, hand in zip(self.players, self._s.hands, strict=True)}

    @property
    def pile_count(self) -> int:
        """Cards left in the draw pile."""
        return len(self._s.pile)

    @property
    def round(self) -> int:
        """The round number, from 1."""
        return self._s.round

    @property
    def direction(self) -> int:
        """+1 in seating order, -1 after the reversal."""
        return self._s.direction

    @property
    def last_placer(self) -> str | None:
        """Who placed the last card this round (who a doubt accuses)."""
        placer = self._s.last_placer
        return None if placer is None else self.players[placer]

    @property
    def winner(self) -> str | None:
        """The winner, once the game is over."""
        return None if self._winner is None else self.players[self._winner]

    @property
    def can_doubt(self) -> bool:
        """True when a doubt is allowed now."""
        s = self._s
        if s.phase is Phase.FINAL:
            return True
        return (
            s.phase is Phase.PLACE
            and s.last_placer is not None
            and s.last_placer != s.current
            and not s.corrected_this_turn
        )

    @property
    def can_move(self) -> bool:
        """True when the current player may correct the chain before placing."""
        return self.rules.may_correct and self._s.phase is Phase.PLACE and len(self._s.chain) > 1

    @property
    def can_undo(self) -> bool:
        """True when the last placement or correction can still be taken back."""
        return bool(self._s.undo_stack)

    @property
    def undo_player(self) -> str | None:
        """Whose placement an undo would take back."""
        actor = self._s.undo_actor
        return None if actor is None or not self._s.undo_stack else self.players[actor]

    @property
    def undo_placed(self) -> CardFace | None:
        """The card an undo would take back into its placer's hand, if it undoes a place."""
        stack = self._s.undo_stack
        if not stack or stack[-1].undo_action is not Undoable.PLACE:
            return None
        return stack[-1].undo_card

    def next_seat(self, seat: int) -> int:
        """The seat after ``seat`` in the current direction of play."""
        return (seat + self._s.direction) % len(self.players)

    # ----------------------------------------------------------------- actions

    def apply(self, action: Action) -> list[Event]:
        """Carry out ``action`` for the current player; return the new events.

        Raises :class:`IllegalActionError` when it is not allowed now: the table is unchanged,
        but a :class:`Refused` event (the player, the action, the coded reason) is logged and
        the action is kept in :attr:`history`, so a replay gives the same events.
        """
        start = len(self.events)
        player = self.current_player
        try:
            self._dispatch(action)
        except IllegalActionError as error:
            self.history.append(action)
            self.events.append(Refused(player, action, error.refusal))
            raise
        self.history.append(action)
        return self.events[start:]

    def _dispatch(self, action: Action) -> None:
        match action:
            case Undo():
                self._undo()
            case Place(card_id, slot):
                self._place(card_id, slot)
            case Move(index, slot):
                self._move(index, slot)
            case Doubt():
                self._doubt()
            case Accept():
                self._accept()
            case OrderStart(swap):
                self._order_start(swap)
            case _:
                raise IllegalActionError(Refusal.UNKNOWN_ACTION, repr(action))

    def _require(self, allowed: bool, refusal: Refusal, detail: str = "") -> None:
        if not allowed:
            raise IllegalActionError(refusal, detail)

    def _over_check(self) -> None:
        self._require(self._s.phase is not Phase.OVER, Refusal.GAME_OVER, f"{self.winner} won")

    def _remember_for_undo(self, what: Undoable, card: CardFace | None = None) -> None:
        s = self._s
        snapshot = s.copy()
        snapshot.rng_state = self._rng.getstate()
        snapshot.undo_action = what
        snapshot.undo_card = card
        if s.undo_actor != s.current:
            s.undo_stack = []
        s.undo_stack.append(snapshot)
        s.undo_actor = s.current

    def _forget_undo(self) -> None:
        self._s.undo_stack = []
        self._s.undo_actor = None

    def _undo(self) -> None:
        s = self._s
        self._require(bool(s.undo_stack), Refusal.NOTHING_TO_UNDO)
        actor = s.undo_actor
        assert actor is not None
        stack = s.undo_stack
        snapshot = stack.pop()
        what = "the last move"
        restored = snapshot.copy()
        restored.undo_stack = stack
        restored.undo_actor = actor if stack else None
        if snapshot.rng_state is not None:
            self._rng.setstate(snapshot.rng_state)  # type: ignore[arg-type]
        self._s = restored
        assert snapshot.undo_action is not None
        self.events.append(
            Undone(self.players[actor], what, self.chain, snapshot.undo_action, snapshot.undo_card)
        )
        self._announce_turn()

    def _place(self, card_id: str, slot: int) -> None:
        self._over_check()
        s = self._s
        self._require(s.phase is not Phase.ORDER_START, Refusal.START_NOT_ORDERED)
        self._require(s.phase is not Phase.FINAL, Refusal.LAST_CARD_PENDING)
        hand = s.hands[s.current]
        matches = [card for card in hand if card.id == card_id]
        self._require(bool(matches), Refusal.NOT_IN_HAND, card_id)
        self._require(0 <= slot <= len(s.chain), Refusal.NO_SUCH_PLACE, str(slot))
        card = matches[0]
        self._remember_for_undo(Undoable.PLACE, card.face)
        hand.remove(card)
        s.chain.insert(slot, card)
        placer = s.current
        s.last_placer = placer
        s.corrected_this_turn = False
        self.events.append(Placed(self.players[placer], card.face, slot, self.chain, len(hand)))
        if self.rules.reversal and not s.reversed_once and len(hand) == 2:
            s.reversed_once = True
            s.direction = -s.direction
            self.events.append(DirectionReversed(self.players[placer]))
        s.current = self.next_seat(placer)
        if not hand:
            s.phase = Phase.FINAL
            self.events.append(LastCardPlaced(self.players[placer], self.current_player))
        else:
            s.phase = Phase.PLACE
        self._announce_turn()

    def _move(self, index: int, slot: int) -> None:
        self._over_check()
        s = self._s
        self._require(self.rules.may_correct, Refusal.CORRECTING_NOT_ALLOWED, self.rules.name)
        self._require(s.phase is Phase.PLACE, Refusal.CANNOT_CORRECT_NOW)
        self._require(len(s.chain) > 1, Refusal.CHAIN_TOO_SHORT)
        self._require(0 <= index < len(s.chain), Refusal.NO_SUCH_CHAIN_CARD, str(index))
        self._require(0 <= slot < len(s.chain), Refusal.NO_SUCH_PLACE, str(slot))
        self._require(slot != index, Refusal.ALREADY_THERE)
        self._remember_for_undo(Undoable.MOVE, s.chain[index].face)
        card = s.chain.pop(index)
        s.chain.insert(slot, card)
        s.corrected_this_turn = True
        self.events.append(Moved(self.current_player, card.face, slot, self.chain))

    def _order_start(self, swap: bool) -> None:
        self._over_check()
        s = self._s
        self._require(s.phase is Phase.ORDER_START, Refusal.NO_START_CARDS)
        self._remember_for_undo(Undoable.ORDER_START)
        if swap:
            s.chain.reverse()
        s.phase = Phase.PLACE
        self.events.append(StartOrdered(self.current_player, swap, self.chain))
        self._announce_turn()

    def _doubt(self) -> None:
        self._over_check()
        s = self._s
        if s.phase is not Phase.FINAL:
            self._require(s.phase is Phase.PLACE, Refusal.START_NOT_ORDERED)
            self._require(s.last_placer is not None, Refusal.NOTHING_PLACED)
            self._require(s.last_placer != s.current, Refusal.OWN_CARD)
            self._require(not s.corrected_this_turn, Refusal.CORRECTED_THIS_TURN)
        doubter = s.current
        accused = s.last_placer
        assert accused is not None
        final = s.phase is Phase.FINAL
        self._forget_undo()
        self.events.append(Doubted(self.players[doubter], self.players[accused]))
        verdict = judge_chain([card.span for card in s.chain])
        self.events.append(
            Revealed(
                tuple(RevealedCard(card.face, card.span) for card in s.chain),
                verdict.correct,
                verdict.conflict,
            )
        )
        if final and verdict.correct:
            self._win(accused, WinBy.CORRECT_REVEAL)
            return
        self._put_chain_aside()
        if final:
            self._draw_penalty(accused, self.rules.overtime_penalty, PenaltyReason.OVERTIME)
            self.events.append(Overtime(self.players[accused]))
            first = doubter
        elif verdict.correct:
            self._draw_penalty(doubter, self.rules.wrong_doubt_penalty, PenaltyReason.WRONG_DOUBT)
            first = doubter
            if self.rules.next_round_first is NextRoundFirst.DOUBTER_IF_RIGHT:
                first = self.next_seat(doubter)
        else:
            self._draw_penalty(accused, self.rules.right_doubt_penalty, PenaltyReason.WRONG_CHAIN)
            first = doubter
        self._start_round(first)

    def _accept(self) -> None:
        self._over_check()
        s = self._s
        self._require(s.phase is Phase.FINAL, Refusal.NO_LAST_CARD)
        assert s.last_placer is not None
        self._forget_undo()
        self._win(s.last_placer, WinBy.ACCEPTED)

    # ----------------------------------------------------------------- flow

    def _seat(self, player: str | int) -> int:
        if isinstance(player, int):
            if not 0 <= player < len(self.players):
                raise IllegalActionError(Refusal.NO_SUCH_PLAYER, str(player))
            return player
        for seat, name in enumerate(self.players):
            if name.casefold() == player.strip().casefold():
                return seat
        raise IllegalActionError(Refusal.NO_SUCH_PLAYER, player)

    def _start(self, sizes: tuple[int, ...]) -> None:
        setup = self.setup
        decks = tuple(dict.fromkeys(card.deck for card in setup.cards if card.deck))
        seats = tuple(setup.members(seat) for seat in range(len(self.players)))
        self.events.append(
            GameStarted(
                self.rules.name,
                self.players,
                setup.seed,
                self.rules.hand_size_for(setup.people),
                self.players[setup.first_player],
                self.rules.first_player,
                decks,
                len(setup.cards),
                tuple(person for team in seats for person in team),
                seats,
                sizes,
            )
        )
        levels = dict(self.setup.computers)
        for seat, name in enumerate(self.players):
            dealt = self._draw(sizes[seat], DrawPurpose.DEAL)
            self._s.hands[seat].extend(dealt)
            faces = tuple(card.face for card in dealt)
            self.events.append(Dealt(name, faces, name in levels, levels.get(name)))
        self._start_round(self.setup.first_player)

    def _start_round(self, first: int) -> None:
        s = self._s
        s.round += 1
        s.current = first
        s.last_placer = None
        s.corrected_this_turn = False
        special = len(s.hands[first]) == 1
        start_cards = self._draw(2 if special else 1, DrawPurpose.START_CARD)
        s.chain = list(start_cards)
        s.phase = Phase.ORDER_START if len(s.chain) == 2 else Phase.PLACE
        self.events.append(
            RoundStarted(s.round, self.players[first], tuple(card.face for card in start_cards))
        )
        self._announce_turn()

    def _announce_turn(self) -> None:
        s = self._s
        if s.phase is Phase.OVER:
            return
        self.events.append(
            TurnStarted(self.current_player, s.phase, self.chain, len(s.hands[s.current]))
        )

    def _put_chain_aside(self) -> None:
        s = self._s
        self.events.append(ChainPutAside(len(s.chain)))
        s.aside.extend(s.chain)
        s.chain = []

    def _draw(self, count: int, purpose: DrawPurpose) -> list[Card]:
        s = self._s
        drawn: list[Card] = []
        while len(drawn) < count:
            if not s.pile:
                if not s.aside:
                    self.events.append(PileEmpty(count - len(drawn), purpose))
                    break
                mixed = s.aside
                s.aside = []
                self._rng.shuffle(mixed)
                s.pile = mixed
                self.events.append(Reshuffled(len(mixed)))
            drawn.append(s.pile.pop(0))
        return drawn

    def _draw_penalty(self, seat: int, count: int, reason: PenaltyReason) -> None:
        cards = self._draw(count, DrawPurpose.PENALTY)
        self._s.hands[seat].extend(cards)
        self.events.append(
            Penalty(self.players[seat], count, tuple(card.face for card in cards), reason)
        )

    def _win(self, seat: int, by: WinBy) -> None:
        self._winner = seat
        self._s.phase = Phase.OVER
        self.events.append(Won(self.players[seat], by))


def replay(setup: Setup, actions: Sequence[Action]) -> Game:
    """A game rebuilt from its set-up and the actions taken so far."""
    game = Game(setup)
    for action in actions:
        with suppress(IllegalActionError):  # a refused action is logged again, changes nothing
            game.apply(action)
    return game
