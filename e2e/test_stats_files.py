"""Statistics in Chromium: charts named by their summaries, the file exported through the browser's
download and imported through its file chooser (a bad file refused, a good one replacing), all
within the Content-Security-Policy and passing axe.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playwright.sync_api import expect

from e2e.test_access import axe, preload

if TYPE_CHECKING:
    from conftest import KingsPage


def stats_file(deals: int) -> dict[str, Any]:
    history = [{"at": 1_700_000_000 + 600 * i, "rules": "standard", "levels": ["easy"], "players": 2,
                "won": i % 3 == 0, "penalty": 0 if i % 3 == 0 else i % 7 + 1, "delta": 0} for i in range(deals)]
    total = {"deals": deals, "deals_won": sum(h["won"] for h in history)}
    return {"total": total, "by_level": {"easy": total}, "by_preset": {"standard": total}, "history": history}


def test_statistics_charts_export_and_import(kings: KingsPage, tmp_path: Path) -> None:
    page = kings.page
    preload(page, stats=json.dumps({"schema": 2, "kind": "stats", "data": stats_file(30)}))
    kings.open("?seed=3&players=2&speed=instant")
    page.get_by_role("button", name="Stats", exact=True).click()
    charts = page.locator("#stats-charts svg[role='img']")
    expect(charts).to_have_count(4)
    expect(charts.first).to_have_attribute("aria-label", "Results of your last 30 deals: 10 won (33%); "
                                                          "3 of the last 10 won.")  # fmt: skip
    assert axe(page) == []
    with page.expect_download() as download:
        page.get_by_role("button", name="Export…").click()
    path = tmp_path / "export.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text(encoding="utf-8"))
    assert exported["format"] == "kings-stats" and len(exported["games"]["corners"]["history"]) == 30
    before = page.evaluate("localStorage.getItem('kings.corners.stats')")
    files = page.locator("#stats-file")
    files.set_input_files({"name": "bad.json", "mimeType": "application/json", "buffer": b'{"format": "x"}'})
    expect(page.locator("#stats-note")).to_contain_text("Not imported: This is not a Kings statistics file")
    assert page.evaluate("localStorage.getItem('kings.corners.stats')") == before
    exported["games"]["corners"] = stats_file(12)
    files.set_input_files({"name": "good.json", "mimeType": "application/json",
                           "buffer": json.dumps(exported).encode()})  # fmt: skip
    expect(page.locator("#stats-note")).to_contain_text("Imported 12 deals")
    expect(charts.first).to_have_attribute("aria-label", "Results of your last 12 deals: 4 won (33%); "
                                                          "3 of the last 10 won.")  # fmt: skip
    stored = json.loads(page.evaluate("localStorage.getItem('kings.corners.stats')"))
    assert stored["schema"] == 2 and len(stored["data"]["history"]) == 12
    assert page.evaluate("window.kingsCsp") == []  # SVG, the data: download and the file read pass the CSP
