"""What to draw for King's Court, as plain data: a :class:`Scene` in, a
:class:`~web.kings_court.viewmodels.TableView` out (pure).

What may be picked and where it may go is the engine's: its legal moves through its picking helper
(:mod:`kings.kings_court.picking`), so the table can never offer a move the rules refuse.
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.kings_court.board import in_court, name
from kings.kings_court.moves import Move
from kings.kings_court.outcome import COLOURS, GREEN, ORANGE
from kings.kings_court.picking import Pick, movable, pick
from kings.kings_court.state import CourtGame
from web.kings_court import results, words
from web.kings_court.spec import Session
from web.kings_court.viewmodels import (
    Banner,
    ControlView,
    LastMove,
    PlayerView,
    SquareView,
    TableView,
)
from web.kings_court.words import by_colour
from web.shell import tableparts
from web.shell.ending import amount
from web.shell.person import person

_PIECES = {ORANGE: "orange", GREEN: "green"}


@dataclass(frozen=True, slots=True)
class Scene(tableparts.Scene):
    """Everything the table shows, as the controller holds it."""

    session: Session
    hint: Move | None = None
    path: tuple[int, ...] = ()  #: the squares picked so far (the piece's first)
    log: tuple[str, ...] = ()  #: the shown game's moves in words (:class:`~web.kings_court.words.Narrator`)


def can_act(scene: Scene) -> bool:
    """Whether the human to act may move now."""
    s = scene.session
    coach = scene.extras.coach
    return s.in_deal and s.actor == "human" and not scene.busy and not (coach is not None and coach.over_table)


def picked(scene: Scene) -> Pick:
    """The pick the player has made so far (nothing when they may not act)."""
    if not scene.path or not can_act(scene):
        return Pick()
    return pick(scene.session.shown.legal_moves(), scene.path)


def stop_here(p: Pick) -> bool:
    """The picked jump may end where it is or go on: tapping its last landing again (or Stop here) ends it."""
    return p.move is not None and len(p.path) > 1 and bool(p.hops)


def _path_marks(path: tuple[int, ...], kind: str) -> dict[int, list[str]]:
    """The marks of a move's (or a pick's) squares: where it starts, lands on the way and ends, and what it jumps."""
    marks: dict[int, list[str]] = {}
    if not path:
        return marks
    marks.setdefault(path[0], []).append(f"{kind}-from")
    for sq in path[1:-1]:
        marks.setdefault(sq, []).append(f"{kind}-via")
    if len(path) > 1:
        marks.setdefault(path[-1], []).append(f"{kind}-to")
    return marks


def _over(path: tuple[int, ...]) -> tuple[int, ...]:
    """The squares a picked path has jumped over so far."""
    return Move(path).jumped if len(path) > 1 else ()


def _squares(scene: Scene, p: Pick, legal: tuple[Move, ...]) -> tuple[SquareView, ...]:
    game = scene.session.shown
    marks: dict[int, list[str]] = {}

    def mark(sq: int, cls: str) -> None:
        marks.setdefault(sq, []).append(cls)

    last = game.last_move
    if last is not None:
        for sq, cls in _path_marks(last.path, "last").items():
            marks.setdefault(sq, []).extend(cls)
        for text in words.taken(game, last):
            mark(_square(text), "last-taken")
    if scene.hint is not None:
        for sq, cls in _path_marks(scene.hint.path, "hint").items():
            marks.setdefault(sq, []).extend(cls)
    for sq in movable(legal) if not p.path else ():  # once a piece is picked, only where it can go is lit
        mark(sq, "movable")
    opp = game.sides(game.turn)[1]
    for sq in p.path:
        mark(sq, "picked")
    over = _over(p.path)
    for sq in over:
        mark(sq, "over")
        if (opp >> sq) & 1:
            mark(sq, "taken")
    at = p.path[-1] if p.path else None
    for sq in p.hops:
        mark(sq, "target")
        hop = Move((at, sq)) if at is not None else None
        if hop is not None and hop.is_jump and (opp >> hop.jumped[0]) & 1 and hop.jumped[0] not in over:
            mark(sq, "capture")
    if at is not None and len(p.path) > 1:
        mark(at, "at")  # where the picked piece has got to, on its way
    if at is not None and stop_here(p):
        mark(at, "stop")
    return tuple(_square_view(game, sq, tuple(marks.get(sq, ()))) for sq in range(64))


def _square(text: str) -> int:
    return (int(text[1]) - 1) * 8 + "abcdefgh".index(text[0])


_WORDS = {"movable": "can move", "picked": "picked", "at": "the picked piece is here", "target": "move here",
          "capture": "capturing", "stop": "stop the jump here", "last-to": "last move", "last-taken": "just captured",
          "hint-from": "hint: move this", "hint-to": "hint: to here"}  # fmt: skip


def _square_view(game: CourtGame, sq: int, marks: tuple[str, ...]) -> SquareView:
    colour = game.piece_at(sq)
    piece = _PIECES[colour] if colour is not None else ""
    said = [name(sq), f"{piece} piece" if piece else "empty"]
    if in_court(sq):
        said.append("in the Court")
    said += [_WORDS[m] for m in marks if m in _WORDS]
    return SquareView(name(sq), piece, in_court(sq), marks, ", ".join(said))


def _players(scene: Scene) -> tuple[PlayerView, ...]:
    s = scene.session
    game = s.shown
    totals = s.match.totals
    out = []
    for colour in (ORANGE, GREEN):
        seat = s.seat_of(colour)
        cfg = s.seats[seat]
        took, court = game.captured(1 - colour), game.court_pieces(colour)
        to_act = s.to_act == seat
        plays = "play" if cfg.name == "You" else "plays"
        label = (f"{cfg.name}, {cfg.level_label}, {plays} {COLOURS[colour]}{', to move' if to_act else ''}: "
                 f"{court} in the centre (the Court), {amount(game.pieces(colour), 'piece')} left, captured {took}, "
                 f"{totals[seat]} points")
        out.append(PlayerView(seat, cfg.name, cfg.level_label, _PIECES[colour], to_act, game.pieces(colour), took,
                              court, str(totals[seat]), scene.thinking == seat and to_act, label, f"captured {took}",
                              f"{amount(game.pieces(colour), 'piece')} left"))  # fmt: skip
    return tuple(out)


def _last(scene: Scene) -> LastMove | None:
    game = scene.session.shown
    move = game.last_move
    if move is None:
        return None
    text = scene.log[-1] if scene.log else ""
    colour = _PIECES[1 - game.turn]
    return LastMove(tuple(name(sq) for sq in move.path), words.taken(game, move), text, colour)


def _banner(scene: Scene) -> Banner | None:
    s = scene.session
    if s.in_deal:
        return None
    ending = (results.match_ending if s.match.over else results.game_ending)(s, scene.speed)
    return tableparts.ended(ending, "Next game")


def _status(scene: Scene, state: str, act: bool, p: Pick) -> str:
    s = scene.session
    if state == "match-over":
        top = [person(s, seat) for seat in s.match.winners]
        who = "a tie" if len(top) != 1 else f"{'you' if top[0].you else top[0].name} won"
        games = len(s.match.results)
        return f"The match is over after {games} game{'' if games == 1 else 's'}: {who}."
    if state == "deal-over":
        outcome = s.shown.outcome
        winner = None if outcome is None or outcome.winner is None else by_colour(s)[outcome.winner]
        won = "a draw" if winner is None else f"{'you' if winner.you else winner.name} won"
        return f"Game {s.number + 1} is over: {won}."
    seat = s.to_act
    assert seat is not None
    who, colour, named = s.seats[seat].name, s.colour_name(seat), person(s, seat)
    if act:
        mine = f"Your move ({colour})" if named.you else f"{who} ({colour}), your move"
        if p.path:
            if stop_here(p):
                return f"{mine}: jump on to a lit square, or tap {name(p.path[-1])} again to stop there."
            return f"{mine}: tap a lit square to move the piece on {name(p.path[0])}."
        return f"{mine}: pick one of your ringed pieces."
    coach = scene.extras.coach
    if coach is not None and coach.over_table:
        # the question is put to the person at the device: a human seat to move waits on them, not on itself
        return "Waiting for your answer." if s.seats[seat].is_human else f"{who} ({colour}) waits for your answer."
    thinking = scene.thinking is not None and scene.thinking == seat
    doing = "thinking" if thinking else "playing"
    return f"You ({colour}) are {doing}…" if named.you else f"{who} ({colour}) is {doing}…"


def game_line(s: Session) -> str:
    """``Game 1 of 2 · Standard``."""
    rules = s.match.rules
    return f"Game {s.number + 1} of {rules.match_games} · {rules.name.split(' (')[0]}"


def build(scene: Scene) -> TableView:
    """Describe the whole table for ``scene``."""
    s = scene.session
    game = s.shown
    state = s.table_state()[0]  # (never "handoff": nothing is hidden)
    act = state == "ready" and can_act(scene)
    legal = game.legal_moves() if act else ()
    p = pick(legal, scene.path) if act and scene.path else Pick()
    controls = (
        ControlView("undo", "Undo", s.last_human_move() is not None and not s.online),
        ControlView("hint", "Hint", act),
        ControlView("stop", f"Stop at {name(p.path[-1])}" if stop_here(p) else "Stop here", stop_here(p),
                    visible=stop_here(p)),
    )  # fmt: skip
    turn = _PIECES[game.turn] if state == "ready" else ""
    line = game_line(s)
    return TableView(
        **tableparts.framed(scene, state), turn=turn,
        status=_status(scene, state, act, p), title=f"{line} · {COLOURS[game.turn]} to move" if turn else line,
        game_line=line, squares=_squares(scene, p, legal), players=_players(scene), last=_last(scene),
        path=tuple(name(sq) for sq in p.path),
        hint_path=tuple(name(sq) for sq in scene.hint.path) if scene.hint else (),
        controls=controls, log=scene.log, banner=_banner(scene), share=scene.share, moves=s.moves,
        position=game.position(), record=s.record_text,
    )  # fmt: skip
