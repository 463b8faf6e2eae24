"""King's Court (issue 37; engine, its table to come): the board game also sold as Supercheckers, for two players.

An 8x8 board whose central 4x4 (c3 to f6) is the Court; 24 orange and 24 green pieces start round it. Orange, then
Green, step a piece onto the Court; then a piece steps to a neighbouring empty square, or jumps a neighbouring piece
of either colour (capturing only the other side's) as often as it can; you must keep a piece in the Court, and you
win by capturing the other side's last one there. The rules page, with every decision and its sources:
docs/kings-court-rules.md (:mod:`kings.kings_court.rulesdoc`).

The public API, for the table and anyone else:

* :mod:`~kings.kings_court.state`: :class:`~kings.kings_court.state.CourtGame`, the immutable game:
  ``CourtGame.new(rules, seed)``, ``legal_moves()``, ``play(move)``, ``explain(move)``, ``outcome``, ``acting``,
  ``observe(seat)``, ``position()``, ``fen()`` / ``CourtGame.from_fen(text)``, and the board: ``piece_at(square)``,
  ``pieces(colour)``, ``court_pieces(colour)``, ``captured(colour)``, ``captures(move)``, ``last_move``.
  Seat 0 is Orange (``ORANGE``), seat 1 Green (``GREEN``).
* :mod:`~kings.kings_court.moves`: :class:`~kings.kings_court.moves.Move`, a path of squares; ``Move.parse("c2-c3")``
  (a step), ``Move.parse("c3xc5xe5")`` (a jump path: one move); ``origin``, ``target``, ``jumped``, ``is_jump``.
* :mod:`~kings.kings_court.board`: squares 0 (a1) to 63 (h8), ``name``, ``parse_square``, ``COURT``, ``in_court``.
* :mod:`~kings.kings_court.picking`: a move by taps: ``movable(moves)`` (pieces to light), ``tap(moves, path,
  square)`` giving a :class:`~kings.kings_court.picking.Pick` (``hops`` to light next, ``play`` when the move is
  made), ``by_origin(moves)``.
* :mod:`~kings.kings_court.texts`: words: ``describe(game, move)`` for the log and screen readers, refusals
  (through ``explain``), ``game_ending(game)``.
* :mod:`~kings.kings_court.rules`: :class:`~kings.kings_court.rules.Rules` and ``PRESETS`` (``standard``,
  ``checkers``, ``any-side``); :mod:`~kings.kings_court.match`: a match swapping colours;
  :mod:`~kings.kings_court.api`: records and the registry's ``GAME``; :mod:`~kings.kings_court.players`: the CPU
  levels (``make_player("hard")``).

>>> from kings.kings_court.board import name, parse_square
>>> from kings.kings_court.moves import Move
>>> from kings.kings_court.picking import movable, tap
>>> from kings.kings_court.rules import Rules
>>> from kings.kings_court.state import CourtGame
>>> from kings.kings_court.texts import describe
>>> game = CourtGame.new(Rules(), seed=1)
>>> [str(m) for m in game.legal_moves()][:3]
['d2-d3', 'f2-f3', 'g3-f3']
>>> describe(game, Move.parse("d2-d3"))
'Orange moves d2 to d3, into the Court'
>>> game = game.play(Move.parse("d2-d3")).play(Move.parse("d7-d6"))
>>> game.explain(Move.parse("d3-d4")) is None, game.explain(Move.parse("d3-d2"))
(True, 'A move must leave you a piece in the Court.')
>>> pick = tap(game.legal_moves(), (), parse_square("d3"))
>>> [name(s) for s in pick.hops]  # not d2: the Court would be left empty
['c3', 'e3', 'd4']
>>> tap(game.legal_moves(), pick.path, parse_square("d4")).play
Move.parse('d3-d4')
"""
