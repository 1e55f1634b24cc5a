"""'rules', 'how do I play': the game and the rules in play, in a few spoken sentences."""

from __future__ import annotations

from rapidfuzz import fuzz, process

from voice_game.engine.game import Game
from voice_game.engine.rules import PRESETS, Rules, preset

PRESET_WORDS: dict[str, str] = {
    "lifestyle": (
        "Lifestyle rules: you may first correct the chain, a wrong doubt costs 4 cards, "
        "and play turns round once when someone first has two cards left."
    ),
    "wort-schrift-buch": (
        "Word Script Book rules: no correcting the chain, a wrong doubt costs 2 cards and a "
        "wrong chain 3, and after a wrong doubt the next player begins."
    ),
    "showbizz": (
        "Showbiz rules, the same as Lifestyle: you may first correct the chain, a wrong doubt "
        "costs 4 cards, and play turns round once at two cards left."
    ),
    "penne-e-pennelli": (
        "Pens and Brushes rules: the youngest begins, no correcting the chain, a wrong doubt "
        "costs 2 cards and a wrong chain 3, and more than 8 players play in teams of two."
    ),
}
INTRO = (
    "Anno Domini is a game about time. Each card names an event; its year stays hidden. "
    "On your turn put one of your cards into the chain, earliest first, or say I doubt "
    "if you think the chain is wrong. Then the years are read out, and whoever was wrong "
    "draws cards. The first to get rid of all their cards in a right chain wins."
)


def preset_sentence(name: str) -> str:
    """One or two sentences on how a preset differs."""
    return PRESET_WORDS.get(name, f"House rules based on {name}.")


def rules_sentences(game: Game) -> list[str]:
    """The short introduction and the rules of this game."""
    rules: Rules = game.setup.rules
    lines = [INTRO, preset_sentence(rules.name)]
    if rules.name not in PRESETS or rules != preset(rules.name):
        lines.append(
            f"With your house rules a wrong doubt costs {rules.wrong_doubt_penalty} cards "
            f"and a wrong chain {rules.right_doubt_penalty}."
        )
    return lines


def presets_help() -> list[str]:
    """The four presets in plain words, for the set-up question."""
    return [
        "There are four sets of rules, all nearly the same.",
        *PRESET_WORDS.values(),
        "If unsure, say lifestyle.",
    ]


PRESET_NAMES: dict[str, str] = {
    "lifestyle": "lifestyle",
    "life style": "lifestyle",
    "wort schrift buch": "wort-schrift-buch",
    "word script book": "wort-schrift-buch",
    "words script book": "wort-schrift-buch",
    "showbizz": "showbizz",
    "showbiz": "showbizz",
    "show biz": "showbizz",
    "show business": "showbizz",
    "penne e pennelli": "penne-e-pennelli",
    "pens and brushes": "penne-e-pennelli",
    "pens": "penne-e-pennelli",
}
NEAR = 80.0


def match_preset(text: str) -> str | None:
    """The preset a name or a near name stands for ("showbiz", "pen e penelli"); else None."""
    said = " ".join(text.lower().replace("-", " ").replace(",", " ").split())
    if not said:
        return None
    if said in PRESET_NAMES:
        return PRESET_NAMES[said]
    found = process.extractOne(said, list(PRESET_NAMES), scorer=fuzz.ratio)
    return PRESET_NAMES[found[0]] if found and found[1] >= NEAR else None
