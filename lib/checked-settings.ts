/**
 * Imported first by next.config.ts: reads every build setting before anything else uses one, and stops the build
 * with that setting's own plain message (no stack trace) when one is wrong, before anything is exported.
 */
import { checkUrlSettings, SettingError } from './url-settings';

function checkedUrlSettings() {
  try {
    // lib/routes/paths.ts parses BASE_PATH and SITE_URL as it loads: loading it here reports its refusals too.
    require('./routes/paths');
    return checkUrlSettings();
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

/** The URL settings, parsed and normalised (see lib/url-settings.ts). */
export const urlSettings = checkedUrlSettings();
