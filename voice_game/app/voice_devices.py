"""The voice game's devices, from the play options over the settings file: whether they
can be used here (:func:`voice_unavailable_reason`), and opening them as one
:class:`~.speaker.Speaker`."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path

from voice_game.config import AudioSettings, ConfigError, default_config_path, load_settings
from voice_game.speech.microphone import (
    Microphone,
    NoInputDeviceError,
    VadSettings,
    list_input_devices,
)
from voice_game.speech.model import ModelError, find_model
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.tts import open_voice
from voice_game.speech.voice import AudioPlayer

from .buttons import build_controls
from .options import PlayOptions
from .sound_faults import sound_server_problem
from .speaker import Speaker


def voice_unavailable_reason(options: PlayOptions) -> str | None:
    """Why the voice game cannot start here, in words that say what to do; None if it can."""
    try:
        find_model(options.models)
    except ModelError as error:
        return str(error)
    try:
        settings = load_settings(options.config)
    except ConfigError as error:
        return f"The settings file is broken: {error}."
    try:
        devices = list_input_devices()
    except Exception as error:  # noqa: BLE001 - any audio failure: offer the keyboard game
        return sound_server_problem() or f"The sound system cannot be used: {error}"
    if not devices:
        return sound_server_problem() or (
            "No microphone was found. Plug one in and run: voice-game list-devices; "
            "or play by keyboard with: voice-game play --text"
        )
    device = options.device if options.device is not None else settings.device
    try:
        Microphone(device_value(device))
    except NoInputDeviceError as error:
        named = _named(str(error), options.device, "device", options.config)
        return sound_server_problem() or named
    output = options.output_device if options.output_device is not None else settings.output_device
    try:
        AudioPlayer(device_value(output))
    except Exception as error:  # noqa: BLE001 - no such loudspeaker
        return _named(str(error), options.output_device, "output_device", options.config)
    return None


def _named(problem: str, option: object, key: str, config: Path | None) -> str:
    """``problem``, saying whether the device came from the option or the settings file."""
    if option is not None:
        return f"--{key.replace('_', '-')} {option}: {problem}"
    section = "voice" if key == "output_device" else "microphone"
    return f"{config or default_config_path()}: [{section}] {key}: {problem}"


def device_value(value: str | int | None) -> str | int | None:
    """A device as PortAudio takes it: a short string of digits is an index."""
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 6:
        return int(value)
    return value


def audio_settings(options: PlayOptions) -> AudioSettings:
    """The settings file's audio settings, ``--cue-volume`` over its own."""
    settings = load_settings(options.config)
    if options.cue_volume is not None:
        settings = replace(settings, cue_volume=max(0.0, min(1.0, options.cue_volume)))
    return settings


def open_speaker(options: PlayOptions) -> Speaker:
    """The loudspeaker's voice, the microphone, the recogniser and the controls, each as
    the options say or else as the settings file does, as one speaker."""
    settings = audio_settings(options)
    output = options.output_device
    voice = open_voice(
        options.tts or "auto",
        device_value(output if output is not None else settings.output_device),
        rate=options.rate or settings.rate,
        volume=options.volume if options.volume is not None else settings.volume,
    )
    microphone = Microphone(
        device_value(options.device if options.device is not None else settings.device),
        vad=VadSettings(margin_db=settings.margin_db, noise_db=settings.noise_floor_db),
    )
    recognizer = Recognizer(find_model(options.models))
    screen = sys.stdout if sys.stdout is not None else open(os.devnull, "w")  # noqa: SIM115
    controls = build_controls(options.push_to_talk, options.talk_pin, options.stop_pin)
    return Speaker(voice, microphone, recognizer, screen, settings, controls)
