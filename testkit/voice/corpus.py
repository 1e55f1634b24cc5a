"""The one corpus of spoken commands and table chatter, for the hear corpus test
(``tests/voice/hear_corpus.py``) and the benchmark (``scripts/bench-voice``).

Every utterance carries its turn (a :class:`TurnContext` drawn from the real decks: a chain
in year order and a hand, from one deck or now and then from the Wild Mix) and its expected
action (the JSON of :func:`voice_game.intent.to_json`), or ``None`` for table chatter that
must not act. Cards are named as players name them: usually the first alias, sometimes
another alias or a short event text, often with "the". The corpus is a pure function of the
seed.

Two selections of the same builders: :func:`hear_corpus` (a fixed number of each kind,
chains of 1 to 8 and hands of 1 to 6, every chatter line once, names the model can hear)
and :func:`build_corpus` (the benchmark: kinds drawn in fixed proportions, chains of 1 to
12 and hands of 1 to 9, free phrasings and corrections of the chain too).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from voice_game.decks import available_decks, load_deck
from voice_game.dialogue.hear import context_to_json
from voice_game.engine import Card
from voice_game.intent import CardName, TurnContext
from voice_game.spoken.numbers import int_to_words, ordinal_to_words

PLAYERS = ("Anna", "Ben", "Chloe", "David", "Emma", "Frank")
"""Names at the table; a turn seats two to five of them."""

JsonAction = dict[str, Any]


@dataclass(frozen=True)
class Limits:
    """How long chains and hands get (inclusive ranges)."""

    chain: tuple[int, int]
    hand: tuple[int, int]


HEAR_LIMITS = Limits(chain=(1, 8), hand=(1, 6))
BENCH_LIMITS = Limits(chain=(1, 12), hand=(1, 9))


@dataclass(frozen=True)
class Utterance:
    """One thing said at the table, in its turn, and what must come of it.

    ``expected`` is the action JSON; ``None`` for chatter. ``voice`` (a label of
    :mod:`.synth`), ``speed`` and ``noise`` say how it is spoken.
    """

    uid: str
    category: str
    text: str
    ctx: TurnContext
    expected: JsonAction | None
    voice: str = ""
    speed: str = "normal"
    noise: str = "babble"

    @property
    def is_chatter(self) -> bool:
        return self.expected is None

    @property
    def context(self) -> dict[str, Any]:
        """The turn as ``voice-game hear`` takes it (CONTEXT.json)."""
        return context_to_json(self.ctx)


# --- cards and turns --------------------------------------------------------------------


def load_cards() -> list[Card]:
    """Every card of every installed deck that loads."""
    cards: list[Card] = []
    for path in sorted(available_decks().values()):
        try:
            cards.extend(load_deck(path).cards)
        except Exception:  # noqa: BLE001 - a deck still being written is simply skipped
            continue
    if not cards:
        raise RuntimeError("no deck could be loaded from decks/*.toml")
    return cards


def _hearable(name: str, known: frozenset[str] | None) -> bool:
    if known is None:
        return True
    return all(w in known for w in name.lower().replace("-", " ").replace("'", " ").split())


def _bare(name: str) -> str:
    """A name without a leading article."""
    parts = name.split()
    return " ".join(parts[1:]) if parts and parts[0].lower() in ("the", "a", "an") else name


def spoken_name(card: Card, rng: random.Random, known: frozenset[str] | None) -> str:
    """How a player names a card: usually the name the game reads (first alias), sometimes
    another alias, or a short event text; only names the speech model can hear (``known``:
    its vocabulary; None: any). An alias comes with "the" most of the time."""
    names = [_bare(a) for a in card.aliases if _hearable(a, known)]
    if not names:
        return card.event
    short_event = len(card.event.split()) <= 6 and _hearable(card.event, known)
    roll = rng.random()
    if short_event and roll < 0.08:
        return card.event
    name = rng.choice(names[1:]) if len(names) > 1 and roll < 0.35 else names[0]
    return f"the {name}" if rng.random() < 0.7 else name


@dataclass
class Table:
    """A drawn turn: the chain (year order), the hand and who sits at the table."""

    chain: list[Card]
    hand: list[Card]
    players: tuple[str, ...]
    can_move: bool = False

    @property
    def ctx(self) -> TurnContext:
        return TurnContext(
            chain=tuple(CardName(c.event, tuple(c.aliases)) for c in self.chain),
            hand=tuple(CardName(c.event, tuple(c.aliases)) for c in self.hand),
            players=self.players,
            current=self.players[0],
            can_place=bool(self.hand),
            can_doubt=len(self.chain) > 1,
            can_move=self.can_move,
            can_undo=True,
        )


def draw_table(
    rng: random.Random, cards: list[Card], chain: tuple[int, int], hand: tuple[int, int]
) -> Table:
    """A chain and a hand of distinct cards from one deck (or, a quarter of the time, the
    Wild Mix)."""
    decks = sorted({c.deck for c in cards})
    pool = cards if rng.random() < 0.25 else [c for c in cards if c.deck == rng.choice(decks)]
    n_chain, n_hand = rng.randint(*chain), rng.randint(*hand)
    picked = rng.sample(pool, min(len(pool), n_chain + n_hand))
    ordered = sorted(picked[:n_chain], key=lambda c: (c.span.earliest, c.span.latest))
    players = tuple(rng.sample(PLAYERS, rng.randint(2, 5)))
    return Table(ordered, picked[n_chain:], players)


# --- what players say -------------------------------------------------------------------

Built = tuple[str, Table, JsonAction | None]
Builder = Callable[[random.Random, list[Card], "frozenset[str] | None", Limits], Built]


def _place(card: int, slot: int) -> JsonAction:
    return {"kind": "place", "card": card, "slot": slot}


def _at_least(limits: Limits, chain: int = 1, hand: int = 1) -> tuple[tuple[int, int], ...]:
    return (
        (max(chain, limits.chain[0]), limits.chain[1]),
        (max(hand, limits.hand[0]), limits.hand[1]),
    )


def _hand_ref(rng: random.Random, t: Table, known: frozenset[str] | None) -> tuple[int, str]:
    """A hand card and the words naming it ('card two' or 'the telephone')."""
    i = rng.randrange(len(t.hand))
    if rng.random() < 0.5:
        return i, rng.choice(["card ", "card ", "card number "]) + int_to_words(i + 1)
    name = spoken_name(t.hand[i], rng, known)
    opener = rng.choice(["", "", "put ", "i'd put "])
    return i, opener + (name if name.startswith("the ") or not opener else f"the {_bare(name)}")


def before_name(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, hand=2))
    i, who = _hand_ref(rng, t, known)
    j = rng.randrange(len(t.chain))
    a = spoken_name(t.chain[j], rng, known)
    text = rng.choice([f"{who} before {a}", f"{who} before {a}", f"{who} just before {a}"])
    return text, t, _place(i, j)


def after_name(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, hand=2))
    i, who = _hand_ref(rng, t, known)
    j = rng.randrange(len(t.chain))
    a = spoken_name(t.chain[j], rng, known)
    text = rng.choice([f"{who} after {a}", f"{who} after {a}", f"{who} goes after {a}"])
    return text, t, _place(i, j + 1)


def between_names(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, chain=2))
    j = rng.randrange(len(t.chain) - 1)
    a = spoken_name(t.chain[j], rng, known)
    b = spoken_name(t.chain[j + 1], rng, known)
    if len(t.hand) == 1 and rng.random() < 0.5:
        return f"between {a} and {b}", t, _place(0, j + 1)
    i, who = _hand_ref(rng, t, known)
    return f"{who} between {a} and {b}", t, _place(i, j + 1)


def by_ordinal(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, chain=2))
    n = len(t.chain)
    i, who = (0, "") if len(t.hand) == 1 else _hand_ref(rng, t, known)
    pre = f"{who} " if who else ""
    form = rng.choice(["after", "before", "last", "between"])
    if form == "last":
        kind = rng.choice(["before", "after"])
        return f"{pre}{kind} the last", t, _place(i, n - 1 if kind == "before" else n)
    if form == "between":
        j = rng.randrange(n - 1)
        text = f"{pre}between the {ordinal_to_words(j + 1)} and the {ordinal_to_words(j + 2)}"
        return text, t, _place(i, j + 1)
    j = rng.randrange(n)
    return f"{pre}{form} the {ordinal_to_words(j + 1)}", t, _place(i, j + (form == "after"))


def by_number(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, hand=2))
    i = rng.randrange(len(t.hand))
    num = int_to_words(i + 1)
    where, slot = rng.choice([("at the end", len(t.chain)), ("at the start", 0)])
    text = rng.choice(
        [f"card {num} {where}", f"card number {num} {where}", f"put card {num} {where}"]
    )
    return text, t, _place(i, slot)


def start_end(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, hand=2))
    i = rng.randrange(len(t.hand))
    h = spoken_name(t.hand[i], rng, known)
    where, slot = rng.choice(
        [("at the end", len(t.chain)), ("at the start", 0), ("at the beginning", 0)]
    )
    text = rng.choice([f"{h} {where}", f"{h} {where}", f"put the {_bare(h)} {where}"])
    return text, t, _place(i, slot)


def one_card(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, lim.chain, (1, 1))
    n = len(t.chain)
    j = rng.randrange(n)
    a = spoken_name(t.chain[j], rng, known)
    options = [
        ("at the end", n),
        ("at the start", 0),
        ("put it at the end", n),
        (f"before {a}", j),
        (f"after {a}", j + 1),
    ]
    text, slot = rng.choice(options)
    return text, t, _place(0, slot)


FREE = (
    ("hmm, i'd put {h} just before {c}", "before"),
    ("okay so i think {h} goes right after {c}", "after"),
    ("um, {h}, after {c} i guess", "after"),
    ("i reckon {h} happened before {c}", "before"),
    ("well, i would say {h} is after {c}", "after"),
    ("i'm going to put {h} in front of {c}", "before"),
)
"""Looser phrasings: fillers, hedges, other verbs."""


def free(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, hand=2))
    i = rng.randrange(len(t.hand))
    j = rng.randrange(len(t.chain))
    h = spoken_name(t.hand[i], rng, known)
    c = spoken_name(t.chain[j], rng, known)
    template, where = rng.choice(FREE)
    h, c = (n if n.startswith("the ") else f"the {_bare(n)}" for n in (h, c))
    return template.format(h=h, c=c), t, _place(i, j + (where == "after"))


def move(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, chain=2))
    t.can_move = True
    n = len(t.chain)
    c = rng.randrange(1, n)
    if rng.random() < 0.5:
        text = f"move the {ordinal_to_words(c + 1)} card to the start"
        return text, t, {"kind": "move", "card": c, "slot": 0}
    name = spoken_name(t.chain[c - 1], rng, known)
    name = name if name.startswith("the ") else f"the {_bare(name)}"
    return f"move {name} to the end", t, {"kind": "move", "card": c - 1, "slot": n - 1}


DOUBTS = (
    "I doubt", "I doubt it", "doubt", "I doubt that", "that's wrong", "I challenge",
    "the chain is wrong", "I doubt the chain", "check the chain", "doubt it",
    "I challenge that", "hmm, I doubt that",
)  # fmt: skip


def doubt(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    t = draw_table(rng, cards, *_at_least(lim, chain=2))
    return rng.choice(DOUBTS), t, {"kind": "doubt"}


COMMANDS: dict[str, tuple[str, ...]] = {
    "repeat": ("repeat", "say that again", "repeat that", "come again", "pardon"),
    "chain": ("read the chain", "what's on the table", "read the chain please"),
    "hand": ("my cards", "read my cards", "what cards do I have", "read my hand"),
    "turn": ("whose turn is it", "whose turn", "who is next", "who's next"),
    "counts": ("card counts", "how many cards", "how many cards does everyone have"),
    "help": ("help", "what can I say", "help me", "help me please"),
    "undo": ("undo", "take it back", "undo that"),
    "quit": ("quit", "quit the game", "end the game", "stop the game"),
    "slower": ("slower", "slow down", "speak slower", "slow down please"),
    "faster": ("faster", "speed up", "speak faster"),
    "louder": ("louder", "speak up", "speak louder"),
    "quieter": ("quieter", "volume down", "speak quieter", "speak softer"),
}


def command(kind: str) -> Builder:
    def build(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
        t = draw_table(rng, cards, *_at_least(lim))
        return rng.choice(COMMANDS[kind]), t, {"kind": kind}

    return build


CHATTER = (
    "pass me the chips", "who wants another drink", "I need to get some water",
    "did anyone see the match last night", "this game is harder than I thought",
    "can you turn the music down", "where did I put my glasses", "the pizza is here",
    "I have no idea about history", "my phone is almost dead", "that was a lovely dinner",
    "let me think about this for a moment", "is it raining outside", "I love this song",
    "we should play this more often", "where is the bathroom", "could you open the window",
    "my grandmother would know this one", "I was sure it was older than that",
    "what time is the train tomorrow", "the cat is sleeping on the sofa",
    "I'm getting some more ice", "you always win this game", "that's a funny card",
    "hold on somebody is at the door", "I think it's going to snow",
    "have you seen my keys", "these crisps are really good", "I'm so tired today",
    "let's order some food later", "she is on the phone", "who made this cake",
    "I went to the museum last week", "put the kettle on", "he always takes ages",
    "tell me about your holiday", "hang on, my phone is ringing", "ha ha, nice one Ben",
    "Ben, you are cheating again", "no doubt about it, she is winning",
    "can somebody open the window", "I was born in nineteen eighty",
)  # fmt: skip
"""Talk at the table that is not meant for the game."""

PLACING: dict[str, Builder] = {
    "before name": before_name,
    "after name": after_name,
    "between names": between_names,
    "ordinal": by_ordinal,
    "card number": by_number,
    "start/end": start_end,
}


# --- the two selections -----------------------------------------------------------------

HEAR_PLAN: dict[str, tuple[Builder, int]] = {
    "before name": (before_name, 30),
    "after name": (after_name, 30),
    "between names": (between_names, 25),
    "ordinal": (by_ordinal, 30),
    "card number": (by_number, 24),
    "start/end": (start_end, 20),
    "one card": (one_card, 24),
    "doubt": (doubt, 20),
    **{f"cmd {k}": (command(k), 4) for k in COMMANDS},
}
"""The hear corpus: how many of each kind."""


def hear_corpus(seed: int, known: frozenset[str] | None) -> list[Utterance]:
    """The hear corpus: every kind of :data:`HEAR_PLAN`, then every chatter line once;
    ``known`` is the model's vocabulary (names it cannot hear are not used)."""
    rng = random.Random(seed)
    cards = load_cards()
    out: list[Utterance] = []
    for category, (build, count) in HEAR_PLAN.items():
        for _ in range(count):
            text, table, expected = build(rng, cards, known, HEAR_LIMITS)
            out.append(Utterance(f"u{len(out):04d}", category, text, table.ctx, expected))
    for text in CHATTER:
        table = draw_table(rng, cards, HEAR_LIMITS.chain, HEAR_LIMITS.hand)
        out.append(Utterance(f"u{len(out):04d}", "chatter", text, table.ctx, None))
    return out


