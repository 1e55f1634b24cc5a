"""``scripts/calibrate-mic``: set up the microphone for a household, spoken and printed.

Steps: pick the microphone (or check ``--device``); measure the room's noise floor over a
few seconds of quiet; ask the player to say a few test phrases; measure speech level, SNR
and clipping; recognise the phrases with the game's recogniser and say what it heard;
recommend settings and save them with :func:`voice_game.config.save_settings`.

Every line is printed and (unless ``--no-speech``) spoken, so a blind player can run it
alone. The voice is never recorded: each recording starts after the prompt has been played.
The line ``Listening now.`` is spoken just before a recording starts and printed once it has
started (tests wait for it).

The analysis and the recommendations are pure functions (:mod:`.calibration`), so they are
tested without audio.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from voice_game.config import AudioSettings, ConfigError, default_config_path, load_settings
from voice_game.config import save_settings as _save
from voice_game.heard import Heard

from .calibration import (
    PHRASES,
    SAMPLE_RATE,
    SILENCE_DB,
    analyse,
    calibration_context,
    judge,
    noise_floor_db,
    recommend,
)
from .options import CalibrateOptions

if TYPE_CHECKING:
    from voice_game.speech.listening import Block
    from voice_game.speech.recognizer import Recognizer

# --- audio I/O -----------------------------------------------------------------------


class Recorder:
    """Records 16 kHz mono int16 from one input device, through the game's listening loop."""

    def __init__(self, device: str | int | None) -> None:
        from voice_game.speech.microphone import Microphone

        self.mic = Microphone(device)  # raises NoInputDeviceError with a helpful message
        self.device = device
        self.name = self.mic.device_name

    def _blocks(self) -> Iterator[Block]:
        """The microphone's blocks from now on: "Listening now." is said before the microphone
        opens (so it is not recorded) and printed once it is running."""
        say_only("Listening now.")
        self.mic.open()
        blocks = self.mic.blocks()
        _say_line("Listening now.")
        return blocks

    def record(self, seconds: float) -> np.ndarray:
        """Exactly ``seconds`` of audio (less if the microphone stops)."""
        from voice_game.speech.microphone import AudioStalled

        need = int(seconds * SAMPLE_RATE)
        out: list[np.ndarray] = []
        got = 0
        with contextlib.suppress(AudioStalled):
            for block in self._blocks():
                out.append(block.samples)
                got += len(block.samples)
                if got >= need:
                    break
        return np.concatenate(out)[:need] if out else np.zeros(0, dtype=np.int16)

    def record_phrase(
        self,
        recognizer: Recognizer,
        floor_db: float,
        max_seconds: float = 8.0,
        end_quiet_ms: int = 800,
    ) -> tuple[np.ndarray, Heard | None]:
        """One spoken phrase, heard by the game's listening loop: the audio from the prompt
        until ``end_quiet_ms`` of quiet after speech, and what was heard (None: nothing)."""
        from voice_game.speech.listening import listen
        from voice_game.speech.microphone import AudioStalled
        from voice_game.speech.vad import Endpointer, VadSettings

        kept: list[np.ndarray] = []

        def keeping(blocks: Iterator[Block]) -> Iterator[Block]:
            for block in blocks:
                kept.append(block.samples)
                yield block

        vad = VadSettings(noise_db=floor_db, margin_db=10.0, floor_db=-55.0, min_speech_ms=100)
        heard: Heard | None = None
        with contextlib.suppress(AudioStalled):
            heard = listen(
                keeping(self._blocks()),
                recognizer,
                Endpointer(vad),
                endpoint_ms=end_quiet_ms,
                max_seconds=max_seconds,
                silence_timeout=max_seconds,
            ).heard
        audio = np.concatenate(kept) if kept else np.zeros(0, dtype=np.int16)
        return audio, heard


# --- the dialogue ----------------------------------------------------------------------

_SPEAKER: Any = None


def _say_line(text: str) -> None:
    print(text, flush=True)


def say(text: str) -> None:
    """Print a sentence and speak it (unless speech is off)."""
    _say_line(text)
    if _SPEAKER is not None:
        try:
            _SPEAKER.say(text)
        except Exception as error:  # noqa: BLE001 - keep going in print-only mode
            _stop_speaking(f"The speaker failed ({error}); I will only print from now on.")


def _stop_speaking(reason: str) -> None:
    global _SPEAKER
    _SPEAKER = None
    _say_line(reason)


def _device(value: str | None) -> str | int | None:
    return int(value) if value is not None and value.isdigit() else value


def choose_device(requested: str | None) -> Recorder | None:
    """List the microphones, then open the requested one or the default (None on failure,
    after saying exactly what to do)."""
    from voice_game.speech.microphone import (
        AudioBackendError,
        NoInputDeviceError,
        list_input_devices,
    )

    try:
        devices = list_input_devices()
    except AudioBackendError as error:
        say(str(error))
        return None
    if not devices:
        say(
            "I cannot find any microphone. Plug in a USB microphone or a headset, wait a few "
            "seconds, then run scripts/calibrate-mic again. To play without a microphone, use "
            "voice-game play --text."
        )
        return None
    say(f"I found {len(devices)} microphone{'s' if len(devices) > 1 else ''}.")
    for d in devices:
        _say_line(f"  {d.index}: {d.name}{' (default)' if d.is_default else ''}")
    if requested is None:
        default = next((d for d in devices if d.is_default), devices[0])
        wanted: str | int | None = default.index if not default.is_default else None
    else:
        wanted = _device(requested)
    try:
        recorder = Recorder(wanted)
    except NoInputDeviceError as error:
        say(f"I cannot use the microphone {requested!r}. {error}")
        say("Choose one of the numbers listed above with --device.")
        return None
    say(f"I will use the microphone {recorder.name}.")
    return recorder


