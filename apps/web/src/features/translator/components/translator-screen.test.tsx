import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '@/lib/api-client';
import { changeLanguage, initI18n } from '@/lib/i18n';
import { loadEmbedded } from '../hooks/use-embedded';
import { forgetVoiceService } from '../hooks/use-voice-translator';
import { TranslatorScreen } from './translator-screen';

// The screen in jsdom with the browser's media pieces faked: a microphone that always answers, a MediaRecorder
// that hands over `clipBytes` on stop, and the API as fetch sees it.

let now = 1_000_000;
let clipBytes = 4_000;
let micAllowed = true;
const played = vi.fn();
const stoppedTracks = vi.fn();

class FakeMediaRecorder {
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus' || type === 'audio/webm';
  static made: { mimeType: string; audioBitsPerSecond: number }[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(_stream: unknown, options: { mimeType: string; audioBitsPerSecond: number }) {
    this.mimeType = options.mimeType;
    FakeMediaRecorder.made.push(options);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob([new Uint8Array(clipBytes)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

type Route = (url: string, init?: RequestInit) => Response | Promise<Response>;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const enc = encodeURIComponent;
const spoken = () =>
  new Response(new Uint8Array([0xff, 0xfb, 0x10, 0xc4]), {
    status: 200,
    headers: {
      'content-type': 'audio/mpeg',
      'x-transcript': enc('How much is it to the train station?'),
      'x-translation': enc('بشحال حتى للمحطة ديال التران؟'),
      'x-darija-ar': enc('بشحال حتى للمحطة ديال التران؟'),
      'x-darija-latin': enc('bchhal 7tta l-m7atta dyal tran?'),
    },
  });

function stubApi(translate: Route, others: Record<string, Route> = {}) {
  const calls: { url: string; init?: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, init });
      if (url === '/api/auth/csrf') return json(200, { csrf: 't' });
      if (url.startsWith('/api/translate-tts')) return translate(url, init);
      const other = Object.entries(others).find(([prefix]) => url.startsWith(prefix));
      if (other) return other[1](url, init);
      return json(404, { error: 'Not found', code: 'not_found' });
    }),
  );
  return calls;
}

function renderScreen(beta = false) {
  const onPaymentRequired = vi.fn(async () => undefined);
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queries}>
      <TranslatorScreen beta={beta} onPaymentRequired={onPaymentRequired} />
    </QueryClientProvider>,
  );
  return { onPaymentRequired };
}

/** GET /api/translator-status's answer (unstubbed it is a 404: the screen then learns from the clip's answer). */
const statusBody = (voice: boolean, allowed: boolean, model = voice, pass = false) => ({
  voice,
  allowed,
  pass,
  model,
  memoryLanguages: ['en'],
});
const status = (voice: boolean, allowed: boolean, model = voice, pass = false) => ({
  '/api/translator-status': () => json(200, statusBody(voice, allowed, model, pass)),
});

async function record(lengthMs: number) {
  fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
  await screen.findByRole('button', { name: 'Stop recording' });
  now += lengthMs;
  fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
}

