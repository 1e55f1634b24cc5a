"""Setting up by voice: the player count, each first name, then one question with sensible
defaults ("Three players: Anna, Ben and Sara. Lifestyle rules, all the cards, nine each. Say
start, or say what to change.") that takes any change (a hand size, a computer player, its
level, the rules, the cards, a misheard name: "not Rob") until the table says start. A name
is taken without "yes or no", even one heard faintly: the greeting ("Hello, Anna") and the
summary read every name back, so a table that hears a wrong one says so there.

Every answer is judged on the recogniser's evidence (:class:`~voice_game.heard.Heard`): an
answer heard clearly acts at once; one heard faintly is read back as one short yes/no
question ("Sara five?"); an answer that says nothing the question takes is asked again
briefly, and is never taken as start.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, field

import numpy as np

from voice_game.computer import DEFAULT_LEVEL, Level
from voice_game.engine.rules import RulesError
from voice_game.heard import Heard
from voice_game.intent import heard_clearly
from voice_game.intent.answers import asks_help, count_said, named, says_yes
from voice_game.intent.phrases import (
    CARD_WORDS,
    DECK_WORDS,
    EVERYONE,
    MOST_CARDS,
    NO,
    PLAYER_COUNTS,
    RENAME_WORDS,
    RULE_WORDS,
    START_WORDS,
    YES,
    setup_question_phrases,
)
from voice_game.intent.understand import SURE
from voice_game.intent.words import words
from voice_game.spoken.numbers import int_to_words

from .computers import MAX_COMPUTERS, seat_computers
from .hand_sizes import read_hand_size
from .names import COMMON_NAMES
from .render import dealt_sizes, join_names
from .rules_talk import match_preset, presets_help
from .voice_io import Conversing

LISTEN_SECONDS = 30.0
SEAT_NAMES = ("Red", "Blue", "Green", "Gold", "Silver", "Purple", "Orange", "White", "Pink", "Grey")
"""Names for players whose own name was not understood: short, distinct, easy to hear."""
MIN_NAME_SAMPLES = 16000 // 5
"""A recording shorter than 0.2 s is no name."""
ASK_AGAIN = "Say start, or what to change."
SILENCES = 3
"""Silences in a row after which the game starts as summarised (nobody objected)."""
SPOKEN_RULES = {
    "lifestyle": "Lifestyle",
    "wort-schrift-buch": "Word script book",
    "showbizz": "Show biz",
    "penne-e-pennelli": "Pens and brushes",
}
SPOKEN_DECKS = {
    "lifestyle": "lifestyle",
    "words-script-book": "word script book",
    "showbizz": "show biz",
    "pens-and-brushes": "pens and brushes",
}
ALL_DECKS = ("lifestyle", "words-script-book", "showbizz", "pens-and-brushes")
HELP = (
    "Say start to play. Or change something: a name and a number, like {name} five; "
    "everyone seven; add a computer player; show biz rules; or show biz cards."
)


def clearly(heard: Heard | None) -> bool:
    """Every word heard surely and nothing unmatched (a typed line always is)."""
    if heard is None:
        return False
    if not heard.spoken:
        return True
    return (
        heard_clearly(heard)
        and heard.unheard == 0
        and all(confidence >= SURE for _word, confidence in heard.matched)
    )


def _text(heard: Heard | None) -> str:
    return heard.text.lower() if heard is not None else ""


def confirm(speaker: Conversing, question: str) -> bool:
    """One short yes/no question; only a yes heard clearly is a yes."""
    speaker.say([question])
    heard = speaker.listen([*YES, *NO], LISTEN_SECONDS)
    return says_yes(_text(heard)) and clearly(heard)


# ------------------------------------------------------------------ count and names


def ask_count(speaker: Conversing) -> int:
    """How many people play (1 to 10); a faint number is read back, silence asks again."""
    question = "How many players?"
    for _ in range(4):
        speaker.say([question])
        heard = speaker.listen(list(PLAYER_COUNTS), LISTEN_SECONDS)
        count = count_said(_text(heard))
        if count is not None and (clearly(heard) or confirm(speaker, f"{_said(count)}?")):
            return count
        question = "How many players, from one to ten?"
    return 2


def _said(number: int) -> str:
    return int_to_words(number).capitalize()


def ask_name(speaker: Conversing, seat: int, taken: list[str], greeting: str = "") -> str:
    """A first name from the list: typed, it is taken at once; spoken, it is read back
    ("Anna, yes or no?"), for a name the recogniser lacks is heard as one it has. When none
    is understood after two tries the player gets a seat name ("Red"), said aloud so the
    table can use it ("Red three"); the speaker then keeps the player's own recording of
    their first try and plays it wherever the game says that name. Nobody silently becomes
    "Player 2"."""
    recording: np.ndarray | None = None
    refused: set[str] = set()  # a name said "no" to is not heard again ("marie" for "mary")
    for attempt in range(2):
        lead = f"{greeting} " if greeting and not attempt else ""
        speaker.say([f"{lead}Player {seat}, your first name?"])
        names = [n for n in COMMON_NAMES if n not in refused]
        heard = speaker.listen(names, timeout=LISTEN_SECONDS)
        if recording is None:
            recording = getattr(speaker, "last_audio", None)
        found = [w for w in _text(heard).split() if w in COMMON_NAMES]
        if not found:
            speaker.say(["I did not catch a name."])
            continue
        name = found[0].capitalize()
        if name in taken:
            name = f"{name} {seat}"
        # A name the recogniser lacks comes out as a listed name at full confidence
        # ("zanzibar quokka" as "roger"), so a spoken name is read back in three words; a
        # typed one is taken as typed.
        if _typed_name(heard, found) or confirm(speaker, f"{name}, yes or no?"):
            return name
        refused.add(found[0])
    name = next((n for n in SEAT_NAMES if n not in taken), f"Seat {seat}")
    keep = getattr(speaker, "keep_name", None)
    if recording is not None and keep is not None and len(recording) >= MIN_NAME_SAMPLES:
        speaker.say([f"I could not catch your name, so at this table you are {name}."])
        keep(name, recording)  # said as the player said it from now on
        speaker.say([f"I will say it as you did, {name}."])
        return name
    speaker.say(
        [
            f"I could not catch your name, so at this table you are {name}. "
            "Names can also be given with the players option."
        ]
    )
    return name


def _typed_name(heard: Heard | None, found: list[str]) -> bool:
    """One name, typed: nothing in it can have been misheard."""
    return heard is not None and not heard.spoken and len(set(found)) == 1


# ------------------------------------------------------------------ the one question


@dataclass
class Table:
    """What the set-up question offers and the table may change."""

    people: list[str]
    computers: int = 0
    level: Level = DEFAULT_LEVEL
    rules: str = "lifestyle"
    decks: list[str] = field(default_factory=lambda: list(ALL_DECKS))
    sizes: dict[str, int] = field(default_factory=dict)
    show_players: bool = True
    show_decks: bool = True

    def seats(self) -> list[str]:
        """Everyone at the table in order, the computer players' names included."""
        return seat_computers(self.people, self.computers, self.level)[0]

    def machines(self) -> list[str]:
        """The computer players' names."""
        return [name for name, _ in seat_computers(self.people, self.computers, self.level)[1]]

    def rule_size(self) -> int:
        """How many cards each player gets by the rules in play."""
        from .setup import load_rules

        try:
            rules = load_rules(self.rules)
        except RulesError:
            return 9
        return rules.hand_size_for(len(self.seats()))

    def rules_sizes(self) -> dict[str, int]:
        """Named players' hands: a rules file's and the table's own choices."""
        from .setup import load_rules

        try:
            own = dict(load_rules(self.rules).player_hand_sizes)
        except RulesError:
            own = {}
        return own | self.sizes

    def hands(self) -> str:
        """ "nine each", "nine each, Sara five", "five each"."""
        seats = self.seats()
        chosen = self.rules_sizes()
        size = self.rule_size()
        common, others = dealt_sizes(seats, size, [chosen.get(seat, size) for seat in seats])
        spoken = [_spoken_size(other) for other in others]
        return ", ".join([f"{int_to_words(common)} each", *spoken])

    def summary(self) -> list[str]:
        """The whole set-up in two or three short sentences, then the question."""
        lines: list[str] = []
        if self.show_players:
            seats = self.seats()
            lines.append(f"{_said(len(seats))} players: {join_names(seats)}.")
            machines = self.machines()
            if machines:
                who = join_names(machines)
                verb = "plays" if len(machines) == 1 else "play"
                lines.append(f"{who} {verb} for the computer, as {self.level.value}.")
        parts = [f"{SPOKEN_RULES.get(self.rules, self.rules)} rules"]
        if self.show_decks:
            parts.append(self.deck_words())
        if self.show_players:
            parts.append(self.hands())
        lines.append(", ".join(parts) + ".")
        return [" ".join([*lines, "Say start, or say what to change."])]

    def deck_words(self) -> str:
        """ "all the cards", "the show biz cards"."""
        if sorted(self.decks) == sorted(ALL_DECKS):
            return "all the cards"
        return "the " + join_names([SPOKEN_DECKS.get(d, d) for d in self.decks]) + " cards"


