"""The speaker: the same session as the keyboard game, heard through a microphone and spoken.

It never listens while it speaks, so it never hears itself: every turn is *speak, then
listen*. Each sentence is also printed, so a sighted table can read along. A stop (the stop
button, or Enter, Escape or a presenter's Page Up) while it speaks cuts the reading short;
with push-to-talk it listens only while the talk button is held (see voice_game.controls).
"""

from __future__ import annotations

import argparse
import atexit
import contextlib
import functools
import os
import re
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, TextIO

import numpy as np

from voice_game.config import AudioSettings, ConfigError, default_config_path, load_settings
from voice_game.controls import (
    ButtonCommand,
    ButtonError,
    Controls,
    attach_buttons,
    gated,
    watch_keys,
)
from voice_game.engine.events import Revealed
from voice_game.heard import Heard
from voice_game.intent.phrases import RESUME_ANSWERS
from voice_game.intent.unfinished import unfinished_in
from voice_game.speech import listening
from voice_game.speech.audio import SAMPLE_RATE
from voice_game.speech.cues import Cue, play_cue
from voice_game.speech.microphone import (
    AudioBackendError,
    Microphone,
    NoInputDeviceError,
    VadSettings,
    list_input_devices,
)
from voice_game.speech.model import ModelError, find_model
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.tts import open_voice
from voice_game.speech.voice import AudioPlayer, RenderedVoice
from voice_game.storage import check_game_files, default_save_path

from .computers import voice_for
from .requests import turn_phrases
from .resume import resume_command
from .save_lock import hold_save
from .saved_game import settle_saved_game
from .session import Reply, Session
from .sound_faults import (
    RECHECK_SECONDS,
    SILENT_SECONDS,
    Reconnector,
    SilentInput,
    SoundBack,
    portaudio_error,
    restart_portaudio,
    silent_message,
    sound_server_problem,
    watch_silence,
)
from .voice_io import Listening, Speaking
from .voice_setup import voice_setup_questions

if TYPE_CHECKING:
    from voice_game.screen import Screen

SCREEN_TAP = "screen-tap"
"""What listening returns when a tap on the companion page ended it (no one can say it)."""

SILENCE_REMINDER_SECONDS = 30.0
MAX_REMINDERS = 2
RATE_STEP = 25
VOLUME_STEP = 0.15


def voice_unavailable_reason(args: argparse.Namespace) -> str | None:
    """Why the voice game cannot start here, in words that say what to do; None if it can."""
    try:
        find_model(args.models)
    except ModelError as error:
        return str(error)
    try:
        settings = load_settings(args.config)
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
    device = args.device if args.device is not None else settings.device
    try:
        Microphone(_device(device))
    except NoInputDeviceError as error:
        return sound_server_problem() or _named(str(error), args.device, "device", args)
    output = args.output_device if args.output_device is not None else settings.output_device
    try:
        AudioPlayer(_device(output))
    except Exception as error:  # noqa: BLE001 - no such loudspeaker
        return _named(str(error), args.output_device, "output_device", args)
    return None


def _named(problem: str, option: object, key: str, args: argparse.Namespace) -> str:
    """``problem``, saying whether the device came from the option or the settings file."""
    if option is not None:
        return f"--{key.replace('_', '-')} {option}: {problem}"
    section = "voice" if key == "output_device" else "microphone"
    return f"{args.config or default_config_path()}: [{section}] {key}: {problem}"


def _device(value: str | int | None) -> str | int | None:
    if isinstance(value, str) and value.isascii() and value.isdigit() and len(value) <= 6:
        return int(value)
    return value


