"""Klondike (issue 16; engine): the classic solitaire, draw one or three, with a solver that says whether a deal
can still be won and powers the hints and the CPU player.

Not yet registered as a playable game: :mod:`kings.registry` lists it as coming until its table is built.
"""
