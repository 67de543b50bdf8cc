import { cleanName, stripEveryIgnorable } from '@sprawl/protocol';
import unhomoglyph from 'unhomoglyph';

/*
 * Whether two names look alike on screen, after Unicode's TR39 (Unicode
 * Security Mechanisms, section 4): two strings are confusable when their
 * skeletons are equal, skeleton(X) = NFD(each character of NFD(X) replaced
 * by its prototype in confusables.txt). Cyrillic "А" and Latin "A" share a
 * skeleton, as do "m" and "rn", "0" and "O", "1", "I" and "l".
 *
 * The prototypes come from `unhomoglyph` (nodeca, MIT, no dependencies),
 * whose whole job is that one table: confusables.txt turned into JSON, 6,311
 * entries, Unicode 13.0 (newer Unicode versions added few entries, none for
 * scripts a player is likely to mix with Latin). Its one function replaces
 * each character by its prototype; the NFD before and after is ours, as TR39
 * asks. Checked and not taken: `confusables` (a hand-made Latin-only list,
 * not TR39), `unicode-confusables` (Unicode 10.0 data, skeleton without NFD),
 * `@adraffy/ens-normalize` (Ethereum names' own rules, no skeleton to
 * compare). Loading the table takes about 6 ms once; a name's skeleton about
 * 1 µs. The version is pinned: a new table changes which names collide.
 */

/** TR39's skeleton of a text: equal skeletons look alike. Not for showing: "m" becomes "rn". */
export function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD')).normalize('NFD');
}

/**
 * The accents of Latin, Greek and Cyrillic letters (the Combining Diacritical
 * Marks block). TR39 keeps them, so "Àda" could sit beside "Ada"; at a table
 * that is a name dressed up as another. Marks of other blocks stay: in
 * Devanagari or Thai a mark is a vowel, and without it another name is left.
 */
const ACCENTS = /[\u0300-\u036f]/g;

/**
 * German's sharp s, small and capital: "Straße" and "Strasse" are one name
 * spelt two ways (Unicode's full case folding makes "ss" of it), yet TR39
 * gives ß no prototype, so it is folded here before the skeleton.
 */
const SHARP_S = /[\u00df\u1e9e]/g;

/**
 * The forms two names are compared by. TR39's skeleton keeps letter case,
 * and players read "Ada" and "ada" as one name, so each name gets two keys:
 * the skeleton as written, lowercased (so "Ian" and "lan" meet, capital I
 * and small L being one shape), and the skeleton of the lowercased name,
 * lowercased (so "IAN" and "ian" meet). Lowercasing after the skeleton
 * matters because some prototypes are capitals: "0" becomes "O". Both drop
 * the accents (ACCENTS), so "Àda", "Adà" and "Ada" meet, and both write
 * the sharp s as "ss" (SHARP_S).
 */
export function likenessKeys(name: string): readonly [string, string] {
  // Emoji joiners too: a family and its members side by side are one name to a screen without the family's picture.
  const clean = stripEveryIgnorable(cleanName(name)).replace(SHARP_S, 'ss');
  return [bare(skeleton(clean)).toLowerCase(), bare(skeleton(clean.toLowerCase())).toLowerCase()];
}

/** A skeleton without its accents (it is in NFD, so each accent is a mark of its own). */
function bare(skeletonText: string): string {
  return skeletonText.replace(ACCENTS, '');
}

/** Whether two names would be mistaken for each other at the table. */
export function looksAlike(a: string, b: string): boolean {
  const [aWritten, aLower] = likenessKeys(a);
  const [bWritten, bLower] = likenessKeys(b);
  return aWritten === bWritten || aLower === bLower;
}
