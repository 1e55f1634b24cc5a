"""Written text to spoken words: the one speech normaliser between the game and its voice.

A package of its own, importing nothing else of voice_game, because two layers need it and
neither may import the other: the voice (``speech/voice.py``) applies it to every sentence
it says, and the deck checker (``decks/check.py``) uses it to find cards whose spoken form
still holds digits, roman numerals or abbreviations. Pure functions, no I/O.
"""

from .lexicon import PRONUNCIATIONS
from .normalise import apply_lexicon, spoken
from .numbers import cardinal, decade, ordinal, year
from .residue import unspoken

__all__ = [
    "PRONUNCIATIONS",
    "apply_lexicon",
    "cardinal",
    "decade",
    "ordinal",
    "spoken",
    "unspoken",
    "year",
]
