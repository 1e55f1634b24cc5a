"""``voice-game model download|install FILE|info``."""

from __future__ import annotations

import argparse
import sys

from voice_game.speech.model import ModelError, Progress, model_info
from voice_game.speech.model_install import install_model


def _progress(step: Progress) -> None:
    fraction = step.fraction
    if fraction is not None and step.stage != "done":
        print(
            f"\r{step.stage}: {fraction:5.1%} {step.message}"[:100].ljust(100),
            end="",
            file=sys.stderr,
            flush=True,
        )
    else:
        print(f"\r{step.message}".ljust(100), file=sys.stderr, flush=True)


def cmd_model(args: argparse.Namespace) -> int:
    """Install the speech model, or say what is installed."""
    if args.action == "info":
        info = model_info(args.models)
        print(info.describe())
        return 0 if info.valid else 1
    if args.action == "install" and args.archive is None:
        print(
            "voice-game model install: give the model's zip file, for example: "
            "voice-game model install ~/Downloads/vosk-model-small-en-us-0.15.zip",
            file=sys.stderr,
        )
        return 2
    if args.action != "install" and args.archive is not None:
        print(
            f"voice-game model {args.action} takes no file; did you mean: install", file=sys.stderr
        )
        return 2
    try:
        path = install_model(args.models, progress=_progress, archive=args.archive)
    except ModelError as error:
        print(f"\n{error}", file=sys.stderr)
        return 1
    print(path)
    return 0
