import fp from 'fastify-plugin';
import helmet from 'helmet';

// Stripe Embedded Checkout loads js.stripe.com in a script and frames and calls api.stripe.com; the
// realtime voice beta lets the browser post its SDP offer to the OpenAI-compatible host directly.
export const helmetPlugin = fp(
  async (app) => {
    const openaiOrigin = new URL(app.config.openai.baseUrl).origin;
    // Helmet's own middleware, built once: @fastify/helmet rebuilt it (parsing every CSP directive again) on
    // each request, about 40 µs of CPU per request for headers that never change.
    const setSecurityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: [
            "'self'",
            'https://js.stripe.com',
            'https://hooks.stripe.com',
            'https://checkout.stripe.com',
          ],
          connectSrc: ["'self'", 'https://api.stripe.com', 'https://checkout.stripe.com', openaiOrigin],
          imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
          // Radix and Stripe set inline styles on elements they position.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // Left out on purpose: it would rewrite http://localhost sub-requests to https during local runs.
          upgradeInsecureRequests: null,
        },
      },
      // Stripe's frames need to load cross-origin resources.
      crossOriginEmbedderPolicy: false,
    });
    // Helmet throws rather than passing an error to its callback (since 8.1), and Fastify turns a throw in a
    // hook into the error answer; the callback only ever means "done".
    app.addHook('onRequest', (request, reply, done) => {
      setSecurityHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
