"""What to draw for 3-13, as plain data: a :class:`Scene` in, a :class:`~web.three_thirteen.viewmodels.TableView`
out (pure).

The hand is laid out by the engine's meld solver (:func:`~kings.three_thirteen.melds.best_arrangement`): its
sets and runs, then what is left over and what that costs; or in the player's own order. What may be drawn,
discarded or gone out with is the engine's list of legal moves: the table holds no rules of its own.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from kings.cards import SUIT_OF, Card
from kings.i18n import _, ngettext, pgettext
from kings.three_thirteen.meld_layout import Meld
from kings.three_thirteen.melds import best_arrangement, is_wild
from kings.three_thirteen.moves import DISCARD, STOCK, Discard, Move
from kings.three_thirteen.round import Round
from web.shell import tableparts
from web.three_thirteen import results, words
from web.three_thirteen.spec import Session
from web.three_thirteen.viewmodels import (
    Banner,
    CardView,
    ControlView,
    Group,
    LaidView,
    OutOffer,
    PileView,
    RoundView,
    SeatView,
    StockView,
    TableView,
)
from web.three_thirteen.words import best_discard, penalty_text

_SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3}  #: the player's own order starts as ♣ ♦ ♠ ♥ (colours alternate)
_SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


@dataclass(frozen=True, slots=True)
class Scene(tableparts.Scene):
    """Everything the table shows, as the controller holds it."""

    session: Session
    hint: Move | None = None
    selected: str | None = None  #: the key of the card picked to discard
    arrange: bool = True


def keyed(cards: Sequence[Card]) -> list[tuple[str, Card]]:
    """Each card with its key: its code, and ``#2``, ``#3`` for a second or third copy (two packs)."""
    seen: Counter[str] = Counter()
    out = []
    for c in cards:
        seen[c.code] += 1
        out.append((c.code if seen[c.code] == 1 else f"{c.code}#{seen[c.code]}", c))
    return out


def card_view(key: str, card: Card, wild_rank: int, **flags: bool | str) -> CardView:
    wild = is_wild(card, wild_rank)
    if card.is_joker:
        # Translators: a joker's accessible name (a joker is always wild)
        return CardView(key, "JK", "★", "🃏", "joker", False, _("joker, wild"), True, True, **flags)  # type: ignore[arg-type]
    # Translators: a wild card's accessible name: "3 of clubs, wild"
    name = _("{card}, wild").format(card=card.name) if wild else card.name
    return CardView(key, card.code, card.rank.code, card.suit.symbol, _SUIT_NAMES[SUIT_OF[card]], card.is_red, name,
                    False, wild, **flags)  # type: ignore[arg-type]  # fmt: skip


def own_order(cards: Sequence[Card]) -> list[Card]:
    """A hand before the player orders it: by suit, colours alternating, low to high; jokers last."""
    return sorted(cards, key=lambda c: (9 if c.is_joker else _SUIT_ORDER[SUIT_OF[c]], int(c)))


def meld_group(m: Meld, wild_rank: int, keys: Sequence[str], flags_for: Mapping[str, Mapping[str, bool]]) -> Group:
    """A set or run as the table shows it, its cards keyed ``keys``: a wild card wears what it stands for and is read
    with it, both from this meld (``9♥``, "as the nine of hearts"; in a set ``7``, "as a seven")."""
    views = []
    for key, card, stands in zip(keys, m.cards, m.stands_for, strict=True):
        flags = flags_for.get(key, {})
        named = ""
        if is_wild(card, wild_rank) and stands is not None:
            view = card_view(key, card, wild_rank, stands=stands.label, **flags)
            # Translators: a wild card in a meld, read aloud: "3 of clubs, wild, as the 7 of hearts"
            named = _("{card} as the {stands}").format(card=view.name, stands=stands.name)
        elif is_wild(card, wild_rank) and m.rank:
            view = card_view(key, card, wild_rank, stands=words.rank_text(m.rank), **flags)
            # Translators: a wild card in a set, read aloud: "3 of clubs, wild, as a seven" ({rank}: a rank's name)
            text = _("{card} as an {rank}") if m.rank in (1, 8) else _("{card} as a {rank}")
            named = text.format(card=view.name, rank=words.rank_word(m.rank))
        else:
            view = card_view(key, card, wild_rank, **flags)
        views.append(replace(view, name=named) if named else view)
    return Group("set" if m.kind == "set" else "run", words.meld_label(m), tuple(views))


