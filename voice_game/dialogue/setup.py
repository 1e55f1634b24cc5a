"""Setting up a game: players, rules and decks, from options or by asking."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from voice_game.computer import DEFAULT_LEVEL, Level
from voice_game.decks import available_decks, load_decks
from voice_game.dialogue.rules_talk import PRESET_NAMES, match_preset, presets_help
from voice_game.dialogue.setup_answers import LEAVE_HINT, Ask, SetupAbandoned, ask_answer
from voice_game.engine.cards import Card
from voice_game.engine.rules import PRESETS, Rules, RulesError, preset, with_overrides
from voice_game.intent.answers import deck_names, deck_spelling, preset_spelling, says_yes
from voice_game.intent.phrases import HELP_WORDS
from voice_game.intent.shorthand import ANSWERS
from voice_game.intent.typed_setup import (
    typed_decks,
    typed_names,
    typed_rules,
)
from voice_game.spoken.numbers import int_to_words
from voice_game.tomlfile import TomlFileError, read_toml

from .computers import ComputerSeatError, seat_computers

DEFAULT_DECKS = ("lifestyle", "words-script-book", "showbizz", "pens-and-brushes")


@dataclass(frozen=True)
class GameChoice:
    """Everything chosen before the deal."""

    players: tuple[str, ...]
    rules: Rules
    decks: tuple[str, ...]
    cards: tuple[Card, ...]
    first_player: int
    teams: tuple[tuple[str, ...], ...] = ()
    """The people at each seat when the table plays in teams; empty otherwise."""
    computers: tuple[tuple[str, str], ...] = ()
    """Seats the computer plays, as (name, level)."""


def load_rules(spec: str) -> Rules:
    """A preset name, or a TOML file: ``preset = "showbizz"`` plus single-rule overrides."""
    path = Path(spec)
    if spec.endswith(".toml") or _exists(path):
        try:
            data = read_toml(path)
        except TomlFileError as error:
            raise RulesError(f"--rules {spec}: {error}; give a preset or a rules file") from None
        base = preset(str(data.pop("preset", "lifestyle")))
        try:
            return with_overrides(base, data)
        except RulesError as error:
            raise RulesError(f"{spec}: {error}") from None
    return preset(preset_spelling(spec) or spec)


def _exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):
        return False  # a name too long or odd to be a file is a (wrong) preset name


_NO_CONTROLS = "write a name and a number, like Ann=5, without control characters"


def hand_size_options(specs: Sequence[str] | None) -> dict[str, int]:
    """``["Ann=5", "Ben = 7"]`` (the ``--hand-size`` options) as ``{"Ann": 5, "Ben": 7}``."""
    sizes: dict[str, int] = {}
    for spec in specs or ():
        name, sep, number = spec.partition("=")
        if not spec.isprintable():
            raise RulesError(f"--hand-size {spec!r}: {name_problem(name.strip()) or _NO_CONTROLS}")
        if not sep or not name.strip() or not re.fullmatch(r"[0-9]{1,3}", number.strip()):
            raise RulesError(f"--hand-size {spec}: write a name and a number, like Ann=5")
        sizes[name.strip()] = int(number)
    return sizes


MAX_NAME_LENGTH = 30


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name (too long, control or escape characters)."""
    if len(name) > MAX_NAME_LENGTH:
        return f"The name {name[:MAX_NAME_LENGTH]!r}... is longer than {MAX_NAME_LENGTH} letters."
    if not name.isprintable():
        return f"The name {name!r} holds a control character; use letters, digits and spaces."
    return None


def seat_people(names: Sequence[str], max_seats: int) -> list[tuple[str, ...]]:
    """The people at each seat: one each, or, with more than ``max_seats`` players,
    neighbours in pairs; with an odd count the last team has three (nobody plays alone
    when the rules say to play in teams)."""
    if len(names) <= max_seats:
        return [(name,) for name in names]
    return _pairs(names)


def _pairs(names: Sequence[str]) -> list[tuple[str, ...]]:
    """Neighbours in pairs, the last three together with an odd count."""
    teams: list[tuple[str, ...]] = [(names[i], names[i + 1]) for i in range(0, len(names) - 1, 2)]
    if len(names) % 2:
        teams[-1] = (*teams[-1], names[-1])
    return teams


