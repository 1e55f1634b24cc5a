import dataclasses

import pytest

from voice_game.engine.actions import (
    Accept,
    Doubt,
    IllegalActionError,
    Move,
    OrderStart,
    Place,
    Refusal,
    Undo,
)
from voice_game.engine.events import Phase, Revealed
from voice_game.engine.game import Game, Setup, SetupError, replay
from voice_game.engine.rules import preset, with_overrides
from voice_game.engine.years import Span

from .conftest import make_cards, year_of


def new_game(rules="lifestyle", players=("Ann", "Ben", "Cara"), seed=1, count=60, **overrides):
    base = preset(rules)
    if overrides:
        base = with_overrides(base, overrides)
    return Game(Setup(tuple(players), base, make_cards(count), seed))


def right_slot(game, card_id):
    """The slot that keeps the chain in order for ``card_id``."""
    year = year_of(card_id)
    return sum(1 for card in game.chain if year_of(card.id) <= year)


def place_right(game, index=0):
    card = game.hand(game.current_player)[index]
    return game.apply(Place(card.id, right_slot(game, card.id)))


def place_wrong(game):
    """Place a card where it breaks the order."""
    for card in game.hand(game.current_player):
        slot = right_slot(game, card.id)
        for wrong in (0, len(game.chain)):
            chain_years = [year_of(c.id) for c in game.chain]
            years = chain_years[:wrong] + [year_of(card.id)] + chain_years[wrong:]
            if years != sorted(years) and wrong != slot:
                return game.apply(Place(card.id, wrong))
    raise AssertionError("no wrong place found")


def types(events):
    return [event.type for event in events]


def refuses(game, action, reason):
    """``action`` is refused for ``reason``: the table is unchanged, a refused event is logged."""
    before = (game.chain, game.hand_counts(), game.current_player, game.phase)
    player = game.current_player
    with pytest.raises(IllegalActionError) as caught:
        game.apply(action)
    assert caught.value.refusal is reason
    last = game.events[-1]
    assert (last.type, last.player, last.asked, last.reason) == ("refused", player, action, reason)
    assert (game.chain, game.hand_counts(), game.current_player, game.phase) == before


@pytest.mark.parametrize(
    ("rules", "seats", "expected"),
    [
        ("lifestyle", 3, 9),
        ("wort-schrift-buch", 6, 9),
        ("showbizz", 7, 9),
        ("penne-e-pennelli", 6, 9),
        ("penne-e-pennelli", 7, 7),
    ],
)
def test_hand_sizes(rules, seats, expected):
    players = [f"P{i}" for i in range(seats)]
    game = new_game(rules, players, count=100)
    assert all(count == expected for count in game.hand_counts().values())
    assert len(game.chain) == 1


def test_penne_more_than_eight_players_play_in_teams():
    with pytest.raises(SetupError, match="teams"):
        new_game("penne-e-pennelli", [f"P{i}" for i in range(9)], count=100)
    assert new_game("lifestyle", [f"P{i}" for i in range(10)], count=100, hand_size=5)


@pytest.mark.parametrize("players", [("Solo",), tuple(f"P{i}" for i in range(11))])
def test_player_count_limits(players):
    with pytest.raises(SetupError):
        new_game(players=players, count=200, hand_size=2)


def test_same_names_and_too_few_cards_are_refused():
    with pytest.raises(SetupError, match="same name"):
        new_game(players=("Ann", "ann"))
    with pytest.raises(SetupError, match="need at least"):
        new_game(count=20)


@pytest.mark.parametrize(
    ("rules", "wrong_doubt", "right_doubt", "first_after_wrong_doubt"),
    [
        ("lifestyle", 4, 2, "Ben"),
        ("showbizz", 4, 2, "Ben"),
        ("wort-schrift-buch", 2, 3, "Cara"),
        ("penne-e-pennelli", 2, 3, "Cara"),
    ],
)
def test_doubt_penalties_and_next_first_player(
    rules, wrong_doubt, right_doubt, first_after_wrong_doubt
):
    game = new_game(rules)
    place_right(game)  # Ann places correctly
    events = game.apply(Doubt())  # Ben doubts wrongly
    penalty = next(e for e in events if e.type == "penalty")
    assert (penalty.player, penalty.count, len(penalty.cards)) == ("Ben", wrong_doubt, wrong_doubt)
    started = next(e for e in events if e.type == "round_started")
    assert started.first_player == first_after_wrong_doubt

    game = new_game(rules)
    place_wrong(game)  # Ann breaks the chain
    events = game.apply(Doubt())  # Ben doubts rightly
    revealed = next(e for e in events if e.type == "revealed")
    assert not revealed.correct and revealed.conflict is not None
    penalty = next(e for e in events if e.type == "penalty")
    assert (penalty.player, penalty.count) == ("Ann", right_doubt)
    assert next(e for e in events if e.type == "round_started").first_player == "Ben"
    assert game.hand_counts()["Ann"] == 9 - 1 + right_doubt


