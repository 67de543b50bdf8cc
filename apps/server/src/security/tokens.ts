import crypto from 'node:crypto';

/** 256 random bits, URL-safe: seat tokens. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');
/** 128 random bits: invite codes, not guessable. */
export const newInviteCode = () => crypto.randomBytes(16).toString('base64url');
export const newId = () => crypto.randomBytes(9).toString('base64url');

/** Tokens are stored only as hashes. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** Compares a presented token with a stored hash in constant time. */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(hashToken(token), 'hex');
  const b = Buffer.from(storedHash, 'hex');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** Whether a presented token opens a seat: its own token, or one of the further devices it was opened on. */
export function opensSeat(token: string, seat: { tokenHash: string | null; deviceHashes: readonly string[] }): boolean {
  // Every hash is compared, so the time taken does not tell which (or whether any) matched.
  let open = tokenMatches(token, seat.tokenHash);
  for (const hash of seat.deviceHashes) open = tokenMatches(token, hash) || open;
  return open;
}

/** Compares two secrets (e.g. invite codes) without revealing, through timing, how much of them matched. */
export function sameSecret(a: string, b: string): boolean {
  const x = crypto.createHash('sha256').update(a).digest();
  const y = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(x, y);
}
