/** @jest-environment node */

type Loaded = {
  urlSettings?: Record<string, string | undefined>;
  exitCodes: unknown[];
  printed: string;
  thrown?: unknown;
};

/**
 * Loads the module as next.config.ts does, with these settings (and, if given, a failure of another kind while
 * reading them), and tells what it did. process.exit is mocked, so a build that exits fails the test, not the run.
 */
function loadWith(settings: Record<string, string>, otherFailure?: Error): Loaded {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const loaded: Loaded = { exitCodes: [], printed: '' };
  try {
    jest.isolateModules(() => {
      if (otherFailure)
        jest.doMock('./url-settings', () => ({
          ...jest.requireActual('./url-settings'),
          checkUrlSettings: () => {
            throw otherFailure;
          },
        }));
      try {
        loaded.urlSettings = require('./checked-settings').urlSettings;
      } catch (thrown) {
        loaded.thrown = thrown;
      }
    });
    loaded.exitCodes = exit.mock.calls.flat();
    loaded.printed = error.mock.calls.join('\n');
    return loaded;
  } finally {
    jest.dontMock('./url-settings');
    exit.mockRestore();
    error.mockRestore();
    process.env = saved;
  }
}

describe('the build settings, read before anything else', () => {
  it('are the URL settings, parsed and normalised, when every one is right', () => {
    const loaded = loadWith({ SITE_URL: 'https://WWW.Example.com/' });
    expect(loaded.exitCodes).toEqual([]);
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
    const failure = new TypeError('not a setting');
    const loaded = loadWith({}, failure);
    expect(loaded.thrown).toBe(failure);
    expect(loaded.exitCodes).toEqual([]);
  });
});
