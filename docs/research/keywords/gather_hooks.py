"""Build rules-for-new-hooks.json from the archived rules texts (see README.md)."""
import json, os
import crtext as c
from hooks_spec import HOOKS

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    out = []
    for h in HOOKS:
        rules = {}
        for era, path, label in c.ERAS:
            dang = 'CR-1999-04-21' in path
            found = []
            for it in h['items']:
                pat = it.get('dangelo') if dang else it.get('cr')
                if not pat or ('eras' in it and era not in it['eras']):
                    continue
                hit = c.find(path, pat, it['rule_re'])
                if hit:
                    rule, text, m = hit
                    q = c.sentence(text, m)
                    if any(f['rule'] == rule and f['quote'] == q for f in found):
                        continue
                    found.append({'what': it['what'], 'rule': rule, 'quote': q, 'label': label})
            rules[era] = found or None
        entry = {'id': h['id'], 'title': h['title']}
        if h.get('first'):
            d, prev = c.first_file(h['first'])
            last, gone = c.last_file(h['first'], d) if d else (None, None)
            entry['firstComprehensiveRules'] = {'date': d, 'checkedAgainst': prev, 'pattern': h['first'],
                                                'lastFileWithIt': last, 'firstFileWithoutItAfter': gone,
                                                'label': 'VERIFIED' if d else 'UNVERIFIED'}
        out.append({**entry, 'rules': rules,
                    'searched': [{k: v for k, v in it.items()} for it in h['items']],
                    'differences': h.get('differences', [])})
    with open(os.path.join(HERE, 'rules-for-new-hooks.json'), 'w') as f:
        json.dump(out, f, indent=2, ensure_ascii=False)
        f.write('\n')
    for e in out:
        print('==', e['id'])
        for era, r in e['rules'].items():
            print(f'   {era:17}', '; '.join(f"{x['rule']}({x['what'][:25]})" for x in r) if r else '-')


if __name__ == '__main__':
    main()
