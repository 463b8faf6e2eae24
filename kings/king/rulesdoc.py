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

from kings.i18n import N_, _, pgettext
from kings.king.auction import LADDER, Bid, bid_words
from kings.king.contracts import DOWN_EACH, DOWN_START, POSITIVE_TOTAL, UP_EACH, Penalty
from kings.king.game import NEGATIVE, POSITIVE_HANDS, QUICK
from kings.king.rules import PRESETS, Rules
from kings.rulesdoc import DocSection

#: What each penalty costs, in words (its points come from the engine).
_COSTS = {
    # Translators: the rules page, what each negative hand costs: {points} is the figure ("-50")
    Penalty.TRICKS: N_("{points} for each trick you take"),
    Penalty.HEARTS: N_("{points} for each heart in the tricks you take"),
    Penalty.QUEENS: N_("{points} for each queen you take"),
    Penalty.MEN: N_("{points} for each king and jack you take"),
    Penalty.KING_OF_HEARTS: N_("{points} for taking the king of hearts"),
    Penalty.LAST_TWO: N_("{points} for each of the last two tricks you take"),
}

#: Every option of :class:`~kings.king.rules.Rules`: its name for players and what it changes.
# Translators: the rules page's options: a name, then what it changes
OPTIONS: dict[str, tuple[str, str]] = {
    "quick": (N_("Quick game"), N_(
        "Seven hands instead of ten: the six negative hands are played as three, the 1st with the 6th, the 2nd with "
        "the 5th and the 3rd with the 4th, each keeping both hands' points.")),
    "rebid_after_pass": (N_("Open bidding"), N_(
        "A player who passes in an auction may bid again later in it (otherwise a pass is final); the rules leave "
        "this to be agreed beforehand.")),
    "forfeit_without_auction": (N_("Forfeit without an auction"), N_(
        "The beneficiary may mark 4-3-3-3 at once, without holding an auction; the rules leave this to be agreed "
        "beforehand.")),
    "nominate_dealer": (N_("The king of hearts names the dealer"), N_(
        "The player dealt the king of hearts names the first dealer, themselves included (a rule from Brazil): so "
        "they choose when they will be the beneficiary.")),
}  # fmt: skip

#: The CPU levels offered to players, one line each.
# Translators: the rules page's CPU levels: a name, then how it plays
LEVELS: tuple[tuple[str, str], ...] = (
    (N_("Easy"), N_(
        "Plays sensible cards by simple rules, but about one card in four is any legal card; it chooses its positive "
        "hand by counting its tricks, never auctions it, never calls an ultimatum, and rarely bids.")),
    (N_("Medium"), N_(
        "Sound rules of thumb: ducks under the trick in the negative hands and sheds high cards where a trick costs "
        "nothing, throws its costliest card when it cannot follow, counts its hand to choose up or down and trumps, "
        "auctions a weak hand, and bids only what its count says a hand with its own trumps is worth.")),
    (N_("Hard"), N_(
        "Deals the cards it cannot see many ways, each consistent with everything played so far, plays each of its "
        "choices out on those deals (cards, declarations, an auction and what the others will likely bid, bids, "
        "ultimatums) and keeps the best.")),
)  # fmt: skip

#: Every decision the engine makes where the source is silent (collected from kings/king/*.py's docs).
DECISIONS: tuple[str, ...] = (
    N_("The cards that find the first dealer are handed out one at a time clockwise from the first seat, with the "
       "game's own seeded shuffle."),
    N_("The dealer leads the first trick of every hand, the positive ones too, whoever won the auction."),
    N_("In the no-king-of-hearts hand, a player holding the king with only hearts left must lead the king: leading "
       "hearts is then the first legal chance."),
    N_("The quick game's combined hands charge both penalties on every trick, and keep the hearts rules of the hand "
       "that has them."),
    N_("The bidding ends when every other player still in has passed since the last bid or match."),
    N_("A match counts as a bid when counting the three bids or fewer of a foiled auction; an auction where nobody "
       "bids is foiled too."),
    N_("Declining the last bid closes the auction: the beneficiary then chooses the hand (up with or without trumps, "
       "or down). What the traditional rules call \"negotiating an increase on the final bid\" is played only through "
       "the ultimatum."),
    N_("A foiled auction may be forfeited instead of accepting or declining the last bid, and after declining it too."),
    N_("Payment for an up bid: the whole bid moves from the winner's score to the beneficiary's, whatever the winner "
       "took (giving up the tricks taken and paying the difference comes to the same)."),
    N_("Payment for a down bid: the winner takes over the beneficiary's tricks up to the number bid, 75 points each "
       "moving from the beneficiary's score to the winner's, never more tricks than the beneficiary took."),
    N_("An accepted down bid is played down, without trumps."),
    N_("The ultimatum may be called instead of accepting or declining the last bid, or when nobody bid; not once the "
       "last bid is 8 up (that bid must be accepted), nor after declining."),
    N_("Every other player may answer an ultimatum, in bidding order, those who passed in the auction too: it is a new "
       "offer. The first to say 8 up wins it at once."),
    N_("A hand played down because everyone passed an ultimatum carries no bid and no payment."),
    N_("With the king-of-hearts rule nothing is dealt until the dealer is named; the named player deals the first "
       "hand and the deal passes clockwise from them."),
    N_("Equal highest totals at the end share the win."),
)