def _chatter(rng: random.Random, cards: list[Card], known: Any, lim: Limits) -> Built:
    return rng.choice(CHATTER), draw_table(rng, cards, *_at_least(lim)), None


def _placing(rng: random.Random) -> tuple[str, Builder]:
    category = rng.choice(sorted(PLACING))
    return category, PLACING[category]


def _command(rng: random.Random) -> tuple[str, Builder]:
    return "command", command(rng.choice(sorted(COMMANDS)))


BENCH_MIX: tuple[tuple[float, Callable[[random.Random], tuple[str, Builder]]], ...] = (
    (0.40, _placing),
    (0.07, lambda rng: ("free", free)),
    (0.08, lambda rng: ("one card", one_card)),
    (0.08, lambda rng: ("doubt", doubt)),
    (0.22, _command),
    (0.03, lambda rng: ("move", move)),
    (0.12, lambda rng: ("chatter", _chatter)),
)
"""The benchmark's mix: (share, how to pick the category and its builder)."""


def _draw_kind(rng: random.Random) -> tuple[str, Builder]:
    roll = rng.random()
    for share, pick in BENCH_MIX:
        if roll < share:
            return pick(rng)
        roll -= share
    return BENCH_MIX[-1][1](rng)


def build_corpus(
    size: int, seed: int, known: frozenset[str] | None = None, limits: Limits = BENCH_LIMITS
) -> list[Utterance]:
    """``size`` utterances for the benchmark, kinds drawn in the shares of :data:`BENCH_MIX`."""
    rng = random.Random(seed)
    cards = load_cards()
    out: list[Utterance] = []
    for i in range(size):
        category, build = _draw_kind(rng)
        text, table, expected = build(rng, cards, known, limits)
        out.append(Utterance(f"u{i:04d}", category, text, table.ctx, expected))
    return out


