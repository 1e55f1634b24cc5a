"""The autostart unit (voice-game service) and what it runs, ``voice-game service run``:
the unit file is checked by systemd's own parser, and its command is run in the virtual room
(it resumes the saved game; with no such microphone it waits and says so aloud)."""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from voice_game.app import appliance, service
from voice_game.storage import load_game

from ..voice.driver import CUE_SECONDS, EOF, GameProcess, room_options
from ..voice.room import ROOT, say_into_room

DECK = ROOT / "tests" / "data" / "test-deck.toml"


def exec_start(unit: str) -> list[str]:
    line = next(line for line in unit.splitlines() if line.startswith("ExecStart="))
    return shlex.split(line.removeprefix("ExecStart="))


def test_the_unit_starts_after_the_sound_server_restarts_and_logs_to_the_journal():
    unit = service.unit_text(service.exec_start(["--device", "USB Mic"]), ROOT)
    lines = unit.splitlines()
    assert (
        "After=pipewire.service pipewire-pulse.service wireplumber.service "
        "pulseaudio.service" in lines
    )
    assert "Restart=on-failure" in lines
    assert "StandardOutput=journal" in lines and "StandardError=journal" in lines
    assert "WantedBy=default.target" in lines
    assert exec_start(unit) == [
        sys.executable,
        "-m",
        "voice_game",
        "service",
        "run",
        "--device",
        "USB Mic",
    ]
    assert "--resume" not in unit and "--new" not in unit  # run resumes by itself


def test_systemd_accepts_the_unit(tmp_path):
    analyze = shutil.which("systemd-analyze")
    assert analyze, "systemd-analyze (Debian package systemd) checks the unit"
    path = tmp_path / service.UNIT_NAME
    path.write_text(service.unit_text(service.exec_start(["--save", "a 100% b$c.json"]), ROOT))
    result = subprocess.run(
        [analyze, "verify", str(path)], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert service.UNIT_NAME not in result.stderr, result.stderr  # no warning about our unit
    assert '"a 100%% b$$c.json"' in path.read_text()


def test_install_writes_enables_starts_and_lingers(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    ran: list[list[str]] = []

    def run(command):
        ran.append(list(command))
        return subprocess.CompletedProcess(list(command), 0, "", "")

    said: list[str] = []
    assert service.install(["--device", "2"], said.append, run, ROOT) == 0
    unit = (tmp_path / "systemd" / "user" / service.UNIT_NAME).read_text()
    assert exec_start(unit)[-2:] == ["--device", "2"]
    assert ran[:3] == [
        ["systemctl", "--user", "daemon-reload"],
        ["systemctl", "--user", "enable", service.UNIT_NAME],
        ["systemctl", "--user", "restart", service.UNIT_NAME],
    ]
    assert ran[3][:2] == ["loginctl", "enable-linger"]
    assert service.uninstall(said.append, run) == 0
    assert not (tmp_path / "systemd" / "user" / service.UNIT_NAME).exists()
    assert ["systemctl", "--user", "disable", "--now", service.UNIT_NAME] in ran


def test_install_says_what_to_do_where_systemd_is_not_running(tmp_path):
    """This machine has no systemd user manager: the real commands fail, and it says so."""
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "voice_game", "service", "install", "--device", "pulse"],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        cwd=ROOT,
    )
    assert (tmp_path / "systemd" / "user" / service.UNIT_NAME).is_file()
    if result.returncode == 0:  # a machine with a user manager: it is enabled, undo it
        subprocess.run([sys.executable, "-m", "voice_game", "service", "uninstall"], env=env)
    else:
        assert "systemctl --user enable --now voice-game.service" in result.stdout
    assert "Traceback" not in result.stderr


def test_waiting_is_said_once_then_again_when_it_changes(monkeypatch):
    problems = iter(["no mic", "no mic", "no mic", "no model", None])
    monkeypatch.setattr(appliance, "start_problem", lambda args: next(problems))
    said: list[str] = []
    appliance.wait_until_ready(None, said.append, sleep=lambda s: None, rescan=lambda: None)
    assert said == ["no mic", "no model", "Everything is ready. The game begins."]


def _saved_game(tmp_path: Path) -> Path:
    save = tmp_path / "save.json"
    made = subprocess.run(
        [
            sys.executable,
            "-m",
            "voice_game",
            "play",
            "--text",
            "--players",
            "Ann,Ben",
            "--rules",
            "lifestyle",
            "--deck",
            str(DECK),
            "--seed",
            "5",
            "--save",
            str(save),
        ],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=60,
        env=dict(os.environ, XDG_STATE_HOME=str(tmp_path)),
    )
    assert made.returncode == 0, made.stderr
    return save


def _start(command: list[str], tmp_path: Path) -> GameProcess:
    env = dict(os.environ, XDG_STATE_HOME=str(tmp_path))  # not XDG_CONFIG_HOME: pulse cookie
    return GameProcess([], env, stderr=subprocess.STDOUT, command=command)


def _read_until(game: GameProcess, wanted: str, seconds: float) -> None:
    """Read until a line holds ``wanted`` or the game ends; fail if it never came."""
    if game.read_until(wanted, seconds=seconds) is not None or game.transcript[-1:] == [EOF]:
        return
    if not any(wanted in line for line in game.transcript):
        pytest.fail(f"never saw {wanted!r}:\n" + "\n".join(game.transcript[-30:]))


def test_the_units_command_resumes_the_saved_game_by_voice(tmp_path, virtual_room, model_path):
    save = _saved_game(tmp_path)
    before = load_game(save)
    options = ["--save", str(save), *room_options(tmp_path / "c.toml")]
    command = exec_start(service.unit_text(service.exec_start(options), ROOT))
    game = _start(command, tmp_path)
    try:
        _read_until(game, "The saved game goes on", 60)
        _read_until(game, "(listening)", 60)
        time.sleep(CUE_SECONDS)
        say_into_room(virtual_room.room, "quit")
        assert game.process.wait(timeout=60) == 0, "\n".join(game.transcript)
    finally:
        game.kill_if_running()
    assert not any("How many players" in line for line in game.transcript)
    assert load_game(save).game_id == before.game_id


def test_with_no_such_microphone_it_waits_and_says_so_aloud(tmp_path, virtual_room, model_path):
    options = [
        "--save",
        str(tmp_path / "save.json"),
        "--config",
        str(tmp_path / "c.toml"),
        "--device",
        "no such microphone",
        "--output-device",
        "pulse",
    ]
    command = exec_start(service.unit_text(service.exec_start(options), ROOT))
    game = _start(command, tmp_path)
    try:
        _read_until(game, "No microphone available", 60)
        time.sleep(2 * appliance.POLL_SECONDS + 1)
        assert game.process.poll() is None, "it must wait, not exit:\n" + "\n".join(game.transcript)
    finally:
        game.process.terminate()
        game.process.wait(timeout=30)
    game.drain()
    seen = game.transcript
    assert not any("(not spoken" in line for line in seen), seen  # it was spoken aloud
    assert not any("Traceback" in line for line in seen), seen
