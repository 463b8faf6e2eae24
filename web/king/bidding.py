"""The step before a positive hand's first card, as the table shows it (pure): naming the first
dealer, the beneficiary's choice, the auction's bid ladder with what each bid is worth, preference,
accept / decline / ultimatum / forfeit, naming trumps and answering an ultimatum.

Every button is one of the engine's legal moves in notation (the engine's list is the single source
of truth); the words say what each one means for the player who presses it.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.i18n import N_, _, npgettext, pgettext
from kings.king.auction import DOWN_POINTS, LADDER, UP_POINTS, Bid, bid_phrase
from kings.king.contracts import DOWN_EACH, DOWN_START, UP_EACH, suit_word
from kings.king.moves import (
    ACCEPT,
    AUCTION,
    DECLINE,
    FORFEIT,
    MATCH,
    PASS,
    ULTIMATUM,
    Declare,
    Move,
    Nominate,
)
from web.king.session import Session
from web.king.viewmodels import Bidding, Choice, ChoiceGroup
from web.king.words import bid_points, bid_words, call_words, is_you, said, suit_class
from web.shell.seats import shortened

_WAITING = {
    "nominate": N_("Waiting for {name} to name the first dealer."),
    "choose": N_("Waiting for {name} to choose the hand."),
    "auction": N_("Waiting for {name} to bid."),
    "settle": N_("Waiting for {name} to answer the bid."),
    "name": N_("Waiting for {name} to name trumps."),
    "ultimatum": N_("Waiting for {name} to answer the ultimatum."),
}  # fmt: skip


def _declare_choices(legal: Sequence[Move], hint: Move | None,
                     more: Sequence[Choice] = ()) -> tuple[ChoiceGroup, ...]:  # fmt: skip
    """Up with each trump suit or none; then down, with ``more`` answers beside it (auction, forfeit)."""
    ups = []
    for d in (m for m in legal if isinstance(m, Declare) and not m.down):
        # Translators: a button naming trumps: a suit's symbol and name ("♠ Spades")
        label = _("{symbol} {suit}").format(symbol=d.trump.symbol, suit=suit_word(d.trump).capitalize()) \
            if d.trump else _("No trumps")  # fmt: skip
        # Translators: under a suit's button ("♠ Spades / trumps")
        ups.append(Choice(str(d), label, _("trumps") if d.trump else "", hint=d == hint,
                          suit=suit_class(d.trump) if d.trump else ""))  # fmt: skip
    groups = []
    if ups:
        groups.append(ChoiceGroup(_("Play up: +{each} for each trick you take").format(each=UP_EACH), tuple(ups)))
    others = list(more)
    if Declare(down=True) in legal:
        # Translators: a button: play the positive hand down; under it, what it scores
        others.insert(0, Choice("down", _("Down"),
                                _("{start}, less {each} a trick").format(start=DOWN_START, each=DOWN_EACH),
                                hint=Declare(down=True) == hint))  # fmt: skip
    if others:
        # Translators: the title over the other answers, after the ways to play up
        groups.append(ChoiceGroup(_("Or"), tuple(others)))
    return tuple(groups)


def rung_words(bid: Bid) -> str:
    """A bid on its button of the ladder, under its group's title ("Up bids: 25 a trick"), which says up or down: in
    English as the table says it (``3 up``); a language whose "up" takes a whole phrase may say the tricks alone
    ("3 vazas": "1 para cima" did not fit a fifth of a phone's width).

    >>> rung_words(Bid(3)), rung_words(Bid(1, down=True))
    ('3 up', '1 down')
    """
    if bid.down:
        # Translators: a button of the down bids' ladder, under "Down bids: 75 a trick"; may be the tricks alone
        return npgettext("bid ladder", "{n} down", "{n} down", bid.tricks).format(n=bid.tricks)
    # Translators: a button of the up bids' ladder (five to a phone's row), under "Up bids: 25 a trick"; keep it short
    return npgettext("bid ladder", "{n} up", "{n} up", bid.tricks).format(n=bid.tricks)


def _bid_ladders(legal: Sequence[Move], hint: Move | None) -> list[ChoiceGroup]:
    """The bids that may be made now, up bids and down bids as two groups, lowest first, each with its points; empty
    when no bid beats the one standing (8 up). The rungs already passed are left out: ten greyed buttons buried the few
    live ones. (Sorted by points, the two kinds interleaved, "1 up, 2 up, 3 up, 1 down, 4 up", and each equal pair said
    "75 points = 1 down": a new player read conversions, not choices.)"""
    groups = []
    for down, title in ((False, _("Up bids: {points} a trick").format(points=UP_POINTS)),
                        (True, _("Down bids: {points} a trick").format(points=DOWN_POINTS))):  # fmt: skip
        rungs = tuple(Choice(str(bid), rung_words(bid), bid_points(bid), hint=bid == hint)
                      for bid in LADDER if bid.down == down and bid in legal)  # fmt: skip
        if rungs:
            groups.append(ChoiceGroup(title, rungs, ladder="down" if down else "up"))
    return groups


def _calls(session: Session) -> tuple[tuple[str, str], ...]:
    """What each player said in this hand's choosing and auction, in order."""
    names = session.names()
    out = []
    for seat, move in session.hand_log():
        if isinstance(move, (Bid, Declare)) or move in (AUCTION, PASS, MATCH, ACCEPT, DECLINE, ULTIMATUM, FORFEIT):
            out.append((names[seat], call_words(move, yours=is_you(names[seat]))))
    return tuple(out)


def build(session: Session, can_act: bool, hint: Move | None) -> Bidding | None:
    """The auction step for the table, or None while cards are played (or the game is over)."""
    game = session.game
    phase = game.phase
    if phase in ("play", "over") or session.hand_over:
        return None
    names = session.names()
    seat = game.acting
    assert seat is not None
    legal = game.legal_moves() if can_act else ()
    pos = game.positive
    auction = pos.auction if pos is not None else None
    dealer = names[game.dealer]
    groups: list[ChoiceGroup] = []
    lines: list[str] = []
    rules: list[str] = []
    if phase == "nominate":
        who = names[seat]
        title = said(who, _("You name the first dealer"), _("{name} names the first dealer"))
        you = is_you(who)
        lines.append(said(who, _("You were dealt the king of hearts and choose who deals the first hand. The dealer "
                                 "leads, and dealing passes clockwise."),
                          _("{name} was dealt the king of hearts and chooses who deals the first hand. The dealer "
                            "leads, and dealing passes clockwise.")))  # fmt: skip
        # Translators: under a player's name on the button naming the first dealer, when it is the one naming
        self_ = _("yourself") if you else _("themselves")
        choices = tuple(Choice(str(m), names[m.seat], self_ if m.seat == seat else "",
                               hint=m == hint) for m in legal if isinstance(m, Nominate))  # fmt: skip
        if choices:
            groups.append(ChoiceGroup(_("Deals first"), choices))
    elif phase == "choose":
        title = said(dealer, _("Positive hand: You choose"), _("Positive hand: {name} chooses"))
        # ("the beneficiary" was a word a new player had to look up: issue 46)
        lines.append(said(dealer, _("You, the dealer, choose how this hand is played, or auction that choice to the "
                                    "highest bidder."),
                          _("{name}, the dealer, chooses how this hand is played, or auctions that choice to the "
                            "highest bidder.")))  # fmt: skip
        # Translators: a button (short) and the words under it
        others = [Choice(str(AUCTION), _("Auction it"), _("the others bid for it"), hint=hint == AUCTION)]
        if FORFEIT in legal:
            others.append(Choice(str(FORFEIT), _("Forfeit"), _("+100 for you, +75 for each other"),
                                 hint=hint == FORFEIT))  # fmt: skip
            rules.append(_("Forfeit: you give the hand up; you score +100 and each other player +75."))
        if legal:
            groups.extend(_declare_choices(legal, hint, others))
    elif phase == "auction":
        assert auction is not None
        high = auction.high
        if high and auction.holder is not None:  # the name last: a narrow screen may cut it short, not the bid
            # the bid as the seats' tags say it ("8 para cima": "8 vazas para cima" took the holder's long name to
            # a third line of the widget's title, cut)
            held_by = names[auction.holder]
            title = _("Auction: You hold {bid}").format(bid=bid_words(high)) if is_you(held_by) else \
                _("Auction: {bid}, held by {name}").format(bid=bid_words(high), name=held_by)  # fmt: skip
        else:
            title = _("Auction: no bid yet")
        # plain words for a new player (issue 46), the engine's figures (Bid.points, Bid.beats, the payment in
        # kings/king/game.py): what winning gets you and costs you, up and down, in one short line that every screen
        # shows (the widget dropped it, and "taking on up to 1 of their tricks" decided nothing: review 58)
        rules.append(_("The last bid plays the hand if the dealer accepts it. Up: you name trumps, score {up} a "
                       "trick, and pay the dealer {up} per trick bid. Down: no trumps, each trick costs "
                       "{down}, and you pay {down} per trick the dealer takes, up to your bid.").format(
                           up=UP_EACH, down=DOWN_EACH))  # fmt: skip
        if legal:
            ladders = _bid_ladders(legal, hint)
            if ladders:
                if high is not None:  # (no bid yet: the title says so, and the panel's room goes to the bids)
                    lines.append(_("Your bid must be worth more than {bid} ({points} points).").format(
                        bid=bid_phrase(high), points=high.points))
                groups.extend(ladders)
            elif high is not None:  # 8 up stands: the answers left are the whole choice (no bid to explain)
                rules.clear()
                lines.append(_("No bid beats {bid}: match it or pass.").format(bid=bid_phrase(high)) if MATCH in legal
                             else _("No bid beats {bid}: you can only pass.").format(bid=bid_phrase(high)))
            answers = []
            if MATCH in legal and high is not None and auction.holder is not None:
                # (the holder is named in the title: a long name here took three lines of a phone's button)
                answers.append(Choice(str(MATCH), _("Match {bid}").format(bid=bid_words(high)),
                                      _("Take it over at the same price"), hint=hint == MATCH))  # fmt: skip
                rules.append(_("You come before {name} in the bidding order, so you may match their bid.").format(
                    name=names[auction.holder]))
            # Translators: under the Pass button in an auction where passing is final
            final = "" if game.rules.rebid_after_pass else _("no more bids")
            answers.append(Choice(str(PASS), pgettext("auction", "Pass"), final, hint=hint == PASS))
            groups.append(ChoiceGroup(_("Or") if ladders else _("Your call"), tuple(answers)))
    elif phase == "settle":
        assert auction is not None
        high, holder = auction.high, auction.holder
        if high is not None and holder is not None:
            # (the name in short: a long one took the title to three lines of a phone, the answers past the panel)
            title = said(shortened(names[holder], 20), _("You bid {bid} ({points} points)"),
                         _("{name} bids {bid} ({points} points)"), bid=bid_phrase(high),
                         points=high.points)  # fmt: skip
            if high.ultimatum:
                lines.append(_("8 up is the limit: it must be accepted."))
        else:
            title = _("Nobody holds a bid") if auction.declined else _("Nobody bid")
            lines.append(said(dealer, _("You choose the hand."), _("{name} chooses the hand.")))
        if legal:
            foiled = auction.bids <= 3
            groups.extend(_settle(names, high, holder, legal, hint, foiled))
            # the two answers named by a word of their own say what they do (a reviewer read them as jargon)
            if ULTIMATUM in legal:
                rules.append(_("Ultimatum: the first of the others to take 8 up plays the hand and pays you 200; if "
                               "they all pass, you play the hand down."))
            if FORFEIT in legal and foiled:
                rules.append(_("Forfeit: you give the hand up; you score +100 and each other player +75."))
            if high is None:
                groups.extend(_declare_choices(legal, hint))
    elif phase == "name":
        assert pos is not None and pos.winner is not None and pos.bid is not None
        winner = names[pos.winner]
        title = said(winner, _("You name trumps"), _("{name} names trumps"))
        if is_you(winner):
            line = _("You pay {dealer} {points} at the end for winning with {bid}. Up with a trump suit, or none.")
        elif is_you(dealer):
            line = _("{name} pays you {points} at the end for winning with {bid}. Up with a trump suit, or none.")
        else:
            line = _("{name} pays {dealer} {points} at the end for winning with {bid}. Up with a trump suit, or none.")
        lines.append(line.format(name=winner, dealer=dealer, points=pos.bid.points, bid=bid_phrase(pos.bid)))
        groups.extend(_declare_choices(legal, hint))
    else:  # ultimatum
        title = said(dealer, _("You call an ultimatum: 8 up or down"), _("{name} calls an ultimatum: 8 up or down"))
        lines.append(said(dealer, _("The first to take 8 up wins the hand, names trumps and pays you 200 at the end. "
                                    "If everyone passes, you play the hand down."),
                          _("The first to take 8 up wins the hand, names trumps and pays {name} 200 at the end. "
                            "If everyone passes, {name} plays the hand down.")))  # fmt: skip
        if legal:
            groups.append(ChoiceGroup(_("Your answer"), (
                Choice("8 up", _("Take 8 up"), _("pay 200"), hint=Bid(8) == hint),
                Choice(str(PASS), pgettext("auction", "Pass"), hint=hint == PASS),
            )))  # fmt: skip
    waiting = "" if legal else _(_WAITING[phase]).format(name=names[seat])
    return Bidding(phase, title, tuple(lines), _calls(session), tuple(groups), waiting, tuple(rules))


def _settle(names: list[str], high: Bid | None, holder: int | None, legal: Sequence[Move], hint: Move | None,
            foiled: bool) -> list[ChoiceGroup]:  # fmt: skip
    """The beneficiary's answers to the auction: accept, decline, the ultimatum, forfeit."""
    answers = []
    if ACCEPT in legal and high is not None and holder is not None:
        # the bidder's name in short under Accept (the title says it whole): a long one took five lines of a phone's
        # button, and the answers under it went past the panel's edge
        who = shortened(names[holder], 14)
        pays = _("{name} plays it and pays you {points}").format(name=who, points=high.points) \
            if not high.down else _("{name} plays it down and takes up to {n} of your tricks").format(
                name=who, n=high.tricks)  # fmt: skip
        answers.append(Choice(str(ACCEPT), _("Accept {bid}").format(bid=bid_words(high)), pays, primary=True,
                              hint=hint == ACCEPT))  # fmt: skip
    if DECLINE in legal:
        answers.append(Choice(str(DECLINE), _("Decline"), _("choose the hand yourself"), hint=hint == DECLINE))
    if ULTIMATUM in legal:
        answers.append(Choice(str(ULTIMATUM), _("Ultimatum"), _("8 up, or you play down"), hint=hint == ULTIMATUM))
    if FORFEIT in legal and foiled:
        answers.append(Choice(str(FORFEIT), _("Forfeit"), _("+100 for you, +75 for each other"),
                              hint=hint == FORFEIT))  # fmt: skip
    return [ChoiceGroup(_("Your answer"), tuple(answers))] if answers else []


def banner(session: Session) -> str:
    """What the hand's banner says while a positive hand is chosen: the step under way (review 59: it read "the
    dealer chooses: up or down, ... or an auction" all through the auction)."""
    game, names = session.game, session.names()
    dealer = names[game.dealer]
    pos = game.positive
    high = pos.auction.high if pos is not None and pos.auction is not None else None
    if game.phase == "auction":
        return said(dealer, _("Auction: the last bid plays this hand if you, the dealer, accept it."),
                    _("Auction: the last bid plays this hand if {name}, the dealer, accepts it."))  # fmt: skip
    if game.phase == "settle" and high is not None:
        return said(dealer, _("The auction is over: You accept the last bid or decline it."),
                    _("The auction is over: {name} accepts the last bid or declines it."))  # fmt: skip
    if game.phase == "name" and pos is not None and pos.winner is not None:
        return said(names[pos.winner], _("You win the auction and name trumps."),
                    _("{name} wins the auction and names trumps."))  # fmt: skip
    if game.phase == "ultimatum":
        return said(dealer, _("You call an ultimatum: the first to take 8 up plays this hand."),
                    _("{name} calls an ultimatum: the first to take 8 up plays this hand."))  # fmt: skip
    return said(dealer, _("You, the dealer, choose: up or down, with or without trumps, or an auction."),
                _("{name}, the dealer, chooses: up or down, with or without trumps, or an auction."))  # fmt: skip
