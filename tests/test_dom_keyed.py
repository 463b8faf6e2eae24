"""web.shell.dom_keyed: a list on the page kept in step by key, on a fake element that logs what is done to it."""

from __future__ import annotations

from typing import Any

import pytest

from web.shell.dom_keyed import KeyedList, keys_of


class Node:
    def __init__(self, text: str) -> None:
        self.text = text
        self.parent: Box | None = None

    def remove(self) -> None:
        assert self.parent is not None
        self.parent.children.remove(self)
        self.parent.calls.append(("remove", self.text))
        self.parent = None


class Box:
    """An element holding ``Node`` children; every call that changes it is logged."""

    def __init__(self) -> None:
        self.children: list[Node] = []
        self.calls: list[tuple[str, ...]] = []

    def _take(self, node: Node) -> None:
        if node.parent is not None:
            node.parent.children.remove(node)
        node.parent = self

    def append(self, *nodes: Node) -> None:
        for n in nodes:
            self._take(n)
            self.children.append(n)
        self.calls.append(("append", *(n.text for n in nodes)))

    def insertBefore(self, node: Node, ref: Node) -> None:
        self._take(node)
        self.children.insert(self.children.index(ref), node)
        self.calls.append(("insertBefore", node.text, ref.text))

    def replaceChildren(self, *nodes: Node) -> None:
        for n in self.children:
            n.parent = None
        self.children = []
        self.append(*nodes)

    def texts(self) -> list[str]:
        return [n.text for n in self.children]


@pytest.fixture
def shown() -> tuple[Box, KeyedList[str], list[str]]:
    box, built = Box(), []

    def build(line: str) -> Node:
        built.append(line)
        return Node(line)

    return box, KeyedList(box, build), built


def test_a_growing_log_appends_only_its_new_lines_in_one_call(shown: Any) -> None:
    box, log, built = shown
    assert log.show(("a", "b")) and box.texts() == ["a", "b"]
    first = list(box.children)
    box.calls.clear()
    assert log.show(("a", "b", "c", "d"))
    assert box.texts() == ["a", "b", "c", "d"] and box.children[:2] == first  # the same elements, untouched
    assert box.calls == [("append", "c", "d")] and built == ["a", "b", "c", "d"]
    box.calls.clear()
    assert not log.show(("a", "b", "c", "d")) and box.calls == []  # nothing changed: nothing done


def test_newest_first_inserts_at_the_top_and_a_capped_log_drops_its_oldest(shown: Any) -> None:
    box, log, built = shown
    log.show(("b", "a"))
    box.calls.clear()
    log.show(("c", "b", "a"))
    assert box.texts() == ["c", "b", "a"] and box.calls == [("insertBefore", "c", "b")]
    box.calls.clear()
    log.show(("b", "a", "x"))  # the oldest gone from the top, a new one at the end
    assert box.texts() == ["b", "a", "x"] and box.calls == [("remove", "c"), ("append", "x")]
    assert built == ["b", "a", "c", "x"]


def test_lines_that_read_the_same_are_each_their_own_element(shown: Any) -> None:
    box, log, built = shown
    log.show(("draw", "draw"))
    log.show(("draw", "draw", "draw"))
    assert box.texts() == ["draw"] * 3 and len(set(map(id, box.children))) == 3 and built == ["draw"] * 3
    assert keys_of(("x", "y", "x"), repr) == [("'x'", 0), ("'y'", 0), ("'x'", 1)]


def test_a_reordered_or_new_list_ends_in_its_order_reusing_what_it_can(shown: Any) -> None:
    box, log, built = shown
    log.show(("a", "b", "c", "d"))
    a, b, c, d = box.children
    log.show(("d", "b", "e", "a"))
    assert box.texts() == ["d", "b", "e", "a"]
    assert box.children[0] is d and box.children[1] is b and box.children[3] is a  # moved, not rebuilt
    assert c.parent is None and built == ["a", "b", "c", "d", "e"]
    log.show(())
    assert box.children == [] and box.calls[-1] == ("remove", "a")
