import { describe, expect, it } from 'vitest';
import {
  firstScreenAttributes,
  isServedByWorker,
  readFirstScreen,
  readServedPassStatus,
} from './first-screen';
import type { FirstScreen } from './first-screen';

const rootWith = (attributes: string) => {
  document.body.innerHTML = `<div id="root" ${attributes}></div>`;
  return document.getElementById('root') as HTMLElement;
};

describe('the page description on #root', () => {
  it.each<FirstScreen>([
    {
      route: '/',
      language: 'fr',
      firstVisit: false,
      pass: 'active',
      namespaces: ['common', 'home'],
      variant: null,
    },
    {
      route: '*',
      language: 'en',
      firstVisit: true,
      pass: null,
      namespaces: ['common', 'language'],
      variant: null,
    },
    {
      route: '/pay',
      language: 'es',
      firstVisit: false,
      pass: null,
      namespaces: ['common', 'checkout'],
      variant: 'taxi-meter',
    },
  ])('reads back what the prerender wrote (%o)', (screen) => {
    expect(readFirstScreen(rootWith(firstScreenAttributes(screen)))).toEqual(screen);
  });

  it.each([
    ['a shell (no description)', ''],
    ['an unknown language', 'data-route="/" data-language="ar" data-first-visit="false"'],
  ])('reads %s as no prerendered page', (_label, attributes) => {
    expect(readFirstScreen(rootWith(attributes))).toBeNull();
  });

  it('ignores an unknown pass variant', () => {
    const root = rootWith('data-route="/" data-language="de" data-first-visit="false" data-pass="maybe"');
    expect(readFirstScreen(root)?.pass).toBeNull();
  });
});

describe('the pass status the server put in the page', () => {
  const pageWith = (json: string | null) => {
    document.head.innerHTML =
      json === null ? '' : `<script type="application/json" id="pass-status">${json}</script>`;
    return document;
  };

  it.each([
    [
      '{"active":true,"passExpiresAt":"2026-11-29T10:00:00.000Z"}',
      { active: true, passExpiresAt: '2026-11-29T10:00:00.000Z' },
    ],
    ['{"active":false,"passExpiresAt":null}', { active: false, passExpiresAt: null }],
  ])('reads %s', (json, status) => {
    expect(readServedPassStatus(pageWith(json))).toEqual(status);
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '{"active":"yes","passExpiresAt":null}',
    '{"active":true,"passExpiresAt":5}',
  ])('reads %s as none', (json) => {
    expect(readServedPassStatus(pageWith(json))).toBeNull();
  });

  it('tells the service worker’s status from the server’s', () => {
    const status = '{"active":false,"passExpiresAt":null}';
    expect(isServedByWorker(pageWith(status))).toBe(false);
    document.head.innerHTML = `<script type="application/json" id="pass-status" data-source="worker">${status}</script>`;
    expect(isServedByWorker(document)).toBe(true);
    expect(readServedPassStatus(document)).toEqual({ active: false, passExpiresAt: null });
  });
});
