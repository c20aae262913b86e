#!/usr/bin/env python3
"""Writes the fuzz targets' seed corpora into fuzz/seeds/<target>/ from sample_games/ and the
spec's examples (VFEN.md). Run from the repository root: python3 fuzz/make_seeds.py"""
import hashlib, json, os, re, glob

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "fuzz", "seeds")
samples = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(ROOT, "sample_games", "*.json")))]


def write(target, items):
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    for f in os.listdir(d):
        os.remove(os.path.join(d, f))
    seen = set()
    for text in items:
        data = text.encode() if isinstance(text, str) else text
        if data in seen or not data:
            continue
        seen.add(data)
        with open(os.path.join(d, hashlib.sha1(data).hexdigest()[:16]), "wb") as f:
            f.write(data)
    print(target, len(seen))


# VFEN: the samples' starting positions and the spec's examples in back-quotes.
vfen = [s["start_vfen"] for s in samples if s.get("start_vfen")]
spec = open(os.path.join(ROOT, "docs", "VFEN.md")).read()
vfen += [m for m in re.findall(r"`([^`\n]+)`", spec) if m.count("/") >= 7]
write("vfen", vfen)

# Announced moves: every announced text of the samples and the attempts.
ann = []
for s in samples:
    ann += [m.get("announced", "") for m in s.get("moves", [])]
    ann += [m.get("san", "") for m in s.get("moves", [])]
    ann += [a.get("announced", "") for a in s.get("illegal_attempts", []) if isinstance(a, dict)]
ann += ["Крe1-f1", "0-0", "O-O-O", "e2e4", "Nd1xe3", "d2-d3+", "Qf1=5", "g2-g3!?"]
write("announce", ann[:400])

# Schemes: the samples' typed schemes, Russian and lower-case forms, a canonical text, and
# 1–4 KB texts (the scheme parser's speed on long inputs).
W = "Rc1=10 Nd1 Be1=10 Qf1=10 Kg1 Bh1=10 Ni1 Rj1=10 c2 d2 e2 f2 g2 h2 i2 j2 Xc4 Xf5 Xi6"
B = "Rc12=12 Nd12 Be12=8 Qf12=10 Kg12 Bh12=10 Ni12 Rj12=10 c11 d11 e11 f11 g11 h11 i11 j11 Xd9 Xg8 Xj7"
RU = "белые: Крe1 Фd1=10 Лa1=10 лl1=10 Сc1=10 сj1=10 Кb1 кk1 пe2 Пf2 g2 H2 i2 j2 k2 l2 бастионы: c4 f5 i6"
LOW = "ke1 qd1=10 ra1=10 rl1=10 bc1=10 bj1=10 nb1 nk1 pe2 f2 g2 h2 i2 j2 k2 l2 xc4 xf5 xi6"
CANON = ("victoria-scheme/1\nside white\nK g1\nQ f1\nR c1,j1\nB e1,h1\nN d1,i1\nP c2,d2,e2,f2,g2,h2,i2,j2\n"
         "X c4,f5,i6\nreserve c1=10,e1=10,f1=10,h1=10,j1=10\n")
write("scheme", [W, B, RU, LOW, CANON, "white: " + W, "black: " + B, (W + " ") * 12, (B + "\n") * 40,
                 (RU + " ") * 20])

# Record JSON: small records cut from the samples (a few moves, no signatures) under 4 KB, and
# each sample whole (for runs with a larger -max_len).
recs = []
for s in samples:
    for keep in (0, 1, 3):
        r = dict(s)
        r["moves"] = s.get("moves", [])[:keep]
        for k in ("signatures", "arbiter_seal", "illegal_attempts", "corrections", "draw_offers", "bastion_lots"):
            if k in r:
                r[k] = [] if isinstance(s[k], list) else None
        r["result"] = None
        recs.append(json.dumps(r, ensure_ascii=False, separators=(",", ":")))
write("record_json", recs)

# Journal: the samples' facts as journal lines with their checksums.
def line(seq, action):
    j = json.dumps(action, ensure_ascii=False, separators=(",", ":"))
    return f"{seq} {hashlib.sha256(j.encode()).hexdigest()[:16]} {j}\n"

journals = []
for s in samples:
    acts = [{"action": "set_event", "event": s["event"]}, {"action": "set_rules", "rules": s["rules"]}]
    if s.get("start_vfen"):
        acts.append({"action": "start", "vfen": s["start_vfen"]})
    acts += [{"action": "move", "entry": m} for m in s.get("moves", [])[:4]]
    text = "victoria-arbiter/journal 1\n" + "".join(line(i + 1, a) for i, a in enumerate(acts))
    journals.append(text)
    journals.append(text[: len(text) - 7])  # a torn last line
    journals.append("".join(json.dumps(a, ensure_ascii=False, separators=(",", ":")) + "\n" for a in acts))
write("journal", journals)
