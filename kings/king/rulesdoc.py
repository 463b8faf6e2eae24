"""King's rules page as data: sections of plain words for players, built from the engine's own rules data.

:func:`sections` gives the page for one set of rules (the table's options change what it says), as
:class:`DocSection` values a web page can draw; :func:`render` writes the same sections as Markdown:
``python -m kings.king.rulesdoc > docs/king-rules.md`` (a test fails when that file is stale).

>>> [s.key for s in sections(Rules())]
['play', 'hands', 'positive', 'auction', 'scoring', 'decisions', 'options', 'levels']
>>> dict(sections(Rules(quick=True))[1].entries)["1. No tricks + No last two tricks"]
'-20 for each trick you take, and -90 for each of the last two tricks you take: -440 in all.'
"""

from __future__ import annotations

from dataclasses import fields

from kings.king.auction import LADDER, Bid
from kings.king.contracts import DOWN_EACH, DOWN_START, POSITIVE_TOTAL, UP_EACH, Penalty
from kings.king.game import NEGATIVE, POSITIVE_HANDS, QUICK
from kings.king.rules import PRESETS, Rules
from kings.rulesdoc import DocSection

#: What each penalty costs, in words (its points come from the engine).
_COSTS = {
    Penalty.TRICKS: "for each trick you take",
    Penalty.HEARTS: "for each heart in the tricks you take",
    Penalty.QUEENS: "for each queen you take",
    Penalty.MEN: "for each king and jack you take",
    Penalty.KING_OF_HEARTS: "for taking the king of hearts",
    Penalty.LAST_TWO: "for each of the last two tricks you take",
}

#: Every option of :class:`~kings.king.rules.Rules`: its name for players and what it changes.
OPTIONS: dict[str, tuple[str, str]] = {
    "quick": ("Quick game", "Seven hands instead of ten: the six negative hands are played as three, the 1st with "
              "the 6th, the 2nd with the 5th and the 3rd with the 4th, each keeping both hands' points."),
    "rebid_after_pass": ("Open bidding", "A player who passes in an auction may bid again later in it (otherwise a "
                         "pass is final); the source leaves this to be agreed beforehand."),
    "forfeit_without_auction": ("Forfeit without an auction", "The beneficiary may mark 4-3-3-3 at once, without "
                                "holding an auction; the source leaves this to be agreed beforehand."),
    "nominate_dealer": ("The king of hearts names the dealer", "The player dealt the king of hearts names the first "
                        "dealer, themselves included (a rule from Brazil): so they choose when they will be the "
                        "beneficiary."),
}  # fmt: skip

#: The CPU levels offered to players, one line each.
LEVELS: tuple[tuple[str, str], ...] = (
    ("Easy", "Plays sensible cards by simple rules, but about one card in four is any legal card; it chooses its "
     "positive hand by counting its tricks, never auctions it, never calls an ultimatum, and rarely bids."),
    ("Medium", "Sound rules of thumb: ducks under the trick in the negative hands and sheds high cards where a "
     "trick costs nothing, throws its costliest card when it cannot follow, counts its hand to choose up or down "
     "and trumps, auctions a weak hand, and bids only what its count says a hand with its own trumps is worth."),
    ("Hard", "Deals the cards it cannot see many ways, each consistent with everything played so far, plays each of "
     "its choices out on those deals (cards, declarations, an auction and what the others will likely bid, bids, "
     "ultimatums) and keeps the best."),
)  # fmt: skip

#: Every decision the engine makes where the source is silent (collected from kings/king/*.py's docs).
DECISIONS: tuple[str, ...] = (
    "The cards that find the first dealer are handed out one at a time clockwise from the first seat, with the "
    "game's own seeded shuffle.",
    "The dealer leads the first trick of every hand, the positive ones too, whoever won the auction.",
    "In the no-king-of-hearts hand, a player holding the king with only hearts left must lead the king: leading "
    "hearts is then the first legal chance.",
    "The quick game's combined hands charge both penalties on every trick, and keep the hearts rules of the hand "
    "that has them.",
    "The bidding ends when every other player still in has passed since the last bid or match.",
    "A match counts as a bid when counting the three bids or fewer of a foiled auction; an auction where nobody "
    "bids is foiled too.",
    "Declining the last bid closes the auction: the beneficiary then chooses the hand (up with or without trumps, "
    "or down). The source's \"negotiate an increase on the final bid\" is played only through the ultimatum.",
    "A foiled auction may be forfeited instead of accepting or declining the last bid, and after declining it too.",
    "Payment for an up bid: the whole bid moves from the winner's score to the beneficiary's, whatever the winner "
    "took (giving up the tricks taken and paying the difference comes to the same).",
    "Payment for a down bid: the winner takes over the beneficiary's tricks up to the number bid, 75 points each "
    "moving from the beneficiary's score to the winner's, never more tricks than the beneficiary took.",
    "An accepted down bid is played down, without trumps.",
    "The ultimatum may be called instead of accepting or declining the last bid, or when nobody bid; not once the "
    "last bid is 8 up (that bid must be accepted), nor after declining.",
    "Every other player may answer an ultimatum, in bidding order, those who passed in the auction too: it is a new "
    "offer. The first to say 8 up wins it at once.",
    "A hand played down because everyone passed an ultimatum carries no bid and no payment.",
    "With the king-of-hearts rule nothing is dealt until the dealer is named; the named player deals the first "
    "hand and the deal passes clockwise from them.",
    "Equal highest totals at the end share the win.",
)


