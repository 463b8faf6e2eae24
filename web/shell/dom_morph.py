"""A part of the page brought in line with a freshly built copy, keeping every node that stays (page code, no
``js`` import).

A panel drawn afresh from its state on every message (web/shell/online/dom_panel.py) used to replace all its
elements each time: a button the player was pressing when a message came was taken from under the finger (the
press and the release then fell on different elements, and the browser sends no click), and the focus left a
button that a keyboard player had reached. Here the copy is built off the page and compared with what shows, node
by node in order: a node of the same kind stays and takes the copy's attributes, text and form values; only what
differs is replaced, added or removed.
"""

from __future__ import annotations

from typing import Any

TEXT = 3  #: a text node's ``nodeType``
#: properties of form controls that their attributes do not carry once the page set them
FORM_PROPERTIES = {"INPUT": ("value", "checked"), "TEXTAREA": ("value",), "OPTION": ("selected",)}


def morph(shown: Any, built: Any) -> None:
    """Make ``shown``'s children like ``built``'s (an element off the page, not to be used after): a node of the
    same kind in the same place is kept and updated, others move from ``built`` into ``shown``. A field that has
    the focus keeps what the player typed."""
    old, new = list(shown.childNodes), list(built.childNodes)
    for i, fresh in enumerate(new):
        kept = old[i] if i < len(old) else None
        if kept is None:
            shown.appendChild(fresh)
        elif not _same_kind(kept, fresh):
            shown.replaceChild(fresh, kept)
        elif kept.nodeType == TEXT:
            if kept.data != fresh.data:
                kept.data = fresh.data
        else:
            _attributes(kept, fresh)
            _properties(kept, fresh)
            morph(kept, fresh)
    for extra in old[len(new) :]:
        shown.removeChild(extra)


def _same_kind(a: Any, b: Any) -> bool:
    return bool(a.nodeType == b.nodeType and a.nodeName == b.nodeName)


def _attributes(kept: Any, fresh: Any) -> None:
    wanted = {str(name): str(fresh.getAttribute(name)) for name in fresh.getAttributeNames()}
    for name in list(kept.getAttributeNames()):
        if str(name) not in wanted:
            kept.removeAttribute(name)
    for name, value in wanted.items():
        if kept.getAttribute(name) != value:
            kept.setAttribute(name, value)


def _properties(kept: Any, fresh: Any) -> None:
    names = FORM_PROPERTIES.get(str(kept.nodeName), ())
    if not names or kept.ownerDocument.activeElement == kept:
        return  # (a field being typed in keeps its text: the player's, not the state's)
    for name in names:
        value = getattr(fresh, name)
        if getattr(kept, name) != value:
            setattr(kept, name, value)
