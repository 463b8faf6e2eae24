"""The step before a positive hand's first card, as the table shows it (pure): naming the first
dealer, the beneficiary's choice, the auction's bid ladder with what each bid is worth, preference,
accept / decline / ultimatum / forfeit, naming trumps and answering an ultimatum.

Every button is one of the engine's legal moves in notation (the engine's list is the single source
of truth); the words say what each one means for the player who presses it.
"""

from __future__ import annotations

from collections.abc import Sequence

from kings.king.auction import DOWN_POINTS, LADDER, UP_POINTS, Bid
from kings.king.contracts import DOWN_EACH, UP_EACH
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
from web.king.words import act, bid_points, call_words, suit_word, whom

_WAITING = {
    "nominate": "to name the first dealer", "choose": "to choose the hand", "auction": "to bid",
    "settle": "to answer the bid", "name": "to name trumps", "ultimatum": "to answer the ultimatum",
}  # fmt: skip


def _declare_choices(legal: Sequence[Move], hint: Move | None,
                     more: Sequence[Choice] = ()) -> tuple[ChoiceGroup, ...]:  # fmt: skip
    """Up with each trump suit or none; then down, with ``more`` answers beside it (auction, forfeit)."""
    ups = []
    for d in (m for m in legal if isinstance(m, Declare) and not m.down):
        label = f"{d.trump.symbol} {suit_word(d.trump).capitalize()}" if d.trump else "No trumps"
        ups.append(Choice(str(d), label, "trumps" if d.trump else "", hint=d == hint,
                          suit=suit_word(d.trump) if d.trump else ""))  # fmt: skip
    groups = []
    if ups:
        groups.append(ChoiceGroup("Play up: +25 for each trick you take", tuple(ups)))
    others = list(more)
    if Declare(down=True) in legal:
        others.insert(0, Choice("down", "Down", "325, less 75 a trick", hint=Declare(down=True) == hint))
    if others:
        groups.append(ChoiceGroup("Or", tuple(others)))
    return tuple(groups)


