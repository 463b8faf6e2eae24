"""Kings Cup's twelve players, mid-game and at the end, as a new player saw them (issue 46's review): no big bare
felt between the card and Draw on a phone or in the widget, the players and their +1s in sight or one control
away, the whole height of the widget for the ranking at the end with names told apart by their number and no
lone Undo, the side column whole on a laptop at the end, and the words of the card and the title said once; a win
most of the table shares keeps a short headline and every place in sight on a phone and in the widget.
"""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Page

from e2e.fit import SETTLED
from e2e.largest import states, stored
from e2e.test_fit_largest import open_state

MID, OVER, RULE = "kings-cup-twelve-mid-game", "kings-cup-game-over-twelve", "house-rule"


def opened(page: Page, name: str, width: int, height: int, embed: bool = False) -> None:
    storage = at_a_house_rule() if name == RULE else states()[name].storage()
    page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(storage)})) localStorage.setItem(k, v);")
    page.set_viewport_size({"width": width, "height": height})
    if name == RULE:
        page.goto("/index.html?game=kings-cup" + ("&embed=1" if embed else ""))
        page.wait_for_selector("body[data-game='kings-cup'][data-state='ready']")
    else:
        open_state(page, name, embed=embed)


def at_a_house_rule() -> dict[str, str]:
    """Four players, a J drawn with the Question master, the Thumb master, a mate and two house rules on the table
    (play/kc-final.png in review 61): its player to make up a third rule."""
    from kings.kings_cup.moves import parse_move
    from web.kings_cup.session import Session
    from web.kings_cup.spec import default_setup

    s = Session.new(default_setup(), 2)
    while not (s.game.phase == "rule" and len(s.game.house_rules) >= 2 and len(s.game.roles) >= 3):
        legal = [str(m) for m in s.game.legal_moves()]
        s = s.play(parse_move('rule:"Talk like a pirate"' if legal[0].startswith("rule:") else legal[0]))
    return stored("kings-cup", s)


#: the bare felt between the card and its rule and what stands under them (the message band, Draw, Undo) in px
GAP = """() => {
  const box = (s) => document.querySelector(s).getBoundingClientRect();
  const stage = box('.kc-stage'), me = box('.kc-me'), actions = box('.kc-actions');
  return Math.round(Math.min(me.height > 2 ? me.top : actions.top, actions.top) - stage.bottom);
}"""


def in_play(page: Page, height: int) -> None:
    """Draw whole in sight, the table whole above the players (never sliding under them), the game not scrolled."""
    draw, table = page.locator(".kc-draw").bounding_box(), page.locator(".kctable").bounding_box()
    assert draw is not None and table is not None and draw["y"] >= 0 and draw["y"] + draw["height"] <= height
    assert table["y"] + table["height"] <= top_of(page, ".kc-players-panel")
    assert page.evaluate("document.querySelector('main.game').scrollTop") == 0


def top_of(page: Page, selector: str) -> float:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    return box["y"]


def test_a_phone_shows_the_players_under_the_card_with_no_bare_felt(page: Page) -> None:
    """Defect 1: 290 px of bare felt between the card and Draw, the +1s below the fold."""
    opened(page, MID, 390, 844)
    in_play(page, 844)
    assert page.evaluate(GAP) <= 80
    assert top_of(page, ".kc-players-panel") < 844 - 60  # the players start in sight under the table


def test_the_widget_shows_the_players_one_control_away_with_no_bare_felt(page: Page) -> None:
    """Defect 2: in the widget no way to the players (nor their +1s) and y 275-410 bare."""
    opened(page, MID, 360, 500, embed=True)
    in_play(page, 500)
    assert page.evaluate(GAP) <= 80
    first = page.locator(".kc-plus").first.bounding_box()  # the first +1 whole in sight as it opens (it was cut)
    assert first is not None and first["y"] + first["height"] <= 500, first
    cue = page.locator("main[data-table='kings-cup'] [data-to-side]")
    box = cue.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 500
    cue.click()
    page.wait_for_timeout(600)  # the scroll to the players
    plus = page.locator(".kc-plus").first.bounding_box()
    assert plus is not None and plus["y"] >= 0 and plus["y"] + plus["height"] <= 500


