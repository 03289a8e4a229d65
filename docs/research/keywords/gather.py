"""Build keywords.json from the archived rules texts (see README.md).

Every rule number and quote below is found by this script in the era's own document; nothing in
the `rules` maps is typed in by hand. The hand-written parts are `before`, `differences` and
`structure`, which cite rules checked the same way (see rules-for-new-hooks.json) or by hand.
Run: python3 gather.py  (writes keywords.json next to this file)
"""
import json, os, re
import crtext as c
from keyword_spec import KEYWORDS

HERE = os.path.dirname(os.path.abspath(__file__))


def era_rule(path, label, spec, dangelo):
    """{rule, quote, label} for one keyword in one era document, or None if absent."""
    if dangelo and spec.get('dangeloRule'):
        rule_re, pat = spec['dangeloRule']
        hit = c.find(path, pat, rule_re)
        if not hit:
            return None
        rule, text, m = hit
        return {'rule': rule, 'quote': c.sentence(text, m), 'label': label,
                'note': "D'Angelo section number (pre-Sixth rules summary); no keyword section, the general rule"}
    if dangelo:
        d = spec.get('dangelo')
        if not d:
            return None
        sec = c.section(path, d['names'])
        if not sec:
            return None
        hit = c.find(path, d['pat'], re.escape(sec) + r'\.(Ruling\.)?\d+$')
        if not hit:
            return None
        rule, text, m = hit
        return {'rule': rule, 'quote': c.sentence(text, m), 'label': label,
                'note': "D'Angelo section number (pre-Sixth rules summary)"}
    if spec.get('abilityWord'):
        hit = c.find(path, r'\b' + spec['name'] + r'\b', r'207\.2c$')
        if hit:
            rule, text, m = hit
            return {'rule': rule, 'quote': c.sentence(text, re.search(r'An ability word|ability words', text) or m), 'label': label,
                    'note': 'ability word: listed, no rules meaning'}
        return None
    sec = c.section(path, spec['names'])
    if sec:
        hit = c.find(path, spec['pat'], re.escape(sec) + r'[a-z]$')
        if not hit and not spec.get('strict'):
            hit = c.find(path, r'.', re.escape(sec) + r'a$')
        if hit:
            rule, text, m = hit
            if spec.get('quoteFrom'):  # a definition of two sentences ("... Rather, ...")
                m = re.search(spec['quoteFrom'], text) or m
                q = text[m.start():]
                q = q if len(q) <= 320 else q[:317] + '...'
                return {'rule': rule, 'quote': q, 'label': label}
            return {'rule': rule, 'quote': c.sentence(text, m), 'label': label}
    g = spec.get('gloss')
    if g:
        text = c.glossary(path, g[0], g[1])
        if text:
            m = re.search(g[1], text, re.I)
            return {'rule': 'glossary: ' + g[0], 'quote': c.sentence(text, m), 'label': label,
                    'note': 'glossary entry only, no numbered rule'}
    for rule_re, pat in spec.get('elsewhere', []):
        hit = c.find(path, pat, rule_re)
        if hit:
            rule, text, m = hit
            return {'rule': rule, 'quote': c.sentence(text, m), 'label': label,
                    'note': 'no section of its own; the rule that defines it'}
    return None


def before_default(spec, first_era):
    if first_era == 'revised-1994':
        return "Exists in every era's document (D'Angelo's summary for the pre-Sixth eras)."
    if spec.get('inFormat'):
        return 'Already modelled by the tool before its era (docs/scenario-format.md).'
    return None


def first_cr(spec):
    if spec.get('abilityWord'):
        pat = r'207\.2c .{0,3000}?\b' + spec['name'] + r'\b'
    elif spec.get('firstPat'):
        pat = spec['firstPat']
    else:
        pat = r'\b\d{3}\.\d+\.? (' + '|'.join(re.escape(n) for n in spec['names']) + r')\b'
    d, prev = c.first_file(pat)
    out = {'date': d, 'checkedAgainst': prev, 'pattern': pat, 'label': 'VERIFIED' if d else 'UNVERIFIED'}
    if spec.get('firstNote'):
        out['note'] = spec['firstNote']
    return out


def main():
    out = []
    for spec in KEYWORDS:
        rules = {}
        for era, path, label in c.ERAS:
            rules[era] = era_rule(path, label, spec, 'CR-1999-04-21' in path)
        first_era = next((e for e, r in rules.items() if r), None)
        entry = {
            'id': spec['id'], 'name': spec['name'], 'kind': spec['kind'],
            'inFormat': spec.get('inFormat', False),
            'firstComprehensiveRules': first_cr(spec),
            'firstEra': first_era,
            'rules': rules,
            'structure': spec['structure'],
            'before': spec.get('before') or before_default(spec, first_era),
            'differences': spec.get('differences', []),
        }
        if spec.get('notes'):
            entry['notes'] = spec['notes']
        out.append(entry)
    with open(os.path.join(HERE, 'keywords.json'), 'w') as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
        f.write('\n')
    for e in out:
        print(e['id'], e['firstComprehensiveRules']['date'], e['firstEra'],
              ' '.join((r['rule'] if r else '-') for r in e['rules'].values()))


if __name__ == '__main__':
    main()
