"""The view-model parts every game's table has (pure): the message line, the banner over the table, a control
button, what a scene holds for every game (:class:`Scene`), the lines of every table's view (:class:`ViewLines`) and
the frame of a seated table's (:class:`TableFrame`, most of it filled from the scene by :func:`framed`). A game's
``viewmodels`` names its own kinds of banner; the rest of its table (hands, piles, seats, board) is its own. The
banners every match of deals shows: :func:`handoff` (pass and play) and :func:`ended` (a deal's or the match's end).

>>> Banner("deal-over", "Deal 2 is over", ("You won it.",), (("next-deal", "Next deal"),)).speech()
'Deal 2 is over You won it.'
>>> Message("Pick a card first.", "error").tone, ControlView("hint", "Hint", True).visible
('error', True)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from kings.i18n import _
from web.shell.ending import Ending
from web.shell.extras import Extras

Tone = Literal["info", "error", "success"]
#: A game's kinds of banner (``Literal["deal-over", "match-over", "handoff"]``...)
Kind = TypeVar("Kind", bound=str, covariant=True)


@dataclass(frozen=True, slots=True)
class Message:
    """A line for the message area: an engine reason (error), a hint or news (info)."""

    text: str
    tone: Tone = "info"


# no slots: a game calls its alias (``Banner = tableparts.Banner[Literal[...]]``), which sets ``__orig_class__`` on the
# new banner; a frozen class's refusal is ignored, but a slotted frozen one's raises TypeError (Python 3.11)
@dataclass(frozen=True)
class Banner(Generic[Kind]):
    """The panel over the table: between deals, at the end of a match, to hand the device over, or asking first."""

    kind: Kind
    title: str
    lines: tuple[str, ...]
    actions: tuple[tuple[str, str], ...]  #: (action, label) buttons; the first is the default
    ending: Ending | None = None  #: a deal's or the match's result, ranked (:mod:`web.shell.ending`)
    #: the end of the ending's lead (Kings Cup: the deck's last words): a small screen shows the lead's start and
    #: leaves the rest to screen readers, the ranking taking the room
    lead_more: str = ""

    def speech(self) -> str:
        """What screen readers hear once when it appears."""
        if self.ending is not None:
            return self.ending.spoken
        return " ".join((self.title, *self.lines))


@dataclass(frozen=True, slots=True)
class ControlView:
    """A button of the table's controls."""

    id: str  #: ``draw``, ``hint``, ``undo``...: the ``data-action`` attribute
    label: str
    enabled: bool
    visible: bool = True
    hint: bool = False  #: the hinted move is this button's
    pressed: bool | None = None  #: a toggle's state (``aria-pressed``), None for a plain button
    detail: str = ""  #: a second line (what Undo takes back, what Finish does)


@dataclass(frozen=True, slots=True)
class Scene:
    """Everything the table shows, as the controller holds it: what every game's scene has (the controller's
    :meth:`~web.shell.cpuloop.CpuTable.scene_frame`). A game's ``Scene`` subclasses it, names its session's and
    move's types again (``session: Session``) and adds its own (the card picked, the path so far...)."""

    session: Any
    hint: Any = None  #: the move the Hint button showed
    message: Message | None = None
    busy: bool = False  #: CPU moves are being played
    notices: tuple[str, ...] = ()
    speed: str = "normal"
    share: str | None = None  #: the address that starts this game again
    extras: Extras = field(default_factory=Extras)
    thinking: int | None = None  #: the seat whose CPU is thinking in the worker


@dataclass(frozen=True, slots=True, kw_only=True)
class ViewLines:
    """What every table's view says besides its own parts: the lines around the table, the state data tests read
    (the position, the record) and the help's extras. Keyword-only, so a game's own fields keep their order (a table
    without seats, Kings Cup's or Klondike's, builds its ``TableView`` on it)."""

    status: str
    title: str
    message: Message | None
    notices: tuple[str, ...]
    position: str
    record: str
    extras: Extras = Extras()  # noqa: RUF009  (frozen, so one shared default is safe)


@dataclass(frozen=True, slots=True, kw_only=True)
class TableFrame(ViewLines):
    """What the view of a table with seats says besides its own parts (hands, trick, board, banner): whose turn, the
    lines, the controls and log, and what the page's state data and card flights read. A game's ``TableView`` adds its
    parts; these fields are keyword-only, so the game's own keep their order."""

    state: str  #: ``ready``, ``handoff``, or a deal's or the match's end: ``<body data-state>``
    actor: str  #: ``human``, ``cpu`` or ``none``
    to_act: int | None
    viewer: int | None
    controls: tuple[ControlView, ...]
    log: tuple[str, ...]
    speed: str
    moves: int
    hint: str | None
    last_seat: int | None = None  #: the seat that made the last move (a card flies from there); None: none flies


def handoff(session: Any, cards: str = "hand") -> Banner[Literal["handoff"]] | None:
    """The banner that asks the next human to take the device before their ``cards`` show (pass and play), if one
    must: "Pass the device to Ada", "I'm Ada: show my hand". The session is a :class:`~web.shell.seating.Seated`.

    >>> from types import SimpleNamespace as NS
    >>> handoff(NS(to_act=1, needs_handoff=True, seats=(NS(name="Ann"), NS(name="Ada"))), "cards").actions
    (('handoff', "I'm Ada: show my cards"),)
    """
    seat = session.to_act
    if not session.needs_handoff or seat is None:
        return None
    who = session.seats[seat].name
    shows = {"hand": _("I'm {name}: show my hand"), "cards": _("I'm {name}: show my cards")}
    show = shows.get(cards, "I'm {name}: show my " + cards)
    return Banner("handoff", _("Pass the device to {name}").format(name=who),
                  (_("It is {name}'s turn. The other hands stay hidden until {name} is ready.").format(name=who),),
                  (("handoff", show.format(name=who)),))  # fmt: skip


def framed(scene: Scene, state: str) -> dict[str, Any]:
    """The :class:`TableFrame` fields that come straight from the scene and its session, for ``state``."""
    s = scene.session
    return {"state": state, "actor": s.actor if state == "ready" else "none", "to_act": s.to_act, "viewer": s.viewer,
            "message": scene.message, "notices": scene.notices, "speed": scene.speed, "extras": scene.extras,
            "hint": None if scene.hint is None else str(scene.hint)}  # fmt: skip


def ended(ending: Ending, next_label: str) -> Banner[Literal["deal-over", "match-over"]]:
    """The banner over a finished deal (its button ``next_label``: ``Next round``) or match (Play again, New game…),
    showing ``ending``."""
    if ending.kind == "match-over":
        actions = (("rematch", _("Play again")), ("new", _("New game…")))
        return Banner("match-over", ending.headline, (), actions, ending)
    return Banner("deal-over", ending.headline, (), (("next", next_label),), ending)
