"""A list on the page kept in step with its items by key (page code, no ``js`` import): a log that gains a line
gets that line's element and nothing else.

Rebuilding a list with ``replaceChildren`` takes every element out of the page and puts new ones in: the browser
styles and lays each out again and repaints the whole list, on every move, for a log of many lines (and, under a
software rasteriser, re-rasters every tile it crosses). Here an item whose key is already shown keeps its element;
only what came and what went is touched, and an element already in its place is not moved.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from typing import Any, Generic, TypeVar

T = TypeVar("T")


def keys_of(items: Sequence[T], key: Callable[[T], Hashable]) -> list[Hashable]:
    """Each item's key, made unique by how many times it came before (two log lines may read the same)."""
    seen: dict[Hashable, int] = {}
    out: list[Hashable] = []
    for item in items:
        k = key(item)
        n = seen.get(k, 0)
        seen[k] = n + 1
        out.append((k, n))
    return out


class KeyedList(Generic[T]):
    """The children of ``box``, one element per item, built by ``build`` and kept by ``key`` (the item's repr
    unless told). ``box`` must hold nothing else."""

    def __init__(self, box: Any, build: Callable[[T], Any], key: Callable[[T], Hashable] = repr) -> None:
        self.box = box
        self._build = build
        self._key = key
        self._shown: list[Hashable] = []
        self._els: dict[Hashable, Any] = {}

    def show(self, items: Sequence[T]) -> bool:
        """``items``' elements in ``box``, in order; whether anything changed. The page's order is known from what
        was shown last (nothing else writes in ``box``), so nothing is read back from the page."""
        keys = keys_of(items, self._key)
        if keys == self._shown:
            return False
        kept = set(keys)
        for k in self._shown:
            if k not in kept:
                self._els.pop(k).remove()
        rest = [k for k in self._shown if k in kept]  #: the page's order, from the first not yet placed
        at, tail = 0, []
        for k, item in zip(keys, items, strict=True):
            if at < len(rest) and rest[at] == k:  # already in its place: left alone
                at += 1
                continue
            if k in self._els:  # shown further on: moved up
                rest.remove(k)
            else:
                self._els[k] = self._build(item)
            if at < len(rest):
                self.box.insertBefore(self._els[k], self._els[rest[at]])
            else:
                tail.append(self._els[k])
        if tail:  # what a growing log gained: one call
            self.box.append(*tail)
        self._shown = keys
        return True
