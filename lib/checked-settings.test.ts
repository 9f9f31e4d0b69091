/** @jest-environment node */
import { checkUrlSettings } from './url-settings';

/** Loads the module as next.config.ts does, with these settings, and tells what it did. */
function loadWith(settings: Record<string, string>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    let loaded: typeof import('./checked-settings') | undefined;
    jest.isolateModules(() => {
      loaded = require('./checked-settings');
    });
    return {
      urlSettings: loaded?.urlSettings,
      exitCodes: exit.mock.calls.flat(),
      printed: error.mock.calls.join('\n'),
    };
  } finally {
    exit.mockRestore();
    error.mockRestore();
    process.env = saved;
  }
}

describe('the build settings, read before anything else', () => {
  it('are the URL settings, parsed and normalised, when every one is right', () => {
    const loaded = loadWith({ SITE_URL: 'https://WWW.Example.com/' });
    expect(loaded.exitCodes).toEqual([]);
    expect(loaded.urlSettings).toEqual(checkUrlSettings({ ...process.env, SITE_URL: 'https://WWW.Example.com/' }));
    expect(loaded.urlSettings?.SITE_URL).toBe('https://www.example.com');
  });

  it.each([
    [{ SITE_URL: 'http://example.com' }, 'SITE_URL is "http://example.com"'],
    // BASE_PATH is parsed by lib/routes/paths.ts as it loads: its refusal stops the build the same way.
    [{ BASE_PATH: '/site"><script>' }, 'BASE_PATH "/site"><script>" is not a plain sub-path'],
  ])('stop the build with the setting’s own plain message when one is wrong: %j', (settings, message) => {
    const loaded = loadWith(settings);
    expect(loaded.exitCodes).toEqual([1]);
    expect(loaded.printed).toContain(message);
    expect(loaded.printed).not.toMatch(/^\s+at /m);
  });

  it('let any other failure through as it is, not as a setting’s message', () => {
    // Mocked, so a build that wrongly exits here fails this test instead of ending the test run.
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    jest.isolateModules(() => {
      jest.doMock('./url-settings', () => ({
        ...jest.requireActual('./url-settings'),
        checkUrlSettings: () => {
          throw new TypeError('not a setting');
        },
      }));
      expect(() => require('./checked-settings')).toThrow(TypeError);
    });
    jest.dontMock('./url-settings');
    expect(exit).not.toHaveBeenCalled();
    exit.mockRestore();
  });
});
