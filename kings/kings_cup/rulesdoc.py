"""Kings Cup's rules page as data: sections of plain words for players, built from the engine's own rules and decks.

:func:`sections` gives the page for one set of rules (its deck's thirteen rules, whatever the deck), as
:class:`DocSection` values a web page can draw (as text: a deck of one's own may hold anything); :func:`render`
writes the page for the default rules, both built-in decks included, as Markdown:
``python -m kings.kings_cup.rulesdoc > docs/kings-cup-rules.md`` (a test fails when that file is stale).

>>> [s.key for s in sections(Rules())]
['play', 'deck', 'roles', 'points', 'decks', 'decisions', 'options']
>>> dict(sections(Rules())[1].entries)["7 – Heaven"]
'Everyone points up at the sky. The last to do it takes a point.'
"""

from __future__ import annotations

from kings.cards import RANKS
from kings.i18n import N_, _, number
from kings.kings_cup.builtin import BUILT_IN, CLASSIC
from kings.kings_cup.codec import MAX_FILE_BYTES, MAX_LINK_CHARS
from kings.kings_cup.cup import MAX_HOUSE_RULES
from kings.kings_cup.deck import AGE_NOTICE, LIMITS, ROLE_WORDS, Role, RuleDeck
from kings.kings_cup.library import MAX_DECKS
from kings.kings_cup.rules import MAX_KINGS, MAX_MATCH_GAMES, MAX_PLAYERS, MIN_PLAYERS, PRESETS, Rules
from kings.rulesdoc import DocSection

#: Every decision the engine makes where the source is silent (collected from kings/kings_cup/*.py's docs).
DECISIONS: tuple[str, ...] = (
    N_('Kings Cup has no one set of rules, only "a different set of cards (rules) for every crowd": so the rules of '
       "each rank are a deck you choose, and you can make your own."),
    N_("The classic deck is Kings Cup as most tables play it (the same thirteen rules in the same places on several "
       "rule pages); the party deck keeps its shape with no drinking: a drink becomes a point or a silly forfeit."),
    N_("Play goes round the table in seat order from the first player; each player draws one card per turn."),
    N_("The last king ends the game at once: it gives no role, and no point is given for it."),
    N_("Points are given after a card and before the next is drawn, at most one per player per card; a point for a "
       "player with a mate gives the mate one too (once)."),
    N_("The question master and the thumb master pass to whoever draws the next card giving that role; a new mate "
       "card replaces the pair; house rules stay, up to {most} at once, a new one retiring the oldest."),
    N_("A player who draws a house-rule card may also make no rule."),
    N_("The fewest points wins; players with equal fewest points share the win. A deck that keeps no score (the "
       "classic deck) has no winner."),
    N_("Undo takes back the last move, or the last card with everything done after it; a game is saved as its moves "
       "and resumes by playing them again."),
    N_("A game keeps a deck of your own inside its record, so it can be replayed after the deck is changed or "
       "deleted."),
)  # fmt: skip


def ends_with(kings: int) -> str:
    """``the fourth king``, in the language in use (the king that ends a game)."""
    return (_("the first king"), _("the second king"), _("the third king"), _("the fourth king"))[kings - 1]


def _rank_term(i: int, deck: RuleDeck) -> str:
    return f"{RANKS[i].code} – {deck.say(deck.rules[i].title)}"


def deck_section(deck: RuleDeck, key: str = "deck") -> DocSection:
    """One deck's thirteen rules and its last king, each role said with what it means."""
    entries = []
    for i, rule in enumerate(deck.rules):
        text = deck.say(rule.text)
        if rule.role is not None:
            text = _("{text} ({role}: {meaning})").format(text=text, role=rule.role.label,
                                                          meaning=deck.say(rule.role_text))
        entries.append((_rank_term(i, deck), text))
    entries.append((_("At the end"), deck.say(deck.finale)))
    items = (_("Keeps score: slips cost points, and the fewest points wins.") if deck.keeps_score
             else _("Keeps no score: nobody wins."),) + ((_(AGE_NOTICE),) if deck.for_adults else ())  # fmt: skip
    return DocSection(key, deck.shown_name, deck.say(deck.description), tuple(entries), items)


def _play(rules: Rules) -> DocSection:
    return DocSection("play", _("How to play"), _("{least} to {most} players round one phone or laptop, by name, in "
                      "seat order. The game ends when {king} is drawn.").format(
                          least=MIN_PLAYERS, most=MAX_PLAYERS, king=ends_with(rules.kings)), items=(
        _("The 52 cards are shuffled, face down. Players take turns round the table, each drawing one card."),
        _("Each rank has a rule in the deck you play with: the card's rule is shown large, and the table does what "
          "it says."),
        _("Some cards give the player who drew them a role that lasts (question master, thumb master, a mate, a "
          "house rule): the table lists who holds each one until someone takes it over."),
        _("The kings drawn so far are counted; the last one ends the game, and its rule for the last king is done."),
        _("Undo takes back the last card; a game left open resumes where it was."),
    ))  # fmt: skip


