"""The two built-in rule decks: the party deck (the default: no drinking, slips cost points) and the classic deck.

Source: ``seeds/000_07c215abc0a5bb30.txt`` gives no rules, only "a different set of cards (rules) for every crowd"
(``RULES.md`` section 4). The **classic** deck is Kings Cup as it is commonly played (the same thirteen rules, in
the same places, on the rule pages of tipsycards.com/cup-rules, partystart.nl/library/kings-cup and
guzzlinggames.com/kings-cup: waterfall, you, me, floor, guys, girls, heaven, mate, rhyme, categories, make a rule,
question master, the King's Cup), written so that a drink is a sip and anyone may pass. The **party** deck keeps
that structure for a mixed group, children included: each drink becomes a point (fewest points wins) or a silly
forfeit, "guys" and "girls" become thumb master and never have I ever (with points), and the King's Cup becomes a
cup of forfeits for whoever draws the last king.

Both decks are locked: the page offers them as they are and lets players duplicate them to make their own. Their
ids are stable, and so is the role of each rank (records replay by them: a test pins them); their texts may be
polished.

>>> [r.title for r in PARTY.rules][:4], PARTY.keeps_score, CLASSIC.for_adults
(['Waterfall', 'You', 'Me', 'Floor'], True, True)
>>> [(r.title, r.role.value) for r in PARTY.rules if r.role]
[('Thumb master', 'thumb-master'), ('Mate', 'mate'), ('House rule', 'rule'), ('Question master', 'question-master')]
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from kings.i18n import N_
from kings.kings_cup.deck import CardRule, DeckError, Role, RuleDeck

_QM = N_("Anyone who answers one of their questions takes a point (answering with a question is safe).")
_TM = N_("May rest a thumb on the table's edge at any moment: the last to copy takes a point.")

PARTY = RuleDeck(
    id="party",
    name=N_("Party deck"),
    description=N_("No drinking: slips cost a point, forfeits are silly, and the fewest points wins. For any group."),
    rules=(
        CardRule(N_("Waterfall"),
                 N_("Everyone drums on the table, you first. You stop when you like; each player may stop "
                 "only once the player before them has stopped. Stop too soon: take a point.")),
        CardRule(N_("You"), N_("Pick someone to do a forfeit: sing a line of a song, tell a joke or do an impression. "
                 "They may take a point instead.")),
        CardRule(N_("Me"),
                 N_("Do a forfeit yourself (sing a line of a song, tell a joke or do an impression), or take a "
                 "point.")),
        CardRule(N_("Floor"), N_("Everyone touches the floor. The last to do it takes a point.")),
        CardRule(N_("Thumb master"),
                 N_("You are the thumb master until the next 5. Rest your thumb on the table's edge "
                 "whenever you like: the last to copy you takes a point."), Role.THUMB_MASTER, _TM),
        CardRule(N_("Never have I ever"),
                 N_("Say something you have never done (keep it friendly). Everyone who has done "
                 "it takes a point.")),
        CardRule(N_("Heaven"), N_("Everyone points up at the sky. The last to do it takes a point.")),
        CardRule(N_("Mate"),
                 N_("Choose a mate. Until the next 8, whenever one of you takes a point, so does the other."),
                 Role.MATE, N_("Gets a point whenever their mate does: tap +1 for one, both get it.")),
        CardRule(N_("Rhyme"),
                 N_("Say a word. Going round, each player says a word that rhymes with it. The first to stall "
                 "or repeat one takes a point.")),
        CardRule(N_("Categories"),
                 N_("Name a category, such as fruits or superheroes. Going round, each player names one "
                 "thing in it. The first to stall or repeat one takes a point.")),
        CardRule(N_("House rule"), N_("Make up a rule for the rest of the game, such as no saying yes, or talk like a "
                 "pirate. Anyone who breaks it takes a point."), Role.RULE, N_("Anyone who breaks it takes a point.")),
        CardRule(N_("Question master"),
                 N_("You are the question master until the next queen. Anyone who answers one of "
                 "your questions takes a point."), Role.QUESTION_MASTER, _QM),
        CardRule(N_("Set a forfeit"), N_("Make up a forfeit and say it out loud (a dance, a tongue twister, a song). "
                 "Whoever draws the last king does every forfeit the kings have set.")),
    ),
    finale=N_("The last king ends the game: whoever drew it does every forfeit the kings have set, and the player "
    "with the fewest points wins."),
    keeps_score=True,
    for_adults=False,
    locked=True,
)  # fmt: skip

CLASSIC = RuleDeck(
    id="classic",
    name=N_("Classic Kings Cup"),
    description=N_("The drinking game as most tables play it. Adults only. A drink is a sip, any drink counts, and "
    "anyone may pass."),
    rules=(
        CardRule(N_("Waterfall"),
                 N_("Everyone starts drinking, you first. You stop when you like; each player may stop "
                 "only once the player before them has stopped.")),
        CardRule(N_("You"), N_("Choose someone to take a drink.")),
        CardRule(N_("Me"), N_("Take a drink.")),
        CardRule(N_("Floor"), N_("Everyone touches the floor. The last to do it drinks.")),
        CardRule(N_("Guys"), N_("Every guy takes a drink.")),
        CardRule(N_("Girls"), N_("Every girl takes a drink.")),
        CardRule(N_("Heaven"), N_("Everyone points up at the sky. The last to do it drinks.")),
        CardRule(N_("Mate"), N_("Choose a mate. Until the next 8, whenever one of you drinks, so does the other."),
                 Role.MATE, N_("Drinks whenever their mate drinks.")),
        CardRule(N_("Rhyme"),
                 N_("Say a word. Going round, each player says a word that rhymes with it. The first to stall "
                 "or repeat one drinks.")),
        CardRule(N_("Categories"), N_("Name a category. Going round, each player names one thing in it. The first to "
                 "stall or repeat one drinks.")),
        CardRule(N_("Make a rule"),
                 N_("Make up a rule for the rest of the game. Anyone who breaks it drinks."), Role.RULE,
                 N_("Anyone who breaks it drinks.")),
        CardRule(N_("Question master"),
                 N_("You are the question master until the next queen. Anyone who answers one of "
                 "your questions drinks."), Role.QUESTION_MASTER,
                 N_("Anyone who answers one of their questions drinks (answering with a question is safe).")),
        CardRule(N_("King's Cup"), N_("Pour a splash of your drink into the cup in the middle of the table.")),
    ),
    finale=N_("The last king ends the game: whoever drew it may drink the King's Cup, or pass; nobody ever has to. "
    "Drink water too, and get home safe."),
    keeps_score=False,
    for_adults=True,
    locked=True,
)  # fmt: skip

#: The built-in decks by id, in the order a menu lists them (the party deck first: it is the default).
BUILT_IN: Mapping[str, RuleDeck] = MappingProxyType({d.id: d for d in (PARTY, CLASSIC)})


def built_in(deck_id: str) -> RuleDeck:
    """The built-in deck with this id; another id is a DeckError naming them."""
    if deck_id not in BUILT_IN:
        raise DeckError(f"There is no built-in deck {deck_id!r}: the built-in decks are {', '.join(BUILT_IN)}.")
    return BUILT_IN[deck_id]
