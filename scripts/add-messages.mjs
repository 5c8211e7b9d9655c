// Adds messages to both locale files at once, keeping keys sorted:
//   node scripts/add-messages.mjs fragment.json
// where fragment.json is { "some.id": { "nl": "Nederlandse tekst", "en": "English text" }, ... }.
// Refuses an id that exists with a different text unless --force is given.
import { readFileSync, writeFileSync } from 'node:fs';

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/add-messages.mjs fragment.json [--force]');
  process.exit(2);
}
const fragment = JSON.parse(readFileSync(file, 'utf8'));
const targets = { nl: 'locales/nl-NL.json', en: 'locales/en-GB.json' };
const problems = [];
for (const [lang, path] of Object.entries(targets)) {
  const messages = JSON.parse(readFileSync(path, 'utf8'));
  for (const [id, texts] of Object.entries(fragment)) {
    const text = texts[lang];
    if (typeof text !== 'string') problems.push(`${id}: no ${lang} text`);
    else if (id in messages && messages[id] !== text && flag !== '--force')
      problems.push(`${id} (${lang}) already exists with another text`);
    else messages[id] = text;
  }
  if (problems.length) break;
  const sorted = Object.fromEntries(
    Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `${Object.keys(fragment).length} messages added to ${Object.values(targets).join(' and ')}`,
);