def _hand(scene: Scene, r: Round, seat: int, hidden: bool) -> tuple[tuple[Group, ...], tuple[str, str]]:
    """The viewer's cards laid out, and what they cost now (in full, and in fewer words)."""
    cards = r.hands[seat]
    if hidden or not cards:
        return (), ("", "")
    session = scene.session
    hint_card = scene.hint.card if isinstance(scene.hint, Discard) else None
    drawn = r.drawn if r.acting == seat and r.drawn is not None else None
    pool = keyed(own_order(cards))
    a = best_arrangement(cards, r.wild, r.rules) if scene.arrange else None
    # the hint marks the copy of its card outside the melds where there is one (two packs): the melds take their
    # keys first (take, below), so that copy's is the card's last key (it marked a 10♠ in a run beside a spare one)
    hint_key = hint_card.code if hint_card is not None else ""
    if a is not None and hint_card is not None and hint_card in a.deadwood:
        hint_key = [k for k, c in pool if c == hint_card][-1]
    flags_for = {k: {"selected": k == scene.selected, "hint": c == hint_card and k == hint_key,
                     "drawn": drawn is not None and c == drawn and k == c.code} for k, c in pool}  # fmt: skip
    penalty = penalty_text(r, seat, hint_card, a)
    if a is None:
        by_key = dict(pool)
        order = [k for k in session.order if k in by_key]
        order += [k for k, _card in pool if k not in order]
        group = Group("own", _("Your order"), tuple(card_view(k, by_key[k], r.wild, **flags_for[k]) for k in order))
        return (group,), penalty
    left = dict(pool)
    taken: list[str] = []

    def take(card: Card) -> str:
        key = next(k for k, c in left.items() if c == card and k not in taken)
        taken.append(key)
        return key

    groups = [meld_group(m, r.wild, [take(c) for c in m.cards], flags_for) for m in a.melds]
    if a.deadwood:
        views = [card_view((key := take(c)), c, r.wild, **flags_for[key]) for c in a.deadwood]
        # "Not melded", the same words as the line under the buttons: "Left over: 15" beside "the best leaves 6"
        # read as two answers to one question. Once drawn the group holds a card more than the hand will keep: its
        # figure is said to be now's ("Not melded: 33 points" beside "the best discard leaves 24" read as a
        # contradiction); before, it is the line's own figure, and the line says nothing more (it said it twice)
        if drawn is not None:
            label = ngettext("Not melded ({n} point now)", "Not melded ({n} points now)", a.penalty)
        else:
            label = ngettext("Not melded: {n} point", "Not melded: {n} points", a.penalty)
        label = label.format(n=a.penalty)
        groups.append(Group("left", label, tuple(views)))
        if drawn is None:
            penalty = ("", "")
    return tuple(groups), penalty


def _out_offer(scene: Scene, r: Round, legal: Sequence[Move]) -> OutOffer | None:
    outs = [m for m in legal if isinstance(m, Discard) and m.out]
    if not outs:
        return None
    selected = next((m for m in outs if scene.selected is not None and m.card.code == scene.selected.split("#")[0]),
                    None)  # fmt: skip
    # else the hint's, or the line's ("Discard A♥ to go out", penalty_text), or the costliest
    said = ([scene.hint.card] if isinstance(scene.hint, Discard) else []) + [best_discard(r.hands[r.turn], r)[0]]
    move = selected or next((m for c in said for m in outs if m.card == c), None) or max(
        outs, key=lambda m: (r.rules.points(0 if m.card.is_joker else m.card.rank.value), -m.card))
    rest = list(r.hands[r.turn])
    rest.remove(move.card)
    melds = best_arrangement(rest, r.wild, r.rules).melds
    # Translators: the Go out button, then what it lays down: "Lay down 7♣ 7♦ 7♠; 4♥ 5♥ 6♥" (melds, "; " between)
    return OutOffer(str(move), _("Go out: discard {card}").format(card=move.card.label),
                    _("Lay down {melds}").format(melds="; ".join(m.label for m in melds)))


