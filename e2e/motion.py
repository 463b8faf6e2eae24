"""Animations on a faster clock, for the e2e tests that play long stretches of a game without testing the
animations themselves (the fit walks, whole games, online deals): each move waits for its cards to land, and
at the page's own pace those waits were much of the suite's time.

:func:`fast_animations` sets the page's animation clock (the document timeline: CSS transitions and animations,
Web Animations) ``RATE`` times faster through the DevTools protocol (``Animation.setPlaybackRate``, what the
Animations panel of DevTools does), for this page and every page it loads from now on. Nothing of the product
changes: every animation still starts, runs and ends, and ends with its ``transitionend`` / ``animationend``;
only its length in wall time shrinks. Timers (``setTimeout``, the CPU players' pauses) keep real time.

Tests about the animations themselves (a banner that waits for the last card to land, a flight's length, the
``flying`` class) keep real time: they do not call this.
"""

from __future__ import annotations

from playwright.sync_api import CDPSession, Page

#: How many times faster animations run: a 420 ms card arrival takes ~42 ms, a few frames.
RATE = 10


def fast_animations(page: Page, rate: float = RATE) -> CDPSession:
    """Run ``page``'s animations ``rate`` times faster, now and after every navigation; the DevTools session
    that holds the setting (it lasts as long as the page)."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Animation.enable")  # enabled, the setting carries over to each new document of the page
    cdp.send("Animation.setPlaybackRate", {"playbackRate": rate})
    return cdp
