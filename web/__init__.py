"""The browser table for Kings in the Corner.

Pure modules are tested under CPython; page code (``dom*`` modules) and the boot run in Pyodide.
Only :mod:`web.corners.dom` (and its helpers ``web.dom_*``) touch the page; :mod:`web.shell.main` boots it
inside Pyodide. The package depends on :mod:`kings`, never the reverse.
"""
