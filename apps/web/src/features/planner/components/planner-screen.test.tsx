import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceDetailsResponse } from '@mizan/contracts/places';
import type { Itinerary } from '@mizan/domain/planner/itinerary';
import { resetCsrfToken } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { savedTripsStore } from '../lib/saved-trips';
import { PlannerScreen } from './planner-screen';

const notify = vi.hoisted(() => vi.fn(async () => undefined));
const dismissNotice = vi.hoisted(() => vi.fn());
vi.mock('@/lib/notify', () => ({ notify }));
vi.mock('@/lib/dismiss-notice', () => ({ dismissNotice }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const plan: Itinerary = {
  days: [
    {
      day: 1,
      date: '2026-12-01',
      title: 'The medina',
      theme: 'Palaces and souks',
      locations: [
        {
          name: 'Bahia Palace',
          time: '09:00-11:00',
          description: 'A 19th-century palace.',
          type: 'landmark',
          tips: 'Go early.',
          price: '100 MAD',
          placeId: 'marrakech:bahia-palace',
          lat: 31.6216,
          lng: -7.9832,
          nameAr: 'قصر الباهية',
          link: 'https://en.wikipedia.org/wiki/Bahia_Palace',
        },
        {
          name: 'Lunch',
          time: '12:30-14:00',
          description: 'Tagine.',
          type: 'restaurant',
          tips: '',
          price: '80-150 MAD',
        },
      ],
      dailyTips: ['Carry cash.'],
    },
    { day: 2, date: '2026-12-02', title: 'A quiet day', theme: 'Rest', locations: [], dailyTips: [] },
  ],
  practicalInfo: {
    transport: 'Petits taxis by the meter.',
    budget: { Comfort: '600-1500 MAD' },
    tips: ['Tip 10%.'],
  },
  metadata: { source: 'embedded' },
};

const details: PlaceDetailsResponse = {
  placeId: 'g1',
  name: 'Bahia Palace',
  location: { lat: 31.6216, lng: -7.9832 },
  rating: 4.46,
  reviewCount: 1234,
  url: 'https://maps.google.com/?cid=1',
  mapsUrl: 'https://maps.google.com/?cid=1',
  website: null,
  photos: [
    {
      ref: 'p1',
      url: '/api/places/photo?ref=p1',
      attributions: [{ name: 'Ana', uri: 'https://maps.google.com/ana' }],
    },
  ],
  reviews: [
    { author: 'Sam', authorUri: null, rating: 5, relativeTime: '2 weeks ago', text: 'Beautiful tiles.' },
  ],
  city: 'marrakech',
  formatted_address: null,
  vicinity: null,
  price_level: null,
  source: 'google',
  attributions: ['Google Maps'],
};

const detailsAsked: string[] = [];

function stubApi(generate: () => Response) {
  detailsAsked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/auth/csrf') return json(200, { csrf: 't' });
      if (url === '/api/generate-itinerary') return generate();
      if (url === '/api/places/details') {
        const { placeName, city } = JSON.parse(String(init?.body)) as { placeName: string; city: string };
        detailsAsked.push(`${placeName} · ${city}`);
        if (placeName === details.name) return json(200, details);
      }
      return json(404, { error: 'Not found', code: 'not_found' });
    }),
  );
}

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const lastToast = () => (notify.mock.calls.at(-1) as unknown[] | undefined)?.[0];

async function fillToStep4() {
  fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'marrakech' } });
  next();
  fireEvent.click(await screen.findByRole('button', { name: 'Culture' }));
  next();
  fireEvent.click(await screen.findByRole('button', { name: 'Taxi' }));
  next();
  await screen.findByText('Step 4 of 4 · Final touches');
}

beforeAll(async () => {
  await initI18n();
});

