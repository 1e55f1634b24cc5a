"""The voice set-up: names, then one question with sensible defaults that takes changes
until the table says start; every answer judged on how surely it was heard."""

from __future__ import annotations

from voice_game.app.options import PlayOptions
from voice_game.app.voice_setup import voice_setup_questions, with_table
from voice_game.dialogue.render import render_event
from voice_game.dialogue.verbosity import Verbosity
from voice_game.engine import GameStarted
from voice_game.heard import UNHEARD, Heard

SURE_WORDS = 1.0


def heard(text: str, confidence: float = SURE_WORDS) -> Heard:
    """Spoken words, each heard at ``confidence``."""
    return Heard(text, tuple((word, confidence) for word in text.split()))


class Table:
    """Scripted spoken answers; what the game said, and how often it listened."""

    def __init__(self, answers: list[Heard | str | None]) -> None:
        self.answers = [heard(a) if isinstance(a, str) else a for a in answers]
        self.said: list[str] = []
        self.asked: list[str] = []

    def say(self, lines) -> None:
        self.said.extend(line for line in lines if line)

    def cue(self, cue) -> None:
        del cue

    def adjust(self, command: str) -> list[str]:
        return []

    def listen(self, phrases, timeout, unfinished=None):
        assert self.answers, f"asked once more than scripted, after: {self.said[-2:]}"
        self.asked.append(self.said[-1])
        return self.answers.pop(0)


def _args() -> PlayOptions:
    return PlayOptions()


def _set_up(answers: list[Heard | str | None]) -> tuple[Table, PlayOptions]:
    table, args = Table(answers), _args()
    args = with_table(args, voice_setup_questions(table, args))
    assert not table.answers, f"answers left over: {table.answers}"
    return table, args


def test_three_listed_names_and_one_question_with_defaults():
    table, args = _set_up(["three", "anna", "yes", "ben", "yes", "sara", "yes", "start"])
    assert len(table.asked) == 8  # the count, three names each read back, one question
    assert table.asked[2] == "Anna?"
    assert table.asked[3] == "Player 2, your first name?"  # no greeting: the summary has them
    assert table.asked[-1] == (
        "Three players: Anna, Ben and Sara. Lifestyle rules, all the cards, "
        "nine each. Say start, or say what to change."
    )
    assert (args.players, args.rules, args.computer) == (("Anna", "Ben", "Sara"), "lifestyle", 0)
    assert len(args.deck) == 4 and args.hand_size == ()


def test_a_seat_name_takes_a_hand_size():
    table, args = _set_up(["two", "anna", "yes", "xylophone", "grumble", "red three", "start"])
    assert args.players == ("Anna", "Red")
    assert args.hand_size == ("Red=3",)
    assert table.asked[-1] == "Red gets three cards. Say start, or what to change."


def test_everyone_the_same_is_summarised_as_each_not_as_exceptions():
    table, args = _set_up(["two", "anna", "yes", "ben", "yes", "everyone four", "start"])
    assert table.asked[-1] == "Everyone gets four. Say start, or what to change."
    assert args.hand_size == ("Anna=4", "Ben=4")
    spoken = render_event(
        GameStarted("lifestyle", ("Helen", "George"), 9, "Helen", hand_sizes=(4, 4)),
        None,
        Verbosity.BRIEF,
    )
    assert spoken[0] == "A new game for Helen and George with the lifestyle rules, 4 cards each."


def test_an_unclear_answer_is_never_taken_as_start():
    chatter = Heard("", ((UNHEARD, 0.4), (UNHEARD, 0.5)))
    table, args = _set_up(
        [
            "two",
            "anna",
            "yes",
            "ben",
            "yes",
            chatter,
            "hello there",
            heard("start", 0.5),
            "no",
            "start",
        ]
    )
    assert table.asked[6:] == [
        "Say start, or what to change.",
        "Say start, or what to change.",
        "Start?",
        "Say start, or what to change.",
    ]
    assert args.players == ("Anna", "Ben")


def test_a_faint_answer_is_read_back_and_a_clear_one_acts_at_once():
    table, args = _set_up(
        ["two", heard("anna", 0.6), "yes", "ben", "yes", heard("ben five", 0.5), "yes",
         "show biz rules", "pens and brushes cards", "start"]
    )  # fmt: skip
    assert table.asked[2] == "Anna?"  # a spoken name is always read back
    assert table.asked[3] == "Player 2, your first name?"
    assert table.asked[5].startswith("Two players: Anna and Ben.")
    assert "Ben five?" in table.asked
    assert args.hand_size == ("Ben=5",)
    assert (args.rules, args.deck) == ("showbizz", ("pens-and-brushes",))
    assert not any(line.startswith("Show biz rules?") for line in table.asked)


def test_a_computer_player_and_its_level_are_changes_to_the_one_question():
    table, args = _set_up(
        ["two", "anna", "yes", "ben", "yes", "add a computer player", "expert", "start"]
    )
    assert (args.computer, args.level) == (1, "expert")
    assert table.asked[-2] == "Ada joins, for the computer. Say start, or what to change."


def test_a_name_misheard_but_clear_is_corrected_from_the_summary():
    table, args = _set_up(["two", "anna", "yes", "rob", "yes", "change rob", "ben", "yes", "start"])
    assert "Player 2, your first name?" in table.asked
    assert table.asked[-1].startswith("Two players: Anna and Ben.")
    assert args.players == ("Anna", "Ben")


def test_after_the_summary_the_opening_does_not_say_the_set_up_again():
    from testkit.scripting import DECK
    from voice_game.decks import load_deck
    from voice_game.dialogue.session import Session
    from voice_game.engine import Game, Setup, preset

    game = Game(Setup(("Ann", "Ben"), preset("lifestyle"), load_deck(DECK).cards, 3))
    plain = Session(game, voice=True).opening()
    after_summary = Session(game, voice=True).opening(summarised=True)
    assert plain[0].startswith("A new game") and "Ann and Ben" in plain[0]
    assert after_summary == plain[1:]
    assert after_summary[0] == "Ann begins." or after_summary[0].startswith("Ann begins")


def test_a_typed_name_is_taken_as_typed_and_a_spoken_one_read_back():
    table, args = _set_up(["two", Heard.typed("anna"), "ben", "yes", "start"])
    assert table.asked[1:4] == [
        "Player 1, your first name?",
        "Player 2, your first name?",
        "Ben?",
    ]
    assert args.players == ("Anna", "Ben")


def test_a_name_said_again_to_its_read_back_is_a_yes_and_a_no_asks_again():
    table, args = _set_up(["two", "anna", "anna", "rob", "no", "ben", "yes", "start"])
    assert table.asked[1:7] == [
        "Player 1, your first name?",
        "Anna?",
        "Player 2, your first name?",
        "Rob?",
        "Player 2, your first name?",
        "Ben?",
    ]
    assert args.players == ("Anna", "Ben")


def test_one_card_each_is_said_in_the_singular_at_every_detail():
    event = GameStarted("lifestyle", ("Helen", "George"), 9, "Helen", hand_sizes=(1, 1))
    brief = render_event(event, None, Verbosity.BRIEF)
    full = render_event(event, None, Verbosity.FULL)
    assert brief[0] == "A new game for Helen and George with the lifestyle rules, 1 card each."
    assert "Everyone gets 1 card." in full[0]
