"""Listen to every card through the game's voice and list the worst heard.

    .venv/bin/python scripts/listen-decks.py [--years] [--limit N] [--out FILE] [DECK.toml ...]

Each card's event text (or, with --years, each distinct year form of the reveal) is said by
the game's own voice path (the speech normaliser, espeak-ng at the game's rate) and the audio
is transcribed by the Vosk model in full-vocabulary mode. Prints the share of words heard,
then the worst cards first; --out keeps every result as JSON Lines. Names the model does not
know can never be heard, so words outside its vocabulary are not counted as missed.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from testkit.hearing import Listener, distance, words  # noqa: E402
from voice_game.decks import load_deck  # noqa: E402
from voice_game.decks.loading import available_decks  # noqa: E402
from voice_game.engine import say_year  # noqa: E402
from voice_game.speech.model import find_model  # noqa: E402
from voice_game.speech.recognizer import Recognizer  # noqa: E402
from voice_game.spoken import spoken  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("decks", nargs="*", type=Path)
    parser.add_argument("--years", action="store_true", help="the reveal's year forms")
    parser.add_argument("--limit", type=int, default=0, help="only the first N items")
    parser.add_argument("--worst", type=int, default=30, help="how many worst to print")
    parser.add_argument("--out", type=Path)
    args = parser.parse_args()
    paths = args.decks or list(available_decks().values())
    cards = [card for path in paths for card in load_deck(path).cards]
    if args.years:
        items = [(form, form) for form in sorted({say_year(card.span) for card in cards})]
    else:
        items = [(card.id, card.event) for card in cards]
    if args.limit:
        items = items[: args.limit]
    recognizer = Recognizer(find_model())
    listener = Listener(recognizer)
    known = recognizer.vocabulary
    results = []
    started = time.perf_counter()
    for key, text in items:
        intended = [w for w in words(spoken(text)) if w in known]
        heard = listener.hear(text)
        missed = min(len(intended), distance(intended, heard))
        results.append(
            {
                "id": key,
                "said": spoken(text),
                "heard": " ".join(heard),
                "words": len(intended),
                "missed": missed,
            }
        )
    seconds = time.perf_counter() - started
    total = sum(r["words"] for r in results)
    missed = sum(r["missed"] for r in results)
    print(
        f"{len(results)} items, {total} words the model knows, {1 - missed / max(1, total):.1%} "
        f"heard, {seconds:.0f} s ({seconds / max(1, len(results)):.2f} s each)"
    )
    worst = sorted(results, key=lambda r: (-r["missed"] / max(1, r["words"]), -r["missed"]))
    for r in worst[: args.worst]:
        print(f"  {r['missed']}/{r['words']} {r['id']}: said {r['said']!r}, heard {r['heard']!r}")
    if args.out:
        args.out.write_text("".join(json.dumps(r) + "\n" for r in results))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
