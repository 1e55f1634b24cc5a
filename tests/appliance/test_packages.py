"""scripts/lib/packages.sh, the installer both set-ups use: installs only what is missing and
never removes a package. Checked with apt's real simulation (``apt-get -s``) on this machine,
where the developer set-up installed PulseAudio, which PipeWire's ``pipewire-alsa`` conflicts
with (the mirror image of a PipeWire Pi asked for PulseAudio)."""

from __future__ import annotations

import subprocess
from pathlib import Path

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


def run(call: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "-c", f"set -euo pipefail; source {SCRIPTS}/lib/packages.sh; {call}"],
        capture_output=True,
        text=True,
        timeout=120,
        env={"PATH": "/usr/sbin:/usr/bin:/sbin:/bin", "APT_SIMULATE": "1"},
    )


def installed(package: str) -> bool:
    result = subprocess.run(
        ["dpkg-query", "-W", "-f=${Status}", package], capture_output=True, text=True
    )
    return "ok installed" in result.stdout


def test_a_package_that_would_remove_another_is_skipped_with_apts_words():
    assert installed("pulseaudio"), "the developer set-up installs pulseaudio"
    assert not installed("pipewire-alsa")
    result = run('install_missing pipewire-alsa; echo "skipped: ${SKIPPED_PACKAGES[*]}"')
    assert result.returncode == 0, result.stderr
    assert "SKIPPED pipewire-alsa: installing it would remove installed packages" in result.stdout
    assert "Remv pulseaudio" in result.stderr
    assert "skipped: pipewire-alsa" in result.stdout
    assert "would install" not in result.stdout
    assert installed("pulseaudio")


def test_installed_packages_are_left_alone():
    result = run("install_missing libatomic1 espeak-ng")
    assert result.returncode == 0, result.stderr
    assert "already installed" in result.stdout


def test_only_the_missing_package_is_installed():
    assert not installed("sl")
    result = run("install_missing libatomic1 sl")
    assert result.returncode == 0, result.stderr
    assert "missing system packages: sl\n" in result.stdout
    assert "would install: sl\n" in result.stdout


def test_the_play_set_up_asks_for_no_test_bench():
    text = (SCRIPTS / "setup-play").read_text()
    packages = text.split("APT_PACKAGES=(\n")[1].split("\n)\n")[0]
    for bench in ("pulseaudio", "flite", "festival", "sox", "python3-dev"):
        assert bench not in packages
    for needed in ("libatomic1", "libportaudio2", "espeak-ng", "python3-venv"):
        assert needed in packages
    assert "[dev]" not in text
