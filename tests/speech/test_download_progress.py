"""Set-up's download progress: a bar redrawn in place on a terminal, and a few short lines
(never carriage returns) in a log or a pipe, where one redrawn line became 1,500 characters."""

from __future__ import annotations

import hashlib
import io
import zipfile
from pathlib import Path

from voice_game.app.model_cmd import ProgressPrinter
from voice_game.speech.model import MODEL_NAME, REQUIRED_FILES, Progress
from voice_game.speech.model_install import ModelSource, install_model

PREFIX = f"{MODEL_NAME}/"
MB = 1_000_000


class Terminal(io.StringIO):
    """What a terminal is to the printer: a stream that says it is one."""

    def isatty(self) -> bool:
        return True


def reports() -> list[Progress]:
    """What the installer reports for a 40 MB download, its check and its extraction."""
    label = "https://repo1.maven.org/maven2/com/alphacephei/vosk-model-small-en-us/0.15/x.zip"
    steps = [Progress("download", done * MB // 10, 40 * MB, label) for done in range(401)]
    steps.append(Progress("verify", 0, 1, "Checking SHA-256 of the download"))
    steps += [Progress("extract", n, 30, f"Extracting am/part-{n}.bin") for n in range(1, 31)]
    steps.append(Progress("done", 1, 1, f"Installed {MODEL_NAME} in /home/pi/models"))
    return steps


def test_not_on_a_terminal_a_few_short_lines() -> None:
    out = io.StringIO()
    printer = ProgressPrinter(out)
    for step in reports():
        printer(step)
    text = out.getvalue()
    lines = text.splitlines()
    assert "\r" not in text
    assert len(lines) <= 12, lines
    assert max(len(line) for line in lines) <= 160, lines
    assert "download: 50%" in lines and "extract: 100%" in lines
    assert lines[-1] == f"Installed {MODEL_NAME} in /home/pi/models"


def test_on_a_terminal_one_bar_redrawn_in_place() -> None:
    out = Terminal()
    printer = ProgressPrinter(out)
    for step in reports():
        printer(step)
    text = out.getvalue()
    finished = text.split("\n")
    assert len(finished) == 5  # download, verify, extract, done, and the end of the text
    for line in finished[:3]:
        redraws = line.split("\r")[1:]
        assert redraws, line
        assert all(len(draw) <= ProgressPrinter.WIDTH for draw in redraws)
    assert "download [" + "#" * ProgressPrinter.BAR + "] 100%" in finished[0]
    assert "download [" + "#" * 15 + "-" * 15 + "]  50%" in finished[0]


def test_a_real_install_piped_prints_no_carriage_return(tmp_path: Path) -> None:
    archive = tmp_path / "model.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        for name in REQUIRED_FILES:
            zf.writestr(PREFIX + name, b"x")
        zf.writestr(PREFIX + "am/big.bin", bytes(range(256)) * 40_000)
    source = ModelSource(
        name="crafted",
        sha256=hashlib.sha256(archive.read_bytes()).hexdigest(),
        member_prefix=PREFIX,
        urls=(archive.as_uri(),),
    )
    out = io.StringIO()
    install_model(tmp_path / "models", sources=[source], progress=ProgressPrinter(out))
    text = out.getvalue()
    assert "\r" not in text
    assert text.startswith("download: "), text
    assert f"Installed {MODEL_NAME} in" in text.splitlines()[-1], text
