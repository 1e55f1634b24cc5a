"""Starting a game from the play options: new (asking for what is missing) or resumed,
with the recorder that saves it and logs its events after every action."""

from __future__ import annotations

import contextlib
import dataclasses
import random
from collections.abc import Callable
from pathlib import Path

from voice_game.computer import DEFAULT_LEVEL, parse_level
from voice_game.config import load_settings
from voice_game.dialogue.save_state import SaveState
from voice_game.dialogue.setup import Ask, choose, hand_size_options
from voice_game.dialogue.verbosity import Verbosity, parse_verbosity
from voice_game.engine.game import Game, Setup
from voice_game.storage import (
    EventLog,
    SaveError,
    check_game_files,
    default_save_path,
    load_game,
    new_game_id,
    remove_orphaned_temporaries,
    replay_saved,
    save_game,
)

from .options import PlayOptions


class Recorder:
    """Saves the game and appends new events to the log after every action."""

    def __init__(self, save_path: Path, game_id: str, decks: tuple[str, ...], log: EventLog | None):
        self.save_path = save_path
        self.game_id = game_id
        self.decks = decks
        self.log = log
        self.detail: Callable[[], str | None] = lambda: None
        """The level of detail in play, saved with the game (:func:`follow_detail`)."""
        self.resumed_detail: str | None = None
        """The level of detail the resumed save was left at."""
        self.last: Game | None = None
        """The game this recorder last saved."""

    def __call__(self, game: Game) -> str | None:
        """Save; a sentence for the table when the save or the log could not be written."""
        problem = self._write(game)
        return None if problem is None else f"Warning: {problem}"

    def first_save(self, game: Game) -> None:
        """Save at the start; :class:`SaveError` if the files cannot be written at all."""
        problem = self._write(game)
        if problem is not None:
            raise SaveError(f"{problem[0].upper()}{problem[1:]} Choose another file with --save.")

    def _write(self, game: Game) -> str | None:
        target = self.save_path
        self.last = game
        try:
            save_game(self.save_path, self.game_id, game, self.decks, self.detail())
            if self.log is not None:
                target = self.log.path
                self.log.sync(game.events)
        except (OSError, SaveError) as error:
            reason = getattr(error, "strerror", None) or str(error)
            if SaveState.started:
                SaveState.current = False
            return f"the game could not be saved to {target}: {reason}."
        SaveState.started = True
        SaveState.current = True
        return None


def prepare_game(
    options: PlayOptions, ask: Ask, say: Callable[[str], None]
) -> tuple[Game, Recorder, bool]:
    """A new or resumed game and its recorder, from the options (asking for what is missing)."""
    save_path: Path = options.save or default_save_path()
    check_game_files(save_path, options.events)
    remove_orphaned_temporaries(save_path)
    if options.resume:
        saved = load_game(save_path)
        game = replay_saved(save_path, saved)
        log = EventLog(options.events, saved.game_id) if options.events else None
        recorder = Recorder(save_path, saved.game_id, tuple(saved.decks), log)
        recorder.resumed_detail = saved.verbosity
        recorder.detail = lambda: saved.verbosity
        recorder.first_save(game)
        return game, recorder, True
    choice = choose(
        ask,
        say,
        players=options.players,
        rules=options.rules,
        decks=options.deck,
        first=options.first,
        hand_sizes=hand_size_options(options.hand_size),
        computers=options.computer,
        level=parse_level(options.level or DEFAULT_LEVEL.value),
    )
    seed = options.seed
    if seed is None:
        seed = random.SystemRandom().randrange(1_000_000)
    game = Game(
        Setup(
            choice.players,
            choice.rules,
            choice.cards,
            seed,
            choice.first_player,
            computers=choice.computers,
            teams=choice.teams,
        )
    )
    game_id = new_game_id()
    log = EventLog(options.events, game_id) if options.events else None
    recorder = Recorder(save_path, game_id, choice.decks, log)
    recorder.first_save(game)
    return game, recorder, False


def rematch(options: PlayOptions, old: Game, decks: tuple[str, ...]) -> tuple[Game, Recorder]:
    """Another game with the same table (players, teams, computer seats, rules with their hand
    sizes, cards and first player) and a new deal, saved under a new id."""
    seed = random.SystemRandom().randrange(1_000_000)
    game = Game(dataclasses.replace(old.setup, seed=seed))
    game_id = new_game_id()
    log = EventLog(options.events, game_id) if options.events else None
    recorder = Recorder(options.save or default_save_path(), game_id, decks, log)
    recorder(game)
    return game, recorder


def verbosity(options: PlayOptions, voice: bool, recorder: Recorder | None = None) -> Verbosity:
    """The level from the option, else the one a resumed game was left at ("less detail"
    in play is kept), else the config file, else brief by voice, normal by keys."""
    if options.verbosity:
        return parse_verbosity(options.verbosity)
    if recorder is not None and recorder.resumed_detail:
        with contextlib.suppress(ValueError):
            return parse_verbosity(recorder.resumed_detail)
    configured = load_settings(options.config).verbosity
    if configured:
        return parse_verbosity(configured)
    return Verbosity.BRIEF if voice else Verbosity.NORMAL


def follow_detail(recorder: Recorder, level: Callable[[], Verbosity]) -> None:
    """Save the level of detail in play (``level``, read at each save) with the game."""
    recorder.detail = lambda: level().value


def keep_detail(recorder: Recorder, game: Game) -> None:
    """Save ``game`` once more as the table leaves, so a level of detail chosen after the
    last move is kept too (not after another game began: its own recorder saves that)."""
    if recorder.last is game:
        recorder(game)


def pace(options: PlayOptions) -> float:
    """Seconds of pause before a computer player's move (none with --fast)."""
    return 0.0 if options.fast else max(0.0, min(10.0, options.pause))
