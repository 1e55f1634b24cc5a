"""The JSON shape of an action, for logs, scripts and golden files."""

from __future__ import annotations

from .model import Action, Command, Doubt, Move, NoAction, Place

JsonAction = dict[str, str | int]


def to_json(action: Action) -> JsonAction:
    """{"kind": "place", "card": i, "slot": s}, {"kind": "doubt"}, {"kind": "<command>"}..."""
    if isinstance(action, Place):
        return {"kind": "place", "card": action.card, "slot": action.slot}
    if isinstance(action, Move):
        return {"kind": "move", "card": action.card, "slot": action.slot}
    if isinstance(action, Doubt):
        return {"kind": "doubt"}
    if isinstance(action, Command):
        return {"kind": action.kind}
    if isinstance(action, NoAction):
        return {"kind": "none"}
    raise TypeError(f"not an action: {action!r}")