class Speaker:
    """Speaks and listens in turn, and prints what it says and hears."""

    def __init__(
        self,
        voice: RenderedVoice,
        microphone: Microphone,
        recognizer: Recognizer,
        out: TextIO,
        settings: AudioSettings,
        controls: Controls | None = None,
    ) -> None:
        self.voice = voice
        self.microphone = microphone
        self.recognizer = recognizer
        self.out = out
        self.settings = settings
        self.last_audio: np.ndarray | None = None
        """The last utterance as recorded (16 kHz), kept for a name the recogniser lacks."""
        self.recorded_names: dict[str, np.ndarray] = {}
        """Names said in the player's own recorded voice wherever the game says them."""
        self.controls = controls or Controls()
        self.controls.on_stop(self._interrupt)
        self._cut = threading.Event()
        self._saying = False
        self._silent = False
        self._mute_told = False
        if sys.stdin is not None and sys.stdin.isatty():
            atexit.register(watch_keys(sys.stdin.fileno(), self.controls))

    def _interrupt(self) -> None:
        """A stop (button or key) while the game speaks cuts the reading short."""
        if self._saying or self.voice.speaking:
            self._cut.set()
            self.voice.stop()

    def say(self, lines: Sequence[str]) -> None:
        """Print and speak each sentence; a stop (button or key) skips the rest of this batch."""
        self._cut.clear()
        self._saying = True
        try:
            for line in lines:
                if not line:
                    continue
                self.out.write(line + "\n")
                self.out.flush()
                if not self._cut.is_set():
                    self._sound(functools.partial(self._speak, line))
        finally:
            self._saying = False

    def _speak(self, line: str) -> None:
        """Say one sentence; a recorded name is played in the player's own voice."""
        if not self.recorded_names:
            self.voice.say(line)
            return
        names = "|".join(re.escape(name) for name in self.recorded_names)
        for part in re.split(rf"\b({names})\b", line):
            recording = self.recorded_names.get(part)
            if recording is not None:
                self.voice.player.play(recording, SAMPLE_RATE, volume=self.voice.volume)
            elif part.strip(" ,.?!"):
                self.voice.say(part)

    def keep_name(self, name: str, recording: np.ndarray) -> None:
        """From now on say ``name`` by playing ``recording``."""
        self.recorded_names[name] = recording

    def say_as(self, player: str, voice: str, lines: Sequence[str]) -> None:
        """Print ``lines`` after ``player``'s name and speak them in the espeak-ng ``voice``."""
        own = self.voice.voice
        self.voice.voice = voice
        try:
            self.say([f"{player}: {line}" for line in lines if line])
        finally:
            self.voice.voice = own

    def _sound(self, play: Callable[[], object]) -> None:
        """Play speech or a cue; a loudspeaker that fails is reported once, in print."""
        try:
            play()
        except Exception as error:  # noqa: BLE001 - the game goes on in print
            if not self._mute_told:
                self._mute_told = True
                self.out.write(f"(The loudspeaker does not work: {error}. Read along here.)\n")
                self.out.flush()

    def cue(self, cue: Cue) -> None:
        """A short sound: listening, understood, not understood, chain correct or wrong."""
        volume = self.settings.cue_volume
        level = self.voice.volume if volume is None else volume
        self._sound(lambda: play_cue(cue, self.voice.player, volume=level))

    def listen(
        self,
        phrases: Sequence[str] | None,
        timeout: float,
        unfinished: Callable[[str], bool] | None = None,
    ) -> Heard | None:
        """One utterance as heard (text, word confidences, unheard stretches, timing), or
        None on silence; a pause after words that stop mid-command (``unfinished``) is
        waited through. A microphone or sound server that fails is waited for, saying so.
        With push-to-talk only what is said while the talk button is held is heard; a
        button's command (repeat) is returned as if it had been said."""
        command = self.controls.take_command()
        if command is not None:
            return self._pressed(command)
        self.recognizer.set_phrases(list(phrases) if phrases is not None else None)
        self.out.write("(listening)\n")
        self.out.flush()
        self.cue(Cue.LISTENING)
        kept: list[listening.Block] = []
        while True:
            blocks = gated(
                watch_silence(
                    self.microphone.blocks(),
                    RECHECK_SECONDS if self._silent else SILENT_SECONDS,
                    silent=self._silent,
                ),
                self.controls,
            )
            try:
                heard = listening.listen(
                    _keeping(blocks, kept),
                    self.recognizer,
                    self.microphone.endpointer,
                    silence_timeout=timeout,
                    endpoint_ms=self.settings.endpoint_ms,
                    unfinished=unfinished,
                ).heard
                break
            except ButtonCommand as pressed:
                self.controls.utterance_ended()
                return self._pressed(pressed.kind)
            except SoundBack:
                self._silent = False
                self.say(["The microphone works again. Let us go on."])
            except SilentInput as error:
                if not self._silent:
                    self._silent = True
                    self.say([silent_message(error)])
                with contextlib.suppress(Exception):  # gone: the next pass finds out
                    self._reopen()
            except (NoInputDeviceError, AudioBackendError, portaudio_error()) as error:
                Reconnector(lambda text: self.say([text]), self._reopen).recover(error)
                self._silent = False
            kept.clear()
            self.out.write("(listening)\n")
            self.out.flush()
        self.controls.utterance_ended()
        self.last_audio = _utterance(kept, heard)
        if heard is None:
            return None
        self.out.write(f"(heard: {heard.text or '...'})\n")
        self.out.flush()
        return heard

    def _pressed(self, kind: str) -> Heard:
        """A button's command, taken as if it had been said."""
        self.out.write(f"(button: {kind})\n")
        self.out.flush()
        return Heard.typed(kind)

    def _reopen(self) -> None:
        """Open the microphone and loudspeaker afresh, PortAudio restarted (a restarted
        sound server or a replugged device is only found that way)."""
        old = self.microphone
        old.close()
        restart_portaudio()
        fresh = Microphone(old.device, samplerate=old.samplerate, vad=old.vad)
        fresh.endpointer = old.endpointer
        fresh.open()
        self.microphone = fresh
        with contextlib.suppress(Exception):  # no loudspeaker yet: speech stays in print
            self.voice.player = AudioPlayer(self.voice.player.device)
            self._mute_told = False

    def adjust(self, command: str) -> list[str]:
        """Act on slower, faster, louder, quieter, stop."""
        voice = self.voice
        if command == "slower":
            voice.rate = max(90, voice.rate - RATE_STEP)
            return ["Slower."]
        if command == "faster":
            voice.rate = min(320, voice.rate + RATE_STEP)
            return ["Faster."]
        if command == "louder":
            voice.volume = min(1.0, voice.volume + VOLUME_STEP)
            return ["Louder."] if voice.volume < 1.0 else ["This is the loudest I can speak."]
        if command == "quieter":
            voice.volume = max(0.1, voice.volume - VOLUME_STEP)
            return ["Quieter."]
        return []


