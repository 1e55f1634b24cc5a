"""The decision policy, from beliefs alone, and whole games between computer players."""

from __future__ import annotations

import math

from testkit.scripting import DECK
from voice_game.computer import (
    Belief,
    Knowledge,
    Level,
    Table,
    computer_players,
    decide,
    learn,
)
from voice_game.decks import load_deck
from voice_game.engine import (
    Accept,
    CardFace,
    Doubt,
    Doubted,
    Game,
    Move,
    OrderStart,
    Phase,
    Place,
    Revealed,
    Setup,
    preset,
)

YEARS = {"a": 1500.0, "b": 1800.0, "c": 1900.0, "d": 1950.0, "e": 2000.0}


def _knowledge(spread: float = 0.01) -> Knowledge:
    """Beliefs made by hand (log10 ages, see knowledge.py): the policy has nothing else."""
    return Knowledge(
        Level.EXPERT,
        {key: Belief(math.log10(2035 - year), spread) for key, year in YEARS.items()},
    )


def _table(
    chain: str, hand: str, phase: Phase = Phase.PLACE, rules: str = "lifestyle", doubt=True
) -> Table:
    faces = {key: CardFace(key, f"event {key}") for key in YEARS}
    return Table(
        phase,
        tuple(faces[k] for k in chain),
        tuple(faces[k] for k in hand),
        can_doubt=doubt,
        can_move=preset(rules).may_correct and phase is Phase.PLACE and len(chain) > 1,
        rules=preset(rules),
    )


def test_places_in_the_most_probable_gap():
    decision = decide(_table("ae", "c", doubt=False), _knowledge())
    assert decision.action == Place("c", 1)
    assert decision.confidence > 0.99


def test_places_the_surest_card():
    # b (1800) fits between a and c for sure; d (1950) is close to both c and e
    decision = decide(_table("ace", "db", doubt=False), _knowledge(spread=0.1))
    assert decision.action == Place("b", 1)


def test_doubts_a_chain_believed_wrong_and_not_a_right_one():
    assert decide(_table("ea", "c"), _knowledge()).action == Doubt()
    assert isinstance(decide(_table("ae", "c"), _knowledge()).action, Place)


def test_an_unsure_player_does_not_doubt_when_a_wrong_doubt_costs_four():
    # c and d are 50 years apart; this unsure a player cannot tell their order well
    unsure = _knowledge(spread=0.2)
    lifestyle = decide(_table("dc", "a", rules="lifestyle"), unsure)
    assert not isinstance(lifestyle.action, Doubt)


def test_corrects_where_the_rules_allow_and_never_otherwise():
    # sure that b (1800) is out of place after c (1900), but doubting is not allowed now
    sure = _knowledge(spread=0.05)
    lifestyle = decide(_table("acb", "e", rules="lifestyle", doubt=False), sure)
    move = lifestyle.action
    assert isinstance(move, Move)
    order = list("acb")
    order.insert(move.slot, order.pop(move.index))
    assert order == list("abc")
    penne = decide(_table("acb", "e", rules="penne-e-pennelli", doubt=False), sure)
    assert isinstance(penne.action, Place)


def test_orders_start_cards_and_judges_a_last_card():
    assert decide(_table("ea", "", Phase.ORDER_START), _knowledge()).action == OrderStart(True)
    assert decide(_table("ae", "", Phase.ORDER_START), _knowledge()).action == OrderStart(False)
    assert decide(_table("ace", "", Phase.FINAL), _knowledge()).action == Accept()
    assert decide(_table("aec", "", Phase.FINAL), _knowledge()).action == Doubt()


def _play(levels: tuple[str, ...], rules: str, seed: int) -> Game:
    names = tuple(f"Bot {i}" for i in range(len(levels)))
    setup = Setup(
        names,
        preset(rules),
        load_deck(DECK).cards,
        seed,
        computers=tuple(zip(names, levels, strict=True)),
    )
    game = Game(setup)
    players = computer_players(setup)
    for _ in range(2000):
        if game.phase is Phase.OVER:
            break
        game.apply(players[game.current_player].decide(game).action)
    return game


def test_whole_games_between_computer_players_end_with_a_winner():
    presets = ("lifestyle", "wort-schrift-buch", "showbizz", "penne-e-pennelli")
    for seed, rules in enumerate(presets):
        game = _play(("beginner", "expert", "intermediate"), rules, seed)
        assert game.winner is not None
        dealt = [e for e in game.events if e.type == "dealt"]
        assert [(e.computer, e.level) for e in dealt][1] == (True, "expert")


def test_the_expert_doubts_rightly_more_often_than_the_beginner():
    right = {"beginner": [0, 0], "expert": [0, 0]}
    for seed in range(20):
        game = _play(("beginner", "expert"), "lifestyle", seed)
        levels = {"Bot 0": "beginner", "Bot 1": "expert"}
        for event, after in zip(game.events, game.events[1:], strict=False):
            if isinstance(event, Doubted) and isinstance(after, Revealed):
                tally = right[levels[event.player]]
                tally[0] += 1
                tally[1] += not after.correct
    assert right["expert"][1] / right["expert"][0] > right["beginner"][1] / right["beginner"][0]


def test_the_table_a_computer_player_sees_holds_no_years():
    """Two games alike but for the years on the backs look the same to a computer player."""
    cards = load_deck(DECK).cards
    shuffled = [card.span for card in cards]
    shuffled = shuffled[1:] + shuffled[:1]
    other = tuple(
        type(card)(card.id, card.event, span, card.aliases, deck=card.deck)
        for card, span in zip(cards, shuffled, strict=True)
    )
    one = Game(Setup(("Ann", "Bot"), preset("lifestyle"), cards, 3))
    two = Game(Setup(("Ann", "Bot"), preset("lifestyle"), other, 3))
    for game in (one, two):
        game.apply(Place(game.hand("Ann")[0].id, 0))
    assert Table.of(one) == Table.of(two)
    knowledge = learn(cards, Level.EXPERT, 3, "Bot")
    assert decide(Table.of(one), knowledge) == decide(Table.of(two), knowledge)
