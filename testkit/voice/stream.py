"""Replay one recording through the game's listening loop on the recording's own clock.

The audio goes to :func:`voice_game.speech.listening.listen` (the loop the live game runs on
the microphone) as the microphone's 20 ms blocks: block *i* "arrives" at audio time
``(i + 1) * block``. The loop measures its own work with ``perf_counter`` and starts a block
at ``max(arrival, previous finish)``, so a decoder slower than real time falls behind exactly
as it would live, without the benchmark having to sleep.

Latency = time of the decision (the transcript, then ``understand``) minus the audio time of
the last speech sample.

As in the game, speech taken for other voices (the decision ``noise``: the voice game
answers it with its not-understood sound alone) is followed by listening on:
the decision is then the next utterance's (a second such in a row is the decision).
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

import numpy as np

from voice_game.app.controls import Controls, gated
from voice_game.dialogue import decider
from voice_game.dialogue.requests import request_json
from voice_game.heard import Heard
from voice_game.intent import Reading, TurnContext
from voice_game.intent.understand import CAUTION, Caution
from voice_game.speech.cues import CUE_RATE, Cue, cue_samples
from voice_game.speech.dereverb import Dereverberator
from voice_game.speech.listening import Block, Listened, listen, pcm_blocks
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.vad import Endpointer, VadSettings


@dataclass(frozen=True)
class Decision:
    """What the game decided for one utterance, and how fast."""

    transcript: str
    confidence: float
    reading: Reading | None
    latency: float | None
    ended_by: str
    decode_seconds: float
    audio_seconds: float
    request: dict[str, Any] | None = None
    """A host request the session would have acted on before its parser ("what is card
    2"), recorded as an action of kind ``request``; ``reading`` is then None."""
    after_noise: bool = False
    """Speech before this decision was taken for other voices (answered by the game's
    not-understood sound alone, then listened on)."""
    heard: Heard | None = None
    """What was heard, every reading of both decoders (for diagnostics)."""
    decision: decider.Decision | None = None
    """The game's one decision (:func:`voice_game.dialogue.decider.decide`); None when
    nothing was heard."""


CUES_SECONDS = sum(len(cue_samples(cue)) / CUE_RATE for cue in (Cue.NOT_UNDERSTOOD, Cue.LISTENING))
"""How long the game is deaf after speech it took for other voices: its not-understood
sound, then its listening sound."""


def moment_of(ctx: TurnContext) -> decider.Moment:
    """The moment of a corpus turn: a turn, or a question open when ``ctx.confirming``."""
    if ctx.confirming:
        return decider.Moment(ctx, "question", decider.Question("confirm"))
    return decider.Moment(ctx)


def decide(heard: Heard, ctx: TurnContext, caution: Caution = CAUTION) -> decider.Decision | None:
    """What the game's session decides for ``heard`` in this turn
    (:func:`voice_game.dialogue.decider.decide`); None for nothing said."""
    return decider.decide(heard, moment_of(ctx), caution) if heard.said else None


def _parts(made: decider.Decision | None) -> tuple[Reading | None, dict[str, Any] | None]:
    """The reading and the host request acted on at once, as the records keep them."""
    if made is None:
        return None, None
    if made.kind == "request" and made.request is not None:
        return None, request_json(made.request)
    return made.reading, None


def run_stream(
    recognizer: Recognizer,
    audio: np.ndarray,
    speech_end: float,
    ctx: TurnContext,
    *,
    vad: VadSettings | None = None,
    endpoint_ms: int = 300,
    max_seconds: float = 10.0,
    key: tuple[float, float] | None = None,
    unfinished: Callable[[str], bool] | None = None,
    dereverberator: Dereverberator | None = None,
) -> Decision:
    """Stream ``audio`` (int16, 16 kHz) into ``recognizer`` as the game's microphone would;
    with ``key`` = (press, release) in seconds, through the game's push-to-talk gate;
    ``unfinished`` as the game passes it (:func:`~voice_game.intent.unfinished.unfinished_in`)."""
    vad = vad or VadSettings()
    samples = np.clip(np.round(audio), -32768, 32767).astype(np.int16)
    blocks = pcm_blocks(samples, block_ms=vad.block_ms)
    if key is not None:
        blocks = _push_to_talk(blocks, *key)
    endpointer = Endpointer(vad, dereverberator)

    def hear() -> Listened:
        return listen(
            blocks,
            recognizer,
            endpointer,
            endpoint_ms=endpoint_ms,
            max_seconds=max_seconds,
            unfinished=unfinished,
        )

    listened = hear()
    decoding = listened.decode_seconds
    if listened.heard is None:
        return Decision("", 0.0, None, None, listened.ended_by, decoding, listened.last_at)
    started = time.perf_counter()
    made = decide(listened.heard, ctx)
    spent = time.perf_counter() - started
    after_noise = made is None or made.kind == "noise"
    if after_noise:
        # the game answers speech it takes for other voices with its sound alone and listens
        # on (a second such in a row gets words): so the decision is the next utterance's,
        # heard after the game's two cues (it never listens while it plays them)
        deaf_until = listened.decided_at + CUES_SECONDS
        blocks = itertools.dropwhile(lambda block: block.at <= deaf_until, blocks)
        again = hear()
        decoding += again.decode_seconds
        if again.heard is not None:
            listened = again
            started = time.perf_counter()
            made = decide(again.heard, ctx)
            spent = time.perf_counter() - started
    heard = listened.heard
    assert heard is not None
    reading, request = _parts(made)
    return Decision(
        heard.text,
        heard.confidence,
        reading,
        listened.decided_at + spent - speech_end,
        listened.ended_by,
        decoding + spent,
        listened.last_at,
        request,
        after_noise,
        heard,
        made,
    )


def _push_to_talk(blocks: Iterator[Block], press: float, release: float) -> Iterator[Block]:
    """The game's push-to-talk gate (:func:`voice_game.app.controls.gated`, as ``voice-game play
    --push-to-talk`` uses it) with the talk button held from ``press`` to ``release``."""
    controls = Controls(push_to_talk=True)

    def button(source: Iterator[Block]) -> Iterator[Block]:
        for block in source:
            if press < block.at <= release:
                controls.talk_pressed()
            else:
                controls.talk_released()
            yield block

    return gated(button(blocks), controls)
