"""What to draw, as plain data: a :class:`Scene` in, a :class:`TableView` out (pure).

The board holds no rules: which piles light up when a card or pile is picked up is computed
here from the engine's legal moves, the single source of truth. :mod:`web.corners.dom` draws a
TableView and knows nothing of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kings.cards import JOKER, RANK_OF, SUIT_OF, SUITS, Card
from kings.corners import DRAW, END_TURN, PLACES, Deal, MatchRecord, Move, Place, Play, Shift
from kings.corners.movegen import Piles
from kings.corners.rules import DrawTiming, Method, Rules
from kings.i18n import N_, _, ngettext, pgettext
from web.corners import results, words
from web.corners.session import Session
from web.corners.viewmodels import (
    Banner,
    CardView,
    Choice,
    ControlView,
    PileView,
    ScoreRow,
    ScoreSheet,
    SeatView,
    Selection,
    TableView,
)
from web.shell import tableparts

__all__ = ["Scene", "build", "card_view", "display_order", "end_label", "targets"]

#: Hands are shown grouped by suit in alternating colours (♣ ♦ ♠ ♥), high cards first.
_SUIT_RANK = {0: 0, 1: 1, 3: 2, 2: 3, -1: 4}
_SUIT_NAMES = tuple(s.name.lower() for s in SUITS)


@dataclass(frozen=True, slots=True)
class Scene(tableparts.Scene):
    """Everything the table shows, as the controller holds it."""

    session: Session
    hint: Move | None = None
    selection: Selection | None = None
    choices: tuple[Move, ...] = ()  #: the moves offered for the picked card (a joker's), when more than one fits


def display_order(cards: Sequence[Card]) -> list[Card]:
    """A hand as shown: by suit, alternating colours, kings first; jokers last."""
    return sorted(cards, key=lambda c: (_SUIT_RANK[SUIT_OF[c]], -RANK_OF[c], int(c)))


def card_view(card: Card, key: str | None = None, *, selected: bool = False, hint: bool = False,
              selectable: bool = False, drawn: bool = False) -> CardView:  # fmt: skip
    """How one card is drawn: rank and suit text, colour and suit class, words for screen readers."""
    if card == JOKER:
        # Translators: a joker's name for screen readers.
        return CardView(key or card.code, card.code, "★", "🃏", "joker", False, _("joker"), True, selectable,
                        selected, hint, drawn)  # fmt: skip
    base = card.stands_for
    rank = base.rank.code
    suit = SUIT_OF[base]
    return CardView(key or card.code, card.code, rank, base.suit.symbol, _SUIT_NAMES[suit], base.is_red, card.name,
                    card.is_joker, selectable, selected, hint, drawn)  # fmt: skip


def targets(legal: Sequence[Move], selection: Selection | None) -> frozenset[Place]:
    """The piles where the picked card or pile may legally go (from the engine's legal moves)."""
    if selection is None:
        return frozenset()
    if selection.card is not None:
        held = selection.card
        return frozenset(
            m.pile for m in legal if isinstance(m, Play) and (JOKER if m.card.is_joker else m.card) == held
        )
    return frozenset(m.target for m in legal if isinstance(m, Shift) and m.source == selection.pile)


NOWHERE = N_("{card} can't be played anywhere now.")  #: the line for a picked card that fits nowhere


def nowhere(legal: Sequence[Move], selection: Selection | None) -> str | None:
    """The line for a picked-up card that fits nowhere ("6♦ can't be played anywhere now."), else None."""
    if selection is None or selection.card is None or targets(legal, selection):
        return None
    return _(NOWHERE).format(card=selection.card.label)


def end_label(rules: Rules, deal: Deal) -> str:
    """What the end-of-turn button does under these rules, now: ``Draw & end turn`` or ``End turn``."""
    turn = deal.turn
    n = rules.draw_count
    draws = {
        DrawTiming.END: n, DrawTiming.START_AND_END: n, DrawTiming.START: 0, DrawTiming.UNTIL_PLAYABLE: 1,
        DrawTiming.IF_NO_PLAY: 0 if turn.played else n,
    }[rules.draw]  # fmt: skip
    if turn.becker or not deal.stock:
        draws = 0
    return words.end_button(draws)


def _plain(name: str) -> str:
    """A rules name for the header, without its source: ``Standard (pagat)`` -> ``Standard`` (the rules page cites)."""
    return name.rsplit(" (", 1)[0] if name.endswith(")") else name


def _draw_label(deal: Deal) -> str:
    n = min(deal.turn.pending or 1, len(deal.stock))
    # Translators: a button (keep it short).
    return pgettext("button", "Draw") if n <= 1 else pgettext("button", "Draw {n}").format(n=n)


def _score_text(rules: Rules, total: int) -> str:
    method = rules.scoring.method
    if method is Method.CHIPS:
        return ngettext("{n} chips", "{n} chips", total).format(n=total)
    if method is Method.CORNERS:
        return ngettext("{n} corners", "{n} corners", total).format(n=total)
    # Translators: a player's score beside their name (points, abbreviated).
    return ngettext("{n} pts", "{n} pts", total).format(n=total)


def scoring_caption(rules: Rules) -> str:
    sc = rules.scoring
    ends = []
    if sc.target is not None:
        ends.append(_("target {n}").format(n=sc.target))
    if sc.deals is not None:
        ends.append(ngettext("{n} deal", "{n} deals", sc.deals).format(n=sc.deals))
    how = {
        Method.PENALTY: _("Penalty points, lowest total wins ({ends})"),
        Method.ELIMINATION: _("Penalty points, reaching the target puts you out ({ends})"),
        Method.CHIPS: _("Chips, most wins ({ends})"),
        Method.CORNERS: _("Corners owned, most wins ({ends})"),
    }[sc.method]
    return how.format(ends=", ".join(ends))


def _hint_places(hint: Move | None) -> frozenset[Place]:
    if isinstance(hint, Play):
        return frozenset({hint.pile})
    if isinstance(hint, Shift):
        return frozenset({hint.source, hint.target})
    return frozenset()


def _piles(piles: Piles, legal: Sequence[Move], scene: Scene, can_act: bool) -> tuple[PileView, ...]:
    lit = targets(legal, scene.selection)
    hinted = _hint_places(scene.hint)
    sel = scene.selection
    out = []
    for place in PLACES:
        cards = piles[place]
        views = tuple(card_view(c) for c in cards)
        label = words.pile_spoken(place.word, place.is_corner, tuple(c.name for c in cards))
        out.append(PileView(
            place=place.name, word=place.word, corner=place.is_corner, cards=views,
            target=place in lit, selectable=can_act and bool(cards),
            selected=sel is not None and sel.pile is place, hint=place in hinted,
            hint_from=isinstance(scene.hint, Shift) and scene.hint.source is place, label=label,
        ))  # fmt: skip
    return tuple(out)


def _hand(session: Session, scene: Scene, can_act: bool, hidden: bool) -> tuple[CardView, ...]:
    ds = session.deal_seat(session.viewer)
    if ds is None or hidden:
        return ()
    hint_card = scene.hint.card if isinstance(scene.hint, Play) else None
    if hint_card is not None and hint_card.is_joker:
        hint_card = JOKER
    picked = scene.selection.card if scene.selection else None
    out: list[CardView] = []
    seen: dict[str, int] = {}
    for card in display_order(session.shown.hands[ds]):
        n = seen.get(card.code, 0)
        seen[card.code] = n + 1
        key = card.code if n == 0 else f"{card.code}#{n + 1}"
        first = n == 0
        out.append(card_view(card, key, selected=first and card == picked, hint=first and card == hint_card,
                             selectable=can_act, drawn=first and card.code in scene.extras.drawn))  # fmt: skip
    return tuple(out)


def _seats(session: Session, thinking: int | None = None) -> tuple[SeatView, ...]:
    match, deal = session.match, session.shown
    rules = match.rules
    out = []
    for seat, cfg in enumerate(session.seats):
        ds = session.deal_seat(seat)
        out.append(SeatView(
            seat=seat, name=cfg.name, level=cfg.level_label, human=cfg.is_human,
            cards=len(deal.hands[ds]) if ds is not None else 0,
            to_act=session.to_act == seat, dealer=match.dealer == seat and ds is not None,
            score=_score_text(rules, match.totals[seat]), out=match.out[seat], viewer=session.viewer == seat,
            thinking=thinking == seat and session.to_act == seat,
        ))  # fmt: skip
    return tuple(out)


def _sheet(session: Session) -> ScoreSheet:
    match = session.match
    standings = {row.seat: row for row in match.standings()}
    headers = tuple(str(r.number) for r in match.results)
    rows = []
    for seat, cfg in enumerate(session.seats):
        cells = [results.delta_text(match, r.delta(seat)) for r in match.results]
        st = standings[seat]
        rows.append(ScoreRow(seat, cfg.name, tuple(cells), str(match.totals[seat]), st.place, st.place == 1, st.out))
    return ScoreSheet(headers, tuple(rows), scoring_caption(match.rules))


def _banner(session: Session, speed: str) -> Banner | None:
    match = session.match
    if match.deal is not None or not match.results:
        return tableparts.handoff(session)
    caption = scoring_caption(match.rules)
    ending = (results.match_ending(session, caption, speed) if match.over else
              results.deal_ending(session, display_order, caption))  # fmt: skip
    return tableparts.ended(ending, pgettext("button", "Next deal"))


def _status(session: Session, state: str, can_act: bool, end: str, paused: bool = False,
            thinking: bool = False) -> str:  # fmt: skip
    names = [s.name for s in session.seats]
    if state == "match-over":
        n = len(session.match.results)
        return ngettext("The match is over after {n} deal.", "The match is over after {n} deals.", n).format(n=n)
    if state == "deal-over":
        return _("Deal {n} is over.").format(n=len(session.match.results))
    seat = session.to_act
    assert seat is not None
    if state == "handoff":
        return _("Waiting for {name} to take the device.").format(name=names[seat])
    if can_act:
        deal = session.shown
        if deal.turn.pending:
            return _("Your turn: draw first.")
        # what to play, and where: 'play, then draw & end turn' left a new player asking (issue 46)
        # Translators: {end} is what the End button does: "draw and end your turn".
        if len(session.humans) == 1:
            return _("Your turn: play a card onto a pile, or {end}.").format(end=words.end_words(end))
        return _("{name}, your turn: play a card onto a pile, or {end}.").format(name=names[seat],
                                                                              end=words.end_words(end))
    if session.actor == "cpu":
        if paused:
            return _("{name} waits for your answer.").format(name=names[seat])
        return (_("{name} is thinking…") if thinking else _("{name} is playing…")).format(name=names[seat])
    return _("{name} to play.").format(name=names[seat])


def _status_short(session: Session, state: str, can_act: bool, end: str) -> str:
    """The turn line in fewer words, where the End button beside it says how a turn ends: the widget's three short
    lines cut "...onto a pile, or draw and end your turn." to "...or draw…" (review 63). "" where the line is short."""
    if state != "ready" or not can_act or session.shown.turn.pending:
        return ""
    # Translators: {end} is the End button's label in small letters ("draw & end turn").
    if len(session.humans) == 1:
        return _("Your turn: play a card, or {end}.").format(end=end.lower())
    return _("{name}, your turn: play a card, or {end}.").format(name=session.seats[session.to_act or 0].name,
                                                                  end=end.lower())


def build(scene: Scene) -> TableView:
    """Describe the whole table for ``scene``."""
    session = scene.session
    match, deal = session.match, session.shown
    banner = _banner(session, scene.speed)
    state, can_act = session.table_state(scene.busy)
    legal = deal.legal_moves() if can_act else ()
    end = end_label(match.rules, deal) if match.deal is not None else words.end_button(0)
    dealing = match.deal is not None
    has_draw = match.rules.draw is not DrawTiming.END and match.rules.draw is not DrawTiming.IF_NO_PLAY
    controls = (
        ControlView("draw", _draw_label(deal) if dealing else pgettext("button", "Draw"), DRAW in legal,
                    has_draw or DRAW in legal,
                    scene.hint == DRAW),
        ControlView("end", end, END_TURN in legal, True, scene.hint == END_TURN),
        ControlView("hint", pgettext("button", "Hint"), can_act),
    )  # fmt: skip
    hidden = state == "handoff"
    viewer = session.viewer
    hand_label = _("Your hand") if len(session.humans) <= 1 else (
        _("{name}'s hand").format(name=session.seats[viewer].name) if viewer is not None else _("Hand"))  # fmt: skip
    log = words.deal_log(deal.start, deal.history, session.names(), match.rules.set_aside_completed)
    # Translators: a button choosing which card a joker stands for ({card}: Q♥).
    choices = tuple(Choice(str(m), _("as {card}").format(card=m.card.stands_for.label)) for m in scene.choices
                    if isinstance(m, Play))  # fmt: skip
    return TableView(
        **tableparts.framed(scene, state),
        status=_status(session, state, can_act, end, scene.extras.coach is not None and scene.extras.coach.over_table,
                       scene.thinking is not None and scene.thinking == session.to_act),
        status_short=_status_short(session, state, can_act, end),
        title=_("Deal {n} · {rules}").format(n=len(match.results) + (1 if dealing else 0),
                                             rules=_plain(_(match.rules.name))),
        piles=_piles(deal.piles, legal, scene, can_act), stock=len(deal.stock), seats=_seats(session, scene.thinking),
        hand=_hand(session, scene, can_act, hidden), hand_label=hand_label, hand_hidden=hidden,
        controls=controls, log=tuple(f"{i + 1}. {line}" for i, line in enumerate(log))[-300:],
        sheet=_sheet(session), choices=choices, banner=banner,
        moves=sum(len(r.moves) for r in match.results) + (len(deal.history) if dealing else 0),
        last_seat=session.shown_seats[deal.history[-1].seat] if deal.history else None,
        position=deal.position(), record=MatchRecord.of(match).to_json(), share=scene.share,
    )  # fmt: skip
