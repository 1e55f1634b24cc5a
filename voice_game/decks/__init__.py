"""Deck files: schema and loading."""

from .loading import Deck, DeckError, available_decks, load_deck, load_decks, resolve_deck

__all__ = ["Deck", "DeckError", "available_decks", "load_deck", "load_decks", "resolve_deck"]
