"""A seat's chip at a card table (web/shell/dom_chips.py), drawn on a stand-in page."""

from __future__ import annotations

from types import SimpleNamespace as NS
from typing import Any, cast

from web.shell.dom_chips import seat_chip
from web.shell.page import PageCode


class Element:
    """Just enough of a DOM element: classes, attributes, children and a style."""

    def __init__(self, tag: str, cls: str = "", text: str = "") -> None:
        self.tag, self.className, self.textContent = tag, cls, text
        self.attrs: dict[str, str] = {}
        self.children: list[Element] = []
        self.style = NS(setProperty=lambda name, value: None)

    def setAttribute(self, name: str, value: str) -> None:
        self.attrs[name] = value

    def appendChild(self, kid: Element) -> None:
        self.children.append(kid)

    def append(self, *kids: Element) -> None:
        self.children.extend(kids)


class Page:
    def el(self, tag: str, cls: str = "", text: str | None = None) -> Element:
        return Element(tag, cls, text or "")

    def named(self, tag: str, cls: str, text: str) -> Element:
        return Element(tag, cls, text)

    def dealer(self, title: str = "Dealer") -> Element:
        return Element("span", "dealer", title)


def chip(**kw: Any) -> Element:
    return cast(Element, seat_chip(cast(PageCode, Page()), 2, ("kchip", "", "to-act"), "Ada", "CPU · easy", **kw))


def test_the_chip_names_the_seat_and_marks_who_acts() -> None:
    c = chip(to_act=True, thinking=False)
    assert (c.className, c.attrs) == ("kchip to-act", {"data-seat-chip": "2", "aria-current": "true"})
    head, level = c.children
    assert [k.textContent for k in head.children] == ["Ada"] and level.textContent == "CPU · easy"


def test_dealer_call_thinking_and_backs_are_drawn_when_given() -> None:
    c = chip(to_act=False, thinking=True, dealer="Dealer", call="out", cards=14, most=10,
             level_more=(Element("span", "role", "bidder"),))  # fmt: skip
    head, level, backs = c.children
    assert "aria-current" not in c.attrs and [k.className for k in head.children] == ["seat-name", "dealer", "call"]
    assert [k.className for k in level.children] == ["role", "seat-thinking"]
    assert backs.className == "backs" and len(backs.children) == 10
