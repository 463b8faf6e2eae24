"""The statistics dialog's charts (SVG) and its export and import: page code, owned by
:class:`web.dom_page.Page`. The tables come from :mod:`web.dom_dialogs`, the chart shapes from
:mod:`web.charts` (pure), the file format from :mod:`web.statsio`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kings.corners import PRESETS
from web import charts
from web.dom_dialogs import PageCode, nn
from web.stats import Stats

if TYPE_CHECKING:
    from web.app import App

SVG = "http://www.w3.org/2000/svg"


def all_charts(stats: Stats) -> tuple[charts.Chart, ...]:
    levels = [(k.capitalize(), v) for k, v in sorted(stats.by_level.items())]
    presets = [(PRESETS[k].name if k in PRESETS else "Custom rules", v) for k, v in stats.by_preset.items()]
    return (
        charts.results_chart(stats.history),
        charts.penalty_chart(stats.history),
        charts.bars_chart("levels", "Deals won by opponent level", levels),
        charts.bars_chart("presets", "Deals won by rules", presets),
    )


class StatsPage(PageCode):
    """Charts into ``#stats-charts``; the export link and the import file input."""

    def __init__(self, document: Any, window: Any, proxy: Any) -> None:
        super().__init__(document, proxy)
        self.win = window
        self.app: App | None = None

    def bind(self, app: App) -> None:
        self.app = app
        self.listen(self.by_id("stats-file"), "change", self._on_file)

    def render(self, stats: Stats) -> None:
        figures = [self._figure(c) for c in all_charts(stats) if c.shapes]
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
        """Save ``text`` as a file (a data: link clicked; no Blob needed, no request made)."""
        link = self.el("a")
        link.href = "data:application/json;charset=utf-8," + str(self.win.encodeURIComponent(text))
        link.download = name
        link.hidden = True
        self.doc.body.appendChild(link)
        link.click()
        link.remove()

    def _on_file(self, event: Any) -> None:
        field = event.target
        files = nn(field.files)
        if files is None or files.length == 0 or self.app is None:
            return
        app = self.app
        reader = self._proxy(lambda text: app.more.import_stats(str(text)))  # statsio checks size and content
        self._listeners.append(reader)
        files.item(0).text().then(reader)
        field.value = ""
