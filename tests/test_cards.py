"""Cards: notation, labels, names, colours, the pack order (product decisions unless named)."""

import pytest

from kings.cards import (
    ACE_HIGH,
    CARDS,
    JOKER,
    RANKS,
    STANDARD_DECK,
    SUITS,
    Card,
    Rank,
    Suit,
    deck,
    format_cards,
    parse_cards,
    rank_value,
)
from kings.errors import NotationError

pytestmark = pytest.mark.pyodide

ALL_CODES = [f"{r}{s}" for s in "CDHS" for r in ("A", *map(str, range(2, 11)), "J", "Q", "K")]


def test_pack_order_is_fixed_suits_then_ranks():
    """Product decision: the pack order (and so every seeded shuffle) is clubs, diamonds, hearts, spades, A..K."""
    assert [str(c) for c in STANDARD_DECK] == ALL_CODES
    assert [int(c) for c in STANDARD_DECK] == list(range(52))
    assert deck() == STANDARD_DECK
    assert deck(2) == (*STANDARD_DECK, JOKER, JOKER)
    assert len(set(STANDARD_DECK)) == 52


@pytest.mark.parametrize(
    ("code", "number"),
    [("AC", 0), ("KC", 12), ("AD", 13), ("QH", 37), ("KS", 51), ("JK", 52), ("JK=AC", 53), ("JK=KS", 104)],
)
def test_card_numbers_are_pinned(code, number):
    """Product decision: a card is an int; records and hashes rely on these numbers never changing."""
    assert int(Card.parse(code)) == number
    assert CARDS[number] == Card.parse(code)


@pytest.mark.parametrize("code", ALL_CODES)
def test_every_code_round_trips(code):
    """Product decision: str(card) is its code and parses back; so does its label."""
    card = Card.parse(code)
    assert str(card) == card.code == code
    assert Card.parse(card.label) == card
    assert Card.parse(code.lower()) == card
    assert eval(repr(card), {"Card": Card}) == card
    assert Card.of(card.rank, card.suit) == card


@pytest.mark.parametrize(
    ("text", "code"),
    [("TS", "10S"), ("ts", "10S"), ("10♠", "10S"), (" q♥ ", "QH"), ("A♦", "AD"), ("k♣", "KC"), ("joker", "JK"),
     ("🃏", "JK"), ("jk=7d", "JK=7D"), ("JK=T♣", "JK=10C")],
)  # fmt: skip
def test_aliases(text, code):
    """Product decision: T for ten, suit symbols, any case and surrounding spaces are accepted."""
    assert Card.parse(text).code == code


def test_labels_and_names():
    """Product decision: labels use suit symbols, names are words for screen readers."""
    assert [Card.parse(t).label for t in ("QH", "10S", "AC", "KD", "JK", "JK=7D")] == [
        "Q♥", "10♠", "A♣", "K♦", "🃏", "🃏(7♦)",
    ]  # fmt: skip
    assert Card.parse("QH").name == "queen of hearts"
    assert Card.parse("10S").name == "ten of spades"
    assert Card.parse("AC").name == "ace of clubs"
    assert JOKER.name == "joker"
    assert Card.parse("JK=7D").name == "joker as seven of diamonds"


def test_colours_and_suits():
    """pagat: hearts and diamonds are red, clubs and spades black."""
    assert [s.is_red for s in SUITS] == [False, True, True, False]
    assert [s.symbol for s in SUITS] == ["♣", "♦", "♥", "♠"]
    assert Suit.HEARTS.colour == "red" and Suit.CLUBS.colour == "black"
    for card in STANDARD_DECK:
        assert card.is_red == card.suit.is_red
        assert card.colour == card.suit.colour
    assert Card.parse("JK=7D").is_red and not Card.parse("JK=7S").is_red


def test_ranks_are_ace_low():
    """pagat: K Q J 10 ... 2 A, ace low."""
    assert [int(r) for r in RANKS] == list(range(1, 14))
    assert Rank.ACE < Rank.TWO < Rank.KING
    assert [r.code for r in RANKS] == ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    assert Rank.QUEEN.word == "queen"
    assert Card.parse("AS").rank is Rank.ACE and Card.parse("KS").rank is Rank.KING


