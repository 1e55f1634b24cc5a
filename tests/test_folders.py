"""Where settings, saved games and the speech model live (platformdirs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from voice_game.config import default_config_path
from voice_game.speech import model
from voice_game.storage import default_save_path


def test_settings_and_saves_follow_the_platform_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert default_config_path() == tmp_path / "config" / "voice_game" / "config.toml"
    assert default_save_path() == tmp_path / "state" / "voice_game" / "game.json"


def test_the_model_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(model.MODELS_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    # run from this source checkout: its models/ folder (where scripts/setup installs)
    checkout = Path(__file__).resolve().parents[1]
    assert model.default_models_dir() == checkout / "models"
    # installed as a package (not a checkout): the user's data folder
    installed = tmp_path / "site-packages" / "voice_game" / "speech" / "model.py"
    monkeypatch.setattr(model, "__file__", str(installed))
    assert model.default_models_dir() == tmp_path / "data" / "voice_game" / "models"
    # the environment variable wins
    monkeypatch.setenv(model.MODELS_ENV, str(tmp_path / "mine"))
    assert model.default_models_dir() == tmp_path / "mine"