def _keeping(
    blocks: Iterator[listening.Block], kept: list[listening.Block]
) -> Iterator[listening.Block]:
    """The blocks as they come, also kept (the last 15 seconds) for :func:`_utterance`."""
    for block in blocks:
        kept.append(block)
        if len(kept) > KEEP_BLOCKS:
            del kept[: len(kept) - KEEP_BLOCKS]
        yield block


def _utterance(kept: Sequence[listening.Block], heard: Heard | None) -> np.ndarray | None:
    """The recorded speech of ``heard`` (a little before and after), or None."""
    if heard is None or heard.start is None or heard.end is None:
        return None
    start, end = heard.start - 0.15, heard.end + 0.25
    parts = [block.samples for block in kept if start <= block.at <= end]
    return np.concatenate(parts) if parts else None


def _text(heard: Heard | None) -> str:
    return heard.text if heard is not None else ""


KEEP_BLOCKS = 750
"""Blocks of 20 ms kept while listening (15 seconds), to cut a name's recording from."""


SayAs = Callable[[str, str, Sequence[str]], None]
"""Speak as a computer player: its name, its espeak-ng voice, its sentences."""


def play_by_voice(
    speaker: Speaking,
    ears: Listening,
    session: Session,
    *,
    resumed: bool,
    say_as: SayAs | None = None,
    pause: float = 0.0,
    screen: Screen | None = None,
    summarised: bool = False,
) -> int:
    """The voice game loop: speak, listen, act; until the game ends or a player quits.
    ``summarised``: the set-up was just read back and accepted (see :meth:`Session.opening`).

    What is heard goes to the session whole, so its caution sees the unheard stretches and
    the word confidences. Computer players move after ``pause`` seconds and speak through
    ``say_as`` (in their own voices). Speech that matched nothing the game knows (other
    voices, most likely: :attr:`Reply.only_noise`) gets the not-understood sound alone; a
    second such in a row gets the words too, so a player who keeps trying hears them."""
    opening = session.opening(resumed=resumed, summarised=summarised)
    speaker.say(opening)
    if screen is not None:
        screen.publish(session, said=opening)
    reminders = 0
    noise_in_a_row = 0
    while True:
        tap = None if screen is None else screen.take()
        if tap is not None and screen is not None:
            note, tapped = screen.play(session, tap)
            print(note, flush=True)
            speaker.cue(Cue.UNDERSTOOD if tapped.understood else Cue.NOT_UNDERSTOOD)
            say_reply(speaker, tapped, list(tapped.lines))
            screen.publish(session, tapped)
            if tapped.done:
                return 0
            continue
        if session.computer_to_move():
            time.sleep(pause)
            turn = session.computer_move()
            if say_as is not None:
                say_as(turn.player, voice_for(session.game, turn.player), turn.speech)
            else:
                speaker.say([f"{turn.player}: {line}" for line in turn.speech])
            for event in turn.reply.events:
                if isinstance(event, Revealed):
                    speaker.cue(Cue.CHAIN_CORRECT if event.correct else Cue.CHAIN_WRONG)
            speaker.say(turn.reply.lines)
            if screen is not None:
                screen.publish(session, turn.reply)
            if turn.reply.done:
                return 0
            continue
        phrases = [*turn_phrases(session.context()), *session.answer_phrases()]
        heard = ears.listen(
            phrases,
            timeout=SILENCE_REMINDER_SECONDS,
            unfinished=unfinished_in(session.context()),
        )
        if heard is not None and heard.text == SCREEN_TAP:
            continue  # listening ended for a tap on the page: played at the top
        if heard is None:
            reminders += 1
            if reminders <= MAX_REMINDERS:
                speaker.say(
                    [
                        f"{session.game.current_player}, it is still your turn. "
                        "Take your time; say help if you need it."
                    ]
                )
            continue
        reminders = 0
        reply: Reply = session.handle(heard)
        speaker.cue(Cue.UNDERSTOOD if reply.understood else Cue.NOT_UNDERSTOOD)
        noise_in_a_row = noise_in_a_row + 1 if reply.only_noise else 0
        if noise_in_a_row == 1:
            continue  # the sound alone: at a table of voices, no sentence over the next player
        noise_in_a_row = 0
        lines = list(reply.lines)
        if reply.voice_command:
            lines = speaker.adjust(reply.voice_command) + lines
        say_reply(speaker, reply, lines)
        if screen is not None:
            screen.publish(session, reply)
        if reply.done:
            return 0


