"""The one listening loop, on recordings: what the microphone, hear and the benchmark share."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from voice_game.speech.audio import SAMPLE_RATE, read_wav_16k
from voice_game.speech.listening import (
    Block,
    hear_wav,
    listen,
    pcm_blocks,
    wav_blocks,
)
from voice_game.speech.recognizer import Recognizer
from voice_game.speech.vad import Endpointer, VadSettings

TURN = ["place the telephone before the moon landing", "i doubt", "pass", "repeat"]


def silence(seconds: float) -> np.ndarray:
    return np.zeros(int(seconds * SAMPLE_RATE), dtype=np.int16)


def speech(speak_wav: Callable[..., Path], text: str) -> np.ndarray:
    return np.frombuffer(read_wav_16k(speak_wav(text)), dtype=np.int16)


def test_a_wav_file_is_heard_as_the_microphone_hears_it(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    recognizer.set_phrases(TURN)
    listened = hear_wav(recognizer, speak_wav("I doubt"))
    heard = listened.heard
    assert heard is not None and heard.text == "i doubt"
    assert listened.ended_by in {"quiet", "vosk"}
    assert heard.start is not None and heard.end is not None
    assert 0.25 <= heard.start < heard.end, "speech starts after the lead-in silence"
    assert [word for word, _ in heard.words] == ["i", "doubt"]


def test_a_second_decoder_hears_the_audio_cleaned_another_way_in_noise(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """In this steady noise the second decoder hears RNNoise's audio (``Transcript.raw``)."""
    recognizer.set_phrases(TURN)
    rng = np.random.default_rng(7)
    audio = np.concatenate([silence(0.8), speech(speak_wav, "I doubt"), silence(0.8)])
    noisy = np.clip(audio + rng.normal(0, 300, len(audio)), -32768, 32767).astype(np.int16)
    cleaned = listen(pcm_blocks(noisy), recognizer, Endpointer()).heard
    assert cleaned is not None and cleaned.text == "i doubt"
    assert cleaned.raw is not None and cleaned.raw.text == "i doubt"
    assert cleaned.raw.start == cleaned.start and cleaned.raw.end == cleaned.end
    plain = listen(pcm_blocks(noisy), recognizer, Endpointer(VadSettings(suppress_noise=0)))
    assert plain.heard is not None and plain.heard.text == "i doubt"
    assert plain.heard.raw is None, "without suppression both decoders would hear the same"


