"""Two readings of one utterance: the WebRTC-suppressed audio's, and the second decoder's
(called raw: the audio cleaned by RNNoise in steady noise, else the raw audio).

In noise the two decoders fail on different commands (measured on the benchmark's 10 and
5 dB audio, ``docs/benchmark.md``), so the game listens with both and decides once:

* the suppressed reading (the game's own) acts as before unless the raw one contradicts it:
  another action, or a question that does not offer it, makes it a read-back of both;
* the raw reading never acts alone: when only it finds a command, that is read back (but
  see ``Caution.raw_settles`` in :mod:`.understand`);
* two questions are merged (the suppressed reading's offers first).
"""

from __future__ import annotations

from .model import Choice, NoAction, Reading

MAX_OFFERS = 2
"""The read-back offers at most this many readings: a yes/no question or a choice of two."""


def agree(clean: Reading, raw: Reading) -> Reading:
    """One decision from the suppressed audio's reading and the raw audio's."""
    if raw.status == "none":
        return clean
    if clean.status == "act":
        if raw.status == "act":
            if raw.action == clean.action:
                return clean
            return _ask([_choice(clean), _choice(raw)], clean)
        if raw.status == "ask":
            raw_offers = offers(raw)
            if any(choice.action == clean.action for choice in raw_offers):
                return clean
            return _ask([_choice(clean), *raw_offers], clean)
    if clean.status == "none":
        return raw if raw.status == "ask" else _ask([_choice(raw)], raw)
    if raw.status == "act":
        return _ask([_choice(raw), *offers(clean)], clean)
    return _ask([*offers(clean), *offers(raw)], clean)


def _choice(reading: Reading) -> Choice:
    return Choice(reading.action, reading.confidence, reading.explain)


def choices(reading: Reading) -> list[Choice]:
    """What a reading acts on, or would read back (none for one that does neither)."""
    return [_choice(reading)] if reading.status == "act" else offers(reading)


def offers(reading: Reading) -> list[Choice]:
    """What a reading that asks would read back (none for one that does not ask)."""
    if reading.status != "ask":
        return []
    return list(reading.alternatives) if reading.alternatives else [_choice(reading)]


def _ask(choices: list[Choice], fallback: Reading) -> Reading:
    """A read-back of the distinct actions among ``choices``, in order (``fallback`` when
    none of them is an action)."""
    offers: list[Choice] = []
    for choice in choices:
        if not isinstance(choice.action, NoAction) and all(
            choice.action != o.action for o in offers
        ):
            offers.append(choice)
    if not offers:
        return fallback
    first = offers[0]
    return Reading(first.action, first.confidence, "ask", first.explain, tuple(offers[:MAX_OFFERS]))
