"""Klondike's table in words (pure): the piles' names, what a move did (for the live region and the log), what
each pile holds (its accessible name), the clock.

>>> from kings.klondike.deal import Deal
>>> from kings.klondike.rules import Rules
>>> from kings.cards import Card
>>> from kings.klondike.moves import Put, DRAW
>>> deal = Deal.new(Rules(), seed=7)
>>> said(deal, Put(Card.parse("3C"), 1), deal.play(Put(Card.parse("3C"), 1)))
'3 of clubs to the 4 of diamonds, column 1; the 2 of spades turned over'
>>> said(deal, DRAW, deal.play(DRAW))
'Drew the queen of clubs'
>>> pile_name("F3"), pile_name("C7"), clock(3725)
('Hearts foundation', 'Column 7', '1:02:05')

What Klondike's "hear" key reads aloud, from the same view the screen shows.

>>> from web.klondike.spec import Setup
>>> from web.klondike.session import Session
>>> from web.klondike.view import Scene, build
>>> say(build(Scene(Session.new(Setup(), seed=7))))[:60]
'0 cards home, 21 face down, 24 in the stock. Stock: 24 cards'
"""

from __future__ import annotations

from kings.cards import CARDS, Card
from kings.errors import NotationError
from kings.i18n import _, ngettext, pgettext
from kings.klondike.deal import Deal
from kings.klondike.moves import Draw, GiveUp, Move, Put, Recycle
from web.klondike.viewmodels import TableView

STOCK, WASTE = "stock", "waste"
FOUNDATIONS = tuple(f"F{i}" for i in range(1, 5))
COLUMNS = tuple(f"C{i}" for i in range(1, 8))
PILES = (STOCK, WASTE, *FOUNDATIONS, *COLUMNS)  #: every pile, in reading order (the keyboard's order)


def parse_card(code: str) -> Card | None:
    """The card of a ``data-card`` code (``7C``), or None for anything else."""
    try:
        card = Card.parse(code)
    except NotationError:
        return None
    return None if card.is_joker else card


def suit_word(suit: int) -> str:
    """A suit by its index (the engine's order), as a card's name says it: ``clubs``."""
    return (pgettext("suit", "clubs"), pgettext("suit", "diamonds"), pgettext("suit", "hearts"),
            pgettext("suit", "spades"))[suit]  # fmt: skip


def rank_word(card: Card) -> str:
    """A card's rank as its name says it: ``ace``, ``7``, ``queen`` (digits for numbers)."""
    rank = card.rank.code
    words = {"A": pgettext("rank", "ace"), "J": pgettext("rank", "jack"), "Q": pgettext("rank", "queen"),
             "K": pgettext("rank", "king")}  # fmt: skip
    return words.get(rank, rank)


