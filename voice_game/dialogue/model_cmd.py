"""``voice-game model download|info``."""

from __future__ import annotations

import argparse
import sys

from voice_game.speech.model import ModelError, Progress, install_model, model_info


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
    try:
        path = install_model(args.models, progress=_progress)
    except ModelError as error:
        print(f"\n{error}", file=sys.stderr)
        return 1
    print(path)
    return 0