def _hands(rules: Rules) -> DocSection:
    entries = []
    for i, contract in enumerate(QUICK if rules.quick else NEGATIVE):
        costs = ", and ".join(f"{p.each} {_COSTS[p]}" for p in contract.penalties)
        entries.append((f"{i + 1}. {contract.label}", f"{costs}: {contract.total} in all."))
    first = len(entries) + 1
    last = first + POSITIVE_HANDS - 1
    entries.append((f"{first}-{last}. Positive hands", f"+{POSITIVE_TOTAL} in all, each: the dealer of the hand, its "
                    "beneficiary, chooses how it is played (below)."))  # fmt: skip
    count = "seven" if rules.quick else "ten"
    return DocSection(
        "hands", f"The {count} hands",
        "First the negative hands, always in this order, where what you take costs points; then four positive "
        f"hands. The negative hands cost -1300 in all and the positive ones share out "
        f"+{POSITIVE_HANDS * POSITIVE_TOTAL}, so the scores of a whole game always sum to zero.",
        tuple(entries),
    )  # fmt: skip


def _play(rules: Rules) -> DocSection:
    first = ("The player dealt the king of hearts, when the cards are handed out one at a time clockwise, names the "
             "first dealer, themselves included; nothing is dealt before.") if rules.nominate_dealer else (
             "The first dealer is the player dealt the king of hearts when the cards are handed out one at a time "
             "clockwise.")  # fmt: skip
    return DocSection("play", "How a hand is played", f"Four players, no partners, one 52-card pack, aces high. A game "
                      f"is {'seven' if rules.quick else 'ten'} hands; in each, all 52 cards are dealt, 13 each, and "
                      "13 tricks are played.", items=(
        first,
        "The deal passes clockwise: each hand is dealt by the next player to the left.",
        "The dealer leads the first trick; whoever wins a trick leads the next. Play goes clockwise.",
        "You must follow the suit led if you can; if you cannot, play any card.",
        "The highest card of the suit led wins the trick, unless the hand has a trump suit and trumps were played: "
        "then the highest trump wins.",
        "A trump is played like any card: only when you cannot follow the suit led, or when trumps were led.",
        "In the no-hearts and no-king-of-hearts hands you may not lead hearts while you hold another suit.",
        "In the no-king-of-hearts hand, whoever holds the king must play it at the first legal chance: when hearts "
        "are led, or when they cannot follow the suit led.",
    ))  # fmt: skip


def _positive(rules: Rules) -> DocSection:
    entries = [
        ("Up", f"Each trick is worth +{UP_EACH} to whoever takes it. The beneficiary may name a trump suit, or play "
         "without one."),
        ("Down", f"Everyone starts with +{DOWN_START} and loses {DOWN_EACH} for each trick they take. No trumps."),
        ("Trumps", "A trump beats any card of another suit; between trumps the highest wins. Trumps are named only "
         "for a hand played up, by the beneficiary or by the player who won the auction."),
        ("Auction", "Instead of choosing, the beneficiary may auction the choice to the highest bidder (below)."),
    ]  # fmt: skip
    if rules.forfeit_without_auction:
        entries.append(("Forfeit", "With these rules the beneficiary may also give up the hand at once, without an "
                        "auction: 4 up (+100) for them and 3 up (+75) for each other player."))  # fmt: skip
    return DocSection("positive", "The positive hands", "In each of the last four hands the dealer is the "
                      "beneficiary: having dealt and seen their own cards, they choose how the hand is played. Each "
                      f"player is the beneficiary once. Either way the hand shares out +{POSITIVE_TOTAL}.",
                      tuple(entries))  # fmt: skip


def _ladder(bid: Bid) -> str:
    same = [b for b in LADDER if b != bid and b.points == bid.points]
    return f"{bid.points} points" + (f" (the same as {same[0]})" if same else "")


