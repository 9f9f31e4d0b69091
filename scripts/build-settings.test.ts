import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkUrlSettings, httpsUrlSetting } from './build-settings';

describe('httpsUrlSetting', () => {
  it('is off when unset or empty', () => {
    expect(httpsUrlSetting('CSP_REPORT_URI', {})).toBeUndefined();
    expect(httpsUrlSetting('CSP_REPORT_URI', { CSP_REPORT_URI: ' ' })).toBeUndefined();
  });

  it('takes an absolute https URL', () => {
    const env = { NEXT_PUBLIC_METRICS_ENDPOINT: 'https://stats.example.com/collect' };
    expect(httpsUrlSetting('NEXT_PUBLIC_METRICS_ENDPOINT', env)).toBe('https://stats.example.com/collect');
  });

  it.each(['/metrics', 'http://stats.example.com/collect', 'stats.example.com', 'javascript:alert(1)'])(
    'refuses %s with a plain message',
    (value) => {
      expect(() => checkUrlSettings({ NEXT_PUBLIC_METRICS_ENDPOINT: value })).toThrow(
        `NEXT_PUBLIC_METRICS_ENDPOINT is "${value}", but it must be a full https address such as https://stats.example.com/collect (a visitor's browser sends to it from any page). Fix it, or leave it empty to turn it off.`,
      );
      expect(() => checkUrlSettings({ CSP_REPORT_URI: value })).toThrow(/^CSP_REPORT_URI is /);
      expect(() => checkUrlSettings({ SITE_URL: value })).toThrow(/^SITE_URL is /);
    },
  );
});

describe('next build', () => {
  it('stops before exporting anything when a URL setting is wrong, saying why', () => {
    const exportDir = mkdtempSync(path.join(tmpdir(), 'anvaya-settings-'));
    try {
      const build = spawnSync(path.join('node_modules', '.bin', 'next'), ['build'], {
        encoding: 'utf8',
        env: { ...process.env, EXPORT_DIR: exportDir, CSP_REPORT_URI: 'http://reports.example.com/csp' },
      });
      expect(build.status).toBe(1);
      expect(build.stderr).toContain('CSP_REPORT_URI is "http://reports.example.com/csp", but it must be a full https');
    } finally {
      rmSync(exportDir, { recursive: true, force: true });
    }
  }, 60_000);
});