beforeEach(() => {
  notify.mockClear();
  resetCsrfToken();
  savedTripsStore.remove();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the trip wizard', { timeout: 30_000 }, () => {
  it('starts on step 1 with the defaults and one filled segment of four', () => {
    render(<PlannerScreen />);
    expect(screen.getByText('Step 1 of 4 · Where and when')).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveValue('');
    expect(screen.getByRole('slider', { name: /Duration/ })).toHaveValue('3');
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByLabelText('Travellers')).toHaveValue('solo');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar.querySelectorAll('[data-filled="true"]')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('refuses Next with a destructive toast until each step validates, and Previous goes back', async () => {
    render(<PlannerScreen />);
    next();
    expect(notify).toHaveBeenLastCalledWith('please choose a destination', 'error');
    expect(screen.getByText('Step 1 of 4 · Where and when')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'fes' } });
    fireEvent.change(screen.getByRole('slider', { name: /Duration/ }), { target: { value: '10' } });
    expect(screen.getByText('10 days')).toBeInTheDocument();
    next();
    expect(await screen.findByText('Step 2 of 4 · Your interests')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(10);

    next();
    expect(lastToast()).toBe('please choose at least one interest');
    fireEvent.click(screen.getByRole('button', { name: 'Food' }));
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
    dismissNotice.mockClear();
    next();
    // The refusal is taken off the screen as the wizard moves on: it no longer holds.
    expect(dismissNotice).toHaveBeenCalledTimes(1);

    expect(await screen.findByText('Step 3 of 4 · Budget and getting around')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: /Budget/ })).toHaveValue('2');
    expect(screen.getByText('Comfort')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider', { name: /Budget/ }), { target: { value: '3' } });
    expect(screen.getByText('Luxury')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(6);
    next();
    expect(lastToast()).toBe('please choose at least one way to get around');

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 2 of 4 · Your interests')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true');
    next();
    fireEvent.click(screen.getByRole('button', { name: 'Walking' }));
    next();

    expect(await screen.findByText('Step 4 of 4 · Final touches')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(5);
    expect(screen.getByLabelText('Special requests')).toHaveAttribute('rows', '3');
    expect(screen.getByRole('button', { name: 'Generate itinerary' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar').querySelectorAll('[data-filled="true"]')).toHaveLength(4);
  });
});

describe('generating and the results', { timeout: 30_000 }, () => {
  it('shows the overlay with the details counter, then the summary, one open day, details and practical info', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(() => {
      throw new Error('replaced below');
    });
    const pending = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const fetchMock = vi.mocked(fetch);
    const original = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/generate-itinerary' ? pending : original!(input, init),
    );

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<PlannerScreen />);
    await fillToStep4();
    fireEvent.change(screen.getByLabelText('Special requests'), { target: { value: 'a hammam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate itinerary' }));

    const overlay = await screen.findByRole('dialog', { name: 'Planning your trip' });
    expect(within(overlay).getByRole('status')).toHaveTextContent('Generating your itinerary…');
    await act(async () => answer(json(200, plan)));

    expect(await screen.findByRole('heading', { name: 'Your trip to Marrakech' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // One lookup per real place, by name and city; not the generic 'Lunch', which names no place.
    expect(detailsAsked).toEqual(['Bahia Palace · marrakech']);
    expect(warn).not.toHaveBeenCalled();
    expect(screen.getByText('Special request:')).toBeInTheDocument();
    expect(screen.getByText('1 interest')).toBeInTheDocument();

    const day1 = screen.getByRole('button', { name: /Day 1/ });
    const day2 = screen.getByRole('button', { name: /Day 2/ });
    expect(day1).toHaveAttribute('aria-expanded', 'true');
    expect(day2).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: /Bahia Palace/ })).toHaveAttribute(
      'href',
      'https://maps.google.com/?cid=1',
    );
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('(1,234 reviews)')).toBeInTheDocument();
    expect(screen.getByText('Beautiful tiles.')).toBeInTheDocument();
    expect(screen.getByText('Data: Google Maps')).toBeInTheDocument();
    expect(screen.getByText('قصر الباهية')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Directions' })[0]).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=31.621600,-7.983200',
    );
    // The lunch names no place (no id): no photo box, not even an empty one.
    expect(screen.getByRole('heading', { name: 'Lunch' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'No photo' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Open the photo of Bahia Palace' }));
    const viewer = await screen.findByRole('dialog', { name: 'Bahia Palace' });
    expect(within(viewer).getByRole('img', { name: 'Bahia Palace' })).toHaveAttribute(
      'src',
      '/api/places/photo?ref=p1',
    );
    fireEvent.keyDown(viewer, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(day2);
    expect(day1).toHaveAttribute('aria-expanded', 'false');
    expect(day2).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('no activities for Marrakech')).toBeInTheDocument();
    expect(screen.queryByText('Bahia Palace')).not.toBeInTheDocument();

    expect(screen.getByText('Petits taxis by the meter.')).toBeInTheDocument();
    expect(screen.getByText('600-1500 MAD')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save itinerary' }));
    // The saved trips' module loads with the first save (ADR 022).
    expect(await screen.findByRole('button', { name: 'Saved on this device' })).toBeDisabled();
    expect(savedTripsStore.read()).toHaveLength(1);
    expect(JSON.stringify(savedTripsStore.read())).not.toContain('Beautiful tiles');

    fireEvent.click(screen.getByRole('button', { name: 'Create new' }));
    expect(screen.getByText('Step 1 of 4 · Where and when')).toBeInTheDocument();
    expect(screen.getByLabelText('Destination')).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: /Marrakech · 2 days/ }));
    expect(await screen.findByRole('heading', { name: 'Your trip to Marrakech' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saved on this device' })).toBeDisabled();
  });

  it('shows the fallback itinerary when the server fails', async () => {
    stubApi(() => json(500, { error: 'boom' }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<PlannerScreen />);
    await fillToStep4();
    dismissNotice.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Generate itinerary' }));
    // A toast from an earlier attempt goes as this one starts.
    expect(dismissNotice).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Your trip to Marrakech' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Day \d/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: /Day 1/ })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('what the visitor did is not lost', { timeout: 30_000 }, () => {
  it('refuses a start date in the past, and puts the focus on each new step’s heading', async () => {
    render(<PlannerScreen />);
    fireEvent.change(screen.getByLabelText('Destination'), { target: { value: 'rabat' } });
    const date = screen.getByLabelText('Start date');
    expect(date.getAttribute('min')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    fireEvent.change(date, { target: { value: '2024-01-05' } });
    next();
    expect(lastToast()).toBe('please choose today or a later date');
    expect(screen.getByText('Step 1 of 4 · Where and when')).toBeInTheDocument();
    fireEvent.change(date, { target: { value: '2099-01-05' } });
    next();
    expect(await screen.findByRole('heading', { name: 'Your interests' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('heading', { name: 'Where and when' })).toHaveFocus();
  });

  it('comes back to the same step with what was chosen and typed after a reload', async () => {
    const first = render(<PlannerScreen />);
    await fillToStep4();
    fireEvent.change(screen.getByLabelText('Special requests'), { target: { value: 'سطح مطل 🌅 rooftop' } });
    first.unmount();

    render(<PlannerScreen />);
    expect(await screen.findByText('Step 4 of 4 · Final touches')).toBeInTheDocument();
    expect(screen.getByLabelText('Special requests')).toHaveValue('سطح مطل 🌅 rooftop');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Culture' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Destination')).toHaveValue('marrakech');
  });

  it('shows the plan again after a reload, until create new', async () => {
    stubApi(() => json(200, plan));
    const first = render(<PlannerScreen />);
    await fillToStep4();
    fireEvent.click(screen.getByRole('button', { name: 'Generate itinerary' }));
    const summary = await screen.findByRole('heading', { name: 'Your trip to Marrakech' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByRole('button', { name: /Day 1 · Tuesday, December 1/ })).toBeInTheDocument();
    await waitFor(() => expect(window.sessionStorage.getItem('planner:plan')).not.toBeNull());
    first.unmount();

    render(<PlannerScreen />);
    expect(await screen.findByRole('heading', { name: 'Your trip to Marrakech' })).toBeInTheDocument();
    expect(screen.getByText('Bahia Palace')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create new' }));
    expect(screen.getByRole('heading', { name: 'Where and when' })).toHaveFocus();
    await waitFor(() => expect(window.sessionStorage.getItem('planner:plan')).toBeNull());
  });

  it('stops the lookups at the first answer from the catalog, which adds nothing to the plan', async () => {
    stubApi(() => json(200, plan));
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === '/api/auth/csrf') return json(200, { csrf: 't' });
      if (url === '/api/generate-itinerary')
        return json(200, { ...plan, days: [plan.days[0], { ...plan.days[0]!, day: 2 }] });
      const { placeName } = JSON.parse(String(init?.body)) as { placeName: string };
      detailsAsked.push(placeName);
      return json(200, {
        ...details,
        rating: null,
        reviewCount: null,
        photos: [],
        reviews: [],
        source: 'catalog',
        attributions: [],
      });
    });
    render(<PlannerScreen />);
    await fillToStep4();
    fireEvent.click(screen.getByRole('button', { name: 'Generate itinerary' }));
    expect(await screen.findByRole('heading', { name: 'Your trip to Marrakech' })).toBeInTheDocument();
    expect(detailsAsked).toEqual(['Bahia Palace']);
    expect(screen.queryByText('no reviews')).not.toBeInTheDocument();
  });
});