VISIBLE_ROWS = """() => {
  const body = document.querySelector('#kc-banner-body').getBoundingClientRect();
  return [...document.querySelectorAll('#kc-banner tbody tr')].filter((tr) => {
    const r = tr.getBoundingClientRect(); return r.top >= body.top - 1 && r.bottom <= body.bottom + 1; }).length;
}"""
#: each name's number in sight: the part of the name shown ends as the name does ("Guinevere Wor… 12")
NAME_ENDS = """() => [...document.querySelectorAll('#kc-banner tbody .name-text')].filter((n) =>
  n.scrollWidth > n.clientWidth + 1 || (n.lastElementChild && n.lastElementChild.getBoundingClientRect().right
      > n.getBoundingClientRect().right + 1)).map((n) => n.title)"""


def test_the_widget_end_gives_the_ranking_the_whole_box_and_names_keep_their_number(page: Page) -> None:
    """Defect 3: 5 of 12 rows, y 365-445 blank, a lone Undo, and two "Guinevere Worthingt…" alike."""
    opened(page, OVER, 360, 500, embed=True)
    banner = page.locator("#kc-banner").bounding_box()
    assert banner is not None and banner["y"] + banner["height"] >= 500 - 40
    assert page.evaluate(VISIBLE_ROWS) == 12  # every place in sight: the 11th and 12th were under a fade, no cue
    assert page.evaluate(NAME_ENDS) == []
    rule = page.locator("#kc-banner caption")  # what ranks them, in sight (it was under the box's foot)
    assert rule.inner_text() == "The fewest points win · ♚ kings drawn"
    box, body = rule.bounding_box(), page.locator("#kc-banner-body").bounding_box()
    assert box is not None and body is not None and body["y"] - 1 <= box["y"] <= body["y"] + body["height"] + 1
    assert not page.locator(".kc-undo").is_visible()


def test_a_phones_results_show_every_players_whole_name(page: Page) -> None:
    """Review 65: at 390 px, 10 of the 12 names ended in "…" ("Guinevere Worthin… 12"), while "Kings drawn" took a
    column of its own width over 0s and 1s. The kings stand under a sign (its words for screen readers and in the
    caption), and every name of the largest game shows whole."""
    opened(page, OVER, 390, 844)
    cut = page.evaluate("""() => [...document.querySelectorAll('#kc-banner tbody :is(.name-base, .name-text)')]
      .filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent)""")
    assert cut == []
    head = page.locator("#kc-banner thead th").last  # the sign on the screen, its words to a screen reader
    assert head.locator("[aria-hidden='true']").inner_text() == "♚"
    assert head.locator(".sr").inner_text() == "Kings drawn"


def test_a_laptops_end_shows_the_last_cards_title_over_its_underline(page: Page) -> None:
    """Review 67: beside the ranking, the last king's title had no width and its words none: its gold underline sat
    alone under the card."""
    opened(page, OVER, 1280, 800)
    words = page.locator(".kc-rule-words").bounding_box()
    assert words is not None and words["width"] > 100 and words["height"] > 20, words
    assert page.locator(".kc-rule-words").inner_text() == "The last king"


#: each name's number in the results: whole inside the name's cell, and how far its words lie from the end of the
#: name's words shown before it in px: a name cut short shows the most letters that fit its box with "…" after them,
#: the box's room after them left blank
TAILS = """() => [...document.querySelectorAll('#kc-banner tbody .name-tail')].map((tail) => {
  const words = document.createRange(), base = tail.previousElementSibling, text = base.firstChild;
  const width = (end) => {
    words.setStart(text, 0); words.setEnd(text, end); return words.getBoundingClientRect().width; };
  const box = base.getBoundingClientRect(), cell = tail.closest('th').getBoundingClientRect();
  let end = box.left + width(text.data.length);
  if (base.scrollWidth > base.clientWidth + .5) {  // cut short: the letters that fit before the "…"
    const pen = document.createElement('canvas').getContext('2d');
    const s = getComputedStyle(base);
    pen.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    const dots = pen.measureText('…').width;
    let k = text.data.length;
    while (k > 0 && width(k) + dots > box.width) k -= 1;
    end = box.left + width(k) + dots;
  }
  words.selectNodeContents(tail);
  const r = words.getBoundingClientRect();
  return [Math.round(r.left - end), r.left >= cell.left && r.right <= cell.right + .5 && r.height < 40];
})"""


def test_each_names_number_follows_the_name(page: Page) -> None:
    """Two players may share a name: the seat's number tells them apart. At the cell's right end it read as an
    unlabelled column between Player and Points ("Guinevere Worthington | 12 | 1 | 1" read as 12 points, review 61):
    right after the name now ("Guinevere Worth… 12" where room is short), whole, on one line, at every size."""
    for width, height, embed in ((1280, 800, False), (390, 844, False), (360, 500, True)):
        opened(page, OVER, width, height, embed=embed)
        tails = page.evaluate(TAILS)
        assert len(tails) == 12 and all(whole for _, whole in tails), (width, tails)
        assert all(gap <= 2 for gap, _ in tails), (width, tails)  # the number (and its space) snug after the name