def _bid_ladders(legal: Sequence[Move], hint: Move | None) -> list[ChoiceGroup]:
    """The bids that may be made now, up bids and down bids as two groups, lowest first, each with its points; empty
    when no bid beats the one standing (8 up). The rungs already passed are left out: ten greyed buttons buried the few
    live ones. (Sorted by points, the two kinds interleaved, "1 up, 2 up, 3 up, 1 down, 4 up", and each equal pair said
    "75 points = 1 down": a new player read conversions, not choices.)"""
    groups = []
    for down, title in ((False, f"Up bids: {UP_POINTS} a trick"),
                        (True, f"Down bids: {DOWN_POINTS} a trick")):  # fmt: skip
        rungs = tuple(Choice(str(bid), str(bid), bid_points(bid), hint=bid == hint)
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
            out.append((names[seat], call_words(move)))
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
        title = f"{act(names[seat], 'names')} the first dealer"
        you = names[seat] == "You"
        lines.append(f"{act(names[seat], 'was')} dealt the king of hearts and {'choose' if you else 'chooses'} who "
                     "deals the first hand. The dealer leads, and dealing passes clockwise.")  # fmt: skip
        choices = tuple(Choice(str(m), names[m.seat], ("yourself" if you else "themselves") if m.seat == seat else "",
                               hint=m == hint) for m in legal if isinstance(m, Nominate))  # fmt: skip
        if choices:
            groups.append(ChoiceGroup("Deals first", choices))
    elif phase == "choose":
        title = f"Positive hand: {act(dealer, 'chooses')}"
        # ("the beneficiary" was a word a new player had to look up: issue 46)
        lines.append(f"{dealer}, the dealer, {'choose' if dealer == 'You' else 'chooses'} how this hand is played, or "
                     f"{'auction' if dealer == 'You' else 'auctions'} that choice to the highest bidder.")
        others = [Choice(str(AUCTION), "Auction it", "the others bid for it", hint=hint == AUCTION)]
        if FORFEIT in legal:
            others.append(Choice(str(FORFEIT), "Forfeit", "4 up for you, 3 up each other", hint=hint == FORFEIT))
        if legal:
            groups.extend(_declare_choices(legal, hint, others))
    elif phase == "auction":
        assert auction is not None
        high = auction.high
        if high and auction.holder is not None:  # the name last: a narrow screen may cut it short, not the bid
            held_by = names[auction.holder]
            title = f"Auction: You hold {high}" if held_by == "You" else f"Auction: {high}, held by {held_by}"
        else:
            title = "Auction: no bid yet"
        # plain words for a new player (issue 46), the engine's figures (Bid.points, Bid.beats, the payment in
        # kings/king/game.py): what winning gets you and costs you, up and down, in one short line that every screen
        # shows (the widget dropped it, and "taking on up to 1 of their tricks" decided nothing: review 58)
        rules.append(f"The last bid plays the hand if the dealer accepts it. Up: you name trumps, score {UP_EACH} a "
                     f"trick, and pay the dealer {UP_EACH} per trick bid. Down: no trumps, each trick costs "
                     f"{DOWN_EACH}, and you pay {DOWN_EACH} per trick the dealer takes, up to your bid.")  # fmt: skip
        if legal:
            ladders = _bid_ladders(legal, hint)
            if ladders:
                if high is not None:  # (no bid yet: the title says so, and the panel's room goes to the bids)
                    lines.append(f"Your bid must be worth more than {high} ({high.points} points).")
                groups.extend(ladders)
            elif high is not None:  # 8 up stands: the answers left are the whole choice (no bid to explain)
                rules.clear()
                lines.append(f"No bid beats {high}: {'match it or pass' if MATCH in legal else 'you can only pass'}.")
            answers = []
            if MATCH in legal and high is not None and auction.holder is not None:
                # (the holder is named in the title: a long name here took three lines of a phone's button)
                answers.append(Choice(str(MATCH), f"Match {high}", "Take it over at the same price",
                                      hint=hint == MATCH))  # fmt: skip
                rules.append(f"You come before {names[auction.holder]} in the bidding order, so you may match their "
                             "bid.")  # fmt: skip
            final = "" if game.rules.rebid_after_pass else "no more bids"
            answers.append(Choice(str(PASS), "Pass", final, hint=hint == PASS))
            groups.append(ChoiceGroup("Or" if ladders else "Your call", tuple(answers)))
    elif phase == "settle":
        assert auction is not None
        high, holder = auction.high, auction.holder
        if high is not None and holder is not None:
            title = f"{act(names[holder], 'bids')} {high} ({high.points} points)"
            if high.ultimatum:
                lines.append("8 up is the limit: it must be accepted.")
        else:
            title = "Nobody holds a bid" if auction.declined else "Nobody bid"
            lines.append(f"{act(dealer, 'chooses')} the hand.")
        if legal:
            groups.extend(_settle(names, high, holder, legal, hint, bool(auction.bids <= 3)))
            if high is None:
                groups.extend(_declare_choices(legal, hint))
    elif phase == "name":
        assert pos is not None and pos.winner is not None and pos.bid is not None
        title = f"{act(names[pos.winner], 'names')} trumps"
        lines.append(f"{act(names[pos.winner], 'pays')} {whom(dealer)} {pos.bid.points} at the end for winning with "
                     f"{pos.bid}. Up with a trump suit, or none.")  # fmt: skip
        groups.extend(_declare_choices(legal, hint))
    else:  # ultimatum
        title = f"{act(dealer, 'calls')} an ultimatum: 8 up or down"
        lines.append(f"The first to take 8 up wins the hand, names trumps and pays {whom(dealer)} 200 at the end. "
                     f"If everyone passes, {act(dealer, 'plays')} the hand down.")  # fmt: skip
        if legal:
            groups.append(ChoiceGroup("Your answer", (
                Choice("8 up", "Take 8 up", "pay 200", hint=Bid(8) == hint),
                Choice(str(PASS), "Pass", hint=hint == PASS),
            )))  # fmt: skip
    waiting = "" if legal else f"Waiting for {names[seat]} {_WAITING[phase]}."
    return Bidding(phase, title, tuple(lines), _calls(session), tuple(groups), waiting, tuple(rules))


def _settle(names: list[str], high: Bid | None, holder: int | None, legal: Sequence[Move], hint: Move | None,
            foiled: bool) -> list[ChoiceGroup]:  # fmt: skip
    """The beneficiary's answers to the auction: accept, decline, the ultimatum, forfeit."""
    answers = []
    if ACCEPT in legal and high is not None and holder is not None:
        pays = f"{names[holder]} plays it and pays you {high.points}" if not high.down else \
            f"{names[holder]} plays it down and takes up to {high.tricks} of your tricks"  # fmt: skip
        answers.append(Choice(str(ACCEPT), f"Accept {high}", pays, primary=True, hint=hint == ACCEPT))
    if DECLINE in legal:
        answers.append(Choice(str(DECLINE), "Decline", "choose the hand yourself", hint=hint == DECLINE))
    if ULTIMATUM in legal:
        answers.append(Choice(str(ULTIMATUM), "Ultimatum", "8 up, or you play down", hint=hint == ULTIMATUM))
    if FORFEIT in legal and foiled:
        answers.append(Choice(str(FORFEIT), "Forfeit", "4 up for you, 3 up for each other", hint=hint == FORFEIT))
    return [ChoiceGroup("Your answer", tuple(answers))] if answers else []



def banner(session: Session) -> str:
    """What the hand's banner says while a positive hand is chosen: the step under way (review 59: it read "the
    dealer chooses: up or down, ... or an auction" all through the auction)."""
    game, names = session.game, session.names()
    dealer = names[game.dealer]
    pos = game.positive
    high = pos.auction.high if pos is not None and pos.auction is not None else None

    def verb(who: str, word: str) -> str:  # "accepts", "accept"
        return act(who, word)[len(who) + 1:]

    if game.phase == "auction":
        return f"Auction: the last bid plays this hand if {whom(dealer)}, the dealer, {verb(dealer, 'accepts')} it."
    if game.phase == "settle" and high is not None:
        return f"The auction is over: {act(dealer, 'accepts')} the last bid or {verb(dealer, 'declines')} it."
    if game.phase == "name" and pos is not None and pos.winner is not None:
        winner = names[pos.winner]
        return f"{act(winner, 'wins')} the auction and {verb(winner, 'names')} trumps."
    if game.phase == "ultimatum":
        return f"{act(dealer, 'calls')} an ultimatum: the first to take 8 up plays this hand."
    return f"{dealer}, the dealer, {verb(dealer, 'chooses')}: up or down, with or without trumps, or an auction."