def card_name(card: Card) -> str:
    """``7 of clubs``, ``queen of hearts``: short enough to hear often (digits for numbers)."""
    # Translators: a card's name: {rank} is "ace", "7", "queen"..., {suit} is "clubs", "hearts"...
    return pgettext("card", "{rank} of {suit}").format(rank=rank_word(card), suit=suit_word(int(card) // 13))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def pile_name(pile: str) -> str:
    """``Stock``, ``Waste``, ``Hearts foundation``, ``Column 3``."""
    if pile == STOCK:
        return pgettext("pile", "Stock")
    if pile == WASTE:
        return pgettext("pile", "Waste")
    if pile.startswith("F"):
        return (_("Clubs foundation"), _("Diamonds foundation"), _("Hearts foundation"),
                _("Spades foundation"))[int(pile[1:]) - 1]  # fmt: skip
    return _("Column {n}").format(n=pile[1:])


def pile_of_move(move: Put) -> str:
    """The pile a card move goes to: ``F<suit>`` home, ``C<n>`` a column."""
    return f"F{int(move.card) // 13 + 1}" if move.home else f"C{move.to}"


def _flipped(before: Deal, after: Deal, text: str) -> str:
    for b, a in zip(before.columns, after.columns, strict=True):
        if len(a.down) < len(b.down) and a.up:
            # Translators: {move} is what a move did ("7 of clubs to the 8 of hearts, column 3"), {card} a card's name
            return _("{move}; the {card} turned over").format(move=text, card=card_name(a.up[0]))
    return text


def said(before: Deal, move: Move, after: Deal) -> str:
    """What ``move`` did, from ``before`` to ``after``: ``7 of clubs to the 8 of hearts, column 3; the 2 of spades
    turned over``."""
    if isinstance(move, Draw):
        turned = after.waste[len(before.waste) :]
        if len(turned) == 1:
            return _("Drew the {card}").format(card=card_name(turned[0]))
        return ngettext("Drew {n} card, the {card} on top", "Drew {n} cards, the {card} on top", len(turned)).format(
            n=len(turned), card=card_name(turned[-1]))
    if isinstance(move, Recycle):
        limit = before.rules.passes
        if limit:
            return _("Turned the waste over: pass {n} of {limit}").format(n=after.recycles + 1, limit=limit)
        return _("Turned the waste over: pass {n}").format(n=after.recycles + 1)
    if isinstance(move, GiveUp):
        return _("Gave up the deal")
    assert isinstance(move, Put)
    name = _capital(card_name(move.card))
    where = before.locate(move.card)
    above = 0
    if where is not None and where[0] == "tableau":
        above = len(before.columns[where[1]].up) - where[2] - 1
    if move.home:
        text = _("{card} to the {suit} foundation").format(card=name, suit=suit_word(int(move.card) // 13))
    else:
        top = before.columns[move.column].top
        if top is not None and above:
            text = ngettext("{card} and {n} card on it to the {top}, column {column}",
                            "{card} and {n} cards on it to the {top}, column {column}", above).format(
                card=name, n=above, top=card_name(top), column=move.to)
        elif top is not None:
            text = _("{card} to the {top}, column {column}").format(card=name, top=card_name(top), column=move.to)
        elif above:
            text = ngettext("{card} and {n} card on it to the empty column {column}",
                            "{card} and {n} cards on it to the empty column {column}", above).format(
                card=name, n=above, column=move.to)
        else:
            text = _("{card} to the empty column {column}").format(card=name, column=move.to)
    return _flipped(before, after, text)


def history(deal: Deal, keep: int) -> tuple[str, ...]:
    """The last ``keep`` moves of ``deal`` as :func:`said` put them when they were played, replayed from its seed (the
    saved record holds the moves, not the log's words): a deal resumed after a reload lists what was done before it,
    where its log said "No moves yet" beside Moves 83 (the new player's review)."""
    assert deal.seed is not None
    lines: list[str] = []
    before, first = Deal.new(deal.rules, deal.seed), len(deal.moves) - keep
    for i, move in enumerate(deal.moves):
        after = before.advance(move)
        if i >= first:
            lines.append(said(before, move, after))
        before = after
    return tuple(lines)


def pile_words(deal: Deal, pile: str) -> str:
    """What a pile holds, for its accessible name: ``Column 3: 2 face down, then 7 of clubs, 6 of hearts``."""
    name = pile_name(pile)
    if pile == STOCK:
        n = len(deal.stock)
        if n:
            # Translators: the stock's accessible name; "Draw" is what a tap on it does
            return ngettext("{pile}: {n} card. Draw", "{pile}: {n} cards. Draw", n).format(pile=name, n=n)
        if deal.can_recycle:
            return _("{pile}: empty. Turn the waste over").format(pile=name)
        return _("{pile}: empty. No more passes").format(pile=name)
    if pile == WASTE:
        if not deal.waste:
            return _("{pile}: empty").format(pile=name)
        return _("{pile}: {card} on top, {n} in all").format(pile=name, card=card_name(deal.waste[-1]),
                                                             n=len(deal.waste))
    if pile in FOUNDATIONS:
        suit = int(pile[1:]) - 1
        rank = deal.foundations[suit]
        if not rank:
            return _("{pile}: empty").format(pile=name)
        return _("{pile}: up to the {card}").format(pile=name, card=card_name(CARDS[suit * 13 + rank - 1]))
    col = deal.columns[int(pile[1:]) - 1]
    if not len(col):
        return _("{pile}: empty").format(pile=name)
    # Translators: a list of cards' names, as in "7 of clubs, 6 of hearts"
    cards = _(", ").join(card_name(c) for c in col.up)
    if col.down:
        # one string in English, apart in a language whose "face down" agrees with its number ("1 virada")
        return ngettext("{pile}: {n} face down, then {cards}", "{pile}: {n} face down, then {cards}",
                        len(col.down)).format(pile=name, n=len(col.down), cards=cards)  # fmt: skip
    return _("{pile}: {cards}").format(pile=name, cards=cards)


def clock(seconds: float) -> str:
    """``4:07``, ``1:02:05``: minutes and seconds (hours when there are any)."""
    s = max(0, int(seconds))
    h, m = divmod(s // 60, 60)
    return f"{h}:{m:02d}:{s % 60:02d}" if h else f"{m}:{s % 60:02d}"


def duration(seconds: float) -> str:
    """``4 minutes 7 seconds``: the clock in words, for the banner and screen readers."""
    s = max(0, int(seconds))
    m, sec = divmod(s, 60)
    minutes = ngettext("{n} minute", "{n} minutes", m).format(n=m)
    secs = ngettext("{n} second", "{n} seconds", sec).format(n=sec)
    if m and sec:
        # Translators: a time in words: "4 minutes 7 seconds"
        return _("{minutes} {seconds}").format(minutes=minutes, seconds=secs)
    return minutes if m else secs


def say(t: TableView, topic: str = "all") -> str:
    """The whole table: the status, every pile, then the time, the moves and the score (Klondike has one reading
    key, so ``topic`` is always the whole table)."""
    piles = " ".join(f"{p.label}." for p in t.piles)
    meters = ", ".join(f"{m.label} {m.spoken or m.value}" for m in t.meters)
    return f"{t.status} {piles} {meters}."
