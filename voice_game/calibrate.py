"""``scripts/calibrate-mic``: set up the microphone for a household, spoken and printed.

Steps: pick the microphone (or check ``--device``); measure the room's noise floor over a
few seconds of quiet; ask the player to say a few test phrases; measure speech level, SNR
and clipping; recognise the phrases with the game's recogniser and say what it heard;
recommend settings and save them with :func:`voice_game.config.save_settings`.

Every line is printed and (unless ``--no-speech``) spoken, so a blind player can run it
alone. The voice is never recorded: each recording starts after the prompt has been played.
The line ``Listening now.`` is spoken just before a recording starts and printed once it has
started (tests wait for it).

The analysis and the recommendations are pure functions (:func:`analyse`,
:func:`recommend`) so they are tested without audio.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from voice_game.config import AudioSettings, ConfigError, default_config_path, load_settings
from voice_game.config import save_settings as _save
from voice_game.heard import Heard

if TYPE_CHECKING:
    from voice_game.speech.listening import Block
    from voice_game.speech.recognizer import Recognizer

SAMPLE_RATE = 16000
BLOCK_MS = 20
CLIP_LEVEL = 32700
SILENCE_DB = -100.0  # reported for digital silence (no noise at all)


@dataclass(frozen=True)
class TestPhrase:
    """A phrase the player is asked to say and the action it should give."""

    text: str
    expected: dict[str, Any]


PHRASES: tuple[TestPhrase, ...] = (
    TestPhrase("I doubt", {"kind": "doubt"}),
    TestPhrase("card two before the moon landing", {"kind": "place", "card": 1, "slot": 1}),
    TestPhrase("read the chain", {"kind": "chain"}),
    TestPhrase("the telephone at the end", {"kind": "place", "card": 0, "slot": 2}),
    TestPhrase("whose turn is it", {"kind": "turn"}),
)


def calibration_context() -> Any:
    """The pretend turn the test phrases are spoken in (pyramid and moon landing on the
    table; the telephone and the jeans in hand)."""
    from voice_game.intent import CardName, TurnContext

    return TurnContext(
        chain=(
            CardName("The Great Pyramid of Giza is completed", ("pyramid",)),
            CardName("Apollo 11 lands on the Moon", ("moon landing",)),
        ),
        hand=(
            CardName("Alexander Graham Bell patents the telephone", ("telephone",)),
            CardName("Levi Strauss patents riveted blue jeans", ("jeans",)),
        ),
        players=("Anna", "Ben"),
        current="Anna",
    )


# --- pure analysis -------------------------------------------------------------------


def block_levels(samples: np.ndarray, block_ms: int = BLOCK_MS) -> np.ndarray:
    """dBFS level of each ``block_ms`` block of 16 kHz int16 audio."""
    n = SAMPLE_RATE * block_ms // 1000
    count = len(samples) // n
    if count == 0:
        return np.array([SILENCE_DB])
    x = samples[: count * n].astype(np.float64).reshape(count, n)
    rms = np.sqrt(np.mean(np.square(x), axis=1))
    levels: np.ndarray = np.maximum(20 * np.log10(np.maximum(rms, 1e-9) / 32768), SILENCE_DB)
    return levels


def noise_floor_db(samples: np.ndarray) -> float:
    """The room's noise floor: the median block level of a quiet recording (dBFS)."""
    return round(float(np.median(block_levels(samples))), 1)


@dataclass(frozen=True)
class Take:
    """Levels of one spoken test phrase."""

    speech_db: float
    peak_db: float
    clipped: float
    snr_db: float
    heard: bool


def analyse(samples: np.ndarray, floor_db: float) -> Take:
    """Speech level (mean of the blocks more than 10 dB above the floor, in dBFS), peak,
    fraction of clipped samples, and SNR = speech level minus noise floor."""
    levels = block_levels(samples)
    loud = levels[levels > max(floor_db + 10.0, -60.0)]
    peak = float(np.max(np.abs(samples.astype(np.int32)))) if len(samples) else 0.0
    peak_db = 20 * np.log10(max(peak, 1.0) / 32768)
    clipped = float(np.mean(np.abs(samples.astype(np.int32)) >= CLIP_LEVEL)) if len(samples) else 0
    if len(loud) < 3:
        return Take(SILENCE_DB, round(peak_db, 1), clipped, 0.0, False)
    speech = float(10 * np.log10(np.mean(10 ** (loud / 10))))
    return Take(round(speech, 1), round(peak_db, 1), clipped, round(speech - floor_db, 1), True)


@dataclass(frozen=True)
class Advice:
    """Recommended settings and what the player should change, in plain sentences."""

    endpoint_ms: int
    margin_db: float
    tips: tuple[str, ...]


