/** @jest-environment node */
import { ensureSystemPrograms, installPlan, SYSTEM_PROGRAMS, type SystemProgram } from './system-packages.mjs';

/** The real program list, with each program found or not as the test says (one it leaves out is found). */
function programsWith(installed: Record<string, boolean>): SystemProgram[] {
  return SYSTEM_PROGRAMS.map((program) => ({
    ...program,
    find: () => ((installed[program.name] ?? true) ? `/usr/bin/${program.name}` : null),
  }));
}

const missingOf = (installed: Record<string, boolean>) => programsWith(installed).filter((program) => !program.find());

describe('what is installed when which program is missing', () => {
  test('everything there: nothing to do, with or without apt', () => {
    const all = { Chromium: true, nginx: true, java: true };
    expect(installPlan(missingOf(all), { canUseApt: true })).toEqual({ action: 'none' });
    expect(installPlan(missingOf(all), { canUseApt: false })).toEqual({ action: 'none' });
  });

  test.each([
    [{ Chromium: false, nginx: true, java: true }, ['chromium']],
    [{ Chromium: true, nginx: false, java: true }, ['nginx']],
    [{ Chromium: true, nginx: true, java: false }, ['default-jre-headless']],
    [{ Chromium: true, Firefox: false }, ['firefox-esr']],
    // The whole browser there (a desktop, or an image with it), the lighter one the tests run in is added.
    [{ "Chromium's headless shell": false }, ['chromium-headless-shell']],
    [
      { "Chromium's headless shell": false, Chromium: false, nginx: false, Firefox: false, java: false },
      ['chromium-headless-shell', 'chromium', 'nginx', 'firefox-esr', 'default-jre-headless'],
    ],
  ])('as root on Debian, %j installs exactly %j', (installed, packages) => {
    expect(installPlan(missingOf(installed), { canUseApt: true })).toEqual({ action: 'apt', packages });
  });

  test('elsewhere, a missing Chromium stops the run and names the package to install', () => {
    const plan = installPlan(missingOf({ Chromium: false, nginx: true, java: true }), { canUseApt: false });
    expect(plan).toMatchObject({ action: 'explain', fatal: true });
    expect(plan.action === 'explain' && plan.message).toContain('sudo apt-get install chromium)');
  });

  test('elsewhere, a missing nginx or java is explained, and only the specs that need them fail', () => {
    const plan = installPlan(missingOf({ Chromium: true, nginx: false, java: false }), { canUseApt: false });
    expect(plan).toMatchObject({ action: 'explain', fatal: false });
    expect(plan.action === 'explain' && plan.message).toContain('nginx, for e2e/deploy.spec.ts');
    expect(plan.action === 'explain' && plan.message).toContain('sudo apt-get install nginx default-jre-headless');
  });
});

describe('ensureSystemPrograms', () => {
  test('installs every missing package in one apt-get install, after refreshing the lists', () => {
    const installed: Record<string, boolean> = { Chromium: false, nginx: false, java: true };
    const calls: string[][] = [];
    ensureSystemPrograms({
      programs: programsWith(installed),
      aptUsable: true,
      apt: (args) => {
        calls.push(args);
        if (args[0] === 'install') Object.assign(installed, { Chromium: true, nginx: true });
        return true;
      },
      log: () => {},
    });
    expect(calls).toEqual([['update'], ['install', '-y', 'chromium', 'nginx']]);
  });

  test('runs no apt-get at all when nothing is missing', () => {
    const apt = jest.fn(() => true);
    ensureSystemPrograms({
      programs: programsWith({ Chromium: true, nginx: true, java: true }),
      aptUsable: true,
      apt,
      log: () => {},
    });
    expect(apt).not.toHaveBeenCalled();
  });

  test('fails with the list of what is still missing when apt-get could not install it', () => {
    expect(() =>
      ensureSystemPrograms({
        programs: programsWith({ Chromium: true, nginx: false, java: true }),
        aptUsable: true,
        apt: () => false,
        log: () => {},
      }),
    ).toThrow(/apt-get could not install them\.\n.*\n {2}- nginx, for e2e\/deploy\.spec\.ts/);
  });

  test('without apt, a missing Chromium throws before any test starts', () => {
    const apt = jest.fn(() => true);
    expect(() =>
      ensureSystemPrograms({
        programs: programsWith({ Chromium: false, nginx: true, java: true }),
        aptUsable: false,
        apt,
        log: () => {},
      }),
    ).toThrow('Chromium, for every end-to-end test');
    expect(apt).not.toHaveBeenCalled();
  });
});
