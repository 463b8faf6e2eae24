"""King's table: its view model, DOM, auction step, score sheet, tutorial, keys, narration and CPU thinker.

:mod:`web.king.spec` is the declaration the shell opens (:mod:`web.shell.games`), :mod:`web.king.dom` its page.
"""

GAME = "king"  #: the game's id in the registry, in URLs (``?game=king``) and in storage