# --- natural phrasings (issue 10), added after the benchmark's mix ------------------------

NATURAL_COMMANDS: tuple[tuple[str, str], ...] = (
    ("no way, I doubt that", "doubt"),
    ("I reckon that's wrong", "doubt"),
    ("sorry, could you repeat that", "repeat"),
    ("sorry, what was that", "repeat"),
    ("can you read the chain again", "chain"),
    ("could you read my cards again", "hand"),
    ("whose turn is it now", "turn"),
)
"""Commands as people say them at a table."""
LOOSE_TEMPLATES = (
    ("{h} after the {c}", "after"),
    ("the {h} before the {c}", "before"),
    ("I'd put the {h} before the {c}", "before"),
    ("I reckon the {h} goes after the {c}", "after"),
)
"""Placements naming both cards by one word each ("titanic after the moon")."""
_STOP = frozenset("the a an of and in on at to for by with from his her its first".split())


def _loose(card: Card, others: list[Card], known: frozenset[str] | None) -> str | None:
    """One word of the card's first alias that no other card on the table has (the
    longest such), when the alias has more than one word; else None."""
    taken = {w.lower() for o in others for n in (o.event, *o.aliases) for w in n.split()}
    words = (card.aliases[0] if card.aliases else card.event).split()
    unique = [
        w
        for w in words
        if w.isalpha() and len(w) >= 4 and w.lower() not in _STOP | taken and _hearable(w, known)
    ]
    return max(unique, key=len).lower() if len(words) > 1 and unique else None


