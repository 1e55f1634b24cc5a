"""Help for the table: what can be said now, and a short example after a miss."""

from __future__ import annotations

from collections.abc import Callable

from voice_game.engine.events import Phase
from voice_game.engine.game import Game
from voice_game.intent import examples
from voice_game.intent.model import NoAction, Reading, TurnContext

from .after_game import again_question

MORE = "Say more help for everything else."


def help_lines(
    game: Game, context: Callable[[], TurnContext], *, asking: bool, rematch: bool
) -> list[str]:
    """Help for this moment: at most two sentences, two or three things to say now, and
    "more help" for the rest (:func:`more_help_lines`). ``asking``: a question is open."""
    if asking:
        return [f"Answer the question, or say no. {MORE}"]
    if game.phase is Phase.ORDER_START:
        return [f"Say keep or swap to order the two start cards. {MORE}"]
    if game.phase is Phase.FINAL:
        return [f"Say I doubt to check the chain, or accept to let them win. {MORE}"]
    if game.phase is Phase.OVER:
        return [f"{again_question(rematch)} {MORE}"]
    sample = examples(context())[:1]
    like = f", like '{sample[0]}'" if sample else ""
    doubt = ", I doubt," if game.can_doubt else ""
    return [f"Say where a card goes{like}{doubt} or my cards. {MORE}"]


def more_help_lines(game: Game, context: Callable[[], TurnContext], *, voice: bool) -> list[str]:
    """Everything that can be said now (``voice``: also the speech settings; typed, the
    short forms of a placement)."""
    lines: list[str] = []
    if game.phase is Phase.ORDER_START:
        lines.append("Say keep or swap to order the two start cards.")
    elif game.phase is Phase.FINAL:
        lines.append("Say doubt to check the chain, or accept to let them win.")
    elif game.phase is Phase.PLACE:
        lines.append(
            "Place a card by saying where it goes, for example: "
            + "; or ".join(f"'{e}'" for e in examples(context()))
            + "."
        )
        if not voice:
            lines.append(
                "Typing, you may be short: '3 b4 1' puts card 3 before the first card, "
                "'2 end' card 2 at the end."
            )
        if game.can_doubt:
            lines.append("Say I doubt if you think the chain is wrong.")
        if game.can_move:
            lines.append(
                "You may first correct the chain, for example: 'move the first card to the end'."
            )
    lines.append(
        "You can also say: repeat, read the chain, my cards, whose turn, card counts, "
        "undo, or quit."
    )
    lines.append(
        "Say rules to hear how to play, what is card 2 or tell me about a card for its "
        "full text, and more detail or less detail to change how much I say."
    )
    if voice:
        lines.append("And: slower, faster, louder, quieter, or stop.")
    return lines


def example_line(game: Game, context: Callable[[], TurnContext]) -> list[str]:
    """One line on what can be said now, after something was not understood or refused."""
    if game.phase is Phase.FINAL:
        return ["Say doubt, or accept."]
    if game.phase is Phase.ORDER_START:
        return ["Say keep, or swap."]
    if game.phase is Phase.OVER:
        return ["Say quit to leave."]
    sample = examples(context())
    return ["Try: " + ", or ".join(f"'{e}'" for e in sample) + "."] if sample else []


def not_understood_lines(reading: Reading, example: list[str], *, misses: int) -> list[str]:
    """What to say when ``reading`` is not understood: why (or sorry), the ``example`` line,
    and, from the second miss in a row, where to hear more."""
    reason = reading.action.reason if isinstance(reading.action, NoAction) else ""
    lines = [reason or "Sorry, I did not understand that.", *example]
    if misses >= 2:
        lines.append("Say help to hear everything you can say.")
    return lines
