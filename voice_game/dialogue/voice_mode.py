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
import re
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TextIO

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
from voice_game.intent.answers import (
    DECK_WORDS,
    HELP_WORDS,
    NO,
    PLAYER_COUNTS,
    RULE_WORDS,
    YES,
    asks_help,
    count_said,
    named,
    says_yes,
)
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

from .computers import ask_computer_players, ask_level, voice_for
from .hand_sizes import ask_hand_sizes
from .names import COMMON_NAMES
from .requests import turn_phrases
from .resume import resume_command
from .rules_talk import match_preset, presets_help
from .saved_game import ANSWER_PHRASES, settle_saved_game
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
from .voice_io import Conversing, Listening, Speaking

SILENCE_REMINDER_SECONDS = 30.0
MAX_REMINDERS = 2
RATE_STEP = 25
VOLUME_STEP = 0.15
RULE_NAMES = {
    "lifestyle": "Lifestyle",
    "wort-schrift-buch": "Word script book",
    "showbizz": "Show biz",
    "penne-e-pennelli": "Pens and brushes",
}


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
MIN_NAME_SAMPLES = SAMPLE_RATE // 5
"""A recording shorter than 0.2 s is no name."""
SEAT_NAMES = ("Red", "Blue", "Green", "Gold", "Silver", "Purple", "Orange", "White", "Pink", "Grey")
"""Names for players whose own name was not understood: short, distinct, easy to hear."""


def _ask_name(speaker: Conversing, seat: int, taken: list[str], greeting: str = "") -> str:
    """Listen for a first name (confirmed with yes or no).

    When none is understood after two tries the player gets a seat name ("Red") for the
    screen and the save; the speaker keeps the player's own recording of their first try and
    plays it wherever the game says that name. Without a recording the seat name is said
    aloud ("at this table you are Red"). Nobody silently becomes "Player 2"."""
    recording: np.ndarray | None = None
    refused: set[str] = set()  # a name said "no" to is not heard again ("marie" for "mary")
    for attempt in range(2):
        lead = f"{greeting} " if greeting and not attempt else ""
        speaker.say([f"{lead}Player {seat}, your first name?"])
        names = [n for n in COMMON_NAMES if n not in refused]
        heard = _text(speaker.listen(names, timeout=SILENCE_REMINDER_SECONDS))
        if recording is None:
            recording = getattr(speaker, "last_audio", None)
        words = [w for w in heard.split() if w in COMMON_NAMES]
        if not words:
            speaker.say(["I did not catch a name."])
            continue
        name = words[0].capitalize()
        if name in taken:
            name = f"{name} {seat}"
        speaker.say([f"{name}, yes or no?"])
        answer = _text(speaker.listen([*YES, *NO], SILENCE_REMINDER_SECONDS))
        if says_yes(answer):
            return name
        refused.add(words[0])
    name = next((n for n in SEAT_NAMES if n not in taken), f"Seat {seat}")
    keep = getattr(speaker, "keep_name", None)
    if recording is not None and keep is not None and len(recording) >= MIN_NAME_SAMPLES:
        keep(name, recording)
        speaker.say([f"I could not catch your name, so I will say it as you did, {name}."])
        return name
    speaker.say(
        [
            f"I could not catch your name, so at this table you are {name}. "
            "Names can also be given with the players option."
        ]
    )
    return name


