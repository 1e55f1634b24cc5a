"""The listening loop's watchdog: a loop that falls behind the audio sheds its costliest
optional stage and catches up, hearing every block and still deciding."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import numpy as np

from voice_game.speech.audio import SAMPLE_RATE, read_wav_16k
from voice_game.speech.dereverb import Dereverberator
from voice_game.speech.listening import Block, listen, optional_stages, pcm_blocks
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.vad import Endpointer, VadSettings
from voice_game.speech.watchdog import Stage, Watchdog

COMMAND = "place the telephone before the moon landing"
SLOW_SECOND_S = 0.04
"""What the slow second decoder costs per 20 ms block: the loop falls 20 ms behind a block."""


class SlowSecond:
    """The real recogniser whose second decoder is artificially slow (a Pi 3's share)."""

    def __init__(self, recognizer: Recognizer) -> None:
        self.inner = recognizer
        self.second_blocks = 0

    def accept(self, pcm: bytes, raw: bytes | None = None) -> bool:
        if raw is not None and self.inner.second:
            self.second_blocks += 1
            time.sleep(SLOW_SECOND_S)
        return self.inner.accept(pcm, raw)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


class Counted:
    """A source that counts the blocks the loop took."""

    def __init__(self, blocks: Iterator[Block]) -> None:
        self.blocks = blocks
        self.taken: list[float] = []

    def __iter__(self) -> Counted:
        return self

    def __next__(self) -> Block:
        block = next(self.blocks)
        self.taken.append(block.at)
        return block


def _command(speak_wav: Callable[..., Path]) -> np.ndarray:
    said = np.frombuffer(read_wav_16k(speak_wav(COMMAND)), dtype=np.int16)
    quiet = np.zeros(SAMPLE_RATE, dtype=np.int16)
    rng = np.random.default_rng(3)
    audio = np.concatenate([quiet, said, quiet, quiet]).astype(np.float64)
    return np.clip(audio + rng.normal(0, 200, len(audio)), -32768, 32767).astype(np.int16)


def test_a_watchdog_sheds_stages_in_order_once_per_settling_time() -> None:
    told: list[str] = []
    off: list[str] = []
    stages = [Stage(name, lambda name=name: off.append(name)) for name in ("a", "b")]
    dog = Watchdog(stages, limit_s=1.0, settle_s=2.0, tell=told.append)
    dog.check(0.9, at=0.0)
    assert off == [] and told == []
    dog.check(1.2, at=1.0)
    dog.check(1.5, at=2.0)  # still settling: nothing more is shed
    assert off == ["a"] and dog.shed == ["a"]
    dog.check(1.1, at=3.1)
    dog.check(1.3, at=5.2)
    dog.check(1.3, at=7.3)
    assert off == ["a", "b"]
    assert len(told) == 3, told  # two stages shed, then "too slow" said once
    assert "a is switched off" in told[0] and "too slow" in told[2]
    assert dog.worst_lag == 1.5


def test_a_slow_second_decoder_is_shed_and_the_loop_catches_up(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    audio = _command(speak_wav)
    recognizer.set_phrases([COMMAND, "i doubt", "repeat"])
    slow = SlowSecond(recognizer)
    behind = listen(Counted(pcm_blocks(audio)), slow, Endpointer())  # type: ignore[arg-type]
    lag_without = behind.decided_at - behind.last_at
    assert behind.heard is not None and behind.heard.text == COMMAND
    assert lag_without > 1.5, f"the slow stage must make the loop fall behind ({lag_without})"

    recognizer.set_phrases([COMMAND, "i doubt", "repeat"])
    slow = SlowSecond(recognizer)
    endpointer = Endpointer()
    told: list[str] = []
    dog = Watchdog(optional_stages(recognizer, endpointer), limit_s=0.5, tell=told.append)
    source = Counted(pcm_blocks(audio))
    kept = listen(source, slow, endpointer, watchdog=dog)  # type: ignore[arg-type]
    try:
        assert dog.shed == ["the second decoder"]
        assert told and "the second decoder is switched off" in told[0]
        assert kept.heard is not None and kept.heard.text == COMMAND  # still decided, rightly
        assert kept.heard.raw is None  # heard by the first decoder alone
        assert kept.decided_at - kept.last_at < 0.6 < lag_without
        # every block was taken, in order, none skipped
        assert len(source.taken) >= 100
        assert np.allclose(source.taken, 0.02 * np.arange(1, len(source.taken) + 1))
        # and the next command is decided too, with nothing more shed
        doubt = np.frombuffer(read_wav_16k(speak_wav("I doubt")), dtype=np.int16)
        quiet = np.zeros(SAMPLE_RATE // 2, dtype=np.int16)
        again = listen(
            pcm_blocks(np.concatenate([quiet, doubt, quiet, quiet])),
            slow,  # type: ignore[arg-type]
            endpointer,
            watchdog=dog,
        )
        assert again.heard is not None and again.heard.text == "i doubt"
        assert dog.shed == ["the second decoder"] and slow.second_blocks > 0
    finally:
        recognizer.second = True  # the session's shared recogniser


class SlowDereverberator(Dereverberator):
    """The real dereverberation stage, artificially slow while it runs."""

    def __call__(self, block: np.ndarray) -> np.ndarray:
        if self.running:
            time.sleep(SLOW_SECOND_S)
        return super().__call__(block)


def test_the_stages_are_offered_in_the_order_they_are_shed() -> None:
    class Decoders:
        def drop_second(self) -> None: ...

    names = [stage.name for stage in optional_stages(Decoders(), Endpointer())]  # type: ignore[arg-type]
    assert names == ["the second decoder", "RNNoise", "dereverberation"]
    plain = Endpointer(VadSettings(dereverb=False))
    assert "dereverberation" not in [s.name for s in optional_stages(Decoders(), plain)]  # type: ignore[arg-type]


def test_a_slow_dereverberation_is_shed_and_no_block_is_lost(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    audio = _command(speak_wav)
    recognizer.set_phrases([COMMAND, "i doubt", "repeat"])
    endpointer = Endpointer(dereverberator=SlowDereverberator())
    told: list[str] = []
    stages = [s for s in optional_stages(recognizer, endpointer) if s.name == "dereverberation"]
    dog = Watchdog(stages, limit_s=0.5, tell=told.append)
    source = Counted(pcm_blocks(audio))
    kept = listen(source, recognizer, endpointer, watchdog=dog)
    assert dog.shed == ["dereverberation"] and not endpointer.dereverberating
    assert told and "dereverberation is switched off" in told[0]
    assert dog.worst_lag > 0.5, "the slow stage never made the loop fall behind"
    assert kept.heard is not None and kept.heard.text == COMMAND  # the audio went on whole
    assert kept.decided_at - kept.last_at < 0.6
    assert len(source.taken) >= 100
    assert np.allclose(source.taken, 0.02 * np.arange(1, len(source.taken) + 1))
