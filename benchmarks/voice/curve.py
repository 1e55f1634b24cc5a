"""The caution curve: the share of commands right at once against false actions, over the
caution threshold, from one benchmark run's recognition.

Every record of ``bench-out/records.jsonl`` keeps what was heard (:mod:`.heardjson`), so
each decision can be made again at another threshold without decoding the audio again:

    python -m benchmarks.voice.curve --records bench-out/records.jsonl --size 330 --natural 60

(``--size``, ``--natural``, ``--blind`` and ``--seed`` as the run had them: they rebuild the
corpus, whose turns the records name by ``uid``; ``--noise steady`` keeps clean audio and
the noisy conditions of that noise kind, the cells of issue 21's targets). Prints one
Markdown table: per threshold and condition, accepted %, right at once % (of all commands),
at once of the accepted %, and false actions % (of all utterances); the former rules at the
game's threshold are the last rows (``by kind``; ``raw never settles``: the second decoder's
sure reading never answers the first's question; ``readings never agree``: a word is faint
even when every reading without it means the same move; ``a sure reading never stands``: the
second decoder's question about something else makes the first's sure action a read-back).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from testkit.voice.corpus import Utterance
from testkit.voice.metrics import scored, summarise
from testkit.voice.stream import decide
from voice_game.intent.evidence import SURE
from voice_game.intent.understand import Caution

from .corpusargs import add_corpus_options, corpus_from
from .heardjson import heard_from_json

THRESHOLDS = (0.5, 0.6, 0.7, 0.8, 0.85, 0.9, 0.95, 1.0)


def rescore(
    records: Iterable[dict[str, Any]], corpus: dict[str, Utterance], caution: Caution
) -> list[dict[str, Any]]:
    """The records with their decisions made again under ``caution``."""
    out = []
    for record in records:
        utt = corpus[record["uid"]]
        heard = heard_from_json(record.get("heard"))
        made = decide(heard, utt.ctx, caution) if heard is not None else None
        status, result, got = scored(made, utt.expected)
        out.append(dict(record, status=status, outcome=result, got=got))
    return out


def curve(
    records: list[dict[str, Any]], corpus: dict[str, Utterance], conditions: list[str]
) -> list[dict[str, Any]]:
    """One row per (caution, condition)."""
    cautions = [(f"{t:g}", Caution(sure=t)) for t in THRESHOLDS]
    cautions.append((f"{SURE:g} by kind", Caution(by_kind=True)))
    cautions.append((f"{SURE:g}, raw never settles", Caution(raw_settles=False)))
    cautions.append((f"{SURE:g}, readings never agree", Caution(readings_agree=False)))
    cautions.append((f"{SURE:g}, a sure reading never stands", Caution(sure_stands=False)))
    rows = []
    for label, caution in cautions:
        again = rescore(records, corpus, caution)
        for cond in conditions:
            summary = summarise(r for r in again if r["condition"] == cond)
            rows.append({"threshold": label, "condition": cond, **summary})
    return rows


def of_noise(records: list[dict[str, Any]], noise: str) -> list[dict[str, Any]]:
    """The clean records and the noisy ones of this noise kind (``steady``, ``babble``);
    ValueError when no noisy record has that kind, so a misspelt kind cannot pass for a
    curve of clean audio alone."""
    kept = [r for r in records if r["condition"] == "clean" or r["noise"] == noise]
    if not any(r["condition"] != "clean" for r in kept):
        kinds = sorted({r["noise"] for r in records if r["condition"] != "clean"})
        raise ValueError(f"no noisy record with noise {noise!r}; the records have {kinds}")
    return kept


def table(rows: list[dict[str, Any]]) -> str:
    """The curve as a Markdown table."""
    head = (
        "| threshold | condition | accepted % | at once % | at once of accepted % "
        "| false action % |\n|---|---|---|---|---|---|"
    )
    lines = [head]
    for r in rows:
        lines.append(
            f"| {r['threshold']} | {r['condition']} | {r['acceptance']} | "
            f"{r['accepted_at_once']} | {r['at_once_of_accepted']} | {r['false_action']} |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.voice.curve", description=__doc__)
    parser.add_argument("--records", type=Path, default=Path("bench-out/records.jsonl"))
    add_corpus_options(parser)
    parser.add_argument("--system", default="ours")
    parser.add_argument("--categories", default="", help="comma-separated categories to keep")
    parser.add_argument(
        "--noise", default="", help="keep the noisy conditions of this noise kind (steady, babble)"
    )
    args = parser.parse_args(argv)
    utterances = corpus_from(args)
    corpus = {u.uid: u for u in utterances}
    lines = args.records.read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines if line.strip()]
    records = [r for r in records if r["system"] == args.system and r["uid"] in corpus]
    if args.categories:
        kept = set(args.categories.split(","))
        records = [r for r in records if r["category"] in kept]
    if args.noise:
        try:
            records = of_noise(records, args.noise)
        except ValueError as missing:
            parser.error(str(missing))
    conditions = list(dict.fromkeys(r["condition"] for r in records))
    print(table(curve(records, corpus, conditions)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
