// A what-if ruleset: the Foundations rules (CR 2024-11-08) with the damage assignment order of
// 2009-2024 restored. Load it with: npx mtg-eras --plugin ./docs/examples/foundations-with-dao.mjs ...
// See docs/writing-a-ruleset.md.
export default {
  meta: {
    id: 'foundations-dao',
    title: 'Foundations with the damage assignment order restored (what-if)',
    effective: '2024-11-08',
    document: 'CR 2024-11-08, with 509.2-509.3 and 510.1c-d of CR 2024-06-07',
    sources: ['CR 2024-11-08 (foundations-2024)', 'CR 2024-06-07 509.2-509.3, 510.1c-d (mh3-2024), for the restored order'],
    changes: [{ text: 'The damage assignment order and lethal-before-next are back (as in CR 2024-06-07 509.2, 510.1c-d); everything else is Foundations.', rules: ['dao.order', 'damage.order'] }],
  },
  parent: 'foundations-2024',
  // Citations for the restored rules, in the numbering of the document they come from.
  rules: {
    'dao.order': '509.2 (CR 2024-06-07)',
    'damage.order': '510.1c (CR 2024-06-07)',
  },
  // The damage assignment model of 2010-2024 (by name; the value is exported as DAMAGE_ASSIGNMENT_ORDER).
  models: { assignment: 'damage-assignment-order' },
};
