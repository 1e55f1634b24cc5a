"""``voice-game service install|uninstall|status``: the speaker starts when the Pi boots.

It writes a systemd *user* unit (no root needed to run the game) that starts after the sound
server (PipeWire or PulseAudio), runs ``voice-game service run`` (which waits for a microphone
and resumes the saved game), restarts it when it fails, and logs to the journal. Lingering
(``loginctl enable-linger``) starts the user's services at boot without anyone logging in.
"""

from __future__ import annotations

import getpass
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

__all__ = ["UNIT_NAME", "install", "status", "uninstall", "unit_path", "unit_text"]

UNIT_NAME = "voice-game.service"
SOUND_SERVERS = (
    "pipewire.service",
    "pipewire-pulse.service",
    "wireplumber.service",
    "pulseaudio.service",
)
"""The user units of the sound servers; ``After=`` a unit that does not exist is harmless."""

Run = Callable[[Sequence[str]], "subprocess.CompletedProcess[str]"]
Say = Callable[[str], None]

_PLAIN = re.compile(r"[A-Za-z0-9_@%+=:,./-]+")


def _run(command: Sequence[str]) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(list(command), capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as error:
        return subprocess.CompletedProcess(list(command), 127, "", str(error))


def unit_path() -> Path:
    """Where systemd looks for this user's units."""
    config = os.environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    return Path(config) / "systemd" / "user" / UNIT_NAME


def _quote(word: str) -> str:
    """One word of a systemd command line (specifiers and variables escaped)."""
    word = word.replace("%", "%%").replace("$", "$$")
    if _PLAIN.fullmatch(word):
        return word
    return '"' + word.replace("\\", "\\\\").replace('"', '\\"') + '"'


def exec_start(play_options: Sequence[str] = (), python: str | None = None) -> list[str]:
    """The unit's command: this Python running ``voice-game service run`` with the options."""
    return [python or sys.executable, "-m", "voice_game", "service", "run", *play_options]


def unit_text(command: Sequence[str], working_directory: Path) -> str:
    """The systemd user unit that runs ``command`` in ``working_directory``."""
    after = " ".join(SOUND_SERVERS)
    return f"""[Unit]
Description=Anno Domini, the chronology card game, played by voice (voice_game)
Documentation=file://{working_directory}/README.md
After={after}

[Service]
Type=simple
WorkingDirectory={_quote(str(working_directory))}
ExecStart={" ".join(_quote(word) for word in command)}
Environment=PYTHONUNBUFFERED=1
StandardInput=null
StandardOutput=journal
StandardError=journal
Restart=on-failure
RestartSec=10

[Install]
WantedBy=default.target
"""


def install(
    play_options: Sequence[str], say: Say, run: Run = _run, directory: Path | None = None
) -> int:
    """Write and enable the unit, start it, and enable lingering; 0 when the unit is enabled."""
    path = unit_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(unit_text(exec_start(play_options), directory or Path.cwd()))
    say(f"Wrote {path}.")
    failed = False
    for command in (
        ["systemctl", "--user", "daemon-reload"],
        ["systemctl", "--user", "enable", UNIT_NAME],
        ["systemctl", "--user", "restart", UNIT_NAME],
    ):
        failed = not _report(run(command), say) or failed
        if failed:
            break
    _linger(say, run)
    if failed:
        say(
            "The unit is written but systemd did not take it (is this a systemd system, and "
            "are you logged in as the player's user?). Then run: systemctl --user enable --now "
            + UNIT_NAME
        )
        return 1
    say(
        "The game now starts when the machine starts. Follow it with: "
        "journalctl --user -u voice-game -f"
    )
    return 0


def _report(result: subprocess.CompletedProcess[str], say: Say) -> bool:
    command = " ".join(str(word) for word in result.args)
    if result.returncode == 0:
        say(f"Done: {command}")
        return True
    detail = (result.stderr or result.stdout).strip().splitlines()
    say(f"Failed: {command}: {detail[-1] if detail else f'exit status {result.returncode}'}")
    return False


def _linger(say: Say, run: Run) -> None:
    """Start this user's services at boot, without a login (asks sudo when polkit says no)."""
    user = getpass.getuser()
    if _report(run(["loginctl", "enable-linger", user]), say):
        return
    if shutil.which("sudo") and _report(
        run(["sudo", "-n", "loginctl", "enable-linger", user]), say
    ):
        return
    say(f"To start the game at boot without a login, run: sudo loginctl enable-linger {user}")


def uninstall(say: Say, run: Run = _run) -> int:
    """Stop and disable the unit and remove its file (lingering is left as it is)."""
    _report(run(["systemctl", "--user", "disable", "--now", UNIT_NAME]), say)
    path = unit_path()
    if path.exists():
        path.unlink()
        say(f"Removed {path}.")
    else:
        say(f"There was no {path}.")
    _report(run(["systemctl", "--user", "daemon-reload"]), say)
    say(
        "The game no longer starts at boot. Lingering is unchanged; "
        "`loginctl disable-linger` turns it off if nothing else needs it."
    )
    return 0


def status(say: Say, run: Run = _run) -> int:
    """Whether the unit is installed, enabled and running, and its last log lines."""
    path = unit_path()
    if not path.exists():
        say(f"Not installed ({path} does not exist). Install with: voice-game service install")
        return 3
    say(f"Installed: {path}")
    result = run(["systemctl", "--user", "status", "--no-pager", "--lines=20", UNIT_NAME])
    say((result.stdout or result.stderr).rstrip() or f"systemctl exit status {result.returncode}")
    return 0 if result.returncode == 0 else result.returncode
