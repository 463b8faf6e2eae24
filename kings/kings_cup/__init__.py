"""Kings Cup (issue 16; engine only): a party game where every card drawn sets a task for the table.

Source: ``seeds/000_07c215abc0a5bb30.txt`` opens with it, "a different set of cards (rules) for every crowd"
(``RULES.md`` section 4: no rules beyond that; rules per rank, editable rule decks). So the rules of each rank are
data: a :class:`~kings.kings_cup.deck.RuleDeck` (:mod:`~kings.kings_cup.builtin`: the party deck with no drinking,
the classic deck for adults; :mod:`~kings.kings_cup.library`: the player's own decks, imported and exported as
JSON files or links by :mod:`~kings.kings_cup.codec`), and a game (:mod:`~kings.kings_cup.cup`) draws one card per
turn until the last king.

Registered in :mod:`kings.registry` as ``kings-cup`` (2 to 12 players, no CPU players: a party game); its table is
``web/kings_cup/``.
"""
