"""Sounds made by the page itself with Web Audio oscillators: page code, owned by
:class:`web.corners.dom.Page`. The notes are :data:`web.shell.sound.SOUNDS`; nothing is downloaded.
"""

from __future__ import annotations

import contextlib
from typing import Any

from web.shell.sound import SOUNDS


class Sounds:
    """Plays a named sound; the AudioContext is made on first use (after a click, as browsers ask)."""

    def __init__(self, window: Any, state: Any) -> None:
        self.win = window
        self.state = state  #: ``#kings-state``: ``data-sounds`` counts sounds played (for tests)
        self.ctx: Any = None
        self.played = 0

    def play(self, name: str) -> None:
        notes = SOUNDS.get(name)
        if not notes:
            return
        self.played += 1
        self.state.setAttribute("data-sounds", f"{self.played} {name}")
        with contextlib.suppress(Exception):  # no audio device, or audio blocked: play silently
            if self.ctx is None:
                self.ctx = self.win.AudioContext.new()
            ctx = self.ctx
            if ctx.state == "suspended":
                ctx.resume()
            now = ctx.currentTime
            for n in notes:
                osc = ctx.createOscillator()
                gain = ctx.createGain()
                osc.type = n.wave
                osc.frequency.value = n.freq
                t0, t1 = now + n.start, now + n.start + n.length
                gain.gain.setValueAtTime(0.0001, t0)
                gain.gain.exponentialRampToValueAtTime(n.volume, t0 + 0.012)
                gain.gain.exponentialRampToValueAtTime(0.0001, t1)
                osc.connect(gain)
                gain.connect(ctx.destination)
                osc.start(t0)
                osc.stop(t1 + 0.02)
