"""Setting up by voice: the player count, each first name, then one question with sensible
defaults ("Three players: Anna, Ben and Sara. Lifestyle rules, all the cards, nine each. Say
start, or say what to change.") that takes any change (a hand size, a computer player, its
level, the rules, the cards, a misheard name: "not Rob") until the table says start. A
spoken name is read back in one word ("Anna?") and the summary reads every name again, so
the game greets nobody in between: each sentence it says is a second a table waits.

Every answer is judged on the recogniser's evidence (:class:`~voice_game.heard.Heard`): an
answer heard clearly acts at once; one heard faintly is read back as one short yes/no
question ("Sara five?"); an answer that says nothing the question takes is asked again
briefly, and is never taken as start. The host's own words work at every question: "help"
says what it takes, "repeat" asks it again, "quit" leaves (read back "Quit?" when heard
faintly, and always at a name question: :func:`.setup_names.host_words`).
"""

from __future__ import annotations

from dataclasses import replace

from voice_game.computer import Level
from voice_game.dialogue.rules_talk import presets_help
from voice_game.dialogue.setup_answers import Ask
from voice_game.dialogue.voice_io import Conversing
from voice_game.dialogue.voice_loop import SILENCE_REMINDER_SECONDS
from voice_game.heard import Heard
from voice_game.intent.phrases import RESUME_LISTENING, SETUP_HOST_WORDS

from .options import PlayOptions
from .setup_names import (
    LISTEN_SECONDS,
    ask_count,
    ask_name,
    clearly,
    confirm,
    heard_text,
    host_words,
)
from .setup_table import Table, apply_change, phrases, read_changes

ASK_AGAIN = "Say start, or what to change."
SILENCES = 3
"""Silences in a row after which the game starts as summarised (nobody objected)."""
HELP = (
    "Say start to play. Or change something: a name and a number, like {name} five; "
    "everyone seven; add a computer player; show biz rules; or show biz cards."
)


def settle(speaker: Conversing, table: Table, lead: str = "") -> None:
    """Ask the one set-up question until the table says start."""
    question = [" ".join([lead, *table.summary()]).strip()]
    silences = 0
    while True:
        speaker.say(question)
        heard = speaker.listen([*phrases(table), *SETUP_HOST_WORDS], LISTEN_SECONDS)
        word = host_words(speaker, heard, None)  # "quit" leaves; help is read below
        if word:
            question = [" ".join(table.summary())] if word == "repeat" else [ASK_AGAIN]
            continue
        if heard is None or not heard.said:
            silences += 1
            if silences >= SILENCES:
                speaker.say(["Nobody said anything, so we start."])
                return
            question = [ASK_AGAIN]
            continue
        silences = 0
        changes = read_changes(heard_text(heard), table)
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
            if "rules" in heard_text(heard):
                speaker.say(presets_help())
            question = [HELP.format(name=table.seats()[0]), ASK_AGAIN]
            continue
        if changes[0].kind == "rename":
            _rename(speaker, table, changes[0].name)
            question = [" ".join(table.summary())]
            continue
        said = [apply_change(change, table) for change in changes]
        question = [" ".join([*said, ASK_AGAIN])]


def _rename(speaker: Conversing, table: Table, wrong: str) -> None:
    """Ask again the name of the player heard as ``wrong``; a hand size moves with them."""
    seat = table.people.index(wrong)
    others = [name for name in table.people if name != wrong]
    name = ask_name(speaker, seat + 1, others)
    table.people[seat] = name
    if wrong in table.sizes:
        table.sizes[name] = table.sizes.pop(wrong)


def saved_game_asker(speaker: Conversing) -> Ask:
    """How the saved game's question is asked by voice: said, then listened for continue,
    new and the host's words."""

    def ask(question: str) -> Heard | None:
        speaker.say([question])
        return speaker.listen(list(RESUME_LISTENING), SILENCE_REMINDER_SECONDS)

    return ask


def voice_setup_questions(speaker: Conversing, options: PlayOptions) -> Table | None:
    """Ask by voice for whatever the options did not give (players, rules, decks): what the
    table chose, its summary heard and accepted (the game need not repeat it); None when
    the options gave all of it and nothing was asked (:func:`with_table` makes the options
    from the answer)."""
    if options.players and options.rules is not None and options.deck:
        return None
    table = Table(people=[], computers=options.computer or 0)
    if options.level:
        table.level = Level(options.level)
    if options.rules is not None:
        table.rules = options.rules
    if options.deck:
        table.decks = list(options.deck)
        table.show_decks = False
    lead = ""
    if options.players:
        table.people = list(options.players)
        table.show_players = False
    else:
        count = ask_count(speaker)
        for seat in range(1, count + 1):
            table.people.append(ask_name(speaker, seat, table.people))
        if len(table.people) + table.computers < 2:
            table.computers = 1
            lead = "You play alone, so a computer player joins you."
    settle(speaker, table, lead)
    return table


def with_table(options: PlayOptions, table: Table | None) -> PlayOptions:
    """The options as they would have been given for what the table chose by voice (the
    options themselves when nothing was asked): players, computer players and their
    level, rules, decks, and the hand sizes after those of ``--hand-size``."""
    if table is None:
        return options
    return replace(
        options,
        players=options.players or tuple(table.people),
        computer=table.computers,
        level=table.level.value if table.computers else options.level,
        rules=table.rules,
        deck=tuple(table.decks),
        hand_size=(
            *options.hand_size,
            *(f"{name}={size}" for name, size in table.sizes.items()),
        ),
    )
