"""Wiring the controls (:class:`~.controls.Controls`) to what the table presses: gpiozero
buttons on GPIO pins (tests use its mock pin factory) and single keys on the terminal, as
the play options ask."""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import warnings
from collections.abc import Callable
from typing import Any

from .controls import HOLD_SECONDS, ButtonError, Controls, act, key_action


def attach_buttons(
    controls: Controls,
    talk_pin: int | str | None,
    stop_pin: int | str | None,
    *,
    pin_factory: Any = None,
    hold_seconds: float = HOLD_SECONDS,
) -> list[Any]:
    """gpiozero buttons on ``talk_pin`` and ``stop_pin`` (BCM numbers or names like
    ``GPIO17``; each between the pin and ground) wired to ``controls``, which keeps them
    alive; returns them (close them when done). Raises :class:`ButtonError` with what to
    do when GPIO is unavailable."""
    try:
        from gpiozero import Button
        from gpiozero.exc import GPIOZeroError
    except ImportError as error:
        raise ButtonError(
            f"gpiozero is not installed ({error}); run scripts/setup-play."
        ) from error
    buttons: list[Any] = []
    talk_pin, stop_pin = _pin(talk_pin), _pin(stop_pin)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # gpiozero warns of each pin library it tries
            if talk_pin is not None:
                talk = Button(talk_pin, pin_factory=pin_factory)
                talk.when_pressed = controls.talk_pressed
                talk.when_released = controls.talk_released
                buttons.append(talk)
            if stop_pin is not None:
                stop = Button(stop_pin, pin_factory=pin_factory, hold_time=hold_seconds)
                stop.when_pressed = controls.stop_pressed  # a short press: stop the reading
                stop.when_held = controls.repeat  # held: say it again
                buttons.append(stop)
    except (GPIOZeroError, OSError, RuntimeError, ValueError) as error:
        for button in buttons:
            with contextlib.suppress(Exception):
                button.close()
        raise ButtonError(
            f"The GPIO buttons cannot be used ({error}). On a Raspberry Pi, check the pin "
            "numbers (BCM numbering) and that this user is in the gpio group; Raspberry Pi OS "
            "ships python3-lgpio, which the set-up makes visible to the game."
        ) from error
    controls.buttons.extend(buttons)
    return buttons


def _pin(pin: int | str | None) -> int | str | None:
    """A pin as gpiozero takes it: a BCM number, or a name such as GPIO17."""
    return int(pin) if isinstance(pin, str) and pin.isdigit() else pin


def watch_keys(fd: int, controls: Controls) -> Callable[[], None]:
    """Read single keys from the terminal ``fd`` in a background thread and act on them (see
    :data:`KEYS`); returns a function that puts the terminal back as it was."""
    import termios
    import tty

    saved = termios.tcgetattr(fd)
    tty.setcbreak(fd)

    def restore() -> None:
        with contextlib.suppress(termios.error):
            termios.tcsetattr(fd, termios.TCSADRAIN, saved)

    def run() -> None:
        while True:
            try:
                chunk = os.read(fd, 16).decode(errors="replace")
            except OSError:
                return
            if not chunk:
                return
            keys = [chunk] if chunk.startswith("\x1b") else list(chunk)
            for key in keys:
                act(controls, key_action(key))

    threading.Thread(target=run, daemon=True).start()
    return restore


def build_controls(push_to_talk: bool, talk_pin: str | None, stop_pin: str | None) -> Controls:
    """Push-to-talk and the GPIO buttons, as the options ask (a problem is said, not fatal)."""
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
