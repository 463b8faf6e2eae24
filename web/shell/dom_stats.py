"""The statistics dialog's charts (SVG) and its export and import: page code, owned by
a game's page (Kings in the Corner: :class:`web.corners.dom.Page`). Its tables too; the chart shapes come from
:mod:`web.shell.charts` (pure), the file format from :mod:`web.shell.statsio`.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from typing import Any

from kings.i18n import _, decimal, long_date, ngettext
from web.shell import charts
from web.shell import statwords as words
from web.shell.page import PageCode
from web.shell.seats import LEVEL_NAMES
from web.shell.stats import Figures, Overview, Stats, Tally, combined

#: A rules preset's id -> its name, for the tables and charts (the game's own presets).
RulesName = Callable[[str], str]

SVG = "http://www.w3.org/2000/svg"
RECENT = 8  #: the most recent games the statistics offer to watch again


def all_charts(stats: Stats, rules_name: RulesName = str, deal: str = "deal") -> tuple[charts.Chart, ...]:
    levels = [(level_name(k), v) for k, v in sorted(stats.by_level.items())]
    presets = [(rules_name(k), v) for k, v in stats.by_preset.items()]
    return (
        charts.results_chart(stats.history, deal),
        charts.penalty_chart(stats.history, deal),
        charts.bars_chart("levels", words.won_by_level(deal), levels, deal),
        charts.bars_chart("presets", words.won_by_rules(deal), presets, deal),
    )


def level_name(level: str) -> str:
    """An opponent level as the tables and charts name it (``Medium``)."""
    return _(LEVEL_NAMES.get(level, level)).capitalize()


def save_file(document: Any, window: Any, name: str, text: str) -> None:
    """Save ``text`` as a file called ``name`` (a data: link clicked; no Blob needed, no request made)."""
    link = document.createElement("a")
    link.href = "data:application/json;charset=utf-8," + str(window.encodeURIComponent(text))
    link.download = name
    link.hidden = True
    document.body.appendChild(link)
    link.click()
    link.remove()


class StatsPage(PageCode):
    """Tables into ``#stats-body``, charts into ``#stats-charts``; the export link and the import file input."""

    def __init__(self, document: Any, window: Any, proxy: Any, rules_name: RulesName = str, game: str = "",
                 units: tuple[str, str] = ("deal", "matches"), penalty: bool = True) -> None:  # fmt: skip
        super().__init__(document, proxy)
        self.win = window
        self.rules_name = rules_name
        self.game = game  #: the open game's name: the title of its section
        #: what the game calls a deal, and its matches (King: ``hand`` and ``games``); "" for a game of single
        #: deals (Klondike), whose tables then leave the match columns out
        self.deal, self.matches = units
        self.penalty = penalty  #: the game scores penalty points: its tables show their average
        self._import: Callable[[str], object] | None = None

    def bind(self, on_import: Callable[[str], object]) -> None:
        """``on_import(text)`` receives the text of a file the player picked to import."""
        self._import = on_import
        self.listen(self.by_id("stats-file"), "change", self._on_file)

    def render(self, stats: Stats, overview: Overview = (), extra: tuple[Figures, ...] = ()) -> None:
        """The overview of every game, then the open game's tables (``extra``: the game's own, after its overall
        tally) and charts."""
        rows = dict(overview)
        rows[_("All games")] = combined(rows.values())
        self.by_id("stats-overview").replaceChildren(
            self._table(_("Every game"), rows, penalty=False))
        self.by_id("stats-game").textContent = self.game
        self.tables(stats, extra)
        figures = [self._figure(c) for c in all_charts(stats, self.rules_name, self.deal) if c.shapes]
        self.by_id("stats-charts").replaceChildren(*figures)
        self.note("", False)

    def _figure(self, chart: charts.Chart) -> Any:
        fig = self.el("figure", "chart")
        fig.setAttribute("data-chart", chart.key)
        svg = self.doc.createElementNS(SVG, "svg")
        svg.setAttribute("viewBox", f"0 0 {chart.width} {chart.height}")
        svg.setAttribute("role", "img")
        svg.setAttribute("aria-label", chart.summary)
        svg.setAttribute("preserveAspectRatio", "xMinYMin meet")
        for shape in chart.shapes:
            el = self.doc.createElementNS(SVG, shape.tag)
            for name, value in shape.attrs:
                el.setAttribute(name, value)
            if shape.cls:
                el.setAttribute("class", shape.cls)
            if shape.tag == "text":
                el.textContent = shape.text
            elif shape.text:
                title = self.doc.createElementNS(SVG, "title")
                title.textContent = shape.text
                el.appendChild(title)
            svg.appendChild(el)
        caption = self.el("figcaption")
        caption.appendChild(self.el("strong", "", chart.title))
        if chart.key in ("results", "penalty"):  # the bar charts print their numbers on the bars
            caption.append(" " + chart.summary)
        fig.append(svg, caption)
        return fig

    def note(self, text: str, error: bool) -> None:
        note = self.by_id("stats-note")
        note.textContent = text
        note.className = "message " + ("error" if error else "info" if text else "")

    # -- files -------------------------------------------------------------------------------------
    def download(self, name: str, text: str) -> None:
        save_file(self.doc, self.win, name, text)

    def _on_file(self, event: Any) -> None:
        file = self.picked_file(event)
        if file is not None and self._import is not None:
            self.read_text(file, self._import)  # statsio checks size and content

    # -- statistics ------------------------------------------------------------------------------
    def tables(self, stats: Stats, extra: tuple[Figures, ...] = ()) -> None:
        """The tables of ``stats`` into ``#stats-body``, the game's own ``extra`` ones after the overall tally."""
        body = self.by_id("stats-body")
        parts = [self._table(_("Overall"), {_("Total"): stats.total}), *(self._figures(f) for f in extra)]
        if stats.by_level:
            parts.append(self._table(_("By opponent level"), {level_name(k): v for k, v in stats.by_level.items()}))
        if stats.by_preset:
            names = {k: self.rules_name(k) for k in stats.by_preset}
            parts.append(self._table(_("By rules"), {names[k]: v for k, v in stats.by_preset.items()}))
        if stats.total.deals == 0:
            parts.append(self.el("p", text=words.none_finished(self.deal)))
        recent = self._recent(stats)
        body.replaceChildren(*parts, *([recent] if recent is not None else []))

    def _recent(self, stats: Stats) -> Any:
        """The last games that can be watched again, newest first: each a link to its replay (None: none)."""
        games = [e for e in reversed(stats.history) if e.replay][:RECENT]
        if not games:
            return None
        box = self.el("section", "stats-replays")
        box.appendChild(self.el("h4", text=_("Watch a recent game again")))
        items = self.el("ul")
        for entry in games:
            day = datetime.datetime.fromtimestamp(entry.at, datetime.UTC).date() if entry.at else None
            about = [*([long_date(day)] if day is not None else []), self.rules_name(entry.rules),
                     ngettext("{n} player", "{n} players", entry.players).format(n=entry.players)]  # fmt: skip
            item = self.el("li", text=" · ".join(about) + " · ")
            link = self.el("a", text=_("Watch"))
            link.href = "./index.html" + entry.replay  # (checked when read: a replay link of this site, no other)
            item.appendChild(link)
            items.appendChild(item)
        box.appendChild(items)
        return box

    def _table(self, caption: str, rows: dict[str, Tally], penalty: bool = True) -> Any:
        # the overview of every game (penalty=False) keeps the house's words and columns
        own = penalty
        deal, matches = (self.deal, self.matches) if own else ("deal", "matches")
        heads = ["", *words.columns(deal, matches)]
        if own and self.penalty:
            heads.append(_("Avg. penalty"))
        body = []
        for name, t in rows.items():
            avg = t.average_penalty
            cells = [name, str(t.deals), str(t.deals_won)]
            if matches:
                cells += [str(t.matches), str(t.matches_won)]
            if own and self.penalty:
                cells.append("–" if avg is None else decimal(avg))
            body.append(tuple(cells))
        return self._figures(Figures(caption, tuple(heads), tuple(body)))

    def _figures(self, figures: Figures) -> Any:
        """A table: a caption, a row of column heads, then rows each headed by its first cell."""
        table = self.el("table", "stats-table")
        table.appendChild(self.el("caption", text=figures.caption))
        head = self.el("tr")
        for text in figures.columns:
            th = self.el("th", text=text)
            th.scope = "col"
            head.appendChild(th)
        table.appendChild(head)
        for row in figures.rows:
            tr = self.el("tr")
            th = self.el("th", text=row[0])
            th.scope = "row"
            tr.appendChild(th)
            for text in row[1:]:
                tr.appendChild(self.el("td", text=text))
            table.appendChild(tr)
        return table