def listening_settings(snr_db: float) -> tuple[int, float]:
    """(endpoint_ms, margin_db) for a room where speech stands ``snr_db`` above the noise."""
    margin = round(min(15.0, max(6.0, snr_db / 2)), 1)
    endpoint = 300 if snr_db >= 20 else 400 if snr_db >= 12 else 500
    return endpoint, margin


def recommend(takes: Sequence[Take], floor_db: float) -> Advice:
    """Settings and tips from the measured takes.

    * margin_db (how far above the noise floor counts as speech): half the typical SNR,
      kept within 6..15 dB, so that speech clears it comfortably and room noise does not.
    * endpoint_ms (quiet that ends an utterance): 300 ms in a quiet room; 400 ms when the
      SNR is under 20 dB and 500 ms under 12 dB, because in noise the drop after speech is
      less clear and a short window cuts players off between words.
    * tips: clipping -> turn the input gain down or move back; quiet speech -> move closer
      or turn the gain up; noisy room -> move away from the noise.
    """
    heard = [t for t in takes if t.heard]
    tips: list[str] = []
    if not heard:
        return Advice(
            400,
            8.0,
            (
                "I heard no speech at all. Check that the microphone is "
                "plugged in, switched on and not muted, then run this again.",
            ),
        )
    snr = float(np.median([t.snr_db for t in heard]))
    speech = float(np.median([t.speech_db for t in heard]))
    endpoint, margin = listening_settings(snr)
    if max(t.clipped for t in heard) > 0.001 or max(t.peak_db for t in heard) > -0.5:
        tips.append(
            "Your voice is too loud for the microphone and gets clipped: turn the "
            "input gain down, or sit a little further away."
        )
    elif speech < -40:
        tips.append(
            "Your voice is very quiet: move closer to the microphone, or turn the input gain up."
        )
    if snr < 15:
        tips.append(
            "The room is noisy compared with your voice: move the microphone away "
            "from the television, fan or kitchen, and closer to the players."
        )
    if len(heard) < len(takes):
        tips.append(
            "I did not hear some phrases at all: speak a little louder, after the "
            "prompt has finished."
        )
    if not tips:
        tips.append("The levels are good.")
    return Advice(endpoint, margin, tuple(tips))


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


def judge(heard: Sequence[Heard | None], phrases: Sequence[TestPhrase]) -> list[tuple[str, bool]]:
    """(what was heard, whether the game would act on it as expected) for each phrase."""
    from voice_game.dialogue.decider import Moment, decide, decision_json

    moment = Moment(calibration_context())
    out = []
    for said, phrase in zip(heard, phrases, strict=True):
        text = said.text if said is not None else ""
        made = decision_json(decide(said, moment)) if said is not None and text else None
        ok = made is not None and made["status"] == "act" and made["action"] == phrase.expected
        out.append((text, ok))
    return out


def build_parser() -> argparse.ArgumentParser:
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


def run(args: argparse.Namespace) -> int:
    """The whole calibration; returns the exit status."""
    global _SPEAKER
    from voice_game.speech.model import ModelError, find_model

    config = args.config or default_config_path()
    if not args.no_speech:
        try:
            from voice_game.speech.tts import open_voice

            _SPEAKER = open_voice(args.tts, _device(args.output_device))
        except Exception as error:  # noqa: BLE001 - printing still works
            _stop_speaking(f"I cannot speak ({error}). I will only print.")
    say("Microphone set-up for Anno Domini.")
    try:
        find_model(args.models)
    except ModelError as error:
        say(f"{error} Then run scripts/calibrate-mic again.")
        return 2
    try:
        previous = load_settings(config)
    except ConfigError as error:
        say(f"Your settings file is broken, so I will start afresh. ({error})")
        previous = AudioSettings()
    recorder = choose_device(args.device)
    if recorder is None:
        return 2
    count = max(1, min(args.phrases, len(PHRASES)))
    phrases = PHRASES[:count]

    say(f"First, please everyone keep quiet for {args.quiet_seconds:g} seconds, starting now.")
    floor = noise_floor_db(recorder.record(args.quiet_seconds))
    say(f"The room's noise level is {_db_words(floor)}.")

    from voice_game.intent import listening_phrases
    from voice_game.speech.recognizer import Recognizer

    recognizer = Recognizer(find_model(args.models))
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
    device = args.device if args.device is not None else recorder.name
    settings = replace(
        previous,
        device=_device(device),
        endpoint_ms=advice.endpoint_ms,
        margin_db=advice.margin_db,
        noise_floor_db=floor,
        output_device=_device(args.output_device) if args.output_device else previous.output_device,
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
    """Entry point of ``python -m voice_game.calibrate``."""
    args = build_parser().parse_args(argv)
    try:
        return run(args)
    except KeyboardInterrupt:
        _say_line("Stopped; nothing was saved.")
        return 130


if __name__ == "__main__":
    sys.exit(main())