def _roles(rules: Rules) -> DocSection:
    given = rules.deck.roles()
    entries = (
        (Role.QUESTION_MASTER.label, _("Whoever draws a question-master card holds the role until the next one is "
         "drawn: anyone who answers one of their questions slips up.")),
        (Role.THUMB_MASTER.label, _("Whoever draws a thumb-master card holds the role until the next one: when they "
         "quietly rest a thumb on the table's edge, the last to copy slips up.")),
        (Role.MATE.label, _("Whoever draws a mate card chooses another player as mate; the pair lasts until the next "
         "mate card. When one of them takes a point, so does the other: tap +1 by either name and both get it.")),
        (Role.RULE.label, _("Whoever draws a house-rule card makes up a rule for the table (or none), up to "
         "{limit} characters. House rules stay with their authors' names; with {most} on the table, a new one "
         "retires the oldest.").format(limit=LIMITS["house rule"], most=MAX_HOUSE_RULES)),
    )  # fmt: skip
    if given:
        intro = _("Roles that last until someone takes them over. This deck gives: {roles}.").format(
            roles=_(", ").join(_(ROLE_WORDS[r]) for r in given))
    else:
        intro = _("Roles that last until someone takes them over. This deck gives none.")
    return DocSection("roles", _("Roles that last"), intro, entries)


def _points(rules: Rules) -> DocSection:
    if not rules.keeps_score:
        return DocSection("points", _("Points and winning"), _("This deck keeps no score, and nobody wins: the game "
                          "ends with the last king. Any deck of your own may keep score instead."))  # fmt: skip
    return DocSection("points", _("Points and winning"), _("Slipping up costs a point: whoever loses a waterfall, "
                      "stalls in categories, answers the question master, breaks a house rule..."), items=(
        _("After each card, before the next one is drawn, tap the player who slipped up: one point each per card at "
          "most."),
        _("A player with a mate passes the point on: the mate takes one too."),
        _("When the last king is drawn, the player with the fewest points wins; equal fewest share the win."),
    ))  # fmt: skip


def _decks() -> DocSection:
    builtin = _(", ").join(d.shown_name for d in BUILT_IN.values())
    return DocSection("decks", _("Decks of your own"), _("The built-in decks ({decks}) are locked: duplicate one to "
                      "make it your own, then change any rank's title, text and role, the deck's name and "
                      "description, what the last king does, whether it keeps score, and whether it is for adults "
                      "(shown only after the age notice).").format(decks=builtin), items=(
        _("Create, duplicate, rename, edit and delete your decks (up to {most}); games already played with a deck "
          "still replay after it is deleted.").format(most=MAX_DECKS),
        _("Export a deck as a JSON file or as a link, and import either: a deck whose name is taken is renamed, "
          "never replacing one of yours."),
        _("A deck file is at most {kb} KB and a link at most {chars} characters. A title is at most {title} "
          "characters, a rule's text {text}, a deck's name {name}.").format(
              kb=MAX_FILE_BYTES // 1024, chars=number(MAX_LINK_CHARS), title=LIMITS["title"], text=LIMITS["text"],
              name=LIMITS["deck name"]),
        _("A file or link that is damaged, too big, not a deck, or from a newer version of the game is refused with "
          "a message saying why, and nothing is lost; so is a file with a field the game does not know."),
        _("Rule texts are always shown as plain text: line breaks become spaces, other control characters are "
          "refused, and markup (HTML tags, scripts) is shown as written, never run."),
    ))  # fmt: skip


def _options(rules: Rules) -> DocSection:
    entries = (
        (_("Kings ({n})").format(n=rules.kings), _("How many kings end the game, 1 to {most}: the game ends the "
         "moment that many have been drawn (the deck holds four, so it never runs out first).").format(
             most=MAX_KINGS)),
        (_("Deck ({name})").format(name=rules.deck.shown_name), _("The rule deck: built in, or one of your own.")),
        (_("Games in a match ({n})").format(n=rules.match_games), _("1 to {most}: used only by the computer "
         "simulations that add up points over several games; at the table you play one game at a time, so it "
         "changes nothing here.").format(most=MAX_MATCH_GAMES)),
    )  # fmt: skip
    items = tuple(_("{preset} (`{id}`): the {deck}, to {king}.").format(
        preset=_(r.name), id=pid, deck=r.deck.shown_name, king=ends_with(r.kings)) for pid, r in PRESETS.items())
    return DocSection("options", _("Options and presets"), _("The table's few choices, and the named sets of them."),
                      entries, items)  # fmt: skip


def _decisions() -> DocSection:
    items = tuple(_(d).format(most=MAX_HOUSE_RULES) for d in DECISIONS)
    return DocSection("decisions", _("Where the rules leave it open"), _("The game decides these; any table may agree "
                      "otherwise."), items=items)  # fmt: skip


def sections(rules: Rules) -> tuple[DocSection, ...]:
    """The rules page for ``rules``, in reading order."""
    return (_play(rules), deck_section(rules.deck), _roles(rules), _points(rules), _decks(), _decisions(),
            _options(rules))  # fmt: skip


def render(rules: Rules | None = None) -> str:
    """The rules page as Markdown (the default rules, with the classic deck after the party deck)."""
    rules = rules or Rules()
    lines = ["# Kings Cup: rules, decks and options", "",
             "Generated from the engine (`python -m kings.kings_cup.rulesdoc > docs/kings-cup-rules.md`): this page "
             "cannot disagree with what the game enforces. Source: `shared/seeds/000_07c215abc0a5bb30.txt` (\"a "
             "different set of cards (rules) for every crowd\"), summarised in `shared/RULES.md` section 4; the "
             "classic deck follows the rules commonly played (tipsycards.com/cup-rules, "
             "partystart.nl/library/kings-cup, guzzlinggames.com/kings-cup)."]  # fmt: skip
    parts = list(sections(rules))
    if rules.deck != CLASSIC:
        parts.insert(2, deck_section(CLASSIC, "classic"))
    for section in parts:
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
