"""What to draw for Klondike, as plain data: a :class:`Scene` in, a :class:`~web.klondike.viewmodels.TableView` out
(pure).

The table holds no rules of its own: a card is movable when the engine can locate it, a pile is a target when the
engine's legal moves put the selection there, and every text is the engine's or :mod:`web.klondike.words`'. The
lobby's tile for a deal is here too (:func:`lobby_entry`).
"""

from __future__ import annotations

import datetime
from dataclasses import dataclass, field
from typing import Any

from kings.cards import CARDS, SUIT_OF, Card
from kings.i18n import _, long_date, ngettext, pgettext
from kings.klondike.api import DealRecord
from kings.klondike.assist import can_auto_complete
from kings.klondike.deal import Deal
from kings.klondike.moves import DRAW, FOUNDATION, RECYCLE, Move, Put
from kings.klondike.rules import Scoring
from kings.klondike.scoring import time_bonus, timed
from web.klondike import words
from web.klondike.session import Session
from web.klondike.spec import title
from web.klondike.viewmodels import (
    Banner,
    CardView,
    ControlView,
    Message,
    Meter,
    PileView,
    RecordLine,
    TableView,
)
from web.shell.extras import Extras

SUIT_MARKS = ("♣", "♦", "♥", "♠")
STOCK_BACKS = 3  #: backs drawn on the stock (its count says the rest)


@dataclass(frozen=True, slots=True)
class Leaving:
    """A new deal asked for while this one is in play: the question "Give up this deal?" is on the table."""

    go: str  #: the button that gives up and goes ahead (``Give up and deal again``)
    streak: int  #: the player's current streak of won deals (giving up ends it)


@dataclass(frozen=True, slots=True)
class Scene:
    """Everything the table shows, as the controller holds it."""

    session: Session
    message: Message | None = None
    notices: tuple[str, ...] = ()
    selected: Card | None = None  #: the card picked up (with the cards on it)
    hint: Move | None = None
    clock: float = 0.0  #: seconds played so far
    running: bool = False
    records: tuple[RecordLine, ...] = ()
    records_title: str = ""
    busy: str = ""  #: what the worker is doing for the player (``Checking the deal…``)
    finishing: bool = False  #: auto-complete is playing its moves
    log: tuple[str, ...] = ()
    extras: Extras = field(default_factory=Extras)
    leaving: Leaving | None = None


def face(card: Card, **flags: bool) -> CardView:
    return CardView(card.code, card.label, card.is_red, **flags)


def source_pile(deal: Deal, card: Card) -> str:
    """The pile ``card`` would be picked up from (``waste``, ``F<n>``, ``C<n>``), or "" if it cannot be."""
    where = deal.locate(card)
    if where is None:
        return ""
    kind, index, _start = where
    return {"waste": words.WASTE, "home": f"F{index + 1}"}.get(kind, f"C{index + 1}")


def targets(deal: Deal, card: Card | None) -> set[str]:
    """The piles the engine lets ``card`` (with the cards on it) go to now."""
    if card is None or deal.over:
        return set()
    return {words.pile_of_move(m) for m in deal.card_moves() if m.card == card}


def pickable(deal: Deal, pile: str) -> Card | None:
    """The card the keyboard picks up from ``pile``: the waste's or a foundation's top card, or in a column the
    deepest face-up card that has somewhere to go (else its top card); None when there is none."""
    if pile == words.WASTE and deal.waste:
        return deal.waste[-1]
    if pile in words.FOUNDATIONS and deal.foundations[int(pile[1:]) - 1]:
        suit = int(pile[1:]) - 1
        return CARDS[suit * 13 + deal.foundations[suit] - 1]
    if pile in words.COLUMNS:
        up = deal.columns[int(pile[1:]) - 1].up
        movable = {m.card for m in deal.card_moves()}
        return next((c for c in up if c in movable), up[-1] if up else None)
    return None


def picked_words(deal: Deal, card: Card) -> str:
    """``Picked up the 6♣. It can go to: Column 2.``"""
    to = sorted(targets(deal, card))
    if not to:
        return _("Picked up the {card}. It can go nowhere now.").format(card=card.label)
    where = _(", ").join(words.pile_name(p) for p in to)
    # Translators: {piles} is a list of piles' names ("Column 2, Hearts foundation")
    return _("Picked up the {card}. It can go to: {piles}.").format(card=card.label, piles=where)


