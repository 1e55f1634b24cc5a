"""What this process last managed to save, for the words that end or interrupt a game."""

from __future__ import annotations


class SaveState:
    """What this process last managed to save, for its last words after Ctrl-C or a crash
    (which never reach the session): whether a game was saved at all, and whether its
    latest move was."""

    started = False
    current = True

    @classmethod
    def words(cls) -> str:
        """The sentence that ends a stop mid-game: true about the save, or empty."""
        if not cls.started:
            return ""
        if cls.current:
            return "The game is saved."
        return "The last moves could not be saved; a resumed game goes on from the last saved move."

    @classmethod
    def after(cls) -> str:
        """:meth:`words` to add after a sentence (with its leading space), or empty."""
        words = cls.words()
        return f" {words}" if words else ""