@pytest.mark.parametrize(
    ("rules", "reverses"),
    [
        ("lifestyle", True),
        ("showbizz", True),
        ("wort-schrift-buch", False),
        ("penne-e-pennelli", False),
    ],
)
def test_direction_reverses_once_when_a_player_first_has_two_cards(rules, reverses):
    game = new_game(rules, hand_size=4)
    # Ann 4->3, Ben 4->3, Cara 4->3, Ann 3->2: reversal for lifestyle and showbizz
    for _ in range(3):
        assert not any(e.type == "direction_reversed" for e in place_right(game))
    events = place_right(game)
    assert (game.current_player == "Cara") is reverses
    assert any(e.type == "direction_reversed" for e in events) is reverses
    if reverses:
        # Cara 3->2: no second reversal; next is Ben
        events = place_right(game)
        assert not any(e.type == "direction_reversed" for e in events)
        assert game.current_player == "Ben"


@pytest.mark.parametrize(
    ("rules", "overtime"),
    [("lifestyle", 2), ("wort-schrift-buch", 3), ("showbizz", 2), ("penne-e-pennelli", 3)],
)
def test_last_card_final_doubt_and_overtime(rules, overtime):
    game = new_game(rules, players=("Ann", "Ben"), hand_size=2)
    place_right(game)
    place_right(game)
    events = place_wrong(game)
    assert types(events)[-2:] == ["last_card", "turn"]
    assert game.phase is Phase.FINAL and game.current_player == "Ben"
    refuses(game, Place(game.hand("Ben")[0].id, 0), Refusal.LAST_CARD_PENDING)
    events = game.apply(Doubt())
    assert "overtime" in types(events)
    penalty = next(e for e in events if e.type == "penalty")
    assert (penalty.player, penalty.count, penalty.reason) == ("Ann", overtime, "overtime")
    assert game.winner is None
    assert next(e for e in events if e.type == "round_started").first_player == "Ben"


def test_final_doubt_of_a_correct_chain_wins_and_accept_wins():
    game = new_game(players=("Ann", "Ben"), hand_size=2)
    for _ in range(3):
        place_right(game)
    events = game.apply(Doubt())
    assert types(events)[-1] == "won" and game.winner == "Ann"
    assert events[-1].by == "correct-reveal"
    refuses(game, Doubt(), Refusal.GAME_OVER)

    game = new_game(players=("Ann", "Ben"), hand_size=2)
    for _ in range(3):
        place_right(game)
    refuses(new_game(), Accept(), Refusal.NO_LAST_CARD)
    events = game.apply(Accept())
    assert types(events) == ["won"] and events[0].by == "accepted"
    assert game.winner == "Ann" and game.phase is Phase.OVER


def test_special_start_at_the_first_round_with_one_card_each():
    game = new_game(players=("Ann", "Ben"), hand_size=1)
    assert game.phase is Phase.ORDER_START and len(game.chain) == 2


def test_special_start_with_one_card():
    game = new_game(players=("Ann", "Ben"), hand_size=2)
    place_right(game)  # Ann 2 -> 1
    place_wrong(game)  # Ben 2 -> 1 and wrong
    events = game.apply(Doubt())  # Ann doubts rightly and starts the next round with one card
    started = next(e for e in events if e.type == "round_started")
    assert started.first_player == "Ann" and len(started.start_cards) == 2
    assert game.phase is Phase.ORDER_START
    refuses(game, Place(game.hand("Ann")[0].id, 0), Refusal.START_NOT_ORDERED)
    refuses(game, Doubt(), Refusal.START_NOT_ORDERED)
    first, second = game.chain
    game.apply(OrderStart(swap=True))
    assert game.chain == (second, first)
    assert not game.can_doubt
    events = place_right(game)
    assert len(game.chain) == 3 and game.phase is Phase.FINAL
    assert game.current_player == "Ben"


