"""The voice game survives its sound system, in a PRIVATE PulseAudio server of its own (never
the shared one): its microphone's source is removed and comes back, the whole server is
killed and started again. The game says and prints what happened, keeps the save, and then
hears the players again."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ..conftest import require
from .driver import GameProcess
from .room import ROOT, synthesise

DECK = ROOT / "tests" / "data" / "test-deck.toml"


class PrivatePulse:
    """A PulseAudio server on its own socket, with a ``room`` sink (whose monitor is the
    game's microphone) and a ``speaker`` sink (the game's voice)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.socket = folder / "native"
        self.server = f"unix:{self.socket}"
        self.process: subprocess.Popen[bytes] | None = None
        self.room_module = ""

    def start(self) -> None:
        env = dict(os.environ, HOME=str(self.folder))
        env["PULSE_RUNTIME_PATH"] = str(self.folder / "run")
        env["PULSE_STATE_PATH"] = str(self.folder / "state")
        for key in ("PULSE_SERVER", "PULSE_SINK", "PULSE_SOURCE"):
            env.pop(key, None)
        self.process = subprocess.Popen(
            [
                require("pulseaudio"),
                "-n",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "--use-pid-file=no",
                f"--load=module-native-protocol-unix socket={self.socket} auth-anonymous=1",
            ],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 15
        while self.pactl("info").returncode != 0:
            assert time.monotonic() < deadline, "the private PulseAudio did not start"
            time.sleep(0.1)
        self.add_room()
        speaker = ["module-null-sink", "sink_name=speaker", "rate=22050", "channels=1"]
        assert self.pactl("load-module", *speaker).returncode == 0
        self.pactl("set-default-sink", "speaker")

    def add_room(self) -> None:
        room = ["module-null-sink", "sink_name=room", "rate=16000", "channels=1"]
        loaded = self.pactl("load-module", *room)
        assert loaded.returncode == 0, loaded.stderr
        self.room_module = loaded.stdout.strip()
        self.pactl("set-default-source", "room.monitor")

    def remove_room(self) -> None:
        assert self.pactl("unload-module", self.room_module).returncode == 0

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)
        self.socket.unlink(missing_ok=True)

    def pactl(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [require("pactl"), "-s", self.server, *args],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )

    def say(self, text: str) -> None:
        """A player speaks into the room."""
        wav = synthesise(text)
        try:
            subprocess.run(
                [require("paplay"), "-s", self.server, "--device=room", str(wav)],
                check=True,
                timeout=30,
            )
        finally:
            wav.unlink(missing_ok=True)


class Game(GameProcess):
    """The voice game as a process, its printed lines collected as they come."""

    def __init__(self, args: list[str], env: dict[str, str]) -> None:
        super().__init__(["play", *args], env)

    def wait_for(self, *texts: str, seconds: float = 60) -> str:
        """The first new line holding one of ``texts``."""
        line = self.read_until(*texts, seconds=seconds)
        if line is not None:
            return line
        stderr = self.stderr() if self.process.poll() is not None else ""
        raise AssertionError(
            f"the game never said {texts!r}:\n" + "\n".join(self.transcript[-30:]) + stderr
        )

    def stop(self) -> str:
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        assert self.process.stderr is not None
        return self.process.stderr.read()


@pytest.fixture
def pulse(tmp_path: Path):
    server = PrivatePulse(tmp_path / "pulse")
    server.folder.mkdir()
    server.start()
    yield server
    if server.process is not None and server.process.poll() is None:
        server.kill()