def _spoken_size(other: str) -> str:
    name, _, number = other.rpartition(" ")
    return f"{name} {int_to_words(int(number))}"


@dataclass(frozen=True)
class Change:
    """One thing an answer to the set-up question asks for."""

    kind: str
    """start, help, hand, everyone, add, remove, level, rules or decks"""
    name: str = ""
    number: int = 0
    value: str = ""

    def words(self) -> str:
        """The change as a short read-back ("Sara five")."""
        match self.kind:
            case "start":
                return "Start"
            case "rename":
                return f"Change {self.name}"
            case "hand":
                return f"{self.name} {int_to_words(self.number)}"
            case "everyone":
                return f"Everyone {int_to_words(self.number)}"
            case "add":
                return "Add a computer player"
            case "remove":
                return "No computer player"
            case "level":
                return f"The computer as {self.value}"
            case "rules":
                return f"{SPOKEN_RULES.get(self.value, self.value)} rules"
            case "decks":
                return "All the cards" if self.value == "all" else f"The {self.value} cards"
        return "Help"




def read_changes(text: str, table: Table) -> list[Change]:
    """What an answer to the set-up question asks for (several changes may come at once);
    [] when it asks for nothing the question takes."""
    tokens = words(text)
    said = " ".join(tokens)
    if not tokens:
        return []
    if asks_help(said):
        return [Change("help")]
    changes: list[Change] = []
    seats = table.seats()
    wrong = next(
        (p for p in table.people if p.lower() in tokens and set(tokens) & set(RENAME_WORDS)), None
    )
    if wrong is not None:
        return [Change("rename", wrong)]
    aliases = {f"player {int_to_words(i + 1)}": seat for i, seat in enumerate(seats)}
    found = read_hand_size(said, [*seats, *aliases])
    if found is not None:
        name, number = found
        changes.append(Change("hand", aliases.get(name, name), number))
    elif set(tokens) & set(EVERYONE):
        count = next((n for n in range(1, MOST_CARDS + 1) if int_to_words(n) in tokens), None)
        if count is not None:
            changes.append(Change("everyone", number=count))
    if "computer" in tokens:
        removing = set(tokens) & {"no", "remove", "without", "fewer", "less"}
        changes.append(Change("remove" if removing else "add"))
    level = next((lv for lv in Level if lv.value in tokens), None)
    if level is not None:
        changes.append(Change("level", value=level.value))
    if set(tokens) & set(CARD_WORDS):
        deck = named(said, DECK_WORDS)
        if deck is None and set(tokens) & {"all", "every", "everything"}:
            deck = "all"
        if deck is not None:
            changes.append(Change("decks", value=deck))
    else:
        rest = " ".join(t for t in tokens if t not in ("rules", "the", "rule"))
        rules = named(said, RULE_WORDS) or (match_preset(rest) if rest else None)
        if rules is not None:
            changes.append(Change("rules", value=rules))
    if not changes and set(tokens) & set(START_WORDS) and not set(tokens) & {"no", "not"}:
        return [Change("start")]
    return changes


