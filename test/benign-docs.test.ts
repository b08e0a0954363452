// The benign document set of eval:prompts: manual pages read as their text, and the groups it reads.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { benignDocuments, manText } from '../scripts/benign-docs.ts';

describe('benign documents: manual pages as text', () => {
  it('keeps the words of text macros and lines, drops requests, definitions and conditionals', () => {
    const groff = [
      '.\\" a comment',
      '.de Vb',
      '.ft CW',
      '..',
      '.ds -- \\(*W\\h\'-12u\'',
      '.if n \\{\\',
      '.ds C` ""',
      '.\\}',
      '.TH GREP 1',
      '.SH NAME',
      '\\fBgrep\\fR \\- print lines that match \\(lqpatterns\\(rq',
      '.nr X 3',
      '.B \\-\\-count',
      'Use \\f5gcloud\\ auth\\fR or \\*(C`INFO\\*(C\'.',
    ].join('\n');
    assert.equal(manText(groff), ['GREP 1', 'NAME', 'grep - print lines that match "patterns"', '--count', 'Use gcloud auth or INFO.'].join('\n'));
  });
});

describe('benign documents: the set', () => {
  it('reads every licence of /usr/share/common-licenses and npm package files, nothing empty', { skip: !existsSync('/usr/share/common-licenses/Apache-2.0') && 'not a Debian machine' }, () => {
    const docs = benignDocuments(join(import.meta.dirname, '..', 'node_modules'), 5);
    const licences = docs.filter((d) => d.group === 'licence');
    assert.ok(licences.some((d) => d.name === '/usr/share/common-licenses/Apache-2.0' && d.text.includes('Apache License')));
    assert.equal(docs.filter((d) => d.group === 'npm package').length, 5);
    assert.ok(docs.filter((d) => d.group === 'man page').length <= 5);
    assert.ok(docs.every((d) => d.text.trim().length > 0 && d.text.length <= 100_000));
  });
});
