import { type DestinationStream, type LevelWithSilent, type Logger, pino } from 'pino';

/**
 * Paths pino blanks out wherever they appear. Handlers never log bodies or headers on purpose; this is
 * the net under that rule, so a careless `log.info({ req })` still cannot leak a credential.
 */
export const REDACTED_LOG_PATHS = [
  'password',
  'token',
  'secret',
  'authorization',
  'cookie',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.secret',
  '*.secrets',
  '*.authorization',
  '*.cookie',
  '*["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
];

export function createLogger(options: { level: LevelWithSilent; destination?: DestinationStream }): Logger {
  const config = {
    level: options.level,
    base: { service: 'skillport-gateway' },
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
  };
  return options.destination ? pino(config, options.destination) : pino(config);
}
