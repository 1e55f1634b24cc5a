"""The companion page in a real browser (headless Chromium through Selenium), beside a real
keyboard game: one seat plays by tapping, the other by typing.

One game is played for the whole module (a browser start costs seconds); every step records
what the page showed, what the event log held and everything the browser had received, and
the tests below check those records."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from selenium.webdriver.common.by import By

from voice_game.engine import Accept, Action, Doubt, OrderStart, Phase, Place, Revealed, Undo
from voice_game.screen.taps import place_words

from .browser import Browser
from .table import Table, chain_is_right, right_slots, table_args

TAPPER, TYPIST = "Ann", "Ben"


@dataclass
class Step:
    """One action and what followed it."""

    seat: str
    how: str
    """tap or typed"""
    words: str
    log: list[dict[str, Any]]
    page: dict[str, Any]
    received: list[str]
    revealed: set[str]
    """Events of the cards whose years the game had revealed by then."""


@dataclass
class Played:
    table: Table
    steps: list[Step] = field(default_factory=list)
    violations: list[dict[str, Any]] = field(default_factory=list)
    axe_ran: bool = False
    wrong_code: str = ""
    other_seat: str = ""
    ended: str = ""
    out: str = ""


def read_log(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def read_page(browser: Browser) -> dict[str, Any]:
    driver = browser.driver

    def texts(selector: str) -> list[str]:
        return [
            str(e.get_attribute("textContent"))
            for e in driver.find_elements(By.CSS_SELECTOR, selector)
        ]

    return {
        "chain": texts("#chain details p"),
        "turn": texts("#turn")[0],
        "revealed": texts("#revealed summary")
        if driver.find_element(By.ID, "reveal").is_displayed()
        else [],
        "seats": texts("#seats h3"),
        "said": texts("#said p"),
    }


def expected_from_log(log: list[dict[str, Any]]) -> dict[str, Any]:
    """What the page must show, worked out from the event log alone."""
    events: dict[str, str] = {}
    chain: list[str] = []
    turn, winner = "", ""
    reveal: list[str] | None = None
    for record in log:
        for key in ("cards", "start_cards"):
            for card in record.get(key) or []:
                events[card["id"]] = card["event"]
        if isinstance(record.get("card"), dict):
            events[record["card"]["id"]] = record["card"]["event"]
        if record["type"] in ("turn", "placed", "moved", "undone", "start_ordered"):
            chain = [events[i] for i in record["chain"]]
            if record["type"] != "turn":
                reveal = None
        if record["type"] == "turn":
            turn = record["player"]
        if record["type"] == "revealed":
            reveal = [c["year"] for c in record["chain"]]
        if record["type"] == "won":
            winner = record["player"]
    return {"chain": chain, "turn": turn, "winner": winner, "reveal": reveal}


def page_matches(page: dict[str, Any], expected: dict[str, Any]) -> bool:
    if page["chain"] != expected["chain"]:
        return False
    if expected["winner"]:
        if f"{expected['winner']} won" not in page["turn"]:
            return False
    elif not page["turn"].startswith(expected["turn"]):
        return False
    years = [text.rsplit(": ", 1)[-1].removesuffix(" (out of order)") for text in page["revealed"]]
    return years == (expected["reveal"] or [])


def next_move(table: Table, taps_done: dict[str, bool]) -> tuple[str, Action, dict[str, Any]]:
    """The seat on turn, the engine action it makes, and the tap for it."""
    game = table.mirror
    assert game is not None
    if game.phase is Phase.ORDER_START:
        swap = not chain_is_right(game)
        return game.current_player, OrderStart(swap), {"kind": "swap" if swap else "keep"}
    if game.phase is Phase.FINAL:
        if chain_is_right(game):
            return game.current_player, Accept(), {"kind": "accept"}
        return game.current_player, Doubt(), {"kind": "doubt"}
    if game.can_doubt and not chain_is_right(game):
        return game.current_player, Doubt(), {"kind": "doubt"}
    seat = game.current_player
    if seat == TYPIST and game.undo_player == TAPPER and not taps_done["undo"]:
        taps_done["undo"] = True
        return TAPPER, Undo(), {"kind": "undo"}
    slots = right_slots(game, 0)
    if seat == TYPIST and not taps_done["wrong"]:
        taps_done["wrong"] = True  # a wrong chain, for the tapping seat to doubt
        slots = [s for s in range(len(game.chain) + 1) if s not in slots] or slots
    card = 1 if len(game.hand(seat)) > 1 and seat == TAPPER else 0
    if card:
        slots = right_slots(game, card)
    hand = game.hand(seat)
    return seat, Place(hand[card].id, slots[0]), {"kind": "place", "card": card, "slot": slots[0]}


def typed_words(tap: dict[str, Any], chain_length: int) -> str:
    if tap["kind"] == "place":
        return place_words(tap["card"], tap["slot"], chain_length)
    return {"doubt": "I doubt", "accept": "accept", "keep": "keep", "swap": "swap"}[tap["kind"]]


def tap_on_page(browser: Browser, tap: dict[str, Any]) -> None:
    driver = browser.driver
    if tap["kind"] == "place":
        browser.wait(
            lambda: driver.find_element(
                By.CSS_SELECTOR, f'#pick button[data-card="{tap["card"]}"]'
            ).is_enabled(),
            "the tapping seat's card enabled",
        )
        driver.find_element(By.CSS_SELECTOR, f'#pick button[data-card="{tap["card"]}"]').click()
        gap = browser.wait(
            lambda: driver.find_element(
                By.CSS_SELECTOR, f'#gaps button[data-slot="{tap["slot"]}"]'
            ),
            "the gaps to place in",
        )
        gap.click()
    else:
        button = browser.wait(
            lambda: [
                b
                for b in driver.find_elements(
                    By.CSS_SELECTOR, f'#actions button[data-kind="{tap["kind"]}"]'
                )
                if b.is_displayed()
            ],
            f"the {tap['kind']} button",
        )
        button[0].click()
    browser.wait(
        lambda: driver.find_element(By.ID, "reply").text not in ("", "Sent…"), "the answer"
    )


def revealed_events(table: Table) -> set[str]:
    assert table.mirror is not None
    return {
        card.face.event
        for event in table.mirror.events
        if isinstance(event, Revealed)
        for card in event.chain
    }


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Played]:
    tmp_path = tmp_path_factory.mktemp("table")
    table = Table(table_args(tmp_path), tmp_path / "events.jsonl")
    browser = Browser()
    try:
        table.start(tmp_path)
        result = Played(table)
        driver = browser.driver
        driver.get(table.url)
        browser.wait(lambda: "Live" in driver.find_element(By.ID, "connection").text, "live")
        result.violations = browser.axe()  # the page as a newcomer sees it: the join form
        # a wrong code, then the right one
        wrong = "0000" if table.codes[TAPPER] != "0000" else "1111"
        driver.find_element(By.ID, "code").send_keys(wrong)
        driver.find_element(By.ID, "join-button").click()
        result.wrong_code = browser.wait(
            lambda: driver.find_element(By.ID, "reply").text, "a refusal"
        )
        driver.find_element(By.ID, "code").clear()
        driver.find_element(By.ID, "code").send_keys(table.codes[TAPPER])
        driver.find_element(By.ID, "join-button").click()
        browser.wait(
            lambda: f"You play as {TAPPER}" in driver.find_element(By.ID, "seat-name").text,
            "joined",
        )
        taps_done = {"undo": False, "wrong": False}
        assert table.mirror is not None
        for _ in range(80):
            if table.mirror.phase is Phase.OVER:
                break
            seat, action, tap = next_move(table, taps_done)
            before = len(read_log(table.events))
            if seat == TAPPER:
                if not result.axe_ran and tap["kind"] == "place":
                    pick = f'#pick button[data-card="{tap["card"]}"]'
                    browser.wait(
                        lambda p=pick: driver.find_element(By.CSS_SELECTOR, p).is_enabled(),
                        "a card",
                    )
                    driver.find_element(By.CSS_SELECTOR, pick).click()
                    result.violations += browser.axe()  # a seat placing: cards and gaps
                    result.axe_ran = True
                tap_on_page(browser, tap)
                how, words = "tap", tap["kind"]
            else:
                words = typed_words(tap, len(table.mirror.chain))
                if not result.other_seat:
                    # the tapping seat tries to act on the other seat's turn
                    driver.find_element(By.ID, "reply").get_attribute("textContent")
                    tap_on_page_refused(browser)
                    result.other_seat = driver.find_element(By.ID, "reply").text
                table.keyboard.type(words)
                how = "typed"
            table.mirror.apply(action)
            browser.wait(lambda b=before: len(read_log(table.events)) > b, "the event log grow")
            log = read_log(table.events)
            expected = expected_from_log(log)
            page = browser.wait(
                lambda e=expected: (lambda p: p if page_matches(p, e) else None)(
                    read_page(browser)
                ),
                f"the table of the event log: {expected}",
            )
            browser.collect()
            result.steps.append(
                Step(seat, how, words, log, page, list(browser.received), revealed_events(table))
            )
        table.finish()
        result.ended = browser.wait(
            lambda: (
                "ended" in driver.find_element(By.ID, "connection").text
                and driver.find_element(By.ID, "connection").text
            ),
            "that the game has ended",
        )
        browser.collect()
        result.out = table.out.text()
        yield result
    finally:
        browser.quit()


def tap_on_page_refused(browser: Browser) -> None:
    """On the other seat's turn the page offers no move; send one anyway, as a page would."""
    browser.driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch('/tap', {method: 'POST', headers: {'Content-Type': 'application/json'},"
        " body: JSON.stringify({code: sessionStorage.getItem('seat-code'), kind: 'doubt',"
        " version: Number(document.body.dataset.version)})})"
        ".then((r) => r.json()).then((d) => {"
        " document.getElementById('reply').textContent = (d.said || [d.error]).join(' ');"
        " done(); });"
    )


def test_a_whole_game_one_seat_taps_the_other_types_and_the_page_follows_the_log(played):
    steps = played.steps
    assert played.table.mirror is not None and played.table.mirror.phase is Phase.OVER
    assert {s.how for s in steps if s.seat == TAPPER} == {"tap"}
    assert {s.how for s in steps if s.seat == TYPIST} == {"typed"}
    kinds = {s.words for s in steps if s.how == "tap"}
    assert {"place", "doubt", "undo"} <= kinds, kinds
    # every tap went through the decider as typed words, noted in the game's output (and
    # one more: the tap refused on the other seat's turn)
    taps = len([s for s in steps if s.how == "tap"])
    assert played.out.count(f"({TAPPER} on the screen: ") == taps + 1
    assert f"({TAPPER} on the screen: undo; yes)" in played.out
    # the mirror game played the same moves: the log holds exactly its events
    mirror = [e.as_dict() for e in played.table.mirror.events]
    logged = [{k: v for k, v in r.items() if k not in ("game", "seq")} for r in steps[-1].log]
    assert logged == mirror
    assert any(s.page["revealed"] for s in steps), "no reveal was shown"
    assert "no longer updates" in played.ended


def _forbidden(card_years: dict[str, str], revealed: set[str]) -> dict[str, list[str]]:
    """For each card not yet revealed, its year as sent in a reveal and its numbers (less
    those a revealed card shares: two cards of one year)."""
    shown = {card_years[e] for e in revealed}
    shown_numbers = {n for year in shown for n in re.findall(r"\d{3,}", year)}
    out = {}
    for event, year in card_years.items():
        if event in revealed or year in shown:
            continue
        out[event] = [
            f'"{year}"',
            *(n for n in re.findall(r"\d{3,}", year) if n not in shown_numbers),
        ]
    return out


def test_the_browser_never_receives_a_year_before_the_game_reveals_it(played):
    assert played.table.mirror is not None
    years = {card.event: card.span.text for card in played.table.mirror.setup.cards}
    seen = 0
    for step in played.steps:
        forbidden = _forbidden(years, step.revealed)
        for message in step.received[seen:]:
            for event, marks in forbidden.items():
                for mark in marks:
                    found = re.search(rf"(?<!\d){re.escape(mark)}(?!\d)", message)
                    assert found is None, (
                        f"the year of {event!r} ({mark}) was sent: {message[:300]}"
                    )
            assert '"year"' not in message or step.revealed, message[:300]
        seen = len(step.received)
    assert seen > len(played.steps), "the browser's network log recorded nothing"
    assert any('"year"' in m for m in played.steps[-1].received), "no reveal was received"


def test_a_seat_code_is_needed_and_acts_for_its_own_seat_only(played):
    assert played.wrong_code == "That is not a seat code of this game."
    assert played.other_seat == f"It is {TYPIST}'s turn, not yours."
    assert f"({TAPPER} on the screen: doubt, not played)" in played.out


def test_axe_core_finds_no_serious_or_critical_violation(played):
    assert played.axe_ran
    bad = [v for v in played.violations if v.get("impact") in ("serious", "critical")]
    assert not bad, [(v["id"], v["help"], [n["target"] for n in v["nodes"]]) for v in bad]
