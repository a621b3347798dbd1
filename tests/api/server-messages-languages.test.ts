import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { englishOfWorded, serverMessagesEnglish } from '../../admin/i18n/serverMessagesEnglish.js';

/*
 * Issue 30: every message the server sends that a visitor or the back office can see exists in every panel
 * language (Turkish and English). Proved over the source, not over a hand-kept list: every string literal
 * with a Turkish letter in the code that words the server's answers is read with the TypeScript parser and
 * must be one of
 *   - the Turkish side of a { tr, en } pair (the mails, the pre-registration and waiting-list answers, the
 *     no-JavaScript forms' labels), whose English side has the same shape and non-empty texts;
 *   - a fixed message the back office translates (admin/i18n/serverMessagesEnglish.ts, keyed by the
 *     Turkish text), with a non-empty English text of its own;
 *   - a message with numbers or names in it that englishOfWorded turns into English;
 *   - listed below as no message, with the reason.
 * A new Turkish message without its English fails here, naming its file and line.
 */

/** Where the server's answers are worded. */
const scannedDirectories = [
  'server/routes',
  'server/http',
  'server/plugins',
  'server/services',
  'server/privacy',
  'server/audit',
  'server/mail',
  'shared/schemas',
];
const scannedFiles = [
  'shared/contentMessages.ts',
  'shared/languageMessages.ts',
  'shared/personalData.ts',
  'shared/mailOutbox.ts',
];

/** Turkish literals that are not messages: what they are instead. */
const notMessages: { file: string; text: RegExp; why: string }[] = [
  { file: 'shared/personalData.ts', text: /^SİL$/, why: 'the word the office types to confirm an erasure' },
  {
    file: 'server/services/courseSearch.ts',
    text: /çevrimiçi/,
    why: 'search words matched in queries, never shown',
  },
  {
    file: 'server/services/users.ts',
    text: /^Yönetici$/,
    why: "the seeded role group's name: data the office edits",
  },
  {
    file: 'server/privacy/',
    text: /silinmiş|^\[iıİI\]$/i,
    why: 'what an erased record holds instead, and a pattern',
  },
  {
    file: 'server/privacy/personalDataExport.ts',
    text: /kayıt|kişisel veri/i,
    why: "the KVKK export's summary document, a file handed to the person in the office's language",
  },
  {
    file: 'server/audit/recordEntry.ts',
    text: / kayıt: /,
    why: "an audit entry's summary, stored with it as data",
  },
  {
    file: 'server/mail/messages.ts',
    text: /./,
    why: "the office's own notification mails (to its inbox) and the panel's reset mail, in the office's language; the visitors' mails are the { tr, en } pairs checked below",
  },
];

/** Texts the same in both languages: names, not words. */
const sameInEnglish = new Set<string>([]);

const turkishLetter = /[çğıİöşüÇĞÖŞÜ]/;

function sourceFiles(): string[] {
  const files: string[] = [...scannedFiles];
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(file);
    }
  };
  scannedDirectories.forEach(walk);
  return files;
}

const propertyName = (node: ts.ObjectLiteralElementLike) =>
  node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) ? node.name.text : undefined;

const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (item): item is ts.PropertyAssignment => ts.isPropertyAssignment(item) && propertyName(item) === name,
  );

/** The `tr: …` of a { tr, en } object the node sits in, if any. */
function inTurkishOfPair(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    if (ts.isPropertyAssignment(at) && propertyName(at) === 'tr' && ts.isObjectLiteralExpression(at.parent)) {
      return property(at.parent, 'en') !== undefined;
    }
  }
  return false;
}

/** A template's text with every `${…}` as the sample value 7 (the worded patterns take a number or any text there). */
function templateSample(node: ts.TemplateExpression): string {
  return node.head.text + node.templateSpans.map((span) => `7${span.literal.text}`).join('');
}

type Finding = { where: string; text: string };

