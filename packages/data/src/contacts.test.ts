import { describe, expect, it } from 'vitest';
import { EMERGENCY_SERVICES, telHref } from './contacts';

describe('EMERGENCY_SERVICES', () => {
  it.each([
    ['police', ['19', '112']],
    ['ambulance-fire', ['15', '150']],
    ['gendarmerie', ['177']],
    ['anti-poison', ['05 37 68 64 64']],
    ['health-emergency', ['141']],
    ['directory', ['160']],
    ['train-info', ['08 90 20 30 40']],
    ['airport', ['05 22 53 90 40', '05 22 53 91 40']],
  ])('%s has the spec numbers %j', (id, numbers) => {
    expect(EMERGENCY_SERVICES.find((s) => s.id === id)?.numbers.map((n) => n.display)).toEqual(numbers);
  });

  it('gives every number a source', () => {
    for (const n of EMERGENCY_SERVICES.flatMap((s) => s.numbers)) {
      expect(n.source.label.length).toBeGreaterThan(0);
      if (n.current) expect(n.current.source.url).toMatch(/^https:\/\//);
    }
  });

  it('names the service that publishes a number where one was found', () => {
    const source = (id: string) => EMERGENCY_SERVICES.find((s) => s.id === id)?.numbers[0]?.source;
    expect(source('anti-poison')?.label).toMatch(/^Centre Anti Poison et de Pharmacovigilance du Maroc/);
    expect(source('health-emergency')?.url).toMatch(/^https:\/\//);
  });

  it('leans on the spec alone only for the numbers no public page we could read confirms', () => {
    const specOnly = EMERGENCY_SERVICES.flatMap((s) =>
      s.numbers.filter((n) => !n.source.url).map((n) => `${s.id} ${n.display}`),
    );
    expect(specOnly).toEqual(['train-info 08 90 20 30 40', 'airport 05 22 53 90 40', 'airport 05 22 53 91 40']);
  });

  it('shows the current ONCF number beside the outdated one', () => {
    expect(EMERGENCY_SERVICES.find((s) => s.id === 'train-info')?.numbers[0]?.current?.display).toBe('2255');
  });
});

describe('telHref', () => {
  it.each([
    ['19', 'tel:19'],
    ['112', 'tel:112'],
    ['2255', 'tel:2255'],
    ['05 37 68 64 64', 'tel:+212537686464'],
    ['08 90 20 30 40', 'tel:0890203040'],
  ])('%s -> %s', (display, href) => expect(telHref(display)).toBe(href));
});
