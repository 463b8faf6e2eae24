"""The browser side of Kings: a shell shared by every game, and one package per game.

- :mod:`web.shell`: boot, storage, settings shared by all games, statistics, dialogs, sound,
  speech and the live region, key help, the CPU worker, embed mode; the lobby is plain HTML and
  JavaScript (index.html, web/shell/shell.js) and needs no Python.
- :mod:`web.corners`: Kings in the Corner's table: view model, DOM, tutorial, keys, narration.

Pure modules are tested under CPython (and in Pyodide); page code (``dom*`` modules, a game's
``table`` entry point) gets the browser's objects injected, and only :mod:`web.shell.boot` imports
the browser itself. The package depends on :mod:`kings`, never the reverse; the shell never imports
a game, and a game never imports another game (tests/test_web_boundaries.py).
"""
