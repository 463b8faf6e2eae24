"""Animations on a faster clock, for the e2e tests that play long stretches of a game without testing the
animations themselves (the fit walks, whole games, online deals): each move waits for its cards to land, and
at the page's own pace those waits were much of the suite's time.

:func:`fast_animations` sets the page's animation clock (the document timeline: CSS transitions and animations,
Web Animations) ``RATE`` times faster through the DevTools protocol (``Animation.setPlaybackRate``, what the
Animations panel of DevTools does), for this page and every page it loads from now on. Nothing of the product
changes: every animation still starts, runs and ends, and ends with its ``transitionend`` / ``animationend``;
only its length in wall time shrinks. Timers (``setTimeout``, the CPU players' pauses) keep real time.

The setting outlasts a navigation only while the page has no other DevTools session: once a second session is
opened on it (for touch emulation, say), the next page it loads runs its animations at their own pace again
(measured: a 1 s animation took 105 ms after a navigation, 1,010 ms with a second session). So a test that needs
DevTools for anything else on such a page sends it through the session this returns (e2e/fit.py's touch emulation:
the widget walks of e2e/test_fit.py waited ~19 s for Kings Cup's cards at their own pace).

Tests about the animations themselves (a banner that waits for the last card to land, a flight's length, the
``flying`` class) keep real time: they do not call this.
"""

from __future__ import annotations

from playwright.sync_api import CDPSession, Page

#: How many times faster animations run: a 420 ms card arrival takes ~42 ms, a few frames.
RATE = 10


def fast_animations(page: Page, rate: float = RATE) -> CDPSession:
    """Run ``page``'s animations ``rate`` times faster, now and after every navigation; the DevTools session
    that holds the setting (it lasts as long as the page): open no other on the page, use this one."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Animation.enable")  # enabled, the setting carries over to each new document of the page
    cdp.send("Animation.setPlaybackRate", {"playbackRate": rate})
    return cdp
