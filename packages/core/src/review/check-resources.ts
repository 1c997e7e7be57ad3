import path from 'node:path';
import type { ReviewFinding } from './review-report.js';

export interface PackageText {
  /** `/`-separated path relative to the package root. */
  path: string;
  text: string;
}

/** Directories whose files a skill reaches by relative path; a dangling mention of them is a broken promise. */
const RESOURCE_FILE_RE =
  /^(?:scripts|references|reference|assets|templates|examples|resources|agents)\/[\w@./-]*\.\w{1,8}$/;
/** Files that belong to the package without being mentioned (metadata, manifests, evals). */
const IMPLICIT_RE =
  /^(?:SKILL\.md|LICEN[CS]E(?:\.\w+)?|README(?:\.\w+)?|CHANGELOG(?:\.\w+)?|NOTICE(?:\.\w+)?|skill\.config\.ya?ml|requirements[\w-]*\.txt|package(?:-lock)?\.json|pnpm-lock\.yaml|yarn\.lock|pyproject\.toml|uv\.lock|poetry\.lock|Pipfile(?:\.lock)?|tsconfig\.json|\.skillscan\.yaml|\.gitignore|\.DS_Store|__init__\.py|\.env\.example)$/;
const LINK_RE =
  /!?\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"'\n]*["'])?\s*\)|^\s*\[[^\]\n]+\]:\s*<?(\S+?)>?\s*$/gm;
const CODE_SPAN_RE = /`([^`\s]+)`/g;
const PATH_TOKEN_RE =
  /(?:^|[\s"'(=:,[])((?:\.{1,2}\/)?(?:[\w@.-]+\/)*[\w@-][\w@.-]*\.[A-Za-z0-9]{1,8}|(?:[\w@.-]+\/)+)(?=$|[\s"'),:;\]`#?])/gm;
