"""``voice-game model download|install FILE|info``."""

from __future__ import annotations

import sys
from typing import TextIO

from voice_game.speech.model import ModelError, Progress, model_info
from voice_game.speech.model_install import install_model

from .options import ModelOptions


class ProgressPrinter:
    """Shows the installer's progress: on a terminal one line redrawn in place with a bar;
    elsewhere (a log, a pipe, a screen reader's transcript) a short line when a stage starts,
    at each quarter of it and at the end, never carriage returns."""

    WIDTH = 79
    BAR = 30

    def __init__(self, stream: TextIO | None = None) -> None:
        self.stream = stream if stream is not None else sys.stderr
        isatty = getattr(self.stream, "isatty", None)
        self.terminal = bool(isatty and isatty())
        self._stage: str | None = None
        self._quarter = -1
        self._drawn = False

    def __call__(self, step: Progress) -> None:
        """Show one report."""
        if step.stage != self._stage:
            self.finish()
            self._stage, self._quarter = step.stage, -1
            if not self.terminal and step.stage != "done":
                self._line(f"{step.stage}: {step.message}")
        fraction = step.fraction
        if step.stage == "done" or fraction is None:
            if step.stage == "done":
                self.finish()
                self._line(step.message)
            elif self.terminal:
                self._draw(f"{step.stage}: {step.message}")
            return
        if self.terminal:
            filled = round(self.BAR * fraction)
            bar = "#" * filled + "-" * (self.BAR - filled)
            self._draw(f"{step.stage} [{bar}] {fraction:4.0%} {step.message}")
            return
        quarter = int(fraction * 4)
        if quarter > self._quarter:
            self._quarter = quarter
            if quarter > 0:
                self._line(f"{step.stage}: {quarter * 25}%")

    def _line(self, text: str) -> None:
        self.stream.write(text[: self.WIDTH * 2] + "\n")
        self.stream.flush()

    def _draw(self, text: str) -> None:
        self.stream.write("\r" + text[: self.WIDTH].ljust(self.WIDTH))
        self.stream.flush()
        self._drawn = True

    def finish(self) -> None:
        """End the line being redrawn, if any (before an error is printed)."""
        if self._drawn:
            self.stream.write("\n")
            self._drawn = False


def cmd_model(options: ModelOptions) -> int:
    """Install the speech model, or say what is installed."""
    if options.action == "info":
        info = model_info(options.models)
        print(info.describe())
        return 0 if info.valid else 1
    if options.action == "install" and options.archive is None:
        print(
            "voice-game model install: give the model's zip file, for example: "
            "voice-game model install ~/Downloads/vosk-model-small-en-us-0.15.zip",
            file=sys.stderr,
        )
        return 2
    if options.action != "install" and options.archive is not None:
        print(
            f"voice-game model {options.action} takes no file; did you mean: install",
            file=sys.stderr,
        )
        return 2
    printer = ProgressPrinter()
    try:
        path = install_model(options.models, progress=printer, archive=options.archive)
    except ModelError as error:
        printer.finish()
        print(error, file=sys.stderr)
        return 1
    print(path)
    return 0
