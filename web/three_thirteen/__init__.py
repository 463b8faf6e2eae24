"""3-13's table: its view model, DOM, hand arranged into melds, score sheet, tutorial, keys, narration and
CPU thinker.

:mod:`web.three_thirteen.table` is the entry point the shell opens (:mod:`web.shell.games`).
"""

GAME = "three-thirteen"  #: the game's id in the registry, in URLs (``?game=three-thirteen``) and in storage
