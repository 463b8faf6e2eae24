"""The longest names each game takes, for the largest states (e2e/largest.py) and the tests that check them."""

from __future__ import annotations

#: Names as long as each game takes them (40 characters; Kings Cup's 24), the widest letters first.
LONG = ("Wilhelmina Montgomery-Featherstonehaugh", "Maximilian Alexander von Wolkenstein",
        "Bartholomew Quartermaine-Oglethorpe", "Guinevere Wollstonecraft-Mortimer",
        "Theodora Winterbottom-Marchbanks", "Montgomery Worthington-Wellesley",
        "Wolfgang Amadeus Theodor", "Marguerite Wollstonecraft")  # fmt: skip
#: King's bidder in the dealer's answer: a name as long as the answer's title shows whole (20 characters)
SETTLE_BIDDER = "Guinevere Montgomery"
#: Kings Cup's: whole names of up to 21 characters and a number (cutting LONG's at 21 showed "Quarterma 3", which a
#: reviewer took for the page cutting names mid-word, issue 46; the page ends a name too long for it with "…").
CUP_LONG = tuple(f"{name} {i + 1}" for i, name in enumerate((
    "Wilhelmina Montgomery", "Maximilian Alexander", "Bartholomew Mortimer", "Guinevere Worthington",
    "Theodora Winterbottom", "Montgomery Wellesley", "Wolfgang Amadeus Theo", "Marguerite Whitworth") * 2))[:12]
