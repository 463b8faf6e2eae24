"""Take-away's table (tests only): what a new game writes on the shell, and nothing more: its setup form and
settings (setup.py), session (session.py), CPU players and thinker (players.py), online adapter (online.py), scene,
view model, words and features (view.py), endings, statistics, embed events and lobby line (results.py), and its
controller (app.py). No page code: the tests drive the controller on the shell's fake page (tests/webfakes.py).
"""

GAME = "take-away"  #: the game's id in the (test-only) registries
