"""Keeping the screen awake while a game is in progress (page code): the Screen Wake Lock API
(``navigator.wakeLock``). A phone passed round a table (Kings Cup) must not go dark between cards.

A table asks for it by declaring the states it keeps the screen awake in (:attr:`web.shell.dom_page.TablePage.awake`):
the lock is asked for while the table is in one of them, on screen, and the page is visible; the
browser drops it when the page is hidden, so it is asked for again when the page shows. It is let go when the game
ends or leaves the screen. Where the API is missing or refuses, nothing happens (no message: the screen merely
sleeps as usual). ``#<prefix>state[data-wake]`` (``#kc-state``) says where it stands, for tests: ``held``,
``released``, ``refused`` or ``unsupported``.
"""

from __future__ import annotations

import contextlib
from typing import Any

from web.shell.page import nn


class WakeLock:
    """Holds the screen's wake lock while :attr:`want` is true."""

    def __init__(self, window: Any, proxy: Any, state: Any) -> None:
        self.win = window
        self.state = state
        self.want = False
        self._sentinel: Any = None
        self._asking = False
        self._got = proxy(self._on_got)
        self._refused = proxy(self._on_refused)
        self._dropped = proxy(self._on_dropped)

    def _mark(self, value: str) -> None:
        self.state.setAttribute("data-wake", value)

    def _api(self) -> Any:
        try:
            return nn(self.win.navigator.wakeLock)
        except Exception:  # a frame or a browser without it
            return None

    def set(self, want: bool) -> None:
        """Keep the screen awake (``True``) or let it sleep."""
        self.want = want
        if want:
            self._acquire()
        else:
            self._release()

    def visible(self) -> None:
        """The page shows again: the browser dropped the lock when it was hidden; ask again."""
        if self.want:
            self._acquire()

    def _acquire(self) -> None:
        if self._sentinel is not None or self._asking:
            return
        api = self._api()
        if api is None:
            self._mark("unsupported")
            return
        if str(self.win.document.visibilityState) != "visible":
            return
        self._asking = True
        try:
            api.request("screen").then(self._got, self._refused)
        except Exception:
            self._asking = False
            self._mark("refused")

    def _on_got(self, sentinel: Any) -> None:
        self._asking = False
        if not self.want:  # the game ended while the browser answered
            sentinel.release()
            return
        self._sentinel = sentinel
        sentinel.addEventListener("release", self._dropped)
        self._mark("held")

    def _on_refused(self, _error: Any = None) -> None:
        self._asking = False
        self._mark("refused")

    def _on_dropped(self, _event: Any = None) -> None:
        self._sentinel = None
        self._mark("released")

    def _release(self) -> None:
        sentinel, self._sentinel = self._sentinel, None
        if sentinel is not None:
            with contextlib.suppress(Exception):  # already released by the browser
                sentinel.release()
            self._mark("released")