def _seats(scene: Scene) -> tuple[SeatView, ...]:
    s = scene.session
    r = s.shown
    match = s.match
    last: dict[int, tuple[str, str, str]] = {}
    for e in r.history:
        said = words.last_action(e)
        if said:
            last[e.seat] = (said, words.last_action_short(e), e.kind)
    out = []
    for seat, cfg in enumerate(s.seats):
        rs = s.deal_seat(seat)
        did = last.get(rs, ("", "", "")) if rs is not None else ("", "", "")
        out.append(SeatView(
            seat=seat, name=cfg.name, level=cfg.level_label, human=cfg.is_human,
            cards=len(r.hands[rs]) if rs is not None else 0, total=str(match.totals[seat]),
            dealer=rs is not None and rs == r.dealer, to_act=s.to_act == seat, viewer=s.viewer == seat,
            out=rs is not None and r.out == rs, playing=rs is not None, last=did[0],
            thinking=scene.thinking == seat and s.to_act == seat, last_short=did[1], last_kind=did[2],
        ))  # fmt: skip
    return tuple(out)


def _laid(s: Session, r: Round) -> LaidView | None:
    """What the player who went out laid down, for every other player to see (the viewer's own: the hand shows it)."""
    if r.out is None or r.out == s.deal_seat(s.viewer):
        return None
    who = s.names()[r.out]
    melds = r.arrangement(r.out).melds
    groups = tuple(meld_group(m, r.wild, [f"laid{i}-{j}" for j in range(len(m.cards))], {})
                   for i, m in enumerate(melds))  # fmt: skip
    # Translators: over the melds a player who went out laid down for all to see: "Ada laid down:"
    label = words.said(who, _("You laid down:"), _("{name} laid down:"))
    # each meld as the hand's are read: "Set of sevens: seven of clubs, ..., three of hearts, wild as a seven"
    melds_said = "; ".join(_("{group}: {cards}").format(group=g.label, cards=", ".join(c.name for c in g.cards))
                           for g in groups)  # fmt: skip
    # Translators: the same read aloud, with the melds ("; " between them): "Ada laid down Set of sevens: seven of
    # clubs, seven of hearts, seven of spades."
    said = words.said(who, _("You laid down {melds}."), _("{name} laid down {melds}."), melds=melds_said)
    return LaidView(s.shown_seats[r.out], who, label, groups, said)


def _round(s: Session, r: Round) -> RoundView:
    total = s.match.rounds
    number = _("Bonus round") if r.number >= total else _("Round {n} of {of}").format(n=r.number + 1, of=total)
    # Translators: the round's number on a narrow phone, beside "13 cards": "11/11"
    brief = number if r.number >= total else pgettext("round number", "{n}/{of}").format(n=r.number + 1, of=total)
    names = s.names()
    last = short = who = ""
    if r.out is not None and not r.over:
        who = names[r.out]
        last = words.said(who, _("You are out: everyone else has one more turn."),
                          _("{name} is out: everyone else has one more turn."))  # fmt: skip
        short = words.said(who, _("You are out: the others' last turns"), _("{name} is out: one last turn each"))
    rank = "★" if r.wild == 0 else words.rank_text(r.wild)
    # Translators: the key to the star a wild card wears, in full and in fewer words: keep the "★ " it starts with
    # (the page draws the star as on the cards, then the words after it)
    legend = (_("★ marks a wild card"), _("★ = wild"))
    dealt = ngettext("{n} card", "{n} cards", r.cards).format(n=r.cards)
    return RoundView(number, dealt, words.wild_words(r.wild), rank, last, r.cards, who, short, legend, brief)


def _banner(scene: Scene) -> Banner | None:
    s = scene.session
    match = s.match
    handoff = tableparts.handoff(s, "cards")
    if handoff is not None:
        return handoff
    if s.in_deal or not match.results:
        return None
    over = results.match_ending(s, scene.speed) if match.over else None
    return tableparts.ended(over or results.round_ending(s, match.results[-1], match.rounds), _("Next round"))


def _status(s: Session, state: str, can_act: bool, thinking: bool, paused: bool) -> str:
    if state == "match-over":
        n = len(s.match.results)
        return ngettext("The game is over after {n} round.", "The game is over after {n} rounds.", n).format(n=n)
    if state == "deal-over":
        return _("The round is over.")
    seat = s.to_act
    assert seat is not None
    who = s.seats[seat].name
    if state == "handoff":
        return _("Waiting for {name} to take the device.").format(name=who)
    if can_act:
        last, draw = s.shown.out is not None, s.shown.phase == "draw"
        if draw:
            text = (_("Your last turn: draw from the stock or take the top discard.") if last
                    else _("Your turn: draw from the stock or take the top discard."))  # fmt: skip
        else:
            text = (_("Your last turn: discard a card (tap it, then the discard pile).") if last
                    else _("Your turn: discard a card (tap it, then the discard pile)."))  # fmt: skip
        if len(s.humans) == 1:
            return text
        # Translators: a turn's line said to one of several players sharing the device: "Ann, your turn: ..."
        return _("{name}, {line}").format(name=who, line=text[:1].lower() + text[1:])
    if paused:
        return _("{name} waits for your answer.").format(name=who)
    if thinking:
        return words.said(who, _("You are thinking…"), _("{name} is thinking…"))
    return words.said(who, _("You are playing…"), _("{name} is playing…"))