def test_the_voice_game_survives_its_source_removed_and_its_server_killed(
    tmp_path: Path, pulse: PrivatePulse, model_path: Path
) -> None:
    save = tmp_path / "save.json"
    env = dict(os.environ, PULSE_SERVER=pulse.server, XDG_STATE_HOME=str(tmp_path))
    env.pop("PULSE_SINK", None)
    env.pop("PULSE_SOURCE", None)
    game = Game(
        [
            "--players",
            "Ann,Ben",
            "--rules",
            "lifestyle",
            "--deck",
            str(DECK),
            "--seed",
            "3",
            "--save",
            str(save),
            "--config",
            str(tmp_path / "none.toml"),
            "--device",
            "pulse",
            "--output-device",
            "pulse",
            "--rate",
            "320",
        ],
        env,
    )
    try:
        game.wait_for("(listening)", seconds=120)
        saved = json.loads(save.read_text())

        # 1. the microphone's source is removed, then comes back
        pulse.remove_room()
        game.wait_for("The microphone stopped working", "The microphone hears nothing at all")
        time.sleep(1)
        pulse.add_room()
        for attempt in range(4):  # a null sink is silent until someone speaks into it
            pulse.say("whose turn")
            try:
                game.wait_for("The microphone works again", seconds=12)
                break
            except AssertionError:
                assert attempt < 3, "the game never heard the returned microphone"
        game.wait_for("(listening)")
        time.sleep(0.5)
        pulse.say("whose turn")
        game.wait_for("your turn", "Ann")

        # 2. the whole sound server is killed, then started again
        game.wait_for("(listening)")
        pulse.kill()
        game.wait_for("The microphone stopped working")
        time.sleep(2)
        pulse.start()
        game.wait_for("The microphone works again")
        game.wait_for("(listening)")
        time.sleep(0.5)
        pulse.say("whose turn")
        game.wait_for("your turn", "Ann")
        assert json.loads(save.read_text()) == saved  # nothing lost, nothing changed
    finally:
        stderr = game.stop()
    assert "Traceback" not in stderr, stderr


def _play_args(tmp_path: Path, config: Path) -> list[str]:
    return [
        "--players",
        "Ann,Ben",
        "--rules",
        "lifestyle",
        "--deck",
        str(DECK),
        "--save",
        str(tmp_path / "s.json"),
        "--config",
        str(config),
    ]


@pytest.mark.parametrize(
    ("setting", "words"),
    [
        ("[voice]\nvolume = 0\n", "[voice] volume = 0 is out of range"),
        ("[voice]\nrate = 5\n", "[voice] rate = 5 is out of range"),
        ('[voice]\noutput_device = "no such speaker"\n', "[voice] output_device"),
        ("[voice\n", "not valid TOML"),
    ],
)
def test_a_config_that_would_make_the_game_silent_or_deaf_is_spoken_and_printed(
    tmp_path: Path, pulse: PrivatePulse, model_path: Path, setting: str, words: str
) -> None:
    config = tmp_path / "config.toml"
    config.write_text(setting)
    env = dict(os.environ, PULSE_SERVER=pulse.server, XDG_STATE_HOME=str(tmp_path))
    env.pop("PULSE_SINK", None)
    env.pop("PULSE_SOURCE", None)
    recording = tmp_path / "spoken.wav"
    recorder = subprocess.Popen(
        [require("parecord"), "-s", pulse.server, "--device=speaker.monitor", str(recording)]
        + ["--rate=16000", "--channels=1", "--format=s16le", "--file-format=wav"]
    )
    try:
        time.sleep(0.5)
        result = subprocess.run(
            [sys.executable, "-m", "voice_game", "play", *_play_args(tmp_path, config)],
            input="quit\n",
            capture_output=True,
            text=True,
            timeout=120,
            env=env,
            cwd=ROOT,
        )
        time.sleep(0.5)
    finally:
        recorder.terminate()
        recorder.wait(timeout=10)
    assert "Traceback" not in result.stderr
    assert str(config) in result.stderr and words in result.stderr, result.stderr
    assert "Starting the keyboard game instead." in result.stderr
    import wave

    import numpy as np

    with wave.open(str(recording)) as wav:
        audio = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")
    loud = np.abs(audio.astype(np.int32)) > 1000
    assert loud.sum() > 16000 * 0.5, "the problem was not spoken on the loudspeaker"


def test_a_sound_server_that_refuses_connections_is_reported_as_such(
    tmp_path: Path, model_path: Path
) -> None:
    env = dict(os.environ, PULSE_SERVER=f"unix:{tmp_path / 'no-server'}")
    env.pop("PULSE_SINK", None)
    env.pop("PULSE_SOURCE", None)
    result = subprocess.run(
        [sys.executable, "-m", "voice_game", "play", *_play_args(tmp_path, tmp_path / "c.toml")],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        cwd=ROOT,
    )
    assert "Traceback" not in result.stderr
    assert "The sound server (PulseAudio or PipeWire) refuses connections" in result.stderr
    assert "No microphone" not in result.stderr
