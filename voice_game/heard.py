"""What was heard: the one value passed from listening to understanding.

A :class:`Heard` is what every entry produces and :func:`voice_game.intent.understand`
takes: the live microphone, a WAV file given to ``hear``, the benchmark's streamed audio, a
scripted test, and a typed line (which is heard in full, with full confidence).
Pure values, no dependencies; the bottom of the package.
"""

from __future__ import annotations

from dataclasses import dataclass

UNHEARD = "[unk]"
"""The word standing for a stretch of speech that matched nothing the listener expected."""


@dataclass(frozen=True)
class Heard:
    """One utterance as heard.

    ``words`` are the recogniser's (word, confidence 0..1) pairs in order, an unmatched
    stretch as :data:`UNHEARD`; ``text`` is the words without those stretches.
    ``alternatives`` are other (text, confidence) readings, when the listener was asked for
    them. ``start`` and ``end`` are when speech began and ended, in seconds on the
    listener's clock (None when unknown, as for typed input). ``spoken`` is False for a
    typed line or a pressed button: nothing in it can have been misheard. ``raw`` is the same
    utterance as a second decoder heard it from the audio without noise suppression, when
    the listener ran one (the two fail on different commands in noise). ``echo_db`` is how
    far above the room's noise the pauses of the utterance stayed (a room's echo fills them
    when the player is far from the microphone; :func:`voice_game.speech.listening.echo_db`),
    None when unknown.
    """

    text: str
    words: tuple[tuple[str, float], ...] = ()
    alternatives: tuple[tuple[str, float], ...] = ()
    start: float | None = None
    end: float | None = None
    spoken: bool = True
    raw: Heard | None = None
    echo_db: float | None = None

    @classmethod
    def typed(cls, line: str) -> Heard:
        """A typed line: every word heard, with full confidence."""
        text = " ".join(line.split())
        return cls(text, tuple((word, 1.0) for word in text.split()), spoken=False)

    @property
    def unheard(self) -> int:
        """How many stretches of speech matched nothing."""
        return sum(1 for word, _ in self.words if word == UNHEARD)

    @property
    def matched(self) -> tuple[tuple[str, float], ...]:
        """The words heard with their confidences, without the unmatched stretches."""
        return tuple((word, conf) for word, conf in self.words if word != UNHEARD)

    @property
    def confidence(self) -> float:
        """Mean word confidence (unmatched stretches included), 0.0 when nothing was heard."""
        if not self.words:
            return 0.0
        return sum(conf for _, conf in self.words) / len(self.words)

    @property
    def is_empty(self) -> bool:
        """True when nothing at all was heard, not even an unmatched stretch."""
        return not self.words and not self.text

    @property
    def mostly_unheard(self) -> bool:
        """True when at least as many stretches matched nothing as words were heard (other
        voices, most likely); never for a typed line, which has no such stretch."""
        return self.unheard > 0 and self.unheard >= len(self.text.split())

    @property
    def said(self) -> bool:
        """True when either reading (this one or the raw audio's) has words to understand."""
        return bool(self.text.strip()) or (self.raw is not None and self.raw.said)