def seat_table(
    order: Sequence[str], computers: Sequence[str], max_seats: int
) -> list[tuple[str, ...]]:
    """The people at each seat of a table where ``computers`` (names in ``order``) are
    played by the computer: one each; or, with more than ``max_seats`` players, the people
    in teams (neighbours among the people in pairs, as :func:`seat_people`) while each
    computer player keeps a seat of its own, where it sat. A computer is never part of a
    team: a team of people plays one seat together, and nobody plays a computer's seat.

    Raises :class:`ComputerSeatError` in one sentence when even so the seats are more than
    the rules allow."""
    if len(order) <= max_seats:
        return [(name,) for name in order]
    machine = set(computers)
    people = [name for name in order if name not in machine]
    if not computers:
        return _pairs(people)
    teams = _pairs(people) if len(people) >= 2 else [(name,) for name in people]
    needed = len(teams) + len(machine)
    if needed > max_seats:
        raise ComputerSeatError(
            f"These rules seat at most {max_seats} players; even with the people in teams,"
            f" {len(people)} people and {len(machine)} computer players need {needed} seats:"
            " choose fewer computer players."
        )
    first_of = {team[0]: team for team in teams}
    return [
        (name,) if name in machine else first_of[name]
        for name in order
        if name in machine or name in first_of
    ]


def team_name(people: Sequence[str]) -> str:
    """A seat's name: the player, or 'Team Gus and Hal', so a list of teams is heard as teams."""
    if len(people) == 1:
        return people[0]
    return "Team " + ", ".join(people[:-1]) + " and " + people[-1]


def form_teams(names: Sequence[str], max_seats: int) -> list[str]:
    """The seat names: the players, or their teams when there are more than ``max_seats``."""
    return [team_name(people) for people in seat_people(names, max_seats)]


def find_first(first: str, seats: Sequence[tuple[str, ...]]) -> int:
    """The seat of the player (or team) called exactly ``first``, ignoring case."""
    wanted = first.strip().casefold()
    matches = {
        seat
        for seat, people in enumerate(seats)
        for name in (team_name(people), *people)
        if name.casefold() == wanted
    }
    everyone = ", ".join(name for people in seats for name in people)
    if not first.isprintable():
        raise RulesError(f"--first {first!r}: nobody is called that; the players are {everyone}.")
    if not matches:
        raise RulesError(f"--first {first}: nobody is called that; the players are {everyone}.")
    if len(matches) > 1:
        raise RulesError(f"--first {first}: that names several players: {everyone}.")
    return matches.pop()


WHO = "Who is playing? Say or type the names in seating order, separated by commas."


def _names_problem(text: str) -> str | None:
    """Why ``text`` is no answer to "Who is playing?", or None."""
    typed = typed_names(text)
    if typed.problem:
        return typed.problem
    if not 1 <= len(typed.names) <= 20:
        return "Please name 1 to 10 players; a player named computer is played by me."
    if any(name.isdigit() for name in typed.names):
        return "Please give the players' names, not how many: for example Ann, Ben, Cara."
    return next(filter(None, map(name_problem, typed.names)), None)


def _ask_names(ask: Ask) -> list[str]:
    """The players' names (:func:`~voice_game.intent.typed_setup.typed_names`); words with
    nothing between them ("anna ben cara", "tom sue and raj") are asked about once: a player
    each, or the names as typed."""
    answer = _ask_until(ask, WHO, _names_problem, [NAMES_HELP])
    typed = typed_names(answer)
    names, several = typed.names, typed.several
    if not several:
        return names
    listed = ", ".join(several[:-1]) + f" and {several[-1]}"
    count = int_to_words(len(several)).capitalize()
    if len(names) == 1:
        other = f"one player called {names[0]}"
    else:
        other = f"{int_to_words(len(names))} players, " + ", ".join(names[:-1])
        other += f" and {names[-1]}"
    question = f"{count} players: {listed}? Yes, or no for {other}."
    reply = ask_answer(ask, question, [NAMES_HELP, LEAVE_HINT]).text.strip()
    reply = ANSWERS.get(reply.lower(), reply)  # "y", "n"
    if says_yes(reply):
        return several
    if reply and _names_problem(reply) is None and not _no(reply):
        return typed_names(reply).names
    return names


def _no(text: str) -> bool:
    return text.strip().lower().rstrip(".!") in ("no", "nope", "one", "one player")


def _ask_until(
    ask: Ask, question: str, check: Callable[[str], str | None], help_lines: Sequence[str]
) -> str:
    """Ask until ``check`` accepts (returns None) the answer; the host's words ("help",
    "repeat", "quit") work as at every set-up question (:func:`.setup_answers.ask_answer`)."""
    prompt = question
    for _ in range(5):
        answer = ask_answer(ask, prompt, [*help_lines, LEAVE_HINT], again=question).text.strip()
        problem = check(answer)
        if problem is None:
            return answer
        prompt = f"{problem}\n{question}" if "\n" in problem else f"{problem} {question}"
    raise SetupAbandoned


NAMES_HELP = (
    "Say or type each player's first name, in the order you sit, with commas between them:"
    " for example Ann, Ben, Cara. A player named computer is played by me."
)


ALONE = "You play alone, so a computer player, {}, joins you."
"""Said when one person sits down alone, however the game was set up (by voice, keyboard or
options): a table of one plays against a computer player."""


