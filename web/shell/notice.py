"""A notice for the player that offers what to do about it (pure): "Download the unreadable data", "Reload".

A :class:`Notice` is the notice's text (a ``str``, so every game's view model and test treats it as one) with the
actions its buttons run: ``(action, label)`` pairs, each a ``data-action`` the game's ``press`` passes on to the
shared features (:meth:`web.shell.features.Features.shared`). The page draws them before the notice's OK
(:meth:`web.shell.dom_lines.TableLines.render_notices`).

>>> n = Notice("Your saved statistics could not be read.", (("download-unreadable", "Download the unreadable data"),))
>>> n == "Your saved statistics could not be read.", actions(n), actions("plain text")
(True, (('download-unreadable', 'Download the unreadable data'),), ())
"""

from __future__ import annotations

from kings.i18n import N_

Action = tuple[str, str]  #: (``data-action``, the button's label)

#: What a notice about data set aside offers (:mod:`web.shell.quarantine`).
DOWNLOAD: Action = ("download-unreadable", N_("Download the unreadable data"))
#: What a notice about a game changed in another tab offers (:mod:`web.shell.controller`).
RELOAD: Action = ("reload-saved", N_("Reload"))


class Notice(str):
    """A notice's text, with the actions its buttons offer."""

    actions: tuple[Action, ...]

    def __new__(cls, text: str, actions: tuple[Action, ...] = ()) -> Notice:
        notice = super().__new__(cls, text)
        notice.actions = actions
        return notice


def actions(notice: str) -> tuple[Action, ...]:
    """The actions a notice offers (none for plain text)."""
    return getattr(notice, "actions", ())