function scan() {
  const literals: (Finding & { node: ts.Node })[] = [];
  const pairs: { where: string; tr: ts.Expression; en: ts.Expression }[] = [];
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) =>
      `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const tr = property(node, 'tr');
        const en = property(node, 'en');
        if (tr && en) pairs.push({ where: where(node), tr: tr.initializer, en: en.initializer });
      }
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (turkishLetter.test(node.text)) literals.push({ where: where(node), text: node.text, node });
      } else if (ts.isTemplateExpression(node)) {
        const text = templateSample(node);
        if (turkishLetter.test(text)) literals.push({ where: where(node), text, node });
        return; // its parts are read as one
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, pairs };
}

const { literals, pairs } = scan();

/** Whether a Turkish literal has its English (a pair, the lookup, a worded pattern) or is listed as no message. */
function covered(literal: { where: string; text: string; node: ts.Node }): boolean {
  if (inTurkishOfPair(literal.node)) return true;
  const english = serverMessagesEnglish[literal.text] ?? englishOfWorded(literal.text);
  if (english !== undefined) return english.trim() !== '';
  return notMessages.some((entry) => literal.where.startsWith(entry.file) && entry.text.test(literal.text));
}

describe('every server message exists in Turkish and English', () => {
  it('finds the messages it proves (the scan reads the code)', () => {
    expect(literals.length).toBeGreaterThan(150);
    expect(pairs.length).toBeGreaterThan(10);
  });

  it('has an English text for every Turkish literal of the server', () => {
    const missing = literals
      .filter((literal) => !covered(literal))
      .map(({ where, text }) => `${where}  ${text}`);
    expect(missing).toEqual([]);
  });

  it('gives every { tr, en } pair the same shape with non-empty English texts', () => {
    const faults: string[] = [];
    const compare = (where: string, tr: ts.Expression, en: ts.Expression) => {
      if (ts.isStringLiteral(tr) || ts.isNoSubstitutionTemplateLiteral(tr)) {
        if (!(ts.isStringLiteral(en) || ts.isNoSubstitutionTemplateLiteral(en)))
          faults.push(`${where}: en is not a text`);
        else if (en.text.trim() === '') faults.push(`${where}: empty English for ${tr.text}`);
        else if (en.text === tr.text && turkishLetter.test(tr.text) && !sameInEnglish.has(tr.text))
          faults.push(`${where}: English same as Turkish: ${tr.text}`);
      } else if (ts.isObjectLiteralExpression(tr)) {
        if (!ts.isObjectLiteralExpression(en)) return faults.push(`${where}: en is not an object`);
        for (const item of tr.properties) {
          const name = propertyName(item);
          const other = name === undefined ? undefined : property(en, name);
          if (!ts.isPropertyAssignment(item)) continue;
          if (!other) faults.push(`${where}: no English for ${name}`);
          else compare(`${where} ${name}`, item.initializer, other.initializer);
        }
        const trNames = new Set(tr.properties.map(propertyName));
        for (const item of en.properties)
          if (!trNames.has(propertyName(item))) faults.push(`${where}: English only: ${propertyName(item)}`);
      } else if (ts.isArrayLiteralExpression(tr)) {
        if (!ts.isArrayLiteralExpression(en) || en.elements.length !== tr.elements.length)
          return faults.push(`${where}: English list differs in length`);
        tr.elements.forEach((element, index) => compare(`${where}[${index}]`, element, en.elements[index]));
      } else if (ts.isArrowFunction(tr) || ts.isFunctionExpression(tr)) {
        if (!(ts.isArrowFunction(en) || ts.isFunctionExpression(en)))
          faults.push(`${where}: en is not a function`);
      }
      return undefined;
    };
    for (const pair of pairs) compare(pair.where, pair.tr, pair.en);
    expect(faults).toEqual([]);
  });

  it('says every message of the back office lookup in English, not in Turkish', () => {
    const faults = Object.entries(serverMessagesEnglish)
      .filter(([turkish, english]) => turkish.trim() === '' || english.trim() === '' || english === turkish)
      .map(([turkish]) => turkish);
    expect(faults).toEqual([]);
  });
});
