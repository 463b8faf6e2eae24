"""A player's name at an online table (pure): read as typed, refused with a reason in plain words, and remembered
on this device so that the next table offers it.

A name is shown to every player of the table, always as text (never as markup: :meth:`web.shell.page.PageCode.el`).
What cannot be seen or would garble the line it is shown on is dropped first: control characters, and the format
characters that reorder or hide text (a right-to-left override would turn the rest of a line round), but for the
zero-width joiner that emoji are made with.

>>> check_name("  Ann   Lee ")
('Ann Lee', None)
>>> check_name("   ")[1]
'Type your name: it is how the other players see you at the table.'
>>> check_name("<b>Bo</b>"), clean_name("Eve\\u202egnidlo\\u0007")
(('<b>Bo</b>', None), 'Evegnidlo')
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from kings.i18n import N_, _
from web.shell.seats import HUMAN, MAX_NAME, SeatConfig, default_name
from web.shell.storage import Store

#: The kind this device keeps its player's name under, in the namespace every game shares (``kings.online-name``):
#: the name is the player's, whichever game they host or join. Never backed up, like online play's other data.
KIND = "online-name"
ZWJ = "\u200d"  #: the zero-width joiner, kept: emoji such as a family are joined with it

EMPTY = N_("Type your name: it is how the other players see you at the table.")
BLANK = N_("Type a name with letters or digits: this one shows nothing.")


def clean_name(text: str) -> str:
    """``text`` with runs of spaces made one, and the characters that show nothing or garble a line dropped."""
    kept = "".join(c for c in str(text) if c == ZWJ or not unicodedata.category(c).startswith("C") or c.isspace())
    return " ".join(kept.split())


def too_long(length: int) -> str:
    text = _("A name may have at most {limit} characters: this one has {n}. Shorten it.")
    return text.format(limit=MAX_NAME, n=length)


def check_name(text: str) -> tuple[str, str | None]:
    """(the name as it will be shown, None), or ("", the reason it is refused) for a name that is empty, only
    spaces, shows nothing, or is longer than :data:`web.shell.seats.MAX_NAME` characters."""
    name = clean_name(text)
    if not name:
        return "", _(EMPTY) if not str(text).strip() else _(BLANK)
    if not any(unicodedata.category(c)[0] in "LNPS" for c in name):
        return "", _(BLANK)
    if len(name) > MAX_NAME:
        return "", too_long(len(name))
    return name, None


def saved_name(store: Store) -> str:
    """The name this device last played online with ("" if none); one that cannot be read is set aside."""
    shared = store.shared()
    data = shared.load(KIND)
    if data is None:
        return ""
    name = check_name(data.get("name", "")) if isinstance(data, dict) and isinstance(data.get("name"), str) else None
    if name is None or name[1] is not None:
        shared.reject(KIND, N_("could not be read"))
        return ""
    return name[0]


def remember_name(store: Store, name: str) -> None:
    """Keep ``name`` (already checked) for the next table, hosted or joined, in any game."""
    store.shared().save(KIND, {"name": name})


def offered_name(remembered: str, seats: Sequence[SeatConfig]) -> str:
    """The name a host's field offers: the one this device last played online under, else the New game dialog's
    name for the host's seat (the first human's), unless it is one the dialog gave by default (You, Player 1).

    >>> from web.shell.seats import make_seats
    >>> offered_name("", make_seats(["human", "easy"], ["Zoe"])), offered_name("", make_seats(["human", "easy"]))
    ('Zoe', '')
    """
    if remembered:
        return remembered
    seat = next((i for i, s in enumerate(seats) if s.is_human), None)
    if seat is None:
        return ""
    name = seats[seat].name
    defaults = {default_name(seat, HUMAN, humans) for humans in (1, 2)}
    return "" if name in defaults else check_name(name)[0]