def voice_setup_questions(speaker: Conversing, args: argparse.Namespace) -> None:
    """Ask by voice for whatever the options did not give: players, rules, decks."""
    greeting = ""
    if not args.players:
        count = None
        for _ in range(4):
            speaker.say(["How many players, from one to ten?"])
            heard = _text(speaker.listen(list(PLAYER_COUNTS), timeout=SILENCE_REMINDER_SECONDS))
            count = count_said(heard)
            if count is not None:
                break
        count = count or 2
        names: list[str] = []
        for seat in range(1, count + 1):
            name = _ask_name(speaker, seat, names, greeting)
            names.append(name)
            greeting = f"Hello, {name}."
        args.players = ",".join(names)
        hello = [greeting]

        def say_after_hello(lines: list[str]) -> None:
            speaker.say([" ".join([*hello, lines[0]]).strip(), *lines[1:]] if lines else lines)
            hello.clear()

        args.hand_size = [
            *(getattr(args, "hand_size", None) or []),
            *ask_hand_sizes(
                say_after_hello,
                lambda phrases: _text(speaker.listen(phrases, SILENCE_REMINDER_SECONDS)),
                names,
            ),
        ]
        args.computer = getattr(args, "computer", 0)
        args.computer += ask_computer_players(speaker, count, args.computer)
        if args.computer and getattr(args, "level", None) is None:
            args.level = ask_level(speaker).value
        greeting = ""
    if args.rules is None and not args.deck:
        speaker.say([f"{greeting} Lifestyle rules with all the cards? Say yes, or help.".strip()])
        heard = _text(
            speaker.listen(
                [*YES, "no", *RULE_WORDS, *HELP_WORDS], SILENCE_REMINDER_SECONDS
            )
        )
        greeting = ""
        if says_yes(heard):
            from .setup import DEFAULT_DECKS

            args.rules, args.deck = "lifestyle", list(DEFAULT_DECKS)
            return  # the game's first sentence names the rules
        args.rules = named(heard, RULE_WORDS) or match_preset(heard)
        if args.rules is None and asks_help(heard):
            speaker.say(presets_help())
        if args.rules is None:
            args.rules = _ask_rules(speaker, "")
        greeting = f"{RULE_NAMES.get(args.rules, args.rules)} rules."
    elif args.rules is None:
        args.rules = _ask_rules(speaker, greeting)
        greeting = f"{RULE_NAMES.get(args.rules, args.rules)} rules."
    if not args.deck:
        speaker.say(
            [
                f"{greeting} Which cards? All, lifestyle, word script book, show biz, "
                "or pens and brushes.".strip()
            ]
        )
        heard = _text(speaker.listen(list(DECK_WORDS), timeout=SILENCE_REMINDER_SECONDS))
        chosen = named(heard, DECK_WORDS) or "all"
        from .setup import DEFAULT_DECKS

        args.deck = list(DEFAULT_DECKS) if chosen == "all" else [chosen]
        speaker.say(["All decks." if chosen == "all" else f"The {chosen} cards."])
    elif greeting:
        speaker.say([greeting])


def _ask_rules(speaker: Conversing, greeting: str) -> str:
    """Which preset: its name or a near one; "help" explains the four, then asks again."""
    question = "Which rules? Lifestyle, word script book, show biz, pens and brushes, or help?"
    lead = f"{greeting} " if greeting else ""
    for _ in range(3):
        speaker.say([lead + question])
        lead = ""
        heard = _text(speaker.listen([*RULE_WORDS, *HELP_WORDS], timeout=SILENCE_REMINDER_SECONDS))
        picked = named(heard, RULE_WORDS) or match_preset(heard)
        if picked:
            return picked
        if asks_help(heard):
            speaker.say(presets_help())
    return "lifestyle"


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
) -> int:
    """The voice game loop: speak, listen, act; until the game ends or a player quits.

    What is heard goes to the session whole, so its caution sees the unheard stretches and
    the word confidences. Computer players move after ``pause`` seconds and speak through
    ``say_as`` (in their own voices). Speech that matched nothing the game knows (other
    voices, most likely: :attr:`Reply.only_noise`) gets the not-understood sound alone; a
    second such in a row gets the words too, so a player who keeps trying hears them."""
    speaker.say(session.opening(resumed=resumed))
    reminders = 0
    noise_in_a_row = 0
    while True:
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
            if turn.reply.done:
                return 0
            continue
        phrases = [*turn_phrases(session.context()), *session.answer_phrases()]
        heard = ears.listen(
            phrases,
            timeout=SILENCE_REMINDER_SECONDS,
            unfinished=unfinished_in(session.context()),
        )
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
    """``voice-game play`` by voice."""
    from .start import pace, prepare_game, rematch, verbosity

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
    speaker = Speaker(voice, microphone, recognizer, sys.stdout, settings, _controls(args))
    speaker.say(["Welcome to Anno Domini."])

    def answer_save_question(question: str) -> str | None:
        speaker.say([question])
        heard = speaker.listen(list(ANSWER_PHRASES), timeout=SILENCE_REMINDER_SECONDS)
        return None if heard is None else heard.text.strip()

    if not args.resume:
        save_path = args.save or default_save_path()
        check_game_files(save_path, args.events)
        args.resume = settle_saved_game(
            save_path, args.new, answer_save_question, lambda text: speaker.say([text])
        )
    if not args.resume:
        voice_setup_questions(speaker, args)

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
        verbosity=verbosity(args, voice=True),
        rematch=lambda old: rematch(args, old, recorder.decks),
        quit_command=resume_command(text=False, save=args.save),
        practice=args.practice,
    )
    return play_by_voice(
        speaker, speaker, session, resumed=resumed, say_as=speaker.say_as, pause=pace(args)
    )


__all__ = ["cmd_play_voice", "voice_unavailable_reason"]
