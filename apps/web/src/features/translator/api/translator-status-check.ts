import type { TranslatorStatus } from '@mizan/contracts/translate';
import type { Check } from '@/lib/check';
import { isLanguage } from '@/lib/i18n';
import { isObject } from '@/lib/value-checks';

const FAILED = { success: false } as const;

/**
 * The translator status contract (`translatorStatusResponse`, zod) checked by hand: the status is asked for
 * when the screen opens, and the contract's zod would be 28 KB gzip of /transcribe's first download (ADR 022).
 * The answer is built as a `TranslatorStatus`, so a field added to, removed from or retyped in the contract
 * fails the typecheck here; translator-status-check.test.ts runs both checks on the same answers.
 */
export const translatorStatusCheck: Check<TranslatorStatus> = {
  safeParse(value) {
    if (!isObject(value)) return FAILED;
    const { voice, allowed, pass, model, memoryLanguages } = value;
    if (typeof voice !== 'boolean' || typeof allowed !== 'boolean') return FAILED;
    if (typeof pass !== 'boolean' || typeof model !== 'boolean') return FAILED;
    if (!Array.isArray(memoryLanguages)) return FAILED;
    if (!memoryLanguages.every((lang) => typeof lang === 'string' && isLanguage(lang))) return FAILED;
    const data: TranslatorStatus = { voice, allowed, pass, model, memoryLanguages: [...memoryLanguages] };
    return { success: true, data };
  },
};
