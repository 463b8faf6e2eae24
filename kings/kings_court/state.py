"""A game of King's Court as an immutable value: the house protocol's state.

Seat 0 plays Orange and moves first, seat 1 plays Green (a match swaps the seats' colours, not the game's). A state
is two bitboards and a few counters, so playing a move copies a handful of ints and the moves so far.

The game ends when a move leaves the opponent without a piece in the Court (after both opening moves; the mover
wins), when the player to move has no legal move (:class:`~kings.kings_court.rules.Blocked`), when a position
comes up for the ``rules.repetition``-th time with the same player to move, or after ``rules.quiet_moves`` moves by
each player without a capture (draws).

>>> game = CourtGame.new(Rules(), seed=1)
>>> game.acting, len(game.legal_moves()), game.court_pieces(ORANGE)
(0, 8, 0)
>>> game = game.play(Move.parse("d2-d3"))
>>> [str(m) for m in game.legal_moves()]
['d7-d6', 'f7-f6']
>>> game.explain(Move.parse("g4-f4"))
"Green's first piece enters the Court from the side opposite Orange's: d7-d6 or f7-f6."
>>> game.play(Move.parse("d7-d6")).fen()
'gogogogo/ogo1ogog/go1g2go/og4og/go4go/og1o2og/gog1gogo/ogogogog o - 2 2'
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import Enum

from kings.errors import IllegalMoveError, NotationError
from kings.i18n import _
from kings.kings_court.board import COURT, PIECES, START_GREEN, START_ORANGE, diagram
from kings.kings_court.fen import format_fen, parse_fen
from kings.kings_court.movegen import legal_paths
from kings.kings_court.moves import Move
from kings.kings_court.observation import Observation
from kings.kings_court.outcome import COLOURS, GREEN, ORANGE, End, Outcome
from kings.kings_court.rules import PRESETS, Blocked, Rules
from kings.kings_court.texts import refusal
from kings.seeding import check_seed

PLAYERS = 2
_MASK = (1 << 64) - 1
_FNV_BASIS, _FNV_PRIME = 0xCBF29CE484222325, 0x100000001B3


def position_key(orange: int, green: int, turn: int) -> int:
    """One int standing for the pieces and the player to move (what repetition compares)."""
    return orange | green << 64 | turn << 128


@dataclass(frozen=True, slots=True)
class CourtGame:
    """A game of King's Court so far."""

    rules: Rules
    seed: int | None
    orange: int  #: bitboard of the orange pieces
    green: int  #: bitboard of the green pieces
    turn: int = ORANGE  #: the colour (= seat) to move, also once the game is over
    ply: int = 0  #: moves played since the start (0: Orange's first move)
    entry: int = 0  #: square difference of Orange's first step (0 before it, or unknown)
    quiet: int = 0  #: moves in a row without a capture
    seen: tuple[int, ...] = ()  #: the position keys since the last capture, the current one last
    moves: tuple[Move, ...] = ()  #: every move since the start (or since the position it was read from)
    ended: Outcome | None = None  #: the end the last move brought (a blocked player is found when asked)
    _table: dict[Move, int] | None = field(default=None, compare=False, repr=False)

    @classmethod
    def new(cls, rules: Rules, seed: int, players: int = PLAYERS) -> CourtGame:
        """The start: every piece around the Court, Orange to move. Nothing is shuffled: the seed is kept for the
        record only, and every game starts alike."""
        rules.validate(players)
        check_seed(seed)
        return cls(rules, seed, START_ORANGE, START_GREEN, seen=(position_key(START_ORANGE, START_GREEN, ORANGE),))

    @classmethod
    def from_fen(cls, text: str, rules: Rules | None = None) -> CourtGame:
        """The position a :meth:`fen` line describes (no history: repetitions count from here)."""
        rules = (rules or Rules()).validate(PLAYERS)
        orange, green, turn, entry, quiet, ply = parse_fen(text)
        mover = (orange, green)[1 - turn]
        if ply >= 2 and not mover & COURT:
            raise NotationError(_("{colour} has just moved and has no piece in the Court: no move can leave a player "
                                  "so.").format(colour=COLOURS[1 - turn]))  # fmt: skip
        ended = Outcome(1 - turn, End.COURT) if ply >= 2 and not (orange, green)[turn] & COURT else None
        return cls(rules, None, orange, green, turn, ply, entry, quiet, (position_key(orange, green, turn),),
                   ended=ended)  # fmt: skip

    # -- the protocol's views ------------------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        if self.ended is not None:
            return self.ended
        if self._legal_table():
            return None
        winner = 1 - self.turn if self.rules.blocked is Blocked.LOSES else None
        return Outcome(winner, End.BLOCKED)

    @property
    def over(self) -> bool:
        return self.outcome is not None

    @property
    def acting(self) -> int | None:
        """The seat to move (0 Orange, 1 Green), or None once the game is over."""
        return None if self.over else self.turn

    @property
    def opening(self) -> bool:
        """True during the two opening moves (each side steps a piece onto the Court; no jumps)."""
        return self.ply < 2

    def _legal_table(self) -> dict[Move, int]:
        """Every legal move with the bitboard of what it captures (cached: states never change)."""
        if self._table is None:
            table: dict[Move, int] = {}
            if self.ended is None:
                own, opp = self.sides(self.turn)
                for path, captured in legal_paths(own, opp, self.rules, self.ply, self.entry):
                    table[Move(path)] = captured
            object.__setattr__(self, "_table", table)
            return table
        return self._table

    def legal_moves(self) -> tuple[Move, ...]:
        """Every legal move of the player to move, by origin square then path (empty once the game is over)."""
        return tuple(self._legal_table())

    def captures(self, move: Move) -> int:
        """The bitboard of the pieces a legal ``move`` captures (0 for none)."""
        return self._legal_table()[move]

    def play(self, move: Move) -> CourtGame:
        """The game after ``move``; an illegal move raises :class:`~kings.errors.IllegalMoveError` saying why."""
        reason = self.explain(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        captured = self._legal_table()[move]
        own, opp = self.sides(self.turn)
        own = own & ~(1 << move.origin) | 1 << move.target
        opp &= ~captured
        orange, green = (own, opp) if self.turn == ORANGE else (opp, own)
        turn, ply = 1 - self.turn, self.ply + 1
        key = position_key(orange, green, turn)
        seen = (key,) if captured else (*self.seen, key)
        quiet = 0 if captured else self.quiet + 1
        ended = None
        if ply >= 2 and not opp & COURT:
            ended = Outcome(self.turn, End.COURT)
        elif self.rules.repetition and seen.count(key) >= self.rules.repetition:
            ended = Outcome(None, End.REPETITION)
        elif self.rules.quiet_moves and quiet >= 2 * self.rules.quiet_moves:
            ended = Outcome(None, End.QUIET)
        entry = move.target - move.origin if self.ply == 0 else self.entry
        return replace(self, orange=orange, green=green, turn=turn, ply=ply, entry=entry, quiet=quiet, seen=seen,
                       moves=(*self.moves, move), ended=ended, _table=None)  # fmt: skip

    def explain(self, move: Move) -> str | None:
        """None if ``move`` is legal here, else the reason a player is given, in plain words."""
        if isinstance(move, Move) and not self.over and move in self._legal_table():
            return None
        return refusal(self, move)

    def observe(self, seat: int) -> Observation[CourtGame]:
        """What ``seat`` sees: everything (nothing is hidden in King's Court)."""
        if seat not in range(PLAYERS):
            raise ValueError(f"King's Court has seats 0 and 1, not {seat}")
        return Observation(seat, self)

    # -- the board -----------------------------------------------------------------------------------------------------
    def sides(self, colour: int) -> tuple[int, int]:
        """(that colour's pieces, the other colour's pieces) as bitboards."""
        return (self.orange, self.green) if colour == ORANGE else (self.green, self.orange)

    def piece_at(self, square: int) -> int | None:
        """The colour of the piece on ``square`` (ORANGE or GREEN), or None when it is empty."""
        if (self.orange >> square) & 1:
            return ORANGE
        return GREEN if (self.green >> square) & 1 else None

    def pieces(self, colour: int) -> int:
        """How many pieces of that colour are on the board."""
        return self.sides(colour)[0].bit_count()

    def court_pieces(self, colour: int) -> int:
        """How many pieces of that colour stand in the Court."""
        return (self.sides(colour)[0] & COURT).bit_count()

    def captured(self, colour: int) -> int:
        """How many pieces of that colour have been captured."""
        return PIECES - self.pieces(colour)

    @property
    def last_move(self) -> Move | None:
        return self.moves[-1] if self.moves else None

    # -- text ----------------------------------------------------------------------------------------------------------
    def fen(self) -> str:
        """The position as one line (:mod:`kings.kings_court.fen`); :meth:`from_fen` reads it back."""
        return format_fen(self.orange, self.green, self.turn, self.entry, self.quiet, self.ply)

    def position(self) -> str:
        """One line holding the whole state: the rules, the :meth:`fen`, and the positions seen since the last
        capture (their number and a digest: they decide repetitions). Equal lines, equal games to come."""
        digest = _FNV_BASIS
        for key in self.seen:  # FNV-1a over the keys' 64-bit halves: the same in CPython and Pyodide
            digest = ((digest ^ (key & _MASK)) * _FNV_PRIME) & _MASK
            digest = ((digest ^ (key >> 64)) * _FNV_PRIME) & _MASK
        return f"kings-court | rules={rules_label(self.rules)} | {self.fen()} | seen={len(self.seen)}:{digest:016x}"

    def diagram(self) -> str:
        """The board as text, rank 8 first (``o`` orange, ``g`` green)."""
        return diagram(self.orange, self.green)


def rules_label(rules: Rules) -> str:
    """The rules' id with the options that differ from it: ``standard`` or ``custom[captures=compulsory]``."""
    base = PRESETS.get(rules.id, Rules())
    changed = [f"{f.name}={_value(getattr(rules, f.name))}" for f in fields(Rules)
               if f.name not in ("id", "name") and getattr(rules, f.name) != getattr(base, f.name)]  # fmt: skip
    return rules.id + (f"[{','.join(changed)}]" if changed else "")


def _value(value: object) -> str:
    return str(value.value) if isinstance(value, Enum) else str(value)
