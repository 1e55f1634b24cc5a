"""Before a new game: an unfinished saved game is never destroyed by accident.

When the save file holds a game that is not over, the table is asked (by voice or keyboard)
whether to continue it or start anew. No answer, or an unclear one, continues it (so a game
started at boot after a power cut goes on). Starting anew keeps the old file under a dated
name beside it. "quit" leaves with the game saved as it was; "help" says what each answer
does.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from voice_game.engine.events import Phase
from voice_game.heard import Heard
from voice_game.intent.answers import continue_or_new
from voice_game.intent.typed_setup import typed_saved
from voice_game.intent.understand import heard_surely
from voice_game.storage import (
    SaveError,
    archive_save,
    load_game,
    remove_orphaned_temporaries,
    replay_saved,
)

from .setup_answers import LEAVE_HINT, Ask, SetupAbandoned, ask_answer, confirmed

TRIES = 3
HELP = (
    "Continue goes on with the saved game where it stopped. New starts a new game and keeps"
    " the old one in a file beside it."
)
SURE_NEW = "A new game?"
"""The read-back of a "new" heard faintly."""
KEPT = "Goodbye. The unfinished game stays saved, and is offered again next time."


def settle_saved_game(
    save_path: Path, start_new: bool, ask: Ask, say: Callable[[str], None]
) -> bool:
    """Decide what happens to the game in ``save_path``: True to resume it; "quit" raises
    :class:`~.setup_answers.SetupLeft` and leaves the save as it is.

    ``start_new`` (``--new``) skips the question. A finished game is simply replaced; a save
    that cannot be read is kept under a dated name, with a sentence saying so.
    """
    remove_orphaned_temporaries(save_path)
    if not save_path.is_file():
        return False
    try:
        saved = load_game(save_path)
        game = replay_saved(save_path, saved)
    except SaveError:
        kept = archive_save(save_path)
        say(f"The saved game could not be read; it is kept as {kept.name}. A new game begins.")
        return False
    if game.phase is Phase.OVER:
        return False
    if not start_new:
        players = ", ".join(game.players[:-1]) + " and " + game.players[-1]
        question = (
            f"There is an unfinished game of {players}, in round {game.round}. "
            "Say continue to go on with it, or new to start a new game."
        )
        for _ in range(TRIES):
            try:
                answer = ask_answer(ask, question, [HELP, LEAVE_HINT], farewell=KEPT)
            except SetupAbandoned:
                answer = Heard.typed("")  # the end of input continues the game
            decision = continue_or_new(answer.text) if answer.spoken else typed_saved(answer.text)
            if answer.spoken and not answer.text.strip() and answer.words:
                decision = None  # speech, none of it understood: not the silence that continues
            if decision is False and not heard_surely(answer) and not confirmed(ask(SURE_NEW)):
                decision = None  # a faint "new" is read back: a yes starts anew
            if decision is not None:
                break
            question = "Please say continue, or new."
        else:
            decision = True
        if decision:
            return True
    kept = archive_save(save_path)
    say(f"The unfinished game is kept as {kept.name}.")
    return False


__all__ = ["settle_saved_game"]
