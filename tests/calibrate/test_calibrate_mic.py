"""scripts/calibrate-mic end to end in the virtual room, and its pure analysis."""

from __future__ import annotations

import os
import re
import subprocess
import threading
import time
from pathlib import Path

import numpy as np
import pytest

from voice_game.app.calibration import PHRASES, Take, analyse, noise_floor_db, recommend
from voice_game.config import load_settings

from ..conftest import Room

ROOT = Path(__file__).resolve().parents[2]
PROMPT = re.compile(r'^Please say: "(.+)"$')


def _speak(text: str, path: Path) -> Path:
    subprocess.run(
        ["espeak-ng", "-v", "en-us", "-s", "160", "-w", str(path), text], check=True, timeout=30
    )
    return path


def _run_calibration(
    tmp_path: Path, room: str, *extra: str, phrases: int = 3
) -> tuple[int, list[str]]:
    """Run calibrate-mic; answer each prompt by playing the phrase into the room."""
    wavs = {p.text: _speak(p.text, tmp_path / f"p{i}.wav") for i, p in enumerate(PHRASES)}
    cmd = [
        str(ROOT / "scripts" / "calibrate-mic"),
        "--config",
        str(tmp_path / "config.toml"),
        "--device",
        "pulse",
        "--output-device",
        "pulse",
        "--phrases",
        str(phrases),
        "--quiet-seconds",
        "1",
        *extra,
    ]
    env = dict(os.environ, PULSE_SOURCE=f"{room}.monitor")
    stderr = (tmp_path / "stderr.txt").open("w")
    proc = subprocess.Popen(
        cmd, stdout=subprocess.PIPE, stderr=stderr, text=True, cwd=ROOT, env=env
    )
    lines: list[str] = []
    timer = threading.Timer(120, proc.kill)
    timer.start()
    pending: str | None = None
    try:
        assert proc.stdout is not None
        for raw in proc.stdout:
            line = raw.rstrip("\n")
            lines.append(line)
            match = PROMPT.match(line)
            if match:
                pending = match.group(1)
            elif line == "Listening now." and pending is not None:
                time.sleep(0.3)
                subprocess.run(
                    ["paplay", f"--device={room}", str(wavs[pending])], check=True, timeout=30
                )
                pending = None
        proc.wait()
    finally:
        timer.cancel()
        stderr.close()
    return proc.returncode, lines


def test_calibration_in_the_virtual_room(tmp_path: Path, virtual_room: Room) -> None:
    code, lines = _run_calibration(tmp_path, virtual_room.room)
    out = "\n".join(lines)
    assert code == 0, out
    settings = load_settings(tmp_path / "config.toml")
    assert settings.device == "pulse"
    assert settings.output_device == "pulse"
    assert settings.noise_floor_db is not None
    assert 300 <= settings.endpoint_ms <= 500
    assert 6.0 <= settings.margin_db <= 15.0
    asked = [m.group(1) for m in map(PROMPT.match, lines) if m]
    assert asked == [p.text for p in PHRASES[:3]]
    heard = [line for line in lines if line.startswith("For ")]
    assert len(heard) == 3, out
    # The recogniser heard each phrase: some of its words came back. (How often synthetic
    # phrases are understood exactly is measured by scripts/bench-voice, not here.)
    for phrase, line in zip(PHRASES, heard, strict=False):
        said = set(phrase.text.lower().split())
        got = set(line.split("I heard: ", 1)[1].rsplit(". ", 1)[0].split())
        assert said & got, line
    assert any(line.endswith("That works.") for line in heard), out


@pytest.mark.usefixtures("virtual_room")
def test_unknown_microphone_says_what_to_do(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            str(ROOT / "scripts" / "calibrate-mic"),
            "--no-speech",
            "--device",
            "no-such-mic",
            "--config",
            str(tmp_path / "c.toml"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "--device" in done.stdout
    assert not (tmp_path / "c.toml").exists()


def test_missing_model_says_what_to_do(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            str(ROOT / "scripts" / "calibrate-mic"),
            "--no-speech",
            "--models",
            str(tmp_path),
            "--config",
            str(tmp_path / "c.toml"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "voice-game model download" in done.stdout
    assert not (tmp_path / "c.toml").exists()


def _tone(db: float, seconds: float = 1.0) -> np.ndarray:
    t = np.arange(int(16000 * seconds)) / 16000
    amp = 32768 * 10 ** (db / 20) * np.sqrt(2)
    return np.clip(amp * np.sin(2 * np.pi * 440 * t), -32768, 32767).astype(np.int16)


def test_levels_and_snr() -> None:
    rng = np.random.default_rng(1)
    quiet = (rng.standard_normal(16000) * 32768 * 10 ** (-60 / 20)).astype(np.int16)
    floor = noise_floor_db(quiet)
    assert -61.5 < floor < -58.5
    take = analyse(np.concatenate([quiet, _tone(-20), quiet]), floor)
    assert take.heard and abs(take.speech_db + 20) < 1 and abs(take.snr_db - 40) < 2
    assert take.clipped == 0
    assert not analyse(quiet, floor).heard


def test_recommendations() -> None:
    good = Take(-22.0, -6.0, 0.0, 35.0, True)
    clipped = Take(-3.0, 0.0, 0.02, 40.0, True)
    faint = Take(-48.0, -35.0, 0.0, 25.0, True)
    noisy = Take(-25.0, -8.0, 0.0, 9.0, True)
    advice = recommend([good, good], -57.0)
    assert advice.endpoint_ms == 300 and advice.margin_db == 15.0
    assert advice.tips == ("The levels are good.",)
    assert "gain down" in recommend([clipped], -43.0).tips[0]
    assert "closer" in recommend([faint], -73.0).tips[0]
    noisy_advice = recommend([noisy], -34.0)
    assert noisy_advice.endpoint_ms == 500 and noisy_advice.margin_db == 6.0
    assert any("noisy" in tip for tip in noisy_advice.tips)
    assert "no speech" in recommend([Take(-100, -90, 0, 0, False)], -90).tips[0]
