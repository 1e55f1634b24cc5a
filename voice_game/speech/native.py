"""Can the recogniser's native library (Vosk's ``libvosk.so``) be loaded on this machine?

Importing ``vosk`` loads the library at once, so a missing system library ends the import
with an ``OSError`` (on arm64 ``libvosk.so`` needs ``libatomic.so.1``). This module turns that
into a sentence saying what to install, so the game can offer the keyboard game instead of a
traceback.
"""

from __future__ import annotations

import re

__all__ = ["explain_load_error", "recognizer_problem"]

DEBIAN_PACKAGES = {
    "libatomic.so.1": "libatomic1",
    "libstdc++.so.6": "libstdc++6",
    "libgcc_s.so.1": "libgcc-s1",
}
"""Debian packages of the system libraries ``libvosk.so`` links against."""

_MISSING = re.compile(r"([\w.+-]+\.so[\w.]*): cannot open shared object file")


def explain_load_error(error: BaseException) -> str:
    """What failed when loading the recogniser, and the command that fixes it."""
    text = str(error)
    match = _MISSING.search(text)
    if match is None:
        return (
            f"The speech recogniser (Vosk) cannot be loaded: {text}. "
            "Run scripts/setup-play to install what the game needs."
        )
    library = match.group(1)
    package = DEBIAN_PACKAGES.get(library)
    fix = (
        f"Install it with: sudo apt-get install {package} (or run scripts/setup-play)."
        if package
        else f"Install the Debian package that provides {library}, then try again."
    )
    return (
        f"The speech recogniser (Vosk) cannot be loaded: the system library {library} "
        f"is missing. {fix}"
    )


def recognizer_problem() -> str | None:
    """Why the recogniser cannot be loaded here, in words that say what to do; None if it can."""
    try:
        import vosk  # noqa: F401
    except ImportError as error:
        return (
            f"The speech recogniser (Vosk) is not installed ({error}). "
            "Run scripts/setup-play to install it."
        )
    except OSError as error:
        return explain_load_error(error)
    return None
