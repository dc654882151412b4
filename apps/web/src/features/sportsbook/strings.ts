import { translator } from '../../lib/i18n';
import strings from './strings.json';

// The betting pages' texts, added to each language once its server dictionary has loaded (adding
// earlier would make the app think the language is loaded and skip the server's dictionary).
// Once the lead merges strings.json into the server dictionaries this file can go.
const bundles: Record<string, Record<string, string>> = strings;
const added = new Set<string>();

function addLoaded() {
  for (const [lang, dict] of Object.entries(bundles)) {
    if (added.has(lang) || !translator.hasBundle(lang)) continue;
    added.add(lang);
    translator.addBundle(lang, dict);
  }
}

addLoaded();
translator.subscribe(addLoaded);
