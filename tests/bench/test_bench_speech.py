"""The speech-budget benchmark's harness measures real rendered speech (no budget asserted)."""

from __future__ import annotations

from benchmarks.speech import setup_seconds, text_turns, voice_turns
from voice_game.dialogue.verbosity import Verbosity


def test_brief_turns_are_measured_from_rendered_speech():
    brief, first = voice_turns(Verbosity.BRIEF, [1], rate=175)
    full, _ = voice_turns(Verbosity.FULL, [1], rate=175)
    assert len(brief.seconds) >= 10 and first > 0
    assert all(seconds > 1.0 for seconds in brief.seconds)
    assert sum(full.seconds) > 3 * sum(brief.seconds)


def test_keyboard_turns_and_voice_setup_are_measured():
    turns = text_turns(Verbosity.BRIEF, [1])
    assert turns.lines and min(turns.lines) >= 2
    assert setup_seconds(175) > 20
