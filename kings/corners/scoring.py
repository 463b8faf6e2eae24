"""Scoring one finished deal under any scoring system of :class:`~kings.corners.rules.Scoring`.

Every function here is pure arithmetic on an :class:`~kings.corners.deal.Outcome`: the
match adds the result to its running totals.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from kings.cards import RANK_OF, Card
from kings.corners.events import Outcome
from kings.corners.rules import Method, Payment, Rules
from kings.i18n import _, ngettext


@dataclass(frozen=True, slots=True)
class DealScore:
    """What a deal changed, per seat of the deal, and who won it."""

    deltas: tuple[int, ...]  #: added to each seat's total (penalty points, chips, or corners)
    winners: tuple[int, ...]  #: seats that won the deal (several on a tie; none possible)
    pot: int  #: chips left in the pot (carried to the next deal when nobody went out)
    notes: tuple[str, ...] = ()  #: plain-words explanations of bonuses and fines


def hand_value(rules: Rules, hand: tuple[Card, ...]) -> int:
    """Points for the cards left in a hand under this scoring's card values."""
    values = rules.scoring.values
    return sum(map(_points(values.by_rank, values.joker).__getitem__, hand))


@lru_cache(maxsize=32)
def _points(by_rank: tuple[int, ...], joker: int) -> tuple[int, ...]:
    """Points by card number (52 and up: jokers); the CPU players score thousands of deals a move."""
    return (*(by_rank[RANK_OF[c] - 1] for c in range(52)), *(joker,) * 53)


def score_deal(rules: Rules, outcome: Outcome, pot: int = 0) -> DealScore:
    """Score ``outcome``; ``pot`` is what the pot held before this deal's ante."""
    method = rules.scoring.method
    if method in (Method.PENALTY, Method.ELIMINATION):
        return _penalty(rules, outcome, pot)
    if method is Method.CHIPS:
        return _chips(rules, outcome, pot)
    return _corners(outcome, pot)


def _penalty(rules: Rules, outcome: Outcome, pot: int) -> DealScore:
    sc = rules.scoring
    notes: list[str] = []
    deltas = []
    for seat, hand in enumerate(outcome.hands):
        points = hand_value(rules, hand) + rules.king_penalty * outcome.king_fines[seat]
        if outcome.king_fines[seat]:
            # Translators: a scoring note after a player's name ("Ada: 2 x 3 for holding back a king.").
            notes.append(f"seat {seat}: " + _("{times} x {fine} for holding back a king").format(
                times=outcome.king_fines[seat], fine=rules.king_penalty))
        corners = outcome.corners_completed(seat)
        if sc.corner_bonus and corners:
            # Never below zero: a negative deal would let totals drift down and the match never end.
            bonus = min(points, sc.corner_bonus * corners)
            points -= bonus
            notes.append(f"seat {seat}: " + ngettext("-{bonus} for completing {n} corner pile(s)",
                                                      "-{bonus} for completing {n} corner pile(s)", corners).format(
                bonus=bonus, n=corners))
        deltas.append(points)
    w = outcome.winner
    if w is not None and outcome.first_turn and sc.first_turn_bonus:
        deltas[w] -= sc.first_turn_bonus
        notes.append(f"seat {w}: " + _("-{bonus} for going out on the first turn").format(bonus=sc.first_turn_bonus))
    if w is not None:
        winners: tuple[int, ...] = (w,)
    else:
        best = min(deltas)
        winners = tuple(s for s, d in enumerate(deltas) if d == best)
    return DealScore(tuple(deltas), winners, pot, tuple(notes))


def _chips(rules: Rules, outcome: Outcome, pot: int) -> DealScore:
    sc = rules.scoring
    n = len(outcome.hands)
    deltas = [-sc.ante] * n
    pot += sc.ante * n
    for seat in range(n):
        fee = sc.idle_fee * outcome.idle_turns[seat] + rules.king_penalty * outcome.king_fines[seat]
        deltas[seat] -= fee
        pot += fee
    w = outcome.winner
    for seat, hand in enumerate(outcome.hands):
        if seat == w:
            continue
        owed = hand_value(rules, hand)
        if sc.payment is Payment.TO_POT:
            deltas[seat] -= owed
            pot += owed
        elif sc.payment is Payment.TO_WINNER and w is not None:
            deltas[seat] -= owed
            deltas[w] += owed
    notes: tuple[str, ...] = ()
    if w is None:
        notes = (ngettext("Nobody went out: {n} chip(s) stay in the pot for the next deal.",
                          "Nobody went out: {n} chip(s) stay in the pot for the next deal.", pot).format(n=pot),)
        return DealScore(tuple(deltas), (), pot, notes)
    deltas[w] += pot
    return DealScore(tuple(deltas), (w,), 0, notes)


def _corners(outcome: Outcome, pot: int) -> DealScore:
    counts = tuple(outcome.corners_completed(s) for s in range(len(outcome.hands)))
    best = max(counts)
    if best:
        winners = tuple(s for s, c in enumerate(counts) if c == best)
    else:
        winners = () if outcome.winner is None else (outcome.winner,)
    return DealScore(counts, winners, pot)