def _hands(rules: Rules) -> DocSection:
    entries = []
    for i, contract in enumerate(QUICK if rules.quick else NEGATIVE):
        # Translators: joins the costs of a combined hand of the quick game ("-20 for each trick you take, and -90 ...")
        costs = _(", and ").join(_(_COSTS[p]).format(points=p.each) for p in contract.penalties)
        name = " + ".join(_(p.label) for p in contract.penalties)
        # Translators: the rules page, a negative hand: {costs} what it costs, {total} its total ("-200")
        entries.append((f"{i + 1}. {name}", _("{costs}: {total} in all.").format(costs=costs, total=contract.total)))
    first = len(entries) + 1
    last = first + POSITIVE_HANDS - 1
    entries.append((_("{first}-{last}. Positive hands").format(first=first, last=last),
                    _("+{total} in all, each: the dealer of the hand, its beneficiary, chooses how it is played "
                      "(below).").format(total=POSITIVE_TOTAL)))  # fmt: skip
    return DocSection(
        "hands", _("The seven hands") if rules.quick else _("The ten hands"),
        _("First the negative hands, always in this order, where what you take costs points; then four positive "
          "hands. The negative hands cost -1300 in all and the positive ones share out +{total}, so the scores of a "
          "whole game always sum to zero.").format(total=POSITIVE_HANDS * POSITIVE_TOTAL),
        tuple(entries),
    )  # fmt: skip


def _play(rules: Rules) -> DocSection:
    first = _("The player dealt the king of hearts, when the cards are handed out one at a time clockwise, names the "
              "first dealer, themselves included; nothing is dealt before.") if rules.nominate_dealer else _(
              "The first dealer is the player dealt the king of hearts when the cards are handed out one at a time "
              "clockwise.")  # fmt: skip
    intro = _("Four players, no partners, one 52-card pack, aces high. A game is seven hands; in each, all 52 cards "
              "are dealt, 13 each, and 13 tricks are played.") if rules.quick else _(
              "Four players, no partners, one 52-card pack, aces high. A game is ten hands; in each, all 52 cards "
              "are dealt, 13 each, and 13 tricks are played.")  # fmt: skip
    return DocSection("play", _("How a hand is played"), intro, items=(
        first,
        _("The deal passes clockwise: each hand is dealt by the next player to the left."),
        _("The dealer leads the first trick; whoever wins a trick leads the next. Play goes clockwise."),
        _("You must follow the suit led if you can; if you cannot, play any card."),
        _("The highest card of the suit led wins the trick, unless the hand has a trump suit and trumps were played: "
          "then the highest trump wins."),
        _("A trump is played like any card: only when you cannot follow the suit led, or when trumps were led."),
        _("In the no-hearts and no-king-of-hearts hands you may not lead hearts while you hold another suit."),
        _("In the no-king-of-hearts hand, whoever holds the king must play it at the first legal chance: when hearts "
          "are led, or when they cannot follow the suit led."),
    ))  # fmt: skip


def _positive(rules: Rules) -> DocSection:
    entries = [
        (pgettext("rules", "Up"), _("Each trick is worth +{each} to whoever takes it. The beneficiary may name a trump "
                                    "suit, or play without one.").format(each=UP_EACH)),
        (pgettext("rules", "Down"), _("Everyone starts with +{start} and loses {each} for each trick they take. No "
                                      "trumps.").format(start=DOWN_START, each=DOWN_EACH)),
        (pgettext("rules", "Trumps"), _("A trump beats any card of another suit; between trumps the highest wins. "
                                        "Trumps are named only for a hand played up, by the beneficiary or by the "
                                        "player who won the auction.")),
        (pgettext("rules", "Auction"), _("Instead of choosing, the beneficiary may auction the choice to the highest "
                                         "bidder (below).")),
    ]  # fmt: skip
    if rules.forfeit_without_auction:
        entries.append((pgettext("rules", "Forfeit"), _("With these rules the beneficiary may also give up the hand "
                        "at once, without an auction: 4 up (+100) for them and 3 up (+75) for each other player.")))
    return DocSection("positive", _("The positive hands"), _("In each of the last four hands the dealer is the "
                      "beneficiary: having dealt and seen their own cards, they choose how the hand is played. Each "
                      "player is the beneficiary once. Either way the hand shares out +{total}.").format(
                          total=POSITIVE_TOTAL), tuple(entries))  # fmt: skip


