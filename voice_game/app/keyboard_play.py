"""The keyboard game: the same session as by voice, read from and written to text streams
(a terminal with a screen reader, or a pipe)."""

from __future__ import annotations

from dataclasses import replace
from typing import TextIO

from voice_game.dialogue.resume import resume_command
from voice_game.dialogue.saved_game import settle_saved_game
from voice_game.dialogue.session import Session
from voice_game.dialogue.setup_answers import SetupAbandoned, SetupLeft
from voice_game.dialogue.text_mode import read_lines, run_text, usable_streams, write_lines
from voice_game.heard import Heard
from voice_game.storage import check_game_files, default_save_path

from .options import PlayOptions
from .save_lock import hold_save
from .start import follow_detail, keep_detail, pace, prepare_game, rematch, verbosity


def play_text(options: PlayOptions, source: TextIO | None, out: TextIO | None) -> int:
    """The keyboard game on ``source`` and ``out`` (either may be None: closed), holding its
    save for the whole game."""
    check_game_files(options.save or default_save_path(), options.events)
    with hold_save(options.save or default_save_path()):
        return _play_text(options, *usable_streams(source, out))


def _play_text(options: PlayOptions, source: TextIO | None, out: TextIO) -> int:
    lines = read_lines(source)

    def ask(question: str) -> Heard | None:
        write_lines([question], out)
        line = next(lines, None)
        return None if line is None else Heard.typed(line.strip())

    def say(text: str) -> None:
        write_lines([text], out)

    try:
        if not options.resume:
            resume = settle_saved_game(options.save or default_save_path(), options.new, ask, say)
            options = replace(options, resume=resume)
        game, recorder, resumed = prepare_game(options, ask, say)
    except SetupAbandoned:
        write_lines(["Input ended before the game was set up. Nothing was saved."], out)
        return 1
    except SetupLeft as left:
        write_lines([left.farewell], out)
        return 0
    session = Session(
        game,
        recorder,
        verbosity=verbosity(options, voice=False, recorder=recorder),
        rematch=lambda old: rematch(options, old, recorder.decks),
        quit_command=resume_command(text=True, save=options.save),
        practice=options.practice,
    )
    follow_detail(recorder, lambda: session.verbosity)
    from .screen_start import open_screen

    screen = open_screen(options.screen, options.config, session, say)
    try:
        if screen is None:
            return run_text(session, source, out, resumed=resumed, pause=pace(options))
        write_lines(screen.announcement(qr=out.isatty()), out)
        return run_text(session, source, out, resumed=resumed, pause=pace(options), screen=screen)
    finally:
        keep_detail(recorder, session.game)
        if screen is not None:
            screen.close(session)
