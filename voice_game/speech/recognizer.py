"""Speech to text with Vosk, restricted to a phrase list that changes every turn.

How Vosk's grammar mode treats the phrase list (checked with vosk 0.3.45 and the small
English model, see ``docs/speech-notes.md`` and ``tests/speech/test_recognizer.py``):

* The list is not a set of sentences that must be matched whole. Vosk builds a small
  n-gram language model from the phrases with back-off, so it can output any sequence of
  the listed words: with ``["place the telephone", "before the moon landing", "i doubt"]``
  it transcribed espeak-ng saying "place the moon landing", "the telephone landing" and
  "landing moon the place" word for word (only "the" was lost in the last). Phrases still
  help: word pairs that occur in a phrase are preferred, and the full sentence "place the
  telephone before the moon landing" came out at confidence 1.0 from the phrase list but
  lost a "the" from a bag of single words. So: pass whole command phrases plus the event
  names of the turn, and never assume the output is one of the phrases - the intent
  parser must match it.
* A phrase given more than once counts more: Vosk estimates the bigram from phrase counts
  (order 2, discount 0.5), so repeating a phrase weights its word pairs. :meth:`check_phrases`
  keeps repeats for that reason.
* ``"[unk]"`` must be in the list, otherwise noise and out-of-grammar speech are forced
  onto the closest phrase with high confidence. With it, such speech comes out as
  ``[unk]`` (reported here in :attr:`Transcript.unknown_words`, and kept out of the text).
* Words missing from the model's vocabulary are dropped by Vosk with a warning; this class
  removes them first and reports them in :attr:`GrammarReport.dropped`.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
import vosk

from voice_game.heard import UNHEARD, Heard

from .audio import SAMPLE_RATE, read_wav_16k
from .model import find_model
from .model_features import SteadyDither
from .model_words import model_vocabulary

UNKNOWN = UNHEARD
UNKNOWN_WEIGHT = 3
"""How many times ``[unk]`` is in the phrase list: with the commands weighted
(``voice_game.intent.wording.COMMAND_WEIGHT``), other voices need as strong a way out, or
their words collapse onto a command."""
ALTERNATIVES = 5
"""Readings asked of Vosk per utterance: the game re-scores them by what parses in the turn
(``voice_game.intent.understand``), so a command heard second-best is read back, not lost."""

vosk.SetLogLevel(-1)

_WORD_RE = re.compile(r"[a-z0-9']+")


@dataclass(frozen=True)
class Word:
    """One recognised word with Vosk's confidence (0..1) and its time in the utterance."""

    word: str
    conf: float
    start: float
    end: float


@dataclass(frozen=True)
class Transcript:
    """The result of one utterance.

    ``text`` excludes ``[unk]``; ``words`` includes it (so callers can see that something
    out of grammar was said). ``confidence`` is the mean over ``words``, 0.0 when empty.
    """

    text: str
    words: tuple[Word, ...] = ()
    decode_seconds: float = 0.0
    alternatives: tuple[tuple[str, float], ...] = ()
    """The recogniser's other readings (text without ``[unk]``, share of the weight of all
    readings), best first, when it was asked for them."""
    raw: Transcript | None = None
    """The same utterance as the second decoder heard it, when it ran: from the audio
    cleaned by RNNoise in steady noise, else the raw audio (the name is from when it was always
    raw)."""

    @property
    def confidence(self) -> float:
        """Mean per-word confidence, 0.0 for an empty transcript."""
        if not self.words:
            return 0.0
        return sum(w.conf for w in self.words) / len(self.words)

    @property
    def unknown_words(self) -> int:
        """How many stretches of speech matched nothing in the phrase list."""
        return sum(1 for w in self.words if w.word == UNKNOWN)

    @property
    def is_empty(self) -> bool:
        """True when nothing at all was recognised (not even ``[unk]``), by either decoder."""
        return not self.words and not self.text and (self.raw is None or self.raw.is_empty)

    def heard(self, start: float | None = None, end: float | None = None) -> Heard:
        """This transcript as the :class:`~voice_game.heard.Heard` that understanding takes,
        with every word's confidence; ``start``/``end`` time the speech when known."""
        return Heard(
            self.text,
            tuple((word.word, word.conf) for word in self.words),
            self.alternatives,
            start=start,
            end=end,
            raw=None if self.raw is None else self.raw.heard(start, end),
        )


@dataclass(frozen=True)
class GrammarReport:
    """What :meth:`Recognizer.set_phrases` did with a phrase list."""

    phrases: tuple[str, ...]
    dropped: tuple[str, ...] = field(default=())

    @property
    def complete(self) -> bool:
        """True when every word of every phrase is known to the model."""
        return not self.dropped


def normalise(text: str) -> str:
    """Lower-case a phrase and keep only the word characters Vosk's vocabulary uses."""
    return " ".join(_WORD_RE.findall(text.lower()))


