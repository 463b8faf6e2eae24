"""The GitHub Pages build (scripts/build_site.py --dist) works under a sub-path: a whole deal
plays at http://127.0.0.1:PORT/some/sub/path/, nothing is asked of the server outside that
path, the manifest and icons resolve there, and the Content-Security-Policy is never violated."""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from e2e import sites

if TYPE_CHECKING:
    from conftest import KingsPage

SUB = "some/sub/path/"


@pytest.fixture
def pages_site(tmp_path: Path, base_url: str) -> Iterator[sites.Server]:
    root = tmp_path / "www"
    sites.build(root / SUB)
    server = sites.Server(root)
    yield server
    server.stop()


def test_the_built_site_plays_a_deal_under_a_sub_path(kings: KingsPage, pages_site: sites.Server) -> None:
    zips = sorted((pages_site.root / SUB / "vendor").glob("*/**/*.zip")) + [pages_site.root / SUB / "vendor/shell.zip"]
    assert {p.name for p in zips} >= {"shell.zip", "corners.zip", "klondike.zip", "python_stdlib_rest.zip"}
    for name in zips:  # as vendor.py ships them: bytecode only (and its BUILD id, its dataclass methods compiled)
        with zipfile.ZipFile(name) as zf:
            names = set(zf.namelist())
        assert names and all(n.endswith(".pyc") or n in ("BUILD", "dataclasses.marshal") for n in names), name
    page = kings.page
    page.goto(f"{pages_site.origin}/{SUB}?seed=2024&players=3&level=easy&speed=instant")
    kings.wait_human()
    assert page.evaluate("location.pathname") == "/" + SUB  # the match is saved; the query is gone
    kings.play_deal_by_hints()
    assert kings.body("state") == "deal-over"
    assert page.locator("#sheet tbody .total").count() == 3

    manifest = page.evaluate("fetch('./manifest.webmanifest').then((r) => r.json())")
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    for icon in manifest["icons"]:
        status = page.evaluate(f"fetch(new URL('{icon['src']}', document.baseURI)).then((r) => r.status)")
        assert status == 200, icon
    assert page.evaluate("window.kingsCsp") == []  # (violations would also be console errors: see kings)
    outside = [p for p in pages_site.log if not p.startswith("/" + SUB)]
    assert outside == [], outside
    assert f"/{SUB}vendor/pyodide/pyodide.asm.wasm" in pages_site.log
    fetched = {p.rsplit("/", 1)[-1] for p in pages_site.log if p.endswith(".zip")}
    # the standard library less the snapshot's modules, the shell's code and the game's: no other game's code
    assert fetched == {"python_stdlib_rest.zip", "shell.zip", "corners.zip"}