def natural_corpus(
    size: int, seed: int, known: frozenset[str] | None = None, limits: Limits = BENCH_LIMITS
) -> list[Utterance]:
    """``size`` natural phrasings, added after :func:`build_corpus` (which they leave as
    it is): 40 % commands said in full sentences, 60 % placements naming both cards
    loosely."""
    rng = random.Random(seed + 10)
    cards = load_cards()
    out: list[Utterance] = []
    while len(out) < size:
        t = draw_table(rng, cards, *_at_least(limits, chain=1, hand=2))
        if len(out) % 5 < 2:
            text, kind = rng.choice(NATURAL_COMMANDS)
            if kind == "doubt" and len(t.chain) < 2:
                continue
            category, expected = "natural command", {"kind": kind}
        else:
            i, j = rng.randrange(len(t.hand)), rng.randrange(len(t.chain))
            everyone = t.chain + t.hand
            h = _loose(t.hand[i], [c for c in everyone if c is not t.hand[i]], known)
            c = _loose(t.chain[j], [x for x in everyone if x is not t.chain[j]], known)
            if h is None or c is None:
                continue
            template, where = rng.choice(LOOSE_TEMPLATES)
            text = template.format(h=h, c=c)
            category, expected = "loose name", _place(i, j + (where == "after"))
        out.append(Utterance(f"n{len(out):04d}", category, text, t.ctx, expected))
    return out


