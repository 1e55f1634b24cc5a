"""Hostile and damaged model archives, a full disk while unpacking, and the install command:
one clear message, nothing half-installed, nothing outside the models folder."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from voice_game.app import main as entry
from voice_game.speech import model_install as model_module
from voice_game.speech.model import InvalidModelError, ModelError
from voice_game.speech.model_install import install_model

from .test_model import PREFIX, assert_nothing_installed, complete_members, craft, source_for


def _corrupt(path: Path, old: bytes, new: bytes) -> Path:
    data = path.read_bytes()
    assert old in data
    path.write_bytes(data.replace(old, new, 1))
    return path


def damaged_crc(tmp_path: Path) -> Path:
    members = complete_members() | {PREFIX + "am/final.mdl": b"A" * 1000}
    return _corrupt(craft(tmp_path / "crc.zip", members), b"A" * 1000, b"B" + b"A" * 999)


def damaged_deflate(tmp_path: Path) -> Path:
    path = tmp_path / "deflate.zip"
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in complete_members().items():
            zf.writestr(name, data * 5000)
    data = bytearray(path.read_bytes())
    start = data.index(b"x" * 0 + PREFIX.encode()) + 200  # inside the first member's data
    for i in range(start, start + 40):
        data[i] ^= 0xFF
    path.write_bytes(bytes(data))
    return path


def truncated(tmp_path: Path) -> Path:
    path = craft(tmp_path / "cut.zip", complete_members())
    path.write_bytes(path.read_bytes()[:-30])
    return path


def encrypted_flag(tmp_path: Path) -> Path:
    path = craft(tmp_path / "enc.zip", complete_members())
    data = bytearray(path.read_bytes())
    for at in range(len(data) - 4):  # set the "encrypted" bit in every header's flags
        if data[at : at + 4] == b"PK\x03\x04":
            data[at + 6] |= 1
        elif data[at : at + 4] == b"PK\x01\x02":
            data[at + 8] |= 1
    path.write_bytes(bytes(data))
    return path


def unknown_method(tmp_path: Path) -> Path:
    path = craft(tmp_path / "method.zip", complete_members())
    data = bytearray(path.read_bytes())
    for at in range(len(data) - 4):
        if data[at : at + 4] == b"PK\x03\x04":
            data[at + 8] = 99
        elif data[at : at + 4] == b"PK\x01\x02":
            data[at + 10] = 99
    path.write_bytes(bytes(data))
    return path


def not_a_zip(tmp_path: Path) -> Path:
    path = tmp_path / "model.zip"
    path.write_bytes(b"<html>404 Not Found</html>")
    return path


def empty_zip(tmp_path: Path) -> Path:
    return craft(tmp_path / "empty.zip", {})


def zero_bytes(tmp_path: Path) -> Path:
    path = tmp_path / "zero.zip"
    path.write_bytes(b"")
    return path


DAMAGED = [damaged_crc, damaged_deflate, truncated, encrypted_flag, unknown_method, not_a_zip]
DAMAGED += [empty_zip, zero_bytes]


@pytest.mark.parametrize("make", DAMAGED, ids=lambda f: f.__name__)
def test_a_damaged_archive_is_refused_with_nothing_installed(tmp_path, make):
    archive = make(tmp_path)
    models = tmp_path / "models"
    with pytest.raises(ModelError) as caught:
        install_model(models, sources=[source_for(archive)])
    assert "nothing was installed" in str(caught.value).lower() or isinstance(
        caught.value, InvalidModelError
    )
    assert_nothing_installed(models)


def test_unpacking_onto_a_full_disk_says_what_to_do_and_leaves_nothing(tmp_path):
    archive = tmp_path / "model.zip"
    with zipfile.ZipFile(archive, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        for name, data in (complete_members() | {PREFIX + "am/final.mdl": bytes(300_000)}).items():
            zf.writestr(name, data)
    assert archive.stat().st_size < 50_000
    models = tmp_path / "models"
    script = (
        "import resource, signal, sys\n"
        "from pathlib import Path\n"
        "from voice_game.speech.model import ModelError\n"
        "from voice_game.speech.model_install import install_model\n"
        "from tests.speech.test_model import source_for\n"
        "signal.signal(signal.SIGXFSZ, signal.SIG_IGN)\n"
        "resource.setrlimit(resource.RLIMIT_FSIZE, (100_000, 100_000))\n"
        "try:\n"
        f"    install_model(Path({str(models)!r}), sources=[source_for(Path({str(archive)!r}))])\n"
        "except ModelError as error:\n"
        "    print(error)\n"
        "    sys.exit(1)\n"
    )
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, cwd=root, timeout=60
    )
    assert result.returncode == 1, result.stderr
    assert "Traceback" not in result.stderr
    message = result.stdout.strip()
    assert f"could not be written to {models}" in message
    assert "File too large" in message or "No space left" in message
    assert "voice-game model install" in message
    kept = models / f"{model_module.MODEL_NAME}.zip"
    assert kept.is_file()  # the download is kept for the install command
    assert sorted(p.name for p in models.iterdir()) == [kept.name]


def test_the_install_command_installs_a_hand_downloaded_file(tmp_path, monkeypatch, capsys):
    archive = craft(tmp_path / "model.zip", complete_members())
    monkeypatch.setattr(model_module, "DEFAULT_SOURCES", (source_for(archive),))
    original = model_module.install_model

    def install(*args, **kwargs):
        kwargs.setdefault("sources", model_module.DEFAULT_SOURCES)
        return original(*args, **kwargs)

    monkeypatch.setattr("voice_game.app.model_cmd.install_model", install)
    models = tmp_path / "models"
    assert entry.main(["model", "install", str(archive), "--models", str(models)]) == 0
    assert (models / model_module.MODEL_NAME / "am" / "final.mdl").is_file()


def test_the_install_command_needs_a_file(capsys):
    assert entry.main(["model", "install"]) == 2
    assert "give the model's zip file" in capsys.readouterr().err


def test_installing_a_file_that_is_not_the_model_says_so(tmp_path, capsys):
    archive = craft(tmp_path / "other.zip", complete_members())
    assert entry.main(["model", "install", str(archive), "--models", str(tmp_path / "m")]) == 1
    err = capsys.readouterr().err
    assert "not a known copy" in err and "Traceback" not in err
    assert_nothing_installed(tmp_path / "m")


def test_ctrl_c_during_a_download_does_not_claim_a_saved_game(monkeypatch, capsys):
    def interrupted(*_args, **_kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr("voice_game.app.model_cmd.install_model", interrupted)
    assert entry.main(["model", "download"]) == 130
    err = capsys.readouterr().err
    assert "Nothing was installed" in err and "game is saved" not in err
