"""The browser table for Kings in the Corner.

Pure modules (tested under CPython): :mod:`web.setup`, :mod:`web.urlparams`, :mod:`web.narrate`,
:mod:`web.view`, :mod:`web.session`, :mod:`web.storage`, :mod:`web.stats`, :mod:`web.app`.
Only :mod:`web.dom` (and its helpers ``web.dom_*``) touch the page; :mod:`web.main` boots it
inside Pyodide. The package depends on :mod:`kings`, never the reverse.
"""
