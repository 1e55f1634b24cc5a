"""calibrate-mic speaks the prompts it prints, "Listening now." included, before recording."""

from __future__ import annotations

from voice_game.app import calibrate


class Mouth:
    def __init__(self, events: list[str]) -> None:
        self.events = events

    def say(self, text: str) -> None:
        self.events.append(f"said {text}")


class Mic:
    def __init__(self, events: list[str]) -> None:
        self.events = events

    def open(self) -> None:
        self.events.append("microphone open")

    def blocks(self):
        return iter(())


def test_listening_now_is_spoken_before_the_microphone_opens(monkeypatch, capsys):
    events: list[str] = []
    monkeypatch.setattr(calibrate, "_SPEAKER", Mouth(events))
    recorder = calibrate.Recorder.__new__(calibrate.Recorder)
    recorder.mic = Mic(events)
    recorder._blocks()
    assert events == ["said Listening now.", "microphone open"]
    assert capsys.readouterr().out.splitlines() == ["Listening now."]
