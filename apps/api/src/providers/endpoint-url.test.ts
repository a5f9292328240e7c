import { describe, expect, it } from 'vitest';
import { endpointUrl } from './endpoint-url';

describe('endpointUrl', () => {
  it.each([
    ['a bare host', 'https://photon.komoot.io', '/api', {}, 'https://photon.komoot.io/api'],
    ['a trailing slash', 'https://photon.komoot.io/', '/api', {}, 'https://photon.komoot.io/api'],
    ['a path prefix kept', 'https://geo.example.org/photon/', '/reverse', {}, 'https://geo.example.org/photon/reverse'],
    ['encoded parameters', 'http://127.0.0.1:8080', '/search', { q: 'Bab Bou Jeloud, Fès', limit: 8 }, 'http://127.0.0.1:8080/search?q=Bab+Bou+Jeloud%2C+F%C3%A8s&limit=8'],
    ['undefined parameters left out', 'http://h', '/api', { q: 'x', lat: undefined }, 'http://h/api?q=x'],
  ])('joins %s', (_label, base, path, params, expected) => {
    expect(endpointUrl(base, path, params).href).toBe(expected);
  });
});
