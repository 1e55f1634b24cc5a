"""The page's server on a real socket: what it serves, and the bounds on what it accepts."""

from __future__ import annotations

import http.client
import json
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest

from voice_game.config import ConfigError, load_settings
from voice_game.screen import AddressError, Screen, parse_address
from voice_game.screen.address import Address
from voice_game.screen.limits import MAX_BODY, WRONG_CODES

from .test_taps import session


@pytest.fixture
def screen() -> Iterator[tuple[Screen, object]]:
    s = session()
    page = Screen(Address("127.0.0.1", 0), s.game)
    page.publish(s, said=["The game begins."])
    yield page, s
    page.close(s)


def request(page: Screen, method: str, path: str, body: bytes | None = None, **headers: str):
    where = urlsplit(page.url)
    connection = http.client.HTTPConnection(where.hostname, where.port, timeout=10)
    connection.request(method, path, body=body, headers=headers)
    response = connection.getresponse()
    data = response.read()
    connection.close()
    return response.status, data


def test_only_the_pages_own_assets_are_served_never_a_file_on_disk(screen):
    page, _ = screen
    for path in ("/", "/screen.js", "/screen.css", "/state"):
        assert request(page, "GET", path)[0] == 200, path
    for path in (
        "/../pyproject.toml", "/%2e%2e/pyproject.toml", "/assets/index.html",
        "/voice_game/screen/assets/screen.js", "/etc/passwd", "/index.html", "/static/x",
    ):  # fmt: skip
        status, data = request(page, "GET", path)
        assert status == 404 and b"[project]" not in data and b"root:" not in data, path


def test_a_request_body_over_the_bound_is_refused(screen):
    page, _ = screen
    big = json.dumps({"code": "1" * (MAX_BODY * 4)}).encode()
    status, _ = request(page, "POST", "/join", big, **{"Content-Type": "application/json"})
    assert status == 413


def test_requests_from_one_address_are_rate_limited(screen):
    page, _ = screen
    statuses = [request(page, "GET", "/state")[0] for _ in range(60)]
    assert 429 in statuses and statuses[0] == 200


def test_wrong_codes_make_an_address_wait_even_for_the_right_one(screen):
    page, _ = screen
    right = page.codes.code_of("Ann")
    wrong = "0000" if right != "0000" else "1111"
    headers = {"Content-Type": "application/json"}
    status, data = request(page, "POST", "/join", json.dumps({"code": right}).encode(), **headers)
    assert (status, json.loads(data)) == (200, {"seat": "Ann"})
    for _ in range(WRONG_CODES):
        status, _ = request(page, "POST", "/join", json.dumps({"code": wrong}).encode(), **headers)
        assert status == 403
    status, data = request(page, "POST", "/join", json.dumps({"code": right}).encode(), **headers)
    assert status == 429 and b"wait" in data


def test_a_tap_is_played_by_the_game_loop_and_answered_with_what_was_said(screen):
    page, s = screen
    code = page.codes.code_of("Ann")
    tap = {"code": code, "kind": "place", "card": 0, "slot": 1, "version": page.version}
    import threading

    answer: dict[str, object] = {}

    def send() -> None:
        answer["reply"] = request(
            page, "POST", "/tap", json.dumps(tap).encode(), **{"Content-Type": "application/json"}
        )

    sender = threading.Thread(target=send)
    sender.start()
    played = page.server.inbox.get(timeout=10)
    note, reply = page.play(s, played)
    sender.join(10)
    assert note == "(Ann on the screen: card 1 at the end)"
    status, data = answer["reply"]
    assert status == 200 and json.loads(data)["said"] == reply.lines
    assert s.game.current_player == "Ben"


def test_a_page_left_open_is_told_that_the_game_has_ended():
    s = session()
    page = Screen(Address("127.0.0.1", 0), s.game)
    page.publish(s)
    where = urlsplit(page.url)
    connection = http.client.HTTPConnection(where.hostname, where.port, timeout=10)
    connection.request("GET", "/events")
    response = connection.getresponse()
    first = response.readline()
    assert first.startswith(b"data: ") and json.loads(first[6:])["ended"] is False
    page.close(s)
    rest = response.read().decode()
    last = [line for line in rest.splitlines() if line.startswith("data: ")][-1]
    assert json.loads(last[6:])["ended"] is True


def test_addresses_are_read_or_refused_in_one_sentence():
    assert parse_address("8080") == Address(None, 8080)
    assert parse_address("127.0.0.1:9000") == Address("127.0.0.1", 9000)
    assert parse_address("[::1]:9000") == Address("::1", 9000)
    for bad in ("", "http", "80808", "host:", ":80", "[::1]9000"):
        with pytest.raises(AddressError, match="--screen"):
            parse_address(bad)


def test_a_port_in_use_is_named():
    s = session()
    page = Screen(Address("127.0.0.1", 0), s.game)
    try:
        port = urlsplit(page.url).port
        with pytest.raises(AddressError, match=f"port {port}"):
            Screen(Address("127.0.0.1", port or 0), s.game)
    finally:
        page.close(s)


def test_the_config_file_may_name_the_screen(tmp_path):
    path = tmp_path / "config.toml"
    path.write_text('[screen]\naddress = "127.0.0.1:8080"\n')
    assert load_settings(path).screen == "127.0.0.1:8080"
    path.write_text("[screen]\naddress = 8080\n")
    assert load_settings(path).screen == "8080"
    from voice_game.config import AudioSettings, save_settings

    save_settings(AudioSettings(rate=200, screen="9000"), tmp_path / "saved.toml")
    assert load_settings(tmp_path / "saved.toml").screen == "9000"
    assert "[screen]" not in save_settings(AudioSettings(), tmp_path / "none.toml").read_text()
    path.write_text("[screen]\nport = 8080\n")
    with pytest.raises(ConfigError, match="unknown key 'port'"):
        load_settings(path)
    path.write_text("[screen]\naddress = true\n")
    with pytest.raises(ConfigError, match="HOST:"):
        load_settings(path)


def test_a_wrong_screen_address_stops_before_the_game_is_set_up(tmp_path):
    from testkit.scripting import new_game_args, play

    result = play([*new_game_args("lifestyle", 1), "--screen", "80808"], "", tmp_path)
    assert result.returncode == 2
    assert "--screen 80808: give a port from 1 to 65535" in result.stderr
    assert not (tmp_path / "state").exists() or not list((tmp_path / "state").rglob("*.json"))


def test_a_screen_port_in_use_is_said_and_the_game_goes_on_without_it(tmp_path):
    from testkit.scripting import new_game_args, play

    s = session()
    taken = Screen(Address("127.0.0.1", 0), s.game)
    try:
        port = urlsplit(taken.url).port
        result = play(
            [*new_game_args("lifestyle", 1), "--screen", f"127.0.0.1:{port}"],
            "card 1 at the end\n",
            tmp_path,
        )
    finally:
        taken.close(s)
    assert result.returncode == 0, result.stderr
    assert f"port {port}" in result.stdout and "goes on without the screen" in result.stdout
    assert "Ann puts" in result.stdout
