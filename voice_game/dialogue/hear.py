"""``voice-game hear FILE.wav --context CONTEXT.json``: one utterance through the same
recogniser phrase list and intent parser the game uses, printed as one JSON object.

CONTEXT.json: ``{"chain": [event texts, earliest first], "hand": [event texts],
"players": [names], "current": name}``. An entry may also be an object
``{"event": text, "aliases": [short names]}``; plain event texts get the aliases of the
card with that text in the installed decks.
"""

from __future__ import annotations

import argparse
import json
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

from voice_game.decks import DeckError, available_decks, load_deck
from voice_game.heard import Heard
from voice_game.intent import CardName, TurnContext, to_json, understand, vocabulary


class ContextError(ValueError):
    """CONTEXT.json is not of the documented shape."""


@lru_cache(maxsize=1)
def deck_aliases() -> dict[str, tuple[str, ...]]:
    """Event text -> aliases, over every installed deck."""
    table: dict[str, tuple[str, ...]] = {}
    for path in available_decks().values():
        try:
            deck = load_deck(path)
        except DeckError:
            continue
        for card in deck.cards:
            table.setdefault(card.event.casefold(), card.aliases)
    return table


def _card(entry: Any, where: str) -> CardName:
    if isinstance(entry, str):
        return CardName(entry, deck_aliases().get(entry.casefold(), ()))
    if isinstance(entry, dict) and isinstance(entry.get("event"), str):
        aliases = entry.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
            raise ContextError(f"{where}: 'aliases' must be a list of texts")
        return CardName(entry["event"], tuple(aliases))
    raise ContextError(f"{where}: expected an event text, got {entry!r}")


def context_from_json(data: Any) -> TurnContext:
    """A :class:`TurnContext` from the documented CONTEXT.json shape."""
    if not isinstance(data, dict):
        raise ContextError("the context must be a JSON object with chain, hand, players, current")
    chain = data.get("chain", [])
    hand = data.get("hand", [])
    players = data.get("players", [])
    if not isinstance(chain, list) or not isinstance(hand, list) or not isinstance(players, list):
        raise ContextError("chain, hand and players must be lists")
    return TurnContext(
        chain=tuple(_card(e, f"chain[{i}]") for i, e in enumerate(chain)),
        hand=tuple(_card(e, f"hand[{i}]") for i, e in enumerate(hand)),
        players=tuple(str(p) for p in players),
        current=str(data.get("current", players[0] if players else "")),
        can_place=bool(hand),
        can_doubt=bool(data.get("can_doubt", len(chain) > 1)),
        can_move=bool(data.get("can_move", False)),
        can_undo=bool(data.get("can_undo", True)),
    )


def hear_result(heard: Heard, ctx: TurnContext) -> dict[str, Any]:
    """The JSON object ``hear`` prints for one utterance (as the game would take it)."""
    reading = understand(heard, ctx)
    action = to_json(reading.action) if reading.status != "none" else {"kind": "none"}
    return {
        "transcript": heard.text,
        "action": action,
        "confidence": round(min(heard.confidence, reading.confidence), 3),
        "status": reading.status,
        "explain": reading.explain,
    }


def cmd_hear(args: argparse.Namespace) -> int:
    """Recognise ``args.wav`` with this context's phrase list and print the JSON result."""
    from voice_game.speech.model import ModelError, find_model
    from voice_game.speech.recognizer import Recognizer

    try:
        ctx = context_from_json(json.loads(Path(args.context).read_text(encoding="utf-8")))
    except (OSError, json.JSONDecodeError, ContextError) as error:
        print(f"{args.context}: {error}", file=sys.stderr)
        return 2
    if not Path(args.wav).exists():
        print(f"{args.wav}: no such file", file=sys.stderr)
        return 2
    try:
        recognizer = Recognizer(find_model(args.models))
    except ModelError as error:
        print(error, file=sys.stderr)
        return 2
    transcript = recognizer.transcribe_wav(args.wav, vocabulary(ctx))
    result = hear_result(transcript.heard(), ctx)
    print(json.dumps(result))
    return 0
