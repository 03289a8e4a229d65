#!/usr/bin/env python3
"""Combat Example paragraphs of every archived CR edition that are not among the 86 of
cases.json (suite cr-examples, eight documents). Parsing and the combat filter are build.py's
(cr_examples); deduplicated by the same key; each paragraph's first and last edition noted, and
the nearest of the 86 (difflib ratio) so that rewordings can be told from new examples.
Usage: MTG_ERAS_MTG_CR=... MTG_ERAS_RULESRAKER=... python3 cr-editions.py > cr-editions.json   (2026-11-26)
The two variables name the archived CR folders (see build.py): the `Comprehensive Rules` folder of
github.com/pit142857/mtg-cr (CR-YYYY-MM-DD.txt) and the `archive/txt` folder of
github.com/xremming/rulesraker (YYYY-MM-DD.txt)."""
import os, re, json, sys, difflib
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import read_text, COMBAT_WORDS, PIT, RR

HERE = os.path.dirname(os.path.abspath(__file__))
MORE = r'|\b(menace|intimidate|fear|shadow|horsemanship|landwalk|\w+walk|flying|reach|provoke|vigilance|lifelink|deathtouch|wither|infect|exalted|annihilator|battle cry|prevent\w*|in combat|double that damage|toxic|poisonous|afflict|frenzy|dethrone|training|mentor|skulk|daunt|persist|undying|renown\w*|bloodthirst|decayed|enlist|ninjutsu|exert\w*|goad\w*|myriad|annihilator)\b'

def editions():
    out = []
    for d in (PIT, RR):
        for f in os.listdir(d):
            m = re.search(r'(\d{4})-(\d{2})-(\d{2})', f)
            if m and f.endswith('.txt'): out.append((m.group(0), os.path.join(d, f)))
    seen = {}
    for date, p in sorted(out):          # one file per date (the two archives overlap)
        seen.setdefault(date, p)
    return sorted(seen.items())

def text(p):
    raw = open(p, 'rb').read()
    if raw.startswith(b'\xef\xbf\xbd\xef\xbf\xbd'):   # CR-2016-08-26.txt: UTF-16 with a mangled BOM
        return raw[6:].decode('utf-16-le', errors='ignore')
    return read_text(p)

def paragraphs(p):
    lines = []
    for ln in text(p).replace('\r\n', '\n').replace('\r', '\n').split('\n'):
        ln = ln.strip()
        if not ln: lines.append(''); continue
        if lines and lines[-1] and not re.match(r'(\d{3}\.\d+[a-z]?\.? |examples?:)', ln, re.I):
            lines[-1] += ' ' + ln
        else:
            lines.append(ln)
    rule = None
    for ln in lines:
        m = re.match(r'^(\d{3}\.\d+[a-z]?)\.? ', ln)
        if m: rule = m.group(1)
        if re.match(r'Examples?:', ln, re.I) and rule and re.search(COMBAT_WORDS + MORE, ln, re.I):
            yield rule, re.sub(r'^Examples?:\s*', '', ln, flags=re.I)

def key(ex): return re.sub(r'\W+', ' ', ex.lower()).strip()[:160]

def main():
    cases = [c for c in json.load(open(os.path.join(HERE, 'cases.json')))['cases'] if c['suite'] == 'cr-examples']
    known = {key(c['summary']): c['id'] for c in cases}
    eds = editions()
    seen = {}
    for date, p in eds:
        # D'Angelo's summary is not a CR; archive 2006-06-01.txt is the 2004-06-01 text ("current as of June 1, 2004")
        if date in ('1999-04-21', '2006-06-01'): continue
        for rule, ex in paragraphs(p):
            k = key(ex)
            if k in seen:
                seen[k]['last'] = date; seen[k]['rules'].setdefault(rule, date); continue
            seen[k] = dict(first=date, last=date, rules={rule: date}, text=ex)
    res = []
    for k, v in seen.items():
        if k in known: continue
        best = max(((difflib.SequenceMatcher(None, k, kk).ratio(), cid) for kk, cid in known.items()))
        v['nearest'] = best[1]; v['ratio'] = round(best[0], 2)
        res.append(v)
    res.sort(key=lambda v: (v['first'], list(v['rules'])[0]))
    for i, v in enumerate(res, 1): v['id'] = f'crx-{i:03d}'
    json.dump(dict(editions=len(eds), cases=res), sys.stdout, indent=1)

if __name__ == '__main__': main()
