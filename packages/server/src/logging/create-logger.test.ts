import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './create-logger.js';

describe('createLogger', () => {
  it('redacts passwords, tokens, secrets, cookies and authorization headers wherever they are logged', () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger({ level: 'info', destination });
    log.info({
      password: 'p1-secret',
      token: 'sps_abc',
      body: { password: 'p2-secret', newPassword: 'p3-secret', token: 'spt_xyz' },
      req: { headers: { authorization: 'Bearer sps_hdr', cookie: 'skillport_session=sps_cookie' } },
      res: { headers: { 'set-cookie': 'skillport_session=sps_set' } },
    });
    const text = lines.join('');
    for (const leaked of [
      'p1-secret',
      'p2-secret',
      'p3-secret',
      'sps_abc',
      'spt_xyz',
      'sps_hdr',
      'sps_cookie',
      'sps_set',
    ]) {
      expect(text).not.toContain(leaked);
    }
    expect(text).toContain('[redacted]');
  });
});
