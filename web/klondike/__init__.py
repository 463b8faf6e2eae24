"""Klondike's table: the stock and the waste, four foundations, seven columns; tap, drag or keys to move, double-tap
to send a card home, hints, undo, auto-complete, the timer and the score, daily and winnable deals, and the solver's
verdict on the deal in play.

:mod:`web.klondike.table` is the entry point the shell opens (:mod:`web.shell.games`). The player plays alone; the
CPU worker (:mod:`web.klondike.thinker`) thinks of hints, finds winnable deals and asks the solver whether the deal
can still be won, so the page never stops answering taps.
"""

GAME = "klondike"  #: the game's id in the registry, in URLs (``?game=klondike``) and in storage
