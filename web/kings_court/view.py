"""What to draw for King's Court, as plain data: a :class:`Scene` in, a
:class:`~web.kings_court.viewmodels.TableView` out (pure).

What may be picked and where it may go is the engine's: its legal moves through its picking helper
(:mod:`kings.kings_court.picking`), so the table can never offer a move the rules refuse.
"""

from __future__ import annotations

from dataclasses import dataclass

from kings.i18n import N_, _, ngettext, pgettext
from kings.kings_court.board import in_court, name
from kings.kings_court.moves import Move
from kings.kings_court.outcome import GREEN, ORANGE, colour_name
from kings.kings_court.picking import Pick, movable, pick
from kings.kings_court.state import CourtGame
from web.kings_court import results, words
from web.kings_court.spec import FORM, Session
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
from web.shell.person import Person, person

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


# Translators: what a square's marks say to a screen reader, after its name and piece ("c3, orange piece, can move")
_WORDS = {"movable": N_("can move"), "picked": N_("picked"), "at": N_("the picked piece is here"),
          "target": N_("move here"), "capture": N_("capturing"), "stop": N_("stop the jump here"),
          "last-to": N_("last move"), "last-taken": N_("just captured"), "hint-from": N_("hint: move this"),
          "hint-to": N_("hint: to here")}  # fmt: skip


def _square_view(game: CourtGame, sq: int, marks: tuple[str, ...]) -> SquareView:
    colour = game.piece_at(sq)
    piece = _PIECES[colour] if colour is not None else ""
    # Translators: a square's accessible name is its name, then these, joined by ", "
    said = [name(sq), _("orange piece") if colour == ORANGE else _("green piece") if colour == GREEN else
            pgettext("square", "empty")]  # fmt: skip
    if in_court(sq):
        said.append(_("in the Court"))
    said += [_(_WORDS[m]) for m in marks if m in _WORDS]
    return SquareView(name(sq), piece, in_court(sq), marks, _(", ").join(said))


def _chip_label(you: bool, to_act: bool) -> str:
    """A player's chip in words, for screen readers (a sentence with its fields)."""
    if you:
        return (_("{name}, {level}, play {colour}, to move: {court} in the centre (the Court), {left}, captured "
                  "{took}, {points}") if to_act else
                _("{name}, {level}, play {colour}: {court} in the centre (the Court), {left}, captured {took}, "
                  "{points}"))  # fmt: skip
    return (_("{name}, {level}, plays {colour}, to move: {court} in the centre (the Court), {left}, captured {took}, "
              "{points}") if to_act else
            _("{name}, {level}, plays {colour}: {court} in the centre (the Court), {left}, captured {took}, "
              "{points}"))  # fmt: skip


def _players(scene: Scene) -> tuple[PlayerView, ...]:
    s = scene.session
    game = s.shown
    totals = s.match.totals
    out = []
    for colour in (ORANGE, GREEN):
        seat = s.seat_of(colour)
        cfg = s.seats[seat]
        took, court, pieces = game.captured(1 - colour), game.court_pieces(colour), game.pieces(colour)
        to_act = s.to_act == seat
        # Translators: a chip's count of pieces still on the board
        left = ngettext("{n} piece left", "{n} pieces left", pieces).format(n=pieces)
        label = _chip_label(cfg.name == "You", to_act).format(
            name=cfg.name, level=cfg.level_label, colour=colour_name(colour), court=court, left=left, took=took,
            points=ngettext("{n} point", "{n} points", totals[seat]).format(n=totals[seat]))
        out.append(PlayerView(seat, cfg.name, cfg.level_label, _PIECES[colour], to_act, pieces, took, court,
                              str(totals[seat]), scene.thinking == seat and to_act, label,
                              _("captured {n}").format(n=took), left,
                              # Translators: the widget's short chip: "18 left" (pieces), "40 pts" (points)
                              ngettext("{n} left", "{n} left", pieces).format(n=pieces),
                              _("{n} pts").format(n=totals[seat])))  # fmt: skip
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
    return tableparts.ended(ending, _("Next game"))