def _status_short(s: Session, can_act: bool) -> str:
    """The turn line in 37 characters at most: the widget's one line over the hand (about 38 fit) says what to do,
    whole (the status line, for screen readers there, was cut to "Discard one: the best discard leaves...")."""
    if not can_act:
        return ""
    # Translators: the turn's line on the small widget: at most about 38 characters
    last = s.shown.out is not None
    if s.shown.phase == "draw":
        return _("Last turn: draw from stock or pile.") if last else _("Draw: tap the stock or the pile.")
    return _("Last turn: tap a card, then the pile.") if last else _("Discard: tap a card, then the pile.")


def _pile_label(top: Card | None, wild: int) -> str:
    """The discard pile's accessible name: ``Discard pile: 7 of hearts``, ``..., wild``, ``Discard pile: empty``."""
    if top is None:
        return _("Discard pile: empty")
    if is_wild(top, wild):
        return _("Discard pile: {card}, wild").format(card=top.name)
    return _("Discard pile: {card}").format(card=top.name)


def build(scene: Scene) -> TableView:
    """Describe the whole table for ``scene``."""
    s = scene.session
    r = s.shown
    state, can_act = s.table_state(scene.busy)
    legal = r.legal_moves() if can_act else ()
    hidden = state == "handoff"
    viewer = s.deal_seat(s.viewer)
    hand, (penalty, penalty_short) = _hand(scene, r, viewer, hidden) if viewer is not None else ((), ("", ""))
    picked = scene.selected is not None and r.phase == "discard"
    top = r.pile[-1] if r.pile else None
    under = tuple(card_view(f"u{i}", c, r.wild) for i, c in enumerate(r.pile[-4:-1]))
    pile = PileView(card_view("top", top, r.wild) if top is not None else None, under, len(r.pile),
                    DISCARD in legal, picked and can_act, scene.hint == DISCARD,
                    _pile_label(top, r.wild))
    stock = StockView(len(r.stock), STOCK in legal, scene.hint == STOCK,
                      _("{n} in stock").format(n=len(r.stock)))  # fmt: skip
    playing = state != "match-over"  # the game over: no Hint, no Arrange (it stood beside "The game is over")
    controls = (
        ControlView("hint", _("Hint"), can_act, playing),
        ControlView("arrange", _("Arrange: melds") if scene.arrange else _("Arrange: my order"), True, playing,
                    pressed=scene.arrange),
    )  # fmt: skip
    names = s.names()
    rv = _round(s, r)
    coach = scene.extras.coach
    thinking = scene.thinking is not None and scene.thinking == s.to_act
    return TableView(
        **tableparts.framed(scene, state), phase=r.phase,
        status=_status(s, state, can_act, thinking, coach is not None and coach.over_table),
        title=" · ".join((rv.number, rv.dealt, rv.wild)), round=rv, seats=_seats(scene), stock=stock, pile=pile,
        hand=hand, penalty=penalty, penalty_short=penalty_short,
        hand_label=_("Your hand") if len(s.humans) <= 1 else _("{name}'s hand").format(name=s.seats[s.viewer].name)
        if s.viewer is not None else _("Hand"),
        hand_hidden=hidden, arrange=scene.arrange, out=_out_offer(scene, r, legal), controls=controls,
        # Translators: a round's heading in the move log: "Round 2 of 11: 4 cards, fours are wild."
        log=tuple(words.round_lines(names, r.history, _("{round}: {dealt}, {wild}.").format(
            round=rv.number, dealt=rv.dealt, wild=words.wild_phrase(r.wild) if r.wild else rv.wild)))[-200:],
        sheet=results.build(s), banner=_banner(scene), share=scene.share, moves=s.moves,
        last_seat=s.shown_seats[r.history[-1].seat] if r.history else None, position=r.position(),
        record=s.record_text, status_short=_status_short(s, can_act), laid=_laid(s, r),
    )  # fmt: skip
