"""A seeded corpus of synthesised spoken commands and table chatter for ``voice-game hear``.

Every utterance has a realistic turn context drawn from the real decks (a chain of 1 to 8
cards in year order, a hand of 1 to 6), a voice (espeak-ng accents and flite voices) and
the action JSON ``voice-game hear`` must print for it; chatter expects no action.

:func:`build_corpus` makes the corpus (deterministic for a seed), :func:`synthesise_all`
renders it to WAV files, :func:`run_corpus` runs it through the in-process hear pipeline
(one recogniser, :func:`voice_game.dialogue.hear.hear_result`), and :func:`summary` turns
the results into figures and a printable report.

Run by hand (prints the report; ``--seed N`` for another corpus, ``--keep DIR`` to keep
the WAVs)::

    .venv/bin/python -m tests.voice.hear_corpus
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from voice_game.decks import available_decks, load_deck
from voice_game.dialogue.hear import context_from_json, hear_result
from voice_game.engine.cards import Card
from voice_game.heard import Heard
from voice_game.intent import listening_phrases
from voice_game.intent.numbers import int_to_words, ordinal_to_words
from voice_game.speech.listening import hear_wav
from voice_game.speech.recognizer import Recognizer

SEED = 20240607

# (label, command line before the text/output arguments). Speeds vary per utterance.
ESPEAK_VOICES = ("en-us", "en-gb", "en-us+f3", "en-gb-scotland", "en-us+m7")
FLITE_VOICES = ("kal", "slt", "rms", "awb")
VOICES: tuple[str, ...] = tuple(f"espeak:{v}" for v in ESPEAK_VOICES) + tuple(
    f"flite:{v}" for v in FLITE_VOICES
)

PLAYERS = ("Anna", "Ben", "Chloe", "David")

JsonAction = dict[str, Any]


@dataclass(frozen=True)
class Utterance:
    """One thing said at the table, how, in which context, and what must come of it.

    ``expected`` is the action JSON; ``None`` for chatter (no action may come of it).
    """

    kind: str
    text: str
    voice: str
    speed: int
    context: dict[str, Any]
    expected: JsonAction | None

    @property
    def is_chatter(self) -> bool:
        return self.expected is None


@dataclass
class Outcome:
    """What the pipeline made of one utterance."""

    utterance: Utterance
    result: dict[str, Any]
    phrases: int = 0
    grammar_seconds: float = 0.0
    decode_seconds: float = 0.0

    @property
    def acted(self) -> bool:
        return bool(self.result["status"] == "act")

    @property
    def right(self) -> bool:
        u = self.utterance
        return not u.is_chatter and self.acted and self.result["action"] == u.expected

    @property
    def confirmed(self) -> bool:
        """The right action, read back first ("Did you mean ...?"): one "yes" completes it."""
        u = self.utterance
        return (
            not u.is_chatter
            and self.result["status"] == "ask"
            and self.result["action"] == u.expected
        )

    @property
    def wrong(self) -> bool:
        """An action was taken that was not the one meant (any action, for chatter)."""
        return self.acted and not self.right


# --- cards and contexts -----------------------------------------------------------------


def load_cards() -> list[Card]:
    """Every card of every installed deck."""
    cards: list[Card] = []
    for path in sorted(available_decks().values()):
        cards.extend(load_deck(path).cards)
    return cards


def _hearable(name: str, known: frozenset[str]) -> bool:
    return all(w in known for w in name.lower().replace("-", " ").replace("'", " ").split())


def spoken_name(card: Card, rng: random.Random, known: frozenset[str]) -> str:
    """How a player names a card: usually the name the game reads (first alias), sometimes
    another alias, or a short event text; only names the speech model can hear. An alias
    comes with "the" most of the time ("the telephone"), as people say it."""
    names = [_bare(a) for a in card.aliases if _hearable(a, known)]
    if not names:
        return card.event
    short_event = len(card.event.split()) <= 6 and _hearable(card.event, known)
    roll = rng.random()
    if short_event and roll < 0.08:
        return card.event
    name = rng.choice(names[1:]) if len(names) > 1 and roll < 0.35 else names[0]
    return f"the {name}" if rng.random() < 0.7 else name


def _bare(name: str) -> str:
    """A name without a leading article."""
    parts = name.split()
    return " ".join(parts[1:]) if parts and parts[0].lower() in ("the", "a", "an") else name


@dataclass
class Table:
    """A drawn turn: chain (year order) and hand, with the JSON context for ``hear``."""

    chain: list[Card]
    hand: list[Card]
    players: tuple[str, ...]
    extra: dict[str, Any] = field(default_factory=dict)

    def context(self) -> dict[str, Any]:
        ctx: dict[str, Any] = {
            "chain": [{"event": c.event, "aliases": list(c.aliases)} for c in self.chain],
            "hand": [{"event": c.event, "aliases": list(c.aliases)} for c in self.hand],
            "players": list(self.players),
            "current": self.players[0],
        }
        ctx.update(self.extra)
        return ctx


def draw_table(
    rng: random.Random, cards: list[Card], chain: tuple[int, int], hand: tuple[int, int]
) -> Table:
    """A chain and a hand of distinct cards from one deck (or, rarely, the Wild Mix)."""
    decks = sorted({c.deck for c in cards})
    pool = cards if rng.random() < 0.25 else [c for c in cards if c.deck == rng.choice(decks)]
    n_chain, n_hand = rng.randint(*chain), rng.randint(*hand)
    picked = rng.sample(pool, n_chain + n_hand)
    ordered = sorted(picked[:n_chain], key=lambda c: (c.span.earliest, c.span.latest))
    players = tuple(rng.sample(PLAYERS, rng.randint(2, 4)))
    return Table(ordered, picked[n_chain:], players)


# --- the corpus -------------------------------------------------------------------------

Built = tuple[str, Table, JsonAction]
Builder = Callable[[random.Random, list[Card], frozenset[str]], Built]


def _place(card: int, slot: int) -> JsonAction:
    return {"kind": "place", "card": card, "slot": slot}


def _hand_ref(rng: random.Random, t: Table, known: frozenset[str]) -> tuple[int, str]:
    """A hand card and the words naming it ('card two' or 'the telephone')."""
    i = rng.randrange(len(t.hand))
    if rng.random() < 0.5:
        return i, rng.choice(["card ", "card ", "card number "]) + int_to_words(i + 1)
    name = spoken_name(t.hand[i], rng, known)
    opener = rng.choice(["", "", "put ", "i'd put "])
    return i, opener + (name if name.startswith("the ") or not opener else f"the {_bare(name)}")


def before_name(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (1, 8), (2, 6))
    i, who = _hand_ref(rng, t, known)
    j = rng.randrange(len(t.chain))
    a = spoken_name(t.chain[j], rng, known)
    text = rng.choice([f"{who} before {a}", f"{who} before {a}", f"{who} just before {a}"])
    return text, t, _place(i, j)


def after_name(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (1, 8), (2, 6))
    i, who = _hand_ref(rng, t, known)
    j = rng.randrange(len(t.chain))
    a = spoken_name(t.chain[j], rng, known)
    text = rng.choice([f"{who} after {a}", f"{who} after {a}", f"{who} goes after {a}"])
    return text, t, _place(i, j + 1)


def between_names(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (2, 8), (1, 6))
    j = rng.randrange(len(t.chain) - 1)
    a = spoken_name(t.chain[j], rng, known)
    b = spoken_name(t.chain[j + 1], rng, known)
    if len(t.hand) == 1 and rng.random() < 0.5:
        return f"between {a} and {b}", t, _place(0, j + 1)
    i, who = _hand_ref(rng, t, known)
    return f"{who} between {a} and {b}", t, _place(i, j + 1)


def by_ordinal(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (2, 8), (1, 6))
    n = len(t.chain)
    one = len(t.hand) == 1
    i, who = (0, "") if one else _hand_ref(rng, t, known)
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


def by_number(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (1, 8), (2, 6))
    i = rng.randrange(len(t.hand))
    num = int_to_words(i + 1)
    where, slot = rng.choice([("at the end", len(t.chain)), ("at the start", 0)])
    text = rng.choice(
        [f"card {num} {where}", f"card number {num} {where}", f"put card {num} {where}"]
    )
    return text, t, _place(i, slot)


def start_end(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (1, 8), (2, 6))
    i = rng.randrange(len(t.hand))
    h = spoken_name(t.hand[i], rng, known)
    where, slot = rng.choice(
        [("at the end", len(t.chain)), ("at the start", 0), ("at the beginning", 0)]
    )
    text = rng.choice([f"{h} {where}", f"{h} {where}", f"put the {_bare(h)} {where}"])
    return text, t, _place(i, slot)


def one_card(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (1, 8), (1, 1))
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


DOUBTS = ("I doubt", "I doubt it", "doubt", "I doubt that", "that's wrong", "I challenge",
          "the chain is wrong", "I doubt the chain", "check the chain", "doubt it")  # fmt: skip


def doubt(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
    t = draw_table(rng, cards, (2, 8), (1, 6))
    return rng.choice(DOUBTS), t, {"kind": "doubt"}


COMMANDS: dict[str, tuple[str, ...]] = {
    "repeat": ("repeat", "say that again", "repeat that", "come again"),
    "chain": ("read the chain", "what's on the table", "read the chain"),
    "hand": ("my cards", "read my cards", "what cards do I have"),
    "turn": ("whose turn is it", "whose turn", "who is next"),
    "counts": ("card counts", "how many cards", "how many cards does everyone have"),
    "help": ("help", "what can I say", "help me"),
    "undo": ("undo", "take it back", "undo that"),
    "quit": ("quit", "quit the game", "end the game"),
    "slower": ("slower", "slow down", "speak slower"),
    "faster": ("faster", "speed up", "speak faster"),
    "louder": ("louder", "speak up", "speak louder"),
    "quieter": ("quieter", "volume down", "speak quieter"),
}


def _command(kind: str) -> Builder:
    def build(rng: random.Random, cards: list[Card], known: frozenset[str]) -> Built:
        t = draw_table(rng, cards, (1, 8), (1, 6))
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
    "tell me about your holiday",
)  # fmt: skip

# kind -> (builder, how many)
PLAN: dict[str, tuple[Builder, int]] = {
    "before name": (before_name, 30),
    "after name": (after_name, 30),
    "between names": (between_names, 25),
    "ordinal": (by_ordinal, 30),
    "card number": (by_number, 24),
    "start/end": (start_end, 20),
    "one card": (one_card, 24),
    "doubt": (doubt, 20),
    **{f"cmd {k}": (_command(k), 4) for k in COMMANDS},
}


def build_corpus(seed: int = SEED, known: frozenset[str] | None = None) -> list[Utterance]:
    """The whole corpus: commands of every kind, then chatter; voices assigned in turn."""
    rng = random.Random(seed)
    cards = load_cards()
    vocab = known if known is not None else frozenset()
    out: list[Utterance] = []
    voice_turn = 0

    def add(kind: str, text: str, table: Table, expected: JsonAction | None) -> None:
        nonlocal voice_turn
        voice = VOICES[voice_turn % len(VOICES)]
        voice_turn += 1
        speed = rng.randint(140, 175) if voice.startswith("espeak") else 0
        out.append(Utterance(kind, text, voice, speed, table.context(), expected))

    for kind, (build, count) in PLAN.items():
        for _ in range(count):
            text, table, expected = build(rng, cards, vocab)
            add(kind, text, table, expected)
    for text in CHATTER:
        add("chatter", text, draw_table(rng, cards, (1, 8), (1, 6)), None)
    return out


# --- audio ------------------------------------------------------------------------------


def synthesise(u: Utterance, path: Path) -> Path:
    """Render one utterance to a WAV file with its voice."""
    engine, voice = u.voice.split(":", 1)
    if engine == "espeak":
        cmd = ["espeak-ng", "-v", voice, "-s", str(u.speed), "-w", str(path), u.text]
    else:
        cmd = ["flite", "-voice", voice, "-t", u.text, "-o", str(path)]
    subprocess.run(cmd, check=True, capture_output=True, timeout=60)
    return path


def synthesise_all(corpus: list[Utterance], folder: Path, workers: int = 2) -> list[Path]:
    """Render every utterance (in parallel); WAV paths in corpus order."""
    for program in ("espeak-ng", "flite"):
        if shutil.which(program) is None:
            raise RuntimeError(f"{program} is not installed (apt-get install espeak-ng flite)")
    paths = [folder / f"u{i:03d}.wav" for i in range(len(corpus))]
    with ThreadPoolExecutor(workers) as pool:
        list(pool.map(synthesise, corpus, paths))
    return paths


def run_corpus(recognizer: Recognizer, corpus: list[Utterance], wavs: list[Path]) -> list[Outcome]:
    """Every utterance through the in-process hear pipeline with one recogniser."""
    outcomes: list[Outcome] = []
    for u, wav in zip(corpus, wavs, strict=True):
        ctx = context_from_json(u.context)
        started = time.perf_counter()
        phrases = listening_phrases(ctx)
        recognizer.set_phrases(phrases)
        grammar = time.perf_counter() - started
        listened = hear_wav(recognizer, wav)
        result = hear_result(listened.heard or Heard(""), ctx)
        outcomes.append(Outcome(u, result, len(phrases), grammar, listened.decode_seconds))
    return outcomes


# --- figures ----------------------------------------------------------------------------


@dataclass
class Summary:
    commands: int
    right: int
    confirmed: int
    wrong: int
    chatter: int
    chatter_acted: int
    total: int
    report: str

    @property
    def accuracy(self) -> float:
        """Share of commands understood: acted on at once, or read back right."""
        return (self.right + self.confirmed) / self.commands if self.commands else 0.0

    @property
    def at_once(self) -> float:
        """Share of commands acted on at once with the right action."""
        return self.right / self.commands if self.commands else 0.0

    @property
    def wrong_rate(self) -> float:
        return (self.wrong + self.chatter_acted) / self.total if self.total else 0.0


def _rate(outs: Iterable[Outcome]) -> str:
    outs = list(outs)
    right = sum(o.right for o in outs)
    asked = sum(o.confirmed for o in outs)
    wrong = sum(o.wrong for o in outs)
    share = 100 * (right + asked) / max(1, len(outs))
    return (
        f"{right + asked}/{len(outs)} understood ({share:.0f}%): {right} at once, "
        f"{asked} read back; {wrong} wrong"
    )


def summary(outcomes: list[Outcome]) -> Summary:
    """Figures per kind and per voice, timing, and every failure with its transcript."""
    cmds = [o for o in outcomes if not o.utterance.is_chatter]
    chat = [o for o in outcomes if o.utterance.is_chatter]
    lines = [
        f"commands: {_rate(cmds)}",
        f"chatter: {sum(o.acted for o in chat)}/{len(chat)} acted "
        f"(statuses {dict(Counter(o.result['status'] for o in chat))})",
        "per kind:",
    ]
    by_kind: dict[str, list[Outcome]] = defaultdict(list)
    by_voice: dict[str, list[Outcome]] = defaultdict(list)
    for o in cmds:
        by_kind[o.utterance.kind].append(o)
        by_voice[o.utterance.voice].append(o)
    for kind, outs in by_kind.items():
        lines.append(f"  {kind:14} {_rate(outs)}")
    lines.append("per voice (commands):")
    for voice, outs in sorted(by_voice.items()):
        lines.append(f"  {voice:20} {_rate(outs)}")
    grammar = [o.grammar_seconds for o in outcomes]
    decode = [o.decode_seconds for o in outcomes]
    phrases = [o.phrases for o in outcomes]
    lines.append(
        f"phrase list: median {statistics.median(phrases):.0f} phrases (max {max(phrases)}); "
        f"vocabulary()+set_phrases median {1000 * statistics.median(grammar):.1f} ms "
        f"(max {1000 * max(grammar):.1f}); decoding median "
        f"{1000 * statistics.median(decode):.0f} ms (max {1000 * max(decode):.0f})"
    )
    lines.append("failures (said -> heard -> status action):")
    for o in outcomes:
        if o.right or (o.utterance.is_chatter and not o.acted):
            continue
        u, r = o.utterance, o.result
        tag = "WRONG" if o.wrong else "miss "
        lines.append(
            f"  {tag} [{u.kind}] {u.voice}: {u.text!r} -> {r['transcript']!r} -> "
            f"{r['status']} {json.dumps(r['action'])} (want {json.dumps(u.expected)}; "
            f"chain {len(u.context['chain'])}, hand {len(u.context['hand'])})"
        )
    return Summary(
        commands=len(cmds),
        right=sum(o.right for o in cmds),
        confirmed=sum(o.confirmed for o in cmds),
        wrong=sum(o.wrong for o in cmds),
        chatter=len(chat),
        chatter_acted=sum(o.acted for o in chat),
        total=len(outcomes),
        report="\n".join(lines),
    )


def main(argv: list[str] | None = None) -> int:
    from voice_game.speech.model import find_model

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--keep", type=Path, help="folder to keep the WAV files in")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    recognizer = Recognizer(find_model())
    corpus = build_corpus(args.seed, recognizer.vocabulary)
    folder = args.keep or Path(tempfile.mkdtemp(prefix="hear-corpus-"))
    folder.mkdir(parents=True, exist_ok=True)
    wavs = synthesise_all(corpus, folder)
    synthesised = time.perf_counter() - started
    outcomes = run_corpus(recognizer, corpus, wavs)
    s = summary(outcomes)
    print(s.report)
    print(
        f"understood {100 * s.accuracy:.1f}% (at once {100 * s.at_once:.1f}%), "
        f"wrong {100 * s.wrong_rate:.2f}%, "
        f"chatter acted {s.chatter_acted}; {len(corpus)} utterances, synthesis+load "
        f"{synthesised:.0f} s, total {time.perf_counter() - started:.0f} s"
    )
    if not args.keep:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