const PY_IMPORT_RE = /^\s*(?:from\s+(\.*[\w.]*)\s+import|import\s+([\w.]+))/gm;
const JS_IMPORT_RE = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)["'](\.{1,2}\/[^"']+)["']/g;
const SCHEME_RE = /^[a-z][a-z0-9+.-]*:/i;
/** A link target that names a file or folder (`a/b`, `x.md`), not a placeholder such as `URL` or `path`. */
const PATHLIKE_RE = /\/|\.[A-Za-z0-9]{1,8}(?:[#?].*)?$/;
const TEXT_EXT_RE = /\.(?:md|markdown|mdx|txt|rst|py|sh|bash|js|mjs|cjs|ts|mts|json|ya?ml|toml|html|xml)$/i;

/**
 * Follows references from SKILL.md (links, code spans, paths in commands, config references, imports
 * between scripts) through every file it reaches. Reports links to files that are missing or that point
 * outside the package, and files nothing reaches.
 */
export function checkResources(input: {
  files: readonly string[];
  entry: PackageText;
  /** Paths the skill config promises (entrypoint, setup script, declared references). */
  declared: readonly string[];
  readText: (file: string) => string | undefined;
  /** Directories holding their own SKILL.md (eval fixtures): never reported as unreferenced. */
  nestedSkillDirs: readonly string[];
}): ReviewFinding[] {
  const { files, entry } = input;
  const fileSet = new Set(files);
  const byBase = new Map<string, string[]>();
  for (const f of files) {
    const base = path.posix.basename(f);
    byBase.set(base, [...(byBase.get(base) ?? []), f]);
  }
  const findings: ReviewFinding[] = [];
  const reached = new Set<string>([entry.path]);
  const queue: PackageText[] = [entry];

  const reach = (file: string): void => {
    if (reached.has(file)) return;
    reached.add(file);
    if (TEXT_EXT_RE.test(file)) {
      const text = input.readText(file);
      if (text !== undefined) queue.push({ path: file, text });
    }
  };
  const reachDir = (dir: string): boolean => {
    const prefix = dir.endsWith('/') ? dir : `${dir}/`;
    let any = false;
    for (const f of files) {
      if (f.startsWith(prefix)) {
        reach(f);
        any = true;
      }
    }
    return any;
  };
  /** Resolves a relative reference from `from`, then from the package root; `escape` when it leaves. */
  const resolve = (from: string, ref: string): string | 'escape' | undefined => {
    const clean = decodeURIComponentSafe(ref.replace(/[#?].*$/, ''));
    if (clean === '') return undefined;
    if (path.posix.isAbsolute(clean) || /^[A-Za-z]:[\\/]/.test(clean)) return 'escape';
    const candidates = [
      path.posix.normalize(path.posix.join(path.posix.dirname(from), clean)),
      path.posix.normalize(clean),
    ];
    for (const c of candidates) {
      if (c.startsWith('../') || c === '..') continue;
      const trimmed = c.replace(/\/$/, '');
      if (fileSet.has(trimmed)) return trimmed;
      if (reachDir(trimmed)) return trimmed;
    }
    return candidates.every((c) => c.startsWith('../') || c === '..') ? 'escape' : undefined;
  };

  const lineOf = (text: string, index: number): number => {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
    return line;
  };

  for (const declared of input.declared) {
    const target = resolve(entry.path, declared);
    if (target === 'escape') {
      findings.push({
        id: 'RESOURCE_ESCAPES',
        severity: 'error',
        category: 'resources',
        file: 'skill.config.yaml',
        message: `declared file ${declared} lies outside the package`,
      });
    } else if (target === undefined) {
      findings.push({
        id: 'RESOURCE_MISSING',
        severity: 'error',
        category: 'resources',
        file: 'skill.config.yaml',
        message: `declared file ${declared} does not exist in the package`,
      });
    } else {
      reach(target);
    }
  }

  for (let doc = queue.shift(); doc !== undefined; doc = queue.shift()) {
    const { text } = doc;
    const markdown = /\.(?:md|markdown|mdx|txt|rst)$/i.test(doc.path);
    if (markdown) {
      // Links shown as code are examples (`[text](URL)`), not references.
      for (const m of maskCode(text).matchAll(LINK_RE)) {
        const ref = m[1] ?? m[2] ?? '';
        if (ref.startsWith('#') || SCHEME_RE.test(ref) || ref.startsWith('//') || !PATHLIKE_RE.test(ref))
          continue;
        const target = resolve(doc.path, ref);
        if (target === 'escape') {
          findings.push({
            id: 'RESOURCE_ESCAPES',
            severity: 'error',
            category: 'resources',
            file: doc.path,
            line: lineOf(text, m.index ?? 0),
            message: `link ${ref} points outside the package; it will not be there once installed`,
          });
        } else if (target === undefined) {
          findings.push({
            id: 'RESOURCE_MISSING',
            severity: 'error',
            category: 'resources',
            file: doc.path,
            line: lineOf(text, m.index ?? 0),
            message: `link ${ref} points to a file that does not exist in the package`,
          });
        } else {
          reach(target);
        }
      }
      for (const m of text.matchAll(CODE_SPAN_RE)) mention(doc, m[1] ?? '', m.index ?? 0, true);
    }
    for (const m of text.matchAll(PATH_TOKEN_RE)) mention(doc, m[1] ?? '', m.index ?? 0, false);
    if (doc.path.endsWith('.py')) {
      for (const m of text.matchAll(PY_IMPORT_RE)) {
        const mod = (m[1] ?? m[2] ?? '').replace(/^\.+/, '');
        if (mod === '') continue;
        const rel = mod.split('.').join('/');
        for (const c of [`${rel}.py`, `${rel}/__init__.py`]) {
          const target = resolve(doc.path, c);
          if (typeof target === 'string' && target !== 'escape') reach(target);
        }
      }
    }
    if (/\.(?:m?[jt]s|cjs)$/.test(doc.path)) {
      for (const m of text.matchAll(JS_IMPORT_RE)) {
        const spec = m[1] ?? '';
        for (const c of [
          spec,
          `${spec}.js`,
          `${spec}.mjs`,
          `${spec}.cjs`,
          `${spec}.ts`,
          `${spec}/index.js`,
        ]) {
          const target = resolve(doc.path, c);
          if (typeof target === 'string' && target !== 'escape') reach(target);
        }
      }
    }
  }

  function mention(doc: PackageText, raw: string, index: number, codeSpan: boolean): void {
    // `scripts/tool.py:15` points at a line of a file.
    const token = raw.replace(/(?::\d+){1,2}$/, '');
    if (token === '' || SCHEME_RE.test(token) || token.startsWith('/') || token.startsWith('~')) return;
    if (token.includes('*')) {
      const glob = globToRegExp(path.posix.normalize(path.posix.join(path.posix.dirname(doc.path), token)));
      const rootGlob = globToRegExp(path.posix.normalize(token));
      for (const f of files) if (glob.test(f) || rootGlob.test(f)) reach(f);
      return;
    }
    const target = resolve(doc.path, token);
    if (typeof target === 'string' && target !== 'escape') {
      reach(target);
      return;
    }
    const base = byBase.get(path.posix.basename(token));
    if (base !== undefined && base.length === 1 && base[0] !== undefined) {
      reach(base[0]);
      return;
    }
    // A dangling code span or command path into a resource dir is a missing helper, not an output file.
    if (
      target === undefined &&
      codeSpan &&
      doc.path === entry.path &&
      RESOURCE_FILE_RE.test(token.replace(/^\.\//, ''))
    ) {
      findings.push({
        id: 'RESOURCE_MISSING',
        severity: 'warning',
        category: 'resources',
        file: doc.path,
        line: lineOf(doc.text, index),
        message: `${token} is mentioned but does not exist in the package`,
      });
    }
  }

  const nested = input.nestedSkillDirs.map((d) => `${d}/`);
  for (const f of files) {
    if (
      reached.has(f) ||
      IMPLICIT_RE.test(path.posix.basename(f)) ||
      f.startsWith('evals/') ||
      nested.some((d) => f.startsWith(d))
    ) {
      continue;
    }
    findings.push({
      id: 'RESOURCE_UNREFERENCED',
      severity: 'info',
      category: 'resources',
      file: f,
      message: 'nothing in SKILL.md (or the files it references) mentions this file',
    });
  }
  return dedupe(findings);
}

/** Blanks fenced code blocks and code spans, keeping offsets and line breaks. */
function maskCode(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/`[^`\n]*`/g, blank);
}

function globToRegExp(glob: string): RegExp {
  const source = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\/?|\*/g, (m) => (m === '*' ? '[^/]*' : '.*'));
  return new RegExp(`^${source}$`);
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function dedupe(findings: ReviewFinding[]): ReviewFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.id}|${f.file}|${f.line}|${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
