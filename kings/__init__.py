"""Kings: card games whose rules engine runs unchanged in CPython and in Pyodide.

The package imports only the standard library. Shared basics live at the top level
(:mod:`kings.cards`, :mod:`kings.seeding`, :mod:`kings.errors`); each game has its own
subpackage, starting with Kings in the Corner in :mod:`kings.corners`.
"""

__version__ = "0.1.0"
