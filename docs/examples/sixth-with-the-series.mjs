// A what-if ruleset: the first Comprehensive Rules (CR 1999-04-23) with two things of the old rules
// kept: attack and block triggers resolved in the Series (a trigger model picked by name), and a
// tapped blocker dealing no combat damage (one hook overridden). Load it with:
//   npx mtg-eras --plugin ./docs/examples/sixth-with-the-series.mjs ...
// See docs/writing-a-ruleset.md; test/plugins.test.ts runs it.
export default {
  meta: {
    id: 'sixth-series',
    title: 'Sixth Edition rules with the old Series and tapped blockers (what-if)',
    effective: '1999-04-23',
    document: 'CR 1999-04-23',
    sources: ['CR 1999-04-23 (sixth-1999)', "D'Angelo C.4.1, C.6.1, T.9.1 (the Series) and C.8.2 (tapped blockers), for what is kept"],
    changes: [
      { text: 'Attack and block triggers resolve at once in a Series no one can answer, as before 1999.', rules: ['trigger.combat'] },
      { text: 'A tapped blocker deals no combat damage, as before 1999.', rules: ['damage.tapped-blocker'] },
    ],
  },
  parent: 'sixth-1999',
  // Citations for the kept rules, in the numbering of the document they come from.
  rules: {
    'trigger.combat': "C.4.1 (D'Angelo, Fifth Edition rules)",
    'damage.tapped-blocker': "C.8.2 (D'Angelo, Fifth Edition rules)",
  },
  // The trigger model of the old rules, by name (the value is exported as THE_SERIES).
  models: { triggers: 'the-series' },
  hooks: {
    tappedBlockerDeals: (c) => ({ deals: !c.tapped, rule: 'damage.tapped-blocker' }),
  },
};