def nowhere_words(deal: Deal, card: Card) -> str:
    """Why a tapped card did not move: the engine's reason, or that it has nowhere to go."""
    if deal.locate(card) is not None:
        return _("The {card} has nowhere to go now.").format(card=card.label)
    return deal.explain(Put(card, FOUNDATION)) or _("The {card} cannot move now.").format(card=card.label)


def move_to(card: Card, pile: str) -> Put | None:
    """The move putting ``card`` on ``pile`` (a foundation, ``home``, or a column); None for another pile."""
    if pile in words.FOUNDATIONS or pile == "home":
        return Put(card, FOUNDATION)
    if pile in words.COLUMNS:
        return Put(card, int(pile[1:]))
    return None


def _hint_piles(deal: Deal, hint: Move | None) -> tuple[str, str, Card | None]:
    if hint is None:
        return "", "", None
    if hint in (DRAW, RECYCLE):
        return words.STOCK, "", None
    if isinstance(hint, Put):
        return source_pile(deal, hint.card), words.pile_of_move(hint), hint.card
    return "", "", None


def _piles(scene: Scene) -> tuple[PileView, ...]:
    deal = scene.session.deal
    sel = scene.selected if scene.selected is not None and deal.locate(scene.selected) is not None else None
    sel_pile = source_pile(deal, sel) if sel is not None else ""
    to = targets(deal, sel)
    hint_from, hint_to, hint_card = _hint_piles(deal, scene.hint)
    live = not deal.over and not scene.session.checking

    def pile(pid: str, kind: str, cards: tuple[CardView, ...], count: int, down: int = 0, mark: str = "",
             key: str = "") -> PileView:  # fmt: skip
        label = words.pile_words(deal, pid)
        if pid == sel_pile:
            # Translators: {pile} is a pile's accessible name ("Column 3: 2 face down, then 7 of clubs")
            label = _("{pile}. Picked up").format(pile=label)
        elif pid in to:
            label = _("{pile}. Can take the card picked up").format(pile=label)
        hint = "from" if pid == hint_from else "to" if pid == hint_to else ""
        if hint:
            label = _("{pile}. Hinted").format(pile=label)
        return PileView(pid, kind, label, cards, count, down, mark, pid in to, pid == sel_pile, hint, key)  # type: ignore[arg-type]

    def up(card: Card, picked: bool) -> CardView:
        return face(card, movable=live and deal.locate(card) is not None, selected=picked,
                    hint=card == hint_card)  # fmt: skip

    backs = tuple(CardView("", "", False) for _back in range(min(STOCK_BACKS, len(deal.stock))))
    mark = "↻" if deal.can_recycle else "" if deal.stock else "✕"
    out = [pile(words.STOCK, "stock", backs, len(deal.stock), mark=mark, key="D")]
    shown = deal.waste[-deal.rules.draw :] if deal.rules.draw > 1 else deal.waste[-1:]
    out.append(pile(words.WASTE, "waste", tuple(up(c, c == sel) if c == deal.waste[-1] else face(c) for c in shown),
                    len(deal.waste), key="W"))  # fmt: skip
    for suit in range(4):
        rank = deal.foundations[suit]
        cards: tuple[CardView, ...] = ()
        if rank:
            top = CARDS[suit * 13 + rank - 1]
            cards = (up(top, top == sel),)
        out.append(pile(f"F{suit + 1}", "foundation", cards, rank, mark=SUIT_MARKS[suit]))
    for i, col in enumerate(deal.columns):
        picked = False
        downs = tuple(CardView("", "", False) for _down in col.down)
        run = []
        for c in col.up:
            picked = picked or c == sel
            run.append(up(c, picked))
        out.append(pile(f"C{i + 1}", "column", downs + tuple(run), len(col), len(col.down), "K", str(i + 1)))
    return tuple(out)


def final_score(session: Session, seconds: float) -> int:
    """The score after ``seconds`` of play: the engine's; under the standard scoring (Windows's, timed), less 2
    points every 10 seconds (never below 0), and once won plus the time bonus."""
    deal = session.deal
    if deal.rules.scoring is not Scoring.STANDARD:
        return deal.score
    return timed(deal.score, seconds) + (time_bonus(seconds) if deal.won else 0)