def _auction(rules: Rules) -> DocSection:
    passing = ("A player who passes may bid again later in the same auction (these rules)." if rules.rebid_after_pass
               else "A player who passes is out of this auction.")  # fmt: skip
    return DocSection("auction", "The auction", f"Bids are tricks up or down, compared by points: a trick up is worth "
                      f"{UP_EACH}, a trick down {DOWN_EACH}, so 3 up equals 1 down. The bidding goes clockwise from "
                      "the beneficiary's left, each bid worth more points than the last (so 1 down does not beat 3 up, "
                      "nor 2 down 6 up); 8 up is the limit. Say only the "
                      "number of tricks and up or down: trumps are named after the bid is accepted.",
                      tuple((str(b), _ladder(b)) for b in LADDER), (
        "Preference: a player nearer the beneficiary's left may match a later player's bid on exactly the same "
        "terms (3 up matches 3 up, never 1 down) and so take it over.",
        passing,
        "The bidding ends when every player still in has passed since the last bid or match.",
        "The beneficiary then accepts the last bid, or declines it and chooses the hand themselves. An 8 up bid "
        "must be accepted, even when it is the only bid: no ultimatum and no forfeit then.",
        "Ultimatum: instead of accepting or declining, or when nobody bid, the beneficiary may say \"8 up or go "
        "down\". The other three answer in bidding order, 8 up or pass: the first to say 8 up wins the hand at "
        "8 up, names trumps (or none) and pays 200. If all three pass, the beneficiary plays the hand down.",
        "The winner of an accepted up bid names trumps, or none; a down bid is played down.",
        "Payment, at the end of the hand: the winner of an up bid pays the bid, 25 a trick, from their score to the "
        "beneficiary's. The winner of a down bid takes over the beneficiary's tricks up to the number bid, 75 each.",
        "A foiled auction: with three bids or fewer (a match counts as a bid), the beneficiary may forfeit the hand: "
        "4 up (+100) for them and 3 up (+75) for each other player; not when the last bid is 8 up.",
    ))  # fmt: skip


def _options(rules: Rules) -> DocSection:
    entries = tuple((f"{label} ({'on' if getattr(rules, name) else 'off'})", text)
                    for name, (label, text) in OPTIONS.items())  # fmt: skip
    items = []
    for pid, preset in PRESETS.items():
        changed = [OPTIONS[f.name][0] for f in fields(Rules) if f.name in OPTIONS and getattr(preset, f.name)]
        what = f"the standard game with {' and '.join(changed)} on" if changed else "the source's game, no option on"
        items.append(f"{preset.name} (`{pid}`): {what}.")
    return DocSection("options", "Options and presets", "Options the source leaves to the table, and the named sets "
                      "of them (presets); this page describes the rules with the options marked on.", entries,
                      tuple(items))  # fmt: skip


_SCORING = DocSection("scoring", "Scoring and winning", "Keep one running total for each player, or, as many tables "
                      "do, two columns for each, positive and negative: the difference is the same total.", items=(
    "Each negative hand shares out its fixed total and each positive hand +325 (a forfeit too), so the totals of a "
    "whole game always sum to zero.",
    "The player with the highest total at the end of the game wins.",
))  # fmt: skip
_DECISIONS = DocSection("decisions", "Where the source is silent", "The game decides these; any table may agree "
                        "otherwise.", items=DECISIONS)  # fmt: skip
_LEVELS = DocSection("levels", "CPU players", "A CPU player sees only what its seat may see: its own cards and what is "
                     "played on the table, never another player's cards.", LEVELS)  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order."""
    return (_play(rules), _hands(rules), _positive(rules), _auction(rules), _SCORING, _DECISIONS, _options(rules),
            _LEVELS)  # fmt: skip


def render(rules: Rules | None = None) -> str:
    """The rules page as Markdown (the standard rules unless told otherwise)."""
    rules = rules or Rules()
    lines = ["# King: rules, options and CPU players", "",
             "Generated from the engine (`python -m kings.king.rulesdoc > docs/king-rules.md`): this page cannot "
             "disagree with what the game enforces. Source: the King part of `shared/seeds/000_07c215abc0a5bb30.txt`, "
             "summarised in `shared/RULES.md` section 2."]  # fmt: skip
    for section in sections(rules):
        lines += ["", f"## {section.title}", ""]
        if section.intro:
            lines += [section.intro, ""]
        lines += [f"- **{term}**: {text}" for term, text in section.entries]
        if section.entries and section.items:
            lines.append("")
        lines += [f"- {item}" for item in section.items]
    return "\n".join(lines).rstrip("\n") + "\n"


if __name__ == "__main__":
    print(render(), end="")