def choose(
    ask: Ask,
    say: Callable[[str], None],
    *,
    players: Sequence[str] | None,
    rules: str | None,
    decks: Sequence[str] | None,
    first: str | None,
    hand_sizes: Mapping[str, int] | None = None,
    computers: int = 0,
    level: Level = DEFAULT_LEVEL,
) -> GameChoice:
    """Fill in whatever the options did not give, by asking; ``hand_sizes`` deals named
    players a different number of cards (on top of a house-rules file's). A player named
    ``computer`` and ``computers`` more are played by the computer; one person alone gets a
    computer player. Rules and decks may be named in either spelling ("words-script-book"
    or "wort-schrift-buch")."""
    if not players:
        players = _ask_names(ask)
    for name in players:
        problem = name_problem(name)
        if problem is not None:
            raise RulesError(f"--players: {problem[0].lower()}{problem[1:]}")
    alone = len(players) + computers == 1
    players, computer_seats = seat_computers(players, computers + alone, level)
    if alone:
        say(ALONE.format(computer_seats[0][0]))
    if rules is None:
        names = ", ".join(PRESETS)
        answer = _ask_until(
            ask,
            f"Which rules? {names}, or help. Press enter for lifestyle.",
            _rules_problem,
            presets_help(),
        )
        rules = _rules_chosen(answer)
    rule_set = load_rules(rules)
    if hand_sizes:
        chosen = dict(rule_set.player_hand_sizes)
        chosen.update(hand_sizes)
        rule_set = with_overrides(rule_set, {"player_hand_sizes": chosen})
    if not decks:
        known = available_decks()
        themes = {deck.id: deck.description for deck in load_decks(list(known))}
        answer = _ask_until(
            ask,
            f"Which decks? {', '.join(known)}, or all for a wild mix. Press enter for all.",
            lambda text: _decks_problem(text, themes),
            [_decks_help(known)],
        )
        decks = list(dict.fromkeys(deck_names(answer, known) or typed_decks(answer, themes)))
    decks = [deck_spelling(name) or name for name in _every_deck(decks)]
    deck_list = load_decks(decks)
    cards = tuple(card for deck in deck_list for card in deck.cards)
    machine = [name for name, _level in computer_seats]
    people = seat_table(list(players), machine, rule_set.max_seats)
    seats = [team_name(team) for team in people]
    teamed = len(seats) != len(players)
    if teamed:
        say(f"More than {rule_set.max_seats} players play in teams: {'; '.join(seats)}.")
    first_index = find_first(first, people) if first else 0
    return GameChoice(
        tuple(seats),
        rule_set,
        tuple(decks),
        cards,
        first_index,
        tuple(people) if teamed else (),
        computer_seats,
    )


def _every_deck(decks: Sequence[str]) -> list[str]:
    """``decks`` with "all" (as the deck question takes it: ``--deck all``) as every deck."""
    if not any(deck.strip().lower() == "all" for deck in decks):
        return list(decks)
    every = list(available_decks())
    return [name for deck in decks for name in (every if deck.strip().lower() == "all" else [deck])]


def _decks_help(known: Iterable[str]) -> str:
    """What the deck question takes."""
    return (
        f"Each deck is a set of cards on one theme: {', '.join(known)}. Name one or more,"
        " with commas between them, or say all to mix every deck."
    )


def _decks_problem(text: str, themes: Mapping[str, str]) -> str | None:
    """None when ``text`` names decks; else what was wrong."""
    if deck_names(text, themes) or typed_decks(text, themes):
        return None
    return f"I do not know the deck {text!r}."


def _preset_named(text: str) -> str | None:
    """The preset an answer names ("showbiz", "wsb", "3", "Lifestyle, please."), "" when it
    leaves the rules to the game ("", "you choose"), None for neither."""
    return match_preset(text) or typed_rules(text, list(PRESETS), PRESET_NAMES)


def _rules_chosen(text: str) -> str:
    """The rules an answer chooses: a preset by name, lifestyle when left to the game, or a
    rules file's path."""
    named = _preset_named(text)
    if named is None:
        return text or "lifestyle"
    return named or "lifestyle"


def _rules_problem(text: str) -> str | None:
    """None when ``text`` names rules (or a near name) or leaves them to the game ("don't
    mind"); else the help or what was wrong."""
    if _preset_named(text) is not None:
        return None
    if _try_rules(text):
        return None
    if text.lower().strip(" ?!.") in HELP_WORDS:
        return "\n".join(presets_help())
    return f"I do not know the rules {text!r}."


def _try_rules(text: str) -> bool:
    try:
        load_rules(text)
    except RulesError:
        return False
    return True


__all__ = [
    "Ask",
    "GameChoice",
    "SetupAbandoned",
    "choose",
    "find_first",
    "form_teams",
    "hand_size_options",
    "load_rules",
    "seat_people",
    "seat_table",
    "team_name",
]
