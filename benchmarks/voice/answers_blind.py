"""A blind set of answers to the game's questions during play, decided by the one decider.

Each line of ``testkit/voice/data/answers-blind-phrasings.jsonl`` (written by a helper who
read no code: what a table says to a placement read back, "Safety match before basketball?",
to a choice of two readings, to "Doubt?", and to "Play again with the same players, yes or
quit?") is heard word for word at full confidence by both decoders and given to
:func:`~voice_game.dialogue.decider.decide` with the question open, in the line's scene of
``blind-scenes.json``. What the decider did is scored: right at once, read back right, not
taken (the question stays open or is asked again), a false action, chatter left alone.

    python -m benchmarks.voice.answers_blind
    python -m benchmarks.voice.answers_blind --show    # every line not right at once
    python -m benchmarks.voice.answers_blind --heard spoken  # said by espeak-ng, heard by
                                                             # the game's listening loop

Prints one Markdown row per question.
"""

from __future__ import annotations

import argparse
import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from benchmarks.voice.setup_blind import VOICES, Hearing, hearer
from benchmarks.voice.typed import surely
from testkit.voice.corpus import BLIND_SCENES, scene_context
from voice_game.dialogue.decider import Decision, DecisionKind, Moment, Question, decide
from voice_game.dialogue.requests import turn_phrases
from voice_game.heard import Heard
from voice_game.intent import Command, Doubt, understand
from voice_game.intent.model import Action, Choice, TurnContext
from voice_game.intent.phrases import AFTER_THE_GAME, QUESTION_ANSWERS
from voice_game.intent.unfinished import unfinished_in

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "testkit" / "voice" / "data" / "answers-blind-phrasings.jsonl"
QUESTIONS = ("confirm", "choice", "doubt", "again")
INFO: dict[str, Command] = {"hand": Command("hand"), "chain": Command("chain")}


@dataclass
class Line:
    """One blind answer."""

    id: str
    scene: str
    question: str
    asked: str
    text: str
    meaning: str
    place: dict[str, str] = field(default_factory=dict)


def lines(path: Path = DATA) -> list[Line]:
    """The answers of ``path``."""
    return [Line(**json.loads(text)) for text in path.read_text().splitlines() if text.strip()]


def _reading(words: str, ctx: TurnContext) -> Choice:
    """The placement a read-back names, as the parser reads its words ("safety match before
    basketball")."""
    reading = understand(Heard.typed(words), ctx)
    if reading.status != "act":
        raise ValueError(f"the read-back {words!r} is no placement of its scene")
    return Choice(reading.action, 1.0, reading.explain)


def moment(line: Line, ctx: TurnContext) -> Moment:
    """The moment the line answers: the read-back, the choice, "Doubt?" or the game over."""
    if line.question == "again":
        return Moment(ctx, kind="over", rematch=True)
    if line.question == "doubt":
        return Moment(ctx, question=Question("confirm", "Doubt?", (Choice(Doubt(), 1.0, ""),)))
    said = line.asked.rstrip("?").lower()
    offers = tuple(_reading(part, ctx) for part in said.split(", or "))
    return Moment(ctx, question=Question("confirm", line.asked, offers))


def intended(line: Line, ctx: TurnContext) -> Action:
    """What the line means, as an action of its scene (a placement read from its ``place``
    by the parser, in the plainest words: "paris metro after mother's day")."""
    if line.meaning == "place":
        return _reading(f"{line.place['card']} {line.place['where']}", ctx).action
    raise ValueError(line.meaning)


