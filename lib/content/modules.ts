/**
 * Every content file with the schema it must follow, in the order mistakes are reported. The files are read as
 * data (lib/content/load), never imported: a content file cannot run code.
 */
import { loadModules } from './load';
import { contentModuleList } from './module-list';

export const contentModules = loadModules(contentModuleList);