def _ladder(bid: Bid) -> str:
    same = [b for b in LADDER if b != bid and b.points == bid.points]
    if same:
        # Translators: the rules page's bid ladder: a bid's points, and the other bid worth as much ("1 down")
        return _("{points} points (the same as {bid})").format(points=bid.points, bid=bid_words(same[0]))
    return _("{points} points").format(points=bid.points)


def _auction(rules: Rules) -> DocSection:
    passing = _("A player who passes may bid again later in the same auction (these rules).") \
        if rules.rebid_after_pass else _("A player who passes is out of this auction.")  # fmt: skip
    return DocSection("auction", _("The auction"), _("Bids are tricks up or down, compared by points: a trick up is "
                      "worth {up}, a trick down {down}, so 3 up equals 1 down. The bidding goes clockwise from "
                      "the beneficiary's left, each bid worth more points than the last (so 1 down does not beat 3 up, "
                      "nor 2 down 6 up); 8 up is the limit. Say only the "
                      "number of tricks and up or down: trumps are named after the bid is accepted.").format(
                          up=UP_EACH, down=DOWN_EACH),
                      tuple((bid_words(b), _ladder(b)) for b in LADDER), (
        _("Preference: a player nearer the beneficiary's left may match a later player's bid on exactly the same "
          "terms (3 up matches 3 up, never 1 down) and so take it over."),
        passing,
        _("The bidding ends when every player still in has passed since the last bid or match."),
        _("The beneficiary then accepts the last bid, or declines it and chooses the hand themselves. An 8 up bid "
          "must be accepted, even when it is the only bid: no ultimatum and no forfeit then."),
        _("Ultimatum: instead of accepting or declining, or when nobody bid, the beneficiary may say \"8 up or go "
          "down\". The other three answer in bidding order, 8 up or pass: the first to say 8 up wins the hand at "
          "8 up, names trumps (or none) and pays 200. If all three pass, the beneficiary plays the hand down."),
        _("The winner of an accepted up bid names trumps, or none; a down bid is played down."),
        _("Payment, at the end of the hand: the winner of an up bid pays the bid, 25 a trick, from their score to the "
          "beneficiary's. The winner of a down bid takes over the beneficiary's tricks up to the number bid, 75 each."),
        _("A foiled auction: with three bids or fewer (a match counts as a bid), the beneficiary may forfeit the hand: "
          "4 up (+100) for them and 3 up (+75) for each other player; not when the last bid is 8 up."),
    ))  # fmt: skip


def _options(rules: Rules) -> DocSection:
    # Translators: the rules page, an option's name and whether these rules have it on ("Quick game (on)")
    entries = tuple((_("{option} (on)").format(option=_(label)) if getattr(rules, name) else
                     _("{option} (off)").format(option=_(label)), _(text))
                    for name, (label, text) in OPTIONS.items())  # fmt: skip
    items = []
    for pid, preset in PRESETS.items():
        changed = [_(OPTIONS[f.name][0]) for f in fields(Rules) if f.name in OPTIONS and getattr(preset, f.name)]
        # Translators: joins the names of the options a preset turns on
        what = _("the standard game with {options} on").format(options=_(" and ").join(changed)) if changed else \
            _("the traditional game, no option on")  # fmt: skip
        # Translators: the rules page, a preset: its name, its id (in `backquotes`, keep it), what it changes
        items.append(_("{name} (`{id}`): {what}.").format(name=_(preset.name), id=pid, what=what))
    return DocSection("options", _("Options and presets"), _("Options the rules leave to each table, and the named "
                      "sets of them (presets); this page describes the rules with the options marked on."), entries,
                      tuple(items))  # fmt: skip


def _scoring() -> DocSection:
    return DocSection("scoring", _("Scoring and winning"), _("Keep one running total for each player, or, as many "
                      "tables do, two columns for each, positive and negative: the difference is the same total."),
                      items=(
        _("Each negative hand shares out its fixed total and each positive hand +325 (a forfeit too), so the totals "
          "of a whole game always sum to zero."),
        _("The player with the highest total at the end of the game wins."),
    ))  # fmt: skip


def _decisions() -> DocSection:
    return DocSection("decisions", _("Where the rules leave it open"), _("The game decides these; any table may agree "
                      "otherwise."), items=tuple(_(d) for d in DECISIONS))  # fmt: skip


def _levels() -> DocSection:
    return DocSection("levels", _("CPU players"), _("A CPU player sees only what its seat may see: its own cards and "
                      "what is played on the table, never another player's cards."),
                      tuple((_(name), _(text)) for name, text in LEVELS))  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order, in the language in use."""
    return (_play(rules), _hands(rules), _positive(rules), _auction(rules), _scoring(), _decisions(), _options(rules),
            _levels())  # fmt: skip


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