def say_reply(speaker: Speaking, reply: Reply, lines: list[str]) -> None:
    """Say a reply; on a reveal the years come first, then the cue, then the verdict."""
    verdict = reply.verdict_at
    revealed = next((e for e in reply.events if isinstance(e, Revealed)), None)
    if revealed is None or verdict is None:
        speaker.say(lines)
        return
    shift = len(lines) - len(reply.lines)
    speaker.say(lines[: verdict + shift])
    speaker.cue(Cue.CHAIN_CORRECT if revealed.correct else Cue.CHAIN_WRONG)
    speaker.say(lines[verdict + shift :])


def _controls(args: argparse.Namespace) -> Controls:
    """Push-to-talk and the GPIO buttons, as the options ask (a problem is said, not fatal)."""
    talk_pin = getattr(args, "talk_pin", None)
    stop_pin = getattr(args, "stop_pin", None)
    push_to_talk = bool(getattr(args, "push_to_talk", False))
    if push_to_talk and talk_pin is None and not (sys.stdin and sys.stdin.isatty()):
        print(
            "Push-to-talk needs a talk button (--talk-pin) or a keyboard; listening "
            "hands-free instead.",
            file=sys.stderr,
        )
        push_to_talk = False
    controls = Controls(push_to_talk=push_to_talk)
    if talk_pin is not None or stop_pin is not None:
        try:
            attach_buttons(controls, talk_pin, stop_pin)
        except ButtonError as error:
            hands_free = " Listening hands-free." if controls.push_to_talk else ""
            print(f"{error}{hands_free}", file=sys.stderr)
            controls.push_to_talk = False
    return controls


