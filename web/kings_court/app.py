"""King's Court's controller: one object owns the match and turns the player's intents into engine moves.

DOM handlers are one-line calls into :class:`App`: ``app.tap("c3")`` (a square tapped, or Enter on it),
``app.grab("c3")``, ``app.reach("c5")`` and ``app.release()`` (a piece dragged along its path), ``app.press("undo")``.
A move is picked one square at a time through the engine's picking helper (:mod:`kings.kings_court.picking`): the
piece, then each landing; what the rules refuse is said in the engine's words. What every game's controller does
alike is the shell's :class:`~web.shell.controller.TableApp`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from kings.errors import NotationError
from kings.i18n import N_, _, ngettext
from kings.kings_court.board import JUMPS, NEIGHBOURS, name, parse_square
from kings.kings_court.moves import Move, shape_error
from kings.kings_court.picking import Pick, landing, movable, pick
from kings.kings_court.state import CourtGame
from kings.kings_court.texts import path_refusal
from web.kings_court import view, words
from web.kings_court.results import lobby_entry
from web.kings_court.spec import TABLE, Session, Settings, Ui
from web.kings_court.words import Narrator, by_colour
from web.shell.cpuloop import CpuTable
from web.shell.features import Features
from web.shell.person import person
from web.shell.storage import Store


def read_square(text: str) -> int | None:
    """The square ``text`` names (``c3``), or None if it names none."""
    try:
        return parse_square(text)
    except NotationError:
        return None


def why_not(game: CourtGame, path: tuple[int, ...], square: int) -> str:
    """Why tapping ``square`` (with ``path`` picked) does nothing, in plain words (the engine's where it has them)."""
    if path:
        candidate = Move((*path, square))
        try:
            reason = None if shape_error(candidate.path) is not None else game.explain(candidate)
        except (IndexError, ValueError):
            reason = None
        if reason and square not in path:
            return reason
        return _("The piece on {square} can't reach {target}: it steps to a square sharing an edge with its own, or "
                 "jumps a piece there to the square beyond. The lit squares are where it can go.").format(
            square=name(path[-1]), target=name(square))
    colour = game.piece_at(square)
    if colour is None:
        return _("Pick one of your pieces first: those that can move are ringed.")
    tried = [Move((square, to)) for to in NEIGHBOURS[square]] + [Move((square, land)) for _over, land in JUMPS[square]]
    reasons = [(m, game.explain(m) or "") for m in tried]
    if colour != game.turn:
        return reasons[0][1]
    telling = [r for m, r in reasons if r and r != path_refusal(game, m)]  # (not: taken, or nothing to jump)
    if telling:
        return telling[0]
    return _("The piece on {square} can't move now: every square next to it is taken, and none can be "
             "jumped.").format(square=name(square))


class App(CpuTable[Session, Settings, Features, Ui, Move]):
    """Owns the session (match + seats), the piece picked and its path so far, the hint and the message."""

    table = TABLE
    parts = TABLE.parts(Session, view.build, lobby_entry)
    deal_name = N_("Game {n}")  #: a replay's jumps
    path: tuple[int, ...] = ()  #: the squares picked so far: the piece's, then each landing

    def __init__(self, ui: Ui, store: Store, **kwargs: Any) -> None:
        super().__init__(ui, store, **kwargs)
        self.narrator = Narrator()

    # -- the shared controller's hooks (web.shell.controller) ---------------------------------------
    def _reset(self) -> None:
        self.path, self.hint = (), None

    def unpick(self) -> None:
        self.path = ()

    def hint_words(self, s: Session, move: Move) -> str:
        return words.hint_words(s.shown, move, self.path)

    def hint_among(self, s: Session) -> list[Move] | None:
        """In the middle of a multi-jump, the moves going on from the landings made: Hint answers the jump as it
        stands, nothing undone (a reviewer's Hint took the jump back and hinted it again, round and round)."""
        if len(self.path) < 2:
            return None
        n = len(self.path)
        return [m for m in s.shown.legal_moves() if m.path[:n] == self.path] or None

    def scene(self) -> view.Scene:
        s = self.session
        assert s is not None
        return view.Scene(s, **self.scene_frame(), path=self.path, log=self.narrator.lines(s.shown, by_colour(s)))

    # -- the player's intents ----------------------------------------------------------------------
    def holding(self, s: Session) -> bool:
        return self.more.offer  # the first visit's offer sits over the board

    def wait_words(self, s: Session) -> str:
        if s.to_act is None:
            return _("Wait a moment.")
        who = person(s, s.to_act)
        if who.you:
            return _("Wait: it is your move ({colour}).").format(colour=s.colour_name(s.to_act))
        return _("Wait: it is {name}'s move ({colour}).").format(name=who.name, colour=s.colour_name(s.to_act))

    def _pick(self) -> tuple[CourtGame, tuple[Move, ...], Pick]:
        assert self.session is not None
        game = self.session.shown
        legal = game.legal_moves()
        return game, legal, pick(legal, self.path)

    def tap(self, text: str) -> None:
        """A square tapped (or Enter on it): pick the piece there, move the picked piece there, or stop a jump."""
        square = read_square(text)
        if square is None or not self.can_act():
            return
        game, legal, current = self._pick()
        if square in current.hops:
            after = pick(legal, (*current.path, square))
            if after.play is not None:
                self.play(after.play)
                return
            self.path, self.message = after.path, None
        elif current.move is not None and len(current.path) > 1 and square == current.path[-1]:
            self.play(current.move)
            return
        elif current.path[:1] == (square,) and len(current.path) == 1:
            self.path = ()  # the piece tapped again: put back
        elif square in movable(legal):
            self.path, self.message = (square,), None
        elif (end := self._landing(legal, current.path, square)) is not None:
            if isinstance(end, Move):  # the multi-jump's last landing, tapped at once (as the hint shows it)
                self.play(end)
                return
            self.path, self.message = end, None  # two ways lead there: the landings they share, then the player's
        else:
            self._say(why_not(game, current.path, square), "error")
        self.render()

    def _landing(self, legal: tuple[Move, ...], path: tuple[int, ...], square: int) -> Move | tuple[int, ...] | None:
        """What a tap on a multi-jump's last landing plays (:func:`~kings.kings_court.picking.landing`); with nothing
        picked, the hint's move when the tap is on the hint's last landing."""
        hint = self.hint
        if not path and hint is not None and hint.path[-1] == square and hint in legal:
            return hint
        return landing(legal, path, square)

    def grab(self, text: str) -> bool:
        """A drag begins on ``text``: the picked path's last landing goes on from there, else the piece there is
        picked. Whether there is a piece to drag."""
        square = read_square(text)
        if square is None or self.session is None or self.running or self.session.actor != "human" or self.more.offer:
            return False
        _game, legal, current = self._pick()
        if current.path and square == current.path[-1]:
            return True
        if square not in movable(legal):
            return False
        self.path, self.message = (square,), None
        self.render()
        return True

    def reach(self, text: str) -> bool:
        """The dragged piece reached ``text``: a landing it can make is added to the path. Whether it was."""
        square = read_square(text)
        if square is None or self.session is None or not self.path:
            return False
        current = self._pick()[2]
        if square not in current.hops:
            return False
        self.path = (*current.path, square)
        self.render()
        return True

    def release(self) -> None:
        """The dragged piece was let go: the path it made is played if it is a move; else it stays picked."""
        if self.session is None or not self.path:
            return
        current = self._pick()[2]
        if current.move is not None and len(current.path) > 1:
            self.play(current.move)
            return
        self.render()

    def stop(self) -> None:
        """End a jump that could go on where it is (Stop, or the S key)."""
        if not self.can_act():
            return
        current = self._pick()[2]
        if view.stop_here(current) and current.move is not None:
            self.play(current.move)
            return
        self.tell(_("There is no jump to stop: pick a piece and jump first."))

    def undo(self) -> None:
        """Take back the last human move of the game in progress, and the CPU's replies since."""
        s = self.session
        if s is None:
            return
        if s.online:
            self.tell(_("Moves stay in an online game: the other player has seen them."))
            return
        i = s.last_human_move()
        if i is None:
            reason = (_("The game is over: its moves stay.") if not s.in_deal else
                      _("There is no move of yours to undo."))  # fmt: skip
            self.tell(reason)
            return
        taken = s.shown.moves[i:]
        self.set_session(s.undo())
        more = len(taken) - 1
        mover = by_colour(s)[i % 2]  # the colour of the first move taken back: its player moves next
        if mover.you:
            said = (ngettext("Took back your {move} and {n} more.", "Took back your {move} and {n} more.", more)
                    if more else _("Took back your {move}."))  # fmt: skip
            again = _("Move taken back: {move}. Your move.")
        else:
            said = (ngettext("Took back {name}'s {move} and {n} more.", "Took back {name}'s {move} and {n} more.",
                             more) if more else _("Took back {name}'s {move}."))  # fmt: skip
            again = _("Move taken back: {move}. {name}'s move.")
        self._say(said.format(move=taken[0], n=more, name=mover.name))
        self.more.announce(again.format(move=taken[0], name=mover.name))
        self._save()
        self.render()
        self.schedule()

    def actions(self) -> Mapping[str, Callable[[], object]]:
        """The game's own buttons and keys: ``hint``, ``undo``, ``stop``, ``cancel``, ``next``, ..."""
        return {
            "hint": self.hints.ask, "undo": self.undo, "stop": self.stop, "cancel": self.cancel,
            "next": self.next_deal,
        }  # fmt: skip

    def cancel(self) -> None:
        """Put the picked piece back."""
        if self.path:
            self.path = ()
            self.render()

    def _deal(self, session: Session) -> None:
        self.set_session(session)  # a new game on the board: nothing picked, its own CPU players
