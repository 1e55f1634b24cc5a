"""The host: verbosity, card details on request, and no dead ends (issue 9)."""

from __future__ import annotations

from testkit.scripting import DECK
from voice_game.decks import load_deck
from voice_game.dialogue.render import is_verdict
from voice_game.dialogue.session import Session
from voice_game.dialogue.verbosity import Verbosity, short_name
from voice_game.engine import Game, Phase, Revealed, Setup, preset, with_overrides
from voice_game.heard import Heard


def session_at(
    level: Verbosity = Verbosity.BRIEF, seed: int = 3, rules: str = "lifestyle", **kw
) -> Session:
    cards = load_deck(DECK).cards
    game = Game(Setup(("Ann", "Ben"), preset(rules), cards, seed))
    return Session(game, verbosity=level, **kw)


def test_brief_turn_says_what_changed_and_whose_turn_only():
    session = session_at()
    hand = session.game.hand("Ann")
    reply = session.handle("card 1 at the end")
    assert reply.lines[0].startswith(f"Ann puts {short_name(hand[0])} after ")
    assert reply.lines[-1] == "Ben, your turn."
    assert not any(hand[1].event in line for line in reply.lines)
    assert session.prompt()[0] == reply.lines[0]  # repeat/prompt say what changed too


def test_chain_and_hand_on_request_in_short_names():
    session = session_at()
    hand = session.game.hand("Ann")
    cards = session.handle("my cards").lines
    assert cards == [
        "Ann, your 9 cards are "
        + ", ".join(f"{i} {short_name(c)}" for i, c in enumerate(hand[:-1], start=1))
        + f" and 9 {short_name(hand[-1])}."
    ]
    assert session.handle("read the chain").lines[0].startswith("The chain has one card, ")


def test_full_text_on_request():
    session = session_at()
    hand = session.game.hand("Ann")
    assert session.handle("what is card 3").lines == [
        f"Card 3, {short_name(hand[2])}, {hand[2].event}."
    ]
    alias = hand[1].aliases[0]
    assert hand[1].event in session.handle(f"tell me about the {alias}").lines[0]
    assert session.handle("what is card 12").lines[0].startswith("You have no card 12")


def test_more_and_less_detail_by_voice():
    session = session_at()
    assert session.handle("more detail").lines == ["Normal detail from now on."]
    assert session.verbosity is Verbosity.NORMAL
    session.handle("longer")
    assert session.verbosity is Verbosity.FULL
    assert "already the most" in session.handle("more detail").lines[0]
    session.handle("shorter")
    session.handle("less detail")
    assert session.verbosity is Verbosity.BRIEF


def test_around_a_card_in_a_long_chain_and_counts():
    session = session_at(seed=5)
    for _ in range(8):
        session.handle("card 1 at the end")
    chain = session.game.chain
    assert len(chain) == 9
    assert any("say around" in line for line in session.handle("read the chain").lines)
    part = session.handle("around the fifth").lines[0]
    assert part.startswith("Cards 3 to 7 of 9 are ")
    assert short_name(chain[4]) in part and short_name(chain[0]) not in part
    counts = session.handle("how many cards").lines
    assert counts[0] == "The chain has 9 cards." and "in the draw pile" in counts[1]


def test_repeat_repeats_the_question_not_the_error():
    session = session_at()
    first = session.handle("help").lines
    session.handle("blue elephants dancing")
    assert session.handle("repeat").lines == first
    question = session.handle("at the end").lines
    session.handle("my cards")
    assert session.handle("repeat").lines[-1] == question[0]


def test_which_card_reads_three_and_takes_number_ordinal_or_name():
    for answer in ("card 7", "the seventh", "seven", None):
        session = session_at(level=Verbosity.FULL)
        hand = session.game.hand("Ann")
        question = session.handle("at the end").lines[0]
        assert question.startswith("Which card goes after ")
        assert "card 3" in question and "card 4" not in question
        assert "Say my cards to hear all 9." in question
        said = answer or short_name(hand[6])
        session.handle(said)
        assert session.game.chain[-1] == hand[6], said