DATA = Path(__file__).resolve().parent / "data"
BLIND_SCENES = DATA / "blind-scenes.json"
BLIND_PHRASINGS = DATA / "blind-phrasings.jsonl"
"""Natural phrasings written by someone who had not read the parser, for eight turns of
real cards (``blind-scenes.json``): each line a scene, the text and the meaning (the action
JSON, or null for table chatter). Measured as they are, never tuned to one by one."""
SECOND_BLIND_PHRASINGS = DATA / "blind2-phrasings.jsonl"
"""A second set for the same scenes, written by another hand that had not read the parser,
after the rules found on the first set's read-backs: category ``blind2``, the measure of
whether those rules hold on phrasings nobody looked at."""
THIRD_BLIND_PHRASINGS = DATA / "blind3-phrasings.jsonl"
"""A third set (150 lines, category ``blind3``), written on 2026-12-03 by a hand that read
only ``blind-scenes.json``: the spotted commands were measured on it, and its typed
failures were then looked at."""
FOURTH_BLIND_PHRASINGS = DATA / "blind4-phrasings.jsonl"
"""A fourth set (150 lines, category ``blind4``), written the same day by another such
hand as eight kinds of player at one table: held out, measured before and after that day's
parser changes and never tuned to (its three typed false actions were looked at)."""
FIFTH_BLIND_PHRASINGS = DATA / "blind5-phrasings.jsonl"
"""A fifth set (150 lines, category ``blind5``), written on 2026-12-06 by a hand that read
only ``blind-scenes.json``, as many kinds of player: held out from the natural request and
doubt phrasings added that day (generalised from the typed read-backs of the first four
sets), measured before and after them."""
SIXTH_BLIND_PHRASINGS = DATA / "blind6-phrasings.jsonl"
"""A sixth set (150 lines, category ``blind6``), written on 2026-12-06 (afternoon) by a hand
that read only ``blind-scenes.json``, before the doubt and request phrasings added that
afternoon: held out from them, measured before and after."""
SEVENTH_BLIND_PHRASINGS = DATA / "blind7-phrasings.jsonl"
"""A seventh set (150 lines, category ``blind7``), written the same afternoon by another
such hand, with more chatter that opens or ends with a command's words: held out, read by
nobody before the rules of that afternoon were measured on it."""
EIGHTH_BLIND_PHRASINGS = DATA / "blind8-phrasings.jsonl"
"""An eighth set (120 lines, category ``blind8``), written the same afternoon by a third
such hand after the seventh set's three false actions had been guarded against: held out
from every rule of that afternoon."""
NINTH_BLIND_PHRASINGS = DATA / "blind9-phrasings.jsonl"
"""A ninth set (150 lines, category ``blind9``), written on 2026-12-06 (evening) by a hand
that read only ``blind-scenes.json``, while the table's words of blind sets 5-8 were added
(a card said between its two neighbours, doubts with "really" or "gonna", a "no" with its
reason): held out, read by nobody until those rules were measured on it."""
TENTH_BLIND_PHRASINGS = DATA / "blind10-phrasings.jsonl"
"""A tenth set (150 lines, category ``blind10``), written on 2026-12-07 by a hand that read
only ``blind-scenes.json`` and this set's format (a retired couple, two terse teenagers, a
speaker of English as a second language, an uncle who gives reasons): measured before any
of its lines were read, and held out from the rules that followed."""
ELEVENTH_BLIND_PHRASINGS = DATA / "blind11-phrasings.jsonl"
"""An eleventh set (150 lines, category ``blind11``), written on 2026-12-07 after the
tenth set's rules by another hand that read only ``blind-scenes.json`` (a family with two
children, a history teacher, a tired friend, a blind player who plays often): held out from
every rule of that day but one, the protest that opens a denied placement, which came from
its one false action."""
BLIND_SETS = {
    1: (BLIND_PHRASINGS, "blind", "b"),
    2: (SECOND_BLIND_PHRASINGS, "blind2", "c"),
    3: (THIRD_BLIND_PHRASINGS, "blind3", "d"),
    4: (FOURTH_BLIND_PHRASINGS, "blind4", "e"),
    5: (FIFTH_BLIND_PHRASINGS, "blind5", "f"),
    6: (SIXTH_BLIND_PHRASINGS, "blind6", "g"),
    7: (SEVENTH_BLIND_PHRASINGS, "blind7", "h"),
    8: (EIGHTH_BLIND_PHRASINGS, "blind8", "i"),
    9: (NINTH_BLIND_PHRASINGS, "blind9", "j"),
    10: (TENTH_BLIND_PHRASINGS, "blind10", "k"),
    11: (ELEVENTH_BLIND_PHRASINGS, "blind11", "m"),
}
"""Each blind set: its file, its category and the first letter of its uids."""


