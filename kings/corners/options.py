"""A catalogue of every rule option for people: label, help text, source, choices.

The new-game dialog, the rules page and ``docs/rules.md`` are all built from this list and from
the presets in :mod:`kings.corners.presets`, so they cannot disagree with the engine. A test
checks that every field of :class:`~kings.corners.rules.Rules` is described here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from kings.corners.rules import DOWN_ALTERNATE, DOWN_IN_SUIT, UP_ALTERNATE, Build, DrawTiming, Kings, Method, Payment
from kings.i18n import N_


@dataclass(frozen=True, slots=True)
class Option:
    """One rule option as a player sees it."""

    field: str  #: the attribute of Rules (or ``scoring.<attr>`` of Scoring)
    label: str
    help: str
    source: str
    choices: tuple[tuple[object, str], ...] = ()  #: (value, label) for options with a fixed set of values


BUILDS: tuple[tuple[Build, str], ...] = (
    (DOWN_ALTERNATE, N_("Down, alternating colours")),
    (DOWN_IN_SUIT, N_("Down, in suit")),
    (UP_ALTERNATE, N_("Up, alternating colours")),
)


def _enum(choices: type[Enum], labels: dict[str, str]) -> tuple[tuple[object, str], ...]:
    return tuple((member, labels[member.value]) for member in choices)


OPTIONS: tuple[Option, ...] = (
    Option("hand_size", N_("Cards dealt"), N_("Cards dealt to each player."), N_("pagat: 7; Becker: 4")),
    Option("draw", N_("When to draw"), N_("When a player takes a card from the stock."),
           N_("pagat, wikiHow, Wikipedia, a card-game instructions page"),
           _enum(DrawTiming, {
               "end": N_("At the end of the turn"),
               "start": N_("At the start of the turn"),
               "start-and-end": N_("At the start and at the end"),
               "if-no-play": N_("Only after a turn with no card played"),
               "until-playable": N_("Draw until you can play, play, then draw"),
           })),
    Option("draw_count", N_("Cards per draw"), N_("How many cards each draw takes."), N_("pagat: some draw two")),
    Option("must_play", N_("Must play"), N_("A card that can be played must be played (otherwise: keep it)."),
           N_("a card-game download page: 'If a player can play a card, he must'; 'Keep it'")),
    Option("kings", N_("Kings"), N_("Whether a king must go to a corner at the first chance."), N_("pagat"),
           _enum(Kings, {
               "free": N_("Hold kings as long as you like"),
               "penalty": N_("Holding back a playable king costs the king penalty"),
               "enforced": N_("A playable king must be played before the turn ends"),
           })),
    Option("king_penalty", N_("King penalty"), N_("Points (or chips) for ending a turn with a playable king."),
           N_("pagat: three points or chips")),
    Option("sides", N_("N/E/S/W piles"), N_("How the four original piles are built."),
           N_("pagat: Robinson, Crestanello"), BUILDS),
    Option("corners", N_("Corner piles"), N_("How the corner piles are built."),
           N_("pagat: Ellison, Robinson, Crestanello, Monsen"), BUILDS[:2]),
    Option("jokers", N_("Jokers"), N_("Two jokers in the pack; a joker is laid as any card it stands for. A real card "
           "that a joker in a corner stands for cannot go to a corner."), N_("pagat: Kevin Freeman")),
    Option("set_aside_completed", N_("Set completed piles aside"),
           N_("A pile from king to ace leaves the table, freeing its space."), N_("wikiHow optional rule")),
    Option("layout_kings_to_corners", N_("Dealt kings to corners"),
           N_("Kings turned up for the layout go to the corners at once and are replaced."),
           N_("wikiHow; a card-game download page")),
    Option("stock_must_empty", N_("Four-card rule"),
           N_("Nobody goes out while the stock has cards: playing your last card, you draw; the drawn card goes "
           "into an empty space if it can (and you draw again), otherwise you keep it."), N_("pagat: Beverly Becker")),
    Option("open_space_draw", N_("Open-space draw"),
           N_("Going out while an N/E/S/W space is empty draws this many cards and the turn goes on."),
           N_("a card-game instructions page")),
    # (the choices are short: a phone shows a menu's choice on one line of about 35 characters)
    Option("scoring.method", N_("Scoring"), N_("How a match is scored. Penalty: cards left cost points, and the lowest "
           "total wins when someone reaches the target. Elimination: reaching the target puts you out. Chips: "
           "chips change hands. Corners: completing a corner pile wins it."), N_("pagat, Wikipedia, wikiHow"),
           _enum(Method, {
               "penalty": N_("Penalty: lowest total wins"),
               "elimination": N_("Elimination: last one in wins"),
               "chips": N_("Chips: most chips wins"),
               "corners": N_("Corners: most corners wins"),
           })),
    Option("scoring.values", N_("Card values"), N_("Points for each card left in hand."),
           N_("pagat, Wikipedia, a card-game download page")),
    Option("scoring.target", N_("Target"), N_("The score that ends the match (or eliminates, or wins)."),
           N_("pagat: 25 or 50")),
    Option("scoring.deals", N_("Number of deals"), N_("Play this many deals (or fewer if the target is reached)."),
           N_("pagat: a fixed number of hands")),
    Option("scoring.first_turn_bonus", N_("First-turn bonus"), N_("Going out on your first turn takes this off."),
           N_("pagat: Kleplek scores 5")),
    Option("scoring.corner_bonus", N_("Corner bonus"), N_("Completing a corner pile takes this off your penalty."),
           N_("pagat: a score for completing a corner pile")),
    Option("scoring.ante", N_("Ante"), N_("Chips each player puts in the pot at the start of a deal."),
           N_("pagat; wikiHow")),
    Option("scoring.idle_fee", N_("Pass fee"), N_("Chips paid to the pot for a turn with no card played."),
           N_("pagat; wikiHow")),
    Option("scoring.payment", N_("Cards left"), N_("What losers pay for the cards left in hand."), N_("pagat"),
           _enum(Payment, {
               "none": N_("Nothing"),
               "to-winner": N_("Card values to the winner"),
               "to-pot": N_("Card values to the pool, which the winner collects"),
           })),
    Option("scoring.start_chips", N_("Starting chips"), N_("Chips each player starts the match with."),
           N_("our house rule")),
    Option("scoring.shared_chips", N_("Shared chips"),
           N_("Chips shared out evenly at the start (instead of a stack each)."),
           N_("wikiHow: 80 chips")),
)  # fmt: skip

#: Choices we made where the sources disagree or are silent. Shown on the rules page.
DECISIONS: tuple[str, ...] = (
    N_("2 to 6 players (sources: 2-5, 'two or more'); the pack must hold every hand plus four layout cards."),
    N_("The first dealer is drawn from the match seed; the deal then passes clockwise (seat numbers run clockwise)."),
    N_("With 'draw at the start', the draw is a move of its own (Draw), so every card that changes hands shows in "
    "the game record."),
    N_("'Draw only when you cannot play' (wikiHow) is read as: the end-of-turn draw happens only after a turn in "
    "which you played no card."),
    N_("'Draw until playable' (Wikipedia): if you cannot play and have not played, you draw one card at a "
    "time; once you can play you must play before ending the turn; the turn ends with one more draw."),
    N_("Must play binds cards from hand only; moving piles is never compulsory. With an empty N/E/S/W space any "
    "card can be played, so a must-play player fills it."),
    N_("Kings compulsory (pagat) has two forms: a 3-point (or 3-chip) fine, charged once per turn ended while a "
    "king could go to an empty corner, or 'enforced', where the turn cannot end until the king is played."),
    N_("A pile whose bottom card is a king may move into an empty corner only from N, E, S or W: moving it between "
    "corners would let a turn go on forever."),
    N_("A pile may join another only if its bottom card fits the target's top card and every card of it follows "
    "the target's building rule (this matters when sides and corners are built differently)."),
    N_("A pile is never moved into an empty N/E/S/W space: those spaces are filled from hand (all sources)."),
    N_("An impasse is a full round of turns (one per player) in which nobody played, moved a pile or drew."),
    N_("Jokers (Freeman): a joker is laid as a named card wherever that card would be legal, and may not stand for "
    "a card already on the table. A real card that a joker in a corner stands for may not be played or moved to "
    "a corner. A joker turned up for the layout is buried at the bottom of the stock. A joker left in hand "
    "costs as much as the dearest card."),
    N_("Completed piles (13 cards, king to ace) are recorded for corner scoring; with 'set aside' they leave the "
    "table and free the space."),
    N_("The Kleplek first-turn rule: going out on your own first turn of a deal scores minus 5."),
    N_("Chip scoring: if nobody goes out (impasse), the pot or pool stays for the next deal. A chips match ends "
    "when someone cannot pay the next ante, when someone reaches the target, or after the set number of deals."),
    N_("wikiHow chips say '80 chips shared evenly, first to 100 wins', which cannot happen with 80 chips in play; "
    "our preset shares the 80 chips and plays 20 deals (or until someone cannot pay the ante), most chips winning."),
    N_("pagat chips and pool name no stakes: each player starts with 50 chips (pool: from 0) and the match is 10 "
    "deals, most chips winning."),
    N_("Elimination: when the last players all cross the threshold in the same deal, the lowest total wins."),
    N_("Corners owned: the player who completes a corner pile (by playing its ace or moving a pile onto it) owns "
    "it. A deal is won by whoever completed the most corners in it (by the player who went out if nobody did)."),
    N_("Ties: seats with equal totals share a place; a match ending in a tie names every tied winner."),
    N_("A pile that is already complete (king to ace on a side) and moves into an empty corner is not completed "
    "again: it wins no corner and no bonus."),
    N_("'Draw until playable' always draws one card at a time, whatever the cards-per-draw option says."),
    N_("The open-space draw comes on top of the normal end-of-turn draw."),
    N_("Set-aside piles are out of play: a joker may stand for a card in them."),
    N_("Shared chips that do not divide evenly start in the pot."),
    N_("With piles built upward on the sides (Robinson), a corner holding only its king may join a side pile "
    "topped by a queen of the other colour: that follows from the pile-moving rule, and empties the corner."),
    N_("Elimination standings list the players still in first, then the eliminated ones by total."),
    N_("The corner bonus comes off that deal's penalty but never below zero, so totals never fall and a match "
    "always moves towards its target. Whatever the scoring, a match ends after at most 100 deals."),
)
