"""Statistics charts as plain shapes (pure): :mod:`web.shell.dom_stats` turns them into SVG.

Every chart is a :class:`Chart`: a view box, shapes with SVG attributes and a CSS class (so the
themes colour them), and a one-sentence summary that is the chart's accessible name. Won and
lost differ by shape as well as colour (a filled dot, a hollow square).

>>> from web.shell.stats import DealEntry
>>> deals = [DealEntry(0, "standard", ("easy",), 2, i % 2 == 0, 0 if i % 2 == 0 else 3, 0) for i in range(4)]
>>> results_chart(deals).summary
'Results of your last 4 deals: 2 won (50%); 2 of the last 4 won.'
>>> penalty_chart(deals).summary
'Penalty points in your last 4 deals scored by points: 1.5 on average, 3 at most.'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.i18n import _, decimal, ngettext, number
from web.shell import statwords as words
from web.shell.stats import DealEntry, Tally

W, H = 320, 150  #: the view box of the time charts
PAD_L, PAD_R, PAD_T, PAD_B = 34, 8, 10, 22
WINDOW = 10  #: deals in the moving win rate
PENALTY_DEALS = 40  #: deals shown in the penalty chart


@dataclass(frozen=True, slots=True)
class Shape:
    tag: str  #: ``rect``, ``line``, ``polyline``, ``circle`` or ``text``
    attrs: tuple[tuple[str, str], ...]
    cls: str = ""
    text: str = ""  #: for ``text``; also a ``<title>`` (tooltip) for the others when set


@dataclass(frozen=True, slots=True)
class Chart:
    key: str
    title: str
    summary: str  #: what the chart shows, in one sentence (its accessible name)
    width: int
    height: int
    shapes: tuple[Shape, ...]


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def _shape(tag: str, cls: str = "", text: str = "", **attrs: float | str) -> Shape:
    pairs = tuple((k.replace("_", "-"), _n(v) if isinstance(v, (int, float)) else v) for k, v in attrs.items())
    return Shape(tag, pairs, cls, text)


def _pct(won: int, total: int) -> str:
    return f"{round(100 * won / total)}%" if total else "–"


def _frame(y_labels: Sequence[tuple[float, str]], x_first: str, x_last: str) -> list[Shape]:
    """Grid lines with their labels (``y`` from 0 at the bottom to 1 at the top) and the x ends."""
    out = []
    for y, label in y_labels:
        py = H - PAD_B - y * (H - PAD_T - PAD_B)
        out.append(_shape("line", "grid", x1=PAD_L, y1=py, x2=W - PAD_R, y2=py))
        out.append(_shape("text", "axis", label, x=PAD_L - 4, y=py + 3.5, text_anchor="end"))
    out.append(_shape("text", "axis", x_first, x=PAD_L, y=H - 6, text_anchor="start"))
    out.append(_shape("text", "axis", x_last, x=W - PAD_R, y=H - 6, text_anchor="end"))
    return out


def _x(i: int, n: int) -> float:
    return PAD_L + (W - PAD_L - PAD_R) * (i / (n - 1) if n > 1 else 0.5)


def _y(frac: float) -> float:
    return H - PAD_B - frac * (H - PAD_T - PAD_B)


def results_chart(history: Sequence[DealEntry], deal: str = "deal") -> Chart:
    """Results over time: the moving win rate (last 10 deals) and the overall rate, deal by deal (``deal``:
    what a game calls one, such as King's ``hand``)."""
    n = len(history)
    if not n:
        return Chart("results", _("Results over time"), words.none_yet(deal), W, H, ())
    won = sum(e.won for e in history)
    recent = history[-WINDOW:]
    summary = words.results_summary(deal, n, won, _pct(won, n), sum(e.won for e in recent), len(recent))
    shapes = _frame(((0, "0%"), (0.5, "50%"), (1, "100%")), _("oldest"), _("latest"))
    moving, overall, wins = [], [], 0
    for i, e in enumerate(history):
        wins += e.won
        window = history[max(0, i + 1 - WINDOW): i + 1]
        moving.append(f"{_n(_x(i, n))},{_n(_y(sum(d.won for d in window) / len(window)))}")
        overall.append(f"{_n(_x(i, n))},{_n(_y(wins / (i + 1)))}")
    shapes.append(_shape("polyline", "line-overall", _("overall win rate"), points=" ".join(overall)))
    shapes.append(_shape("polyline", "line-moving", words.win_rate_over(deal, WINDOW), points=" ".join(moving)))
    if n <= 60:  # one mark per deal while they fit: a dot for a win, a hollow square for a loss
        for i, e in enumerate(history):
            x = _x(i, n)
            if e.won:
                shapes.append(_shape("circle", "won", words.mark(deal, i + 1, True), cx=x, cy=H - PAD_B + 6, r=2.6))
            else:
                shapes.append(_shape("rect", "lost", words.mark(deal, i + 1, False), x=x - 2.2, y=H - PAD_B + 3.8,
                                     width=4.4, height=4.4))  # fmt: skip
    return Chart("results", _("Results over time"), summary, W, H, tuple(shapes))


def penalty_chart(history: Sequence[DealEntry], deal: str = "deal") -> Chart:
    """Penalty per deal: one bar per recent deal scored by penalty points (a win shows as a dot)."""
    scored = [e for e in history if e.penalty is not None][-PENALTY_DEALS:]
    title = words.penalty_title(deal)
    if not scored:
        return Chart("penalty", title, words.no_penalty(deal), W, H, ())
    values = [max(0, e.penalty or 0) for e in scored]
    top = max(values)
    scale = max(top, 1)
    avg = sum(values) / len(values)
    summary = words.penalty_summary(deal, len(values), decimal(avg) if round(avg, 1) % 1 else number(round(avg)), top)
    shapes = _frame(((0, "0"), (1, str(scale))), _("oldest"), _("latest"))
    slot = (W - PAD_L - PAD_R) / len(values)
    bar = max(1.0, min(14.0, slot * 0.7))
    for i, (e, v) in enumerate(zip(scored, values, strict=True)):
        cx = PAD_L + slot * (i + 0.5)
        if v:
            top_y = _y(v / scale)
            points = ngettext("{n} point", "{n} points", v).format(n=v)
            shapes.append(_shape("rect", "bar", points, x=cx - bar / 2, y=top_y, width=bar,
                                 height=H - PAD_B - top_y))  # fmt: skip
        else:
            zero = ngettext("{n} point", "{n} points", 0).format(n=0)
            shapes.append(_shape("circle", "won" if e.won else "bar", zero, cx=cx, cy=H - PAD_B - 3, r=2.4))
    return Chart("penalty", title, summary, W, H, tuple(shapes))


def bars_chart(key: str, title: str, rows: Sequence[tuple[str, Tally]], deal: str = "deal") -> Chart:
    """Deals won, as a share of deals played, one bar per row (opponent level, rules preset)."""
    rows = [(label, t) for label, t in rows if t.deals]
    if not rows:
        return Chart(key, title, words.none_yet(deal), W, 40, ())
    row_h, label_w = 26, 110
    height = row_h * len(rows) + 6
    shapes = []
    parts = []
    for i, (label, t) in enumerate(rows):
        y = 4 + i * row_h
        frac = t.deals_won / t.deals
        text = _("{won} of {n} won ({pct})").format(won=t.deals_won, n=t.deals, pct=_pct(t.deals_won, t.deals))
        parts.append(_("{label}: {text}").format(label=label, text=text))
        shapes.append(_shape("text", "label", label[:18], x=0, y=y + 15))
        shapes.append(_shape("rect", "track", x=label_w, y=y + 3, width=W - label_w, height=16, rx=3))
        if frac:
            shapes.append(_shape("rect", "bar", text, x=label_w, y=y + 3, width=(W - label_w) * frac, height=16,
                                 rx=3))  # fmt: skip
        shapes.append(_shape("text", "value", text, x=label_w + 4, y=y + 15))
    summary = _("{title}: {parts}.").format(title=title, parts="; ".join(parts))
    return Chart(key, title, summary, W, height, tuple(shapes))
