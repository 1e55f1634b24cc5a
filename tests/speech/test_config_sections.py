"""An unknown section or key in the settings file is refused, naming the file, what is
unknown and what is known, instead of being ignored (a ``[voise]`` table would leave the
voice at its defaults without a word)."""

from __future__ import annotations

from pathlib import Path

import pytest

from voice_game.config import AudioSettings, ConfigError, load_settings


def settings_in(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "config.toml"
    path.write_text(text, encoding="utf-8")
    return path


def refusal(path: Path) -> str:
    with pytest.raises(ConfigError) as caught:
        load_settings(path)
    return str(caught.value)


def test_an_unknown_section_is_refused_with_the_known_ones(tmp_path: Path) -> None:
    path = settings_in(tmp_path, "[voise]\nrate = 200\n")
    message = refusal(path)
    assert str(path) in message
    assert "unknown section [voise]" in message
    assert "did you mean voice?" in message
    assert "[microphone], [voice], [game] and [screen]" in message


def test_an_unknown_key_names_the_keys_of_its_section(tmp_path: Path) -> None:
    message = refusal(settings_in(tmp_path, "[voice]\nrat = 200\n"))
    assert "[voice] has an unknown key 'rat' (did you mean rate?)" in message
    assert "output_device, rate, volume and cue_volume" in message


def test_a_key_outside_its_section_is_told_where_it_goes(tmp_path: Path) -> None:
    message = refusal(settings_in(tmp_path, "margin_db = 10.0\n"))
    assert "margin_db is outside any section; put it under [microphone]" in message


def test_an_escape_code_in_an_unknown_name_is_not_printed_raw(tmp_path: Path) -> None:
    message = refusal(settings_in(tmp_path, '["\\u001b[2J"]\nx = 1\n'))
    assert "\x1b" not in message
    assert "\\x1b[2J" in message


def test_the_known_sections_still_load(tmp_path: Path) -> None:
    path = settings_in(tmp_path, "[microphone]\nmargin_db = 10.0\n[voice]\nrate = 200\n[game]\n")
    assert load_settings(path) == AudioSettings(margin_db=10.0, rate=200)
