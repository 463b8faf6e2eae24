"""King, the Brazilian trick-taking game (issue 14; in progress): contracts, tricks, a hand of play.

Not yet registered as a playable game: :mod:`kings.registry` lists it as coming.
"""
