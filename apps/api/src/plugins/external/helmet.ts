import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

// Stripe Embedded Checkout loads js.stripe.com in a script and frames and calls api.stripe.com; the
// realtime voice beta lets the browser post its SDP offer to the OpenAI-compatible host directly.
export const helmetPlugin = fp(
  async (app) => {
    const openaiOrigin = new URL(app.config.openaiBaseUrl ?? 'https://api.openai.com').origin;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://js.stripe.com'],
          frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com'],
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
  },
  { name: 'helmet', dependencies: ['config'] },
);
