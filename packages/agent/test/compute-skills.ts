import { makeSkillsRoot } from './make-skills.js';

export const SECRET = 'tok-SECRET-1234567890';

/** A compute-entry skill that echoes its input and the secret it received, and a bash toolkit. */
export function makeComputeRoot(extraFrontmatter = ''): string {
  return makeSkillsRoot([
    {
      name: 'weather',
      description: 'Weather for a city',
      frontmatter: `required-secrets: [API_TOKEN]\n${extraFrontmatter}`,
      body: '# Weather\n\nCall execute_skill with {"city": "..."}.\n',
      files: {
        'skill.config.yaml':
          'runtime: node\nentrypoint: main.js\ninterface:\n  input:\n    city: { type: string, required: true }\n  output:\n    forecast: { type: string }\n',
        'main.js':
          "let raw='';process.stdin.on('data',c=>raw+=c).on('end',()=>{const i=JSON.parse(raw);process.stdout.write(JSON.stringify({forecast:'sunny in '+i.city,token:process.env.API_TOKEN??null}))});\n",
      },
    },
    {
      name: 'toolbox',
      description: 'Shell helpers',
      frontmatter: 'required-secrets: [TOOL_TOKEN]\n',
      files: {
        'skill.config.yaml': 'runtime: bash\nenv:\n  - { name: TOOL_MODE, required: false, default: fast }\n',
        'scripts/run.sh': 'echo "mode=$TOOL_MODE token=$TOOL_TOKEN"\n',
      },
    },
    { name: 'notes', description: 'Meeting notes' },
  ]);
}
