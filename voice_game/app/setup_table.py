"""The one set-up question's table: what it offers (:class:`Table`, read back as a short
summary), the changes an answer asks for (:func:`read_changes`), making them
(:func:`apply_change`), and the phrases the recogniser listens for meanwhile."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from voice_game.computer import DEFAULT_LEVEL, Level
from voice_game.dialogue.computers import MAX_COMPUTERS, seat_computers
from voice_game.dialogue.hand_sizes import read_everyone_and_hands, read_hand_sizes, size_said
from voice_game.dialogue.render import dealt_sizes, join_names
from voice_game.dialogue.rules_talk import match_preset
from voice_game.engine.rules import RulesError
from voice_game.intent.answers import asks_help, named
from voice_game.intent.phrases import (
    CARD_WORDS,
    DECK_WORDS,
    EVERYONE,
    MOST_CARDS,
    RENAME_WORDS,
    RULE_WORDS,
    START_WORDS,
    setup_question_phrases,
)
from voice_game.intent.words import words
from voice_game.spoken.numbers import int_to_words

from .setup_names import said_number

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
        from voice_game.dialogue.setup import load_rules

        try:
            rules = load_rules(self.rules)
        except RulesError:
            return 9
        return rules.hand_size_for(len(self.seats()))

    def rules_sizes(self) -> dict[str, int]:
        """Named players' hands: a rules file's and the table's own choices."""
        from voice_game.dialogue.setup import load_rules

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
            lines.append(f"{said_number(len(seats))} players: {join_names(seats)}.")
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
    if not tokens or _asks_a_player(tokens, table):
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
    found = read_hand_sizes(said, [*seats, *aliases])
    if set(tokens) & {"everyone", "everybody"}:
        everyone, hands = read_everyone_and_hands(said, [*seats, *aliases])
        if everyone is not None:
            changes.append(Change("everyone", number=min(everyone, MOST_CARDS)))
            found = hands
        elif found:
            return []  # "can everyone tom six": whose six?
    changes += [Change("hand", aliases.get(name, name), number) for name, number in found]
    if not found and set(tokens) & set(EVERYONE):
        count = size_said(tokens)
        if count is not None and count <= MOST_CARDS:
            changes.append(Change("everyone", number=count))
    level = next((lv for lv in Level if lv.value in tokens), None)
    if "computer" in tokens:
        change = _computer_change(said, table, level)
        changes += [Change(change)] if change else []
    if level is not None:
        changes.append(Change("level", value=level.value))
    rules = _named_before(said, RULE_WORDS, ("rules", "rule"))
    if set(tokens) & set(CARD_WORDS):
        deck = _named_before(said, DECK_WORDS, CARD_WORDS)
        deck = deck or (named(said, DECK_WORDS) if rules is None else None)
        if deck is None and set(tokens) & {"all", "every", "everything"}:
            deck = "all"
        if deck is not None:
            changes.append(Change("decks", value=deck))
    elif rules is None:
        rest = " ".join(t for t in tokens if t not in ("rules", "the", "rule"))
        rules = named(said, RULE_WORDS) or (match_preset(rest) if rest else None)
    if rules is not None:
        changes.append(Change("rules", value=rules))
    if not changes and _starts(tokens):
        return [Change("start")]
    return changes


ASKING_WORDS = frozenset({"do", "does", "did", "shall", "what", "how"})
"""Words after a player's name that make the answer a question to them ("ben, do you want
the computer in?"), not to the game ("sara should only get five" is one)."""


def _asks_a_player(tokens: Sequence[str], table: Table) -> bool:
    """True when the answer opens with a question to a player at the table."""
    people = {name.lower() for name in table.people}
    return len(tokens) > 1 and tokens[0] in people and tokens[1] in ASKING_WORDS


REMOVING = frozenset("remove without fewer less rid out drop ditch lose".split())
"""Words that take a computer player away ("get rid of the computer", "take it out")."""
NO_COMPUTER = re.compile(r"\bno (more )?computer|\b(do not|dont) (want|need)\b")
""""No computer", "no more computer players" and "we don't want the computer" (``words``
spells it "do not") remove one ("no" alone is no such word: "no, add a computer")."""
ADDING = frozenset("add another more second extra".split())
"""Words that bring a computer player in."""
NOT_ADDING = re.compile(r"\b(not|dont|never|no need to)( want to| need to)? (add|bring|have)\b")
""""Don't add a computer", "no need to add one": whatever else is said, none is added."""


def _computer_change(said: str, table: Table, level: Level | None) -> str:
    """ "add", "remove" or "" for an answer that names the computer: "no computer" and "get
    rid of the computer" remove one, "add a computer" adds one, "don't add one" nothing; the
    computer named with a level while one plays changes only the level, and words both ways
    change nothing."""
    rest = set(NO_COMPUTER.sub(" ", said).split())  # "no more computer players": no "more"
    if NOT_ADDING.search(said):
        return "remove" if rest & REMOVING else ""
    removing = bool(rest & REMOVING) or NO_COMPUTER.search(said) is not None
    adding = bool(rest & ADDING)
    if removing and adding:
        return ""
    if removing or adding:
        return "remove" if removing else "add"
    return "add" if level is None or table.computers == 0 else ""


STARTING = frozenset(
    """please lets let's let us the game now then we can i think so that this it that's thats
    it's its all to me just right alright sure off away ahead is sounds um uh er and well
    oh yes yeah yep fine good great correct ok okay you""".split()
)
"""Words that may come with a start word ("ok, let's go", "sounds good to me")."""


def _starts(tokens: Sequence[str]) -> bool:
    """True when the answer says start and nothing else ("yeah, that's fine, start"), not
    a start word among other words ("never mind, we'll play tomorrow")."""
    starting = set(tokens) & set(START_WORDS)
    return bool(starting) and set(tokens) <= starting | STARTING


def _named_before(said: str, table: dict[str, str], nouns: Sequence[str]) -> str | None:
    """The value of the longest name of ``table`` said just before one of ``nouns`` ("show
    biz rules", "the lifestyle deck"), or None."""
    for name, value in sorted(table.items(), key=lambda item: -len(item[0])):
        if any(f" {name} {noun} " in f" {said} " for noun in nouns):
            return value
    return None


def apply_change(change: Change, table: Table) -> str:
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