def test_a_laptop_end_shows_the_side_whole(page: Page) -> None:
    """Defect 4: "On the table" cut at the window's foot (y 783) at the end of a twelve-player game."""
    opened(page, OVER, 1280, 800)
    box = page.locator("main[data-table='kings-cup'] .kc-deck-panel").bounding_box()
    assert box is not None and box["y"] + box["height"] <= 800
    # the roles and house rules "On the table" go with the game (the second review: "Question master" stayed)
    assert not page.locator("main[data-table='kings-cup'] .kc-lines-panel").is_visible()


def test_the_card_and_the_game_are_said_once_and_plainly(page: Page) -> None:
    """Defect 5: "8♠ eight of spades" named the card twice; "to the 4th king" unclear; keys 0 - = unexplained."""
    opened(page, MID, 1280, 800)
    # the index shows the card; its name is for screen readers only (a box of 1 px)
    assert page.locator(".kc-card-label").evaluate("e => e.getBoundingClientRect().width") <= 1
    assert page.locator("#kc-card").get_attribute("aria-label") == "The card drawn: eight of spades"
    title = page.locator(".bar .title").inner_text()
    assert "to the 4th king" not in title and "4th king ends the game" in title, title
    assert "0, - and =" in page.locator("#kc-point-note").inner_text()


#: the players' rows wholly in sight, each inside the window and every box that clips it (none cut by the side's foot)
ROWS_IN_SIGHT = """() => [...document.querySelectorAll('.kc-player')].filter((row) => {
  const r = row.getBoundingClientRect();
  let [t, b] = [r.top, r.bottom];
  for (let a = row.parentElement; a && a !== document.documentElement; a = a.parentElement) {
    const st = getComputedStyle(a);
    if (st.overflowY === 'visible') continue;
    const c = a.getBoundingClientRect(); t = Math.max(t, c.top); b = Math.min(b, c.bottom);
  }
  return r.top >= Math.max(t, 0) - 1 && r.bottom <= Math.min(b, innerHeight) + 1;
}).length"""


def test_a_laptop_shows_all_twelve_players_mid_game(page: Page) -> None:
    """Issue 46's second review: the 12th player's row cut in half at the side's foot, nothing saying more lay below."""
    opened(page, MID, 1280, 800)
    assert page.locator(".kc-player").count() == 12
    assert page.evaluate(ROWS_IN_SIGHT) == 12


#: the room (px) left of the card and right of the rule's words and its tip inside the table's border
SIDES = """() => {
  const box = (s) => document.querySelector(s).getBoundingClientRect(), table = box('.kctable');
  return [Math.round(box('.kc-card-box').left - table.left),
          Math.round(table.right - Math.max(box('.kc-rule-text').right, box('.kc-rule-role').right))];
}"""
#: the players' names whose seat number sits on a line of its own ("Maximilian Alexander" over a lone "2")
LONE_NUMBERS = """() => [...document.querySelectorAll('.kc-pname')].filter((n) => {
  const text = n.firstChild, at = text.data.search(/\\d+$/);
  if (at < 2) return false;
  const r = document.createRange(), top = (i) => { r.setStart(text, i); r.setEnd(text, i + 1);
    return r.getBoundingClientRect().top; };
  return Math.abs(top(at) - top(at - 2)) > 2;
}).map((n) => n.title)"""


def test_a_phone_and_the_widget_keep_the_rule_off_the_border_and_each_number_with_its_name(page: Page) -> None:
    """Review 61: on a phone and in the widget the rule's words and its "Mate:" tip ran flush to the table's right
    border (x 380 of 390; the shell's narrow .table padding won over the table's); in the widget "Maximilian
    Alexander 2" left the "2" alone on a line of its own."""
    for width, height, embed in ((390, 844, False), (360, 500, True)):
        opened(page, MID, width, height, embed=embed)
        left, right = page.evaluate(SIDES)
        assert left >= 8 and right >= 8 and abs(left - right) <= 2, (width, left, right)
        assert page.evaluate(LONE_NUMBERS) == [], width


