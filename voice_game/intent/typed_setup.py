"""What a player types at the keyboard game's set-up questions, read as a host reads it
(measured on a blind set, ``python -m benchmarks.voice.keyboard_setup``): names with any
separator and a few words around them ("we are three: me (Tom), Sue and Raj", "Giulia, Marco
e Francesca"), rules and decks by name, number, initials, theme or "don't mind", continue or
new in a letter or a neighbour's language, and a question typed back. Pure; typed lines only
(the recogniser writes no letters, digits or other languages).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from .answers import SPELLINGS, continue_or_new
from .shorthand import ANSWERS

NAME_SEPARATORS = re.compile(
    r",|;|&|\+|/|\||\n|\s-\s|\b(?:and|adn|nad|n|plus|und|en|e|y|et|then|dann|poi|puis)\b",
    re.IGNORECASE,
)
"""What comes between typed names: punctuation, "|", a spaced dash, "and" (or
"n", "plus", a slip of it, or in German, Dutch, Italian, Spanish or French) and "then"."""
INTRODUCING = (
    "i'm",
    "im",
    "i am",
    "my name is",
    "me llamo",
    "mi chiamo",
    "ich bin",
    "ik ben",
    "je suis",
)
"""Openings by which the typist names themself."""
NAME_OPENINGS = (
    "dear computer",
    "nous sommes",
    "wir sind",
    "we zijn",
    "siamo",
    "somos",
    "the twins",
    "the kids",
    "hello computer",
    "the players are",
    "players are",
    "playing are",
    "playing is",
    "we are",
    "we're",
    "so it's",
    "it's",
    "its",
    *INTRODUCING,
    "sono",
    "on my left",
    "on my right",
    "to my left",
    "to my right",
    "next to me",
    "next",
    "just",
    "only",
    "hi",
    "hello",
    "so",
)
"""Words that open a typed name ("I'm Tom", "on my left Sue", "the players are Gwen")."""
RELATIONS = frozenset(
    "sister brother friend wife husband son daughter mum mom dad mother father partner"
    " cousin nan gran grandma grandpa grandad granny aunt uncle neighbour".split()
)
"""Words of a relation: "my sister is Rosie", "our friend Priya" name Rosie and Priya;
"mum" alone may be what the family calls her."""
UNSPOKEN_RELATIONS = frozenset(
    "cousin friend brother sister wife husband son daughter partner neighbour".split()
)
"""Relations nobody is called by: "cousin Max" is Max ("Uncle Bob", "Oma Ria" are kept)."""
TITLES = frozenset({"mr", "mrs", "ms", "miss", "mx", "dr", "sir", "dame"})
SELF = frozenset({"me", "myself", "i", "yo", "ich", "io", "moi"})
"""Words a typist may mean themselves by: no name, so the game asks for theirs."""
GAME_WORDS = frozenset(
    {" ".join(re.split(r"[-\s]+", spelling)) for spelling in SPELLINGS}
    | {"computer players", "help", "quit", "all"}
)
"""Typed at the names question, the name of rules or decks is an answer to another one."""
COUNT_OPENING = re.compile(
    r"^\s*(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:players?|of us)\b\s*:?",
    re.IGNORECASE,
)
QUESTION_WORDS = frozenset(
    {"what", "whats", "what's", "which", "how", "why", "who", "whos", "who's", "where"}
)
ASKING = frozenset({"is", "are", "can", "do", "does", "should", "could", "will"})
"""Words that open a question without a question word ("is there a default?")."""
DEFAULT_WORDS = frozenset(
    """default defaults whatever any anything skip normal standard usual surprise
    dont-mind don't-mind dont-care don't-care you-choose no-preference
    doesn't-matter doesnt-matter either up-to-you idc idk dunno w/e whatevs wtv egal
    normales normale maakt-niet-uit peu-importe da-igual non-importa""".split()
)
"""Answers that leave the choice to the game: the default (press enter)."""
POLITE = frozenset(
    """please thanks thank you per favore bitte por favor the rules rule ones one set of
    i would like i'd like id like we want can have let's lets play use with game cards
    deck decks some just only them les regles règles stp svp""".split()
)
"""Words around a typed choice of rules or decks ("I would like the Word Script Book rules,
thank you")."""
EVERYTHING = frozenset(
    {"all", "a", "everything", "every", "mix", "tutti", "alle", "alles", "todos", "tout", "tous"}
)
EXCEPT = re.compile(r"\b(?:except|but|not|no|without|minus|apart from)\b")
RULES_INITIALS = {
    "l": "lifestyle",
    "ls": "lifestyle",
    "s": "showbizz",
    "sb": "showbizz",
    "w": "wort-schrift-buch",
    "wsb": "wort-schrift-buch",
    "p": "penne-e-pennelli",
    "pp": "penne-e-pennelli",
    "pep": "penne-e-pennelli",
}
DECK_INITIALS = {
    "l": "lifestyle",
    "ls": "lifestyle",
    "p": "pens-and-brushes",
    "pb": "pens-and-brushes",
    "pab": "pens-and-brushes",
    "s": "showbizz",
    "sb": "showbizz",
    "w": "words-script-book",
    "wsb": "words-script-book",
}
THEME_SYNONYMS = {
    "tv": "television",
    "movies": "film",
    "movie": "film",
    "films": "film",
    "cinema": "film",
    "songs": "music",
    "pop": "music",
    "art": "arts",
    "painting": "paintings",
    "writing": "alphabets",
    "letters": "alphabets",
    "newspaper": "newspapers",
    "code": "codes",
    "toy": "toys",
    "sports": "sport",
}
"""Words a typist may give a deck's theme by, as its description words them."""
SAVED_WORDS = {
    "c": True,
    "cont": True,
    "weiter": True,
    "continua": True,
    "continuare": True,
    "continuar": True,
    "continuer": True,
    "n": False,
    "neu": False,
    "nuovo": False,
    "nuova": False,
    "nuevo": False,
    "nueva": False,
    "nouveau": False,
    "nouvelle": False,
    "nieuw": False,
    "doorgaan": True,
}
"""Continue (True) or new (False) in a letter or in German, Italian, Spanish or French."""
ANSWER_WORDS = {
    **ANSWERS,
    "q": "quit",
    "ja": "yes",
    "si": "yes",
    "sì": "yes",
    "oui": "yes",
    "ye": "yes",
    "ya": "yes",
    "yea": "yes",
    "nein": "no",
    "non": "no",
    "nee": "no",
}
"""Letters (the keyboard's "y" and "n", and "q") and neighbours' yes and no, typed to "Play
again, yes or quit?"."""
NEAR = 80
"""How alike (0-100) a typed word must be to a name or choice to stand for it."""


@dataclass(frozen=True)
class TypedNames:
    """The names a typed line gives, and when unsure, the other way to read it
    (``several``: every word a name, asked about once)."""

    names: list[str]
    several: list[str]
    problem: str = ""


def asks_a_question(text: str) -> bool:
    """A question typed back ("what's the difference?", "which is easiest", "is there a
    default?"): answered with the question's help. Not an answer with a question mark
    ("lifestyle?") or a suggestion ("how about showbizz")."""
    said = re.findall(r"[a-z']+", text.lower())
    if not said or said[1:2] == ["about"]:
        return False
    asked = text.strip().endswith("?") and (bool(set(said) & QUESTION_WORDS) or said[0] in ASKING)
    return asked or said[0] in QUESTION_WORDS


def typed_names(text: str) -> TypedNames:
    """The players a typed line names, in its order: "we are three: me (Tom), Sue and Raj",
    "Mr. Harold Finch, Mrs. Edith Finch.", "Giulia, Marco e Francesca". Words without
    separators ("anna ben cara", "tom sue and raj") are one name each in ``several``."""
    text = text.split(":")[-1] if ":" in text else text
    text = re.sub(r"\b(?:me|i|myself)\s*\(([^()]*)\)", r"\1", text, flags=re.IGNORECASE)
    text = COUNT_OPENING.sub("", re.sub(r"\(([^()]*)\)", r", \1", text))
    parts = NAME_SEPARATORS.split(text)
    introduced = any(_introduces(part) for part in parts)  # "me llamo Carmen": "yo" is Carmen
    names: list[str] = []
    for part in parts:
        name = _name(part)
        if name is None or (introduced and name.lower() in SELF):
            continue
        if name.lower() in SELF:
            return TypedNames([], [], f"Who is {name.lower()}? Please type your own name.")
        if name.lower() in GAME_WORDS:
            return TypedNames([], [], f"{name} is not a player's name.")
        names.append(name)
    separated = bool(re.search(r"[,;\n]", text)) or len(names) > 2  # "Sanne en Daan en oma Ria"
    several = [] if separated else [word for name in names for word in name.split()]
    return TypedNames(names, several if len(several) > len(names) else [])


def _introduces(part: str) -> bool:
    said = " ".join(part.lower().split())
    return any(said.startswith(opening + " ") for opening in INTRODUCING)


def _name(part: str) -> str | None:
    """One part's name, without the words that open it, a title or closing marks; None for
    a part with no name ("Dear computer", "hi!")."""
    said = " ".join(part.strip(" \t.!?'\"").split())
    if not said or said.lower().rstrip("!") in NAME_OPENINGS:
        return None
    while (shorter := _peeled(said)) != said:
        said = shorter
    said = said.strip(" .!?")
    if not said:
        return None
    return said.title() if said.islower() or said.isupper() else said


def _peeled(said: str) -> str:
    """``said`` without one opening ("I'm", "on my left"), title ("Mr.") or relation ("my
    sister is", "cousin") before the name; ``said`` itself when it has none."""
    lowered = said.lower()
    for opening in NAME_OPENINGS:
        if lowered.startswith((opening + " ", opening + "! ")):
            return said[len(opening) :].lstrip("! ")
    words = said.split()
    if len(words) < 2:
        return said
    first = words[0].lower()
    if first.strip(".") in TITLES or first in UNSPOKEN_RELATIONS:  # "Mr.", "cousin Max"
        return " ".join(words[1:])
    if first in ("my", "our") and words[1].lower() in RELATIONS:
        rest = words[2:]
        rest = rest[1:] if rest[:1] and rest[0].lower() == "is" else rest
        return " ".join(rest) if rest else said
    return said


def typed_rules(text: str, presets: Sequence[str], near: Mapping[str, str]) -> str | None:
    """The rules preset a typed answer names, "" for the default ("don't mind", "you
    choose", an empty line), or None. ``presets`` in the order the question lists them (a
    number picks one); ``near``: each spoken form of a preset's name."""
    said = _plain(text)
    if _left_to_the_game(said):
        return ""
    if said.isdigit():
        number = int(said)
        return presets[number - 1] if 1 <= number <= len(presets) else None
    if said in RULES_INITIALS:
        return RULES_INITIALS[said]
    found = {near[name] for name in near if re.search(rf"\b{re.escape(name)}\b", said)}
    if len(found) > 1:  # "lifestyle rules but with the showbizz cards"
        ruled = {near[n] for n in near if re.search(rf"\b{re.escape(n)} rules\b", _lower(text))}
        found = ruled if len(ruled) == 1 else found
    if len(found) == 1:
        return found.pop()
    if found:
        return None
    if re.search(r"\b(?:youngest|teams?)\b", said):
        return "penne-e-pennelli"
    match = process.extractOne(said, list(near), scorer=fuzz.ratio)
    return near[match[0]] if match and match[1] >= NEAR else None


def typed_decks(text: str, decks: Mapping[str, str]) -> list[str]:
    """The decks a typed answer names, by id, either spelling, a slip, a number in the
    question's order, initials or a word of one deck's theme ("films", "the art one"); "all"
    or the default gives every deck, "all except showbizz" every other; [] when a part names
    none. ``decks``: each deck's id and its description."""
    known = list(decks)
    said = _joined(_plain(text))
    if said in EVERYTHING or _left_to_the_game(said):
        return known
    parts = EXCEPT.split(said, maxsplit=1)
    if len(parts) == 2 and (not parts[0].strip() or parts[0].strip() in EVERYTHING):
        left_out = _decks_named(parts[1], decks)
        return [deck for deck in known if deck not in left_out] if left_out else []
    return _decks_named(said, decks)


def _decks_named(said: str, decks: Mapping[str, str]) -> list[str]:
    known = list(decks)
    whole = _one_deck(said, decks)
    if whole:
        return [whole]
    chosen: set[str] = set()
    unsure: list[set[str]] = []
    parts = [part.strip() for part in DECK_SEPARATORS.split(said) if part.strip()]
    if len(parts) == 1 and all(_named_deck(word, decks) for word in said.split()):
        parts = said.split()  # "1 3", "lifestyle showbizz", "lfstyl shwbz"
    for part in parts:
        holding = _decks_of(part, decks)
        if not holding:
            return []
        if len(holding) == 1:
            chosen |= holding
        else:
            unsure.append(holding)
    if any(not holding & chosen for holding in unsure):
        return []  # "tv and books": literature's books, or writing's?
    return sorted(chosen, key=known.index)


DECK_SEPARATORS = re.compile(r",|&|\+|/|\||\b(?:and|adn|n|plus|e|y|und|en|et)\b")
JOINED = {spelling: spelling.replace(" ", "") for spelling in SPELLINGS if " " in spelling}
"""A deck's name of several words as one ("pensandbrushes"), so that its "and" separates
nothing."""
THEME_WORD = 4
"""A word of a deck's description names its theme from this many letters ("film", not "as")."""


def _joined(said: str) -> str:
    for spelling in sorted(JOINED, key=len, reverse=True):
        said = re.sub(rf"\b{spelling}\b", JOINED[spelling], said)
    return said


def _left_to_the_game(said: str) -> bool:
    """Nothing typed, or only words that leave the choice to the game ("idc w/e")."""
    return all(word in DEFAULT_WORDS for word in said.split())


def _hyphened(said: str) -> str:
    """``said`` with the phrases of :data:`DEFAULT_WORDS` joined by hyphens."""
    for phrase in sorted((w for w in DEFAULT_WORDS if "-" in w), key=len, reverse=True):
        said = re.sub(rf"\b{phrase.replace('-', ' ')}\b", phrase, said)
    return said


def _one_deck(part: str, decks: Mapping[str, str]) -> str | None:
    holding = _decks_of(part, decks)
    return next(iter(holding)) if len(holding) == 1 else None


def _decks_of(part: str, decks: Mapping[str, str]) -> set[str]:
    """The decks ``part`` may name: one, several (a theme's word in more than one deck's
    description: "books"), or none."""
    found = _named_deck(part, decks)
    if found:
        return {found}
    themed: set[str] = set()
    for word in part.split():
        word = THEME_SYNONYMS.get(word, word)
        if len(word) < THEME_WORD:
            continue
        themed |= {d for d, about in decks.items() if word in re.findall(r"[a-z]+", about.lower())}
    return themed


def _named_deck(part: str, decks: Mapping[str, str]) -> str | None:
    """The deck ``part`` names by id, either spelling, a number, initials or a slip."""
    known = list(decks)
    spelled = SPELLINGS.get(part) or SPELLINGS.get(_unjoined(part))
    if spelled and spelled[1] in decks:
        return spelled[1]
    if part.isdigit():
        return known[int(part) - 1] if 1 <= int(part) <= len(known) else None
    if part in DECK_INITIALS and DECK_INITIALS[part] in decks:
        return DECK_INITIALS[part]
    spoken = {name.replace("-", " "): name for name in known}
    starts = [deck for words, deck in spoken.items() if words.startswith(part)]
    if len(starts) == 1:
        return starts[0]
    match = process.extractOne(part, [*spoken, *SPELLINGS], scorer=fuzz.ratio)
    if match and match[1] >= NEAR:
        return spoken.get(match[0]) or SPELLINGS[match[0]][1]
    return None


def typed_saved(text: str) -> bool | None:
    """To a saved game, typed: True to continue, False for a new game, None for neither:
    :func:`~.answers.continue_or_new`, then a letter ("c", "n"), a neighbour's word
    ("weiter", "nuovo") or a slip ("contniue")."""
    decided = continue_or_new(text)
    if decided is not None:
        return decided
    said = _plain(text)
    if said in SAVED_WORDS:
        return SAVED_WORDS[said]
    match = process.extractOne(said, ["continue", "new game"], scorer=fuzz.ratio)
    return match[0] == "continue" if match and match[1] >= NEAR else None


def typed_answer(text: str) -> str:
    """A typed answer after the game with its letter or a neighbour's word spelled out
    ("q" is "quit", "ja" is "yes", "nein danke" is "no danke")."""
    said = text.strip().lower().split()
    if said and said[0].strip(".!,") in ANSWER_WORDS:
        return " ".join([ANSWER_WORDS[said[0].strip(".!,")], *said[1:]])
    return text


def _unjoined(part: str) -> str:
    return next((spelling for spelling, joined in JOINED.items() if joined == part), part)


def _lower(text: str) -> str:
    """Lower case, without marks other than the separators of a list (",", "&", "+", "/")."""
    said = re.sub(r"[^a-z0-9'ìéèà,&+/| ]+", " ", text.lower().replace("-", " "))
    return " ".join(re.sub(r"\s*([,&+/|])\s*", r" \1 ", said).split()).strip(" ,")


def _plain(text: str) -> str:
    """The typed words without punctuation, politeness and other words around a choice;
    "w/e" kept whole, the phrases of :data:`DEFAULT_WORDS` joined by hyphens."""
    said = _hyphened(_lower(text.replace("w/e", "whatevs")))
    return " ".join(word for word in said.split() if word not in POLITE)