def test_which_card_keeps_the_question_open_while_the_hand_is_read():
    session = session_at()
    hand = session.game.hand("Ann")
    question = session.handle("at the end").lines[0]
    reply = session.handle("my cards")
    assert reply.lines[-1] == question
    session.handle("card 9")
    assert session.game.chain[-1] == hand[8]


def test_rules_and_how_to_play():
    session = session_at(rules="wort-schrift-buch")
    for said in ("rules", "how do I play"):
        lines = session.handle(said).lines
        assert lines[0].startswith("Anno Domini is a game about time.")
        assert lines[1].startswith("Word Script Book rules")
    assert any("more help" in line for line in session.handle("what can I say").lines)
    assert any("Say rules" in line for line in session.handle("more help").lines)


def test_undo_names_what_and_needs_a_yes_from_the_placer():
    session = session_at()
    card = session.game.hand("Ann")[0]
    session.handle("card 1 at the end")
    reply = session.handle("undo")
    assert reply.lines == [
        f"Ann, take back {short_name(card)} after {short_name(session.game.chain[0])}? "
        "Ann, say yes or no."
    ]
    reply = session.handle("no")
    assert reply.lines[0] == "All right, it stays." and card in session.game.chain
    session.handle("undo")
    reply = session.handle("yes")
    assert reply.lines[0].startswith(f"Ann takes back {short_name(card)}")
    assert card not in session.game.chain and session.game.current_player == "Ann"


def test_a_refusal_gives_its_reason():
    session = session_at()
    chain, hand = session.game.chain, session.game.hand("Ann")
    reasons = {
        "I doubt": "Nobody has placed a card this round: nothing to doubt.",
        "undo": "There is nothing to undo: nobody has placed a card this round.",
        "accept": "Accepting is only for a player's last card; place or doubt.",
        "swap": "There are no start cards to order.",
    }
    for said, reason in reasons.items():
        reply = session.handle(said)
        assert not reply.understood and reply.lines[0] == reason, said
    assert session.game.chain == chain and session.game.hand("Ann") == hand


def test_end_of_game_offers_another_with_the_same_players():
    cards = load_deck(DECK).cards
    rules = with_overrides(preset("lifestyle"), {"hand_size": 2})
    game = Game(Setup(("Ann", "Ben"), rules, cards, 4))
    started: list[Game] = []

    def rematch(old: Game):
        new = Game(Setup(old.setup.players, old.setup.rules, old.setup.cards, 9))
        started.append(new)
        return new, lambda _game: None

    session = Session(game, verbosity=Verbosity.BRIEF, rematch=rematch)
    session.handle("card 1 at the start")
    session.handle("card 1 at the start")
    session.handle("at the start")
    reply = session.handle("accept")
    assert game.phase is Phase.OVER and not reply.done
    assert reply.lines[-1] == "Play again with the same players, yes or quit?"
    assert session.handle("repeat").lines[-1].endswith("yes or quit?")
    reply = session.handle("yes")
    assert started and session.game is started[0] and reply.lines[0].startswith("A new game")
    assert session.handle("quit").done


def test_quit_line_names_a_command_that_works_here():
    reply = session_at(quit_command="scripts/play --resume --text").handle("quit")
    assert reply.done and reply.lines[0].endswith("run: scripts/play --resume --text")
    from voice_game.dialogue.resume import resume_command

    command = resume_command(text=True)
    assert command.endswith("--resume --text")
    assert (
        command.startswith(("voice-game play", "scripts/play", "/")) or "-m voice_game" in command
    )


def test_verdict_comes_after_the_last_year():
    session = session_at(seed=5)
    session.handle("card 1 at the end")
    reply = session.handle("I doubt")
    revealed = next(e for e in reply.events if isinstance(e, Revealed))
    at = reply.verdict_at
    assert at is not None and is_verdict(reply.lines[at])
    years = [line for line in reply.lines[:at] if line.endswith(".") and ", " in line]
    assert len(years) >= len(revealed.chain)
    assert any(word in reply.lines[at + 1] for word in ("was right", "was wrong"))


