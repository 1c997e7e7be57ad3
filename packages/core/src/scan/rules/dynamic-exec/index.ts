import { factsOf } from '../facts-of.js';
import type { Rule, Trigger } from '../rule.js';
import { JAVASCRIPT_INDIRECTION } from '../trigger-words.js';

const DYNAMIC_EXEC_WORDS: readonly string[] = [
  'eval',
  'exec',
  'function',
  'compile',
  'vm.',
  'runin',
  'settimeout',
  'setinterval',
  'invoke-expression',
  'iex',
  'source',
  'getattr',
  '__import__',
  'import_module',
  'import(',
  'require(',
  'constructor',
  'bash -c',
  'sh -c',
  'system',
  'popen',
  // A thread started on memory the unit copied bytes into runs them as machine code.
  'createthread',
  'createremotethread',
  'queueuserapc',
];

/**
 * In JavaScript `function` is every function declaration: `new Function`, `Function(…)` and a computed
 * name (`globalThis[…]`, `[].constructor.constructor`) are what evaluate.
 */
const JAVASCRIPT_EVAL: readonly Trigger[] = [
  {
    keywords: [
      ...DYNAMIC_EXEC_WORDS.filter((word) => word !== 'function'),
      'new function',
      ...JAVASCRIPT_INDIRECTION,
    ],
  },
];

/**
 * Tools whose documented set-up is `eval "$(tool …)"`: they print shell code for the current shell
 * (environment variables, completions, hooks), and evaluating it is how they are meant to be used.
 */
const SHELL_SETUP_TOOLS = new Set([
  'ssh-agent', // SSH_AUTH_SOCK and SSH_AGENT_PID
  'gpg-agent', // GPG_AGENT_INFO
  'keychain', // ssh-agent front end
  'pyenv', // shims and shell integration
  'rbenv',
  'nodenv',
  'goenv',
  'jenv',
  'direnv', // per-directory environment hook
  'brew', // brew shellenv: PATH of Homebrew
  'conda', // conda shell.bash hook
  'mise', // mise activate
  'rtx', // mise's former name
  'fnm', // fnm env
  'zoxide', // zoxide init
  'starship', // starship init
  'opam', // opam env
  'luarocks', // luarocks path
  'dircolors', // LS_COLORS
  'gh', // gh completion
  'kubectl', // kubectl completion
]);
const SHELL_SETUP_RE = /^eval\s+["']?\$\((?:command\s+)?([\w./-]+)/;

/** `eval "$(ssh-agent -s)"` and the like: a tool's own shell set-up. */
function isShellSetupEval(text: string): boolean {
  const tool = SHELL_SETUP_RE.exec(text.trim())?.[1];
  return tool !== undefined && SHELL_SETUP_TOOLS.has(tool.slice(tool.lastIndexOf('/') + 1));
}

/**
 * Evaluators that run text inside the process itself. A literal handed to one is fixed code, but code a
 * reviewer must read as a string rather than as source, and the habit that turns into `eval(input)`.
 */
const IN_PROCESS_RE = /^(?:eval|exec|Function|vm\.\w+|setTimeout|setInterval|setImmediate|compile)$/;
/** Literal code that reaches the runtime itself (`Function('return process')()`): a way around review. */
const REACHES_RUNTIME_RE =
  /\b(?:process|require|import|globalThis|global|module|constructor|__import__|builtins|os|subprocess)\b/;

/**
 * Code evaluated from text built at run time. Downloaded or decoded input is judged by SS-DOWNLOAD-EXEC
 * and SS-OBFUSCATION; what is left is an injection risk: whatever reaches the string runs.
 */
export const dynamicExec: Rule = {
  id: 'SS-EXEC-DYNAMIC',
  severity: 'high',
  title: 'Dynamic code execution',
  remediation: 'Avoid eval/exec/new Function; parse data with a real parser or dispatch to known functions.',
  rationale: 'eval of non-literal text runs whatever an input, a file or a response puts there.',
  keywords: DYNAMIC_EXEC_WORDS,
  triggers: { javascript: JAVASCRIPT_EVAL, typescript: JAVASCRIPT_EVAL },
  needsFacts: true,
  check({ units, report }) {
    for (const { unit, fact } of factsOf(units, 'exec')) {
      if (fact.input.includes('network') || fact.input.includes('decoded')) continue;
      if (fact.api === 'shell') continue;
      if (isShellSetupEval(fact.text)) continue;
      if (fact.code !== undefined) {
        const reaches = REACHES_RUNTIME_RE.test(fact.code);
        if (IN_PROCESS_RE.test(fact.api))
          report(unit, {
            line: fact.line,
            severity: reaches ? 'high' : 'low',
            message: reaches
              ? `${fact.api} evaluates literal code that reaches the runtime (processes, modules)`
              : `${fact.api} evaluates a literal string as code`,
          });
        continue;
      }
      // A program named by what a local command prints (`` `node --print "require.resolve(…)"` ``,
      // `$(brew --prefix)/bin/x`) is a path looked up at run time; downloads and decoders are judged above.
      if (fact.api === 'command-substitution' && fact.input.length === 0) {
        report(unit, {
          line: fact.line,
          severity: 'medium',
          message: 'runs the program a local command prints',
        });
        continue;
      }
      report(unit, {
        line: fact.line,
        message:
          fact.api === 'native code'
            ? 'starts a thread on bytes copied into memory: they run as machine code no reviewer can read'
            : `${fact.api} runs text built at run time as code`,
      });
    }
  },
};
