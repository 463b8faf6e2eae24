"""What a game's controller adds around its table, shared by every game (pure): the spoken
announcements, the coach panel (tutorial steps and offers), the high-contrast theme.
:mod:`web.shell.dom_help` draws them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Coach:
    """The tutorial's panel beside the table: a step to do, or the offer to take the tutorial."""

    title: str
    text: str
    actions: tuple[tuple[str, str], ...]  #: (action, label) buttons
    primary: str = ""  #: the action drawn as the main (gold) button; "" when none is the obvious choice
    over_table: bool = False  #: a question that waits for an answer (the game is paused under it)


@dataclass(frozen=True, slots=True)
class Extras:
    """What the controller adds to the table besides the game (see :class:`web.corners.app.Features`)."""

    speech: tuple[tuple[int, str], ...] = ()  #: (serial, text) for the polite live region, oldest first
    coach: Coach | None = None
    contrast: bool = False  #: the high-contrast theme
    tutorial: bool = False  #: the tutorial's deal is on the table (nothing is saved or counted)
    drawn: tuple[str, ...] = ()  #: codes of the cards just drawn into the viewer's hand
    stripes: bool = False  #: red cards carry stripes (the colour-blind aid; always on in high contrast)