class Recognizer:
    """A Vosk recogniser at 16 kHz with a per-utterance phrase list.

    The model is loaded once (``load_seconds`` records how long it took). Call
    :meth:`set_phrases` before an utterance, feed audio with :meth:`accept`, then read
    :meth:`final`. Without phrases the recogniser uses the model's full vocabulary.

    The listening loop gives it two versions of each block when it suppresses noise: the
    WebRTC-cleaned audio, and for a second decoder on the same model the audio cleaned by
    RNNoise in steady noise, else the raw audio (its reading is :attr:`Transcript.raw`). The two
    fail on different commands in noise.
    """

    def __init__(
        self, model_path: Path | str | None = None, *, alternatives: int = ALTERNATIVES
    ) -> None:
        self.alternatives = alternatives
        """How many readings to ask Vosk for (0: one, with its own word confidences)."""
        path = Path(model_path) if model_path is not None else find_model()
        started = time.perf_counter()
        self._model = vosk.Model(str(path))
        self.load_seconds: float = time.perf_counter() - started
        self.model_path: Path = path
        self._vocabulary = model_vocabulary(path)
        self._grammar: str | None = None
        self._decode_seconds = 0.0
        self._dither = SteadyDither()
        """Kaldi's dither, made repeatable, for each decoder (:mod:`.model_features`)."""
        self._raw_dither = SteadyDither()
        self._rec = self._new_recognizer()
        self._fresh = True
        """No audio given to ``_rec`` since it was made (so a reset need not make another)."""
        self._raw: vosk.KaldiRecognizer | None = None
        self.second = True
        """False once the second decoder was shed to keep up (:meth:`drop_second`)."""
        """The second decoder: made at the first block of an utterance given for it."""
        self.grammar: GrammarReport = GrammarReport(phrases=())

    @property
    def vocabulary(self) -> frozenset[str]:
        """Every word the model knows (lower case)."""
        return self._vocabulary

    def _new_recognizer(self) -> vosk.KaldiRecognizer:
        if self._grammar is None:
            rec = vosk.KaldiRecognizer(self._model, SAMPLE_RATE)
        else:
            rec = vosk.KaldiRecognizer(self._model, SAMPLE_RATE, self._grammar)
        rec.SetWords(True)
        if self.alternatives > 1:
            rec.SetMaxAlternatives(self.alternatives)
        return rec

    def check_phrases(self, phrases: Iterable[str]) -> GrammarReport:
        """Normalise phrases and drop unknown words, without changing the recogniser.

        A phrase keeps its known words (``"the zorblax moon"`` becomes ``"the moon"``);
        a phrase with no known word is left out; a phrase given twice is kept twice (it
        weighs more in Vosk's bigram). ``dropped`` lists each unknown word once.
        """
        kept: list[str] = []
        dropped: list[str] = []
        for phrase in phrases:
            words = normalise(phrase).split()
            known = [w for w in words if w in self._vocabulary]
            for w in words:
                if w not in self._vocabulary and w not in dropped:
                    dropped.append(w)
            joined = " ".join(known)
            if joined:
                kept.append(joined)
        return GrammarReport(phrases=tuple(kept), dropped=tuple(dropped))

    def set_phrases(self, phrases: Sequence[str] | None) -> GrammarReport:
        """Restrict the next utterance to ``phrases`` (``None`` lifts the restriction).

        ``[unk]`` is always added. Takes effect immediately and resets any audio already
        accepted. Returns what was kept and which unknown words were dropped.
        """
        if phrases is None:
            self._grammar = None
            self.grammar = GrammarReport(phrases=())
        else:
            self.grammar = self.check_phrases(phrases)
            self._grammar = json.dumps([*self.grammar.phrases, *[UNKNOWN] * UNKNOWN_WEIGHT])
        self._rec = self._new_recognizer()
        self._fresh = True
        self._dither.restart()
        self._raw = None
        self._decode_seconds = 0.0
        return self.grammar

    def drop_second(self) -> None:
        """Stop the second decoder for good (the listening loop's watchdog sheds it when
        the machine cannot keep up): from now on only the first decoder hears audio."""
        self.second = False
        self._raw = None

    def accept(self, pcm: bytes, raw: bytes | None = None) -> bool:
        """Feed 16 kHz mono int16 audio (and the same audio as the second decoder hears it,
        ``raw``); True when Vosk's endpointer saw the utterance end in ``pcm``."""
        started = time.perf_counter()
        self._fresh = False
        done = bool(self._rec.AcceptWaveform(self._dither(pcm)))
        if raw is not None and self.second:
            if self._raw is None:
                self._raw = self._new_recognizer()
                self._raw_dither.restart()
            self._raw.AcceptWaveform(self._raw_dither(raw))
        self._decode_seconds += time.perf_counter() - started
        return done

    def partial(self) -> str:
        """The words heard so far in this utterance (may still change)."""
        result = json.loads(self._rec.PartialResult())
        readings = result.get("alternatives")
        if isinstance(readings, list):  # asked for alternatives: the best reading's words
            partial = readings[0].get("text", "") if readings else ""
        else:
            partial = result.get("partial", "")
        return " ".join(w for w in str(partial).split() if w != UNKNOWN)

    def final(self) -> Transcript:
        """Finish the utterance and return its transcript; the recogniser is ready again."""
        started = time.perf_counter()
        result = json.loads(self._rec.FinalResult())
        self._dither.restart()
        raw = None
        if self._raw is not None:
            raw = _transcript(json.loads(self._raw.FinalResult()), 0.0)
            self._raw = None
        spent = self._decode_seconds + time.perf_counter() - started
        self._decode_seconds = 0.0
        return replace(_transcript(result, spent), raw=raw)

    def reset(self) -> None:
        """Forget audio accepted so far, keeping the phrase list.

        Builds a fresh Vosk recogniser (0.4 ms): ``KaldiRecognizer.Reset()`` in vosk 0.3.45
        does not discard audio already accepted ("I doubt" after a reset came out as
        "doubt i doubt"). One that has heard nothing since it was made is kept: each new
        one compiles the phrase list again, which takes seconds for a very long list.
        """
        if not self._fresh:
            self._rec = self._new_recognizer()
            self._fresh = True
        self._dither.restart()
        self._raw = None
        self._decode_seconds = 0.0

    def transcribe_pcm(self, pcm: bytes, chunk_ms: int = 100, pad_ms: int = 300) -> Transcript:
        """Recognise a whole 16 kHz mono int16 buffer as one utterance.

        ``pad_ms`` of silence is added before and after: Vosk misses the first phoneme of
        audio that starts abruptly (an espeak-ng "I doubt" WAV came out as "doubt" without
        it and "i doubt" with it).
        """
        self.reset()
        pad = bytes(SAMPLE_RATE * 2 * pad_ms // 1000)
        audio = pad + pcm + pad
        step = SAMPLE_RATE * 2 * chunk_ms // 1000
        for i in range(0, len(audio), step):
            self.accept(audio[i : i + step])
        return self.final()

    def transcribe_wav(self, path: Path | str, phrases: Sequence[str] | None = None) -> Transcript:
        """Recognise a WAV file (any rate, mono or stereo, 8/16/32-bit) as one utterance.

        ``phrases`` (if given) replaces the current phrase list first.
        """
        if phrases is not None:
            self.set_phrases(phrases)
        return self.transcribe_pcm(read_wav_16k(path))


def joined(parts: Sequence[Transcript]) -> Transcript:
    """One utterance's transcript from the parts Vosk's endpointer cut it into, in order:
    the best readings joined; each other reading of a part, joined with the others' best."""
    if len(parts) == 1:
        return parts[0]
    texts = [part.text for part in parts]
    best = " ".join(t for t in texts if t)
    others: list[tuple[str, float]] = []
    for i, part in enumerate(parts):
        for text, share in part.alternatives:
            other = " ".join(t for t in [*texts[:i], text, *texts[i + 1 :]] if t)
            if other != best and other not in (t for t, _ in others):
                others.append((other, share))
    raws = [part.raw for part in parts if part.raw is not None]
    return Transcript(
        best,
        tuple(word for part in parts for word in part.words),
        sum(part.decode_seconds for part in parts),
        tuple(others),
        joined(raws) if len(raws) == len(parts) else None,
    )


def _transcript(result: dict[str, object], spent: float) -> Transcript:
    readings = result.get("alternatives")
    if isinstance(readings, list) and readings:
        return _from_alternatives([r for r in readings if isinstance(r, dict)], spent)
    raw = result.get("result") or []
    words: list[Word] = []
    if isinstance(raw, list):
        for item in raw:
            if isinstance(item, dict):
                words.append(
                    Word(
                        word=str(item.get("word", "")),
                        conf=float(item.get("conf", 0.0)),
                        start=float(item.get("start", 0.0)),
                        end=float(item.get("end", 0.0)),
                    )
                )
    text = " ".join(w for w in str(result.get("text", "")).split() if w != UNKNOWN)
    return Transcript(text=text, words=tuple(words), decode_seconds=spent)


def _from_alternatives(readings: list[dict[str, object]], spent: float) -> Transcript:
    """The best of Vosk's N readings, each word with its share of the N readings' weight
    (the readings that have the same word at about the same time), and the others' texts.

    Vosk gives each reading a total score (log-likelihood scale) but no word confidences in
    this mode; the share of ``exp(score)`` is an N-best word posterior, close to the
    confidence Vosk reports for one reading (0.68 against 0.68 for a faint "the", checked).
    """
    scores = np.array([float(str(r.get("confidence", 0.0))) for r in readings])
    weights = np.exp(scores - scores.max())
    weights /= weights.sum()
    parsed = [
        _transcript({"result": r.get("result"), "text": r.get("text")}, 0.0) for r in readings
    ]
    best = parsed[0]
    words = tuple(
        Word(
            w.word,
            float(
                sum(
                    weight
                    for weight, other in zip(weights, parsed, strict=True)
                    if any(o.word == w.word and abs(o.start - w.start) < 0.15 for o in other.words)
                )
            ),
            w.start,
            w.end,
        )
        for w in best.words
    )
    others: list[tuple[str, float]] = []
    for weight, reading in zip(weights[1:], parsed[1:], strict=True):
        if reading.text != best.text and reading.text not in (t for t, _ in others):
            others.append((reading.text, round(float(weight), 4)))
    return Transcript(best.text, words, spent, tuple(others))