def cmd_play_voice(args: argparse.Namespace) -> int:
    """``voice-game play`` by voice (and the speaker service), holding its save for the whole
    game (:mod:`.save_lock`)."""
    save_path = args.save or default_save_path()
    check_game_files(save_path, args.events)
    with hold_save(save_path):
        return _play_voice(args)


def _play_voice(args: argparse.Namespace) -> int:
    from .start import follow_detail, keep_detail, pace, prepare_game, rematch, verbosity

    settings = load_settings(args.config)
    if getattr(args, "cue_volume", None) is not None:
        settings = replace(settings, cue_volume=max(0.0, min(1.0, args.cue_volume)))
    voice = open_voice(
        getattr(args, "tts", None) or "auto",
        _device(args.output_device if args.output_device is not None else settings.output_device),
        rate=args.rate or settings.rate,
        volume=args.volume if args.volume is not None else settings.volume,
    )
    microphone = Microphone(
        _device(args.device if args.device is not None else settings.device),
        vad=VadSettings(margin_db=settings.margin_db, noise_db=settings.noise_floor_db),
    )
    recognizer = Recognizer(find_model(args.models))
    screen = sys.stdout if sys.stdout is not None else open(os.devnull, "w")  # noqa: SIM115
    speaker = Speaker(voice, microphone, recognizer, screen, settings, _controls(args))
    speaker.say(["Welcome to Anno Domini."])

    def answer_save_question(question: str) -> str | None:
        speaker.say([question])
        heard = speaker.listen(list(RESUME_ANSWERS), timeout=SILENCE_REMINDER_SECONDS)
        return None if heard is None else heard.text.strip()

    if not args.resume:
        args.resume = settle_saved_game(
            args.save or default_save_path(),
            args.new,
            answer_save_question,
            lambda text: speaker.say([text]),
        )
    summarised = False
    if not args.resume:
        summarised = voice_setup_questions(speaker, args)

    def ask(question: str) -> str | None:
        speaker.say([question])
        heard = speaker.listen(None, timeout=SILENCE_REMINDER_SECONDS)
        return None if heard is None else heard.text.strip()

    def say(text: str) -> None:
        speaker.say([text])

    game, recorder, resumed = prepare_game(args, ask, say)
    session = Session(
        game,
        recorder,
        voice=True,
        verbosity=verbosity(args, voice=True, recorder=recorder),
        rematch=lambda old: rematch(args, old, recorder.decks),
        quit_command=resume_command(text=False, save=args.save),
        practice=args.practice,
    )
    follow_detail(recorder, lambda: session.verbosity)
    from voice_game.screen.start import open_screen

    screen = open_screen(args, session, say)
    if screen is not None:
        screen.server.on_tap = lambda: speaker.controls.ask(SCREEN_TAP)
        if sys.stdout.isatty():
            print(screen.announcement(qr=True)[1], flush=True)
        speaker.say(screen.announcement(spoken=True))
    try:
        return play_by_voice(
            speaker,
            speaker,
            session,
            resumed=resumed,
            say_as=speaker.say_as,
            pause=pace(args),
            screen=screen,
            summarised=summarised,
        )
    finally:
        keep_detail(recorder, session.game)
        if screen is not None:
            screen.close(session)


__all__ = ["cmd_play_voice", "voice_setup_questions", "voice_unavailable_reason"]