def test_jokers():
    """Freeman (pagat): a joker in hand has no rank; laid, it stands for one card."""
    assert JOKER.is_joker and not JOKER.is_placed_joker
    laid = Card.parse("JK=7D")
    assert laid.is_joker and laid.is_placed_joker
    assert laid.stands_for == Card.parse("7D")
    assert laid.rank is Rank.SEVEN and laid.suit is Suit.DIAMONDS
    assert Card.parse("7D").as_joker() == laid
    assert Card.parse("7D").stands_for == Card.parse("7D")
    assert not Card.parse("7D").is_joker
    with pytest.raises(ValueError, match="no rank"):
        _ = JOKER.rank
    with pytest.raises(ValueError, match="no suit"):
        _ = JOKER.suit
    with pytest.raises(ValueError, match="cannot stand for a joker"):
        JOKER.as_joker()
    for i in range(52):
        assert str(CARDS[i].as_joker()) == f"JK={CARDS[i]}"
        assert Card.parse(str(CARDS[i].as_joker())) == CARDS[i].as_joker()


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "write a rank and a suit"),
        ("Q", "add a suit"),
        ("10", "add a suit \\(C, D, H, S\\), like 10H"),
        ("1H", "'1' is not a rank"),
        ("QX", "'X' is not a suit"),
        ("11C", "'11' is not a rank"),
        ("JK=", "write a rank and a suit"),
        ("JK=JK", "a joker cannot stand for a joker"),
        ("JK=JK=QH", "a joker cannot stand for a joker"),
    ],
)
def test_bad_card_codes_are_notation_errors(text, message):
    """Product decision: bad notation raises NotationError with a readable message (JK=JK used to IndexError)."""
    with pytest.raises(NotationError, match=message):
        Card.parse(text)


def test_card_lists():
    """Product decision: dotted lists round-trip; '-' and '' are no cards."""
    assert parse_cards("-") == parse_cards("") == ()
    assert format_cards(()) == "-"
    cards = parse_cards("KS.QH.JK.JK=7D.10C")
    assert format_cards(cards) == "KS.QH.JK.JK=7D.10C"
    assert format_cards(cards, sep=" ") == "KS QH JK JK=7D 10C"
    assert parse_cards("KS QH", sep=" ") == (Card.parse("KS"), Card.parse("QH"))
    assert format_cards(deck(2)).count(".") == 53
    assert parse_cards(format_cards(deck(2))) == deck(2)


def test_several_packs_mixed():
    """RULES.md 3-13: two packs for a bigger table. Same pack order, each pack in turn; equal cards are equal."""
    two = deck(packs=2)
    assert two == STANDARD_DECK + STANDARD_DECK
    assert len(two) == 104 and len(set(two)) == 52
    assert all(two.count(card) == 2 for card in STANDARD_DECK)
    assert deck(4, packs=2) == (*STANDARD_DECK, *STANDARD_DECK, JOKER, JOKER, JOKER, JOKER)
    assert deck(jokers=2) == deck(2) == deck(2, 1)
    assert sorted(deck(2, packs=3)) == sorted([*STANDARD_DECK * 3, JOKER, JOKER])


@pytest.mark.parametrize(("packs", "jokers"), [(0, 0), (-1, 0), (1, -1), (True, 0), (1.5, 0), (1, "2")])
def test_impossible_decks_are_refused(packs, jokers):
    """Product decision: no pack, or a negative or non-whole count, is a ValueError that names the count."""
    with pytest.raises(ValueError, match=r"pack|jokers"):
        deck(jokers, packs=packs)


def test_rank_order_ace_low_or_high():
    """pagat: Kings in the Corner and 3-13 rank the ace low; King (and 3-13's variant) rank it above the king."""
    assert [rank_value(c) for c in STANDARD_DECK[:13]] == list(range(1, 14))
    assert [rank_value(c, ace_high=True) for c in STANDARD_DECK[:13]] == [ACE_HIGH, *range(2, 14)]
    assert [r.order() for r in RANKS] == list(range(1, 14))
    assert [r.order(ace_high=True) for r in RANKS] == [14, *range(2, 14)]
    for card in STANDARD_DECK:
        assert rank_value(card) == card.rank.order() == int(card.rank)
        assert rank_value(card, ace_high=True) == card.rank.order(ace_high=True)
    high = sorted(parse_cards("AS.KS.2S.10S"), key=lambda c: rank_value(c, ace_high=True))
    assert format_cards(high) == "2S.10S.KS.AS"
    assert rank_value(Card.parse("JK=AH"), ace_high=True) == 14 and rank_value(Card.parse("JK=5C")) == 5
    with pytest.raises(ValueError, match="no rank"):
        rank_value(JOKER)


def test_printed_card():
    """Freeman (pagat): a joker laid as a card is still one of the pack's jokers; other cards are themselves."""
    assert all(c.printed is c for c in STANDARD_DECK)
    assert JOKER.printed == JOKER
    assert all(CARDS[i].as_joker().printed == JOKER for i in range(52))
