"""Compare a deck's years with an independent checker's answers.

    .venv/bin/python scripts/compare-deck-years.py DECK.toml ANSWERS.jsonl [DISAGREE.jsonl]

ANSWERS.jsonl holds one {"id", "year", "confidence", "why"} per card, worked out without
seeing the deck's years (see docs/deck-checking.md). A card disagrees when the checker's span
and the card's span share no year; disagreements are printed (and written, if asked).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from voice_game.decks import load_deck  # noqa: E402
from voice_game.engine.years import YearFormatError, parse_year  # noqa: E402


def main(argv: list[str]) -> int:
    """Print the agreement figures; exit 1 when any card disagrees."""
    deck = load_deck(argv[0])
    cards = {card.id: card for card in deck.cards}
    answers = [json.loads(line) for line in Path(argv[1]).read_text().splitlines() if line.strip()]
    disagree = []
    for answer in answers:
        card = cards.get(answer["id"])
        if card is None:
            continue
        try:
            theirs = parse_year(answer["year"])
        except YearFormatError as error:
            disagree.append({**answer, "problem": str(error)})
            continue
        if not card.span.overlaps(theirs):
            disagree.append({**answer, "event": card.event, "card_year": card.span.text})
    checked = sum(1 for answer in answers if answer["id"] in cards)
    share = 100 * len(disagree) / max(1, checked)
    print(f"{deck.path}: {checked} cards checked, {len(disagree)} disagree ({share:.1f}%)")
    for item in disagree:
        print("  " + json.dumps(item))
    if len(argv) > 2:
        Path(argv[2]).write_text("".join(json.dumps(item) + "\n" for item in disagree))
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
