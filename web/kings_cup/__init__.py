"""Kings Cup's table: the card drawn large with its rule, the players and their points, the roles and house rules on
the table, the mate and house-rule choices, undo, the deck manager and its editor, keys and narration.

:mod:`web.kings_cup.table` is the entry point the shell opens (:mod:`web.shell.games`). There are no CPU players
and no hidden cards: the phone goes round the table, and the screen says whose turn it is.
"""

GAME = "kings-cup"  #: the game's id in the registry, in URLs (``?game=kings-cup``) and in storage
