"""``voice-game list-devices``: every microphone and loudspeaker PortAudio can see."""

from __future__ import annotations

import sys


def print_devices() -> int:
    """Print input and output devices with their index; the defaults are marked."""
    from voice_game.speech.alsa import quiet_alsa, sound_library_problem

    quiet_alsa()
    problem = sound_library_problem()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    try:
        import sounddevice as sd
    except OSError as error:
        print(
            f"The sound library is missing ({error}). Install it: sudo apt-get install "
            "libportaudio2",
            file=sys.stderr,
        )
        return 1
    try:
        devices = sd.query_devices()
        default_in, default_out = sd.default.device
    except sd.PortAudioError as error:
        print(f"Cannot list audio devices: {error}", file=sys.stderr)
        return 1
    if not len(devices):
        print("No audio devices at all. Plug in a microphone and a speaker.")
        return 1
    for index, device in enumerate(devices):
        roles = []
        if device["max_input_channels"] > 0:
            roles.append("microphone" + (" (default)" if index == default_in else ""))
        if device["max_output_channels"] > 0:
            roles.append("speaker" + (" (default)" if index == default_out else ""))
        print(f"{index}: {device['name']}: {', '.join(roles)}")
    print("Choose one with --device NUMBER (microphone) or --output-device NUMBER (speaker).")
    return 0
