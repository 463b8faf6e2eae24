"""Kings: card games whose rules engine runs unchanged in CPython and in Pyodide.

The package imports only the standard library. Shared basics live at the top level
(:mod:`kings.cards`, :mod:`kings.seeding`, :mod:`kings.errors`), with the protocol every game
keeps (:mod:`kings.game`) and the registry of games by stable id (:mod:`kings.registry`). Each
game has its own subpackage, starting with Kings in the Corner in :mod:`kings.corners`; no game
imports another, and the shared modules import no game.
"""

__version__ = "0.1.0"
