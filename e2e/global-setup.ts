/**
 * Runs once before any test, in Playwright's main process: the only place the suite installs system programs,
 * so parallel workers never race for dpkg's lock. Workers only look for what is installed here.
 */
import { ensureSystemPrograms } from '../scripts/system-packages.mjs';

export default function globalSetup() {
  ensureSystemPrograms();
}
