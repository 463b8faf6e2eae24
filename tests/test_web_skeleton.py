"""The tables King and 3-13 grow from Python when they open (web/shell/dom_markup.py): every element their page code
looks up is there, no id is used twice on the page, and opening a game again grows nothing twice."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from web.king import dom_parts as king_skeleton
from web.shell.dom_markup import node
from web.three_thirteen import dom_skeleton as tt_skeleton

ROOT = Path(__file__).resolve().parent.parent
INDEX = (ROOT / "index.html").read_text(encoding="utf-8")


class Element:
    """Just enough of a DOM element for the skeletons: attributes, children, and ``#id`` / ``.class`` lookups."""

    def __init__(self, tag: str) -> None:
        self.tag, self.className = tag, ""
        self.attrs: dict[str, str] = {}
        self.children: list[Any] = []

    def setAttribute(self, name: str, value: str) -> None:
        self.attrs[name] = value

    def append(self, *kids: Any) -> None:
        self.children.extend(kids)

    def replaceChildren(self, *kids: Any) -> None:
        self.children = list(kids)

    def walk(self) -> list[Element]:
        out = [self]
        for kid in self.children:
            if isinstance(kid, Element):
                out += kid.walk()
        return out

    def querySelector(self, selector: str) -> Element | None:
        for el in self.walk():
            if (selector.startswith("#") and el.attrs.get("id") == selector[1:]) or (
                selector.startswith(".") and selector[1:] in el.className.split()
            ):
                return el
        return None

    def text(self) -> str:
        return "".join(k if isinstance(k, str) else k.text() for k in self.children)


class Page:
    def el(self, tag: str, cls: str = "", text: str | None = None) -> Element:
        el = Element(tag)
        el.className = cls
        if text is not None:
            el.append(text)
        return el


def main_of(game: str, prefix: str) -> Element:
    """The game's ``<main>`` as index.html has it: an empty table section and side area."""
    block = re.search(rf'<main class="[^"]*" data-table="{game}".*?</main>', INDEX, re.S)
    assert block, game
    assert f'<section id="{prefix}table"' in block.group(0) and '<div class="info-area"></div>' in block.group(0)
    main, play, table, info = Element("main"), Element("div"), Element("section"), Element("div")
    play.className, info.className = "play-area", "info-area"
    table.setAttribute("id", f"{prefix}table")
    play.append(table)
    main.append(play, info)
    return main


GAMES = [("king", "king-", king_skeleton, "king"), ("three-thirteen", "tt-", tt_skeleton, "three_thirteen")]
#: what the shell's parts look up by the game's prefix (web/shell/dom_lines.py, dom_ending.py, the coach)
SHELL_IDS = ("status", "message", "hand", "log", "sheet", "banner", "banner-title", "banner-lead", "banner-body",
             "banner-lines", "banner-actions", "coach", "coach-title", "coach-text", "coach-actions")  # fmt: skip


@pytest.mark.parametrize(("game", "prefix", "skeleton", "folder"), GAMES, ids=[g[0] for g in GAMES])
def test_the_grown_table_has_what_the_page_code_looks_up(game: str, prefix: str, skeleton: Any, folder: str) -> None:
    main = main_of(game, prefix)
    skeleton.build(Page(), main)
    grown = [el.attrs["id"] for el in main.walk() if "id" in el.attrs]
    page_ids = re.findall(r'\bid="([^"]+)"', INDEX)
    assert len(set(grown)) == len(grown) and not set(grown) - {f"{prefix}table"} & set(page_ids)
    everywhere = set(grown) | set(page_ids)
    assert {prefix + name for name in SHELL_IDS} <= everywhere
    code = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "web" / folder).glob("dom*.py"))
    # ids passed to a lookup (by_id, _text, ...) and ids in selectors
    wanted = set(re.findall(rf'\(\s*"({prefix}[\w-]+)"', code)) | set(re.findall(rf'"#({prefix}[\w-]+)', code))
    assert wanted and wanted <= everywhere, wanted - everywhere
    assert main.querySelector(f"#{prefix}status").text() == "Loading the game…"


@pytest.mark.parametrize(("game", "prefix", "skeleton", "folder"), GAMES, ids=[g[0] for g in GAMES])
def test_growing_the_table_again_replaces_it(game: str, prefix: str, skeleton: Any, folder: str) -> None:
    main = main_of(game, prefix)
    skeleton.build(Page(), main)
    once = len(main.walk())
    skeleton.build(Page(), main)
    assert len(main.walk()) == once
    assert [el.className for el in main.walk()].count("me") == 1


def test_a_node_writes_attributes_as_the_dom_spells_them() -> None:
    spec = node("p", "status", "Loading", id="x", aria_live="polite", hidden=True, data_seat=False)
    assert spec.attrs == (("id", "x"), ("aria-live", "polite"), ("hidden", ""))
    assert spec.kids == ("Loading",)
