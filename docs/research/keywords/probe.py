import sys, crtext as c
pat = sys.argv[1]; rr = sys.argv[2] if len(sys.argv) > 2 else r'.'
for e, p, l in c.ERAS[1:]:
    h = c.find(p, pat, rr)
    print(f'{e:17}', h and (h[0], c.sentence(h[1], h[2], 150)))
