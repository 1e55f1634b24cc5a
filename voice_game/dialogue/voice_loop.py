"""The voice game's turn loop: speak, listen, act, until the game ends or a player quits.

It never listens while it speaks, so it never hears itself: every turn is *speak, then
listen*. The speaking and listening are whatever is passed in (:mod:`.voice_io`): the
live game's speaker, or a scripted one in tests and benchmarks.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from voice_game.engine.events import Revealed
from voice_game.intent.unfinished import unfinished_in
from voice_game.speech.cues import Cue

from .closer import CloserHint
from .computers import voice_for
from .requests import turn_phrases
from .session import Reply, Session
from .voice_io import Listening, Speaking

if TYPE_CHECKING:
    from voice_game.screen import Screen

SCREEN_TAP = "screen-tap"
"""What listening returns when a tap on the companion page ended it (no one can say it)."""

SILENCE_REMINDER_SECONDS = 30.0
"""How long a turn is listened for before the player is reminded."""
MAX_REMINDERS = 2
"""Reminders in a row; then the game waits on in silence."""


SayAs = Callable[[str, str, Sequence[str]], None]
"""Speak as a computer player: its name, its espeak-ng voice, its sentences."""


def play_by_voice(
    speaker: Speaking,
    ears: Listening,
    session: Session,
    *,
    resumed: bool,
    say_as: SayAs | None = None,
    pause: float = 0.0,
    screen: Screen | None = None,
    summarised: bool = False,
) -> int:
    """The voice game loop: speak, listen, act; until the game ends or a player quits.
    ``summarised``: the set-up was just read back and accepted (see :meth:`Session.opening`).

    What is heard goes to the session whole, so its caution sees the unheard stretches and
    the word confidences. Computer players move after ``pause`` seconds and speak through
    ``say_as`` (in their own voices). Speech that matched nothing the game knows (other
    voices, most likely: :attr:`Reply.only_noise`) gets the not-understood sound alone; a
    second such in a row gets the words too, so a player who keeps trying hears them."""
    opening = session.opening(resumed=resumed, summarised=summarised)
    speaker.say(opening)
    if screen is not None:
        screen.publish(session, said=opening)
    reminders = 0
    noise_in_a_row = 0
    closer = CloserHint()  # "come a little closer", once a game, after a miss through an echo
    while True:
        tap = None if screen is None else screen.take()
        if tap is not None and screen is not None:
            note, tapped = screen.play(session, tap)
            print(note, flush=True)
            speaker.cue(Cue.UNDERSTOOD if tapped.understood else Cue.NOT_UNDERSTOOD)
            say_reply(speaker, tapped, list(tapped.lines))
            screen.publish(session, tapped)
            if tapped.done:
                return 0
            continue
        if session.computer_to_move():
            time.sleep(pause)
            turn = session.computer_move()
            if say_as is not None:
                say_as(turn.player, voice_for(session.game, turn.player), turn.speech)
            else:
                speaker.say([f"{turn.player}: {line}" for line in turn.speech])
            for event in turn.reply.events:
                if isinstance(event, Revealed):
                    speaker.cue(Cue.CHAIN_CORRECT if event.correct else Cue.CHAIN_WRONG)
            speaker.say(turn.reply.lines)
            if screen is not None:
                screen.publish(session, turn.reply)
            if turn.reply.done:
                return 0
            continue
        phrases = [*turn_phrases(session.context()), *session.answer_phrases()]
        heard = ears.listen(
            phrases,
            timeout=SILENCE_REMINDER_SECONDS,
            unfinished=unfinished_in(session.context()),
        )
        if heard is not None and heard.text == SCREEN_TAP:
            continue  # listening ended for a tap on the page: played at the top
        if heard is None:
            reminders += 1
            if reminders <= MAX_REMINDERS:
                speaker.say(
                    [
                        f"{session.game.current_player}, it is still your turn. "
                        "Take your time; say help if you need it."
                    ]
                )
            continue
        reminders = 0
        reply: Reply = session.handle(heard)
        speaker.cue(Cue.UNDERSTOOD if reply.understood else Cue.NOT_UNDERSTOOD)
        noise_in_a_row = noise_in_a_row + 1 if reply.only_noise else 0
        if noise_in_a_row == 1:
            continue  # the sound alone: at a table of voices, no sentence over the next player
        noise_in_a_row = 0
        lines = list(reply.lines)
        if not reply.understood and not reply.only_noise:
            lines += closer.after_miss(heard)
        if reply.voice_command:
            lines = speaker.adjust(reply.voice_command) + lines
        say_reply(speaker, reply, lines)
        if screen is not None:
            screen.publish(session, reply)
        if reply.done:
            return 0


def say_reply(speaker: Speaking, reply: Reply, lines: list[str]) -> None:
    """Say a reply; on a reveal the years come first, then the cue, then the verdict."""
    verdict = reply.verdict_at
    revealed = next((e for e in reply.events if isinstance(e, Revealed)), None)
    if revealed is None or verdict is None:
        speaker.say(lines)
        return
    shift = len(lines) - len(reply.lines)
    speaker.say(lines[: verdict + shift])
    speaker.cue(Cue.CHAIN_CORRECT if revealed.correct else Cue.CHAIN_WRONG)
    speaker.say(lines[verdict + shift :])
