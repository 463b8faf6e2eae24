"""Kings in the Corner's table: its view model, DOM, tutorial, keys, narration and CPU thinker.

:mod:`web.corners.table` is the entry point the shell opens (:mod:`web.shell.games`).
"""

GAME = "corners"  #: the game's id in the registry, in URLs (``?game=corners``) and in storage
