"""Every kind of event is worded in the one table of sentences."""

from __future__ import annotations

from typing import get_args

from voice_game.dialogue.render import SENTENCES
from voice_game.engine import Event, EventType


def test_every_event_kind_has_its_sentences():
    assert set(SENTENCES) == set(EventType)


def test_every_event_class_logs_its_own_kind():
    kinds = [cls.__dataclass_fields__["type"].default for cls in get_args(Event)]
    assert sorted(kinds) == sorted(EventType)