#: what is on the table: its panel's box, how many of its entries show whole in the list, how many in all
ON_THE_TABLE = """() => {
  const panel = document.querySelector('.kc-lines-panel').getBoundingClientRect();
  const list = document.querySelector('#kc-lines').getBoundingClientRect();
  const lines = [...document.querySelectorAll('.kc-line')];
  const whole = lines.filter((l) => {
    const r = l.getBoundingClientRect(); return r.top >= list.top - 1 && r.bottom <= list.bottom + 1; });
  return [panel.top, panel.bottom, whole.length, lines.length];
}"""


def test_a_laptop_shows_what_is_on_the_table_in_the_tables_free_room(page: Page) -> None:
    """Review 61: under twelve players "On the table" lay under the window's foot (a sliver at y 785), 400 px of felt
    bare beside the card; with four, a box of 76 px with no scroll bar showed one role of five, the house rules out
    of sight. It lies under the card's rule now, and a button says how many more lie under its foot and shows them."""
    for name in (MID, RULE):
        opened(page, name, 1280, 800)
        if name == RULE:  # the house rule made: five things on the table
            page.fill("#kc-rule-field", "Talk like a pirate")
            page.click("#kc-rule-form button[type=submit]")
            page.wait_for_function("document.querySelectorAll('.kc-line').length === 6")
        top, bottom, whole, count = page.evaluate(ON_THE_TABLE)
        assert top >= 0 and bottom <= 800 and whole >= 2, (name, top, bottom, whole)
        more = page.locator("#kc-more")
        assert count > whole and more.inner_text() == f"{count - whole} more ↓", (name, count, whole)
        more.click()
        page.wait_for_timeout(300)
        assert page.evaluate("document.querySelector('#kc-lines').scrollTop") > 0


def test_a_laptop_keeps_the_tables_foot_whole_with_the_house_rule_form_open(page: Page) -> None:
    """Review 61: with the J's form open on a laptop, "Kings: n of 4 · N cards left" was pushed out of the table."""
    for height in (800, 720):
        opened(page, RULE, 1280, height)
        assert page.locator("#kc-rule-field").is_visible()
        table, meters = page.locator(".kctable").bounding_box(), page.locator(".kc-meters").bounding_box()
        assert table is not None and meters is not None
        assert meters["y"] + meters["height"] <= table["y"] + table["height"], height
        assert page.evaluate("(t => t.scrollHeight <= t.clientHeight + 1)(document.querySelector('.kctable'))"), height


#: the words of the rule's title that break across two lines
BROKEN_WORDS = """() => {
  const node = document.querySelector('.kc-rule-words').firstChild, out = [];
  let i = 0;
  for (const word of node.textContent.split(' ')) {
    const r = document.createRange();
    r.setStart(node, i);
    r.setEnd(node, i + word.length);
    if (new Set([...r.getClientRects()].map((b) => Math.round(b.top))).size > 1) out.push(word);
    i += word.length + 1;
  }
  return out;
}"""


def drawn(title: str) -> dict[str, str]:
    """Four players, the card whose rule is ``title`` just drawn (the party deck)."""
    from kings.kings_cup.moves import parse_move
    from web.kings_cup.session import Session
    from web.kings_cup.spec import default_setup

    s = Session.new(default_setup(), 2)
    titles = [rule.title for rule in s.game.rules.deck.rules]
    while not (s.game.drawn and titles[s.game.drawn[-1].card.rank - 1] == title and s.game.phase != "over"):
        legal = [str(m) for m in s.game.legal_moves()]
        s = s.play(parse_move('rule:"Talk like a pirate"' if legal[0].startswith("rule:") else legal[0]))
    return stored("kings-cup", s)


def test_a_rules_title_never_breaks_inside_a_word(page: Page) -> None:
    """On a phone the title broke mid-word: "Categorie / s" for the 10, and with large text "Waterf / all" and
    "Questio / n / master" (review 63). It shrinks until its longest word fits whole, large text or not."""
    for title in ("Categories", "Waterfall", "Question master"):
        page.add_init_script(f"for (const [k, v] of Object.entries({json.dumps(drawn(title))})) "
                             "localStorage.setItem(k, v);")  # fmt: skip
        for width, height in ((390, 844), (360, 640)):
            page.set_viewport_size({"width": width, "height": height})
            page.goto("/index.html?game=kings-cup")
            page.wait_for_selector("body[data-game='kings-cup'][data-state='ready']")
            assert page.locator(".kc-rule-title").inner_text() == title
            assert page.evaluate(BROKEN_WORDS) == [], f"{title} at {width}px"
            page.keyboard.press("l")  # large text
            page.wait_for_selector(".kc-game[data-large]")
            assert page.evaluate(BROKEN_WORDS) == [], f"{title} at {width}px, large text"
            page.keyboard.press("l")
            page.wait_for_function("!document.querySelector('.kc-game[data-large]')")