def test_correction_only_where_the_rules_allow():
    game = new_game("lifestyle")
    place_right(game)
    chain = game.chain
    events = game.apply(Move(0, 1))
    assert game.chain == (chain[1], chain[0])
    assert events[0].type == "moved" and events[0].slot == 1
    assert not game.can_doubt  # after correcting you place
    refuses(game, Doubt(), Refusal.CORRECTED_THIS_TURN)
    refuses(game, Move(1, 1), Refusal.ALREADY_THERE)
    refuses(game, Move(5, 0), Refusal.NO_SUCH_CHAIN_CARD)
    refuses(game, Move(0, 5), Refusal.NO_SUCH_PLACE)
    refuses(game, OrderStart(swap=True), Refusal.NO_START_CARDS)
    refuses(new_game("lifestyle"), Move(0, 1), Refusal.CHAIN_TOO_SHORT)
    for rules in ("wort-schrift-buch", "penne-e-pennelli"):
        strict = new_game(rules)
        place_right(strict)
        refuses(strict, Move(0, 1), Refusal.CORRECTING_NOT_ALLOWED)


def test_undo_until_the_next_player_acts():
    game = new_game()
    before = (game.chain, game.hand("Ann"), game.current_player)
    place_right(game)
    assert game.can_undo and game.undo_player == "Ann"
    placed = game.events[-2]
    events = game.apply(Undo())
    assert events[0].type == "undone"
    assert (events[0].action, events[0].card) == ("place", placed.card)
    assert (game.chain, game.hand("Ann"), game.current_player) == before
    place_right(game)
    place_right(game)  # Ben acts: Ann's placement is final now
    game.apply(Undo())  # takes back Ben's
    refuses(game, Undo(), Refusal.NOTHING_TO_UNDO)


def test_doubt_needs_a_placed_card():
    game = new_game()
    refuses(game, Doubt(), Refusal.NOTHING_PLACED)


def test_illegal_place_changes_nothing():
    game = new_game()
    chain = game.chain
    refuses(game, Place("nope", 0), Refusal.NOT_IN_HAND)
    refuses(game, Place(game.hand("Ann")[0].id, 7), Refusal.NO_SUCH_PLACE)
    assert game.chain == chain and len(game.history) == 2
    assert replay(game.setup, game.history).events == game.events


def test_empty_pile_mixes_the_put_aside_chains_back_in():
    # 2 players x 3 cards + 1 start card = 7 of 9 cards: the pile runs dry quickly
    game = new_game(players=("Ann", "Ben"), count=9, hand_size=3)
    seen = set()
    for _ in range(6):
        place_right(game)
        events = game.apply(Doubt())
        seen.update(types(events))
        if game.winner:
            break
    assert "reshuffled" in seen or "pile_empty" in seen


def test_nothing_to_draw_is_said_and_play_goes_on():
    game = new_game(players=("Ann", "Ben"), count=5, hand_size=2)
    place_right(game)
    place_wrong(game)
    events = game.apply(Doubt())
    assert "pile_empty" in types(events) or "reshuffled" in types(events)
    assert game.phase in (Phase.PLACE, Phase.ORDER_START)


def test_same_seed_same_game_and_replay():
    a, b = new_game(seed=7), new_game(seed=7)
    assert a.events == b.events
    for game in (a, b):
        place_right(game)
        game.apply(Doubt())
        place_wrong(game)
    assert a.events == b.events
    copy = replay(a.setup, a.history)
    assert copy.events == a.events
    assert new_game(seed=8).events != a.events[: len(new_game(seed=8).events)]


def test_no_hidden_year_before_the_reveal():
    game = new_game(players=("Ann", "Ben"), hand_size=3)
    place_right(game)
    place_wrong(game)
    game.apply(Doubt())
    for event in game.events:
        values = [getattr(event, f.name) for f in dataclasses.fields(event)]
        has_span = any(isinstance(v, Span) for v in values)
        assert not has_span
        if not isinstance(event, Revealed):
            text = repr(event.as_dict())
            assert "earliest" not in text and "year" not in text
