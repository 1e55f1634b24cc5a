"""How soon the companion page shows a change: from the game publishing it (after a reply) to
the page in headless Chromium having drawn it, and to the live stream's message reaching
other phones (plain HTTP readers of the same stream), on this machine's loopback.

    .venv/bin/python -m benchmarks.screen                 # 200 changes, 4 more phones
    .venv/bin/python -m benchmarks.screen --changes 50 --phones 0

A game on the test deck is played by typed moves through the real session; each reply is
published and the next follows after ``--gap`` seconds (a real table is far slower). Prints
the median, p95 and slowest, in ms. Needs Debian's chromium and chromium-driver.
"""

from __future__ import annotations

import argparse
import http.client
import json
import statistics
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from voice_game.decks import load_deck
from voice_game.dialogue.session import Session
from voice_game.engine import Game, Phase, Setup, preset
from voice_game.screen import Screen
from voice_game.screen.address import Address

DECK = Path(__file__).resolve().parents[1] / "tests" / "data" / "test-deck.toml"
WATCH = """
window.seenAt = {};
new MutationObserver(() => {
  window.seenAt[document.body.dataset.version] = Date.now() / 1000;
}).observe(document.body, {attributes: true, attributeFilter: ["data-version"]});
"""


def new_session(seed: int) -> Session:
    cards = load_deck(DECK).cards
    return Session(Game(Setup(("Ann", "Ben", "Cara"), preset("lifestyle"), cards, seed)))


def move(session: Session) -> str:
    phase = session.game.phase
    if phase is Phase.FINAL:
        return "accept"
    if phase is Phase.ORDER_START:
        return "keep"
    return "card 1 at the end" if len(session.game.chain) % 4 else "I doubt"


def phone(url: str, seen: dict[int, float], stop: threading.Event) -> None:
    """A plain reader of the live stream, noting when each version arrived."""
    where = urlsplit(url)
    if where.hostname is None:
        raise ValueError(f"no host in {url}")
    connection = http.client.HTTPConnection(where.hostname, where.port, timeout=30)
    connection.request("GET", "/events")
    response = connection.getresponse()
    while not stop.is_set():
        line = response.readline()
        if not line:
            return
        if line.startswith(b"data: "):
            seen.setdefault(int(json.loads(line[6:])["version"]), time.time())


def summary(name: str, delays: list[float]) -> str:
    ms = sorted(d * 1000 for d in delays)
    p95 = ms[min(len(ms) - 1, int(round(0.95 * len(ms))) - 1)]
    return (
        f"{name}: {len(ms)} changes, median {statistics.median(ms):.1f} ms, "
        f"p95 {p95:.1f} ms, slowest {ms[-1]:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--changes", type=int, default=200)
    parser.add_argument("--phones", type=int, default=4, help="plain stream readers besides")
    parser.add_argument("--gap", type=float, default=0.1, help="seconds between changes")
    args = parser.parse_args()
    seed = 1
    session = new_session(seed)
    screen = Screen(Address("127.0.0.1", 0), session.game)
    screen.publish(session)
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    stop = threading.Event()
    phones: list[dict[int, float]] = [{} for _ in range(args.phones)]
    try:
        driver.get(screen.url)
        driver.execute_script(WATCH)
        for seen in phones:
            threading.Thread(target=phone, args=(screen.url, seen, stop), daemon=True).start()
        time.sleep(1.0)
        published: dict[int, float] = {}
        while len(published) < args.changes:
            if session.game.phase is Phase.OVER:
                seed += 1
                session.game = new_session(seed).game
            reply = session.handle(move(session))
            before, at = screen.version, time.time()
            screen.publish(session, reply)
            if screen.version != before:
                published[screen.version] = at
            time.sleep(args.gap)
        time.sleep(1.0)
        page = {int(k): v for k, v in driver.execute_script("return window.seenAt").items()}
    finally:
        stop.set()
        driver.quit()
        screen.close(session)
    drawn = [page[v] - t for v, t in published.items() if v in page]
    print(summary("page drawn in Chromium", drawn))
    if len(drawn) < len(published):
        print(f"  ({len(published) - len(drawn)} changes were drawn together with the next)")
    streamed = [seen[v] - t for seen in phones for v, t in published.items() if v in seen]
    if phones:
        print(summary(f"stream message at {args.phones} more phones", streamed))


if __name__ == "__main__":
    main()