def _time_lines(session: Session, seconds: float) -> tuple[str, ...]:
    """What the clock did to the standard score, for the banner at a deal's end."""
    deal = session.deal
    if deal.rules.scoring is not Scoring.STANDARD:
        return ()
    taken, bonus = deal.score - timed(deal.score, seconds), time_bonus(seconds) if deal.won else 0
    lines = []
    if bonus:
        lines.append(ngettext("Time bonus: {n} point.", "Time bonus: {n} points.", bonus).format(n=bonus))
    if taken:
        lines.append(ngettext("Time taken: -{n} point (2 every 10 seconds).",
                              "Time taken: -{n} points (2 every 10 seconds).", taken).format(n=taken))
    return tuple(lines)


def _meters(scene: Scene) -> tuple[Meter, ...]:
    s = scene.session
    deal = s.deal
    rules = deal.rules
    out = [Meter("time", pgettext("meter", "Time"), words.clock(scene.clock), words.duration(scene.clock)),
           Meter("moves", pgettext("meter", "Moves"), str(len(deal.moves)))]  # fmt: skip
    if rules.scoring is not Scoring.NONE:
        score = final_score(s, scene.clock)
        out.append(Meter("score", pgettext("meter", "Score"), money(score) if s.vegas else str(score)))
    if s.vegas:
        out.append(Meter("total", pgettext("meter", "Vegas total"), money(s.total)))
    if rules.passes:
        # Translators: the pass through the stock, in the bar over the table: "Pass 2 of 3"
        out.append(Meter("passes", pgettext("meter", "Pass"), _("{n} of {limit}").format(
            n=min(deal.recycles + 1, rules.passes), limit=rules.passes)))
    return tuple(out)


def money(n: int) -> str:
    """Dollars of the Vegas scoring: ``$25``, ``-$47``."""
    # Translators: Vegas dollars: {n} is a whole number ("$25", "-$47")
    return _("-${n}").format(n=-n) if n < 0 else _("${n}").format(n=n)


def _controls(scene: Scene) -> tuple[ControlView, ...]:
    s = scene.session
    deal = s.deal
    live = not deal.over and not s.checking and not scene.finishing
    auto = live and can_auto_complete(deal)
    undo_ok = bool(deal.moves) and not deal.won and not s.checking and not scene.finishing
    return (
        ControlView("undo", pgettext("button", "Undo"), undo_ok),
        ControlView("hint", pgettext("button", "Hint"), live),
        ControlView("auto", pgettext("button", "Finish"), auto, visible=auto, detail=_("Send every card home")),
        ControlView("verdict", pgettext("button", "Can it be won?"), live and not scene.busy),
        ControlView("new-deal", pgettext("button", "New deal"), not s.checking),
    )  # fmt: skip


def _leaving(scene: Scene, leaving: Leaving) -> Banner:
    """ "Give up this deal?": what giving up costs (the streak, the Vegas score), and the two answers."""
    s = scene.session
    if leaving.streak:
        lines = [ngettext("It counts as a lost deal in your statistics, and your streak of {n} won deal ends.",
                          "It counts as a lost deal in your statistics, and your streak of {n} won deals ends.",
                          leaving.streak).format(n=leaving.streak)]
    else:
        lines = [_("It counts as a lost deal in your statistics.")]
    if s.vegas:
        # Translators: {score} and {total} are Vegas dollars ("-$47")
        lines.append(_("Vegas: this deal's {score} stays in your running total, {total}.").format(
            score=money(s.deal.score), total=money(s.total)))
    return Banner("leave", _("Give up this deal?"), tuple(lines), (("give-up", leaving.go), ("keep-playing",
                                                                                             _("Keep playing"))))


def _banner(scene: Scene) -> Banner | None:
    s = scene.session
    deal = s.deal
    if scene.leaving is not None and not deal.over:
        return _leaving(scene, scene.leaving)
    if not deal.over:
        return None
    moves = len(deal.moves)
    figures = [_("Time {clock}").format(clock=words.clock(scene.clock)),
               ngettext("{n} move", "{n} moves", moves).format(n=moves)]
    if deal.rules.scoring is not Scoring.NONE:
        score = final_score(s, scene.clock)
        figures.append(_("Score {score}").format(score=money(score) if s.vegas else score))
    if s.vegas:
        figures.append(_("Vegas total {total}").format(total=money(s.total)))
    line = " · ".join(figures)
    extra = _time_lines(s, scene.clock)
    new, replay, undo = ("new-deal", pgettext("button", "New deal")), ("replay", _("Replay this deal")), (
        "undo", pgettext("button", "Undo"))  # fmt: skip
    if deal.won:
        return Banner("won", _("You won!"), (line, *extra), (new, replay))
    if deal.ended == "stuck":
        return Banner("stuck", _("No moves left"), (_("No card can move and the stock has nothing new to show."), line,
                                                    *extra), (undo, new, replay))  # fmt: skip
    return Banner("gave-up", _("You gave up this deal"), (line, *extra), (new, replay, undo))


