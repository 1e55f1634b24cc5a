"""The command a player can type, where they are, to go on with a saved game."""

from __future__ import annotations

import os
import shlex
import shutil
import sys
from pathlib import Path

PLAY_SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "play"


def resume_command(text: bool, save: Path | None = None) -> str:
    """``voice-game play --resume`` when that is on the PATH, else ``scripts/play --resume``
    (relative to the current folder when it is below it), else ``python -m voice_game``;
    with ``--save`` and its file when the game was saved somewhere of the player's choosing."""
    tail = " --resume" + (" --text" if text else "")
    if save is not None:
        tail += f" --save {shlex.quote(str(save))}"
    if shutil.which("voice-game"):
        return "voice-game play" + tail
    if PLAY_SCRIPT.exists():
        try:
            script = str(PLAY_SCRIPT.relative_to(Path.cwd()))
        except ValueError:
            script = str(PLAY_SCRIPT)
        return script + tail
    return f"{os.path.basename(sys.executable)} -m voice_game play" + tail