def test_a_short_laptop_window_moves_what_is_on_the_table_to_the_side(page: Page) -> None:
    """At 1280x600 (or over a replay's band) the card's rule left "On the table" 16 px under it, its heading run over
    the table below: where the rule leaves it no room for its heading and a whole line, it lies in the side."""
    for height, home in ((600, ".info-area"), (800, "#kc-rule")):
        opened(page, MID, 1280, height)
        panel = page.locator("main[data-table='kings-cup'] .kc-lines-panel")
        assert panel.evaluate("(p, home) => p.parentElement.matches(home)", home), height
        _top, bottom, whole, count = page.evaluate(ON_THE_TABLE)
        assert count >= 1 and whole >= 1 and panel.evaluate("p => p.scrollHeight <= p.clientHeight + 1"), height
        draw = page.locator(".kc-draw").bounding_box()
        assert draw is not None and (home != "#kc-rule" or bottom <= draw["y"]), (height, bottom, draw)


#: The review's table: twelve short names (the players of a party), the last seat the one who took points
PARTY = ("Sam", "Alexandra", "Jo", "Kai", "Priya", "Tom", "Bea", "Christopher", "Lu", "Noor", "Dmitri", "Ines")


def shared_win(players: int) -> dict[str, str]:
    """Kings Cup for ``players`` played to the last king, a point to the last seat now and then: all but one share
    the win (the review's end: "Sam, Alexandra, Jo, ... Noor and Dmitri share the win!")."""
    from dataclasses import replace

    from kings.kings_cup.moves import parse_move
    from web.kings_cup.session import Session
    from web.kings_cup.spec import default_setup

    s, turn = Session.new(replace(default_setup(), names=PARTY[:players]), 3), 0
    while not s.game.over:
        legal, turn = [str(m) for m in s.game.legal_moves()], turn + 1
        loser = f"point:{players - 1}"
        move = 'rule:"No pointing"' if legal[0].startswith("rule:") else loser if turn % 5 == 0 and loser in legal \
            else legal[0]  # fmt: skip
        s = s.play(parse_move(move))
    return stored("kings-cup", s)


#: the headline's lines, the ranking's rows in sight whole in the banner, and whether the banner's box scrolls
END_SEEN = """() => {
  const h2 = document.querySelector('#kc-banner h2'), body = document.querySelector('#kc-banner-body');
  const b = body.getBoundingClientRect(), rows = [...body.querySelectorAll('tbody tr')];
  const seen = rows.filter((tr) => { const r = tr.getBoundingClientRect();
    return r.top >= b.top - 1 && r.bottom <= Math.min(b.bottom, innerHeight) + 1; });
  return {lines: Math.round(h2.getBoundingClientRect().height / parseFloat(getComputedStyle(h2).lineHeight)),
          rows: rows.length, seen: seen.length, scrolls: body.scrollHeight > body.clientHeight + 1};
}"""


@pytest.mark.parametrize("players", [4, 8, 12])
def test_a_win_most_share_keeps_its_headline_short_and_every_place_in_sight(page: Page, players: int) -> None:
    """The new player's review: eleven names sharing the win made a headline of four lines in large type on a phone,
    and the ranking under it scrolled the one who lost out of sight. Many winners are counted, or the one who lost
    named, in two lines at most (three in a tall phone's larger type); every place shows, the ranking unscrolled, on
    a phone, a small phone and in the widget, light and dark."""
    saved = json.dumps(shared_win(players))
    page.add_init_script(f"for (const [k, v] of Object.entries({saved})) localStorage.setItem(k, v);")
    for width, height, embed in ((390, 844, False), (360, 640, False), (360, 500, True)):
        page.emulate_media(color_scheme="light")
        page.set_viewport_size({"width": width, "height": height})
        page.goto("/index.html?game=kings-cup" + ("&embed=1" if embed else ""))
        page.wait_for_selector("body[data-game='kings-cup'][data-state='game-over'] #kc-banner:not([hidden])")
        page.wait_for_function(SETTLED)
        for theme in ("light", "dark"):
            page.emulate_media(color_scheme=theme)  # type: ignore[arg-type]
            seen = page.evaluate(END_SEEN)
            where = f"{players} players at {width}x{height} {theme}"
            short = 2 if width == 360 else 3  # (the tall phone's larger type: "Everyone but Christopher" is two)
            assert seen["lines"] <= short and seen["rows"] == seen["seen"] == players and not seen["scrolls"], (
                where, seen)  # fmt: skip
