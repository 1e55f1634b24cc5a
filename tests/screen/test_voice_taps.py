"""The voice game with the companion page: a tap ends listening and is played and spoken."""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections.abc import Callable, Sequence
from urllib.parse import urlsplit

from voice_game.app.controls import Controls
from voice_game.dialogue.voice_loop import SCREEN_TAP, play_by_voice
from voice_game.heard import Heard
from voice_game.screen import Screen
from voice_game.screen.address import Address

from ..dialogue.test_voice_loop import Mouth, voice_session


def test_a_tap_while_the_game_listens_is_played_through_the_session_and_said():
    session = voice_session()
    screen = Screen(Address("127.0.0.1", 0), session.game)
    controls = Controls()
    screen.server.on_tap = lambda: controls.ask(SCREEN_TAP)
    card = session.game.hand("Ann")[0]
    answers: list[object] = []

    def send_tap() -> None:
        where = urlsplit(screen.url)
        connection = http.client.HTTPConnection(where.hostname, where.port, timeout=10)
        body = {"code": screen.codes.code_of("Ann"), "kind": "place", "card": 0, "slot": 1}
        body["version"] = screen.version
        connection.request("POST", "/tap", json.dumps(body), {"Content-Type": "application/json"})
        answers.append(json.loads(connection.getresponse().read()))

    class Listening:
        """Listens as the speaker does: until a button's (here: the page's) command."""

        calls = 0

        def listen(
            self,
            phrases: Sequence[str] | None,
            timeout: float,
            unfinished: Callable[[str], bool] | None = None,
        ) -> Heard | None:
            self.calls += 1
            if self.calls == 1:
                threading.Thread(target=send_tap).start()
                deadline = time.monotonic() + 10
                while (command := controls.take_command()) is None:
                    assert time.monotonic() < deadline, "the tap never reached the controls"
                    time.sleep(0.01)
                return Heard.typed(command)
            assert session.game.chain[-1] == card, "the tap was not played"
            return Heard.typed("quit")

    mouth = Mouth()
    try:
        play_by_voice(mouth, Listening(), session, resumed=False, screen=screen)
    finally:
        screen.close(session)
    deadline = time.monotonic() + 5
    while not answers and time.monotonic() < deadline:
        time.sleep(0.01)
    assert answers, "the page had no answer"
    said = answers[0]["said"]
    assert any(line.startswith("Ann places") for line in said), said
    assert all(line in mouth.lines for line in said), "the speaker did not say the tap's reply"