def score(line: Line, made: Decision, offers: tuple[Choice, ...], ctx: TurnContext) -> str:
    """act, ask, again (not taken: asked again or left open), false, chatter-left or
    chatter-asked."""
    kind, meaning = made.kind, line.meaning
    chose = made.choice.action if made.choice is not None else None
    acted = made.reading.action if made.reading is not None else None
    if meaning == "chatter":
        if kind in (DecisionKind.ASK, DecisionKind.WHERE, DecisionKind.CORRECT):
            return "chatter-asked"
        quiet = (DecisionKind.NONE, DecisionKind.NOTHING, DecisionKind.NOISE)
        return "chatter-left" if kind in (*quiet, DecisionKind.PROMPT) else f"false ({kind})"
    wanted: dict[str, tuple[DecisionKind, Action | None]] = {
        "yes": (DecisionKind.ANSWER, offers[0].action if offers else None),
        "first": (DecisionKind.ANSWER, offers[0].action if offers else None),
        "second": (DecisionKind.ANSWER, offers[1].action if len(offers) > 1 else None),
        "no": (DecisionKind.DECLINE, None),
        "repeat": (DecisionKind.AGAIN, None),
        "rematch": (DecisionKind.REMATCH, None),
        "quit": (DecisionKind.GOODBYE, None),
        "unclear": (DecisionKind.PROMPT, None),
    }
    if meaning in wanted:
        want_kind, want_action = wanted[meaning]
        if kind == want_kind and (want_action is None or chose == want_action):
            return "act"
        if kind == DecisionKind.ACT and want_action is not None and acted == want_action:
            return "act"  # the same placement said again in full ("yes, mtv at the end")
        if kind == DecisionKind.ASK and want_action is not None and acted == want_action:
            return "ask"
    elif meaning == "place":
        want = intended(line, ctx)
        if kind == DecisionKind.DECLINE:
            return "again"  # the no is taken; the placement is to be said again
        if kind in (DecisionKind.ACT, DecisionKind.ANSWER) and want in (chose, acted):
            return "act"
        if kind == DecisionKind.ASK and (acted == want or _offered(made, want)):
            return "ask"
    elif meaning in INFO:
        if kind in (DecisionKind.INFO, DecisionKind.ACT) and acted == INFO[meaning]:
            return "act"
    elif meaning == "help":
        if kind == DecisionKind.ACT and acted == Command("help"):
            return "act"
        if kind == DecisionKind.REQUEST:
            return "act"
    if kind in (DecisionKind.ASK, DecisionKind.WHERE):
        return f"asked-wrong ({_what(made)})"
    if kind in (DecisionKind.NONE, DecisionKind.NOTHING, DecisionKind.NOISE, DecisionKind.AGAIN):
        return "again"
    if kind == DecisionKind.DECLINE:
        return "again"  # the question closed, nothing done: the player says it again
    if line.question == "again" and kind == DecisionKind.PROMPT:
        return "again"
    return f"false ({kind} {_what(made)})"


def _offered(made: Decision, want: Action) -> bool:
    reading = made.reading
    return reading is not None and any(c.action == want for c in reading.alternatives)


def _what(made: Decision) -> str:
    if made.choice is not None:
        return repr(made.choice.action)
    return repr(made.reading.action) if made.reading is not None else ""


def outcome(line: Line, scenes: dict[str, dict[str, object]], hear: Hearing | None = None) -> str:
    """What the decider did with the line (heard word for word, or by ``hear`` with the
    phrase list the game listens with at that moment), scored."""
    ctx = scene_context(scenes[line.scene], confirming=line.question != "again")
    at = moment(line, ctx)
    offers = at.question.offers if at.question is not None else ()
    answers = AFTER_THE_GAME if line.question == "again" else QUESTION_ANSWERS
    phrases = [*turn_phrases(ctx), *answers]
    heard = surely(line.text) if hear is None else hear(phrases, unfinished_in(at.ctx))
    return score(line, decide(heard, at), offers, at.ctx)


def main(argv: list[str] | None = None) -> None:
    """Score every line and print the table."""
    parser = argparse.ArgumentParser(prog="python -m benchmarks.voice.answers_blind")
    parser.add_argument("--show", action="store_true", help="print every line not right at once")
    parser.add_argument("--set", type=Path, default=DATA)
    parser.add_argument("--heard", choices=("surely", "spoken"), default="surely")
    args = parser.parse_args(argv)
    recognizer = None
    if args.heard == "spoken":
        from voice_game.speech.model import find_model
        from voice_game.speech.recognizer import Recognizer

        recognizer = Recognizer(find_model(None))
    scenes = {s["scene"]: s for s in json.loads(BLIND_SCENES.read_text(encoding="utf-8"))}
    table: dict[str, Counter[str]] = {}
    for number, line in enumerate(lines(args.set)):
        hear = None
        if recognizer is not None:
            hear = hearer(line.text, recognizer, VOICES[number % len(VOICES)])
        result = outcome(line, scenes, hear)
        table.setdefault(line.question, Counter())[result.split(" ")[0]] += 1
        if args.show and result not in ("act", "chatter-left"):
            print(f"{line.id} {line.question:7} {result:48.48} {line.meaning:8} {line.text!r}")
    print(
        "| question | lines | right at once | read back right | not taken | read back wrong |"
        " false action | chatter left alone |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for question in QUESTIONS:
        c = table.get(question, Counter())
        print(
            f"| {question} | {sum(c.values())} | {c['act']} | {c['ask']} | {c['again']} | "
            f"{c['asked-wrong']} | {c['false']} | {c['chatter-left']} ({c['chatter-asked']}"
            " read back) |"
        )


if __name__ == "__main__":
    main()