def build_parser() -> argparse.ArgumentParser:
    """The options of ``scripts/calibrate-mic``."""
    p = argparse.ArgumentParser(
        prog="scripts/calibrate-mic",
        description="Set up the microphone: measure the room, test a few phrases, save "
        "the settings that voice-game play uses.",
    )
    p.add_argument("--device", help="microphone: number or name (default: the system's)")
    p.add_argument("--output-device", help="speaker for the spoken prompts")
    p.add_argument("--config", type=Path, help=f"settings file (default {default_config_path()})")
    p.add_argument("--phrases", type=int, default=3, help="how many test phrases (1-5)")
    p.add_argument("--quiet-seconds", type=float, default=3.0, help="length of the quiet test")
    p.add_argument("--no-speech", action="store_true", help="only print, do not speak")
    p.add_argument(
        "--tts", choices=["auto", "espeak-ng", "pyttsx3"], default="auto", help="speech backend"
    )
    p.add_argument("--models", type=Path, help="folder with the speech model")
    return p


def run(options: CalibrateOptions) -> int:
    """The whole calibration; returns the exit status."""
    global _SPEAKER
    from voice_game.speech.model import ModelError, find_model

    config = options.config or default_config_path()
    if not options.no_speech:
        try:
            from voice_game.speech.tts import open_voice

            _SPEAKER = open_voice(options.tts, _device(options.output_device))
        except Exception as error:  # noqa: BLE001 - printing still works
            _stop_speaking(f"I cannot speak ({error}). I will only print.")
    say("Microphone set-up for Anno Domini.")
    try:
        find_model(options.models)
    except ModelError as error:
        say(f"{error} Then run scripts/calibrate-mic again.")
        return 2
    try:
        previous = load_settings(config)
    except ConfigError as error:
        say(f"Your settings file is broken, so I will start afresh. ({error})")
        previous = AudioSettings()
    recorder = choose_device(options.device)
    if recorder is None:
        return 2
    count = max(1, min(options.phrases, len(PHRASES)))
    phrases = PHRASES[:count]

    say(f"First, please everyone keep quiet for {options.quiet_seconds:g} seconds, starting now.")
    floor = noise_floor_db(recorder.record(options.quiet_seconds))
    say(f"The room's noise level is {_db_words(floor)}.")

    from voice_game.intent import listening_phrases
    from voice_game.speech.recognizer import Recognizer

    recognizer = Recognizer(find_model(options.models))
    recognizer.set_phrases(listening_phrases(calibration_context()))
    say(
        f"Now I will ask you to say {count} short phrase{'s' if count > 1 else ''}. "
        "Speak as you would during the game, from where you will sit."
    )
    recordings: list[np.ndarray] = []
    heards: list[Heard | None] = []
    for phrase in phrases:
        _say_line(f'Please say: "{phrase.text}"')
        if _SPEAKER is not None:
            say_only(f"Please say: {phrase.text}.")
        audio, said = recorder.record_phrase(recognizer, floor)
        recordings.append(audio)
        heards.append(said)
    takes = [analyse(audio, floor) for audio in recordings]
    heard = judge(heards, phrases)
    for phrase, take, (text, ok) in zip(phrases, takes, heard, strict=True):
        if not take.heard:
            say(f"For {phrase.text}, I heard nothing.")
            continue
        verdict = "That works." if ok else "That would not work in the game."
        say(f"For {phrase.text}, I heard: {text or 'nothing I know'}. {verdict}")
        _say_line(
            f"  speech {take.speech_db} dBFS, peak {take.peak_db} dBFS, SNR "
            f"{take.snr_db} dB, clipped {100 * take.clipped:.2f} %"
        )
    advice = recommend(takes, floor)
    for tip in advice.tips:
        say(tip)
    if not any(t.heard for t in takes):
        say(
            "I did not save any settings. Run scripts/calibrate-mic again when the "
            "microphone works."
        )
        return 1
    device = options.device if options.device is not None else recorder.name
    settings = replace(
        previous,
        device=_device(device),
        endpoint_ms=advice.endpoint_ms,
        margin_db=advice.margin_db,
        noise_floor_db=floor,
        output_device=(
            _device(options.output_device) if options.output_device else previous.output_device
        ),
    )
    path = _save(settings, config)
    understood = sum(ok for _, ok in heard)
    say(f"I understood {understood} of {count} phrases.")
    say(
        f"I saved your settings to {path}: microphone {settings.device}, pause to end a "
        f"command {settings.endpoint_ms} milliseconds, speech margin {settings.margin_db:g} "
        "decibels. You can now start the game with scripts/play."
    )
    return 0


def say_only(text: str) -> None:
    """Speak without printing (the printed form was already shown)."""
    if _SPEAKER is not None:
        try:
            _SPEAKER.say(text)
        except Exception as error:  # noqa: BLE001
            _stop_speaking(f"The speaker failed ({error}); I will only print from now on.")


def _db_words(db: float) -> str:
    if db <= SILENCE_DB + 1:
        return "complete silence"
    return f"{-db:.0f} decibels below full scale"


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m voice_game.app.calibrate``."""
    args = build_parser().parse_args(argv)
    options = CalibrateOptions(
        device=args.device,
        output_device=args.output_device,
        config=args.config,
        phrases=args.phrases,
        quiet_seconds=args.quiet_seconds,
        no_speech=args.no_speech,
        tts=args.tts,
        models=args.models,
    )
    try:
        return run(options)
    except KeyboardInterrupt:
        _say_line("Stopped; nothing was saved.")
        return 130


if __name__ == "__main__":
    sys.exit(main())
