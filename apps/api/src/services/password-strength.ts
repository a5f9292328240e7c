import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { PasswordRefusal } from '@mizan/contracts/errors';

/**
 * zxcvbn's score (0-4) a new password needs: 3 is "safely unguessable" (about 10^10 guesses), what Dropbox,
 * who wrote zxcvbn, asks for. Common passwords, keyboard walks, repeats, dates and the email score 0-2.
 */
export const MIN_STRENGTH_SCORE = 3;
/**
 * zxcvbn's matching grows fast with the length and with l33t substitutions (a 256-character `p@ssw0rd...` took
 * 0.7 s of CPU at its defaults): only the first 64 characters are judged, with at most 10 substitutions
 * (about 10 ms of CPU at worst, well under 1 ms for a usual password). ADR 019.
 */
const JUDGED_LENGTH = 64;
const L33T_MAX_SUBSTITUTIONS = 10;
/** Under this many characters left once the email's parts are taken out, a password is the email. */
const OWN_CHARACTERS_MIN = 6;

// Control characters (C0, DEL, C1): invisible or impossible to type again the same way on another device.
const CONTROL = /\p{Cc}/u;
const BLANK = /^\s*$/u;

// The dictionaries (~2 MB of text, ~20 MB once ranked) load on the first check, not at start.
let checker: Promise<ZxcvbnFactory> | null = null;
function loadChecker(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([{ ZxcvbnFactory }, common]) =>
      new ZxcvbnFactory({
        dictionary: common.dictionary,
        graphs: common.adjacencyGraphs,
        maxLength: JUDGED_LENGTH,
        l33tMaxSubstitutions: L33T_MAX_SUBSTITUTIONS,
      }),
  );
  return checker;
}

/** The email, its local part, and its words of 3 letters or more (`amina`, `example`, `com`), lower case. */
function emailParts(email: string): string[] {
  const lower = email.toLowerCase();
  const local = lower.split('@')[0] ?? '';
  const words = lower.split(/[@.+_-]+/).filter((word) => word.length >= 3);
  return [...new Set([lower, local, ...words])].sort((a, b) => b.length - a.length);
}

/**
 * Why a new password is refused (issue 12, item 13), or null when it is good enough. Checked in order: control
 * characters, only spaces, the email itself or mostly its parts, then zxcvbn over its common-passwords and
 * common-words dictionaries (offline). The length limits are the contract's.
 */
export async function passwordRefusal(password: string, email: string): Promise<PasswordRefusal | null> {
  if (CONTROL.test(password)) return 'password_control_characters';
  if (BLANK.test(password)) return 'password_blank';
  const parts = emailParts(email);
  let own = password.toLowerCase().replace(/\s+/gu, '');
  for (const part of parts) own = own.replaceAll(part, '');
  if (own.length < OWN_CHARACTERS_MIN) return 'password_contains_email';
  const zxcvbn = await loadChecker();
  if (zxcvbn.check(password, parts).score < MIN_STRENGTH_SCORE) return 'password_too_common';
  return null;
}
