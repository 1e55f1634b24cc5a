"""``voice-game check-deck FILE...``: the deck checks, with the speech model's vocabulary
when one is installed (the decks package itself knows nothing of speech)."""

from __future__ import annotations

import sys

from voice_game.decks.check import check_files, print_report

from .options import CheckDeckOptions


def cmd_check_deck(options: CheckDeckOptions) -> int:
    """``voice-game check-deck FILE...``: exit 1 when any deck has an error."""
    vocabulary: frozenset[str] | None = None
    try:
        from voice_game.speech.model import find_model
        from voice_game.speech.model_words import model_vocabulary

        vocabulary = model_vocabulary(find_model(options.models))
    except Exception as error:  # noqa: BLE001 - any failure means: no vocabulary check
        print(f"note: {error}", file=sys.stderr)
    reports = check_files(options.files, vocabulary)
    errors = print_report(reports, vocabulary is not None)
    print(f"{len(reports)} decks checked, {errors} errors")
    return 1 if errors else 0
