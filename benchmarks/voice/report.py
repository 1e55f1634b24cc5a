"""The results table, the targets check and the plot."""

from __future__ import annotations

from typing import Any

TARGETS = {
    "acceptance_clean_20_10": 97.0,
    "acceptance_5dB": 90.0,
    "false_action_max": 1.0,
    "latency_median_ms": 400.0,
    "peak_rss_mb": 300.0,
}


def _f(x: float | None, suffix: str = "") -> str:
    return "-" if x is None else f"{x:.1f}{suffix}"


def check_targets(doc: dict[str, Any]) -> dict[str, Any]:
    """Each target with our value and whether it is met."""
    ours = doc["systems"].get("ours")
    if not ours:
        return {}
    conds = ours["conditions"]
    avg = [conds[c]["acceptance"] for c in ("clean", "20dB", "10dB") if c in conds]
    out: dict[str, Any] = {}
    if avg and None not in avg:
        v = round(sum(avg) / len(avg), 2)
        out["acceptance_clean_20_10"] = {"target": ">= 97", "value": v, "met": v >= 97.0}
    if "5dB" in conds and conds["5dB"]["acceptance"] is not None:
        v = conds["5dB"]["acceptance"]
        out["acceptance_5dB"] = {"target": ">= 90", "value": v, "met": v >= 90.0}
    worst = max(c["false_action"] or 0.0 for c in conds.values())
    out["false_action_every_condition"] = {"target": "<= 1", "value": worst, "met": worst <= 1.0}
    lat = ours["overall"]["latency_median_ms"]
    out["latency_median_ms"] = {
        "target": "<= 400",
        "value": lat,
        "met": lat is not None and lat <= 400.0,
    }
    rss = ours["memory"]["peak_rss_mb"]
    out["peak_rss_mb"] = {"target": "<= 300", "value": rss, "met": rss <= 300.0}
    wall = doc.get("wall_seconds")
    if wall is not None:
        out["wall_seconds"] = {"target": "<= 1200", "value": wall, "met": wall <= 1200}
    return out


def table(doc: dict[str, Any]) -> str:
    """A Markdown table: ours beside the baseline, per condition, then speed and memory."""
    systems = doc["systems"]
    names = [s for s in ("ours", "baseline", "phrases") if s in systems]
    lines = [
        "| condition | system | accepted % | at once % | false action % | ask-back % "
        "| none % | chatter rejected % | latency median ms | latency p95 ms |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for cond in doc["conditions"]:
        for s in names:
            c = systems[s]["conditions"][cond]
            cells = [
                _f(c["acceptance"]),
                _f(c["accepted_at_once"]),
                _f(c["false_action"]),
                _f(c["ask_back"]),
                _f(c["none"]),
                _f(c["chatter_rejected"]),
                _f(c["latency_median_ms"]),
                _f(c["latency_p95_ms"]),
            ]
            lines.append(f"| {cond} | {s} | " + " | ".join(cells) + " |")
    t = doc["text_ceiling"]
    lines.append(
        f"\nParser alone on the exact words (ceiling): accept {_f(t['acceptance'])} %, "
        f"false {_f(t['false_action'])} %, ask {_f(t['ask_back'])} %, "
        f"chatter rejected {_f(t['chatter_rejected'])} %.\n"
    )
    lines.append("| measure | " + " | ".join(names) + " |")
    lines.append("|---|" + "---|" * len(names))
    rows = [
        ("decision latency median (ms)", lambda s: _f(s["overall"]["latency_median_ms"])),
        ("decision latency p95 (ms)", lambda s: _f(s["overall"]["latency_p95_ms"])),
        ("recogniser real-time factor", lambda s: f"{s['overall']['real_time_factor']:.3f}"),
        ("peak RSS, model loaded (MB)", lambda s: _f(s["memory"]["peak_rss_mb"])),
        ("model load (s)", lambda s: f"{s['memory']['model_load_seconds']:.2f}"),
    ]
    for label, fn in rows:
        lines.append(f"| {label} | " + " | ".join(fn(systems[s]) for s in names) + " |")
    ps = doc["phrase_switch_ms"]
    lines.append(
        f"\nPhrase-list switch between turns (vocabulary + set_phrases): median "
        f"{_f(ps['median'])} ms, p95 {_f(ps['p95'])} ms. {doc['utterances']} "
        f"utterances, {len(doc['voices'])} voices, {doc['workers']} workers, "
        f"wall time {_f(doc['wall_seconds'])} s."
    )
    if doc.get("targets"):
        lines.append("\nTargets:")
        for name, t in doc["targets"].items():
            lines.append(
                f"- {name}: {t['value']} (target {t['target']}) {'met' if t['met'] else 'NOT MET'}"
            )
    return "\n".join(lines)


def plot(doc: dict[str, Any], path: Any) -> None:
    """Acceptance, false actions and latency per condition, ours beside the baseline."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    systems = doc["systems"]
    conds = doc["conditions"]
    fig, axes = plt.subplots(1, 3, figsize=(14, 4))
    width = 0.8 / len(systems)
    off = (len(systems) - 1) / 2
    x = list(range(len(conds)))
    for k, (key, title) in enumerate(
        (("acceptance", "command acceptance %"), ("false_action", "false action %"))
    ):
        ax = axes[k]
        for j, s in enumerate(systems):
            vals = [systems[s]["conditions"][c][key] or 0.0 for c in conds]
            ax.bar([i + (j - off) * width for i in x], vals, width, label=s)
        ax.set_xticks(x, conds)
        ax.set_title(title)
        ax.legend()
    axes[0].axhline(97, color="grey", linestyle=":")
    axes[1].axhline(1, color="grey", linestyle=":")
    ax = axes[2]
    for j, s in enumerate(systems):
        med = [systems[s]["conditions"][c]["latency_median_ms"] or 0.0 for c in conds]
        p95 = [systems[s]["conditions"][c]["latency_p95_ms"] or 0.0 for c in conds]
        ax.bar([i + (j - off) * width for i in x], med, width, label=f"{s} median")
        ax.scatter([i + (j - off) * width for i in x], p95, marker="_", s=200, color="black")
    ax.axhline(400, color="grey", linestyle=":")
    ax.set_xticks(x, conds)
    ax.set_title("decision latency ms (bar median, dash p95)")
    ax.legend()
    fig.suptitle(f"bench-voice: {doc['utterances']} utterances, {len(doc['voices'])} voices")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