def _apply(change: Change, table: Table) -> str:
    """Make ``change``; what to say about it."""
    match change.kind:
        case "hand":
            table.sizes[change.name] = change.number
            noun = "card" if change.number == 1 else "cards"
            return f"{change.name} gets {int_to_words(change.number)} {noun}."
        case "everyone":
            table.sizes = {seat: change.number for seat in table.seats()}
            return f"Everyone gets {int_to_words(change.number)}."
        case "add":
            if table.computers >= MAX_COMPUTERS or len(table.seats()) >= 10:
                return "No more computer players can join."
            table.computers += 1
            return f"{table.machines()[-1]} joins, for the computer."
        case "remove":
            if table.computers == 0:
                return "There is no computer player."
            if len(table.people) == 1 and table.computers == 1:
                return "One player alone plays against a computer player."
            table.computers -= 1
            return "One computer player fewer."
        case "level":
            table.level = Level(change.value)
            return f"The computer plays as {change.value}."
        case "rules":
            table.rules = change.value
            return f"{SPOKEN_RULES.get(change.value, change.value)} rules."
        case "decks":
            table.decks = list(ALL_DECKS) if change.value == "all" else [change.value]
            table.show_decks = True
            return table.deck_words().capitalize() + "."
    return ""


def phrases(table: Table) -> list[str]:
    """What the recogniser listens for while the set-up question is open."""
    levels = [level.value for level in Level]
    return setup_question_phrases(table.seats(), table.people, levels)


