"""web.shell.dom_morph: a part of the page brought in line with a fresh copy keeps the nodes that stay (on a fake
DOM that counts what is done to it)."""

from __future__ import annotations

from typing import Any

from web.shell.dom_morph import morph


class Doc:
    activeElement: Any = None


DOC = Doc()


class El:
    """An element (or, with ``text``, a text node) with the parts of the DOM that morph uses."""

    def __init__(self, tag: str, text: str | None = None, **attrs: str) -> None:
        self.nodeName = tag.upper()
        self.nodeType = 3 if text is not None else 1
        self.data = text
        self.attrs = dict(attrs)
        self.childNodes: list[El] = []
        self.parent: El | None = None
        self.ownerDocument = DOC
        self.value, self.checked, self.selected = "", False, False
        self.changes = 0  #: calls that changed this node or its list of children

    def add(self, *children: El) -> El:
        for c in children:
            self.appendChild(c)
        self.changes = 0
        return self

    def appendChild(self, node: El) -> None:
        if node.parent is not None:
            node.parent.childNodes.remove(node)
        node.parent = self
        self.childNodes.append(node)
        self.changes += 1

    def replaceChild(self, node: El, old: El) -> None:
        if node.parent is not None:
            node.parent.childNodes.remove(node)
        self.childNodes[self.childNodes.index(old)] = node
        node.parent, old.parent = self, None
        self.changes += 1

    def removeChild(self, node: El) -> None:
        self.childNodes.remove(node)
        node.parent = None
        self.changes += 1

    def getAttributeNames(self) -> list[str]:
        return list(self.attrs)

    def getAttribute(self, name: str) -> str | None:
        return self.attrs.get(name)

    def setAttribute(self, name: str, value: str) -> None:
        self.attrs[name] = value
        self.changes += 1

    def removeAttribute(self, name: str) -> None:
        del self.attrs[name]
        self.changes += 1


def seats(*states: str, sit: tuple[int, ...] = ()) -> El:
    """A list of seats as the online panel draws it: each a line with its state and, if free, a Sit here button."""
    ul = El("ul", **{"class": "online-seats"})
    for i, state in enumerate(states):
        li = El("li", **{"data-seat": str(i), "data-status": state})
        li.add(El("#text", state))
        if i in sit:
            li.add(El("button", **{"data-online": "sit", "data-seat": str(i)}).add(El("#text", "Sit here")))
        ul.add(li)
    return ul


def panel(*parts: El) -> El:
    return El("div").add(*parts)


def test_a_seat_taken_by_another_guest_keeps_the_button_this_guest_is_pressing() -> None:
    shown = panel(El("h2").add(El("#text", "Join")), seats("host", "open", "open", "open", sit=(1, 2, 3)))
    pressed = shown.childNodes[1].childNodes[3].childNodes[1]  # seat 3's Sit here
    morph(shown, panel(El("h2").add(El("#text", "Join")), seats("host", "guest", "open", "open", sit=(2, 3))))
    lines = shown.childNodes[1].childNodes
    assert pressed.parent is lines[3] and pressed.attrs["data-seat"] == "3"  # the same button, in its line
    assert lines[1].attrs["data-status"] == "guest" and lines[1].childNodes[0].data == "guest"
    assert len(lines[1].childNodes) == 1  # the taken seat lost its button
    assert [c.attrs["data-seat"] for c in lines[2].childNodes[1:]] == ["2"]


def test_nothing_changed_means_nothing_is_done() -> None:
    shown = panel(seats("host", "open", sit=(1,)))
    morph(shown, panel(seats("host", "open", sit=(1,))))
    nodes = [shown, *shown.childNodes]
    while nodes:
        node = nodes.pop()
        assert node.changes == 0
        nodes.extend(node.childNodes)


def test_other_kinds_are_replaced_and_the_rest_added_or_removed() -> None:
    shown = panel(El("p").add(El("#text", "a")), El("p"), El("p"))
    form = El("form")
    morph(shown, panel(El("p").add(El("#text", "b")), form))
    assert [c.nodeName for c in shown.childNodes] == ["P", "FORM"] and shown.childNodes[1] is form
    assert shown.childNodes[0].childNodes[0].data == "b"
    grown = panel(El("p"), El("p"), El("ul"))
    morph(shown, grown)
    assert [c.nodeName for c in shown.childNodes] == ["P", "P", "UL"]


def test_attributes_follow_the_copy_and_a_focused_field_keeps_what_was_typed() -> None:
    field = El("input", name="online-name", **{"aria-invalid": "true"})
    field.value = "Ad"
    shown = panel(field, El("select").add(El("option"), El("option")))
    shown.childNodes[1].childNodes[0].selected = True
    fresh_field = El("input", name="online-name")
    fresh_field.value = "Ada"
    fresh_select = El("select").add(El("option"), El("option"))
    fresh_select.childNodes[1].selected = True
    DOC.activeElement = field
    try:
        morph(shown, panel(fresh_field, fresh_select))
        assert field.attrs == {"name": "online-name"} and field.value == "Ad"  # being typed in: the player's
        assert [o.selected for o in shown.childNodes[1].childNodes] == [False, True]
        DOC.activeElement = None
        again = El("input", name="online-name")
        again.value = "Ada"
        morph(shown, panel(again, El("select").add(El("option"), El("option"))))
        assert shown.childNodes[0] is field and field.value == "Ada"
    finally:
        DOC.activeElement = None