def test_config_file_sets_verbosity_and_cue_volume(tmp_path):
    import pytest

    from voice_game.config import ConfigError, load_settings

    path = tmp_path / "config.toml"
    path.write_text('[voice]\ncue_volume = 0.4\n\n[game]\nverbosity = "full"\n')
    settings = load_settings(path)
    assert settings.verbosity == "full" and settings.cue_volume == 0.4
    path.write_text('[game]\nverbosity = "chatty"\n')
    with pytest.raises(ConfigError, match="brief, normal or full"):
        load_settings(path)


def test_rules_question_explains_the_presets_on_help_and_takes_near_names():
    from voice_game.dialogue.setup import choose

    asked: list[str] = []
    answers = iter(["help", "showbiz", "all"])

    def ask(question: str) -> Heard | None:
        asked.append(question)
        return Heard.typed(next(answers))

    choice = choose(
        ask, lambda _text: None, players=["Ann", "Ben"], rules=None, decks=None, first=None
    )
    assert choice.rules.name == "showbizz"
    explained = asked[1].splitlines()
    assert explained[0] == "There are four sets of rules, all nearly the same."
    assert sum(line.endswith(" rules: ") or " rules" in line for line in explained) >= 4
    assert explained[-1].startswith("Which rules?")


class Table:
    """A set-up conversation: scripted answers, what the game said."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = iter(answers)
        self.said: list[str] = []

    def say(self, lines) -> None:
        self.said.extend(lines)

    def cue(self, cue) -> None:
        pass

    def adjust(self, command: str) -> list[str]:
        return []

    def listen(self, phrases, timeout, unfinished=None):
        from voice_game.heard import Heard

        return Heard.typed(next(self.answers))


def test_a_name_not_understood_becomes_a_seat_name_said_aloud():
    from voice_game.app.options import PlayOptions
    from voice_game.app.voice_setup import voice_setup_questions, with_table

    table = Table(["two", "mary", "xylophone", "grumble", "rules help", "show biz", "start"])
    args = PlayOptions()
    args = with_table(args, voice_setup_questions(table, args))
    assert args.players == ("Mary", "Red")
    assert any("at this table you are Red" in line for line in table.said)
    assert not any("Player 2" in line and "you are" in line for line in table.said)
    assert "There are four sets of rules, all nearly the same." in table.said
    assert args.rules == "showbizz" and len(args.deck) == 4


def test_cues_have_their_own_volume():
    import io

    from voice_game.app.speaker import Speaker
    from voice_game.config import AudioSettings
    from voice_game.speech.cues import Cue
    from voice_game.speech.voice import EspeakVoice

    class Player:
        playing = False

        def __init__(self) -> None:
            self.volumes: list[float] = []

        def play(self, samples, samplerate, *, volume=1.0, cancel=None) -> bool:
            self.volumes.append(volume)
            return True

        def stop(self) -> None:
            pass

    player = Player()
    voice = EspeakVoice(player=player, volume=0.9)
    quiet = Speaker(voice, None, None, io.StringIO(), AudioSettings(cue_volume=0.3))
    quiet.cue(Cue.LISTENING)
    quiet.say(["Ann, your turn."])
    Speaker(voice, None, None, io.StringIO(), AudioSettings()).cue(Cue.UNDERSTOOD)
    assert player.volumes == [0.3, 0.9, 0.9]


def test_brief_ask_back_has_no_spoken_punctuation():
    from voice_game.heard import Heard

    session = session_at()
    session.handle("card 1 at the end")
    session.handle("card 1 at the end")
    words = "card one after the third".split()
    heard = Heard(" ".join(words), tuple((w, 0.55 if w == "third" else 1.0) for w in words))
    reply = session.handle(heard)
    # a faint "third", and the sound-alike "first" that would put the card elsewhere: a
    # choice of two in one short question
    assert reply.lines == ["Stonehenge after everest, or stonehenge after suez canal?"]
    words = "card one after the second".split()
    heard = Heard(" ".join(words), tuple((w, 0.55 if w == "second" else 1.0) for w in words))
    reply = session.handle(heard)
    assert reply.lines[0].endswith("?") and len(reply.lines[0].split()) <= 6
    assert ":" not in reply.lines[0] and ";" not in reply.lines[0]