def settle(speaker: Conversing, table: Table, lead: str = "") -> None:
    """Ask the one set-up question until the table says start."""
    question = [" ".join([lead, *table.summary()]).strip()]
    silences = 0
    while True:
        speaker.say(question)
        heard = speaker.listen(phrases(table), LISTEN_SECONDS)
        if heard is None or not heard.said:
            silences += 1
            if silences >= SILENCES:
                speaker.say(["Nobody said anything, so we start."])
                return
            question = [ASK_AGAIN]
            continue
        silences = 0
        changes = read_changes(_text(heard), table)
        if not changes:
            question = [ASK_AGAIN]
            continue
        if not clearly(heard):
            readback = ", ".join(change.words() for change in changes)
            if not confirm(speaker, f"{readback}?"):
                question = [ASK_AGAIN]
                continue
        if changes[0].kind == "start":
            return
        if changes[0].kind == "help":
            if "rules" in _text(heard):
                speaker.say(presets_help())
            question = [HELP.format(name=table.seats()[0]), ASK_AGAIN]
            continue
        if changes[0].kind == "rename":
            _rename(speaker, table, changes[0].name)
            question = [" ".join(table.summary())]
            continue
        said = [_apply(change, table) for change in changes]
        question = [" ".join([*said, ASK_AGAIN])]


def _rename(speaker: Conversing, table: Table, wrong: str) -> None:
    """Ask again the name of the player heard as ``wrong``; a hand size moves with them."""
    seat = table.people.index(wrong)
    others = [name for name in table.people if name != wrong]
    name = ask_name(speaker, seat + 1, others)
    table.people[seat] = name
    if wrong in table.sizes:
        table.sizes[name] = table.sizes.pop(wrong)


def voice_setup_questions(speaker: Conversing, args: argparse.Namespace) -> bool:
    """Ask by voice for whatever the options did not give (players, rules, decks), and
    write the answers into ``args`` as the options would have given them. True when the
    table heard and accepted a summary of the set-up (the game need not repeat it)."""
    if args.players and args.rules is not None and args.deck:
        return False
    table = Table(people=[], computers=getattr(args, "computer", 0) or 0)
    if getattr(args, "level", None):
        table.level = Level(args.level)
    if args.rules is not None:
        table.rules = args.rules
    if args.deck:
        table.decks = list(args.deck)
        table.show_decks = False
    lead = ""
    if args.players:
        table.people = [name.strip() for name in args.players.split(",")]
        table.show_players = False
    else:
        count = ask_count(speaker)
        greeting = ""
        for seat in range(1, count + 1):
            name = ask_name(speaker, seat, table.people, greeting)
            table.people.append(name)
            greeting = f"Hello, {name}."
        lead = greeting
        if len(table.people) + table.computers < 2:
            table.computers = 1
            lead = f"{lead} You play alone, so a computer player joins you."
    settle(speaker, table, lead)
    if not args.players:
        args.players = ",".join(table.people)
    args.computer = table.computers
    if table.computers:
        args.level = table.level.value
    args.rules = table.rules
    args.deck = list(table.decks)
    args.hand_size = [
        *(getattr(args, "hand_size", None) or []),
        *(f"{name}={size}" for name, size in table.sizes.items()),
    ]
    return True


__all__ = ["ask_count", "ask_name", "clearly", "read_changes", "settle", "voice_setup_questions"]