// The phrasebook's chunk and the CSRF contract are imported once for the file: the screen then finds them at once.
beforeAll(async () => {
  await Promise.all([loadEmbedded(), import('@mizan/contracts/csrf')]);
}, 30_000);

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  resetCsrfToken();
  forgetVoiceService();
  now = 1_000_000;
  clipBytes = 4_000;
  micAllowed = true;
  FakeMediaRecorder.made = [];
  played.mockReset();
  stoppedTracks.mockReset();
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => {
        if (!micAllowed) throw new DOMException('Permission denied', 'NotAllowedError');
        return { getTracks: () => [{ stop: stoppedTracks }] };
      }),
    },
  });
  vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played(this.src);
    queueMicrotask(() => this.dispatchEvent(new Event('ended')));
    return Promise.resolve();
  });
  vi.spyOn(window.HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn(() => 'blob:answer');
  URL.revokeObjectURL = vi.fn();
  await initI18n();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TranslatorScreen: tabs and typed input', { timeout: 30_000 }, () => {
  it('shows the two direction tabs, keeps the choice in translationDirection and shows the hint for darija → English', async () => {
    stubApi(() => spoken());
    renderScreen();
    const tabs = screen.getByRole('tablist', { name: 'Translation direction' });
    const [first, second] = within(tabs).getAllByRole('tab');
    expect(first).toHaveTextContent('English → darija');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveTextContent('darija → English');
    expect(screen.queryByText(/Parlez lentement/)).not.toBeInTheDocument();

    fireEvent.click(second!);
    expect(localStorage.getItem('translationDirection')).toBe('darija-to-target');
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Parlez lentement et articulez bien, s’il vous plaît.')).toHaveAttribute(
      'lang',
      'fr',
    );
    expect(screen.getByText('عافاك، هضر بشوية وبالواضح.')).toHaveAttribute('dir', 'rtl');
  });

  it('starts on the stored tab', () => {
    localStorage.setItem('translationDirection', 'darija-to-target');
    stubApi(() => spoken());
    renderScreen();
    expect(screen.getByRole('tab', { name: 'darija → English' })).toHaveAttribute('aria-selected', 'true');
  });

  it('translates typed text with the phrasebook memory: Darija in Arabic script (rtl) and Latin letters, kept in the history', async () => {
    stubApi(() => spoken());
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), {
      target: { value: 'Where is the train station?' },
    });
    fireEvent.click(translate);
    const arabic = await screen.findByTestId('darija-arabic');
    expect(arabic).toHaveTextContent('فين كاينة لاكار؟');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('darija-latin')).toHaveTextContent('fin kayna lagar?');
    expect(screen.queryByText(/Closest known phrase/)).not.toBeInTheDocument();
    // The phrase is what was typed: no line says what the Darija means.
    expect(screen.queryByTestId('darija-meaning')).not.toBeInTheDocument();
    const history = JSON.parse(localStorage.getItem('translationHistory') ?? '[]') as {
      transcript: string;
    }[];
    expect(history.map((entry) => entry.transcript)).toEqual(['Where is the train station?']);
    // The list's code loads with the first entry.
    expect(
      await within(screen.getByRole('region', { name: 'Recent translations' })).findByText(
        'Where is the train station?',
      ),
    ).toBeInTheDocument();
  });

  it('a phrase sent while the phrasebook is still loading is translated once it is there', async () => {
    stubApi(() => spoken());
    renderScreen();
    fireEvent.change(screen.getByLabelText('Or type a phrase'), {
      target: { value: 'Where is the train station?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Translate' }));
    expect(screen.getByTestId('typed-searching')).toHaveTextContent('The phrasebook is loading…');
    expect(await screen.findByTestId('darija-arabic')).toHaveTextContent('فين كاينة لاكار؟');
    expect(screen.getByTestId('typed-searching')).toHaveTextContent('');
  });

  it('says when it gives the closest known phrase (no percentage), names one somewhat alike, and refuses what it does not know', async () => {
    stubApi(() => spoken());
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), {
      target: { value: 'Bring me the bill please' },
    });
    fireEvent.click(translate);
    const note = await screen.findByText(
      'Closest known phrase: “Bring us the bill, please”. Check that it says what you mean.',
    );
    // Read before the Darija, which says the known phrase and not what was typed.
    expect(note.compareDocumentPosition(screen.getByTestId('translation'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );

    fireEvent.change(screen.getByLabelText('Or type a phrase'), {
      target: { value: 'I want a pizza with pineapple' },
    });
    fireEvent.click(translate);
    expect(
      await screen.findByText(
        /No known phrase is close enough to translate “I want a pizza with pineapple” reliably/,
      ),
    ).toBeInTheDocument();

    // Somewhat alike (54 %): not shown as the translation, offered to pick.
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'where is my hotel' } });
    fireEvent.click(translate);
    fireEvent.click(await screen.findByRole('button', { name: 'Translate “Where is …?” instead' }));
    await waitFor(() => expect(screen.getByTestId('darija-latin')).toHaveTextContent('fin kayn …?'));
    expect(screen.getByLabelText('Or type a phrase')).toHaveValue('Where is …?');
    expect(screen.queryByText(/^Closest known phrase: /)).not.toBeInTheDocument();
  });

  it("asks the server's translator about a text the phrasebook refuses: its answer replaces the refusal and is kept once in the history", async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi(() => spoken(), {
      '/api/translate-text': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    const field = screen.getByLabelText('Or type a phrase');
    fireEvent.change(field, { target: { value: ' I am very tired ' } });
    fireEvent.click(translate);
    // The phrasebook's refusal shows at once, and the screen says it is looking further.
    expect(await screen.findByText(/No known phrase is close enough/)).toBeInTheDocument();
    expect(screen.getByTestId('typed-searching')).toHaveTextContent(
      'Not in the phrasebook: looking in the larger dictionary…',
    );
    await waitFor(() => expect(calls.some((call) => call.url === '/api/translate-text')).toBe(true));
    const sent = calls.find((call) => call.url === '/api/translate-text')!;
    expect(JSON.parse(String(sent.init?.body))).toEqual({
      text: 'I am very tired',
      direction: 'to_darija',
      targetLang: 'en',
      csrf: 't',
    });
    answer(
      json(200, {
        kind: 'translation',
        translation: 'ana bzaf 3yyan',
        darija: { ar: null, latin: 'ana bzaf 3yyan' },
        match: 'composed',
        confidence: 0.8,
        matched: null,
      }),
    );
    expect(await screen.findByTestId('darija-latin')).toHaveTextContent('ana bzaf 3yyan');
    expect(screen.queryByTestId('darija-arabic')).not.toBeInTheDocument();
    expect(screen.getByText('Pieced together from known phrases (80% sure)')).toBeInTheDocument();
    expect(screen.queryByText(/No known phrase is close enough/)).not.toBeInTheDocument();
    expect(screen.getByTestId('typed-searching')).toHaveTextContent('');
    const history = JSON.parse(localStorage.getItem('translationHistory') ?? '[]') as {
      transcript: string;
      translation: string;
      source: string;
    }[];
    expect(history).toMatchObject([
      { transcript: 'I am very tired', translation: 'ana bzaf 3yyan', source: 'typed' },
    ]);
    expect(field).toHaveValue(' I am very tired ');
  });

  it('asks further about a phrase only somewhat alike (and shows the closest one the server found), not about a known one', async () => {
    const calls = stubApi(() => spoken(), {
      '/api/translate-text': () =>
        json(200, {
          kind: 'translation',
          translation: 'Where is the hotel?',
          darija: { ar: null, latin: 'fin kayn l otel' },
          match: 'closest',
          confidence: 0.75,
          matched: 'fin kayn l otel',
        }),
    });
    localStorage.setItem('translationDirection', 'darija-to-target');
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    const field = screen.getByLabelText('Or type a phrase');
    // A phrasebook phrase: answered on the phone, nothing asked.
    fireEvent.change(field, { target: { value: 'fin kayna lagar' } });
    fireEvent.click(translate);
    await waitFor(() =>
      expect(screen.getByTestId('translation')).toHaveTextContent('Where is the train station?'),
    );
    expect(calls.filter((call) => call.url === '/api/translate-text')).toEqual([]);

    fireEvent.change(field, { target: { value: 'fin kayn l otel dyali' } });
    fireEvent.click(translate);
    await waitFor(() => expect(screen.getByTestId('translation')).toHaveTextContent('Where is the hotel?'));
    expect(
      screen.getByText('Closest known phrase: “fin kayn l otel”. Check that it says what you mean.'),
    ).toBeInTheDocument();
    const sent = calls.filter((call) => call.url === '/api/translate-text');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]!.init?.body))).toMatchObject({
      direction: 'from_darija',
      targetLang: 'en',
    });
  });

  it("says the server's composition is a guess when it read a word as one spelled like it", async () => {
    stubApi(() => spoken(), {
      '/api/translate-text': () =>
        json(200, {
          kind: 'translation',
          translation: 'I got That',
          darija: { ar: null, latin: 'khdit 8adak' },
          match: 'composed',
          confidence: 0.11,
          matched: null,
          guessed: true,
        }),
    });
    localStorage.setItem('translationDirection', 'darija-to-target');
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'khdit 8adak' } });
    fireEvent.click(translate);
    await waitFor(() => expect(screen.getByTestId('translation')).toHaveTextContent('I got That'));
    expect(
      screen.getByText(
        'A guess: pieced together, with a word it does not know read as one spelled like it (11% sure). Ask them to say it another way.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Pieced together from known phrases/)).not.toBeInTheDocument();
  });

  it("keeps the phrasebook's refusal and the text when the server's translator is starting (503)", async () => {
    stubApi(() => spoken(), {
      '/api/translate-text': () =>
        json(503, {
          error: 'The translator is still starting. Please try again in a few seconds.',
          code: 'provider_unavailable',
        }),
    });
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'I am very tired' } });
    fireEvent.click(translate);
    expect(await screen.findByText(/No known phrase is close enough/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('typed-searching')).toHaveTextContent(''));
    expect(screen.getByText(/No known phrase is close enough/)).toBeInTheDocument();
    expect(screen.getByLabelText('Or type a phrase')).toHaveValue('I am very tired');
  });

  it('translates Arabic script typed in the tab into Darija from Darija, in the other tab', async () => {
    stubApi(() => spoken());
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'بشحال؟' } });
    fireEvent.click(translate);
    await waitFor(() => expect(screen.getByTestId('translation')).toHaveTextContent('How much is it?'));
    expect(screen.getByRole('tab', { name: 'darija → English' })).toHaveAttribute('aria-selected', 'true');
    expect(localStorage.getItem('translationDirection')).toBe('darija-to-target');
  });

  it('reads a price said in Darija: the amount in dirhams, and what a ryal is', async () => {
    stubApi(() => spoken());
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'ألف و ميتين ريال' } });
    fireEvent.click(translate);
    await waitFor(() =>
      expect(screen.getByTestId('translation')).toHaveTextContent('1,200 ryals = 60 dirhams'),
    );
    expect(screen.getByTestId('amount-note')).toHaveTextContent(/20 ryals = 1 dirham/);
  });

  it('a refusal suggesting a Darija phrase says what that phrase means', async () => {
    stubApi(() => spoken());
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'الكونتور خدام' } });
    fireEvent.click(translate);
    expect(
      await screen.findByRole('button', { name: 'Translate “خدّم الكونتور عافاك” instead' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('suggestion-meaning')).toHaveTextContent(
      'It means “Turn on the meter, please”.',
    );
  });

  it('gives back what was typed after a reload', async () => {
    stubApi(() => spoken());
    renderScreen();
    fireEvent.change(await screen.findByLabelText('Or type a phrase'), { target: { value: 'Zum Bahnhof' } });
    expect(JSON.parse(sessionStorage.getItem('typed_translation_draft') ?? 'null')).toBe('Zum Bahnhof');
    cleanup();
    renderScreen();
    await waitFor(() => expect(screen.getByLabelText('Or type a phrase')).toHaveValue('Zum Bahnhof'));
  });

  it('offline, asks nothing and refuses as before', async () => {
    const calls = stubApi(() => spoken());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'I am very tired' } });
    fireEvent.click(translate);
    expect(
      await screen.findByText(/No known phrase is close enough to translate “I am very tired” reliably/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('typed-searching')).toHaveTextContent('');
    expect(calls.filter((call) => call.url === '/api/translate-text')).toEqual([]);
  });

  it('an older answer that comes after a newer text is dropped', async () => {
    const answers: ((response: Response) => void)[] = [];
    stubApi(() => spoken(), {
      '/api/translate-text': () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    const field = screen.getByLabelText('Or type a phrase');
    fireEvent.change(field, { target: { value: 'I am very tired' } });
    fireEvent.click(translate);
    await waitFor(() => expect(answers).toHaveLength(1));
    fireEvent.change(field, { target: { value: 'Where is the train station?' } });
    fireEvent.click(translate);
    expect(await screen.findByTestId('darija-arabic')).toHaveTextContent('فين كاينة لاكار؟');
    answers[0]!(
      json(200, {
        kind: 'translation',
        translation: 'ana bzaf 3yyan',
        darija: { ar: null, latin: 'ana bzaf 3yyan' },
        match: 'composed',
        confidence: 0.8,
        matched: null,
      }),
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.getByTestId('darija-arabic')).toHaveTextContent('فين كاينة لاكار؟');
    expect(screen.queryByText('ana bzaf 3yyan')).not.toBeInTheDocument();
    const history = JSON.parse(localStorage.getItem('translationHistory') ?? '[]') as {
      transcript: string;
    }[];
    expect(history.map((entry) => entry.transcript)).toEqual(['Where is the train station?']);
  });

  it('clears the history', async () => {
    stubApi(() => spoken());
    renderScreen();
    const translate = await screen.findByRole('button', { name: 'Translate' });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText('Or type a phrase'), { target: { value: 'Thank you' } });
    fireEvent.click(translate);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear history' }));
    expect(localStorage.getItem('translationHistory')).toBeNull();
    expect(screen.getByText('Your translations are kept here, on this phone only.')).toBeInTheDocument();
  });
});

