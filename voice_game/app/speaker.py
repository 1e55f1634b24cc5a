"""The live game's speaker: speaks (espeak-ng or pyttsx3 through the loudspeaker) and
listens (the microphone through the recogniser) in turn, and prints what it says and hears.

A stop (the stop button, or Enter, Escape or a presenter's Page Up) while it speaks cuts the
reading short; with push-to-talk it listens only while the talk button is held (see
:mod:`.controls`). A microphone or sound server that fails is waited for, saying so.
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import sys
import threading
import time
from collections.abc import Callable, Sequence
from typing import TextIO

import numpy as np

from voice_game.config import AudioSettings
from voice_game.heard import Heard
from voice_game.speech import listening
from voice_game.speech.audio import SAMPLE_RATE
from voice_game.speech.cues import Cue, play_cue
from voice_game.speech.microphone import AudioBackendError, Microphone, NoInputDeviceError
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.voice import AudioPlayer, RenderedVoice
from voice_game.speech.watchdog import Watchdog

from .buttons import watch_keys
from .controls import ButtonCommand, Controls, gated
from .name_recordings import keeping, name_parts, utterance
from .sound_faults import (
    RECHECK_SECONDS,
    SILENT_SECONDS,
    Reconnector,
    SilentInput,
    SoundBack,
    portaudio_error,
    restart_portaudio,
    silent_message,
    watch_silence,
)

RATE_STEP = 25
"""Words per minute that "slower" and "faster" change the speech rate by."""
VOLUME_STEP = 0.15
"""What "louder" and "quieter" change the speech volume by."""


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
        self.watchdog: Watchdog | None = None
        """Sheds optional listening stages when this machine cannot keep up (made at the
        first listen and kept for the whole game, like the detector)."""
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
        for part in name_parts(line, list(self.recorded_names)):
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

    def _watchdog(self) -> Watchdog:
        if self.watchdog is None:
            stages = listening.optional_stages(self.recognizer, self.microphone.endpointer)
            self.watchdog = Watchdog(stages)
        return self.watchdog

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
        self.cue(Cue.LISTENING)
        since: float | None = time.monotonic()  # heard from here, however late reading starts
        self.out.write("(listening)\n")
        self.out.flush()
        kept: list[listening.Block] = []
        while True:
            blocks = gated(
                watch_silence(
                    self.microphone.blocks(since),
                    RECHECK_SECONDS if self._silent else SILENT_SECONDS,
                    silent=self._silent,
                ),
                self.controls,
            )
            try:
                heard = listening.listen(
                    keeping(blocks, kept),
                    self.recognizer,
                    self.microphone.endpointer,
                    silence_timeout=timeout,
                    endpoint_ms=self.settings.endpoint_ms,
                    unfinished=unfinished,
                    watchdog=self._watchdog(),
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
            since = None
            self.out.write("(listening)\n")
            self.out.flush()
        self.controls.utterance_ended()
        self.last_audio = utterance(kept, heard)
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
