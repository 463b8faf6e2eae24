"""A seat's chip at a card table (page code), once for every game that draws one: its classes, ``data-seat-chip``
(a card flies from there), ``aria-current`` on the seat to act, a head line with the name (whole in its title), the
dealer's mark and the seat's last call; the level line with the "thinking" mark; and an opponent's hand as a fan of
backs. The game appends its own lines after (its figures, what the seat did last). JS objects are ``Any``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from web.shell.dom_markup import backs, thinking_mark
from web.shell.page import PageCode


def seat_chip(page: PageCode, seat: int, classes: Iterable[str], name: str, level: str, *, to_act: bool,
              thinking: bool, dealer: str = "", call: str = "", cards: int = 0, most: int = 10,
              level_more: Iterable[Any] = ()) -> Any:  # fmt: skip
    """The chip of match seat ``seat``: a ``div`` of ``classes`` (the empty ones left out), its head (``name``, the
    dealer's mark titled ``dealer`` if given, ``call`` if any: ``out``, ``2 up``), its ``level`` line (``level_more``
    after the level, then the thinking mark), then ``cards`` backs (``most`` at the most; none for the viewer)."""
    chip = page.el("div", " ".join(c for c in classes if c))
    chip.setAttribute("data-seat-chip", str(seat))
    if to_act:
        chip.setAttribute("aria-current", "true")
    head = page.el("p", "kchip-head")
    head.appendChild(page.named("span", "seat-name", name))
    if dealer:
        head.appendChild(page.dealer(dealer))
    if call:
        head.appendChild(page.el("span", "call", call))
    line = page.el("p", "seat-level", level)
    for part in level_more:
        line.appendChild(part)
    if thinking:
        thinking_mark(page, line)
    chip.append(head, line)
    if cards:
        chip.appendChild(backs(page, cards, most))
    return chip
