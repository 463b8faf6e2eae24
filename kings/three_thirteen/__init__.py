"""3-13 rummy (issue 15; engine only, in progress): eleven rounds of 3 to 13 cards, a new wild rank each round.

Not yet registered as a playable game: :mod:`kings.registry` lists it as coming until its table is built.
"""