def _status(scene: Scene, state: str, act: bool, p: Pick) -> str:
    s = scene.session
    if state == "match-over":
        top = [person(s, seat) for seat in s.match.winners]
        n = len(s.match.results)
        if len(top) != 1:
            return ngettext("The match is over after {n} game: a tie.", "The match is over after {n} games: a tie.",
                            n).format(n=n)  # fmt: skip
        if top[0].you:
            return ngettext("The match is over after {n} game: you won.",
                            "The match is over after {n} games: you won.", n).format(n=n)  # fmt: skip
        return ngettext("The match is over after {n} game: {name} won.", "The match is over after {n} games: {name} "
                        "won.", n).format(n=n, name=top[0].name)  # fmt: skip
    if state == "deal-over":
        outcome = s.shown.outcome
        winner = None if outcome is None or outcome.winner is None else by_colour(s)[outcome.winner]
        if winner is None:
            return _("Game {n} is over: a draw.").format(n=s.number + 1)
        if winner.you:
            return _("Game {n} is over: you won.").format(n=s.number + 1)
        return _("Game {n} is over: {name} won.").format(n=s.number + 1, name=winner.name)
    seat = s.to_act
    assert seat is not None
    who = {"name": s.seats[seat].name, "colour": s.colour_name(seat)}
    you = person(s, seat).you
    if act:
        if p.path and stop_here(p):
            text = (_("Your move ({colour}): jump on to a lit square, or tap {square} again to stop there.") if you else
                    _("{name} ({colour}), your move: jump on to a lit square, or tap {square} again to stop there."))
            return text.format(square=name(p.path[-1]), **who)
        if p.path:
            text = (_("Your move ({colour}): tap a lit square to move the piece on {square}.") if you else
                    _("{name} ({colour}), your move: tap a lit square to move the piece on {square}."))  # fmt: skip
            return text.format(square=name(p.path[0]), **who)
        text = (_("Your move ({colour}): pick one of your ringed pieces.") if you else
                _("{name} ({colour}), your move: pick one of your ringed pieces."))  # fmt: skip
        return text.format(**who)
    coach = scene.extras.coach
    if coach is not None and coach.over_table:
        # the question is put to the person at the device: a human seat to move waits on them, not on itself
        if s.seats[seat].is_human:  # the offer's buttons, as it shows them: what to do, not that the game waits
            labels = dict(coach.actions)
            return _("Choose “{start}” or “{later}” to begin.").format(start=labels.get("tutorial-start", ""),
                                                                       later=labels.get("tutorial-later", ""))
        return _("{name} ({colour}) waits for your answer.").format(**who)
    if scene.thinking is not None and scene.thinking == seat:
        text = _("You ({colour}) are thinking…") if you else _("{name} ({colour}) is thinking…")
    else:
        text = _("You ({colour}) are playing…") if you else _("{name} ({colour}) is playing…")
    return text.format(**who)


def game_line(s: Session) -> str:
    """``Game 1 of 2 · Standard``."""
    rules = s.match.rules
    # Translators: {rules} is the rules' name, short ("Checkers' jumps": what comes before " (" in a preset's name)
    return _("Game {n} of {of} · {rules}").format(n=s.number + 1, of=rules.match_games,
                                                  rules=FORM.preset_name(rules.id).split(" (")[0])


def _turn_title(line: str, mover: Person) -> str:
    """The header's line on a turn, naming whose it is: ``Game 1 of 2 · Standard · Ada's move``."""
    # Translators: the header on a turn: {line} is "Game 1 of 2 · Standard"
    return (_("{line} · your move") if mover.you else _("{line} · {name}'s move")).format(line=line, name=mover.name)


def build(scene: Scene) -> TableView:
    """Describe the whole table for ``scene``."""
    s = scene.session
    game = s.shown
    state = s.table_state()[0]  # (never "handoff": nothing is hidden)
    act = state == "ready" and can_act(scene)
    legal = game.legal_moves() if act else ()
    p = pick(legal, scene.path) if act and scene.path else Pick()
    controls = (
        ControlView("undo", pgettext("button", "Undo"), s.last_human_move() is not None and not s.online),
        ControlView("hint", pgettext("button", "Hint"), act),
        ControlView("stop", _("Stop at {square}").format(square=name(p.path[-1])) if stop_here(p) else
                    _("Stop here"), stop_here(p), visible=stop_here(p)),
    )  # fmt: skip
    turn = _PIECES[game.turn] if state == "ready" else ""
    line = game_line(s)
    title = _turn_title(line, by_colour(s)[game.turn]) if turn else line
    return TableView(
        **tableparts.framed(scene, state), turn=turn,
        status=_status(scene, state, act, p), title=title,
        game_line=line, squares=_squares(scene, p, legal), players=_players(scene), last=_last(scene),
        path=tuple(name(sq) for sq in p.path),
        hint_path=tuple(name(sq) for sq in scene.hint.path) if scene.hint else (),
        controls=controls, log=scene.log, banner=_banner(scene), share=scene.share, moves=s.moves,
        position=game.position(), record=s.record_text,
    )  # fmt: skip