describe('TranslatorScreen: the AI translator for typed text', { timeout: 30_000 }, () => {
  const REFUSED = 'Could you please wait for me in front of the pharmacy for five minutes?';
  const AI_ANSWER = {
    translation: 'واش ممكن تسناني قدام الفارماسيان خمس دقايق عافاك؟',
    darija: {
      ar: 'واش ممكن تسناني قدام الفارماسيان خمس دقايق عافاك؟',
      latin: 'wach mumkin tsnani 9dam l-pharmacien khms d9ay9 3afak?',
    },
  };
  const OFFER = 'Translate with the AI translator (uses 1 translation)';

  // stubApi matches by prefix, the first that fits: '/api/translate-text-model' is listed before '/api/translate-text'.

  /** Types `text` and waits for the final typed answer (the server's embedded one when asked). */
  async function typeAndTranslate(text: string, submit = 'Translate', label = 'Or type a phrase') {
    const translate = await screen.findByRole('button', { name: submit });
    await waitFor(() => expect(translate).toBeEnabled());
    fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
    fireEvent.click(translate);
    await waitFor(() => expect(screen.getByTestId('typed-searching')).toHaveTextContent(''));
  }

  const refusedByMemory = () => json(200, { kind: 'refused', reason: 'no-match', confidence: 0.3 });
  const modelCalls = (calls: { url: string; init?: RequestInit }[]) =>
    calls.filter((call) => call.url === '/api/translate-text-model');

  it('tells a pass holder the AI translation is included rather than that it uses one', async () => {
    const calls = stubApi(() => spoken(), {
      ...status(true, true, true, true),
      '/api/translate-text': refusedByMemory,
    });
    renderScreen();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/translator-status')).toBe(true));
    await typeAndTranslate(REFUSED);
    expect(
      await screen.findByRole('button', { name: 'Translate with the AI translator (included in your pass)' }),
    ).toBeEnabled();
    expect(screen.queryByRole('button', { name: OFFER })).not.toBeInTheDocument();
  });

  it('offers the AI translator under a refusal when the server has a model; its answer replaces the refusal, once in the history', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi(() => spoken(), {
      ...status(true, true),
      '/api/translate-text-model': () => new Promise<Response>((resolve) => (answer = resolve)),
      '/api/translate-text': refusedByMemory,
    });
    renderScreen();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/translator-status')).toBe(true));
    await typeAndTranslate(REFUSED);
    expect(screen.getByText(/No known phrase is close enough/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: OFFER }));
    // While it is asked: the button says so and cannot be tapped twice; the text is kept for the pay page.
    const asking = await screen.findByRole('button', { name: 'Asking the AI translator…' });
    expect(asking).toHaveAttribute('aria-disabled', 'true');
    expect(JSON.parse(sessionStorage.getItem('pending_typed_translation') ?? 'null')).toEqual({
      text: REFUSED,
      direction: 'target-to-darija',
      language: 'en',
    });
    await waitFor(() => expect(modelCalls(calls)).toHaveLength(1));
    expect(JSON.parse(String(modelCalls(calls)[0]!.init?.body))).toEqual({
      text: REFUSED,
      direction: 'to_darija',
      targetLang: 'en',
      csrf: 't',
    });
    answer(json(200, AI_ANSWER));
    expect(await screen.findByTestId('darija-arabic')).toHaveTextContent(AI_ANSWER.darija.ar);
    expect(screen.getByTestId('darija-latin')).toHaveTextContent(AI_ANSWER.darija.latin);
    expect(screen.getByText('Translated by the AI translator.')).toBeInTheDocument();
    expect(screen.queryByText(/No known phrase is close enough/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFER })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('pending_typed_translation')).toBeNull();
    const history = JSON.parse(localStorage.getItem('translationHistory') ?? '[]') as {
      transcript: string;
      source: string;
    }[];
    expect(history).toMatchObject([{ transcript: REFUSED, source: 'model' }]);
    // The status is asked again: a use was spent.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/translator-status')).toHaveLength(2));
  });

  it('is offered for a closest phrase, not for an exact one, and not at all on a server without a model', async () => {
    stubApi(() => spoken(), { ...status(true, true), '/api/translate-text': refusedByMemory });
    renderScreen();
    await typeAndTranslate('Where is the train station?');
    expect(await screen.findByTestId('darija-arabic')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFER })).not.toBeInTheDocument();
    await typeAndTranslate('Bring me the bill please');
    expect(await screen.findByText(/^Closest known phrase: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFER })).toBeInTheDocument();
  });

  it('is not offered when the server has no model, nor offline', async () => {
    const calls = stubApi(() => spoken(), { ...status(false, true), '/api/translate-text': refusedByMemory });
    renderScreen();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/translator-status')).toBe(true));
    await typeAndTranslate(REFUSED);
    expect(await screen.findByText(/No known phrase is close enough/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: OFFER })).not.toBeInTheDocument();
  });

  it('402: keeps the text for the pay page and goes there; back on /transcribe the text is in the field and translated', async () => {
    let uses = 0;
    const calls = stubApi(() => spoken(), {
      ...status(true, true),
      '/api/translate-text-model': () =>
        uses++ === 0
          ? json(402, { error: 'No free use left.', code: 'payment_required' })
          : json(200, AI_ANSWER),
      '/api/translate-text': refusedByMemory,
    });
    localStorage.setItem('translationDirection', 'target-to-darija');
    const first = renderScreen();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/translator-status')).toBe(true));
    await typeAndTranslate(REFUSED);
    fireEvent.click(await screen.findByRole('button', { name: OFFER }));
    await waitFor(() => expect(first.onPaymentRequired).toHaveBeenCalledTimes(1));
    expect(JSON.parse(sessionStorage.getItem('pending_typed_translation') ?? 'null')).toMatchObject({
      text: REFUSED,
    });

    // The pay page, then back: a fresh screen.
    cleanup();
    const back = renderScreen();
    expect(await screen.findByLabelText('Or type a phrase')).toHaveValue(REFUSED);
    expect(await screen.findByTestId('darija-arabic')).toHaveTextContent(AI_ANSWER.darija.ar);
    expect(screen.getByText('Translated by the AI translator.')).toBeInTheDocument();
    expect(modelCalls(calls)).toHaveLength(2);
    expect(back.onPaymentRequired).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('pending_typed_translation')).toBeNull();
  });

  it('back from the pay page without a use: says so and offers again, rather than sending the visitor back at once', async () => {
    const calls = stubApi(() => spoken(), {
      ...status(true, false),
      '/api/translate-text-model': () => json(402, { error: 'No free use left.', code: 'payment_required' }),
      '/api/translate-text': refusedByMemory,
    });
    sessionStorage.setItem(
      'pending_typed_translation',
      JSON.stringify({ text: REFUSED, direction: 'target-to-darija', language: 'en' }),
    );
    const { onPaymentRequired } = renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No translation left. A pass gives you unlimited translations: tap the button to get one.',
    );
    expect(screen.getByLabelText('Or type a phrase')).toHaveValue(REFUSED);
    expect(onPaymentRequired).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('pending_typed_translation')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: OFFER }));
    await waitFor(() => expect(onPaymentRequired).toHaveBeenCalledTimes(1));
    expect(modelCalls(calls)).toHaveLength(2);
  });

  it.each([
    [503, 'provider_unavailable', 'The AI translator could not answer just now. Please try again later.'],
    [502, 'provider_failed', 'The AI translator could not answer just now. Please try again later.'],
    [504, 'provider_timeout', 'The AI translator took too long. Please try again, or try a shorter phrase.'],
  ])('a %i %s says so and keeps the phrasebook’s answer', async (code, reason, message) => {
    stubApi(() => spoken(), {
      ...status(true, true),
      '/api/translate-text-model': () => json(code, { error: 'Something failed.', code: reason }),
      '/api/translate-text': refusedByMemory,
    });
    renderScreen();
    await typeAndTranslate('Bring me the bill please');
    fireEvent.click(await screen.findByRole('button', { name: OFFER }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByText(/^Closest known phrase: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: OFFER })).toBeEnabled();
    expect(sessionStorage.getItem('pending_typed_translation')).toBeNull();
  });

  it('in Spanish: the server’s embedded memory (English only) is not asked, the AI translator is offered', async () => {
    await act(() => changeLanguage('es'));
    try {
      const calls = stubApi(() => spoken(), {
        ...status(true, true),
        '/api/translate-text-model': () => json(200, AI_ANSWER),
        '/api/translate-text': refusedByMemory,
      });
      renderScreen();
      await waitFor(() => expect(calls.some((c) => c.url === '/api/translator-status')).toBe(true));
      await typeAndTranslate('Quiero una pizza con piña y mucho queso', 'Traducir', 'O escriba una frase');
      fireEvent.click(
        await screen.findByRole('button', { name: 'Traducir con el traductor IA (usa 1 traducción)' }),
      );
      expect(await screen.findByText('Traducido por el traductor IA.')).toBeInTheDocument();
      expect(calls.filter((call) => call.url === '/api/translate-text')).toEqual([]);
      expect(JSON.parse(String(modelCalls(calls)[0]!.init?.body))).toMatchObject({ targetLang: 'es' });
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('in Spanish: an allergen the phrasebook does not know is refused with nothing offered in its place; "do you have water" is the request for water', async () => {
    await act(() => changeLanguage('es'));
    try {
      stubApi(() => spoken());
      renderScreen();
      // The phrasebook says peanuts where the visitor says egg: it offered "Soy alérgico a los cacahuetes".
      await typeAndTranslate('Soy alérgico al huevo', 'Traducir', 'O escriba una frase');
      expect(
        await screen.findByText(
          /Ninguna frase conocida se parece lo bastante para traducir «Soy alérgico al huevo»/,
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /en su lugar/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('darija-arabic')).not.toBeInTheDocument();

      await typeAndTranslate('Tiene agua', 'Traducir', 'O escriba una frase');
      expect(await screen.findByTestId('darija-arabic')).toHaveTextContent('الما عافاك');
      expect(screen.getByTestId('darija-latin')).toHaveTextContent('l-ma 3afak');
      // The Darija is the request's: the card says which phrase it is, and so does the large view.
      expect(screen.getByTestId('darija-meaning')).toHaveTextContent(
        'En darija, esto significa «Agua, por favor».',
      );
      fireEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
      expect(await screen.findByRole('dialog')).toHaveTextContent('Agua, por favor');
      fireEvent.click(screen.getByRole('button', { name: 'Cerrar' }));

      // Typed as the phrase is written, case and punctuation aside: nothing more to say.
      await typeAndTranslate('agua por favor.', 'Traducir', 'O escriba una frase');
      await waitFor(() =>
        expect(within(screen.getByTestId('transcript')).getByText('agua por favor.')).toBeInTheDocument(),
      );
      expect(screen.queryByTestId('darija-meaning')).not.toBeInTheDocument();
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('in English the server’s embedded memory is asked (it holds DODa)', async () => {
    const calls = stubApi(() => spoken(), { ...status(true, true), '/api/translate-text': refusedByMemory });
    renderScreen();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/translator-status')).toBe(true));
    await typeAndTranslate(REFUSED);
    expect(calls.filter((call) => call.url === '/api/translate-text')).toHaveLength(1);
  });
});

describe('TranslatorScreen: the microphone', { timeout: 30_000 }, () => {
  it('records webm opus at 64 kbps, counts down from 00:45, sends the clip and shows and plays the answer', async () => {
    const calls = stubApi(() => spoken());
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByTestId('countdown')).toHaveTextContent('00:45');
    expect(screen.getByTestId('mic-status')).toHaveTextContent('Listening… tap to stop');
    expect(FakeMediaRecorder.made).toEqual([
      { mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 64_000 },
    ]);
    now += 2_500;
    await waitFor(() => expect(screen.getByTestId('countdown')).toHaveTextContent('00:43'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(stoppedTracks).toHaveBeenCalled();

    expect(await screen.findByTestId('transcript')).toHaveTextContent('How much is it to the train station?');
    expect(screen.getByTestId('darija-arabic')).toHaveTextContent('بشحال حتى للمحطة ديال التران؟');
    expect(screen.getByTestId('darija-latin')).toHaveTextContent('bchhal 7tta l-m7atta dyal tran?');
    expect(played).toHaveBeenCalledWith('blob:answer');
    await waitFor(() => expect(screen.getByTestId('mic-status')).toHaveTextContent('Tap to speak'));

    const upload = calls.find((call) => call.url.startsWith('/api/translate-tts'))!;
    expect(upload.url).toBe('/api/translate-tts?targetLang=en&direction=to_darija');
    const form = upload.init?.body as FormData;
    const clip = form.get('audio') as File;
    expect(clip.name).toBe('clip.webm');
    expect(clip.size).toBe(4_000);
    expect(form.get('csrf')).toBe('t');
    expect(upload.init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('stops by itself at the 45 s limit and sends the clip', async () => {
    const calls = stubApi(() => spoken());
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByTestId('countdown')).toHaveTextContent('00:45');
    now += 45_000;
    expect(await screen.findByTestId('transcript')).toHaveTextContent('How much is it to the train station?');
    expect(calls.filter((call) => call.url.startsWith('/api/translate-tts'))).toHaveLength(1);
    expect(stoppedTracks).toHaveBeenCalled();
  });

  it('stops when the page is hidden and sends what was recorded', async () => {
    const calls = stubApi(() => spoken());
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByTestId('countdown');
    // The countdown is drawn before the effect that listens for the page being hidden runs: let it run.
    await act(async () => {});
    now += 3_000;
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByTestId('transcript')).toHaveTextContent('How much is it to the train station?');
    expect(calls.filter((call) => call.url.startsWith('/api/translate-tts'))).toHaveLength(1);
    visibility.mockRestore();
  });

  it('is disabled while the clip is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderScreen();
    await record(2_000);
    const button = await screen.findByRole('button', { name: 'Please wait' });
    expect(button).toBeDisabled();
    expect(screen.getByTestId('mic-status')).toHaveTextContent('Transcribing…');
    await act(async () => answer(spoken()));
    await screen.findByTestId('transcript');
  });

  it('asks darija → English of the API in that tab', async () => {
    localStorage.setItem('translationDirection', 'darija-to-target');
    const calls = stubApi(
      () =>
        new Response(new Uint8Array([1]), {
          headers: {
            'content-type': 'audio/mpeg',
            'x-transcript': enc('عشرين درهم، طلع'),
            'x-translation': enc('Twenty dirhams, get in.'),
            'x-darija-ar': enc('عشرين درهم، طلع'),
            'x-darija-latin': enc('3chrin dirham, tla3'),
          },
        }),
    );
    renderScreen();
    await record(1_500);
    expect(await screen.findByTestId('translation')).toHaveTextContent('Twenty dirhams, get in.');
    expect(screen.getByTestId('darija-arabic')).toHaveTextContent('عشرين درهم، طلع');
    expect(calls.find((call) => call.url.startsWith('/api/translate-tts'))!.url).toBe(
      '/api/translate-tts?targetLang=en&direction=from_darija',
    );
  });

  it.each([
    ['under 1 s', 900, 4_000],
    ['empty', 3_000, 0],
  ])('refuses a clip %s with the empty message and sends nothing', async (_label, length, bytes) => {
    clipBytes = bytes;
    const calls = stubApi(() => spoken());
    renderScreen();
    await record(length);
    expect(
      await screen.findByText('empty recording. speak for at least a second, then tap again.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/translate-tts'))).toBe(false);
  });

  it('gives the spec’s message when the microphone is refused', async () => {
    micAllowed = false;
    stubApi(() => spoken());
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('mic permission or recording not available');
  });

  it('goes to the pay page when the server says the free uses are spent (402), back to idle without a message', async () => {
    stubApi(() => json(402, { error: 'Your free translations are used.', code: 'payment_required' }));
    const { onPaymentRequired } = renderScreen();
    await record(2_000);
    await waitFor(() => expect(onPaymentRequired).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('mic-status')).toHaveTextContent('Tap to speak');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows “server error {status}” for a failure on the server’s side', async () => {
    stubApi(() => json(502, { error: 'The translation service failed.', code: 'provider_failed' }));
    renderScreen();
    await record(2_000);
    expect(await screen.findByRole('alert')).toHaveTextContent('server error 502');
  });

  it('aborts the upload at 34 s with the timeout message', async () => {
    const timeouts = vi.spyOn(window, 'setTimeout');
    stubApi(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    renderScreen();
    await record(2_000);
    await screen.findByRole('button', { name: 'Please wait' });
    const limit = timeouts.mock.calls.find(([, ms]) => ms === 34_000);
    expect(limit, 'a 34 s timer for the upload').toBeDefined();
    expect(screen.getByTestId('mic-status')).toHaveTextContent('Transcribing…');
    await act(async () => (limit![0] as () => void)());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'request timed out. please try a shorter phrase.',
    );
  });

  it('falls back to typed input and the phrasebook when the server has no voice service (503 provider_not_configured)', async () => {
    stubApi(() =>
      json(503, { error: 'Voice translation is not configured.', code: 'provider_not_configured' }),
    );
    renderScreen();
    await record(2_000);
    expect(await screen.findByText('Voice translation is not set up on this server.')).toBeInTheDocument();
    // jsdom has no speech recognition: the microphone has nothing to offer.
    expect(
      screen.getByText('This browser has no speech recognition: type the phrase or use the phrasebook.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start recording' })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('TranslatorScreen: the status asked when the screen opens', { timeout: 30_000 }, () => {
  it('knows before any recording that the server has no voice service, and says what the microphone uses', async () => {
    class FakeRecognition {
      static started = 0;
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onresult = null;
      onerror = null;
      onend = null;
      start() {
        FakeRecognition.started += 1;
      }
      stop() {}
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const calls = stubApi(() => spoken(), status(false, true));
    renderScreen();
    // The notice's line is there from the first render, empty until the status comes (no layout shift).
    const line = screen.getByTestId('voice-notice');
    expect(line).toBeEmptyDOMElement();
    expect(await within(line).findByText('No voice service on this server')).toBeInTheDocument();
    // The whole notice is one tap away.
    expect(line.querySelector('details')).not.toHaveAttribute('open');
    fireEvent.click(within(line).getByText('No voice service on this server'));
    expect(line.querySelector('details')).toHaveAttribute('open');
    expect(within(line).getByText('Voice translation is not set up on this server.')).toBeVisible();
    expect(
      within(line).getByText("The microphone uses your browser's speech recognition", { exact: false }),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByTestId('countdown')).toHaveTextContent('00:45');
    expect(FakeRecognition.started).toBe(1);
    expect(FakeMediaRecorder.made).toEqual([]);
    expect(calls.some((call) => call.url.startsWith('/api/translate-tts'))).toBe(false);
  });

  it('a phrase heard by the browser loads the phone’s phrasebook, which the card then lists without a scroll', async () => {
    // The card's "comes into view" watch never fires here, and the page does not settle within the test.
    class NeverIntersecting {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', NeverIntersecting);
    class HeardRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      maxAlternatives = 1;
      onresult: ((event: unknown) => void) | null = null;
      onerror = null;
      onend: (() => void) | null = null;
      start() {}
      stop() {
        this.onresult?.({
          resultIndex: 0,
          results: [Object.assign([{ transcript: 'Thank you' }], { isFinal: true })],
        });
        this.onend?.();
      }
      abort() {}
    }
    vi.stubGlobal('webkitSpeechRecognition', HeardRecognition);
    stubApi(() => spoken(), status(false, true));
    renderScreen();
    expect(await screen.findByText('Voice translation is not set up on this server.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('phrase')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(await screen.findByTestId('countdown')).toHaveTextContent('00:45');
    // A clip under a second is refused as empty.
    now += 2_000;
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByTestId('transcript')).toHaveTextContent('Thank you');
    // Within 3 s: not by the settled page's load (5 s after it).
    expect((await screen.findAllByTestId('phrase', {}, { timeout: 3_000 })).length).toBeGreaterThan(0);
  });

  it('on a screen tall enough to show the phrasebook’s place, lists its phrases without a scroll or a focus; not before', async () => {
    // The watch sees what it is given: the "Loading…" line, in view (a tall screen) only once `tall` is set.
    const watched: Element[] = [];
    let tall = false;
    class Intersecting {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.push(element);
        if (tall)
          this.callback(
            [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Intersecting);
    stubApi(() => spoken(), status(true, true));
    renderScreen();
    expect(watched.map((element) => element.textContent)).toEqual(['The phrasebook is loading…']);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryAllByTestId('phrase')).toHaveLength(0);
    cleanup();

    tall = true;
    renderScreen();
    // Within 3 s: not by the settled page's load (5 s after it).
    expect((await screen.findAllByTestId('phrase', {}, { timeout: 3_000 })).length).toBeGreaterThan(0);
  });

  it('with no use left, a tap goes to the pay page: nothing recorded or sent, the button idle without a message', async () => {
    const calls = stubApi(() => spoken(), status(true, false));
    const { onPaymentRequired } = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await waitFor(() => expect(onPaymentRequired).toHaveBeenCalledTimes(1));
    expect(FakeMediaRecorder.made).toEqual([]);
    expect(stoppedTracks).toHaveBeenCalled();
    expect(screen.getByTestId('mic-status')).toHaveTextContent('Tap to speak');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/translate-tts'))).toBe(false);
  });

  it('asks again at each tap: a use bought since the screen opened lets the recording start', async () => {
    let allowed = false;
    const calls = stubApi(() => spoken(), {
      '/api/translator-status': () => json(200, statusBody(true, allowed)),
    });
    const { onPaymentRequired } = renderScreen();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/translator-status')).toHaveLength(1));
    allowed = true;
    await record(2_000);
    expect(await screen.findByTestId('transcript')).toHaveTextContent('How much is it to the train station?');
    expect(onPaymentRequired).not.toHaveBeenCalled();
    expect(calls.filter((c) => c.url === '/api/translator-status')).toHaveLength(2);
  });
});

describe('TranslatorScreen: the hidden realtime beta', { timeout: 30_000 }, () => {
  class FakePeerConnection {
    static last: FakePeerConnection | null = null;
    channel = { onmessage: null as ((event: MessageEvent) => void) | null, close: vi.fn() };
    remote: RTCSessionDescriptionInit | null = null;
    closed = false;
    ontrack: unknown = null;
    constructor() {
      FakePeerConnection.last = this;
    }
    createDataChannel() {
      return this.channel;
    }
    addTrack() {}
    async createOffer() {
      return { type: 'offer', sdp: 'v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\n' };
    }
    async setLocalDescription() {}
    async setRemoteDescription(description: RTCSessionDescriptionInit) {
      this.remote = description;
    }
    close() {
      this.closed = true;
    }
  }

  const session = () =>
    json(200, {
      client_secret: 'ek_test',
      expires_at: null,
      calls_url: 'https://voice.example/v1/realtime/calls',
    });

  beforeEach(() => {
    FakePeerConnection.last = null;
    vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  });

  it('hides the tabs, and says "Session create failed" when the server gives no session', async () => {
    stubApi(() => spoken(), {
      '/api/realtime-session-beta': () =>
        json(503, { error: 'Not configured.', code: 'provider_not_configured' }),
    });
    renderScreen(true);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start recording' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Start live voice' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Session create failed');
    expect(stoppedTracks).toHaveBeenCalled();
  });

  it('says "Realtime SDP exchange failed: {status} {first 300 chars}" when the provider refuses the offer', async () => {
    const calls = stubApi(() => spoken(), {
      '/api/realtime-session-beta': session,
      'https://voice.example/v1/realtime/calls': () =>
        new Response(`bad offer ${'x'.repeat(400)}`, { status: 400 }),
    });
    renderScreen(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Start live voice' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(`Realtime SDP exchange failed: 400 bad offer ${'x'.repeat(290)}`);
    const offer = calls.find((call) => call.url.endsWith('/realtime/calls'))!;
    expect(offer.init?.headers).toEqual({
      authorization: 'Bearer ek_test',
      'content-type': 'application/sdp',
    });
    expect(offer.init?.body).toBe('v=0\r\no=- 1 1 IN IP4 127.0.0.1\r\n');
    expect(FakePeerConnection.last?.closed).toBe(true);
  });

  it('goes live with the answer, and stops by itself after a finished response', async () => {
    const calls = stubApi(() => spoken(), {
      '/api/realtime-session-beta': session,
      'https://voice.example/v1/realtime/calls': () =>
        new Response('v=0\r\nanswer\r\n', { status: 201, headers: { 'content-type': 'application/sdp' } }),
    });
    renderScreen(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Start live voice' }));
    expect(await screen.findByText('Live: speak now')).toBeInTheDocument();
    const body = JSON.parse(
      String(calls.find((call) => call.url === '/api/realtime-session-beta')!.init?.body),
    );
    expect(body).toEqual({ direction: 'to_darija', targetLang: 'en', csrf: 't' });
    const pc = FakePeerConnection.last!;
    expect(pc.remote).toEqual({ type: 'answer', sdp: 'v=0\r\nanswer\r\n' });
    const message = (data: unknown) =>
      act(() => pc.channel.onmessage?.({ data: JSON.stringify(data) } as MessageEvent));
    await message({ type: 'response.output_audio_transcript.done', transcript: 'بشحال؟' });
    expect(screen.getByText('بشحال؟')).toBeInTheDocument();
    await message({ type: 'response.done' });
    expect(await screen.findByText('Tap to start')).toBeInTheDocument();
    expect(pc.closed).toBe(true);
  });

  it('goes to the pay page when the session is refused for want of uses (402)', async () => {
    stubApi(() => spoken(), {
      '/api/realtime-session-beta': () => json(402, { error: 'Used.', code: 'payment_required' }),
    });
    const { onPaymentRequired } = renderScreen(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Start live voice' }));
    await waitFor(() => expect(onPaymentRequired).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
