"""``voice-game play`` by voice: open the speaker, settle the saved game, ask the set-up
by voice for what the options did not give, then play the voice turn loop
(:func:`~voice_game.dialogue.voice_loop.play_by_voice`) with the companion page if asked."""

from __future__ import annotations

import sys
from dataclasses import replace

from voice_game.dialogue.resume import resume_command
from voice_game.dialogue.saved_game import settle_saved_game
from voice_game.dialogue.session import Session
from voice_game.dialogue.setup_answers import SetupLeft
from voice_game.dialogue.voice_loop import SCREEN_TAP, SILENCE_REMINDER_SECONDS, play_by_voice
from voice_game.heard import Heard
from voice_game.storage import check_game_files, default_save_path

from .options import PlayOptions
from .save_lock import hold_save
from .screen_start import open_screen
from .speaker import Speaker
from .start import follow_detail, keep_detail, pace, prepare_game, rematch, verbosity
from .voice_devices import open_speaker
from .voice_setup import saved_game_asker, voice_setup_questions, with_table


def cmd_play_voice(options: PlayOptions) -> int:
    """``voice-game play`` by voice (and the speaker service), holding its save for the whole
    game (:mod:`.save_lock`)."""
    save_path = options.save or default_save_path()
    check_game_files(save_path, options.events)
    with hold_save(save_path):
        speaker = open_speaker(options)
        try:
            return _play_voice(options, speaker)
        except SetupLeft as left:
            speaker.say([left.farewell])
            return 0


def _play_voice(options: PlayOptions, speaker: Speaker) -> int:
    speaker.say(["Welcome to Anno Domini."])

    if not options.resume:
        resume = settle_saved_game(
            options.save or default_save_path(),
            options.new,
            saved_game_asker(speaker),
            lambda text: speaker.say([text]),
        )
        options = replace(options, resume=resume)
    summarised = False
    if not options.resume:
        chosen = voice_setup_questions(speaker, options)
        summarised = chosen is not None
        options = with_table(options, chosen)

    def ask(question: str) -> Heard | None:
        speaker.say([question])
        return speaker.listen(None, timeout=SILENCE_REMINDER_SECONDS)

    def say(text: str) -> None:
        speaker.say([text])

    game, recorder, resumed = prepare_game(options, ask, say)
    session = Session(
        game,
        recorder,
        voice=True,
        verbosity=verbosity(options, voice=True, recorder=recorder),
        rematch=lambda old: rematch(options, old, recorder.decks),
        quit_command=resume_command(text=False, save=options.save),
        practice=options.practice,
    )
    follow_detail(recorder, lambda: session.verbosity)
    screen = open_screen(options.screen, options.config, session, say)
    if screen is not None:
        screen.server.on_tap = lambda: speaker.controls.ask(SCREEN_TAP)
        if sys.stdout.isatty():
            print(screen.announcement(qr=True)[1], flush=True)
        speaker.say(screen.announcement(spoken=True))
    try:
        return play_by_voice(
            speaker,
            speaker,
            session,
            resumed=resumed,
            say_as=speaker.say_as,
            pause=pace(options),
            screen=screen,
            summarised=summarised,
        )
    finally:
        keep_detail(recorder, session.game)
        if screen is not None:
            screen.close(session)
