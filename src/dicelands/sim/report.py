"""The HTML report: the summary tables plus matplotlib plots embedded as base64 PNGs (one self-contained file)."""
from __future__ import annotations

import base64
import html
import io

from .runner import RunError


def _plt():
    try:
        import matplotlib
    except ImportError:
        raise RunError("the HTML report needs matplotlib: pip install 'dicelands[sim]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def _png(fig) -> str:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=100, bbox_inches="tight")
    fig.clf()
    return f'<img alt="" src="data:image/png;base64,{base64.b64encode(buffer.getvalue()).decode()}">'


def _rate_plot(plt, labels, entries, title, fair=None):
    fig, ax = plt.subplots(figsize=(max(4.0, 1.1 * len(labels) + 2), 3.2))
    rates = [e["win_rate"] for e in entries]
    errors = [[r - e["ci95"][0] for r, e in zip(rates, entries)], [e["ci95"][1] - r for r, e in zip(rates, entries)]]
    ax.bar(range(len(labels)), rates, yerr=errors, capsize=5, color="#4c72b0")
    if fair:
        ax.axhline(fair, color="grey", linestyle="--", linewidth=1, label="even share")
        ax.legend(loc="upper right")
    ax.set_xticks(range(len(labels)), labels, rotation=20 if len(labels) > 4 else 0)
    ax.set_ylim(0, 1)
    ax.set_ylabel("win rate (95% CI)")
    ax.set_title(title)
    result = _png(fig)
    plt.close(fig)
    return result


def _score_plot(plt, rows, summary):
    cats = summary["categories"]
    bots = list(summary["bots"])
    columns = min(4, len(cats))
    lines = -(-len(cats) // columns)
    fig, axes = plt.subplots(lines, columns, figsize=(max(4.0, 2.8 * columns), 3.2 * lines), squeeze=False)
    for ax in axes.flat[len(cats):]:
        ax.set_visible(False)
    for ax, cat in zip(axes.flat, cats):
        data = []
        for bot in bots:
            data.append([float(r[f"s{int(k[4:])}_{cat}"]) for r in rows for k in r
                         if k.startswith("seat") and k[4:].isdigit() and r[k] == bot
                         and r.get(f"s{int(k[4:])}_{cat}") is not None])
        ax.boxplot(data)
        ax.set_xticks(range(1, len(bots) + 1), bots, rotation=30, fontsize=8)
        ax.set_title(cat)
    fig.suptitle("final scores by category")
    fig.tight_layout()
    result = _png(fig)
    plt.close(fig)
    return result


def _length_plot(plt, rows):
    fig, axes = plt.subplots(1, 2, figsize=(8, 3))
    for ax, key in zip(axes, ("turns", "decisions")):
        ax.hist([r[key] for r in rows], bins=min(30, max(5, len({r[key] for r in rows}))), color="#55a868")
        ax.set_title(f"game length: {key}")
        ax.set_ylabel("games")
    result = _png(fig)
    plt.close(fig)
    return result


def _table(headers, body) -> str:
    head = "".join(f"<th>{html.escape(str(h))}</th>" for h in headers)
    lines = "".join("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in row) + "</tr>" for row in body)
    return f"<table><tr>{head}</tr>{lines}</table>"


def _pct(entry) -> tuple[str, str]:
    return f"{entry['win_rate']:.1%}", f"[{entry['ci95'][0]:.1%}, {entry['ci95'][1]:.1%}]"


def build_html(rows: list[dict], summary: dict, title: str = "dicelands simulation report",
               extra_html: str = "") -> str:
    plt = _plt()
    seats = summary["seats"]
    seat_table = _table(["seat", "player", "games", "mean score", "win rate", "95% CI"],
                        [[s["seat"] + 1, "/".join(s["names"]), s["games"], s["mean_score"], *_pct(s)] for s in seats])
    bot_table = _table(["bot", "seat-games", "win rate", "95% CI"],
                       [[name, e["games"], *_pct(e)] for name, e in summary["bots"].items()])
    score_rows = []
    for name, entry in summary["bots"].items():
        for cat, d in entry["scores"].items():
            if d:
                score_rows.append([name, cat, d["mean"], d["sd"], d["min"], d["median"], d["max"]])
    score_table = _table(["bot", "category", "mean", "sd", "min", "median", "max"], score_rows)
    first = summary["first_player"]
    length = summary["length"]
    figures = [
        _rate_plot(plt, [f"seat {s['seat'] + 1}\n{'/'.join(s['names'])}" for s in seats], seats, "win rate by seat",
                   first["fair_share"]),
        _rate_plot(plt, list(summary["bots"]), list(summary["bots"].values()), "win rate by bot"),
        _score_plot(plt, rows, summary),
        _length_plot(plt, rows),
    ]
    seeds = summary["seeds"]
    body = f"""<h1>{html.escape(title)}</h1>
<p>{summary['games']} games, seeds {seeds[0]}..{seeds[1]}. A shared win counts 1/k for each of k winners;
intervals are Wilson 95%.</p>
{extra_html}
<h2>Win rate per seat</h2>{seat_table}
<p>{"First player (who started)" if first.get("from", "first") == "first" else "Seat 1 (the table does not say who started)"} wins {first['win_rate']:.1%} [{first['ci95'][0]:.1%}, {first['ci95'][1]:.1%}]
(an even share is {first['fair_share']:.1%}).</p>{figures[0]}
<h2>Win rate per bot</h2>{bot_table}{figures[1]}
<h2>Scores by category</h2>{score_table}{figures[2]}
<h2>Game length</h2><p>turns: mean {length['turns']['mean']}, median {length['turns']['median']};
decisions: mean {length['decisions']['mean']}, min {length['decisions']['min']}, max {length['decisions']['max']}.</p>
{figures[3]}"""
    style = ("body{font-family:sans-serif;max-width:60em;margin:2em auto;color:#222}"
             "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}"
             "img{max-width:100%;display:block;margin:1em 0}")
    return (f"<!doctype html><html><head><meta charset=\"utf-8\"><title>{html.escape(title)}</title>"
            f"<style>{style}</style></head><body>{body}</body></html>")


def write_html(path, rows: list[dict], summary: dict, **kwargs) -> None:
    text = build_html(rows, summary, **kwargs)
    try:
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    except OSError as exc:
        raise RunError(f"cannot write report {str(path)!r}: {exc.strerror or exc}") from None

