"""The cue that a game's side lies under its table, and the way there (page code; issue 46).

On a phone, a tablet or a phone on its side the table fills the screen and the side (the moves, the score sheet, the
players) lies under it: a new player had no sign that anything was there. A game declares its cue on its page class,
in words that say what is there, and :func:`web.shell.dom_tables.open_table` makes it for every game the same way::

    class Page(TablePage, Dom):
        to_side = ToSide("Scores and moves", to="#tt-sheet-title", focus="#tt-sheet-title")

The cue is a button at the end of the player's row of buttons, ``Scores and moves ↓``; web/shell/layout.css shows it
only where the side lies under the table (one column; not in the widget, which has no side, unless the game says its
side stays there). A tap scrolls the side's first heading to the top of the screen (at once where motion is reduced)
and moves the focus there too, without a second scroll, so the keyboard and screen readers land where the eyes do.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from kings.i18n import _
from web.shell.page import PageCode, nn


class ToSide(NamedTuple):
    """A game's cue to its side: what it says, where it leads, where it sits."""

    words: str  #: what lies there, plainly ("Scores and moves"); the shell adds the arrow
    to: str  #: the element brought to the top of the screen (a selector inside the game's ``<main>``)
    focus: str = ""  #: the element focused then (a selector; "" leaves the focus where it is)
    #: the row of buttons the cue ends; ".me", the player's part itself: beside the turn's line (a full row)
    row: str = ".me > .controls"
    widget: bool = False  #: whether the side still lies under the table in the widget (else the cue is not there)


def make(page: PageCode, main: Any, cue: ToSide) -> Any:
    """The cue ``cue`` declares, at the end of its row in ``main``, with its tap bound; the button."""
    button = page.el("button", "to-side")
    button.type = "button"
    button.setAttribute("data-to-side", "")
    if cue.widget:
        button.setAttribute("data-widget", "")
    arrow = page.el("span", "", "\u00a0↓")  # (a space that never breaks: the arrow never on a line of its own)
    arrow.setAttribute("aria-hidden", "true")
    # (the games mark their words with N_); the short ones, if the game says any (:func:`say`), shown in the widget
    button.append(page.el("span", "to-side-words", _(cue.words)), page.el("span", "to-side-short"), arrow)
    main.querySelector(cue.row).appendChild(button)
    page.listen(button, "click", lambda _e: go(page, main, cue))
    return button


def say(main: Any, words: str, shown: bool = True, short: str = "") -> None:
    """The cue's words now (Kings Cup's "Players and points" once it keeps score); ``shown`` False hides it where
    nothing below is worth the way there (the end of a game, whose ranking fills the table). ``short``: the words
    the widget shows, on one line beside the buttons ("Points"; the whole "Players and points ↓" took three lines
    beside Undo there, review 106), or "" for ``words`` there too; a screen reader hears ``words`` everywhere."""
    button = nn(main.querySelector("[data-to-side]"))
    if button is None:
        return
    for cls, text in (("to-side-words", words), ("to-side-short", short)):
        label = button.querySelector("." + cls)
        if str(label.textContent) != text:
            label.textContent = text
    if short:  # (its name holds the short words a speech user says: WCAG 2.5.3)
        button.setAttribute("aria-label", words)
    else:
        button.removeAttribute("aria-label")
    button.hidden = not shown


def go(page: PageCode, main: Any, cue: ToSide) -> None:
    """The side brought into sight (smoothly unless motion is reduced), then the focus moved there, not scrolling."""
    win = page.doc.defaultView
    still = bool(win.matchMedia("(prefers-reduced-motion: reduce)").matches)
    # options as real JS objects: a Python dict would reach the browser as a proxy
    how = win.JSON.parse(json.dumps({"behavior": "auto" if still else "smooth", "block": "start"}))
    target = nn(main.querySelector(cue.to))
    if target is not None:
        target.scrollIntoView(how)
    focus = nn(main.querySelector(cue.focus)) if cue.focus else None
    if focus is not None:
        if not focus.hasAttribute("tabindex"):
            focus.setAttribute("tabindex", "-1")  # a heading: focused from here, not a Tab stop
        page.focus(focus)
