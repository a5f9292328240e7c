import { describe, expect, it } from 'vitest';
import { tuFormIn } from '../../test-support/planner-usted';
import { PLANNER_TEXTS } from './planner-texts';

/** Every text of a language's set, the functions called with sample values. */
function textsOf(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return [[path, String((value as (...args: unknown[]) => unknown)('X', 'Y'))]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
  return [];
}

describe('planner texts', () => {
  it('speak to a Spanish visitor as usted, as every screen does', () => {
    const texts = textsOf(PLANNER_TEXTS.es);
    expect(texts.length).toBeGreaterThan(50);
    for (const [path, text] of texts) expect(tuFormIn(text), `${path}: ${text}`).toBeNull();
    expect(PLANNER_TEXTS.es.dailyTips).toContain(
      'En los zocos, acuerde el precio antes de que le envuelvan nada; regatear es lo normal.',
    );
  });
});
