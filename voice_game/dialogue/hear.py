"""What ``voice-game hear FILE.wav --context CONTEXT.json`` hears with (the command itself
is :mod:`voice_game.app.hear`): the context a file describes, the phrase list and the JSON
result of one utterance through the same listening loop, recogniser phrase list and
understanding the game uses. Silence is skipped before listening
(:mod:`voice_game.speech.quiet`), and the phrase list is built from names of a length
people say (:func:`listening_context`), so a context inside the bounds below answers in
seconds.

CONTEXT.json: ``{"chain": [event texts, earliest first], "hand": [event texts],
"players": [names], "current": name}``. An entry may also be an object
``{"event": text, "aliases": [short names]}``; plain event texts get the aliases of the
card with that text in the installed decks. ``"moment"`` names when the words are heard:
``turn`` (the default), ``final`` (the last card is down: doubt or accept), ``question``
(the game asked yes or no), ``over`` (after the game; ``"rematch": true`` when another
game can be started) or ``setup`` (a set-up question: the host's own words, or an answer,
heard with every set-up question's phrases). The decision printed is the game's own
(:func:`~.decider.decide`).
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any, cast

from voice_game.decks import DeckError, available_decks, load_deck
from voice_game.heard import Heard
from voice_game.intent import CardName, TurnContext

from .decider import MOMENTS, Moment, MomentKind, decide, decision_json
from .question_json import QuestionError, question_from_json, question_to_json
from .requests import turn_phrases
from .setup_answers import setup_phrases


class ContextError(ValueError):
    """CONTEXT.json is not of the documented shape."""


MAX_CONTEXT_BYTES = 4 * 1024 * 1024
MAX_CARDS = {"chain": 1000, "hand": 200}
MAX_PLAYERS = 20
MAX_TEXT = 300
HEARD_ALIASES = 3
"""How many of a card's aliases reach the recogniser's phrase list (with its event text):
every installed deck gives a card at most three."""
HEARD_WORDS = 20
"""How many words of a name reach the phrase list (the longest name in the installed decks
has 16); a name is also cut to :data:`HEARD_CHARACTERS`."""
HEARD_CHARACTERS = 120
MAX_SECONDS = 10.0
"""The longest command ``hear`` listens to (the listening loop's own default)."""


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


def _text(value: str, where: str) -> str:
    if len(value) > MAX_TEXT:
        raise ContextError(f"{where}: longer than {MAX_TEXT} characters")
    return value


def _card(entry: Any, where: str) -> CardName:
    if isinstance(entry, str):
        return CardName(_text(entry, where), deck_aliases().get(entry.casefold(), ()))
    if isinstance(entry, dict) and isinstance(entry.get("event"), str):
        aliases = entry.get("aliases", [])
        if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
            raise ContextError(f"{where}: 'aliases' must be a list of texts")
        if len(aliases) > 30:
            raise ContextError(f"{where}: more than 30 aliases")
        names = tuple(_text(a, f"{where} alias") for a in aliases)
        return CardName(_text(entry["event"], where), names)
    raise ContextError(f"{where}: expected an event text, got {str(entry)[:60]!r}")


def _flag(data: dict[str, Any], key: str, default: bool) -> bool:
    """A true/false field; anything else (such as the text "no") is refused, not guessed."""
    value = data.get(key, default)
    if not isinstance(value, bool):
        raise ContextError(f"'{key}' must be true or false, not {str(value)[:40]!r}")
    return value


def read_context(path: Path) -> TurnContext:
    """CONTEXT.json read with bounds on its size and nesting; :class:`ContextError` otherwise."""
    return read_moment(path).ctx


def read_moment(path: Path) -> Moment:
    """The moment CONTEXT.json describes (its turn and ``moment``), read with bounds on its
    size and nesting; :class:`ContextError` otherwise."""
    try:
        with path.open("rb") as stream:
            raw = stream.read(MAX_CONTEXT_BYTES + 1)
    except IsADirectoryError:
        raise ContextError("is a folder, not a CONTEXT.json file") from None
    except OSError as error:
        raise ContextError(f"cannot be read ({error.strerror or error})") from None
    if len(raw) > MAX_CONTEXT_BYTES:
        raise ContextError(f"larger than {MAX_CONTEXT_BYTES // 2**20} MB; not a context")
    try:
        data = json.loads(raw.decode("utf-8-sig"))
    except UnicodeDecodeError:
        raise ContextError("not UTF-8 text") from None
    except json.JSONDecodeError as error:
        raise ContextError(f"not valid JSON: {error}") from None
    except RecursionError:
        raise ContextError("nested too deeply to be a context") from None
    return moment_from_json(data)


def moment_from_json(data: Any) -> Moment:
    """A :class:`~.decider.Moment` from CONTEXT.json: the turn and its ``moment``."""
    ctx = context_from_json(data)
    kind = moment_kind(data)
    question = None
    if kind == "question":
        try:
            question = question_from_json(data.get("question", {}), ctx)
        except QuestionError as error:
            raise ContextError(str(error)) from None
        ctx = replace(ctx, confirming=True)  # as the game's moment has it
    return Moment(ctx, kind, question, rematch=_flag(data, "rematch", False))


def moment_to_json(moment: Moment) -> dict[str, Any]:
    """The moment in the CONTEXT.json shape (what :func:`moment_from_json` reads)."""
    question = {"question": question_to_json(moment.question)} if moment.question else {}
    return {
        **context_to_json(moment.ctx),
        "moment": moment.kind,
        "rematch": moment.rematch,
        **question,
    }


def context_from_json(data: Any) -> TurnContext:
    """A :class:`TurnContext` from the documented CONTEXT.json shape."""
    if not isinstance(data, dict):
        raise ContextError("the context must be a JSON object with chain, hand, players, current")
    chain = data.get("chain", [])
    hand = data.get("hand", [])
    players = data.get("players", [])
    if not isinstance(chain, list) or not isinstance(hand, list) or not isinstance(players, list):
        raise ContextError("chain, hand and players must be lists")
    for key, items in (("chain", chain), ("hand", hand)):
        if len(items) > MAX_CARDS[key]:
            raise ContextError(f"'{key}' holds more than {MAX_CARDS[key]} cards")
    if len(players) > MAX_PLAYERS or not all(isinstance(p, str) for p in players):
        raise ContextError(f"'players' must be at most {MAX_PLAYERS} names")
    current = data.get("current", players[0] if players else "")
    kind = moment_kind(data)
    if not isinstance(current, str):
        raise ContextError("'current' must be a name")
    last = data.get("last_placed")
    if last is not None and (
        not isinstance(last, int) or isinstance(last, bool) or not 0 <= last < len(chain)
    ):
        raise ContextError("'last_placed' must be the index of a card in 'chain', or null")
    placer = data.get("last_placer", "")
    if not isinstance(placer, str):
        raise ContextError("'last_placer' must be a name")
    return TurnContext(
        chain=tuple(_card(e, f"chain[{i}]") for i, e in enumerate(chain)),
        hand=tuple(_card(e, f"hand[{i}]") for i, e in enumerate(hand)),
        players=tuple(_text(p, "players") for p in players),
        current=_text(current, "current"),
        can_place=_flag(data, "can_place", bool(hand) and kind in ("turn", "question")),
        can_doubt=_flag(data, "can_doubt", len(chain) > 1 and kind != "over"),
        can_move=_flag(data, "can_move", False),
        ordering_start=_flag(data, "ordering_start", False),
        can_undo=_flag(data, "can_undo", True),
        last_placed=last,
        last_placer=_text(placer, "last_placer") if placer else "",
    )


def moment_kind(data: dict[str, Any]) -> MomentKind:
    """The ``moment`` CONTEXT.json names (``turn`` when it names none)."""
    kind = data.get("moment", "turn")
    if kind not in MOMENTS:
        raise ContextError(f"'moment' must be one of {', '.join(MOMENTS)}, not {str(kind)[:40]!r}")
    return cast(MomentKind, kind)


def context_to_json(ctx: TurnContext) -> dict[str, Any]:
    """The turn in the documented CONTEXT.json shape (what :func:`context_from_json` reads)."""
    return {
        "chain": [{"event": c.event, "aliases": list(c.aliases)} for c in ctx.chain],
        "hand": [{"event": c.event, "aliases": list(c.aliases)} for c in ctx.hand],
        "players": list(ctx.players),
        "current": ctx.current,
        "can_place": ctx.can_place,
        "can_doubt": ctx.can_doubt,
        "can_move": ctx.can_move,
        "ordering_start": ctx.ordering_start,
        "can_undo": ctx.can_undo,
        "last_placed": ctx.last_placed,
        "last_placer": ctx.last_placer,
    }


NOISE_EXPLAINED = (
    "taken for other voices: the game answers with its not-understood sound alone and listens on"
)


def hear_result(heard: Heard, moment: Moment | TurnContext) -> dict[str, Any]:
    """The JSON object ``hear`` prints for one utterance: the game's own decision at this
    moment (a turn when only its context is given)."""
    if isinstance(moment, TurnContext):
        moment = Moment(moment)
    decision = decide(heard, moment)
    result = decision_json(decision)
    if decision.kind == "noise":
        explain = str(result["explain"])
        result["explain"] = f"{NOISE_EXPLAINED} ({explain})" if explain else NOISE_EXPLAINED
    return result


def _heard_name(text: str) -> str:
    """``text`` as it reaches the phrase list: unchanged unless longer than a name is said."""
    words = text.split()
    if len(words) <= HEARD_WORDS and len(text) <= HEARD_CHARACTERS:
        return text
    return " ".join(words[:HEARD_WORDS])[:HEARD_CHARACTERS]


def listening_context(ctx: TurnContext) -> TurnContext:
    """The turn whose names build the recogniser's phrase list: each card with its event text
    and first :data:`HEARD_ALIASES` aliases, none longer than :data:`HEARD_WORDS` words.

    The phrase list holds every name in several sentences ("before the <name>", "card one
    between the <a> and the <b>", "move the <name> ..."), so a context inside the documented
    bounds (250 chain and 50 hand cards with 30 aliases of 300 characters each) made about
    95,000 phrases of 36 MB, which Vosk compiles anew for each decoder. Any context built
    from the installed decks is left as it is, so what the recogniser hears with is the same
    as the game's; the parser still reads every alias."""

    def heard(card: CardName) -> CardName:
        names = tuple(_heard_name(alias) for alias in card.aliases[:HEARD_ALIASES])
        event = _heard_name(card.event)
        return card if (event, names) == (card.event, card.aliases) else CardName(event, names)

    return replace(
        ctx,
        chain=tuple(heard(card) for card in ctx.chain),
        hand=tuple(heard(card) for card in ctx.hand),
    )


def moment_phrases(moment: Moment) -> list[str]:
    """The phrase list ``hear`` gives the recogniser at ``moment``: the set-up's
    (:func:`~.setup_answers.setup_phrases`) at a ``setup`` moment, else the turn's
    (:func:`hear_phrases`)."""
    return setup_phrases() if moment.kind == "setup" else hear_phrases(moment.ctx)


def hear_phrases(ctx: TurnContext) -> list[str]:
    """The phrase list ``hear`` gives the recogniser: the game's for this turn
    (:func:`~.requests.turn_phrases`), built from :func:`listening_context`."""
    return turn_phrases(listening_context(ctx))
