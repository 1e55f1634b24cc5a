"""``voice-game check-deck``: everything that can be wrong with deck files, in one report."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from voice_game.engine.cards import Card
from voice_game.spoken import spoken, unspoken

from .loading import Deck, DeckError, load_deck
from .twins import find_twins

ERAS: tuple[tuple[str, int, int], ...] = (
    ("before 1000 BC", -100_000, -1001),
    ("1000 BC to 1 BC", -1000, -1),
    ("1 to 1000", 1, 1000),
    ("1001 to 1500", 1001, 1500),
    ("1501 to 1800", 1501, 1800),
    ("1801 to 1900", 1801, 1900),
    ("1901 to 1950", 1901, 1950),
    ("1951 to 2000", 1951, 2000),
    ("2001 and later", 2001, 100_000),
)
_WORD = re.compile(r"[a-z]+(?:'[a-z]+)?")


@dataclass
class DeckReport:
    """What the checker found in one file."""

    path: Path
    deck: Deck | None = None
    errors: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def era_of(card: Card) -> str:
    """The era bucket of a card, by the middle of its span."""
    middle = (card.span.earliest + card.span.latest) // 2
    for name, low, high in ERAS:
        if low <= middle <= high:
            return name
    return ERAS[-1][0]


def histogram(cards: Sequence[Card], width: int = 40) -> list[str]:
    """Cards by era, as text bars."""
    counts = Counter(era_of(card) for card in cards)
    top = max(counts.values(), default=1)
    lines = []
    for name, _, _ in ERAS:
        n = counts.get(name, 0)
        bar = "#" * round(width * n / top) if n else ""
        lines.append(f"  {name:>16} {n:4d} {bar}")
    return lines


def spoken_report(deck: Deck) -> list[str]:
    """Cards whose spoken form (event or alias, as the voice will say it) still holds digits,
    roman numerals or abbreviations."""
    errors = []
    for card in deck.cards:
        for where, text in (("event", card.event), *(("aliases", a) for a in card.aliases)):
            left = unspoken(spoken(text))
            if left:
                errors.append(
                    f"card {card.id!r}, field {where!r}: the voice would say {spoken(text)!r}, "
                    f"which still has {', '.join(left)}; reword it or add the name to "
                    "voice_game/spoken/lexicon.py"
                )
    return errors


def words_of(text: str) -> list[str]:
    """The words a recogniser would have to know to hear ``text``."""
    return _WORD.findall(text.lower().replace("-", " "))


def vocabulary_report(deck: Deck, vocabulary: frozenset[str]) -> tuple[list[str], list[str]]:
    """(warnings, errors): unknown words, and cards no spoken name of which can be heard."""
    warnings: list[str] = []
    errors: list[str] = []
    for card in deck.cards:
        names = [card.event, *card.aliases]
        missing = sorted({w for name in names for w in words_of(name) if w not in vocabulary})
        if missing:
            warnings.append(f"card {card.id!r}: the speech model lacks: {', '.join(missing)}")
        hearable = [
            name
            for name in names
            if words_of(name) and all(w in vocabulary for w in words_of(name))
        ]
        if not hearable:
            errors.append(
                f"card {card.id!r}, field 'aliases': no name of this card can be heard by the "
                "speech model; add an alias in words the model knows"
            )
    return warnings, errors


def check_files(paths: Sequence[Path], vocabulary: frozenset[str] | None) -> list[DeckReport]:
    """Check each file on its own, then twins across all of them together."""
    reports: list[DeckReport] = []
    for path in paths:
        report = DeckReport(path)
        try:
            report.deck = load_deck(path)
        except DeckError as error:
            report.errors.extend(str(error).splitlines())
        reports.append(report)
    loaded = [r.deck for r in reports if r.deck is not None]
    by_path = {r.path: r for r in reports}
    ids: dict[str, Path] = {}
    for deck in loaded:
        report = by_path[deck.path]
        for card in deck.cards:
            if card.id in ids and ids[card.id] != deck.path:
                report.errors.append(f"card {card.id!r}, field 'id': also used in {ids[card.id]}")
            ids.setdefault(card.id, deck.path)
            if re.search(r"\b\d{3,4}\b", card.event):
                report.errors.append(f"card {card.id!r}, field 'event': gives away a year")
        report.errors.extend(spoken_report(deck))
        if vocabulary is not None:
            warnings, errors = vocabulary_report(deck, vocabulary)
            report.warnings.extend(warnings)
            report.errors.extend(errors)
    owners = {card.id: deck.path for deck in loaded for card in deck.cards}
    named: dict[str, list[str]] = {}
    for deck in loaded:
        for card in deck.cards:
            for alias in {a.lower() for a in card.aliases}:
                named.setdefault(alias, []).append(card.id)
    for alias, users in sorted(named.items()):
        if len(users) > 1:
            by_path[owners[users[0]]].warnings.append(
                f"alias {alias!r} is used by {len(users)} cards ({', '.join(users)}): "
                "when they meet, a player cannot name one of them"
            )
    for twin in find_twins([card for deck in loaded for card in deck.cards]):
        first, second = twin.first, twin.second
        message = (
            f"twin events ({twin.reason}): {first.id!r} ({first.event}) and "
            f"{second.id!r} ({second.event}, in {owners[second.id].name}); "
            "once one is revealed the other's year is known: replace one of them"
        )
        by_path[owners[first.id]].errors.append(message)
    return reports


def print_report(reports: Sequence[DeckReport], vocabulary_checked: bool) -> int:
    """Print every report; return the number of errors."""
    total = 0
    for report in reports:
        deck = report.deck
        title = f"{report.path}: {deck.name}, {len(deck.cards)} cards" if deck else f"{report.path}"
        print(title)
        if deck:
            print("  cards by era:")
            print("\n".join(histogram(deck.cards)))
            early = sum(1 for card in deck.cards if card.span.earliest < 1500)
            print(f"  cards before 1500: {early}")
        for warning in report.warnings:
            print(f"  warning: {warning}")
        for error in report.errors:
            print(f"  error: {error}")
        print(f"  {len(report.errors)} errors, {len(report.warnings)} warnings")
        total += len(report.errors)
    if not vocabulary_checked:
        print(
            "note: no speech model installed, so words were not checked against its vocabulary "
            "(install it with: voice-game model download)"
        )
    return total
