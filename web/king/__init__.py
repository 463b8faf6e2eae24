"""King's table: its view model, DOM, auction step, score sheet, tutorial, keys, narration and CPU thinker.

:mod:`web.king.table` is the entry point the shell opens (:mod:`web.shell.games`).
"""

GAME = "king"  #: the game's id in the registry, in URLs (``?game=king``) and in storage