def daily_date(s: Session) -> str:
    """The day of the daily deal ``s`` is, in the page's words (``25 November 2026``)."""
    try:
        return long_date(datetime.date.fromisoformat(s.daily))
    except ValueError:  # (a saved date read back as text of at most ten characters, not a date)
        return s.daily


def deal_line(s: Session) -> str:
    """``Daily deal 25 November 2026 · draw one`` or ``Deal 1234 · draw three (winnable)``."""
    name = title(s.deal.rules)
    if s.daily:
        # Translators: {date} is the daily deal's date (25 November 2026), {rules} the rules' name ("Draw three")
        head = _("Daily deal {date} · {rules}").format(date=daily_date(s), rules=name)
    else:
        head = _("Deal {seed} · {rules}").format(seed=s.seed, rules=name)
    return _("{deal} · winnable").format(deal=head) if s.winnable else head


def status(scene: Scene) -> str:
    s = scene.session
    deal = s.deal
    if s.checking:
        return scene.busy or _("Checking the deal…")
    if deal.won:
        return _("You won the deal.")
    if deal.ended == "stuck":
        return _("No moves left.")
    if deal.ended:
        return _("You gave up this deal.")
    home = deal.home_count
    # Translators: {down} is "1 face down" or "5 face down", apart: a card home and a card face down each agree with
    # their own number ("1 virada para baixo")
    return ngettext("{n} card home, {down}, {stock} in the stock.",
                    "{n} cards home, {down}, {stock} in the stock.", home).format(
        n=home, down=_face_down(deal.hidden_count), stock=len(deal.stock))


def _face_down(n: int) -> str:
    """``3 face down``: how many cards still lie face down, in words agreeing with the number."""
    return ngettext("{n} face down", "{n} face down", n).format(n=n)


def state_of(s: Session) -> str:
    if s.checking:
        return "checking"
    return s.deal.ended or "ready"


def build(scene: Scene) -> TableView:
    """Describe the whole table for ``scene``."""
    s = scene.session
    deal = s.deal
    sel = scene.selected
    return TableView(
        state=state_of(s), actor="human" if s.to_act is not None else "none", moves=len(deal.moves),
        draw=deal.rules.draw, piles=_piles(scene), meters=_meters(scene), clock=scene.clock,
        running=scene.running, controls=_controls(scene), records=scene.records,
        records_title=scene.records_title, deal_line=deal_line(s), status=status(scene),
        title=title(deal.rules), message=scene.message, banner=_banner(scene), notices=scene.notices,
        position=deal.position(), record=DealRecord.of(deal).to_json(),
        hint="" if scene.hint is None else str(scene.hint),
        selected=source_pile(deal, sel) if sel is not None else "", checking=scene.busy, log=scene.log,
        extras=scene.extras, timed_score=deal.score if deal.rules.scoring is Scoring.STANDARD and scene.running
        and not deal.over else None,
    )  # fmt: skip


__all__ = ["SUIT_OF", "Scene", "build", "face", "final_score", "source_pile", "targets"]


# -- the lobby's tile ------------------------------------------------------------------------------------
def lobby_entry(session: Session) -> dict[str, Any]:
    """The lobby tile's entry for ``session`` (:mod:`web.shell.lobbyline`).

    >>> from web.klondike.spec import Setup
    >>> lobby_entry(Session.new(Setup(), 5))
    {'resume': True, 'last': 'Draw one: 0 of 52 cards home, 21 face down.'}
    """
    deal = session.deal
    name = title(deal.rules)
    if deal.won:
        return {"resume": False, "last": ngettext("Last deal: won in {n} move ({rules}).",
                                                  "Last deal: won in {n} moves ({rules}).",
                                                  len(deal.moves)).format(n=len(deal.moves), rules=name)}
    if deal.over:
        return {"resume": False, "last": _("Last deal: {n} of 52 cards home ({rules}).").format(n=deal.home_count,
                                                                                                  rules=name)}
    return {"resume": True, "last": _("{rules}: {n} of 52 cards home, {down}.").format(
        rules=name, n=deal.home_count, down=_face_down(deal.hidden_count))}
