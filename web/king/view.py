"""What to draw, as plain data: a :class:`Scene` in, a :class:`~web.king.viewmodels.TableView` out (pure).

The table holds no rules: which cards of the hand are lit is the engine's list of legal moves, and
the reason a dimmed card may not be played is the engine's own words. :mod:`web.king.dom` draws a
TableView and knows nothing of the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from kings.cards import RANK_OF, SUIT_OF, SUITS, Card
from kings.i18n import _, ngettext, pgettext
from kings.king.api import KingRecord
from kings.king.auction import Bid, bid_phrase
from kings.king.contracts import Penalty, suit_word
from kings.king.moves import MATCH, Move
from web.king import bidding, results
from web.king.narration import hand_lines
from web.king.session import Session
from web.king.viewmodels import (
    Banner,
    CardView,
    ContractView,
    ControlView,
    LastTrick,
    Message,
    Position,
    SeatView,
    TableView,
    TrickSlot,
)
from web.king.words import call_words, contract_detail, contract_title, is_you, said, suit_class
from web.shell.extras import Extras

POSITIONS: tuple[Position, ...] = ("south", "west", "north", "east")  #: clockwise from the viewer
_SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}  #: a hand shows ♣ ♦ ♠ ♥: the colours alternate


@dataclass(frozen=True, slots=True)
class Scene:
    """Everything the table shows, as the controller holds it."""

    session: Session
    hint: Move | None = None
    message: Message | None = None
    busy: bool = False
    notices: tuple[str, ...] = ()
    speed: str = "normal"
    extras: Extras = field(default_factory=Extras)
    thinking: int | None = None  #: the seat whose CPU is thinking in the worker
    show_last: bool = False  #: the player is looking at the last trick
    columns: Literal["one", "two"] = "one"


def display_order(cards: Sequence[Card]) -> list[Card]:
    """A hand as shown: by suit, colours alternating, aces (high in King) first."""
    return sorted(cards, key=lambda c: (_SUIT_ORDER[SUIT_OF[c]], -(14 if RANK_OF[c] == 1 else RANK_OF[c])))


def card_view(card: Card, *, legal: bool = True, hint: bool = False, penalty: bool = False) -> CardView:
    return CardView(card.code, card.code, card.rank.code, card.suit.symbol, suit_class(card.suit), card.is_red,
                    card.name, legal, hint, penalty)  # fmt: skip


def position(session: Session, seat: int) -> Position:
    """Where ``seat`` sits as the screen shows it: the viewer (or seat 0) south, the next clockwise west."""
    base = session.viewer if session.viewer is not None else 0
    return POSITIONS[(seat - base) % 4]


def state_of(session: Session) -> str:
    if session.game.over:
        return "game-over"
    if session.hand_over:
        return "hand-over"
    return "handoff" if session.needs_handoff else "ready"


def _shown_hand(session: Session) -> tuple[int, int, tuple[tuple[int, tuple[Card, ...]], ...], tuple[Card, ...]]:
    """(hand number, its dealer, its finished tricks, the trick on the table) of the hand the table shows:
    the one just finished while its result shows, else the one in play."""
    game = session.game
    if session.hand_over or game.over:
        r = game.results[min(session.seen, len(game.results) - 1)]
        return r.number, r.dealer, r.taken, ()
    hand = game.hand
    return game.number, game.dealer, hand.taken if hand is not None else (), hand.trick if hand is not None else ()


def _contract(session: Session, hand_over: bool) -> ContractView:
    game = session.game
    total = len(game.schedule)
    if game.over or hand_over:
        r = game.results[min(session.seen, len(game.results) - 1)]
        title = pgettext("hand", "Forfeited") if r.forfeited else contract_title(r.contract)
        return ContractView(_hand_of(r.number + 1, total), title, _("The hand is over."), "over")
    if game.first_dealer is None:
        return ContractView(ngettext("{n} hand", "{n} hands", total).format(n=total), _("Naming the first dealer"),
                            _("The first dealer leads the first hand."), "choosing")  # fmt: skip
    number = _hand_of(game.number + 1, total)
    hand = game.hand
    if hand is None:
        return ContractView(number, _("Positive hand"), bidding.banner(session), "choosing")
    c = hand.contract
    trump = c.trump
    return ContractView(number, contract_title(c), contract_detail(c), "positive" if c.positive else "negative",
                        trump.symbol if trump else "", suit_class(trump) if trump else "")  # fmt: skip


def _hand_of(number: int, total: int) -> str:
    """``Hand 3 of 10``."""
    return _("Hand {number} of {total}").format(number=number, total=total)


def _penalty(card: Card, session: Session) -> bool:
    """Whether the hand in play punishes taking ``card`` (queens in No queens, ...)."""
    hand = session.game.hand
    if hand is None or hand.contract.positive:
        return False
    return any(p.units((card,), 0, 99) for p in hand.contract.penalties if p is not Penalty.TRICKS)


def _trick(session: Session) -> tuple[tuple[TrickSlot, ...], bool]:
    """The four slots of the trick on the table (south first), and whether it is complete: between
    tricks the last one stays in sight, its winner marked, until the next card is led."""
    game = session.game
    if game.phase not in ("play", "over") and not session.hand_over:
        return tuple(TrickSlot(s, position(session, s), None, False, False) for s in _south_first(session)), False
    _number, dealer, taken, trick = _shown_hand(session)
    done = not trick and bool(taken)
    if done:
        winner, cards = taken[-1]
        leader = taken[-2][0] if len(taken) > 1 else dealer
    else:
        cards, winner = trick, -1
        leader = game.hand.leader if game.hand is not None else dealer
    played = {(leader + i) % 4: c for i, c in enumerate(cards)}
    slots = tuple(TrickSlot(s, position(session, s),
                            card_view(played[s], penalty=_penalty(played[s], session)) if s in played else None,
                            s == leader and bool(cards), s == winner) for s in _south_first(session))  # fmt: skip
    return slots, done


def _south_first(session: Session) -> list[int]:
    base = session.viewer if session.viewer is not None else 0
    return [(base + i) % 4 for i in range(4)]


def _last_trick(session: Session) -> LastTrick | None:
    """The trick before the one on the table, for the Last trick button."""
    _number, dealer, taken, trick = _shown_hand(session)
    index = len(taken) - (1 if trick else 2)
    if index < 0:
        return None
    winner, cards = taken[index]
    leader = taken[index - 1][0] if index > 0 else dealer
    played = {(leader + i) % 4: c for i, c in enumerate(cards)}
    slots = tuple(TrickSlot(s, position(session, s), card_view(played[s]), s == leader, s == winner)
                  for s in _south_first(session))  # fmt: skip
    # Translators: the last trick's title, {number} the trick's number in the hand
    title = said(session.names()[winner], _("Trick {number}: You take it"), _("Trick {number}: {name} takes it"),
                 number=index + 1)  # fmt: skip
    return LastTrick(title, slots)


def _calls(session: Session) -> dict[int, str]:
    """Each seat's last word in this hand's auction, shown by its name."""
    words: dict[int, str] = {}
    names = session.names()
    for seat, move in session.hand_log():
        if not isinstance(move, Card):
            words[seat] = call_words(move, yours=is_you(names[seat]))
    return words


def _seats(session: Session, scene: Scene) -> tuple[SeatView, ...]:
    game = session.game
    hand_over = session.hand_over or game.over
    number, dealer, taken, _trick_now = _shown_hand(session)
    calls = _calls(session) if game.hand is None and not hand_over else {}
    pos = game.positive if not hand_over else None
    auction = pos.auction if pos is not None else None
    points = game.results[number].points if hand_over else game.hand.score() if game.hand is not None else None
    out = []
    for seat, cfg in enumerate(session.seats):
        role = ""
        if hand_over:
            pass  # the finished hand shows; the next one's roles come with it
        elif pos is not None and pos.winner == seat:
            role = "declarer"
        elif auction is not None and auction.holder == seat and pos is not None and pos.stage in ("auction", "settle"):
            role = "bidder"
        elif seat == dealer and game.phase not in ("play", "over", "nominate"):
            role = "beneficiary"
        elif seat == dealer and game.hand is not None and game.hand.contract.positive:
            role = "chose"  # (not "chooses the game" through the whole hand: review 2026-12-05)
        pts = points[seat] if points is not None and (hand_over or taken) else None
        out.append(SeatView(
            seat=seat, name=cfg.name, level=cfg.level_label, position=position(session, seat), human=cfg.is_human,
            cards=0 if hand_over else len(game.cards(seat)) if game.first_dealer is not None else 0,
            tricks=sum(1 for w, _c in taken if w == seat), points="" if pts is None else f"{pts:+d}" if pts else "0",
            total=f"{game.totals[seat]:+d}" if game.totals[seat] else "0",
            dealer=seat == dealer and game.first_dealer is not None, to_act=session.to_act == seat,
            viewer=session.viewer == seat, thinking=scene.thinking == seat and session.to_act == seat,
            call=calls.get(seat, ""), role=role, ended=game.over,
        ))  # fmt: skip
    return tuple(out)


def _hand(session: Session, scene: Scene, can_act: bool, hidden: bool) -> tuple[CardView, ...]:
    viewer = session.viewer
    game = session.game
    if viewer is None or hidden or session.hand_over or game.over or game.first_dealer is None:
        return ()
    legal = set(game.legal_moves()) if can_act and game.phase == "play" else None
    return tuple(card_view(c, legal=legal is None or c in legal, hint=c == scene.hint)
                 for c in display_order(game.cards(viewer)))  # fmt: skip


def _banner(session: Session, speed: str) -> Banner | None:
    names = session.names()
    if session.game.over:
        ending = results.game_ending(session, speed)
        return Banner("game-over", ending.headline, (), (("rematch", _("Play again")), ("new", _("New game…"))),
                      ending)  # fmt: skip
    if session.hand_over:
        ending = results.hand_ending(session, session.game.results[session.seen])
        return Banner("hand-over", ending.headline, (), (("next", _("Next hand")),), ending)
    if session.needs_handoff and session.to_act is not None:
        who = names[session.to_act]
        return Banner("handoff", _("Pass the device to {name}").format(name=who),
                      (_("It is {name}'s turn. The other hands stay hidden until {name} is ready.").format(name=who),),
                      (("handoff", _("I'm {name}: show my cards").format(name=who)),))  # fmt: skip
    return None


def _status(session: Session, state: str, can_act: bool, thinking: bool, paused: bool) -> str:
    game = session.game
    names = session.names()
    if state == "game-over":
        return ngettext("The game is over after {n} hand.", "The game is over after {n} hands.",
                        len(game.results)).format(n=len(game.results))  # fmt: skip
    if state == "hand-over":
        return _("Hand {number} is over.").format(number=session.seen + 1)
    seat = session.to_act
    assert seat is not None
    if state == "handoff":
        return _("Waiting for {name} to take the device.").format(name=names[seat])
    who = names[seat]
    phase = game.phase
    if can_act:
        alone = len(session.humans) == 1

        def turn(what: str) -> str:
            # Translators: the status line; {what} is what to do ("bid or pass.")
            return _("Your turn: {what}").format(what=what) if alone else \
                _("{name}, your turn: {what}").format(name=who, what=what)  # fmt: skip

        auction = game.positive.auction if phase == "auction" and game.positive is not None else None
        if auction is not None and auction.high is not None and not any(isinstance(m, Bid) for m in game.legal_moves()):
            high = bid_phrase(auction.high)
            if MATCH in game.legal_moves():
                return turn(_("no bid beats {bid}, so pass or match it.").format(bid=high))
            return turn(_("no bid beats {bid}, so pass.").format(bid=high))
        if phase != "play":
            return turn({
                "nominate": _("name the first dealer."), "choose": _("choose how this hand is played."),
                "auction": _("bid or pass."), "settle": _("answer the auction."), "name": _("name trumps."),
                "ultimatum": _("take 8 up or pass."),
            }[phase])  # fmt: skip
        hand = game.hand
        assert hand is not None
        if not hand.trick:
            what = _("play any card you may lead.")
            # Translators: the status line when the player leads; {what} is what to do
            return _("Your lead: {what}").format(what=what) if alone else \
                _("{name}, your lead: {what}").format(name=who, what=what)  # fmt: skip
        led = SUITS[SUIT_OF[hand.trick[0]]]
        follows = any(SUIT_OF[c] == SUIT_OF[hand.trick[0]] for c in hand.hands[seat])
        if follows:
            return turn(_("follow {suit}.").format(suit=suit_word(led)))
        return turn(_("you have no {suit}, so play any card.").format(suit=suit_word(led)))
    if paused:
        return _("{name} waits for your answer.").format(name=who)
    if thinking:
        return said(who, _("You are thinking…"), _("{name} is thinking…"))
    if phase == "play":
        return said(who, _("You are playing…"), _("{name} is playing…"))
    return said(who, _("You are deciding…"), _("{name} is deciding…"))


def build(scene: Scene) -> TableView:
    """Describe the whole table for ``scene``."""
    session = scene.session
    game = session.game
    state = state_of(session)
    can_act = state == "ready" and session.actor == "human" and not scene.busy
    hidden = state == "handoff"
    trick, done = _trick(session)
    viewer = session.viewer
    hand_label = _("Your cards") if len(session.humans) <= 1 else (
        _("{name}'s cards").format(name=session.seats[viewer].name) if viewer is not None else _("Cards"))
    last = _last_trick(session) if game.phase == "play" and not session.hand_over else None
    contract = _contract(session, session.hand_over)
    controls = (
        ControlView("hint", _("Hint"), can_act),
        ControlView("last", _("Last trick"), last is not None, pressed=scene.show_last and last is not None),
        ControlView("sheet", _("Score sheet"), True),
    )  # fmt: skip
    coach = scene.extras.coach
    rules = _(game.rules.name)
    return TableView(
        state=state, actor=session.actor if state == "ready" else "none", to_act=session.to_act, viewer=viewer,
        phase=game.phase, status=_status(session, state, can_act, scene.thinking is not None and
                                         scene.thinking == session.to_act, coach is not None and coach.over_table),
        title=" · ".join((contract.number, contract.title, *(() if game.rules.id == "standard" else (rules,)))),
        contract=contract, seats=_seats(session, scene), trick=trick, trick_done=done,
        hand=_hand(session, scene, can_act, hidden), hand_label=hand_label, hand_hidden=hidden,
        bidding=None if hidden else bidding.build(session, can_act, scene.hint), controls=controls,
        log=tuple(hand_lines(session, min(session.seen, len(game.schedule) - 1))
                  if session.hand_over or game.over else hand_lines(session))[-200:],
        sheet=results.build(session, scene.columns), message=scene.message, banner=_banner(session, scene.speed),
        notices=scene.notices, speed=scene.speed, moves=len(game.moves),
        last_seat=session.log[-1][0] if session.log else None, position=game.position(),
        record=KingRecord.of(game).to_json(), hint=None if scene.hint is None else str(scene.hint),
        last_trick=last if scene.show_last else None, extras=scene.extras,
    )  # fmt: skip
