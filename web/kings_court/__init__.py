"""King's Court's table: the board turned 45 degrees with its Court, pieces picked and moved by taps, drags or
keys, the CPU thinking in the shell's worker, hints, undo, the tutorial, narration and statistics.

:mod:`web.kings_court.table` is the entry point the shell opens (:mod:`web.shell.games`).
"""

GAME = "kings-court"  #: the game's id in the registry, in URLs (``?game=kings-court``) and in storage