def test_only_the_first_command_is_taken_and_the_rest_stays_in_the_source(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    recognizer.set_phrases(TURN)
    audio = np.concatenate(
        [silence(0.5), speech(speak_wav, "I doubt"), silence(1.0), speech(speak_wav, "repeat")]
    )
    blocks = pcm_blocks(np.concatenate([audio, silence(1.0)]))
    endpointer = Endpointer()
    first = listen(blocks, recognizer, endpointer)
    second = listen(blocks, recognizer, endpointer)
    assert first.heard is not None and first.heard.text == "i doubt"
    assert second.heard is not None and second.heard.text == "repeat"
    assert second.heard.start is not None and first.heard.end is not None
    assert second.heard.start > first.heard.end + 0.8


def test_silence_times_out_on_the_source_clock_and_an_ended_source_is_no_speech(
    recognizer: Recognizer,
) -> None:
    timed = listen(pcm_blocks(silence(5.0)), recognizer, Endpointer(), silence_timeout=1.0)
    assert timed.heard is None and timed.ended_by == "timeout"
    assert timed.last_at == pytest.approx(1.0, abs=0.03)
    ended = listen(pcm_blocks(silence(0.5)), recognizer, Endpointer())
    assert ended.heard is None and ended.ended_by == "no-speech"


def test_a_talk_key_kept_up_keeps_the_clock_running(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """Push-to-talk with the key up: nothing is heard, and the silence timeout runs."""
    recognizer.set_phrases(TURN)
    audio = np.concatenate([silence(0.5), speech(speak_wav, "I doubt"), silence(1.0)])

    def key_up(blocks: Iterator[Block]) -> Iterator[Block]:
        for block in blocks:
            yield Block(block.samples, block.at, "up")

    gated = listen(key_up(pcm_blocks(audio)), recognizer, Endpointer(), silence_timeout=1.5)
    assert gated.heard is None and gated.ended_by == "timeout"
    open_key = listen(pcm_blocks(audio), recognizer, Endpointer(), silence_timeout=1.5)
    assert open_key.heard is not None and open_key.heard.text == "i doubt"


def test_a_dead_source_is_noticed(recognizer: Recognizer) -> None:
    class Stalled(RuntimeError):
        pass

    def dies(blocks: Iterator[Block]) -> Iterator[Block]:
        yield from blocks
        raise Stalled("no audio")

    with pytest.raises(Stalled):
        listen(dies(pcm_blocks(silence(0.2))), recognizer, Endpointer(), silence_timeout=5.0)


def test_wav_blocks_pad_the_recording(speak_wav: Callable[..., Path]) -> None:
    path = speak_wav("I doubt")
    blocks = list(wav_blocks(path, lead_ms=300, tail_ms=600))
    samples = len(read_wav_16k(path)) // 2
    assert len(blocks) == (samples + int(0.9 * SAMPLE_RATE)) // 320
    assert blocks[0].at == pytest.approx(0.02) and not blocks[0].samples.any()


def pink(seconds: float, dbfs: float, seed: int = 3) -> np.ndarray:
    """Steady pink noise (like a fan or a kitchen hood) at ``dbfs`` RMS, as float."""
    rng = np.random.default_rng(seed)
    n = int(seconds * SAMPLE_RATE)
    spectrum = rng.standard_normal(n // 2 + 1) + 1j * rng.standard_normal(n // 2 + 1)
    f = np.arange(len(spectrum), dtype=np.float64)
    f[0] = 1.0
    x = np.fft.irfft(spectrum / np.sqrt(f), n)
    return x / np.sqrt(np.mean(x**2)) * 32768 * 10 ** (dbfs / 20)


def in_noise(words: np.ndarray, snr_db: float, lead: float = 0.6, tail: float = 3.0):
    """``words`` in steady pink noise at ``snr_db`` (over the words), with room before and
    after; returns the int16 mix and when the words end (seconds)."""
    speech_part = words.astype(np.float64)
    level = 20 * np.log10(np.sqrt(np.mean(speech_part**2)) / 32768)
    lead_n = int(lead * SAMPLE_RATE)
    total = lead_n + len(words) + int(tail * SAMPLE_RATE)
    mix = pink(total / SAMPLE_RATE, level - snr_db)
    mix[lead_n : lead_n + len(words)] += speech_part
    return np.clip(mix, -32768, 32767).astype(np.int16), (lead_n + len(words)) / SAMPLE_RATE


def test_in_steady_noise_the_end_of_a_command_is_found_without_calibration(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """Silero tells a voice from a fan: at 10 dB pink noise, with no calibration and 0.6 s
    of room to learn from, the command ends by the detector's quiet soon after the words,
    not by Vosk's endpointer or the time limit. The energy detector alone cannot."""
    recognizer.set_phrases(TURN)
    audio, words_end = in_noise(
        speech(speak_wav, "place the telephone before the moon landing"), 10
    )
    silero = listen(pcm_blocks(audio), recognizer, Endpointer())
    assert silero.heard is not None and "telephone" in silero.heard.text
    assert silero.ended_by == "quiet"
    # on the audio's clock (the last block it took), not the decoder's speed on this machine
    assert silero.last_at - words_end < 0.6
    energy = listen(pcm_blocks(audio), recognizer, Endpointer(VadSettings(detector="energy")))
    assert energy.ended_by != "quiet" or energy.last_at > silero.last_at


def test_a_softer_stretch_inside_a_command_does_not_end_it_in_a_quiet_room(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """A player's voice falls and rises within a sentence; with no other voices in the room
    a stretch 20 dB softer than its start is still the command, not its end."""
    recognizer.set_phrases(TURN)
    loud = speech(speak_wav, "place the telephone")
    loud = loud[: np.flatnonzero(loud)[-1] + 1]  # no pause between the two parts
    soft = (speech(speak_wav, "before the moon landing") * 10 ** (-20 / 20)).astype(np.int16)
    audio = np.concatenate([silence(0.6), loud, soft, silence(1.0)])
    listened = listen(pcm_blocks(audio), recognizer, Endpointer())
    assert listened.heard is not None
    assert listened.heard.text == "place the telephone before the moon landing"
    assert listened.ended_by == "quiet"


def test_a_pause_after_words_that_stop_mid_command_is_waited_through(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """ "The telephone before ... the moon landing", 0.6 s of quiet between (espeak-ng's own
    0.3 s and 0.3 s added), longer than the pause that ends a command: without the test of
    unfinished words the pause ends the command; with it the command is heard whole; and
    words that may end a command end it at the usual pause."""
    recognizer.set_phrases(TURN)
    halves = [speech(speak_wav, "the telephone before"), speech(speak_wav, "the moon landing")]
    audio = np.concatenate([silence(0.5), halves[0], silence(0.3), halves[1], silence(1.5)])

    def mid_command(text: str) -> bool:
        return text.split()[-1] in ("before", "the")

    cut = listen(pcm_blocks(audio), recognizer, Endpointer()).heard
    assert cut is not None and cut.text == "the telephone before", "the pause ends it"
    whole = listen(pcm_blocks(audio), recognizer, Endpointer(), unfinished=mid_command).heard
    assert whole is not None and whole.text == "the telephone before the moon landing"
    asked: list[str] = []

    def finished(text: str) -> bool:
        asked.append(text)
        return False

    done = listen(pcm_blocks(audio), recognizer, Endpointer(), unfinished=finished).heard
    assert done is not None and done.text == "the telephone before"
    assert len(asked) == 1, "asked once"
    assert asked[0].split()[:3] == ["the", "telephone", "before"], "with the words so far"


def test_a_pause_after_a_hand_card_named_alone_is_waited_through(
    recognizer: Recognizer, speak_wav: Callable[..., Path]
) -> None:
    """ "card two ... at the end", with the game's own test of unfinished words: the player
    named the card and paused before saying where; the whole command is heard. Without the
    test the pause ends the command after the card."""
    from voice_game.intent import CardName, TurnContext
    from voice_game.intent.unfinished import unfinished_in

    ctx = TurnContext(
        chain=(CardName("Apollo 11 lands on the Moon", ("moon landing",)),),
        hand=(CardName("Telephone", ()), CardName("Television", ())),
    )
    recognizer.set_phrases(["card two at the end", "card one", *TURN])
    halves = [speech(speak_wav, "card two"), speech(speak_wav, "at the end")]
    audio = np.concatenate([silence(0.5), halves[0], silence(0.3), halves[1], silence(1.5)])
    cut = listen(pcm_blocks(audio), recognizer, Endpointer()).heard
    assert cut is not None and cut.text == "card two", "the pause ends it"
    whole = listen(pcm_blocks(audio), recognizer, Endpointer(), unfinished=unfinished_in(ctx))
    assert whole.heard is not None and whole.heard.text == "card two at the end"
