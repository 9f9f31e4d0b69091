/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cmsBackend, previewStyles } from './build-admin';

describe('the editor backend settings of the build', () => {
  it('publishes to main through Netlify when only the repository is set, as when a setting is empty', () => {
    expect(cmsBackend({ CMS_REPO: 'anvaya/website' })).toEqual({ repo: 'anvaya/website', branch: 'main', authUrl: '' });
    expect(cmsBackend({ CMS_REPO: 'anvaya/website', CMS_BRANCH: '', CMS_AUTH_URL: '' })).toEqual({
      repo: 'anvaya/website',
      branch: 'main',
      authUrl: '',
    });
  });

  it('takes the sign-in helper as the origin Decap compares the sign-in window with', () => {
    const { authUrl } = cmsBackend({ CMS_AUTH_URL: ' https://sveltia-cms-auth.anvaya.workers.dev/ ' });
    expect(authUrl).toBe('https://sveltia-cms-auth.anvaya.workers.dev');
  });

  it.each(['https://auth.example.com/auth', 'sveltia-cms-auth.anvaya.workers.dev', 'https://auth.example.com/?x=1'])(
    'refuses %s, whose sign-in would never finish, saying what to write',
    (value) => {
      expect(() => cmsBackend({ CMS_AUTH_URL: value })).toThrow(
        `CMS_AUTH_URL is "${value.replace(/\/$/, '')}", but it must be the sign-in helper's address alone`,
      );
    },
  );
});

describe("the preview's styles", () => {
  const exportWith = (css: string) => {
    const folder = mkdtempSync(path.join(tmpdir(), 'export-'));
    mkdirSync(path.join(folder, '_next/static/chunks'), { recursive: true });
    writeFileSync(path.join(folder, '_next/static/chunks/site.css'), css);
    return folder;
  };

  it('are the CSS of the first export that is built, and none before any build', () => {
    const unbuilt = path.join(tmpdir(), 'never-built');
    expect(previewStyles([unbuilt])).toBe('');
    expect(previewStyles([unbuilt, exportWith('h1{color:navy}')])).toBe('h1{color:navy}');
    expect(previewStyles([exportWith('a{}'), exportWith('b{}')])).toBe('a{}');
  });
});
