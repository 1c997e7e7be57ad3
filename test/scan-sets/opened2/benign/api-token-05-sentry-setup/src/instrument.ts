import * as Sentry from '@sentry/node';

Sentry.init({
  dsn: process.env.SENTRY_DSN,
  environment: process.env.NODE_ENV ?? 'development',
  tracesSampleRate: 0.1,
  // request bodies and headers can carry personal data
  sendDefaultPii: false,
  beforeSend(event) {
    if (event.request) delete event.request.cookies;
    return event;
  },
});