def chosen_blind(sizes: dict[int, int]) -> list[Utterance]:
    """The blind phrasings of each set given a size (-1 all, 0 none), in the sets' order."""
    return [u for n in sorted(sizes) if sizes[n] for u in blind_corpus(sizes[n], number=n)]


def blind_corpus(size: int = -1, second: bool = False, *, number: int = 1) -> list[Utterance]:
    """The blind phrasings of set ``number`` (2 when ``second``; the first ``size``, all for
    -1), category ``blind``, ``blind2`` ... ``blind11``, each in its scene's turn
    (a move has been made, so undo is allowed; yes and no answer a question)."""
    scenes = {s["scene"]: s for s in json.loads(BLIND_SCENES.read_text(encoding="utf-8"))}
    source, category, prefix = BLIND_SETS[2 if second else number]
    lines = source.read_text(encoding="utf-8").splitlines()
    rows = [json.loads(line) for line in lines if line.strip()]
    out: list[Utterance] = []
    for i, row in enumerate(rows if size < 0 else rows[:size]):
        meaning = row["meaning"]
        confirming = meaning is not None and meaning["kind"] in ("yes", "no")
        ctx = scene_context(scenes[row["scene"]], confirming)
        out.append(Utterance(f"{prefix}{i:04d}", category, row["text"], ctx, meaning))
    return out


def scene_context(scene: dict[str, Any], confirming: bool) -> TurnContext:
    """The turn of a scene of ``blind-scenes.json``: a move has been made, so undo is
    allowed; ``confirming`` when a question is open."""
    return TurnContext(
        chain=tuple(CardName(c["event"], tuple(c["aliases"])) for c in scene["chain"]),
        hand=tuple(CardName(c["event"], tuple(c["aliases"])) for c in scene["hand"]),
        players=tuple(scene["players"]),
        current=scene["current"],
        can_doubt=len(scene["chain"]) > 1,
        can_undo=True,
        confirming=confirming,
    )
